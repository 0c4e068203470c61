package driverlessons.search;

/**
 * What a search found.
 *
 * <p>When the side to move has no legal move, {@code bestMove} is {@code Move.NONE} and {@code score} is
 * {@code -Score.MATE} (checkmated) or 0 (stalemate). When the root moves were restricted to an empty set (all of
 * them excluded), {@code bestMove} is {@code Move.NONE} and {@code score} is 0, with depth 0.
 *
 * @param bestMove   the move to play, legal in the searched position
 * @param ponderMove the reply the search expects (second move of the PV), or {@code Move.NONE}
 * @param score      centipawns for the side to move; mates as {@link Score} defines them (use
 *                   {@link Score#toCecp} for output)
 * @param depth      the depth of the iteration that produced the result (0 when none was completed)
 * @param nodes      nodes searched
 * @param elapsedMs  time spent, by the search's clock
 * @param pv         the principal variation starting with {@code bestMove} (empty when there is none)
 * @param aborted    true when {@link SearchControl#mustAbort} stopped the search in the middle of an iteration
 */
public record SearchResult(int bestMove, int ponderMove, int score, int depth, long nodes, long elapsedMs,
                           int[] pv, boolean aborted) {
}
