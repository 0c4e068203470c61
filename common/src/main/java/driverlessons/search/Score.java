package driverlessons.search;

/**
 * Scores are centipawns from the side to move's point of view. A mate is scored {@link #MATE} minus the number
 * of plies to it, so a shorter mate scores higher and the search prefers it; being mated is the negative.
 * These values fit in 16 bits, which the transposition table relies on.
 */
public final class Score {
    private Score() {
    }

    /** Mate at the root: the side to move has been mated (as {@code -MATE}) or mates now. */
    public static final int MATE = 30_000;

    /** Larger than any score, the bound of a full window. */
    public static final int INFINITE = 32_000;

    /** The longest line the search can reach; scores beyond {@code MATE - MAX_PLY} are mates. */
    public static final int MAX_PLY = 128;

    /** Scores at or above this are "mate in some plies". */
    public static final int MATE_BOUND = MATE - MAX_PLY;

    /** The score of the side to move that gives mate {@code ply} plies from the root. */
    public static int matingIn(int ply) {
        return MATE - ply;
    }

    /** The score of the side to move that is mated {@code ply} plies from the root. */
    public static int matedIn(int ply) {
        return -MATE + ply;
    }

    /** True when the score is a mate for either side. */
    public static boolean isMate(int score) {
        return Math.abs(score) >= MATE_BOUND;
    }

    /**
     * The CECP form of a score for thinking output: centipawns unchanged, a mate in N moves (not plies) as
     * 100000 + N, being mated in N moves as -100000 - N.
     */
    public static int toCecp(int score) {
        if (score >= MATE_BOUND) {
            int plies = MATE - score;
            return 100_000 + (plies + 1) / 2;
        }
        if (score <= -MATE_BOUND) {
            int plies = MATE + score;
            return -100_000 - plies / 2;
        }
        return score;
    }

    /**
     * A score about to be stored in the transposition table: mates are counted from the stored node instead of
     * from the root, so the entry stays true when the same position is met at another distance from the root.
     */
    static int toTable(int score, int ply) {
        if (score >= MATE_BOUND) {
            return score + ply;
        }
        if (score <= -MATE_BOUND) {
            return score - ply;
        }
        return score;
    }

    /** The inverse of {@link #toTable}: a stored mate counted again from the root. */
    static int fromTable(int score, int ply) {
        if (score >= MATE_BOUND) {
            return score - ply;
        }
        if (score <= -MATE_BOUND) {
            return score + ply;
        }
        return score;
    }
}
