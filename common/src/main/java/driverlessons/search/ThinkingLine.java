package driverlessons.search;

import driverlessons.chess.Result;

/**
 * One line of thinking output (CECP section 10, "ply score time nodes pv").
 *
 * @param depth        the iteration (ply) this line belongs to
 * @param score        centipawns for the side to move, mates already in the CECP form (100000 + N when the side
 *                     to move mates in N moves, -100000 - N when it is mated in N); see {@link Score#toCecp}
 * @param centiseconds time since the search started
 * @param nodes        nodes searched so far
 * @param pv           the principal variation, in coordinate notation or SAN as {@link SearchOptions#san} asks
 */
public record ThinkingLine(int depth, int score, long centiseconds, long nodes, String pv) {

    /**
     * This line while pondering on {@code ponderMove}: the move pondered on, in parentheses, before the PV (the
     * spec's way to show it; the search itself starts after that move).
     */
    public ThinkingLine ponderingOn(String ponderMove) {
        return new ThinkingLine(depth, score, centiseconds, nodes, "(" + ponderMove + ") " + pv);
    }

    /**
     * The one line an analysis says of a game over on the board, where nothing is searched: depth 0, no PV, the
     * side to move mated (-100000) or stalemated (0).
     */
    public static String gameOver(Result result) {
        int score = result == Result.STALEMATE ? 0 : Score.toCecp(-Score.MATE);
        return new ThinkingLine(0, score, 0, 0, "").toString().strip();
    }

    /** The CECP form, ready to send: {@code "depth score centiseconds nodes pv"}. */
    @Override
    public String toString() {
        return depth + " " + score + " " + centiseconds + " " + nodes + " " + pv;
    }
}
