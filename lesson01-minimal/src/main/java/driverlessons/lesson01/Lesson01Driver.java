package driverlessons.lesson01;

import driverlessons.chess.FenException;
import driverlessons.chess.Game;
import driverlessons.chess.Move;
import driverlessons.chess.Notation;
import driverlessons.chess.Result;
import driverlessons.chess.Side;
import driverlessons.io.CommandTable;
import driverlessons.io.Driver;
import driverlessons.io.EngineIo;
import driverlessons.io.EngineState;
import driverlessons.io.LineInput;
import driverlessons.io.LineOutput;
import driverlessons.io.Lines;
import driverlessons.search.Search;
import driverlessons.search.SearchControl;
import driverlessons.search.SearchOptions;
import driverlessons.search.SearchResult;
import driverlessons.search.ThinkingLine;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Lesson 1: the minimal WinBoard protocol driver, after the first post of H.G. Muller's lessons.
 *
 * <p>The whole driver is one loop in Muller's shape: (1) if the engine is on move, think and play a move;
 * (2) the place where later lessons ponder and analyse; (3) read one input line, waiting for it; (4) handle that
 * line as one command. Every command of the {@link Command} table has its own {@code case} in
 * {@link #handle(String)}, also the ones this stage accepts and ignores on purpose.
 *
 * <p>This stage has no clock: every move is thought about for {@link #THINK_MS} at most, so a GUI must give it a
 * matching time control (XBoard {@code -st 2}). Input is only read between moves, so a command that arrives while
 * the engine thinks (a {@code ping}, say) is answered after the move, which is exactly what the protocol asks.
 */
public final class Lesson01Driver implements Driver {
    private static final Logger LOG = LoggerFactory.getLogger(Lesson01Driver.class);
    /** Muller's NONE: the engine plays neither side (force mode). */
    static final int NONE = -1;
    /** How long the engine thinks about every move, in milliseconds: this stage has no time control yet. */
    static final long THINK_MS = 1000;
    /** Size of the transposition table in megabytes (the memory command comes in lesson 5). */
    static final int HASH_MB = 32;

    /** The command table: every command this stage accepts, as handle() takes them (the word: the name, lower case). */
    enum Command {
        XBOARD, PROTOVER, ACCEPTED, REJECTED, NEW, VARIANT, QUIT, FORCE, GO, USERMOVE, SETBOARD, UNDO, REMOVE,
        PING, RESULT, POST, NOPOST,
        // sent by every GUI, acted on by a later lesson
        LEVEL, ST, SD, TIME, OTIM, HARD, EASY, DOT, RANDOM, COMPUTER, NAME, MEMORY, MOVE_NOW, DRAW, RATING
    }

    private static final CommandTable<Command> COMMANDS = new CommandTable<>(Command.class);

    private final EngineIo io;
    private final LineInput in;
    private final LineOutput out;
    private final Search search = new Search(HASH_MB);

    // ---- lesson 1: the game, the loop, the commands ---------------------------------------------------------
    private Game game = new Game();
    /** Why the last setboard was refused, or null: while set, every move is answered "Illegal move". */
    private String illegalPosition;
    /** The side the engine plays: Side.WHITE, Side.BLACK or NONE (force mode). */
    private int engineSide = Side.BLACK;
    /** post / nopost: print thinking output while searching. */
    private boolean postThinking = true;
    /** Set by Ctrl-C in the console: the search stops and the engine plays the best move it has. */
    private volatile boolean interrupted;

    // ---- lesson 1: the game, the loop, the commands ---------------------------------------------------------

    /** Creates the driver on the lesson's input and output (pipes under a GUI, the console in a terminal). */
    public Lesson01Driver(EngineIo io) {
        this.io = io;
        this.in = io.in();
        this.out = io.out();
        search.setClock(io.clock());
        publish(""); // the console shows its first prompt before run() starts
    }

    /** The main loop: returns on quit or at the end of input. */
    @Override
    public void run() {
        while (true) {
            // 1. THINK_AND_DO_MOVE: the engine is on move, so it thinks and plays.
            if (engineSide == game.position().sideToMove()) {
                thinkAndMove();
            }
            // 2. PONDER_OR_ANALYZE: nothing yet; pondering comes in lesson 3, analysis in lesson 4.

            // 3. READ_INPUT_LINE: wait for the next command.
            String line = in.readLine();
            if (line == null) {
                return; // end of input: the GUI has gone away, so do we
            }
            // 4. HANDLE_INPUT_COMMAND
            if (!handle(line)) {
                return; // quit
            }
            publish("");
        }
    }

    /** Searches the current position for at most THINK_MS, plays the best move and says so. */
    private void thinkAndMove() {
        if (announceResultIfOver()) {
            return;
        }
        interrupted = false;
        publish("thinking");
        SearchResult result = search.search(game.position(), SearchOptions.DEFAULT, fixedThinkingTime, this::printThinking);
        int move = result.bestMove();
        if (move == Move.NONE) { // cannot happen when the game is not over, but never play a non-move
            LOG.warn("the search found no move in {}", game.position().toFen());
            engineSide = NONE;
            return;
        }
        game.play(move);
        publish(""); // before the move is printed: the console redraws its prompt when output arrives
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

    /** After every move: when the game has ended by rule, prints the result once and stops playing; true if over. */
    private boolean announceResultIfOver() {
        Result result = game.result();
        if (result == null) {
            return false;
        }
        out.send(result.cecp());
        engineSide = NONE;
        return true;
    }

    /** Handles one input line: one case per command of the table; returns false when the engine must quit. */
    private boolean handle(String line) {
        String word = Lines.command(line);
        String argument = Lines.argument(line);
        Command command = COMMANDS.lookup(word);
        if (command == null) {
            if (Notation.looksLikeMove(word)) {
                userMove(word); // a bare move: the GUI rejected usermove=1, or a person typed it
            } else if (!word.isEmpty()) {
                out.send("Error (unknown command): " + line);
            }
            return true;
        }
        switch (command) {
            case XBOARD -> { } // protocol mode is already on: we never print a prompt on stdout
            case PROTOVER -> sendFeatures();
            case ACCEPTED, REJECTED -> { } // bare moves are recognised anyway, so a rejected usermove is fine
            case NEW -> newGame();
            case VARIANT -> {
                if (!argument.equals("normal")) {
                    out.send("Error (unsupported variant): " + line);
                }
            }
            case QUIT -> {
                return false;
            }
            case FORCE -> engineSide = NONE;
            case GO -> go(line);
            case USERMOVE -> userMove(argument);
            case SETBOARD -> setBoard(argument);
            case UNDO -> takeBack(1, line);
            case REMOVE -> takeBack(2, line);
            case PING -> out.send(argument.isEmpty() ? "pong" : "pong " + argument);
            case RESULT -> engineSide = NONE; // the GUI ended the game (adjudication, resignation, time...)
            case POST -> postThinking = true;
            case NOPOST -> postThinking = false;
            case LEVEL -> { } // lesson 2: the time control
            case ST -> { } // lesson 2
            case SD -> { } // lesson 2
            case TIME -> { } // lesson 2: the engine's clock
            case OTIM -> { } // lesson 2
            case HARD -> { } // lesson 3: pondering on
            case EASY -> { } // lesson 3: pondering off
            case DOT -> { } // lesson 4: stat01 while analysing
            case RANDOM -> { } // lesson 5
            case COMPUTER -> { } // lesson 5
            case NAME -> { } // lesson 5
            case MEMORY -> { } // lesson 5: the hash table's size
            case MOVE_NOW -> { } // lesson 5 moves at once while thinking; not thinking, the spec says ignore it
            case DRAW -> { } // a draw offer: declined by saying nothing (lesson 5 weighs it)
            case RATING -> { } // both sides' ratings (python-chess, lichess-bot): nothing to do with them
            default -> out.send("Error (unknown command): " + line); // a table entry without a case: a test finds it
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
        game.undo(halfMoves);
    }

    /** Tells the console what to show (prompt, board, legal moves); only between commands, never mid-search. */
    private void publish(String activity) {
        io.show(snapshot(activity));
    }

    /** What the console shows: a copy of the game's state, so a search may go on with the original. */
    private EngineState snapshot(String activity) {
        return EngineState.of(game, engineSide, illegalPosition).doing(activity);
    }

    @Override
    public List<String> commands() {
        return COMMANDS.words();
    }

    /** Ctrl-C in the console: stop thinking and play the best move found so far. */
    @Override
    public void interrupt() {
        interrupted = true;
    }
}
