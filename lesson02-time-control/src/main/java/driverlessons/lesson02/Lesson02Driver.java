package driverlessons.lesson02;

import driverlessons.chess.FenException;
import driverlessons.chess.Game;
import driverlessons.chess.Move;
import driverlessons.chess.Notation;
import driverlessons.chess.Result;
import driverlessons.chess.Side;
import driverlessons.io.Args;
import driverlessons.io.BadParameters;
import driverlessons.io.CommandTable;
import driverlessons.io.Driver;
import driverlessons.io.EngineIo;
import driverlessons.io.EngineState;
import driverlessons.io.LagEstimate;
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
 * Lesson 2: lesson 1's driver plus time control, after the "Time Control" post of H.G. Muller's lessons.
 *
 * <p>The whole driver is one loop in Muller's shape: (1) if the engine is on move, think and play a move;
 * (2) the place where later lessons ponder and analyse; (3) read one input line, waiting for it; (4) handle that
 * line as one command. Every command of the {@link Command} table has its own {@code case} in
 * {@link #handle(String)}, also the ones this stage accepts and ignores on purpose.
 *
 * <p>New here: {@code level}, {@code st}, {@code sd}, {@code time} and {@code otim} are obeyed. Before every
 * search {@link #setTimeLimits(long)} turns the clock and the time control into Muller's three limits, and the
 * search asks the {@link #timeControl} about them at his three places: before a new iteration
 * ({@code noNewIterationLimit} and {@code sd}), before another root move ({@code noNewMoveLimit}, unless the score
 * dropped by more than {@link #MARGIN}) and every 1024 nodes ({@code neverExceedLimit}).
 */
public final class Lesson02Driver implements Driver {
    private static final Logger LOG = LoggerFactory.getLogger(Lesson02Driver.class);
    /** Muller's NONE: the engine plays neither side (force mode). */
    static final int NONE = -1;
    /** Size of the transposition table in megabytes (the memory command comes in lesson 5). */
    static final int HASH_MB = 32;

    /** The command table: every command this stage accepts, as handle() takes them (the word: the name, lower case). */
    enum Command {
        XBOARD, PROTOVER, ACCEPTED, REJECTED, NEW, VARIANT, QUIT, FORCE, GO, USERMOVE, SETBOARD, UNDO, REMOVE,
        PING, RESULT, POST, NOPOST,
        LEVEL, ST, SD, TIME, OTIM,
        // sent by every GUI, acted on by a later lesson
        HARD, EASY, DOT, RANDOM, COMPUTER, NAME, MEMORY, MOVE_NOW, DRAW, RATING
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

    // ---- lesson 2: the time control (level, st, sd) and the clocks (time, otim) -----------------------------
    /** Muller's MARGIN: a score drop (centipawns) against the last iteration that earns extra time. */
    static final int MARGIN = 25;
    /**
     * Muller's GUESSEDLENGTH: in sudden death, assume this many moves are still to be played. His 40 left 3.4 s or
     * more of 0:10+0.1 unused at the end of every game; with 25 the clock runs down over the game instead.
     */
    static final int GUESSED_LENGTH = 25;
    /**
     * No new iteration after this share of the nominal time per move (budget / movesToGo). Muller takes ½: the next
     * iteration may take as long as all before it; here time to depth grows about 1.35 times a ply, so an iteration
     * begun before 0.6 of the nominal time mostly ends within it.
     */
    static final double NEW_ITERATION_SHARE = 0.6;
    /** Safety margin on every limit (ms) besides the GUI's lag: the clock is told in centiseconds. Muller's is 16. */
    static final long SAFETY_MS = 50;
    /** No depth limit: sd was not given (or new cleared it). */
    static final int UNLIMITED_DEPTH = Integer.MAX_VALUE;

    /** level MPS: moves per session (0 = the whole game: sudden death or incremental). */
    private int movesPerSession = 40;
    /** level BASE: the time of a session in milliseconds (until a GUI says otherwise: 40 moves in 1 minute). */
    private long sessionMs = 60_000;
    /** level INC: the increment per move in milliseconds (it may be fractional in seconds, like 0.1). */
    private long incrementMs;
    /** st: the fixed time per move in milliseconds, or -1 when level is in force (Muller's timePerMove). */
    private long timePerMoveMs = -1;
    /** sd: the depth limit. */
    private int maxDepth = UNLIMITED_DEPTH;
    /** time: the engine's clock in milliseconds (the GUI sends centiseconds). */
    private long timeLeftMs = sessionMs;
    /** otim: the opponent's clock in milliseconds (kept for a student's time-management experiments). */
    private long opponentTimeLeftMs = sessionMs;
    /** The game's half-move count when level arrived: MPS counts moves from there (the spec's mid-game rule). */
    private int levelPly;
    /** Muller's three limits in milliseconds since the search started, set by setTimeLimits(). */
    long noNewIterationLimit, noNewMoveLimit, neverExceedLimit;
    /** The GUI's lag, learned from its clock (a refinement: see the README); it stays from game to game. */
    final LagEstimate lag = new LagEstimate();

    // ---- lesson 1: the game, the loop, the commands ---------------------------------------------------------

    /** Creates the driver on the lesson's input and output (pipes under a GUI, the console in a terminal). */
    public Lesson02Driver(EngineIo io) {
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

    /** Sets the time limits from the clock, searches, plays the best move and says so. */
    private void thinkAndMove() {
        if (announceResultIfOver()) {
            return;
        }
        interrupted = false;
        publish("thinking");
        setTimeLimits(timePerMoveMs > 0 ? timePerMoveMs : timeLeftMs);
        SearchResult result = search.search(game.position(), SearchOptions.DEFAULT, timeControl, this::printThinking);
        int move = result.bestMove();
        if (move == Move.NONE) { // cannot happen when the game is not over, but never play a non-move
            LOG.warn("the search found no move in {}", game.position().toFen());
            engineSide = NONE;
            return;
        }
        LOG.debug("limits {}/{}/{} ms, used {} ms, depth {}, clock {} ms, lag {}", noNewIterationLimit,
                noNewMoveLimit, neverExceedLimit, result.elapsedMs(), result.depth(), timeLeftMs, lag);
        lag.expectClock(clockAfter(result.elapsedMs()), game); // the GUI's lag: timeTold learns it
        game.play(move);
        publish(""); // before the move is printed: the console redraws its prompt when output arrives
        out.send("move " + Notation.coordinate(move));
        announceResultIfOver();
    }

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

    /** Handles one input line, one case per command; false: quit. Bad arguments change nothing and get an error. */
    private boolean handle(String line) {
        try {
            return handleCommand(line);
        } catch (BadParameters e) {
            out.send("Error (bad parameters): " + line);
            return true;
        }
    }

    private boolean handleCommand(String line) {
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
            case LEVEL -> level(line);
            case ST -> timePerMoveMs = Args.secondsPerMove(argument);
            case SD -> maxDepth = (int) Args.number(argument, 1, Integer.MAX_VALUE);
            case TIME -> timeTold(Args.centiseconds(argument));
            case OTIM -> opponentTimeLeftMs = Args.centiseconds(argument);
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

    /** new: the start position, the engine plays black, no depth limit, full clocks, a fresh hash table. */
    private void newGame() {
        game = new Game();
        illegalPosition = null;
        engineSide = Side.BLACK;
        maxDepth = UNLIMITED_DEPTH;
        levelPly = 0;
        timeLeftMs = sessionMs;
        opponentTimeLeftMs = sessionMs;
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
        levelPly = 0;
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
        return EngineState.of(game, engineSide, illegalPosition).withClock(timeLeftMs).doing(activity);
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

    // ---- lesson 2: the time control (level, st, sd) and the clocks (time, otim) -----------------------------

    /**
     * Muller's SetTimeLimits: spreads the time left ({@code msecLeft}: the clock, or the st time) over the moves
     * still to play before the next time control and derives the three limits. The GUI's lag comes off first.
     */
    void setTimeLimits(long msecLeft) {
        int movesToGo = movesToGo();
        // This move's lag and the safety margin come off first (Muller keeps a fixed 16 ms here).
        long clock = Math.max(0, msecLeft - SAFETY_MS - lag.estimateMs());
        // The reserve the clock never plans to go below. With st a twentieth of it: the GUI counts st strictly, from
        // its side of the pipe, and a first search in a JVM that still compiles stops late. Else what the lag needs.
        long reserve = timePerMoveMs > 0 ? msecLeft / 20 : lag.reserveMs(movesPerSession == 0, incrementMs);
        long spare = Math.max(0, clock - reserve);
        // Each move after this one brings its increment (ours, not Muller's) and costs a typical lag.
        long budget = timePerMoveMs > 0 ? clock
                : Math.max(0, spare + (movesToGo - 1) * (incrementMs - lag.typicalMs()));
        neverExceedLimit = 10 * budget / (movesToGo + 9);
        noNewMoveLimit = (long) (1.5 * budget / (movesToGo + 0.5));
        noNewIterationLimit = (long) (NEW_ITERATION_SHARE * budget / movesToGo); // Muller: budget / 2 / movesToGo
        // ...but never plan on time the clock does not hold now: keep half of it back. Only st may use it all; the
        // last move of a session need not, as what it leaves is carried over to the next session.
        long cap = timePerMoveMs > 0 ? spare : spare / 2;
        neverExceedLimit = Math.min(neverExceedLimit, cap);
        noNewMoveLimit = Math.min(noNewMoveLimit, cap);
        noNewIterationLimit = Math.min(noNewIterationLimit, cap);
    }

    /** The moves still to play before the next time control, this one included (counted from level on). */
    private int movesToGo() {
        if (timePerMoveMs > 0) {
            return 1;                       // st: the time is for this one move
        }
        if (movesPerSession == 0) {
            return GUESSED_LENGTH;          // sudden death or incremental: guess how long the game still lasts
        }
        return movesPerSession - Math.max(0, game.moveCount() - levelPly) / 2 % movesPerSession; // classical
    }

    /**
     * What the GUI's clock should say at our next turn if it charges just the {@code usedMs} our search measured
     * (with a new session's time when this move ends one); with st there is none: every move starts afresh.
     */
    private long clockAfter(long usedMs) {
        boolean sessionEnds = movesPerSession > 0 && movesToGo() == 1;
        return timePerMoveMs > 0 ? LagEstimate.NO_CLOCK
                : timeLeftMs - usedMs + incrementMs + (sessionEnds ? sessionMs : 0);
    }

    /** The answers to the search's three questions, from the limits setTimeLimits() computed. */
    private final SearchControl timeControl = new SearchControl() {
        /** Muller's iteration loop test: within sd, and not past noNewIterationLimit. */
        @Override
        public boolean mayStartIteration(int depth, long elapsedMs) {
            return depth <= maxDepth && (depth == 1 || elapsedMs < noNewIterationLimit); // depth 1 always
        }

        /** Muller's root-move test: past noNewMoveLimit stop, unless the score dropped by more than MARGIN. */
        @Override
        public boolean mayStartRootMove(long elapsedMs, int bestScore, int previousIterationScore) {
            return !(elapsedMs > noNewMoveLimit && bestScore > previousIterationScore - MARGIN);
        }

        /** Muller's TerminalCondition while thinking: the neverExceedLimit (or Ctrl-C in the console). */
        @Override
        public boolean mustAbort(long elapsedMs) {
            return elapsedMs > neverExceedLimit || interrupted;
        }
    };

    /** level MPS BASE INC: met in mid-game, MPS counts the moves from here to the next control. */
    private void level(String line) {
        Args.Level level = Args.level(line);
        movesPerSession = level.movesPerSession();
        sessionMs = level.sessionMs();
        incrementMs = level.incrementMs();
        timePerMoveMs = -1;
        timeLeftMs = sessionMs;
        levelPly = game.moveCount();
    }

    /**
     * time N: our clock as the GUI counts it; it only stores the time (a move or go follows). Zero or less: move at
     * once; beyond a day it cannot be right: plan as if the session had just begun. The lag is learned from it.
     */
    private void timeTold(long ms) {
        timeLeftMs = ms > Args.MAX_CLOCK_MS ? sessionMs : ms;
        lag.clockTold(timeLeftMs, game);
    }
}
