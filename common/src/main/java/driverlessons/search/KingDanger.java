package driverlessons.search;

import static driverlessons.search.EvaluationWeights.KING_DANGER_SIZE;

/**
 * How the king danger's counts add up to its index. {@code Evaluation.kingDanger} counts fourteen small things
 * about the enemy king's area (how many of its squares we attack, how many of the king's own men stand there,
 * which kinds of piece can check it, ...); each count gives a few points, read from a small table of its own,
 * and the points add up to the index into the steep king danger table ({@code EvaluationWeights.KING_DANGER}).
 *
 * <p>A table per count rather than a fixed number of points per unit: two attacked squares need not be worth
 * twice one, and the tuner can say so. The points are whole numbers inside a non-linear index, which the
 * tuner's gradient cannot reach; it fits them by Texel's own method instead, one point up or down at a time
 * while the loss falls ({@code tune --points}).
 */
public final class KingDanger {
    private KingDanger() {
    }

    /** The squares of the area we attack (0..9). */
    public static final int ATTACKED = 0;
    /** The squares of the area we attack twice that no enemy pawn guards. */
    public static final int TWICE = 1;
    /** The squares of the area we attack that only the enemy king guards. */
    public static final int ONLY_KING = 2;
    /** The enemy king's own men in the area. */
    public static final int DEFENDERS = 3;
    /** A knight's check: 0 none, 1 only from guarded squares, 2 from a square the enemy does not guard. */
    public static final int KNIGHT_CHECK = 4;
    /** A bishop's check, the same way. */
    public static final int BISHOP_CHECK = 5;
    /** A rook's check, the same way. */
    public static final int ROOK_CHECK = 6;
    /** A queen's check, the same way. */
    public static final int QUEEN_CHECK = 7;
    /** The kinds of piece that reach the area, a bit each: knight 1, bishop 2, rook 4, queen 8. */
    public static final int ATTACKERS = 8;
    /** 1 when it is our move. */
    public static final int TO_MOVE = 9;
    /** 1 when an enemy knight guards the area. */
    public static final int KNIGHT_GUARD = 10;
    /** Our queen's distance to the enemy king in king moves (1..7), 8 without a queen. */
    public static final int QUEEN_DISTANCE = 11;
    /** 1 when our queen can check from next to the king, on a square we attack twice that only the king guards. */
    public static final int QUEEN_CONTACT = 12;
    /** 1 when a rook or queen of ours can check safely along the back rank the king stands on. */
    public static final int BACK_RANK = 13;
    /** The number of counts. */
    public static final int COUNTS = 14;

    private static final String[] NAMES = {"attacked", "twice", "only the king", "defenders", "knight check",
        "bishop check", "rook check", "queen check", "attackers", "to move", "knight guard", "queen distance",
        "queen contact", "back rank"};
    /** How many values each count takes (0 .. size − 1). */
    private static final int[] SIZE = {10, 10, 10, 10, 3, 3, 3, 3, 16, 2, 2, 9, 2, 2};
    /** Where each count's points start in {@link #POINTS}. */
    private static final int[] OFFSET = new int[COUNTS];

    static {
        int offset = 0;
        for (int c = 0; c < COUNTS; c++) {
            OFFSET[c] = offset;
            offset += SIZE[c];
        }
    }

    /** The points of each count by its value, one count after the other (see {@link #SIZE}). */
    private static final int[] POINTS = {
        // BEGIN POINTS (written by the tuner's --points; edit by hand only with care)
        2, 2, 2, 2, 2, 3, 3, 4, 7, 5,                   // attacked
        0, 1, 2, 4, 4, 16, 6, 7, 8, 9,                  // twice
        0, 1, 2, 3, 2, 3, 5, 2, 15, 9,                  // only the king
        1, 2, 1, 0, 0, 0, 0, 1, 6, 0,                   // defenders
        0, 1, 5,                                        // knight check
        0, 2, 3,                                        // bishop check
        0, 2, 4,                                        // rook check
        -1, -1, 3,                                      // queen check
        0, 0, 1, 3, 0, 2, 1, 4, 1, 3, 2, 4, 2, 4, 4, 7, // attackers
        -2, 1,                                          // to move
        1, 0,                                           // knight guard
        0, 0, 2, 1, 0, 0, 0, -1, -3,                    // queen distance
        0, 4,                                           // queen contact
        0, 2,                                           // back rank
        // END POINTS
    };

    /** The index these counts add up to with these points, 0 .. {@code KING_DANGER_SIZE} − 1. */
    public static int index(int[] counts, int[] points) {
        int index = 0;
        for (int c = 0; c < COUNTS; c++) {
            index += points[OFFSET[c] + counts[c]];
        }
        return Math.max(0, Math.min(index, KING_DANGER_SIZE - 1));
    }

    /** The index with the engine's own points. */
    static int index(int[] counts) {
        return index(counts, POINTS);
    }

    /** A copy of the engine's points, for the tuner to change. */
    public static int[] points() {
        return POINTS.clone();
    }

    /** These points as the lines of {@link #POINTS} between its markers. */
    public static String source(int[] points) {
        StringBuilder text = new StringBuilder();
        for (int c = 0; c < COUNTS; c++) {
            StringBuilder values = new StringBuilder();
            for (int v = 0; v < SIZE[c]; v++) {
                values.append(points[OFFSET[c] + v]).append(", ");
            }
            text.append(String.format("        %-48s// %s\n", values.toString().strip(), NAMES[c]));
        }
        return text.toString();
    }
}
