package driverlessons.lesson01;

import driverlessons.chess.FenException;
import driverlessons.chess.Game;
import driverlessons.chess.Move;
import driverlessons.chess.Notation;
import driverlessons.chess.Position;
import driverlessons.chess.Result;
import driverlessons.chess.Side;
import driverlessons.console.ConsoleCommands;
import driverlessons.io.Driver;
import driverlessons.io.EngineIo;
import driverlessons.io.LineInput;
import driverlessons.io.LineOutput;
import driverlessons.search.Search;
import driverlessons.search.SearchControl;
import driverlessons.search.SearchOptions;
import driverlessons.search.SearchResult;
import driverlessons.search.ThinkingLine;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Lesson 1: the minimal WinBoard protocol driver, after the first post of H.G. Muller's lessons.
 *
 * <p>The whole driver is one loop in Muller's shape: (1) if the engine is on move, think and play a move;
 * (2) the place where later lessons ponder and analyse; (3) read one input line, waiting for it; (4) handle that
 * line as one command. Every command has one visible handler in {@link #handle(String)}.
 *
 * <p>This stage has no clock: every move is thought about for {@link #THINK_MS} at most, so a GUI must give it a
 * matching time control (XBoard {@code -st 2}). Input is only read between moves, so a command that arrives while
 * the engine thinks (a {@code ping}, say) is answered after the move, which is exactly what the protocol asks.
 */
public final class Lesson01Driver implements Driver {
    /** Muller's NONE: the engine plays neither side (force mode). */
    static final int NONE = -1;
    /** How long the engine thinks about every move, in milliseconds: this stage has no time control yet. */
    static final long THINK_MS = 1000;
    /** Size of the transposition table in megabytes (the memory command comes in lesson 5). */
    static final int HASH_MB = 32;

    /** A move the GUI sends without the usermove prefix, recognised by its shape (coordinates, castling or SAN). */
    private static final Pattern MOVE_SHAPE = Pattern.compile(
            "[a-h][1-8][a-h][1-8][qrbnQRBN]?|[O0]-[O0](-[O0])?[+#]?"
                    + "|[KQRBN][a-h]?[1-8]?x?[a-h][1-8][+#]?|[a-h](x[a-h])?[1-8](=?[QRBNqrbn])?[+#]?");

    /** Commands a GUI sends that this stage accepts and deliberately does not act on yet (see the README). */
    private static final List<String> NOT_YET = List.of(
            "level", "st", "sd", "time", "otim", "hard", "easy", "random", "computer", "name", "memory");

    private final LineInput in;
    private final LineOutput out;
    private final boolean console;
    private final Search search = new Search(HASH_MB);

    // ---- the game state -------------------------------------------------------------------------------------
    private Game game = new Game();
    /** Why the last setboard was refused, or null: while set, every move is answered "Illegal move". */
    private String illegalPosition;
    /** The side the engine plays: Side.WHITE, Side.BLACK or NONE (force mode). */
    private int engineSide = Side.BLACK;
    /** post / nopost: print thinking output while searching. */
    private boolean postThinking = true;
    /** Set by Ctrl-C in the console: the search stops and the engine plays the best move it has. */
    private volatile boolean interrupted;

    // ---- what the console thread may read (published after every command) -----------------------------------
    private volatile String prompt = "";
    private volatile List<String> legalMoves = List.of();

    /** Creates the driver on the lesson's input and output (pipes under a GUI, the console in a terminal). */
    public Lesson01Driver(EngineIo io) {
        this.in = io.in();
        this.out = io.out();
        this.console = io.console();
        publish(); // the console shows its first prompt before run() starts
    }

    /** The main loop: returns on quit or at the end of input. */
    @Override
    public void run() {
        while (true) {
            // 1. THINK_AND_DO_MOVE: the engine is on move, so it thinks and plays.
            if (engineSide == game.position().sideToMove()) {
                thinkAndMove();
                publish();
            }
            // 2. PONDER_OR_ANALYZE: nothing yet; pondering comes in lesson 3, analysis in lesson 4.

            // 3. READ_INPUT_LINE: wait for the next command.
            String line = in.readLine();
            if (line == null) {
                return; // end of input: the GUI has gone away, so do we
            }
            // 4. HANDLE_INPUT_COMMAND
            if (!handle(line.trim())) {
                return; // quit
            }
            publish();
        }
    }

    /** Searches the current position for at most THINK_MS, plays the best move and says so. */
    private void thinkAndMove() {
        if (announceResultIfOver()) {
            return;
        }
        interrupted = false;
        SearchResult result = search.search(game.position(), SearchOptions.DEFAULT, fixedThinkingTime, this::printThinking);
        int move = result.bestMove();
        if (move == Move.NONE) { // cannot happen when the game is not over, but never play a non-move
            engineSide = NONE;
            return;
        }
        game.play(move);
        publish(); // before the move is printed: the console redraws its prompt when output arrives
        out.send("move " + Notation.coordinate(move));
        announceResultIfOver();
    }

    /** Lesson 1's only time rule: no new iteration after half the time, stop hard at THINK_MS (or on Ctrl-C). */
    private final SearchControl fixedThinkingTime = new SearchControl() {
        @Override
        public boolean mayStartIteration(int depth, long elapsedMs) {
            return depth == 1 || elapsedMs < THINK_MS / 2; // depth 1 always: there must be a move
        }

        @Override
        public boolean mayStartRootMove(long elapsedMs, int bestScore, int previousIterationScore) {
            return true;
        }

        @Override
        public boolean mustAbort(long elapsedMs) {
            return elapsedMs >= THINK_MS || interrupted;
        }
    };

    /** Thinking output ("ply score time nodes pv") when the GUI asked for it with post. */
    private void printThinking(ThinkingLine line) {
        if (postThinking) {
            out.send(line.toString());
        }
    }

    /**
     * Checks the game after every move: when it has ended by rule, prints the result once and stops playing.
     * Returns true when the game is over.
     */
    private boolean announceResultIfOver() {
        Result result = game.result();
        if (result == null) {
            return false;
        }
        out.send(result.cecp());
        engineSide = NONE;
        return true;
    }

    /** Handles one input line; returns false when the engine must quit. */
    private boolean handle(String line) {
        String command = line.split("\\s+", 2)[0];
        String argument = line.length() > command.length() ? line.substring(command.length()).trim() : "";
        switch (command) {
            case "" -> { } // an empty line: nothing to do
            case "quit" -> {
                return false;
            }
            case "xboard" -> { } // protocol mode is already on: we never print a prompt on stdout
            case "protover" -> sendFeatures();
            case "accepted", "rejected" -> { } // bare moves are recognised anyway, so a rejected usermove is fine
            case "new" -> newGame();
            case "force" -> engineSide = NONE;
            case "result" -> engineSide = NONE; // the GUI ended the game (adjudication, resignation, time...)
            case "go" -> go(line);
            case "usermove" -> userMove(argument);
            case "setboard" -> setBoard(argument);
            case "undo" -> takeBack(1, line);
            case "remove" -> takeBack(2, line);
            case "ping" -> out.send(argument.isEmpty() ? "pong" : "pong " + argument);
            case "post" -> postThinking = true;
            case "nopost" -> postThinking = false;
            case "variant" -> {
                if (!argument.equals("normal")) {
                    out.send("Error (unsupported variant): " + line);
                }
            }
            case "board", "fen", "help" -> consoleCommand(command, argument, line);
            default -> {
                if (NOT_YET.contains(command)) {
                    return true; // accepted silently: a GUI always sends these, this stage does not need them
                }
                if (MOVE_SHAPE.matcher(command).matches()) {
                    userMove(command); // a bare move: the GUI rejected usermove=1, or a person typed it
                } else {
                    out.send("Error (unknown command): " + line);
                }
            }
        }
        return true;
    }

    /** protover: done=0 first (we may take a moment), then what this stage supports, done=1 last. */
    private void sendFeatures() {
        out.send("feature done=0");
        out.send("feature ping=1 setboard=1 usermove=1 colors=0 sigint=0 sigterm=0 analyze=0 myname=\""
                + Main.LESSON.title() + "\"");
        out.send("feature done=1");
    }

    /** new: the start position, the engine plays black, a fresh hash table for a fresh game. */
    private void newGame() {
        game = new Game();
        illegalPosition = null;
        engineSide = Side.BLACK;
        search.clearHash();
    }

    /** go: the engine plays the side on move (and the loop makes it think at once). */
    private void go(String line) {
        if (illegalPosition != null) {
            out.send("Error (illegal position): " + line);
            return;
        }
        engineSide = game.position().sideToMove();
    }

    /** A move from the opponent (usermove MOVE, or a bare move): play it if legal, else "Illegal move". */
    private void userMove(String text) {
        int move = illegalPosition == null ? Notation.parseMove(game.position(), text) : Move.NONE;
        if (move == Move.NONE) {
            out.send("Illegal move: " + text);
            return;
        }
        game.play(move);
        announceResultIfOver();
    }

    /** setboard FEN: a new game from that position, in force mode; a position we cannot play is refused. */
    private void setBoard(String fen) {
        engineSide = NONE;
        if (fen.split("\\s+")[0].chars().noneMatch(Character::isLetter)) {
            illegalPosition = "empty board"; // PyChess clears the board this way: nothing to play, said quietly
            return;
        }
        try {
            game = new Game(fen);
            illegalPosition = null;
        } catch (FenException e) {
            illegalPosition = e.getMessage();
            out.send("tellusererror Illegal position: " + e.getMessage());
        }
    }

    /** undo (one half-move) and remove (two): the GUI puts us in force mode first for undo. */
    private void takeBack(int halfMoves, String line) {
        if (illegalPosition != null || game.moveCount() < halfMoves) {
            out.send("Error (command not legal now): " + line);
            return;
        }
        for (int i = 0; i < halfMoves; i++) {
            game.undo();
        }
    }

    /** board, fen and help exist only for a person at the console; a GUI gets the unknown-command answer. */
    private void consoleCommand(String command, String argument, String line) {
        if (!console) {
            out.send("Error (unknown command): " + line);
            return;
        }
        Position position = game.position();
        switch (command) {
            case "board" -> out.send(ConsoleCommands.board(position));
            case "fen" -> out.send(position.toFen());
            default -> out.send(argument.isEmpty() ? ConsoleCommands.help() : ConsoleCommands.help(argument));
        }
    }

    /** Publishes the prompt and the legal moves for the console thread, which must not touch the game itself. */
    private void publish() {
        Position position = game.position();
        Result result = game.result();
        String state;
        if (illegalPosition != null) {
            state = "illegal position (" + illegalPosition + ")";
        } else if (result != null) {
            state = "game over " + result.cecp();
        } else {
            state = Side.name(position.sideToMove()) + " to move · "
                    + (engineSide == NONE ? "force mode" : "engine plays " + Side.name(engineSide));
        }
        prompt = Main.LESSON.id() + " · " + state + " > ";
        int[] moves = new int[Position.MAX_MOVES];
        int count = illegalPosition == null ? position.generateMoves(moves) : 0;
        List<String> texts = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            texts.add(Notation.coordinate(moves[i]));
        }
        legalMoves = List.copyOf(texts);
    }

    @Override
    public String prompt() {
        return prompt;
    }

    @Override
    public List<String> commands() {
        return COMMANDS;
    }

    @Override
    public List<String> legalMoves() {
        return legalMoves;
    }

    /** Ctrl-C in the console: stop thinking and play the best move found so far. */
    @Override
    public void interrupt() {
        interrupted = true;
    }

    /** The commands this stage understands, for the console's Tab completion. */
    private static final List<String> COMMANDS = List.of(
            "xboard", "protover", "accepted", "rejected", "new", "force", "result", "go", "usermove", "setboard", "undo",
            "remove", "ping", "post", "nopost", "quit", "variant", "level", "st", "sd", "time", "otim", "hard",
            "easy", "random", "computer", "name", "memory", "board", "fen", "help");
}
