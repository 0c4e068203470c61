package driverlessons.lesson05;

import driverlessons.chess.BoardEditor;
import driverlessons.chess.FenException;
import driverlessons.chess.Game;
import driverlessons.chess.Move;
import driverlessons.chess.Notation;
import driverlessons.chess.Position;
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
import driverlessons.io.LogFile;
import driverlessons.io.Trace;
import driverlessons.search.ExcludedMoves;
import driverlessons.search.Judgement;
import driverlessons.search.Search;
import driverlessons.search.SearchControl;
import driverlessons.search.SearchListener;
import driverlessons.search.SearchOptions;
import driverlessons.search.Score;
import driverlessons.search.SearchResult;
import driverlessons.search.Stat01;
import driverlessons.search.ThinkingLine;
import java.io.IOException;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Lesson 5: lesson 4's driver plus the rest of the protocol, after the pseudo-code driver of H.G. Muller's compact
 * CECP specification (its Appendix C, {@code ExecuteOneCommand()}) and the CECP v2 specification.
 *
 * <p>The whole driver is one loop in Muller's shape: (1) if the engine is on move, think and play a move;
 * (2) the place where later lessons ponder and analyse; (3) read one input line, waiting for it; (4) handle that
 * line as one command. Every command of the {@link Command} table has its own {@code case} in
 * {@link #handle(String)}, also the ones this stage accepts and ignores on purpose.
 *
 * <p>New here, in two parts (the README's order). Part A, commands during every search: every search peeks at the
 * input, also the one on the engine's own move, and {@link #executeDuringSearch} runs each waiting line inside
 * it, stops it ({@code ?}: move now), or keeps the line for the main loop and stops it ("backlogged": force,
 * result, new... a thinking search stopped so plays no move). What the search is for is Appendix C's
 * {@link Activity}. Part B, the rest of the protocol: protocol 1, playother, SAN, nps, memory, cores, engine
 * options, exclude/include, setscore, draws and resignation (asked of {@link Judgement}), random, bk, debug lines.
 */
public final class Lesson05Driver implements Driver {
    private static final Logger LOG = LoggerFactory.getLogger(Lesson05Driver.class);
    /** Muller's NONE: the engine plays neither side (force mode). */
    static final int NONE = -1;
    /** Size of the transposition table in megabytes until a memory command sets it (part B). */
    static final int HASH_MB = 32;

    /** The command table: every command this stage accepts, as handle() takes them (the word: the name, lower case). */
    enum Command {
        XBOARD, PROTOVER, ACCEPTED, REJECTED, NEW, VARIANT, QUIT, FORCE, GO, USERMOVE, SETBOARD, UNDO, REMOVE,
        PING, RESULT, POST, NOPOST,
        LEVEL, ST, SD, TIME, OTIM,
        HARD, EASY, HINT,
        ANALYZE, EXIT, DOT,
        // sent by every GUI, acted on here
        RANDOM, COMPUTER, NAME, MEMORY, MOVE_NOW, DRAW, RATING,
        // part A: during every search; part B: the rest of the protocol
        PAUSE, RESUME,
        PLAYOTHER, WHITE, BLACK, EDIT, NPS, CORES, EGTPATH, OPTION, EXCLUDE, INCLUDE, SETSCORE, BK, ICS
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
    /** The side the engine plays: Side.WHITE, Side.BLACK, NONE (force mode) or ANALYSIS. */
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

    // ---- lesson 3: pondering (hard, easy, hint) -------------------------------------------------------------
    /** hard / easy: think on the opponent's time. */
    private boolean ponderOn;
    /** The reply the engine expects (the second move of its last PV), or Move.NONE; hint tells it. */
    private int ponderMove = Move.NONE;
    /** Muller's ponderMoveText: the ponder move as the GUI will send it, or null (no hit possible). */
    private String ponderMoveText;
    /** The console's state after a hit, made before the ponder search (nothing is computed during it). */
    private EngineState hitState;
    /** When the iteration running now began (ms since the search started). */
    private long iterationStartMs;
    /** When the GUI's clock for our move started, in the search's time: 0, or the moment of a ponder hit. */
    private long moveStartMs;

    // ---- lesson 4: analysis (analyze, exit, .) --------------------------------------------------------------
    /** Muller's ANALYZE: the engine plays neither side and analyses the position (analysis mode). */
    static final int ANALYSIS = -2;
    /** The first move of the analysis's latest principal variation (what hint answers while analysing). */
    private String analysisBest;
    /** The hash of the finished position whose result the analysis has said (said once per position). */
    private long finishedPositionSaid;
    /** The analysis ended by itself (sd, deepest depth): it waits for a command that changes what it analyses. */
    private boolean analysisEnded;

    // ---- lesson 5, part A: commands during every search (Muller's ExecuteOneCommand) ------------------------
    /**
     * The commands that run inside any search while it goes on (Muller's ExecuteOneCommand); ping joins them unless
     * thinking. Every other line must wait for the main loop: it is kept, and the search stops.
     */
    private static final Set<Command> RUN_DURING_SEARCH = EnumSet.of(Command.DOT, Command.TIME, Command.OTIM,
            Command.EASY, Command.HARD, Command.POST, Command.NOPOST, Command.RANDOM, Command.DRAW, Command.CORES,
            Command.COMPUTER, Command.NAME, Command.RATING, Command.ICS, Command.OPTION, Command.BK, Command.HINT);

    /**
     * Appendix C's activity: what the search now running is for. THINK: our move, on our clock (also after a
     * ponder hit); PONDER: on the reply we expect, made on the board; ANALYZE: a search only input stops
     * (analysis, and pondering with no reply to expect); IDLE: no search, handle() runs from the main loop.
     */
    enum Activity { IDLE, THINK, PONDER, ANALYZE }

    private Activity activity = Activity.IDLE;
    /** Muller's backloggedCommand: a line is kept for the main loop, so this search reads no more input. */
    private boolean backlogged;
    /** The time spent in pause, taken off the wall clock so that a paused search does not see it pass. */
    private long pausedMs;

    // ---- lesson 5, part B: the rest of the protocol ---------------------------------------------------------
    /** What the engine needs besides its hash table (MB): memory N gives the table N minus this. */
    static final int ENGINE_MB = 16;
    /** The highest MultiPV the option allows. */
    static final int MAX_MULTI_PV = 8;

    /** What the engine does, once per event: to the log, and in '#' lines once the GUI accepted debug=1. */
    private final Trace trace;
    /** The GUI accepted san=1: moves (ours and its own) are in SAN, and so are PVs and hints. */
    private boolean sanMoves;
    /** edit mode: the board being set up, or null outside edit mode. */
    private BoardEditor editor;
    /** nps: -1 = the wall clock (the default), 0 = CPU time, N = N nodes per second of game time. */
    private long nodesPerSecond = -1;
    /** cores: the number of search threads. option Clear Hash: the table is cleared before the next search. */
    private int cores = 1;
    private boolean clearHashPending;
    /** Options (feature option=...): Resign, Resign Threshold, Contempt, MultiPV. */
    private boolean resignOn;
    private int resignThreshold = 800;
    private int contempt;
    private int multiPv = 1;
    /** random: vary the choice among nearly equal moves (new turns it off); draw: offered, until our next move. */
    private boolean randomize;
    private boolean drawOffered;
    /** When to resign, offer a draw or take one: the engine's judgement, asked after each of our searches. */
    private final Judgement judgement = new Judgement();
    /** exclude / include: root moves the search leaves out, until the position changes. */
    private final ExcludedMoves excluded = new ExcludedMoves();
    /** The position the ponder move was played from: the GUI's move is read in it (SAN or not) for a hit. */
    private Position ponderedFrom;
    /** The hint (our expected reply), written when our move was played: hint must not touch a searched board. */
    private String hintText;
    /** The depth of the analysis's latest line: the first line of a deeper iteration is the best (MultiPV). */
    private int analysisDepth;

    // ---- lesson 1: the game, the loop, the commands ---------------------------------------------------------

    /** Creates the driver on the lesson's input and output (pipes under a GUI, the console in a terminal). */
    public Lesson05Driver(EngineIo io) {
        this.io = io;
        this.in = io.in();
        this.out = io.out();
        this.trace = new Trace(out, LOG);
        search.setClock(this::gameClock);
        publish(""); // the console shows its first prompt before run() starts
    }

    /** The main loop: returns on quit or at the end of input. */
    @Override
    public void run() {
        while (true) {
            // 1. THINK_AND_DO_MOVE: the engine is on move, or it ponders on the reply it expects (Muller's unified
            //    THINK: on a hit the same search goes on as the timed one, and the engine plays its move).
            activity = mayPonder() ? Activity.PONDER : Activity.IDLE;
            if (editor != null) {
                activity = Activity.IDLE; // edit mode: nothing is searched until '.' sets the position up
            } else if (engineSide == game.position().sideToMove() || activity == Activity.PONDER && ponderMove != Move.NONE) {
                if (thinkAndMove()) {
                    continue; // it played: now it may ponder on the reply it expects
                }
            } else if (activity == Activity.PONDER || engineSide == ANALYSIS) {
                // 2. PONDER_OR_ANALYZE: analysis, or pondering without a reply to expect.
                ponderOrAnalyze();
            }
            activity = Activity.IDLE; // Appendix C: handle() now runs from the main loop

            // 3. READ_INPUT_LINE: wait for the next command.
            String line = in.readLine();
            if (line == null) {
                return; // end of input: the GUI has gone away, so do we
            }
            // 4. HANDLE_INPUT_COMMAND
            if (!handle(line)) {
                return; // quit
            }
            Command command = COMMANDS.lookup(Lines.command(line));
            if (!RUN_DURING_SEARCH.contains(command) && command != Command.PING) {
                analysisEnded = false; // a move, undo, new, sd, exclude...: an analysis that ended analyses again
            }
            publish("");
        }
    }

    /**
     * Muller's unified THINK: sets the time limits and searches, or, pondering, plays the expected reply and
     * searches until input stops it or a hit makes it the timed search. Plays the move; false when none was played.
     */
    private boolean thinkAndMove() {
        if (announceResultIfOver()) {
            return false;
        }
        interrupted = false;
        if (activity == Activity.PONDER) {
            startPondering();
        } else {
            activity = Activity.THINK;
            publish("thinking");
            moveStartMs = 0;
            setMoveLimits(timePerMoveMs > 0 ? timePerMoveMs : timeLeftMs);
        }
        SearchResult result = search(this::printThinking);
        if (activity == Activity.PONDER) { // no hit: a miss or another line (kept), Ctrl-C, easy, or the search ended
            game.undo(); // Muller's UNMAKE_PONDER_MOVE
            return false;
        }
        if (activity != Activity.THINK) { // a kept line (force, result, quit, new...) ended our part in this move
            return false;
        }
        int move = result.bestMove();
        if (move == Move.NONE) { // cannot happen when the game is not over, but never play a non-move
            LOG.warn("the search found no move in {}", game.position().toFen());
            engineSide = NONE;
            return false;
        }
        trace.say("searched: depth " + result.depth() + ", " + result.nodes() + " nodes, " + result.elapsedMs()
                + " ms, clock " + timeLeftMs + " ms, lag " + lag);
        if (judgement.resignNow(result.score(), resignThreshold) && resignOn) { // asked first: it counts the searches
            out.send("resign"); // instead of the move, which many GUIs handle best
            engineSide = NONE;
            return false;
        }
        String text = moveText(move);
        lag.expectClock(clockAfter(result.elapsedMs() - moveStartMs), game); // the GUI's lag: timeTold learns it
        game.play(move);
        if (judgement.offerDraw(result.score(), game, drawOffered, contempt)) {
            trace.say("offer draw: " + judgement.reason() + ", score " + result.score());
            out.send("offer draw"); // before the move: an accepted offer, or a claim the GUI grants
        }
        publish(""); // before the move is printed: the console redraws its prompt when output arrives
        out.send("move " + text);
        positionChanged(); // this and the hint after the move: ? is answered at once
        if (result.ponderMove() != Move.NONE && game.position().isLegal(result.ponderMove())) {
            ponderMove = result.ponderMove();
            hintText = moveText(ponderMove);
        }
        drawOffered = false; // an offer holds until we move
        announceResultIfOver();
        return true;
    }

    /** Thinking output ("ply score time nodes pv") after post; pondering, the PV starts with "(ponder move)". */
    private void printThinking(ThinkingLine line) {
        if (postThinking) {
            out.send((activity == Activity.PONDER ? line.ponderingOn(ponderMoveText) : line).toString());
        }
    }

    /**
     * After every move: when the game has ended by rule, prints the result once and stops playing; true if over.
     * In analysis mode it claims nothing: the analysis says a mate or stalemate (sayIfOver).
     */
    private boolean announceResultIfOver() {
        Result result = game.result();
        if (result == null) {
            return false;
        }
        if (engineSide == ANALYSIS) {
            return true;
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
        if (editor != null && editLine(line)) {
            return true; // edit mode: the line was an edit-mode line
        }
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
            case PROTOVER -> sendFeatures(argument);
            case ACCEPTED, REJECTED -> featureAnswer(argument, command == Command.ACCEPTED);
            case NEW -> newGame();
            case VARIANT -> {
                if (!argument.equals("normal")) {
                    out.send("Error (unsupported variant): " + line);
                }
            }
            case QUIT -> {
                return false;
            }
            case FORCE -> engineSide = engineSide == ANALYSIS ? ANALYSIS : NONE; // force keeps analysing
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
            case HARD -> ponderOn = true;
            case EASY -> ponderOn = false;
            case HINT -> {
                if (activity == Activity.ANALYZE && analysisBest != null && !analysisBest.isEmpty()) {
                    out.send("Hint: " + analysisBest);
                } else if (hintText != null) {
                    out.send("Hint: " + hintText);
                }
            }
            case ANALYZE -> engineSide = ANALYSIS;
            case EXIT -> {
                if (engineSide == ANALYSIS) {
                    engineSide = NONE; // back to force mode
                }
            }
            case DOT -> {
                if (engineSide == ANALYSIS && illegalPosition == null) {
                    // The analysis's latest figures; of a mate or stalemate nothing (not the search before it).
                    // XBoard stops sending '.' for good after one goes unanswered.
                    Stat01 figures = activity == Activity.IDLE && game.overOnTheBoard() ? Stat01.NOTHING_SEARCHED : search.stat01();
                    out.send(figures.toCecp());
                }
            }
            case RANDOM -> randomize = !randomize; // GNU Chess's toggle; new turns it off
            case COMPUTER -> LOG.info("the opponent is a computer"); // some engines change their style: not this one
            case NAME -> LOG.info("the opponent is {}", argument);
            case MEMORY -> memory(Args.number(argument, 1, Integer.MAX_VALUE));
            case MOVE_NOW -> { } // not thinking: nothing to do (while thinking, executeDuringSearch takes it)
            case DRAW -> drawOffered = true; // the judgement weighs it after our next search
            case RATING -> LOG.info("ratings (engine, opponent): {}", argument);
            case PAUSE -> pause(); // part A
            case RESUME -> { } // not paused: nothing to resume
            case PLAYOTHER -> { // part B from here on. The engine plays the side not on move (and may ponder at once)
                go(line);
                engineSide = illegalPosition == null ? Side.other(engineSide) : engineSide;
            }
            case WHITE -> colours(Side.WHITE);
            case BLACK -> colours(Side.BLACK);
            case EDIT -> editor = new BoardEditor(game.position());
            case NPS -> nodesPerSecond = Args.number(argument, 0, Integer.MAX_VALUE);
            case CORES -> cores = (int) Args.number(argument, 1, Runtime.getRuntime().availableProcessors());
            case EGTPATH -> { } // no end-game tables: accepted quietly
            case OPTION -> option(argument, line);
            case EXCLUDE, INCLUDE -> { // in analysis, the analysis starts again without them (the command stopped it)
                Position position = illegalPosition == null ? game.position() : null;
                if (!excluded.change(position, argument, command == Command.EXCLUDE)) {
                    out.send("Error (not a legal move): " + line);
                }
            }
            case SETSCORE -> setScore(argument);
            case BK -> {
                out.send(" no book: " + Main.LESSON.title() + " searches every move"); // lines start with a space
                out.send("");
            }
            case ICS -> LOG.info("chess server: {}", argument); // "-": a local game
            default -> out.send("Error (unknown command): " + line); // a table entry without a case: a test finds it
        }
        return true;
    }

    /**
     * protover N: done=0 first (we may take a moment), then what this stage supports and the engine options,
     * done=1 last. A protocol 1 GUI sends no protover (or protover 1) and gets no features.
     */
    private void sendFeatures(String version) {
        if (version.matches("\\s*[+-]?\\d{1,9}\\s*") && Integer.parseInt(version.strip()) < 2) {
            return; // protover 1 (or none at all): no features; any other protover knows them
        }
        out.send("feature done=0");
        out.send("feature ping=1 setboard=1 usermove=1 colors=0 sigint=0 sigterm=0 analyze=1 myname=\""
                + Main.LESSON.title() + "\"");
        out.send("feature playother=1 san=1 reuse=1 draw=1 pause=1 nps=1 memory=1 smp=1 exclude=1 setscore=1"
                + " ics=1 name=1 debug=1");
        out.send("feature option=\"Resign -check " + (resignOn ? 1 : 0) + "\"");
        out.send("feature option=\"Resign Threshold -spin " + resignThreshold + " 100 10000\"");
        out.send("feature option=\"Contempt -spin " + contempt + " -200 200\"");
        out.send("feature option=\"MultiPV -spin " + multiPv + " 1 " + MAX_MULTI_PV + "\"");
        out.send("feature option=\"Clear Hash -button\"");
        out.send("feature option=\"Log File -file " + LogFile.current() + "\"");
        out.send("feature done=1");
    }

    /** new: the start position, the engine plays black (or goes on analysing), no sd, full clocks, a fresh hash. */
    private void newGame() {
        game = new Game();
        illegalPosition = null;
        engineSide = engineSide == ANALYSIS ? ANALYSIS : Side.BLACK;
        positionChanged();
        maxDepth = UNLIMITED_DEPTH;
        levelPly = 0;
        timeLeftMs = sessionMs;
        opponentTimeLeftMs = sessionMs;
        search.clearHash();
        editor = null; // and part B's: the wall clock again, random off, no draw offer, nothing judged yet
        nodesPerSecond = -1;
        randomize = false;
        drawOffered = false;
        judgement.newGame();
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
        positionChanged(); // a miss, or the engine was not pondering: nothing to expect now
        announceResultIfOver();
    }

    /** setboard FEN: a new game from that position, in force mode; a position we cannot play is refused. */
    private void setBoard(String fen) {
        engineSide = engineSide == ANALYSIS ? ANALYSIS : NONE;
        positionChanged();
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
        positionChanged();
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
        /** Muller's iteration loop test: within sd, and not past noNewIterationLimit (no clock while pondering). */
        @Override
        public boolean mayStartIteration(int depth, long elapsedMs) {
            iterationStartMs = elapsedMs;
            boolean pondering = activity != Activity.THINK; // or analysing: no clock (Appendix C's activity)
            return depth <= maxDepth && (depth == 1 || pondering || elapsedMs < noNewIterationLimit); // depth 1 always
        }

        /** Muller's root-move test: past noNewMoveLimit stop, unless the score dropped by more than MARGIN. */
        @Override
        public boolean mayStartRootMove(long elapsedMs, int bestScore, int previousIterationScore) {
            boolean pondering = activity != Activity.THINK;
            return pondering || !(elapsedMs > noNewMoveLimit && bestScore > previousIterationScore - MARGIN);
        }

        /** Asked about every 1024 nodes. */
        @Override
        public boolean mustAbort(long elapsedMs) {
            return terminalCondition(elapsedMs);
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

    // ---- lesson 3: pondering (hard, easy, hint) -------------------------------------------------------------

    /** Muller's condition to ponder: hard, the engine plays a side, the opponent is on move, the game has begun. */
    private boolean mayPonder() {
        return ponderOn && engineSide == Side.other(game.position().sideToMove()) && game.moveCount() > 0
                && game.result() == null;
    }

    /** Muller's MAKE_PONDER_MOVE: plays the expected reply, so the search thinks about our answer to it. */
    private void startPondering() {
        ponderMoveText = moveText(ponderMove);
        ponderedFrom = game.position().copy(); // the GUI's move is read there: a hit is the move pondered on
        trace.say("pondering on " + ponderMoveText);
        publish("pondering on " + ponderMoveText);
        game.play(ponderMove);
        hitState = snapshot("ponder hit on " + ponderMoveText + ", thinking");
    }

    /**
     * Muller's PONDER_OR_ANALYZE: a search that leads to no move and stops only for input. Analysing, it prints its
     * thinking (post or not) until input, sd or the deepest depth ends it; a mate or stalemate is said once, not
     * searched. Pondering with no reply to expect, it only fills the hash table and prints nothing.
     */
    private void ponderOrAnalyze() {
        boolean analysing = engineSide == ANALYSIS;
        if (analysing && (illegalPosition != null || sayIfOver() || analysisEnded)) {
            return; // nothing (more) to analyse: wait for the next command
        }
        interrupted = false;
        activity = Activity.ANALYZE; // Appendix C, pondering without a reply too: only input stops this search
        ponderMoveText = null; // no hit possible: every move stops this search
        analysisBest = null;
        analysisDepth = 0;
        finishedPositionSaid = 0; // a mate reached again later (after an undo, say) is said again
        publish(analysing ? "analysing" : "pondering");
        trace.say(analysing ? "analysing" : "pondering without a move to expect");
        SearchResult result = search(analysing ? this::printAnalysis : SearchListener.NONE);
        analysisEnded = analysing && !result.aborted(); // not stopped by input: it ended by itself
    }

    /**
     * Muller's TerminalCondition: input that must wait (or ?) stops any search, as every search peeks (part A);
     * while thinking the neverExceedLimit does too. Ctrl-C in the console stops any search.
     */
    private boolean terminalCondition(long elapsedMs) {
        if (interrupted || peekAtInput(elapsedMs)) {
            return true;
        }
        return activity == Activity.THINK && elapsedMs > neverExceedLimit;
    }

    /**
     * Muller's PeekAtInput, in every search: takes each waiting line without blocking and runs it in
     * executeDuringSearch (part A), which says whether the search must stop; once a line is kept for the main
     * loop no more are read. The end of input stops the search.
     */
    private boolean peekAtInput(long elapsedMs) {
        while (!backlogged && in.inputWaiting()) {
            String line = in.readLine();
            if (line == null) {
                in.keep(null); // the end of input: the main loop ends the engine
                return true;
            }
            if (executeDuringSearch(line, elapsedMs)) {
                return true;
            }
        }
        return false;
    }

    /**
     * A ponder hit: the search goes on as our move's timed search, its time so far counted in (Muller's
     * SetTimeLimits(10*timeLeft + TimeUsed())); true when an iteration began later than they allow: play at once.
     */
    private boolean ponderHit(long elapsedMs) {
        activity = Activity.THINK;
        moveStartMs = elapsedMs;
        setMoveLimits((timePerMoveMs > 0 ? timePerMoveMs : timeLeftMs) + elapsedMs);
        positionChanged(); // the move expected is played now; a line that stops this search finds it made
        io.show(hitState);
        trace.say("ponder hit on " + ponderMoveText + " after " + elapsedMs + " ms");
        return iterationStartMs > noNewIterationLimit;
    }

    // ---- lesson 4: analysis (analyze, exit, .) --------------------------------------------------------------

    /** In analysis of a mate or stalemate: one line that says so (mated: -100000; stalemate: 0). True if over. */
    private boolean sayIfOver() {
        if (!game.overOnTheBoard()) {
            return false;
        }
        if (game.position().hash() != finishedPositionSaid) { // once, not again after every command
            out.send(ThinkingLine.gameOver(game.result())); // depth 0, no PV: nothing to search
            finishedPositionSaid = game.position().hash();
        }
        return true;
    }

    /** Analysis output: every line, and the best move so far for hint (MultiPV: an iteration's first line). */
    private void printAnalysis(ThinkingLine line) {
        if (multiPv == 1 || line.depth() > analysisDepth) {
            analysisBest = Lines.command(line.pv());
            analysisDepth = line.depth();
        }
        out.send(line.toString());
    }

    // ---- lesson 5, part A: commands during every search (Muller's ExecuteOneCommand) ------------------------

    /**
     * Every search goes through here: the number of threads (cores) and a Clear Hash that came during the last
     * search are applied first, and a line kept in this search waits in the input for the main loop afterwards.
     */
    private SearchResult search(SearchListener listener) {
        search.setThreads(cores);
        if (clearHashPending) {
            search.clearHash();
            clearHashPending = false;
        }
        backlogged = false;
        return search.search(game.position(), searchOptions(), timeControl, listener);
    }

    /**
     * Muller's ExecuteOneCommand, the part inside a search; true: the search must stop. pause holds all until
     * resume; ? stops a thinking search (its move is played), else it means nothing; RUN_DURING_SEARCH runs (easy
     * ends a search on the opponent's time); the move pondered on is a hit. Any other line is kept for the main
     * loop ("backlogged") and stops the search, but ping while thinking: kept, the search goes on, pong follows.
     */
    private boolean executeDuringSearch(String line, long elapsedMs) {
        String word = Lines.command(line);
        Command command = COMMANDS.lookup(word);
        if (command == Command.MOVE_NOW) {
            return activity == Activity.THINK; // Appendix C: meaningless while pondering or analysing
        }
        if (command == Command.PAUSE) {
            pause();
            return false;
        }
        if (RUN_DURING_SEARCH.contains(command)) {
            handle(line);
            return command == Command.EASY && activity != Activity.THINK && engineSide != ANALYSIS;
        }
        String move = command == Command.USERMOVE ? Lines.argument(line) : command == null ? word : null;
        if (activity == Activity.PONDER && move != null && Notation.parseMove(ponderedFrom, move) == ponderMove) {
            boolean tooLate = ponderHit(elapsedMs);
            return peekAtInput(elapsedMs) || tooLate; // the lines behind the hit first: they may stop it otherwise
        }
        if (command == Command.PING && activity != Activity.THINK) {
            handle(line);
            return false;
        }
        in.keep(line); // Muller's backloggedCommand: the main loop handles this line, once
        backlogged = true;
        if (command == Command.PING) {
            return false; // thinking: pong comes after the move, and the search goes on
        }
        if (activity == Activity.THINK) {
            activity = Activity.IDLE; // force, result, quit, new...: the engine no longer plays this move
        }
        trace.say("search stopped for: " + line + (move != null && ponderMoveText != null
                ? " (a ponder miss: we expected " + ponderMoveText + ")" : ""));
        return true;
    }

    /**
     * pause: everything stops (a search is held inside this call) until resume, and the time paused does not
     * count on the search's clock. Only resume is expected; ping is answered, quit and the end of input are kept
     * for the main loop, and any other line gets an error.
     */
    private void pause() {
        long start = io.clock().getAsLong();
        if (activity == Activity.IDLE) {
            publish("paused");
        }
        trace.say("paused");
        while (true) {
            String line = in.readLine();
            Command command = line == null ? Command.QUIT : COMMANDS.lookup(Lines.command(line));
            if (command == Command.RESUME) {
                break;
            } else if (command == Command.QUIT) {
                in.keep(line);
                break;
            } else if (command == Command.PING) {
                handle(line);
            } else {
                out.send("Error (command not legal now): " + line);
            }
        }
        pausedMs += io.clock().getAsLong() - start;
        trace.say("resumed");
    }

    /**
     * The searches' clock (ms): the wall clock less the time spent paused; with nps N (part B) the nodes searched,
     * N to a second (the GUI charges that time too), and with nps 0 the engine's CPU time.
     */
    private long gameClock() {
        if (nodesPerSecond > 0) {
            return search.nodes() * 1000 / nodesPerSecond;
        }
        return nodesPerSecond == 0 ? EngineIo.cpuMillis() : io.clock().getAsLong() - pausedMs;
    }

    // ---- lesson 5, part B: the rest of the protocol ---------------------------------------------------------

    /**
     * Lesson 2's setTimeLimits and two rules of this lesson on top. With st the time not used is lost, so the
     * search may begin iterations up to the limit (lesson 2 stops at NEW_ITERATION_SHARE of it; here ? ends a
     * search the user finds too long). Under nps N the clock counts nodes, which know no pipe, no lag and no JVM
     * warming up: an st move may use the whole of its time.
     */
    private void setMoveLimits(long msecLeft) {
        setTimeLimits(msecLeft);
        if (timePerMoveMs > 0) {
            noNewIterationLimit = noNewMoveLimit = neverExceedLimit = nodesPerSecond > 0 ? msecLeft : neverExceedLimit;
        }
        trace.say("time limits " + noNewIterationLimit + "/" + noNewMoveLimit + "/" + neverExceedLimit + " ms");
    }

    /** accepted / rejected FEATURE: san and debug change what we send; the others need nothing from us. */
    private void featureAnswer(String feature, boolean accepted) {
        switch (feature) {
            case "san" -> sanMoves = accepted;
            case "debug" -> trace.debugLines(accepted);
            default -> { } // bare moves are recognised anyway, so a rejected usermove is fine, and so on
        }
    }

    /**
     * option NAME[=VALUE]: one of the options protover announced. It takes effect at the next search; an unknown
     * name or a bad value gets an error and the old value stays.
     */
    private void option(String argument, String line) {
        String name = Args.option(argument).name();
        String value = Args.option(argument).value();
        try {
            switch (name) {
                case "Resign" -> resignOn = Args.number(value, 0, 1) == 1;
                case "Resign Threshold" -> resignThreshold = (int) Args.number(value, 100, 10_000);
                case "Contempt" -> contempt = (int) Args.number(value, -200, 200);
                case "MultiPV" -> multiPv = (int) Args.number(value, 1, MAX_MULTI_PV);
                case "Clear Hash" -> clearHashPending = true; // before the next search: one may be using the table
                case "Log File" -> LogFile.switchTo(value);
                default -> {
                    out.send("Error (unknown option): " + line);
                    return;
                }
            }
            trace.say("option " + name + (value.isEmpty() ? "" : " = " + value));
        } catch (BadParameters | IOException e) {
            out.send("Error (bad option value): " + line);
        }
    }

    /** memory N: N MB in all; the hash table gets what the engine's other needs (ENGINE_MB) leave, heap allowing. */
    private void memory(long total) {
        search.setMemory(total, ENGINE_MB);
        trace.say("memory " + total + " MB: hash table " + search.hashMegabytes() + " MB");
    }

    /** setscore SCORE DEPTH: the GUI's score (centipawns, for the side to move) for this position, up to DEPTH. */
    private void setScore(String argument) {
        String[] words = Args.words(argument, 2);
        int score = (int) Args.number(words[0], 1 - Score.MATE_BOUND, Score.MATE_BOUND - 1);
        int depth = (int) Args.number(words[1], 1, Integer.MAX_VALUE);
        if (illegalPosition != null) {
            throw new BadParameters(argument); // no position to score
        }
        search.setScore(game.position(), score, depth);
    }

    /**
     * white / black (protocol 1): that side is on move, the engine plays the other; clocks stop. When the other
     * side was on move, the position is set up again with the side to move changed (no en passant).
     */
    private void colours(int sideOnMove) {
        if (illegalPosition == null && game.position().sideToMove() != sideOnMove) {
            setBoard(game.position().toFen(sideOnMove));
        }
        engineSide = Side.other(sideOnMove);
    }

    /**
     * A line in edit mode: c, #, a piece on a square (Pa4) or an emptied square (xa4) changes the board; '.'
     * sets the position up. Any other line ends edit mode the same way first and returns false: it is a command.
     */
    private boolean editLine(String line) {
        boolean done = line.strip().equals(".");
        if (!done && editor.apply(line)) {
            return true;
        }
        String fen = editor.fen();
        editor = null;
        trace.say("edit: " + fen);
        setBoard(fen);
        return done;
    }

    /**
     * What a search asks for beyond its limits: the root moves not excluded, SAN, random, the draw score (contempt
     * for the engine: against it when the opponent is on move at the root; none in analysis), and in analysis
     * MultiPV and iterations to the deepest depth, also after a mate is proven.
     */
    private SearchOptions searchOptions() {
        boolean analysing = engineSide == ANALYSIS;
        int[] rootMoves = excluded.rootMoves(game.position(), !analysing);
        int drawScore = analysing ? 0 : game.position().sideToMove() == engineSide ? contempt : -contempt;
        return SearchOptions.DEFAULT.withRootMoves(rootMoves).withSan(sanMoves).withRandom(randomize)
                .withContempt(drawScore).withMultiPv(analysing ? multiPv : 1).withUntilMaxDepth(analysing);
    }

    /** A move as the GUI wants it: SAN when it accepted san=1, else coordinates; {@code move} must be legal now. */
    private String moveText(int move) {
        return sanMoves ? Notation.san(game.position(), move) : Notation.coordinate(move);
    }

    /** The position changed (a move, undo, new, setboard...): no reply to expect, no moves excluded (Muller). */
    private void positionChanged() {
        ponderMove = Move.NONE;
        hintText = null;
        excluded.clear();
    }
}
