package driverlessons.search;

import driverlessons.chess.Attacks;
import driverlessons.chess.Move;
import driverlessons.chess.Notation;
import driverlessons.chess.Piece;
import driverlessons.chess.Position;
import driverlessons.chess.Side;
import driverlessons.chess.Square;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * The engine's search: iterative deepening over a principal-variation alpha-beta search with a quiescence
 * search at the leaves. It finds the best move of a position and reports its progress; it knows nothing about
 * the protocol, clocks or time controls, and asks its caller, through {@link SearchControl}, the three questions
 * of Muller's lessons: may I start this iteration, may I start another root move, must I stop now.
 *
 * <p>In the tree: a transposition table (asked in the quiescence search too), move ordering (hash move, captures by
 * MVV-LVA with losing captures found by {@link StaticExchange} put last, two killer moves per ply, then the quiet moves
 * by their history and continuation history: how each did after the move one and two plies before), null-move pruning,
 * late-move reductions (less for a quiet move with a good record or in a PV node, more for one with a bad record or in
 * a null-window node), reverse futility and futility pruning (at the depth a late move would be searched at after its
 * reduction), late-move pruning and SEE pruning near the leaves (none of these for a pawn's step to the 6th or 7th
 * rank, which threatens to promote), a check extension and a singular extension (a hash move that no other move
 * comes near is searched a ply deeper, one with a near rival a ply less), a static score corrected by what the
 * searches found about positions with the same pawns and pieces (correction history), mate scores by distance, draws by
 * repetition, the 50-move rule and insufficient material. The aspiration window is only applied to the first root
 * move, so the root score of each later move is exact when it becomes best: the score the driver sees in
 * {@link SearchControl#mayStartRootMove} is always a true score.
 *
 * <p><b>Stopping.</b> When {@link SearchControl#mustAbort} says yes, the node counter throws one private unchecked
 * exception, caught once in {@link #search}. It unwinds the recursion in one step with no "if (aborted) return"
 * after every call (Muller's abortFlag, which is easy to forget in one place); the moves made on the way down
 * are then taken back by counting the plies, so the position comes back unchanged.
 *
 * <p><b>Threads.</b> With {@link #setThreads} above 1 the search is a "lazy SMP" search: the caller's thread
 * searches as always (it alone asks the {@link SearchControl} and reports thinking lines), while N - 1 helper
 * threads search the same root, each on its own copy of the position, with their own killers and history but
 * the one shared transposition table. They help only through that table: what a helper learnt about a position
 * (its score, its best move) saves the main thread the work. Every other helper starts one ply deeper, so the
 * threads do not all walk the same tree in step. The helpers stop as soon as the main thread's search ends
 * (finished, told to stop or aborted). With one thread (the default) the search is deterministic: after
 * {@link #clearHash} the same position and limits always give the same search.
 *
 * <p><b>For analysis and match play</b> ({@link SearchOptions}, {@link #setScore}): a contempt makes draws in the
 * tree worth less (or more) to the side to move at the root; MultiPV searches the root several times per
 * iteration ("passes"), each pass finding the best of the moves the earlier passes did not choose, so the driver
 * can show the N best moves with exact scores; and scores set by the driver for single positions ({@code setscore})
 * replace their search up to a depth. All three are off by default, and then the search is the one of lessons 1
 * to 4 node for node (the bench signature does not change).
 *
 * <p>One instance belongs to one driver and runs on the caller's thread; only {@link #stat01()} and
 * {@link #nodes()} may be called from other threads.
 */
public final class Search {

    /** How often (in nodes, a power of two) the search asks {@link SearchControl#mustAbort}. */
    private static final int CHECK_INTERVAL = 1024;
    private static final int MAX_PLY = Score.MAX_PLY;
    private static final int INFINITE = Score.INFINITE;
    private static final int NO_EVAL = TranspositionTable.NO_EVAL;

    /** Half the width of the first aspiration window around the previous iteration's score. */
    private static final int ASPIRATION_WINDOW = 25;
    private static final int ASPIRATION_MIN_DEPTH = 5;
    private static final int REVERSE_FUTILITY_DEPTH = 6;
    private static final int REVERSE_FUTILITY_MARGIN = 85;
    private static final int LATE_MOVE_PRUNING_DEPTH = 3;
    /** Futility margins by depth: how much a quiet move may at most gain. */
    private static final int[] FUTILITY_MARGIN = {0, 80, 170, 270, 380, 500, 630};
    private static final int NULL_MOVE_MIN_DEPTH = 3;
    /** SEE pruning near the leaves: to this depth, with these losses per ply for a quiet move and for a capture. */
    private static final int SEE_PRUNING_DEPTH = 4;
    private static final int SEE_QUIET_MARGIN = 60;
    private static final int SEE_CAPTURE_MARGIN = 100;
    private static final int LMR_MIN_DEPTH = 3;
    /** Singular extension: from this depth the hash move may be searched a ply deeper (or less), see pvs. */
    private static final int SINGULAR_DEPTH = 8;
    /** Late-move reductions change by one ply per this much history (good or bad), in proportion. */
    private static final int LMR_HISTORY_STEP = 12_000;
    /** The late-move reductions are added up in these fractions of a ply and rounded once, at the end. */
    private static final int ONE_PLY = 1024;
    private static final int QUIESCENCE_DELTA = 200;
    private static final int HISTORY_MAX = 16_384;
    /** Each correction table has 2^14 = 16,384 entries per side, found by the top 14 bits of a hash. */
    private static final int CORRECTION_BITS = 14;
    private static final int CORRECTION_SIZE = 1 << CORRECTION_BITS;
    /** The correction tables count in 256ths of a centipawn, so that a small step of the average is not lost. */
    private static final int CORRECTION_GRAIN = 256;
    /** No table corrects the static score by more than this (centipawns). */
    private static final int CORRECTION_MAX = 100;
    /** Coloured piece and square: 12 * 64. */
    private static final int CONTINUATION_SIZE = Piece.COUNT * 64;

    // Move-ordering ranks: a move's sort key is its rank plus a detail (MVV-LVA, history).
    private static final int HASH_MOVE = 1 << 30;
    private static final int GOOD_CAPTURE = 1 << 28;
    private static final int KILLER = 1 << 27;
    /** A quiet move's key until the picker reaches the quiet moves; then its history (far below). */
    private static final int UNSCORED_QUIET = 1 << 26;
    private static final int BAD_CAPTURE = -(1 << 28);
    private static final int UNDER_PROMOTION = -(1 << 29);

    /**
     * Late-move reductions by depth and by move number, in 1024ths of a ply ({@link #ONE_PLY}): deeper and later
     * moves are reduced more. The quarter ply it starts from becomes 0.75 once {@link #lateMoveReduction} rounds to
     * the nearest ply.
     */
    private static final int[][] REDUCTION = new int[64][64];

    static {
        for (int depth = 1; depth < 64; depth++) {
            for (int moves = 1; moves < 64; moves++) {
                REDUCTION[depth][moves] = (int) (ONE_PLY * (0.25 + Math.log(depth) * Math.log(moves) / 2.25));
            }
        }
    }

    /** Thrown from deep in the tree when the driver says stop; never escapes {@link #search}. */
    private static final class SearchAborted extends RuntimeException {
        private static final long serialVersionUID = 1L;

        SearchAborted() {
            super("search aborted", null, false, false); // no stack trace: it is control flow, not an error
        }
    }

    private static final SearchAborted ABORT = new SearchAborted();

    /** A score the driver set for a position ({@code setscore}): taken instead of a search up to {@code depth}. */
    private record PresetScore(int score, int depth) {
    }

    private final TranspositionTable table;
    /**
     * The scores set with {@link #setScore}, by position hash; the helpers share their main search's map (it only
     * changes between searches). Asked only when not empty, so the normal search pays one test per node.
     */
    private final Map<Long, PresetScore> presetScores;
    private LongSupplier clock = () -> System.nanoTime() / 1_000_000;

    // Lazy SMP. The main search holds its helpers (each a Search of its own on the same table); a helper knows
    // its main search (to read the stop flag) and how many plies ahead of the main iteration it starts.
    private Search[] helpers = new Search[0];
    private final Search main;
    private final int depthOffset;
    /** Set by the main search when it ends: the helpers stop at their next node check. */
    private volatile boolean stopHelpers;
    private volatile Throwable helperFailure;

    // The search in progress. Plain fields: only the search's own thread touches them.
    private Position pos;
    private SearchControl control;
    private SearchOptions options;
    private long nodeCount;
    private long startMs;
    private long randomSeed;
    /** Plies made from the root so far; also the number of moves to take back after an abort. */
    private int ply;
    private final boolean[] nullMoveAt = new boolean[MAX_PLY + 1];
    private final int[][] moveLists = new int[MAX_PLY + 1][Position.MAX_MOVES];
    private final int[][] moveKeys = new int[MAX_PLY + 1][Position.MAX_MOVES];
    private final int[][] quietsTried = new int[MAX_PLY + 1][Position.MAX_MOVES];
    private final int[][] pvTable = new int[MAX_PLY + 1][MAX_PLY + 1];
    private final int[] pvLength = new int[MAX_PLY + 1];
    private final int[][] killers = new int[MAX_PLY + 1][2];
    /** The move left out at each ply while the singular test searches the other moves ({@code Move.NONE}: none). */
    private final int[] excluded = new int[MAX_PLY + 1];
    private final int[][][] history = new int[2][64][64];
    /**
     * Continuation history: how well a quiet move (a piece to a square) did right after a given move one or two
     * plies before, indexed by the earlier move's piece and square, then this move's ({@link #CONTINUATION_SIZE}).
     */
    private final int[] continuation = new int[CONTINUATION_SIZE * CONTINUATION_SIZE];
    /**
     * Correction history: how far the searches found the static score off, as a running average by side to move
     * and by the pawns ({@code [side][index]}), by White's pieces and by Black's pieces (kings, knights, bishops,
     * rooks and queens), in {@link #CORRECTION_GRAIN}ths of a centipawn.
     */
    private final int[][] pawnCorrection = new int[2][CORRECTION_SIZE];
    private final int[][] whiteCorrection = new int[2][CORRECTION_SIZE];
    private final int[][] blackCorrection = new int[2][CORRECTION_SIZE];
    /** The move made at each ply as piece * 64 + to square, or -1 for a null move. */
    private final int[] playedAt = new int[MAX_PLY + 1];
    /** Room for the evaluation's attack maps and the exchange gains, so that a node allocates nothing. */
    private final Evaluation.Workspace evaluationWork = Evaluation.Workspace.forSearch();
    private final int[] exchangeGains = new int[StaticExchange.MAX_EXCHANGES];

    // The root: its moves, and the best result of the pass in progress. Pass 0 is the iteration proper; with
    // MultiPV, pass k finds the (k+1)-th best move, and multiPvMoves/multiPvScores hold each pass's best move and
    // its latest score (the previous iteration's while the pass is searched again).
    private int[] rootMoves;
    private long[] rootMoveNodes;
    private int rootCount;
    private int pass;
    private int passBestMove;
    private int passBestScore;
    private int[] passPv;
    private int passMovesDone;
    private int[] multiPvMoves;
    private int[] multiPvScores;
    /** The control answered no to {@link SearchControl#mayStartRootMove}: this iteration has no more passes. */
    private boolean rootMoveRefused;
    /** The driver's score for the root position, or {@code null}: reported instead of the search's, up to its depth. */
    private PresetScore rootPreset;

    // What another thread may read at any moment (stat01, the console).
    private volatile long publishedNodes;
    private volatile long publishedStartMs;
    private volatile long publishedElapsedMs;
    private volatile boolean searching;
    private volatile int publishedDepth;
    private volatile int publishedMovesLeft;
    private volatile int publishedTotalMoves;
    private volatile String publishedCurrentMove = "";

    /** A search with a transposition table of about {@code hashMegabytes} MB. */
    public Search(int hashMegabytes) {
        table = new TranspositionTable(hashMegabytes);
        presetScores = new HashMap<>();
        main = null;
        depthOffset = 0;
    }

    /** A helper thread's search: the main search's table, its stop flag, and a start depth of 1 + offset. */
    private Search(Search main, int depthOffset) {
        this.table = main.table;
        this.presetScores = main.presetScores;
        this.main = main;
        this.depthOffset = depthOffset;
    }

    /**
     * The number of threads that search (the {@code cores} command): 1 (the default) searches on the caller's
     * thread alone; N adds N - 1 helper threads that share the transposition table. Only between searches.
     */
    public void setThreads(int threads) {
        int count = Math.max(1, threads) - 1;
        if (count != helpers.length) {
            Search[] next = new Search[count];
            for (int i = 0; i < count; i++) {
                next[i] = i < helpers.length ? helpers[i] : new Search(this, (i + 1) % 2);
            }
            helpers = next;
        }
    }

    /** The number of searching threads, the caller's included. */
    public int threads() {
        return helpers.length + 1;
    }

    /**
     * Changes the size of the transposition table (the {@code memory} command, sent before a game); only between
     * searches. The new table is empty, and the histories start afresh with it, so the next search is a new one's.
     */
    public void setHashSize(int megabytes) {
        table.resize(megabytes);
        clearHistory();
    }

    /**
     * {@code memory N}: the engine may use {@code totalMb} in all, {@code otherMb} of it for what is not the
     * transposition table. The table gets the rest, at least 1 MB and never more than the JVM's heap can hold; it
     * is reallocated (and emptied) only when that changes its size. Only between searches.
     */
    public void setMemory(long totalMb, int otherMb) {
        long heapMb = Runtime.getRuntime().maxMemory() / (1024 * 1024);
        int size = (int) Math.max(1, Math.min(totalMb, heapMb) - otherMb);
        if (size != hashMegabytes()) {
            setHashSize(size);
        }
    }

    /**
     * Forgets all that was learnt about positions and moves (a new game), so that every game starts the same: the
     * transposition table, the histories, and the scores set with {@link #setScore}.
     */
    public void clearHash() {
        table.clear();
        presetScores.clear();
        clearHistory();
    }

    /**
     * The {@code setscore} command: from now on (until {@link #clearHash}), {@code position} is worth
     * {@code score} centipawns for its side to move whenever a search meets it below the root with at most
     * {@code depth} plies left: the score is taken instead of a search (but a repetition is still a draw). When
     * it is the root position, the moves are still searched to choose one, and the iterations up to
     * {@code depth} report {@code score} in their thinking lines and result instead of the search's own. Mate
     * scores are not meant: the score is kept below them. Only between searches. The table is not cleared: an
     * entry stored earlier for a position that leads to this one may still be used with its old score.
     */
    public void setScore(Position position, int score, int depth) {
        int bounded = Math.max(-Score.MATE_BOUND + 1, Math.min(Score.MATE_BOUND - 1, score));
        presetScores.put(position.hash(), new PresetScore(bounded, depth));
    }

    /** The size of the transposition table as allocated, in megabytes. */
    public long hashMegabytes() {
        return table.megabytes();
    }

    /**
     * Sets the clock the search reads its elapsed time from, in milliseconds (default: a monotonic wall clock).
     * A driver can pass node-based time for {@code nps}, or CPU time; only differences between readings are used.
     */
    public void setClock(LongSupplier millis) {
        clock = millis;
    }

    /** Nodes of the search in progress (updated every 1024 nodes) or of the last one, all threads together. */
    public long nodes() {
        long sum = publishedNodes;
        for (Search helper : helpers) {
            sum += helper.publishedNodes;
        }
        return sum;
    }

    /** The nodes the helper threads have searched so far (every 1024 nodes) or in the last search. */
    private long helperNodes() {
        long sum = 0;
        for (Search helper : helpers) {
            sum += helper.publishedNodes;
        }
        return sum;
    }

    /** The figures for {@code stat01}, safe to ask from any thread and from inside {@link SearchControl#mustAbort}. */
    public Stat01 stat01() {
        long elapsed = searching ? clock.getAsLong() - publishedStartMs : publishedElapsedMs;
        return new Stat01(elapsed / 10, nodes(), publishedDepth, publishedMovesLeft, publishedTotalMoves,
                publishedCurrentMove);
    }

    /**
     * Searches the position until the control says stop or the maximum depth is reached, and returns the best
     * move. The position is searched in place (moves are made and taken back) and is left as it was found, also
     * when the search is aborted.
     *
     * <p>When aborted, the result is the last completed iteration's, unless the iteration in progress had
     * already found a different best move (which it then proved better at greater depth). Aborted or told to
     * stop during depth 1, the search still returns a legal move: the best one found, or else the first in its
     * move ordering. With no legal move at all the result is {@code Move.NONE} with score {@code -Score.MATE}
     * (checkmate) or 0 (stalemate); with an empty {@link SearchOptions#rootMoves} set it is {@code Move.NONE}
     * with score 0 and depth 0. In both cases the listener hears nothing and the control is not asked.
     */
    public SearchResult search(Position position, SearchOptions searchOptions, SearchControl searchControl,
                               SearchListener listener) {
        pos = position;
        options = searchOptions == null ? SearchOptions.DEFAULT : searchOptions;
        control = searchControl;
        prepare();
        Thread[] threads = startHelpers();
        try {
            SearchResult result = iterate(listener);
            if (threads.length == 0) {
                return result;
            }
            stopAndJoin(threads);
            return new SearchResult(result.bestMove(), result.ponderMove(), result.score(), result.depth(),
                    nodeCount + helperNodes(), result.elapsedMs(), result.pv(), result.aborted());
        } finally {
            stopAndJoin(threads);
            publishedNodes = nodeCount;
            publishedElapsedMs = elapsed();
            searching = false;
            pos = null;
            control = null;
            Throwable failure = helperFailure;
            helperFailure = null;
            if (failure != null) {
                throw new IllegalStateException("a helper search thread failed", failure);
            }
        }
    }

    /**
     * Starts the helper threads on copies of the position (history included, for repetitions), after
     * {@link #prepare} has reset the table's generation and the counters.
     */
    private Thread[] startHelpers() {
        stopHelpers = false;
        Thread[] threads = new Thread[helpers.length];
        for (int i = 0; i < helpers.length; i++) {
            Search helper = helpers[i];
            helper.pos = pos.copy();
            helper.options = options;
            helper.clock = clock;
            helper.randomSeed = randomSeed; // the same evaluation in every thread, or the table would mix two
            threads[i] = new Thread(helper::runHelper, "search-helper-" + (i + 1));
            threads[i].setDaemon(true);
            threads[i].start();
        }
        return threads;
    }

    /** The main search is over: the helpers stop at their next node check; waits for them. */
    private void stopAndJoin(Thread[] threads) {
        stopHelpers = true;
        boolean interrupted = false;
        for (Thread thread : threads) {
            while (thread.isAlive()) {
                try {
                    thread.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** A helper thread's whole life: iterative deepening until the main search says stop. */
    private void runHelper() {
        control = new SearchControl() {
            @Override
            public boolean mayStartIteration(int depth, long elapsedMs) {
                return !main.stopHelpers;
            }

            @Override
            public boolean mayStartRootMove(long elapsedMs, int bestScore, int previousIterationScore) {
                return !main.stopHelpers;
            }

            @Override
            public boolean mustAbort(long elapsedMs) {
                return main.stopHelpers;
            }
        };
        nodeCount = 0;
        ply = 0;
        startMs = clock.getAsLong();
        clearKillers();
        try {
            iterate(SearchListener.NONE);
        } catch (Throwable failure) {
            main.helperFailure = failure;
        } finally {
            publishedNodes = nodeCount;
            pos = null;
            control = null;
        }
    }

    /** Resets the per-search state: counters and killers. */
    private void prepare() {
        nodeCount = 0;
        publishedNodes = 0; // before the clock is read: a node-based clock (nps) must start from zero
        for (Search helper : helpers) {
            helper.publishedNodes = 0;
        }
        ply = 0;
        startMs = clock.getAsLong();
        randomSeed = options.random() ? System.nanoTime() * 0x9E3779B97F4A7C15L : 0;
        table.newSearch();
        clearKillers();
        publishedStartMs = startMs;
        publishedDepth = 0;
        publishedMovesLeft = 0;
        publishedTotalMoves = 0;
        publishedCurrentMove = "";
        searching = true;
    }

    /** Killers start empty in every search: they belong to a ply of one tree. */
    private void clearKillers() {
        for (int[] pair : killers) {
            Arrays.fill(pair, Move.NONE);
        }
    }

    /**
     * Empties the histories, this thread's and its helpers'. They are kept from one search to the next, since what
     * the last search learnt about the quiet moves mostly still holds two plies later; they start afresh with a
     * new game ({@link #clearHash}) or a new table ({@link #setHashSize}).
     */
    private void clearHistory() {
        for (int[][] side : history) {
            for (int[] from : side) {
                Arrays.fill(from, 0);
            }
        }
        Arrays.fill(continuation, 0);
        for (int side = 0; side < 2; side++) {
            Arrays.fill(pawnCorrection[side], 0);
            Arrays.fill(whiteCorrection[side], 0);
            Arrays.fill(blackCorrection[side], 0);
        }
        for (Search helper : helpers) {
            helper.clearHistory();
        }
    }

    /** Iterative deepening: depth 1, 2, ... while the control agrees. */
    private SearchResult iterate(SearchListener listener) {
        collectRootMoves();
        if (rootCount == 0) {
            int[] legal = new int[Position.MAX_MOVES];
            boolean noLegalMove = pos.generateMoves(legal) == 0;
            int score = noLegalMove && pos.inCheck() ? -Score.MATE : 0;
            return new SearchResult(Move.NONE, Move.NONE, score, 0, 0, elapsed(), new int[0], false);
        }
        publishedTotalMoves = rootCount;
        // MultiPV: as many lines as asked and there are moves; the helpers search one (they only fill the table).
        int lines = main == null ? Math.min(options.multiPv(), rootCount) : 1;
        multiPvMoves = new int[lines];
        multiPvScores = new int[lines];
        rootPreset = presetScores.isEmpty() || main != null ? null : presetScores.get(pos.hash());
        pass = 0;

        // The fallback when stopped before any root move is searched: the first move in our ordering.
        int bestMove = rootMoves[0];
        int bestScore = 0;
        int bestDepth = 0;
        int[] bestPv = {bestMove};
        boolean aborted = false;
        int depth = 1 + depthOffset;
        try {
            for (; depth < MAX_PLY; depth++) {
                if (!control.mayStartIteration(depth, elapsed())) {
                    break;
                }
                publishedDepth = depth;
                rootMoveRefused = false;
                pass = 0;
                boolean reported = searchRoot(depth, bestScore, depth > 1, listener);
                bestMove = passBestMove;
                bestScore = passBestScore;
                bestPv = passPv;
                bestDepth = depth;
                if (!reported) {
                    listener.thinking(thinkingLine(depth, rootScore(bestScore, depth), bestPv));
                }
                sortRootMoves(searchOtherLines(depth, lines, listener));
                if (Score.isMate(bestScore) && Score.MATE - Math.abs(bestScore) <= depth && !options.untilMaxDepth()) {
                    break; // a mate within the full-width depth: deeper iterations would only repeat it
                }
            }
        } catch (SearchAborted stop) {
            unwindToRoot();
            aborted = true;
            // Only pass 0 chooses the move: stopped in a later pass, the result is this iteration's pass 0.
            if (pass == 0 && passMovesDone > 0 && (bestDepth == 0 || passBestMove != bestMove)) {
                bestMove = passBestMove;
                bestScore = passBestScore;
                bestPv = passPv;
                bestDepth = depth;
            }
        }
        publishedNodes = nodeCount;
        int ponderMove = bestPv.length > 1 ? bestPv[1] : ponderFromTable(bestMove);
        return new SearchResult(bestMove, ponderMove, rootScore(bestScore, bestDepth), bestDepth, nodeCount,
                elapsed(), bestPv, aborted);
    }

    /**
     * The score to report for the root at this depth: the search's, unless the driver set one for the root
     * position ({@link #setScore}) that still holds at this depth.
     */
    private int rootScore(int score, int depth) {
        return rootPreset != null && depth <= rootPreset.depth() ? rootPreset.score() : score;
    }

    /**
     * MultiPV, after pass 0 of an iteration: passes 1, 2, ... find the second, third, ... best root move, each
     * reported in a thinking line of its own as soon as its pass is done, so the lines come best first. A pass
     * that the control stopped ({@link SearchControl#mayStartRootMove} said no) ends the iteration unreported:
     * its best so far is not known to be the next best move. Returns how many passes were completed, pass 0
     * included (1 without MultiPV), whose best moves are the first {@code multiPvMoves}.
     */
    private int searchOtherLines(int depth, int lines, SearchListener listener) {
        multiPvMoves[0] = passBestMove;
        multiPvScores[0] = passBestScore;
        int done = 1;
        while (done < lines && !rootMoveRefused) {
            pass = done;
            searchRoot(depth, multiPvScores[done], false, listener);
            if (rootMoveRefused) {
                break;
            }
            // The next best move cannot be better than the one before it. When the search's instability (the
            // table, reductions and pruning give a move a slightly different score in another pass) makes it look
            // so, it is reported at the earlier pass's score, so the lines stay best first.
            int score = Math.min(passBestScore, multiPvScores[done - 1]);
            multiPvMoves[done] = passBestMove;
            multiPvScores[done] = score;
            listener.thinking(thinkingLine(depth, score, passPv));
            done++;
        }
        pass = 0;
        publishedTotalMoves = rootCount;
        return done;
    }

    /** The root moves to search: all legal moves, or those of them in {@link SearchOptions#rootMoves}. */
    private void collectRootMoves() {
        int[] legal = new int[Position.MAX_MOVES];
        int count = pos.generateMoves(legal);
        rootMoves = new int[count];
        rootCount = 0;
        for (int i = 0; i < count; i++) {
            if (options.rootMoves() == null || contains(options.rootMoves(), options.rootMoves().length, legal[i])) {
                rootMoves[rootCount++] = legal[i];
            }
        }
        rootMoves = Arrays.copyOf(rootMoves, rootCount);
        rootMoveNodes = new long[rootCount];
        // Before the first iteration: hash move, good captures, and so on, as everywhere in the tree.
        long entry = table.probe(pos.hash());
        int[] keys = new int[rootCount];
        scoreMoves(rootMoves, keys, rootCount, entry == 0 ? Move.NONE : TranspositionTable.move(entry), true);
        for (int i = 0; i < rootCount; i++) {
            pickBest(rootMoves, keys, i, rootCount);
        }
    }

    /** Whether {@code move} is among the first {@code count} moves of {@code moves}. */
    private static boolean contains(int[] moves, int count, int move) {
        for (int i = 0; i < count; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    /**
     * One pass over the root moves (see {@link #pass}): every root move in order but the best moves of the
     * earlier passes, the first with a full window (in pass 0, from depth 5, an aspiration window around the
     * previous score), the others with a null window that is opened only for a move that beats the best so far.
     * So the pass's best score is exact. After each move (but the last of the pass) the control is asked whether
     * another may start, with the score this pass found in the previous iteration; a no ends the pass and sets
     * {@link #rootMoveRefused}. In pass 0 only, the subtree sizes are kept for the next ordering and a move that
     * takes the lead is reported at once. Returns whether the pass's final best move has been reported already
     * (when a later move took the lead, nothing changed after).
     */
    private boolean searchRoot(int depth, int previousScore, boolean havePrevious, SearchListener listener) {
        int alpha = -INFINITE;
        boolean reported = false;
        int candidates = rootCount - pass;
        publishedTotalMoves = candidates;
        passMovesDone = 0;
        for (int i = 0; i < rootCount; i++) {
            int move = rootMoves[i];
            if (contains(multiPvMoves, pass, move)) {
                continue; // an earlier pass's best move
            }
            publishedCurrentMove = options.san() ? Notation.san(pos, move) : Notation.coordinate(move);
            publishedMovesLeft = candidates - passMovesDone - 1; // mvleft: moves still to search after this one
            long nodesBefore = nodeCount;
            makeMove(move);
            int newDepth = depth - 1 + (pos.inCheck() ? 1 : 0);
            int score;
            boolean first = passMovesDone == 0;
            if (first) {
                score = pass == 0 && havePrevious && depth >= ASPIRATION_MIN_DEPTH
                        ? searchWithAspiration(newDepth, previousScore)
                        : -pvs(newDepth, -INFINITE, INFINITE, true);
            } else {
                score = -pvs(newDepth, -alpha - 1, -alpha, true);
                if (score > alpha) {
                    score = -pvs(newDepth, -INFINITE, -alpha, true);
                }
            }
            unmakeMove();
            if (pass == 0) {
                rootMoveNodes[i] = nodeCount - nodesBefore;
            }
            passMovesDone++;
            if (first || score > alpha) {
                alpha = score;
                passBestMove = move;
                passBestScore = score;
                updatePv(move);
                passPv = Arrays.copyOf(pvTable[0], pvLength[0]);
                reported = !first && pass == 0;
                if (reported) {
                    listener.thinking(thinkingLine(depth, rootScore(score, depth), passPv));
                }
            }
            if (passMovesDone < candidates && !control.mayStartRootMove(elapsed(), alpha, previousScore)) {
                rootMoveRefused = true;
                break;
            }
        }
        publishedMovesLeft = 0;
        return reported;
    }

    /**
     * The first root move (already made) searched in a narrow window around the previous iteration's score,
     * widened on the side it fails until the true score is inside. Returns the score for the root side.
     */
    private int searchWithAspiration(int newDepth, int previousScore) {
        int delta = ASPIRATION_WINDOW;
        int alpha = Math.max(-INFINITE, previousScore - delta);
        int beta = Math.min(INFINITE, previousScore + delta);
        while (true) {
            int score = -pvs(newDepth, -beta, -alpha, true);
            if (score <= alpha && alpha > -INFINITE) {
                alpha = Math.max(-INFINITE, score - delta);
            } else if (score >= beta && beta < INFINITE) {
                beta = Math.min(INFINITE, score + delta);
            } else {
                return score;
            }
            delta *= 2;
        }
    }

    /**
     * After an iteration: its best move first (with MultiPV, the best moves of its {@code passes} passes in
     * their order), the others by the size of their trees in pass 0 (a hint of their worth).
     */
    private void sortRootMoves(int passes) {
        Integer[] order = new Integer[rootCount];
        int[] rank = new int[rootCount]; // the pass a move was best in, or passes for the others
        for (int i = 0; i < rootCount; i++) {
            order[i] = i;
            rank[i] = passes;
            for (int p = 0; p < passes; p++) {
                if (rootMoves[i] == multiPvMoves[p]) {
                    rank[i] = p;
                }
            }
        }
        Arrays.sort(order, (a, b) -> {
            if (rank[a] != rank[b]) {
                return Integer.compare(rank[a], rank[b]);
            }
            return rank[a] < passes ? 0 : Long.compare(rootMoveNodes[b], rootMoveNodes[a]);
        });
        int[] moves = new int[rootCount];
        for (int i = 0; i < rootCount; i++) {
            moves[i] = rootMoves[order[i]];
        }
        rootMoves = moves;
    }

    /**
     * The principal-variation search below the root: a full window for the first move, a null window for the
     * rest (re-searched only when one beats alpha), with the pruning and reductions listed in the class comment.
     */
    private int pvs(int depth, int alpha, int beta, boolean nullAllowed) {
        if (!presetScores.isEmpty()) {
            PresetScore preset = presetScores.get(pos.hash());
            // The driver's score for this position (setscore), taken as it is; only a repetition still draws.
            if (preset != null && depth <= preset.depth() && !pos.isRepetition()) {
                pvLength[ply] = ply;
                return preset.score();
            }
        }
        if (depth <= 0) {
            return quiesce(alpha, beta);
        }
        pvLength[ply] = ply;
        countNode();
        boolean pvNode = beta - alpha > 1;

        if (isDraw()) {
            return drawScore();
        }
        if (ply >= MAX_PLY - 1) {
            return evaluate();
        }
        // Mate-distance pruning: no line from here can beat a mate already found closer to the root.
        alpha = Math.max(alpha, Score.matedIn(ply));
        beta = Math.min(beta, Score.matingIn(ply + 1));
        if (alpha >= beta) {
            return alpha;
        }

        long key = pos.hash();
        long entry = table.probe(key);
        int hashMove = Move.NONE;
        int skip = excluded[ply];
        if (entry != 0) {
            hashMove = TranspositionTable.move(entry);
            if (!pvNode && skip == Move.NONE && TranspositionTable.depth(entry) >= depth) {
                int score = Score.fromTable(TranspositionTable.score(entry), ply);
                if (decides(TranspositionTable.bound(entry), score, alpha, beta)) {
                    return score;
                }
            }
        }

        boolean inCheck = pos.inCheck();
        int rawEval = inCheck ? NO_EVAL : evaluate(entry);
        long corrections = inCheck ? 0 : correctionIndexes();
        int staticEval = inCheck ? -INFINITE : corrected(rawEval, corrections);
        if (!pvNode && !inCheck && !Score.isMate(beta) && skip == Move.NONE) {
            // Reverse futility: so far above beta that a shallow search will not bring it back down. Not when an
            // enemy queen is next to our king, where a quiet mate may be all the opponent needs.
            if (depth <= REVERSE_FUTILITY_DEPTH && staticEval - REVERSE_FUTILITY_MARGIN * depth >= beta
                    && !queenNearKing()) {
                return staticEval;
            }
            // Null move: if passing still keeps us above beta, a real move will too. Not in pawn endings,
            // where having to move can be the whole problem (zugzwang).
            if (nullAllowed && depth >= NULL_MOVE_MIN_DEPTH && staticEval >= beta
                    && hasPiecesBesidesPawns(pos.sideToMove())) {
                int reduction = 3 + depth / 4 + Math.min(2, (staticEval - beta) / 200);
                makeNullMove();
                int score = -pvs(depth - 1 - reduction, -beta, -beta + 1, false);
                unmakeNullMove();
                if (score >= beta) {
                    return Score.isMate(score) ? beta : score;
                }
            }
        }
        // No hash move to start with: this node was never searched, so search it a little less deep.
        if (hashMove == Move.NONE && depth >= 5) {
            depth--;
        }

        // Singular extension: when the table holds a lower bound (or an exact score) for the hash move from nearly
        // this depth, the other moves are searched half as deep, without it, against a bound a little below that
        // score. If none of them reaches the bound, the hash move is the only good move here: one ply deeper. If
        // they reach it and it is at or above beta, several moves beat beta: the node fails high at once (multi-
        // cut). If only the hash move's score is at or above beta, it has a near rival and is expected to cut off
        // anyway: one ply less. Within twice the iteration's depth (publishedDepth) from the root.
        int hashExtension = 0;
        if (depth >= SINGULAR_DEPTH && skip == Move.NONE && hashMove != Move.NONE && ply < 2 * publishedDepth
                && TranspositionTable.bound(entry) != TranspositionTable.UPPER
                && TranspositionTable.depth(entry) >= depth - 3) {
            int hashScore = Score.fromTable(TranspositionTable.score(entry), ply);
            if (!Score.isMate(hashScore)) {
                int singularBeta = hashScore - depth;
                excluded[ply] = hashMove;
                int score = pvs((depth - 1) / 2, singularBeta - 1, singularBeta, false);
                excluded[ply] = Move.NONE;
                pvLength[ply] = ply; // the test's line is not this node's
                if (score < singularBeta) {
                    hashExtension = 1;
                } else if (singularBeta >= beta) {
                    return singularBeta;
                } else if (hashScore >= beta) {
                    hashExtension = -1;
                }
            }
        }

        int[] moves = moveLists[ply];
        int[] keys = moveKeys[ply];
        int count = pos.generateMoves(moves);
        if (count == 0) {
            return inCheck ? Score.matedIn(ply) : drawScore();
        }
        scoreMoves(moves, keys, count, hashMove, true);

        int originalAlpha = alpha;
        int bestScore = -INFINITE;
        int bestMove = Move.NONE;
        int searched = 0;
        int quiets = 0;
        boolean tameDropped = false;
        for (int i = 0; i < count; i++) {
            // Moves may be pruned only in a null-window node not in check, once one move has been searched and
            // has not found a mate (the pruning must not hide the only way out).
            boolean mayPrune = !pvNode && !inCheck && searched > 0 && !Score.isMate(bestScore);
            // From the point where the pruning below skips every tame quiet move that does not check (late-move
            // pruning has begun, or so near the leaves the futility test does not depend on the move), those are
            // dropped from the list at once, rather than picked best first one by one only to be skipped.
            if (mayPrune && !tameDropped && (latePruningBegun(depth, searched)
                    || depth < LMR_MIN_DEPTH && staticEval + FUTILITY_MARGIN[depth] <= alpha)) {
                count = dropTameQuiets(moves, keys, i, count);
                tameDropped = true;
                if (i == count) {
                    break;
                }
            }
            pickBest(moves, keys, i, count);
            int move = moves[i];
            if (move == skip) {
                continue;
            }
            boolean quiet = isQuiet(move);
            // A pawn stepping to the 6th or 7th rank is quiet, but it threatens to promote: not pruned or reduced.
            boolean tame = quiet && !isAdvancedPawnPush(move);
            // Near the leaves, a quiet move that does not check is skipped when it comes late in the ordering
            // (late-move pruning: such moves hardly ever matter) or when the static score is so far below alpha
            // that a quiet move cannot make up for it (futility pruning). The futility margin is the one of the
            // depth the move would be searched at after its late-move reduction: a late move with a poor record is
            // pruned as if it were nearer the leaves.
            if (mayPrune && tame) {
                int futileDepth = depth < LMR_MIN_DEPTH ? depth
                        : Math.max(1, depth - Math.max(0, lateMoveReduction(depth, searched, move, keys[i], false)));
                if ((latePruningBegun(depth, searched)
                        || futileDepth < FUTILITY_MARGIN.length && staticEval + FUTILITY_MARGIN[futileDepth] <= alpha)
                        && !pos.givesCheck(move)) {
                    continue;
                }
            }
            // SEE pruning: near the leaves, a move that loses material in the exchange on its square (by more
            // than a margin that grows with the depth) is skipped, quiet or capture; never the hash move, a good
            // capture or a killer (their sort keys are KILLER and up), nor a move that checks.
            if (mayPrune && depth <= SEE_PRUNING_DEPTH && keys[i] < KILLER && (tame || !quiet)
                    && StaticExchange.see(pos, move, exchangeGains)
                    < -(quiet ? SEE_QUIET_MARGIN : SEE_CAPTURE_MARGIN) * depth
                    && !pos.givesCheck(move)) {
                continue;
            }
            makeMove(move);
            boolean givesCheck = pos.inCheck();
            int newDepth = depth - 1 + (givesCheck ? 1 : move == hashMove ? hashExtension : 0);
            int score;
            if (searched == 0) {
                score = -pvs(newDepth, -beta, -alpha, true);
            } else {
                int reduction = 0;
                if (depth >= LMR_MIN_DEPTH && tame && !inCheck && !givesCheck) {
                    reduction = lateMoveReduction(depth, searched, move, keys[i], pvNode);
                    reduction = Math.max(0, Math.min(reduction, newDepth - 1));
                }
                score = -pvs(newDepth - reduction, -alpha - 1, -alpha, true);
                if (score > alpha && reduction > 0) {
                    score = -pvs(newDepth, -alpha - 1, -alpha, true);
                }
                if (score > alpha && score < beta) {
                    score = -pvs(newDepth, -beta, -alpha, true);
                }
            }
            unmakeMove();
            searched++;

            if (score > bestScore) {
                bestScore = score;
                bestMove = move;
                if (score > alpha) {
                    alpha = score;
                    updatePv(move);
                    if (score >= beta) {
                        if (quiet) {
                            rewardQuiet(move, depth, quiets);
                        }
                        break;
                    }
                }
            }
            if (quiet) {
                quietsTried[ply][quiets++] = move;
            }
        }

        if (skip != Move.NONE) {
            return searched == 0 ? alpha : bestScore; // a singular test: nothing to store, it left a move out
        }
        // What the search found tells how far the static score was off, unless a capture decided it (the static
        // score does not see captures) or the bound says nothing about the direction: a fail high above the
        // static score, a fail low below it, or an exact score.
        if (!inCheck && !Score.isMate(bestScore) && (bestMove == Move.NONE || isQuiet(bestMove))
                && (bestScore >= beta ? bestScore > staticEval : bestScore < staticEval || bestScore > originalAlpha)) {
            learnCorrection(bestScore - rawEval, depth, corrections);
        }
        store(key, bestMove, rawEval, bestScore, depth, originalAlpha, beta);
        return bestScore;
    }

    /**
     * How many plies less deep a late quiet move is searched: by the table, one ply less in a PV node and one more
     * in a null-window node (there only a refutation counts, seldom a late quiet move), one less for a killer, and
     * one less per {@link #LMR_HISTORY_STEP} of its record ({@code key}, its sort key). All of it is added up in
     * 1024ths of a ply and rounded once at the end, so the record counts in proportion (a history of 6,000 takes
     * half a ply off), where whole steps ignored any record short of 12,000. The futility test asks before the
     * move is made; the reductions ask after it, when {@code ply} is the child's, so there a killer of this node
     * counts by its sort key ({@code KILLER}, far above any history) and is not reduced at all. Both are what the
     * matches measured (a killer reduced one ply less in the reductions too: +3 ± 34 at 40,000 nodes).
     */
    private int lateMoveReduction(int depth, int searched, int move, int key, boolean pvNode) {
        int reduction = REDUCTION[Math.min(depth, 63)][Math.min(searched + 1, 63)] + (pvNode ? -ONE_PLY : ONE_PLY);
        if (move == killers[ply][0] || move == killers[ply][1]) {
            reduction -= ONE_PLY;
        } else {
            reduction -= (int) ((long) ONE_PLY * key / LMR_HISTORY_STEP); // a move with a good record is reduced less
        }
        return Math.floorDiv(reduction + ONE_PLY / 2, ONE_PLY); // rounded to the nearest ply
    }

    /**
     * Quiescence search: at the horizon, only captures and queen promotions are searched, so that the static
     * evaluation is never taken in the middle of an exchange. The side to move may "stand pat" on the static
     * score, except in check, where every evasion is searched (and no evasion means mate).
     */
    private int quiesce(int alpha, int beta) {
        pvLength[ply] = ply;
        countNode();
        if (ply >= MAX_PLY - 1) {
            return evaluate();
        }
        // The table, as in the main search: a bound that already decides this node ends it, and the best move
        // found here before is tried first.
        long key = pos.hash();
        long entry = table.probe(key);
        int hashMove = Move.NONE;
        if (entry != 0) {
            hashMove = TranspositionTable.move(entry);
            int score = Score.fromTable(TranspositionTable.score(entry), ply);
            if (beta - alpha == 1 && decides(TranspositionTable.bound(entry), score, alpha, beta)) {
                return score;
            }
        }
        // Stored at draft 0, unless the table holds a deeper search of this position.
        boolean mayStore = entry == 0 || TranspositionTable.depth(entry) == 0;
        int originalAlpha = alpha;
        int bestMove = Move.NONE;
        boolean inCheck = pos.inCheck();
        int[] moves = moveLists[ply];
        int[] keys = moveKeys[ply];
        int count;
        int bestScore;
        int rawEval = NO_EVAL;
        int standPat = 0;
        if (inCheck) {
            count = pos.generateMoves(moves);
            if (count == 0) {
                return Score.matedIn(ply);
            }
            bestScore = -INFINITE;
        } else {
            rawEval = evaluate(entry);
            standPat = corrected(rawEval, correctionIndexes());
            if (standPat >= beta) {
                if (mayStore) {
                    store(key, Move.NONE, rawEval, standPat, 0, alpha, beta);
                }
                return standPat;
            }
            alpha = Math.max(alpha, standPat);
            bestScore = standPat;
            count = pos.generateNoisyMoves(moves);
        }
        // SEE is left for later here: most captures are never searched, a cut-off comes first.
        scoreMoves(moves, keys, count, hashMove, false);
        for (int i = 0; i < count; i++) {
            pickBest(moves, keys, i, count);
            int move = moves[i];
            if (!inCheck) {
                // A capture that cannot bring the score back to alpha even if it wins the piece, or one that
                // loses material, is not worth a look; nor is an under-promotion.
                if (keys[i] < GOOD_CAPTURE) {
                    break; // sorted: only under-promotions follow
                }
                int captured = capturedType(move);
                if (Move.promotion(move) == 0 && standPat + StaticExchange.VALUE[captured] + QUIESCENCE_DELTA <= alpha
                        || isLosingCapture(move, captured)) {
                    continue;
                }
            }
            makeMove(move);
            int score = -quiesce(-beta, -alpha);
            unmakeMove();
            if (score > bestScore) {
                bestScore = score;
                bestMove = move;
                if (score > alpha) {
                    alpha = score;
                    updatePv(move);
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }
        if (mayStore) {
            store(key, bestMove, rawEval, bestScore, 0, originalAlpha, beta);
        }
        return bestScore;
    }

    /** Whether a stored score with this bound settles a node searched with the window (alpha, beta). */
    private static boolean decides(int bound, int score, int alpha, int beta) {
        return bound == TranspositionTable.EXACT
                || bound == TranspositionTable.LOWER && score >= beta
                || bound == TranspositionTable.UPPER && score <= alpha;
    }

    /**
     * Stores a node's result: a lower bound when it failed high, exact when it raised alpha, else an upper bound
     * (without a move: no move was best).
     */
    private void store(long key, int bestMove, int rawEval, int bestScore, int depth, int originalAlpha, int beta) {
        int bound = bestScore >= beta ? TranspositionTable.LOWER
                : bestScore > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        int storedMove = bound == TranspositionTable.UPPER ? Move.NONE : bestMove;
        table.store(key, storedMove, rawEval, Score.toTable(bestScore, ply), depth, bound);
    }

    /**
     * Draws by rule inside the tree: a repetition of any earlier position (no need to wait for the third time:
     * if repeating was good once, it is good again), 50 moves without capture or pawn move (unless it is mate),
     * and material that cannot mate.
     */
    private boolean isDraw() {
        if (pos.isRepetition() || pos.hasInsufficientMaterial()) {
            return true;
        }
        if (pos.halfmoveClock() >= 100) {
            return !pos.inCheck() || pos.generateMoves(moveLists[ply]) > 0;
        }
        return false;
    }

    /**
     * The score of a draw in the tree for the side to move: with {@link SearchOptions#contempt}, worse by that
     * much for the side to move at the root (on even plies) and better for its opponent, so a positive contempt
     * avoids draws. Null moves count as plies, so the parity is always the side to move.
     */
    private int drawScore() {
        int contempt = options.contempt();
        return (ply & 1) == 0 ? -contempt : contempt;
    }

    /**
     * Sort keys for the moves of a node; {@link #pickBest} then takes them best first. With {@code withSee},
     * captures that lose material go after the quiet moves; without, the caller checks them itself. The quiet
     * moves other than the killers are only marked here, see {@link #scoreQuiets}.
     */
    private void scoreMoves(int[] moves, int[] keys, int count, int hashMove, boolean withSee) {
        int[] killerPair = killers[ply];
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            int captured = capturedType(move);
            int promotion = Move.promotion(move);
            if (move == hashMove) {
                keys[i] = HASH_MOVE;
            } else if (captured >= 0 || promotion == Piece.QUEEN) {
                int attacker = Piece.type(pos.pieceAt(Move.from(move)));
                // Most valuable victim first; among equal victims, least valuable attacker first.
                int mvvLva = 16 * (captured >= 0 ? captured + 1 : 0) + (promotion == Piece.QUEEN ? 64 : 0)
                        - attacker;
                boolean losing = withSee && captured >= 0 && isLosingCapture(move, captured);
                keys[i] = (losing ? BAD_CAPTURE : GOOD_CAPTURE) + mvvLva;
            } else if (promotion != 0) {
                keys[i] = UNDER_PROMOTION + promotion;
            } else if (move == killerPair[0]) {
                keys[i] = KILLER + 1;
            } else if (move == killerPair[1]) {
                keys[i] = KILLER;
            } else {
                keys[i] = UNSCORED_QUIET;
            }
        }
    }

    /**
     * The keys of the quiet moves in places {@code from} to {@code count}: their histories, looked up only when the
     * picker has reached them (most nodes end before, by a cut-off or because the pruning dropped them).
     */
    private void scoreQuiets(int[] moves, int[] keys, int from, int count) {
        int side = pos.sideToMove();
        for (int j = from; j < count; j++) {
            if (keys[j] == UNSCORED_QUIET) {
                keys[j] = quietHistory(side, moves[j]);
            }
        }
    }

    /**
     * What the search has learnt about a quiet move: its history, plus how it did as an answer to the move one ply
     * before and as a follow-up to our own move two plies before (continuation history).
     */
    private int quietHistory(int side, int move) {
        int score = history[side][Move.from(move)][Move.to(move)];
        int piece = pieceTo(move);
        for (int back = 1; back <= 2 && back <= ply; back++) {
            int earlier = playedAt[ply - back];
            if (earlier >= 0) {
                score += continuation[earlier * CONTINUATION_SIZE + piece];
            }
        }
        return score;
    }

    /** A move not yet made as its piece and target square, the index of {@link #playedAt} and the continuations. */
    private int pieceTo(int move) {
        return pos.pieceAt(Move.from(move)) * 64 + Move.to(move);
    }

    /** Pulls one history value toward +-HISTORY_MAX by {@code bonus} (negative for a malus). */
    private static void nudge(int[] values, int index, int bonus) {
        values[index] += bonus - values[index] * Math.abs(bonus) / HISTORY_MAX;
    }

    /**
     * Whether late-move pruning has begun in a node of this depth after {@code searched} moves: near the leaves,
     * the quiet moves that come after the first 3 + depth² are not searched.
     */
    private static boolean latePruningBegun(int depth, int searched) {
        return depth <= LATE_MOVE_PRUNING_DEPTH && searched >= 3 + depth * depth;
    }

    /**
     * Removes from places {@code from} to {@code count} of a node's list (moves and keys alike) every tame quiet
     * move that gives no check, keeping the others in their places' order; returns the new count.
     */
    private int dropTameQuiets(int[] moves, int[] keys, int from, int count) {
        int kept = from;
        for (int j = from; j < count; j++) {
            int move = moves[j];
            if (!isQuiet(move) || isAdvancedPawnPush(move) || pos.givesCheck(move)) {
                moves[kept] = move;
                keys[kept++] = keys[j];
            }
        }
        return kept;
    }

    /**
     * Brings the best remaining move to place {@code i} (a selection sort done lazily, as moves are needed); when
     * the best is a quiet move not yet scored, the quiet moves left are scored first.
     */
    private void pickBest(int[] moves, int[] keys, int i, int count) {
        int best = bestFrom(keys, i, count);
        if (keys[best] == UNSCORED_QUIET) {
            scoreQuiets(moves, keys, i, count);
            best = bestFrom(keys, i, count);
        }
        if (best != i) {
            int move = moves[i];
            moves[i] = moves[best];
            moves[best] = move;
            int key = keys[i];
            keys[i] = keys[best];
            keys[best] = key;
        }
    }

    /** The place of the first of the highest keys in places {@code i} to {@code count}. */
    private static int bestFrom(int[] keys, int i, int count) {
        int best = i;
        for (int j = i + 1; j < count; j++) {
            if (keys[j] > keys[best]) {
                best = j;
            }
        }
        return best;
    }

    /**
     * A quiet move caused a cut-off: it becomes a killer at this ply, and its history rises while the quiet
     * moves tried before it (which did not cut) fall, by 300 per ply of depth less 250 (at most 2400): the
     * histories start from zero in every game, and they must learn near the leaves too. The update pulls
     * values toward the bound {@link #HISTORY_MAX}, so they stay below the killer rank without ever being reset
     * during the search.
     */
    private void rewardQuiet(int move, int depth, int quietsBefore) {
        int[] pair = killers[ply];
        if (pair[0] != move) {
            pair[1] = pair[0];
            pair[0] = move;
        }
        int side = pos.sideToMove();
        int bonus = Math.min(300 * depth - 250, 2400);
        reward(side, move, bonus);
        for (int i = 0; i < quietsBefore; i++) {
            reward(side, quietsTried[ply][i], -bonus);
        }
    }

    /** One quiet move's history and continuation histories nudged by {@code bonus}. */
    private void reward(int side, int move, int bonus) {
        nudge(history[side][Move.from(move)], Move.to(move), bonus);
        int piece = pieceTo(move);
        for (int back = 1; back <= 2 && back <= ply; back++) {
            int earlier = playedAt[ply - back];
            if (earlier >= 0) {
                nudge(continuation, earlier * CONTINUATION_SIZE + piece, bonus);
            }
        }
    }

    /** Whether a capture loses material; only worth asking SEE when the capturer is worth more than its victim. */
    private boolean isLosingCapture(int move, int captured) {
        int attacker = Piece.type(pos.pieceAt(Move.from(move)));
        return captured >= 0 && StaticExchange.VALUE[attacker] > StaticExchange.VALUE[captured]
                && StaticExchange.see(pos, move, exchangeGains) < 0;
    }

    /** The type of the piece a move captures, or -1 when it captures nothing. */
    private int capturedType(int move) {
        if (Move.isEnPassant(move)) {
            return Piece.PAWN;
        }
        int victim = pos.pieceAt(Move.to(move));
        return victim == Piece.NONE ? -1 : Piece.type(victim);
    }

    /** Whether {@code move} (not yet made) takes a pawn to the 6th or 7th rank, seen from its own side. */
    private boolean isAdvancedPawnPush(int move) {
        int to = Move.to(move);
        int rank = pos.sideToMove() == Side.WHITE ? Square.rank(to) : 7 - Square.rank(to);
        return rank >= 5 && Piece.type(pos.pieceAt(Move.from(move))) == Piece.PAWN;
    }

    private boolean isQuiet(int move) {
        return Move.promotion(move) == 0 && capturedType(move) < 0;
    }

    /** Whether an enemy queen attacks a square next to the king of the side to move. */
    private boolean queenNearKing() {
        int side = pos.sideToMove();
        long kingArea = Attacks.king(pos.kingSquare(side));
        long occupied = pos.occupied();
        for (long queens = pos.pieces(Side.other(side), Piece.QUEEN); queens != 0; queens &= queens - 1) {
            if ((Attacks.queen(Long.numberOfTrailingZeros(queens), occupied) & kingArea) != 0) {
                return true;
            }
        }
        return false;
    }

    private boolean hasPiecesBesidesPawns(int side) {
        return (pos.sidePieces(side) & ~pos.pieces(side, Piece.PAWN) & ~pos.pieces(side, Piece.KING)) != 0;
    }

    /**
     * The line the quiescence search follows from this position (captures and promotions until it is quiet),
     * for the tuner: the position at its end is the quiet position whose static score the search would use.
     * Not during a search.
     */
    public int[] quiescenceLine(Position position) {
        pos = position;
        options = SearchOptions.DEFAULT;
        control = SearchControl.depth(0);
        nodeCount = 0;
        ply = 0;
        randomSeed = 0;
        try {
            quiesce(-INFINITE, INFINITE);
            return Arrays.copyOf(pvTable[0], pvLength[0]);
        } finally {
            pos = null;
            control = null;
        }
    }

    /**
     * The static evaluation as {@link #evaluate()} gives it, read from the position's table entry when it holds one
     * ({@code entry} is the probe's answer, 0 when the position was not found).
     */
    private int evaluate(long entry) {
        int stored = entry == 0 ? NO_EVAL : TranspositionTable.eval(entry);
        return stored != NO_EVAL ? stored : evaluate();
    }

    /** The static evaluation, plus a little noise fixed per position when the driver asked for randomness. */
    private int evaluate() {
        int score = Evaluation.evaluate(pos, evaluationWork);
        if (randomSeed != 0) {
            long mixed = (pos.hash() ^ randomSeed) * 0xD6E8FEB86659FD93L;
            score += (int) (mixed >>> 61) - 3; // -3 .. +4 centipawns
        }
        return score;
    }

    /**
     * This position's entries in the three correction tables, packed in one number {@link #CORRECTION_BITS} bits
     * apiece (the pawns', White's pieces', Black's pieces'), worked out once per node for reading and for learning.
     */
    private long correctionIndexes() {
        long pawns = Evaluation.pawnHash(pos.pieces(Side.WHITE, Piece.PAWN), pos.pieces(Side.BLACK, Piece.PAWN))
                >>> (64 - CORRECTION_BITS);
        return pawns | piecesIndex(Side.WHITE) << CORRECTION_BITS | piecesIndex(Side.BLACK) << 2 * CORRECTION_BITS;
    }

    /** The entry of correction table {@code table} (0 pawns, 1 White's pieces, 2 Black's) in packed indexes. */
    private static int entry(long indexes, int table) {
        return (int) (indexes >>> table * CORRECTION_BITS) & (CORRECTION_SIZE - 1);
    }

    /** The static score corrected by what the searches found about positions with these pawns and pieces. */
    private int corrected(int staticScore, long indexes) {
        int side = pos.sideToMove();
        int sum = 2 * pawnCorrection[side][entry(indexes, 0)] + whiteCorrection[side][entry(indexes, 1)]
                + blackCorrection[side][entry(indexes, 2)];
        int score = staticScore + sum / (4 * CORRECTION_GRAIN);
        return Math.max(-Score.MATE_BOUND + 1, Math.min(Score.MATE_BOUND - 1, score));
    }

    /**
     * Moves each correction table's entry for this position a step toward {@code error} (search score less static
     * score), a longer step after a deeper search.
     */
    private void learnCorrection(int error, int depth, long indexes) {
        int side = pos.sideToMove();
        int target = Math.max(-CORRECTION_MAX, Math.min(CORRECTION_MAX, error)) * CORRECTION_GRAIN;
        int weight = Math.min(depth + 1, 16);
        stepToward(pawnCorrection[side], entry(indexes, 0), target, weight);
        stepToward(whiteCorrection[side], entry(indexes, 1), target, weight);
        stepToward(blackCorrection[side], entry(indexes, 2), target, weight);
    }

    /** A running average's step: the entry moves {@code weight}/256 of the way to {@code target}. */
    private static void stepToward(int[] table, int index, int target, int weight) {
        table[index] += (target - table[index]) * weight / 256;
    }

    /** One side's pieces' entry in a correction table (everything but its pawns). */
    private long piecesIndex(int side) {
        long mixed = pos.pieces(side, Piece.KNIGHT) * 0x9E3779B97F4A7C15L
                ^ pos.pieces(side, Piece.BISHOP) * 0xC2B2AE3D27D4EB4FL
                ^ pos.pieces(side, Piece.ROOK) * 0x165667B19E3779F9L
                ^ pos.pieces(side, Piece.QUEEN) * 0xD6E8FEB86659FD93L
                ^ pos.pieces(side, Piece.KING) * 0xFF51AFD7ED558CCDL;
        return mixed >>> (64 - CORRECTION_BITS);
    }

    /** Counts a node and, every {@link #CHECK_INTERVAL} nodes, asks the driver whether to stop. */
    private void countNode() {
        if ((++nodeCount & (CHECK_INTERVAL - 1)) == 0) {
            publishedNodes = nodeCount;
            if (control.mustAbort(elapsed())) {
                throw ABORT;
            }
        }
    }

    private void makeMove(int move) {
        playedAt[ply] = pieceTo(move);
        pos.makeMove(move);
        nullMoveAt[ply++] = false;
    }

    private void unmakeMove() {
        ply--;
        pos.unmakeMove();
    }

    private void makeNullMove() {
        playedAt[ply] = -1;
        pos.makeNullMove();
        nullMoveAt[ply++] = true;
    }

    private void unmakeNullMove() {
        ply--;
        pos.unmakeNullMove();
    }

    /** After an abort: takes back every move still made below the root, newest first. */
    private void unwindToRoot() {
        Arrays.fill(excluded, Move.NONE); // a singular test stopped halfway must not leave its move out later
        while (ply > 0) {
            if (nullMoveAt[ply - 1]) {
                unmakeNullMove();
            } else {
                unmakeMove();
            }
        }
    }

    /** The PV of this node: {@code move} followed by the PV of the child it leads to. */
    private void updatePv(int move) {
        int[] line = pvTable[ply];
        line[ply] = move;
        int childLength = pvLength[ply + 1];
        int from = ply + 1;
        if (childLength > from) {
            System.arraycopy(pvTable[ply + 1], from, line, from, childLength - from);
            pvLength[ply] = childLength;
        } else {
            pvLength[ply] = ply + 1;
        }
    }

    /**
     * When the PV ends after the best move (cut short by a table hit), the expected reply may still be in the
     * transposition table: it is the ponder move the driver needs.
     */
    private int ponderFromTable(int bestMove) {
        if (bestMove == Move.NONE) {
            return Move.NONE;
        }
        pos.makeMove(bestMove);
        long entry = table.probe(pos.hash());
        int reply = entry == 0 ? Move.NONE : TranspositionTable.move(entry);
        if (reply != Move.NONE && !pos.isLegal(reply)) {
            reply = Move.NONE;
        }
        pos.unmakeMove();
        return reply;
    }

    private ThinkingLine thinkingLine(int depth, int score, int[] pv) {
        String text;
        if (options.san()) {
            text = Notation.sanLine(pos, pv, pv.length);
        } else {
            StringBuilder line = new StringBuilder();
            for (int move : pv) {
                if (line.length() > 0) {
                    line.append(' ');
                }
                line.append(Notation.coordinate(move));
            }
            text = line.toString();
        }
        return new ThinkingLine(depth, Score.toCecp(score), elapsed() / 10, nodeCount + helperNodes(), text);
    }

    private long elapsed() {
        return clock.getAsLong() - startMs;
    }
}
