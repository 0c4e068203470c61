package driverlessons.gomocup.engine;

import driverlessons.gomocup.game.Board;
import driverlessons.gomocup.game.Patterns;
import driverlessons.gomocup.game.Rule;
import driverlessons.search.SearchControl;
import java.util.function.LongSupplier;

/**
 * Alpha-beta with iterative deepening and a transposition table, plus a threat-space search for wins by
 * continuous fours (VCF). It asks its driver the three questions of the chess lessons, through common's
 * {@link SearchControl}: may I start this depth, may I start another root move, must I stop now. An abort is
 * one exception, caught at the root, which keeps the last completed iteration.
 *
 * <p>At every node, before anything else: a five of our own wins; two fives of the opponent lose; one five of
 * the opponent must be blocked (a forced move, searched without using depth). So a four on the board is never
 * missed. At the leaves a short VCF runs before the static evaluation. At the root a long VCF runs first, and if
 * the opponent has one, only the moves that break it are searched.
 */
public final class GomokuSearch {
    public static final int MATE = 30_000;
    public static final int MATE_BOUND = MATE - 1_000;
    private static final int INFINITY = MATE + 1;
    private static final int MAX_PLY = 120;
    /** Moves looked at in an inner node (after ordering); the root looks at all of them. */
    private static final int INNER_WIDTH = 16;
    /** Fours a leaf's VCF may play, and the nodes it may spend. */
    private static final int LEAF_VCF_FOURS = 6;
    private static final int LEAF_VCF_NODES = 200;
    /** Fours the root's VCF may play. */
    private static final int ROOT_VCF_FOURS = 40;
    /** Value of a draw (full board) per INFO style 0..4 for the side that is searching: the weight of a draw
     * (1, 3/4, 1/2, 1/4, 0) minus one half, times 400. */
    private static final int DRAW_UNIT = 400;

    private static final RuntimeException ABORT = new RuntimeException("search aborted", null, false, false) { };

    private final TranspositionTable table;
    private LongSupplier clock = () -> System.nanoTime() / 1_000_000;
    private int style = 2;

    // ---- the state of one search --------------------------------------------------------------------------
    private Board board;
    private SearchControl control;
    private long start;
    private long nodes;
    private int rootColor;
    private long vcfNodesLeft;
    private final int[][] moves = new int[MAX_PLY + 2][];
    private final int[][] scores = new int[MAX_PLY + 2][];
    private final int[][] pv = new int[MAX_PLY + 2][MAX_PLY + 2];
    private final int[] pvLength = new int[MAX_PLY + 2];
    private final int[] completions = new int[8];
    /** Failed VCF attempts: hash of the position and attacker, with the fours that were tried. */
    private final long[] vcfFailKeys = new long[1 << 16];
    private final int[] vcfFailFours = new int[1 << 16];
    /** Per ply, what the scan of the node found (see analyse). */
    private final int[] ownFive = new int[MAX_PLY + 2];
    private final int[] oppFives = new int[MAX_PLY + 2];
    private final int[] oppFiveCell = new int[MAX_PLY + 2];
    private final int[] ownValueSum = new int[MAX_PLY + 2];
    private final int[] oppValueSum = new int[MAX_PLY + 2];
    private final boolean[] oppThreat = new boolean[MAX_PLY + 2];

    /** A search with a transposition table of about {@code tableBytes} bytes. */
    public GomokuSearch(long tableBytes) {
        table = new TranspositionTable(tableBytes);
    }

    /** Resizes the table (between searches; max_memory). */
    public void setTableBytes(long bytes) {
        table.resize(bytes);
    }

    public long tableBytes() {
        return table.bytes();
    }

    /** CLEARHASH and a new game. */
    public void clearHash() {
        table.clear();
        java.util.Arrays.fill(vcfFailKeys, 0);
    }

    /** INFO style 0 (a draw is as good as a win) .. 4 (a draw is as bad as a loss); 2 is neutral. */
    public void setStyle(int style) {
        this.style = style;
    }

    /** A clock in milliseconds (tests may inject one). */
    public void setClock(LongSupplier millis) {
        this.clock = millis;
    }

    /** Nodes of the current or last search (also from inside SearchControl.mustAbort). */
    public long nodes() {
        return nodes;
    }

    // ---- the root ---------------------------------------------------------------------------------------------

    /**
     * Searches the board for the side to move and returns the best move; the board is left as it was. On an
     * empty board the centre is played at once; on a full board the move is Board.NONE.
     */
    public SearchOutcome search(Board position, SearchControl searchControl) {
        board = position;
        control = searchControl;
        start = clock.getAsLong();
        nodes = 0;
        rootColor = board.sideToMove();
        int stonesAtStart = board.stones();
        if (board.isFull()) {
            return outcome(Board.NONE, drawScore(rootColor), 0, new int[0], false);
        }
        if (board.stones() == 0) {
            int centre = board.cell(board.width() / 2, board.height() / 2);
            return outcome(centre, 0, 0, new int[] {centre}, false);
        }
        int count = generate(0, rootColor, true);
        if (ownFive[0] != Board.NONE) {
            return outcome(ownFive[0], MATE - 1, 1, new int[] {ownFive[0]}, false);
        }
        if (oppFives[0] > 0 || count == 1) {
            int move = count > 0 ? moves[0][0] : anyEmpty();
            int score = oppFives[0] > 1 || count == 0 ? -(MATE - 2) : 0;
            return outcome(move, score, score == 0 ? 0 : 1, new int[] {move}, false);   // forced: not searched
        }
        if (count == 0) {   // renju: every cell near the stones is forbidden for black
            int move = anyEmpty();
            return outcome(move, -(MATE - 2), 1, new int[] {move}, false);
        }
        int[] rootMoves = java.util.Arrays.copyOf(moves[0], count);
        int[] rootScores = java.util.Arrays.copyOf(scores[0], count);
        int bestMove = rootMoves[0];
        int bestScore = 0;
        int completedDepth = 0;
        int[] bestPv = {bestMove};
        boolean aborted = false;
        try {
            // 1. A win by continuous fours ends the thinking at once.
            vcfNodesLeft = Long.MAX_VALUE;
            int plies = vcf(rootColor, ROOT_VCF_FOURS, 0);
            if (plies > 0) {
                return outcome(pv[0][0], MATE - plies, 1, java.util.Arrays.copyOf(pv[0], pvLength[0]), false);
            }
            // 2. If the opponent has one, keep only the moves after which he has none (if any move does).
            count = keepDefences(rootMoves, rootScores, count);
            // 3. Iterative deepening over the root moves.
            int previousScore = 0;
            for (int depth = 1; depth <= MAX_PLY - 10; depth++) {
                if (!control.mayStartIteration(depth, elapsed())) {
                    break;
                }
                int alpha = -INFINITY;
                int iterationBest = Board.NONE;
                for (int i = 0; i < count; i++) {
                    int move = rootMoves[i];
                    board.play(move);
                    int score;
                    try {
                        if (i == 0) {
                            score = -alphaBeta(depth - 1, -INFINITY, -alpha, 1);
                        } else {
                            score = -alphaBeta(depth - 1, -alpha - 1, -alpha, 1);
                            if (score > alpha) {
                                score = -alphaBeta(depth - 1, -INFINITY, -alpha, 1);
                            }
                        }
                    } finally {
                        board.undo();
                    }
                    if (score > alpha) {
                        alpha = score;
                        iterationBest = move;
                        // the best move goes first in the next iteration
                        System.arraycopy(rootMoves, 0, rootMoves, 1, i);
                        rootMoves[0] = move;
                        bestMove = move;
                        bestScore = score;
                        bestPv = rootPv(move);
                    }
                    if (i + 1 < count && !control.mayStartRootMove(elapsed(), alpha, previousScore)) {
                        break;
                    }
                }
                completedDepth = depth;
                previousScore = alpha;
                if (iterationBest == Board.NONE || Math.abs(alpha) >= MATE_BOUND) {
                    break;   // proven: deeper will not change it
                }
            }
        } catch (RuntimeException e) {
            if (e != ABORT) {
                throw e;
            }
            aborted = true;
            while (board.stones() > stonesAtStart) {
                board.undo();   // an abort inside keepDefences' probe leaves its stone: take it back
            }
        }
        return outcome(bestMove, bestScore, Math.max(1, completedDepth), bestPv, aborted);
    }

    private int[] rootPv(int move) {
        int[] line = new int[pvLength[1] + 1];
        line[0] = move;
        System.arraycopy(pv[1], 0, line, 1, pvLength[1]);
        return line;
    }

    private SearchOutcome outcome(int move, int score, int depth, int[] line, boolean aborted) {
        return new SearchOutcome(move, score, depth, nodes, elapsed(), line, aborted);
    }

    private long elapsed() {
        return clock.getAsLong() - start;
    }

    private int anyEmpty() {
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                int c = board.cell(x, y);
                if (board.at(c) == Board.EMPTY && !(rootColor == Board.BLACK && board.isForbidden(c))) {
                    return c;
                }
            }
        }
        return board.cell(0, 0);
    }

    /** Keeps, in order, the root moves after which the opponent has no VCF; all of them if none does. */
    private int keepDefences(int[] rootMoves, int[] rootScores, int count) {
        int opponent = Board.other(rootColor);
        vcfNodesLeft = 20_000;
        if (vcf(opponent, ROOT_VCF_FOURS, 0) == 0) {
            return count;
        }
        int kept = 0;
        for (int i = 0; i < count; i++) {
            board.play(rootMoves[i]);
            vcfNodesLeft = 5_000;
            boolean refuted;
            try {
                refuted = vcf(opponent, ROOT_VCF_FOURS, 1) == 0;
            } finally {
                board.undo();
            }
            if (refuted) {
                rootMoves[kept] = rootMoves[i];
                rootScores[kept] = rootScores[i];
                kept++;
            }
        }
        return kept == 0 ? count : kept;
    }

    // ---- alpha-beta -------------------------------------------------------------------------------------------

    private int alphaBeta(int depth, int alpha, int beta, int ply) {
        pvLength[ply] = 0;
        countNode();
        int color = board.sideToMove();
        if (board.isFull()) {
            return drawScore(color);
        }
        int count = generate(ply, color, false);
        if (ownFive[ply] != Board.NONE) {
            pv[ply][0] = ownFive[ply];
            pvLength[ply] = 1;
            return MATE - ply;
        }
        if (oppFives[ply] >= 2) {
            return -(MATE - ply - 1);
        }
        if (count == 0) {
            return -(MATE - ply - 1);   // the only block is forbidden (renju), or nowhere to play
        }
        boolean forced = oppFives[ply] == 1;
        if (ply >= MAX_PLY) {
            return evaluate(ply, color);
        }
        if (depth <= 0 && !forced) {
            vcfNodesLeft = LEAF_VCF_NODES;
            int plies = vcf(color, LEAF_VCF_FOURS, ply);
            if (plies > 0) {
                return MATE - ply - plies;
            }
            return evaluate(ply, color);
        }
        long hash = board.hash();
        long entry = table.probe(hash);
        int ttMove = Board.NONE;
        if (entry != 0) {
            ttMove = TranspositionTable.move(entry);
            if (TranspositionTable.depth(entry) >= depth) {
                int score = fromTable(TranspositionTable.score(entry), ply);
                int bound = TranspositionTable.bound(entry);
                if (bound == TranspositionTable.EXACT
                        || (bound == TranspositionTable.LOWER && score >= beta)
                        || (bound == TranspositionTable.UPPER && score <= alpha)) {
                    return score;
                }
            }
        }
        int[] list = moves[ply];
        if (ttMove != Board.NONE) {
            for (int i = 1; i < count; i++) {
                if (list[i] == ttMove) {
                    System.arraycopy(list, 0, list, 1, i);
                    list[0] = ttMove;
                    break;
                }
            }
        }
        int width = forced ? count : Math.min(count, INNER_WIDTH);
        int childDepth = forced ? depth : depth - 1;
        int best = -INFINITY;
        int bestMove = list[0];
        int originalAlpha = alpha;
        for (int i = 0; i < width; i++) {
            int move = list[i];
            board.play(move);
            int score;
            try {
                if (i == 0) {
                    score = -alphaBeta(childDepth, -beta, -alpha, ply + 1);
                } else {
                    score = -alphaBeta(childDepth, -alpha - 1, -alpha, ply + 1);
                    if (score > alpha && score < beta) {
                        score = -alphaBeta(childDepth, -beta, -alpha, ply + 1);
                    }
                }
            } finally {
                board.undo();
            }
            if (score > best) {
                best = score;
                bestMove = move;
                if (score > alpha) {
                    alpha = score;
                    pv[ply][0] = move;
                    System.arraycopy(pv[ply + 1], 0, pv[ply], 1, pvLength[ply + 1]);
                    pvLength[ply] = pvLength[ply + 1] + 1;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        int bound = best >= beta ? TranspositionTable.LOWER
                : best > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        table.store(hash, bestMove, toTable(best, ply), Math.max(depth, 1), bound);
        return best;
    }

    private static int toTable(int score, int ply) {
        return score >= MATE_BOUND ? score + ply : score <= -MATE_BOUND ? score - ply : score;
    }

    private static int fromTable(int score, int ply) {
        return score >= MATE_BOUND ? score - ply : score <= -MATE_BOUND ? score + ply : score;
    }

    private void countNode() {
        if ((++nodes & 1023) == 0 && control.mustAbort(elapsed())) {
            throw ABORT;
        }
    }

    private int drawScore(int color) {
        int mine = (2 - style) * DRAW_UNIT / 4;   // style 0: +200, 2: 0, 4: -200, for the searching side
        return color == rootColor ? mine : -mine;
    }

    /** The static evaluation for the side to move, from the sums the scan of this node made. */
    private int evaluate(int ply, int color) {
        int score = (ownValueSum[ply] * 5 / 4 - oppValueSum[ply]) / 16;
        return Math.max(-Evaluation.LIMIT, Math.min(Evaluation.LIMIT, score));
    }

    /**
     * Scans the empty cells near the stones for the side to move: finds a five of its own (ownFive), the
     * opponent's fives (oppFives, oppFiveCell), whether the opponent threatens an open four (oppThreat), sums the
     * values (for the evaluation) and writes the moves worth searching, best first, into moves[ply]. With one
     * opponent five the only move is its block; against an opponent's open three only fours and blocks are kept.
     * Black's forbidden cells (renju) are left out. Returns the number of moves.
     */
    private int generate(int ply, int color, boolean root) {
        if (moves[ply] == null) {
            moves[ply] = new int[board.width() * board.height() + 1];
            scores[ply] = new int[moves[ply].length];
        } else if (moves[ply].length < board.width() * board.height() + 1) {
            moves[ply] = new int[board.width() * board.height() + 1];
            scores[ply] = new int[moves[ply].length];
        }
        int opponent = Board.other(color);
        int[] list = moves[ply];
        int[] value = scores[ply];
        ownFive[ply] = Board.NONE;
        oppFives[ply] = 0;
        oppFiveCell[ply] = Board.NONE;
        oppThreat[ply] = false;
        int ownSum = 0;
        int oppSum = 0;
        int count = 0;
        int x0 = Math.max(0, board.minX() - 2);
        int x1 = Math.min(board.width() - 1, board.maxX() + 2);
        int y0 = Math.max(0, board.minY() - 2);
        int y1 = Math.min(board.height() - 1, board.maxY() + 2);
        boolean checkForbidden = board.rule() == Rule.RENJU && color == Board.BLACK;
        for (int y = y0; y <= y1; y++) {
            for (int c = board.cell(x0, y), end = board.cell(x1, y); c <= end; c++) {
                if (board.at(c) != Board.EMPTY || board.near(c) == 0) {
                    continue;
                }
                int own = Evaluation.cellValue(board, color, c);
                int opp = Evaluation.cellValue(board, opponent, c);
                int ownBest = Evaluation.bestShape(board, color, c);
                int oppBest = Evaluation.bestShape(board, opponent, c);
                if (ownBest == Patterns.FIVE && ownFive[ply] == Board.NONE && board.makesFive(c, color)) {
                    ownFive[ply] = c;
                }
                if (oppBest == Patterns.FIVE && board.makesFive(c, opponent)) {
                    oppFives[ply]++;
                    oppFiveCell[ply] = c;
                }
                if (opp >= Evaluation.THREE_THREE || oppBest == Patterns.F4) {
                    oppThreat[ply] = true;
                }
                ownSum += own;
                oppSum += opp;
                if (checkForbidden && Evaluation.mayBeForbidden(board, c) && board.isForbidden(c)) {
                    continue;
                }
                list[count] = c;
                value[count] = own + opp * 7 / 8;
                count++;
            }
        }
        ownValueSum[ply] = ownSum;
        oppValueSum[ply] = oppSum;
        if (ownFive[ply] != Board.NONE) {
            return count;
        }
        if (oppFives[ply] > 0) {
            int block = oppFiveCell[ply];
            boolean allowed = !(checkForbidden && board.isForbidden(block));
            list[0] = block;
            return allowed ? 1 : 0;
        }
        if (oppThreat[ply]) {
            // against an open three (or worse): our fours, and the cells where the opponent would make a four
            int kept = 0;
            for (int i = 0; i < count; i++) {
                int c = list[i];
                if (Evaluation.makesFour(board, color, c) || Evaluation.makesFour(board, opponent, c)) {
                    list[kept] = c;
                    value[kept] = value[i];
                    kept++;
                }
            }
            if (kept > 0) {
                count = kept;
            }
        }
        sort(list, value, count);
        return count;
    }

    private static void sort(int[] list, int[] value, int count) {
        for (int i = 1; i < count; i++) {
            int m = list[i];
            int v = value[i];
            int j = i - 1;
            while (j >= 0 && value[j] < v) {
                list[j + 1] = list[j];
                value[j + 1] = value[j];
                j--;
            }
            list[j + 1] = m;
            value[j + 1] = v;
        }
    }

    // ---- VCF: victory by continuous fours ---------------------------------------------------------------------

    /**
     * Can {@code attacker}, to move (or, at the root's defence check, as if to move), win by playing only fours?
     * Each four forces the one block; the block is played and the search goes on. Returns the plies to the five
     * (1 = a five now), or 0. The line is left in pv[ply]. Fours that are forbidden to black are not played, and a
     * block that is forbidden to black does not defend.
     */
    private int vcf(int attacker, int foursLeft, int ply) {
        pvLength[ply] = 0;
        countNode();
        if (--vcfNodesLeft < 0 || ply >= MAX_PLY) {
            return 0;
        }
        int defender = Board.other(attacker);
        long key = board.hash() ^ (attacker == Board.BLACK ? 0x9E3779B97F4A7C15L : 0);
        int slot = (int) (key & (vcfFailKeys.length - 1));
        if (vcfFailKeys[slot] == key && vcfFailFours[slot] >= foursLeft) {
            return 0;
        }
        int x0 = Math.max(0, board.minX() - 4);
        int x1 = Math.min(board.width() - 1, board.maxX() + 4);
        int y0 = Math.max(0, board.minY() - 4);
        int y1 = Math.min(board.height() - 1, board.maxY() + 4);
        int defenderFive = Board.NONE;
        int fours = 0;
        int[] list = vcfList(ply);
        int[] value = scores[ply + 1];
        for (int y = y0; y <= y1; y++) {
            for (int c = board.cell(x0, y), end = board.cell(x1, y); c <= end; c++) {
                if (board.at(c) != Board.EMPTY) {
                    continue;
                }
                int best = Evaluation.bestShape(board, attacker, c);
                if (best == Patterns.FIVE && board.makesFive(c, attacker)) {
                    pv[ply][0] = c;
                    pvLength[ply] = 1;
                    return 1;
                }
                if (Evaluation.bestShape(board, defender, c) == Patterns.FIVE && board.makesFive(c, defender)) {
                    if (defenderFive != Board.NONE && defenderFive != c) {
                        return 0;   // two fives to block: no
                    }
                    defenderFive = c;
                }
                if (best >= Patterns.B4) {
                    list[fours] = c;
                    value[fours] = Evaluation.cellValue(board, attacker, c);
                    fours++;
                }
            }
        }
        if (foursLeft <= 0) {
            return 0;
        }
        if (defenderFive != Board.NONE) {
            // the block of the defender's four must itself be a four
            fours = Evaluation.makesFour(board, attacker, defenderFive) ? 1 : 0;
            list[0] = defenderFive;
        } else {
            sort(list, value, fours);
        }
        boolean attackerMayBeForbidden = board.rule() == Rule.RENJU && attacker == Board.BLACK;
        boolean defenderMayBeForbidden = board.rule() == Rule.RENJU && defender == Board.BLACK;
        int[] own = java.util.Arrays.copyOf(list, fours);
        for (int move : own) {
            if (attackerMayBeForbidden && board.isForbidden(move)) {
                continue;
            }
            board.place(move, attacker);
            int plies = 0;
            try {
                int n = board.completions(move, completions);
                if (n >= 2) {
                    pv[ply][0] = move;
                    pv[ply][1] = completions[0];
                    pv[ply][2] = completions[1];
                    pvLength[ply] = 3;
                    plies = 3;
                } else if (n == 1) {
                    int block = completions[0];
                    if (defenderMayBeForbidden && board.isForbidden(block)) {
                        pv[ply][0] = move;
                        pv[ply][1] = block;
                        pvLength[ply] = 2;
                        plies = 3;
                    } else {
                        board.place(block, defender);
                        try {
                            int rest = vcf(attacker, foursLeft - 1, ply + 2);
                            if (rest > 0) {
                                pv[ply][0] = move;
                                pv[ply][1] = block;
                                System.arraycopy(pv[ply + 2], 0, pv[ply], 2, pvLength[ply + 2]);
                                pvLength[ply] = pvLength[ply + 2] + 2;
                                plies = rest + 2;
                            }
                        } finally {
                            board.undo();
                        }
                    }
                }
            } finally {
                board.undo();
            }
            if (plies > 0) {
                return plies;
            }
        }
        if (vcfNodesLeft >= 0) {
            vcfFailKeys[slot] = key;
            vcfFailFours[slot] = foursLeft;
        }
        return 0;
    }

    /** A move list for the VCF at this ply, separate from the alpha-beta's. */
    private int[] vcfList(int ply) {
        int size = board.width() * board.height() + 1;
        if (moves[ply + 1] == null || moves[ply + 1].length < size) {
            moves[ply + 1] = new int[size];
            scores[ply + 1] = new int[size];
        }
        return moves[ply + 1];
    }

    /**
     * Looks for a VCF for the side to move within {@code nodeBudget} nodes (the benchmark's puzzles, the tests).
     * Returns the line (attacker's fours and the blocks, ending with the five), or an empty array.
     */
    public int[] findVcf(Board position, long nodeBudget, SearchControl searchControl) {
        board = position;
        control = searchControl;
        start = clock.getAsLong();
        nodes = 0;
        rootColor = board.sideToMove();
        int stonesAtStart = board.stones();
        vcfNodesLeft = nodeBudget;
        try {
            if (vcf(rootColor, ROOT_VCF_FOURS, 0) > 0) {
                return java.util.Arrays.copyOf(pv[0], pvLength[0]);
            }
        } catch (RuntimeException e) {
            if (e != ABORT) {
                throw e;
            }
            while (board.stones() > stonesAtStart) {
                board.undo();
            }
        }
        return new int[0];
    }
}
