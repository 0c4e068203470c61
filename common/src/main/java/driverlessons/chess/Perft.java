package driverlessons.chess;

/**
 * Perft ("performance test"): the number of move sequences of a given length from a position. The counts of
 * many positions are published, so a move generator that reproduces them is very likely right in every rule;
 * divide, the count below each first move, finds the move where a wrong count comes from.
 *
 * <p>At the last ply the moves are only counted, not made ("bulk counting"): the generator is legal, so the
 * number of moves is the number of leaves.
 */
public final class Perft {
    private Perft() {
    }

    /** The number of legal move sequences of {@code depth} plies from {@code pos} (1 when depth is 0). */
    public static long perft(Position pos, int depth) {
        if (depth <= 0) {
            return 1;
        }
        return count(pos, depth, new int[depth][Position.MAX_MOVES]);
    }

    /**
     * Divide: writes the legal moves of {@code pos} into {@code moves} (room for Position.MAX_MOVES) and returns,
     * in the same order, the perft count of {@code depth - 1} after each of them. The array returned has one
     * entry per legal move; its sum is {@code perft(pos, depth)}.
     */
    public static long[] divide(Position pos, int depth, int[] moves) {
        int count = pos.generateMoves(moves);
        long[] nodes = new long[count];
        for (int i = 0; i < count; i++) {
            pos.makeMove(moves[i]);
            nodes[i] = perft(pos, depth - 1);
            pos.unmakeMove();
        }
        return nodes;
    }

    /** The recursion; {@code lists[depth - 1]} is the move list of this ply, allocated once. */
    private static long count(Position pos, int depth, int[][] lists) {
        if (depth == 1) {
            return pos.countMoves();
        }
        int[] moves = lists[depth - 1];
        int n = pos.generateMoves(moves);
        long total = 0;
        for (int i = 0; i < n; i++) {
            pos.makeMove(moves[i]);
            total += count(pos, depth - 1, lists);
            pos.unmakeMove();
        }
        return total;
    }
}
