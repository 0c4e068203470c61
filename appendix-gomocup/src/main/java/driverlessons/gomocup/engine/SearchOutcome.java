package driverlessons.gomocup.engine;

/**
 * What a search found: the move (a board cell, or Board.NONE on a full board), its score for the side to move
 * (mate scores: {@link GomokuSearch#MATE} minus plies), the deepest completed iteration (0: the move was not
 * searched, being the only one: the centre of an empty board, a forced block), the nodes (VCF nodes
 * included), the time, the principal variation (cells) and whether the driver stopped it early.
 */
public record SearchOutcome(int move, int score, int depth, long nodes, long elapsedMs, int[] pv,
                            boolean aborted) {
    /** True when the score is a proven win for the side to move. */
    public boolean provenWin() {
        return score >= GomokuSearch.MATE_BOUND;
    }

    /** True when the score is a proven loss for the side to move. */
    public boolean provenLoss() {
        return score <= -GomokuSearch.MATE_BOUND;
    }
}
