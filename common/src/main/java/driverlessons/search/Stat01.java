package driverlessons.search;

/**
 * A snapshot of the search for the analysis window's periodic updates (CECP section 12, the '.' command).
 *
 * @param centiseconds time since the search started
 * @param nodes        nodes searched so far
 * @param depth        the iteration being searched
 * @param movesLeft    root moves still to search at this depth after the one being searched (XBoard shows
 *                     {@code totalMoves - movesLeft} as the number of the move being searched: 1 for the first)
 * @param totalMoves   root moves to consider (with {@link SearchOptions#multiPv}, in the pass in progress: those
 *                     that were not the best of an earlier pass)
 * @param currentMove  the root move being searched, in coordinate notation or, with {@link SearchOptions#san},
 *                     in SAN, as the thinking lines ("" before the first one)
 */
public record Stat01(long centiseconds, long nodes, int depth, int movesLeft, int totalMoves, String currentMove) {
    /** stat01 of a position with nothing to search (a mate, a stalemate): no time, no nodes, no moves. */
    public static final Stat01 NOTHING_SEARCHED = new Stat01(0, 0, 0, 0, 0, "");

    /** The CECP form: {@code "stat01: time nodes depth movesLeft totalMoves currentMove"}. */
    public String toCecp() {
        String line = "stat01: " + centiseconds + " " + nodes + " " + depth + " " + movesLeft + " " + totalMoves;
        return currentMove.isEmpty() ? line : line + " " + currentMove;
    }
}
