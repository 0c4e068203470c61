package driverlessons.search;

import driverlessons.chess.Piece;

import java.util.List;

/**
 * Every number of the evaluation that the tuner may change, in one place: two parallel arrays, {@link #MG} for the
 * middlegame and {@link #EG} for the endgame, indexed by a term (a constant below). {@link Evaluation} reads them
 * (through {@link PieceSquareTables} for material and squares); the tuner ({@code driverlessons.tuning}) fits them to
 * data and writes the part of this file between the two marker comments. The evaluation's shape (which terms
 * exist, the king-attack weights, the phase) stays in {@link Evaluation}.
 *
 * <p>The piece-square tables are drawn as a board seen from White's side, rank 8 at the top: term
 * {@code PST + 64 * type + i} is square {@code i} of that drawing (a8 = 0, h8 = 7, ..., a1 = 56, h1 = 63), so
 * White's square {@code sq} reads index {@code sq ^ 56} and Black, mirrored, reads {@code sq}.
 */
public final class EvaluationWeights {
    private EvaluationWeights() {
    }

    /** Piece-square values, 64 per piece type, drawn from White's side. */
    public static final int PST = 0;
    /** Material, by piece type. */
    public static final int MATERIAL = PST + 6 * 64;
    /** Passed pawn, by rank from its own side (0..7). */
    public static final int PASSED = MATERIAL + 6;
    /** Mobility per safe square, by piece type. */
    public static final int MOBILITY = PASSED + 8;
    /** The danger to the enemy king, by its index (see {@code Evaluation.kingDanger}), 0..23. */
    public static final int KING_DANGER = MOBILITY + 6;
    /** The number of king danger entries. */
    public static final int KING_DANGER_SIZE = 24;
    /** Each extra pawn on a file. */
    public static final int DOUBLED = KING_DANGER + KING_DANGER_SIZE;
    public static final int ISOLATED = DOUBLED + 1;
    public static final int BISHOP_PAIR = ISOLATED + 1;
    public static final int ROOK_OPEN_FILE = BISHOP_PAIR + 1;
    public static final int ROOK_HALF_OPEN_FILE = ROOK_OPEN_FILE + 1;
    /** An own pawn one square in front of a king on a wing (its file or the files next to it). */
    public static final int SHIELD_NEAR = ROOK_HALF_OPEN_FILE + 1;
    /** The same two squares in front. */
    public static final int SHIELD_FAR = SHIELD_NEAR + 1;
    /** An enemy knight, bishop, rook or queen attacked by one of our pawns. */
    public static final int THREAT_BY_PAWN = SHIELD_FAR + 1;
    /** An enemy rook or queen attacked by one of our knights or bishops. */
    public static final int THREAT_BY_MINOR = THREAT_BY_PAWN + 1;
    /** An enemy queen attacked by one of our rooks. */
    public static final int THREAT_BY_ROOK = THREAT_BY_MINOR + 1;
    /** An enemy knight, bishop, rook or queen that we attack and nothing of theirs defends. */
    public static final int HANGING = THREAT_BY_ROOK + 1;
    /** A pawn defended by a pawn of its own. */
    public static final int PAWN_SUPPORTED = HANGING + 1;
    /** A knight on the 4th to 6th rank (its own side's count), defended by a pawn, that no enemy pawn can chase. */
    public static final int KNIGHT_OUTPOST = PAWN_SUPPORTED + 1;
    /** The same for a bishop. */
    public static final int BISHOP_OUTPOST = KNIGHT_OUTPOST + 1;
    /** A rook on the 7th rank while the enemy king is on the 8th or enemy pawns are on the 7th. */
    public static final int ROOK_ON_SEVENTH = BISHOP_OUTPOST + 1;
    /** A passed pawn whose square in front is taken by a piece (any piece: the pawn cannot advance). */
    public static final int PASSED_BLOCKED = ROOK_ON_SEVENTH + 1;
    /** A pawn that no pawn of its own can defend any more, and whose square in front an enemy pawn attacks. */
    public static final int BACKWARD = PASSED_BLOCKED + 1;
    /** Each own pawn on the squares of a bishop's colour, per bishop (a "bad" bishop). */
    public static final int BISHOP_PAWNS = BACKWARD + 1;
    /** Each file without an own pawn among the king's file and the files next to it. */
    public static final int KING_OPEN_FILES = BISHOP_PAWNS + 1;
    /**
     * A passed pawn on its 4th rank or beyond whose square in front is empty and not attacked by the enemy,
     * counted 1 (4th rank) to 4 (7th rank).
     */
    public static final int PASSED_FREE = KING_OPEN_FILES + 1;
    /** An enemy pawn on the king's file or the files next to it, two or three ranks in front of the back rank. */
    public static final int KING_STORM = PASSED_FREE + 1;
    /** A pawn with a pawn of its own beside it on the same rank. */
    public static final int PAWN_PHALANX = KING_STORM + 1;
    /** An enemy knight, bishop, rook or queen that one safe pawn push would attack. */
    public static final int THREAT_PAWN_PUSH = PAWN_PHALANX + 1;
    /** A knight or bishop with a pawn (of either side) right in front of it, shielded from attacks down the file. */
    public static final int MINOR_BEHIND_PAWN = THREAT_PAWN_PUSH + 1;
    /** A rook behind a passed pawn of its own: on its file, nothing between them. */
    public static final int ROOK_BEHIND_PASSED = MINOR_BEHIND_PAWN + 1;
    /** How many king moves the king is from its nearest own pawn (0 without pawns). */
    public static final int KING_PAWN_DISTANCE = ROOK_BEHIND_PASSED + 1;
    /** An enemy pawn that we attack and nothing of theirs defends. */
    public static final int HANGING_PAWN = KING_PAWN_DISTANCE + 1;
    /** Per knight, its own side's pawns above five (below: negative): knights like closed positions. */
    public static final int KNIGHT_PAWNS = HANGING_PAWN + 1;
    /** Per rook, its own side's pawns above five (below: negative): rooks like open positions. */
    public static final int ROOK_PAWNS = KNIGHT_PAWNS + 1;
    /** The side to move; added after the blend, so only its middlegame value counts. */
    public static final int TEMPO = ROOK_PAWNS + 1;
    /** The number of terms. */
    public static final int COUNT = TEMPO + 1;

    /** The single terms, {@link #DOUBLED} to {@link #TEMPO} in order, as the weights' source names them. */
    public static final List<String> SCALAR_NAMES = List.of("DOUBLED", "ISOLATED", "BISHOP_PAIR", "ROOK_OPEN_FILE",
            "ROOK_HALF_OPEN_FILE", "SHIELD_NEAR", "SHIELD_FAR", "THREAT_BY_PAWN", "THREAT_BY_MINOR", "THREAT_BY_ROOK",
            "HANGING", "PAWN_SUPPORTED", "KNIGHT_OUTPOST", "BISHOP_OUTPOST", "ROOK_ON_SEVENTH", "PASSED_BLOCKED",
            "BACKWARD", "BISHOP_PAWNS", "KING_OPEN_FILES", "PASSED_FREE", "KING_STORM", "PAWN_PHALANX",
            "THREAT_PAWN_PUSH", "MINOR_BEHIND_PAWN", "ROOK_BEHIND_PASSED", "KING_PAWN_DISTANCE", "HANGING_PAWN",
            "KNIGHT_PAWNS", "ROOK_PAWNS", "TEMPO");
    /** The piece types in {@link Piece}'s order, as the weights' source names them ({@code Piece.PAWN}, ...). */
    public static final List<String> TYPE_NAMES = List.of("PAWN", "KNIGHT", "BISHOP", "ROOK", "QUEEN", "KING");

    static final int[] MG = new int[COUNT];
    static final int[] EG = new int[COUNT];

    static {
        // BEGIN TUNED WEIGHTS (written by Tuner; edit by hand only with care)
        // Material by piece type (pawn, knight, bishop, rook, queen, king), middlegame then endgame.
        list(MATERIAL, new int[] {54, 304, 350, 419, 980, 0}, new int[] {105, 301, 328, 551, 965, 0});
        // A passed pawn, by its rank seen from its own side (index 1 = 2nd rank .. 6 = 7th).
        list(PASSED, new int[] {0, -4, -10, -5, 13, 38, 80, 0}, new int[] {0, 16, 15, 27, 39, 75, 115, 0});
        // Mobility per safe square above (or below) the normal count, by piece type.
        list(MOBILITY, new int[] {0, 6, 5, 4, 1, 0}, new int[] {0, 4, 3, 3, 7, 0});
        // The danger to the enemy king, by the index that its counts add up to.
        list(KING_DANGER, new int[] {
            6, 17, 16, 20, 24, 32, 40, 54, 68, 91, 116, 148,
            175, 210, 247, 290, 340, 389, 451, 510, 580, 650, 730, 820,
        }, new int[] {
            3, -2, 7, 2, 5, 7, 3, 4, 2, -1, -2, -2,
            -5, -3, -4, -2, -2, -1, 0, 0, 0, 0, 0, 0,
        });
        set(DOUBLED, -7, -14);
        set(ISOLATED, -4, -9);
        set(BISHOP_PAIR, 32, 47);
        set(ROOK_OPEN_FILE, 45, -5);
        set(ROOK_HALF_OPEN_FILE, 18, 11);
        set(SHIELD_NEAR, 18, -21);
        set(SHIELD_FAR, 10, -13);
        set(THREAT_BY_PAWN, 62, 18);
        set(THREAT_BY_MINOR, 38, 12);
        set(THREAT_BY_ROOK, 38, 10);
        set(HANGING, 24, 28);
        set(PAWN_SUPPORTED, 15, 15);
        set(KNIGHT_OUTPOST, 26, 7);
        set(BISHOP_OUTPOST, 27, 11);
        set(ROOK_ON_SEVENTH, -9, 17);
        set(PASSED_BLOCKED, -6, -7);
        set(BACKWARD, -5, -11);
        set(BISHOP_PAWNS, -4, -6);
        set(KING_OPEN_FILES, -16, -1);
        set(PASSED_FREE, -7, 32);
        set(KING_STORM, -5, 15);
        set(PAWN_PHALANX, 5, 5);
        set(THREAT_PAWN_PUSH, 19, 7);
        set(MINOR_BEHIND_PAWN, 8, 13);
        set(ROOK_BEHIND_PASSED, 17, 10);
        set(KING_PAWN_DISTANCE, 1, -11);
        set(HANGING_PAWN, 5, 29);
        set(KNIGHT_PAWNS, 6, 0);
        set(ROOK_PAWNS, 9, -7);
        set(TEMPO, 14, 10);
        // Piece-square tables, drawn as a board from White's side (rank 8 on top), middlegame then endgame.
        board(Piece.PAWN, new int[] {
               0,    0,    0,    0,    0,    0,    0,    0,
              30,   24,   25,   23,   24,   19,   18,   16,
              21,   13,   21,   18,   18,   34,    9,   18,
              -4,    6,    5,   14,   14,   11,    8,  -12,
             -17,  -19,    2,    2,    4,    0,  -10,  -19,
             -20,  -23,  -18,  -28,  -16,  -26,    0,  -23,
             -29,  -15,  -25,  -30,  -22,    0,    6,  -25,
               0,    0,    0,    0,    0,    0,    0,    0,
        }, new int[] {
               0,    0,    0,    0,    0,    0,    0,    0,
              30,   39,   31,   22,   15,   23,   29,   20,
              19,   23,    8,   -7,  -10,   10,   16,   14,
              11,    1,   -2,  -17,  -18,   -2,    4,    7,
              -1,   -3,  -21,  -22,  -19,  -18,  -12,  -11,
              -6,  -10,  -14,   -9,  -10,   -1,  -24,  -16,
               2,   -7,   -1,  -10,   -9,  -12,  -22,  -16,
               0,    0,    0,    0,    0,    0,    0,    0,
        });
        board(Piece.KNIGHT, new int[] {
             -71,  -23,  -14,   -8,   -8,  -13,  -23,  -56,
             -24,  -13,    1,   14,   14,   14,  -12,  -21,
              -9,    9,   19,   31,   34,   27,   23,   -1,
               4,   17,   27,   30,   27,   39,   26,   26,
               1,   13,   12,   14,   20,   30,   12,    3,
             -21,    4,    2,    8,   17,   13,   22,   -8,
             -29,  -12,   -8,    5,    9,    9,   -4,   -7,
             -44,  -29,   -9,   -4,  -15,  -12,  -25,  -42,
        }, new int[] {
             -51,  -21,  -12,   -4,   -7,  -13,  -23,  -43,
             -19,   -2,    7,   15,   11,    6,   -4,  -22,
             -12,   10,   20,   20,   21,   21,   10,   -7,
              -5,   10,   25,   26,   27,   21,   22,    3,
              -2,   11,   22,   30,   25,   23,   14,   -3,
              -9,    7,    6,   23,   19,    3,    4,   -5,
             -24,   -3,   -1,    2,    7,    3,   -3,  -21,
             -42,  -26,  -13,   -8,  -15,  -13,  -21,  -43,
        });
        board(Piece.BISHOP, new int[] {
             -21,   -8,   -8,  -11,  -10,   -8,   -8,  -18,
             -14,  -14,   -6,   -1,   -2,   -3,   -1,  -21,
             -14,    1,    7,   12,   17,    8,    2,   11,
              -6,   19,    5,   18,   17,   12,   22,   -6,
              -3,   -4,   -1,   17,   10,    5,   -4,   -1,
               3,   14,   16,    2,    4,   15,   18,   -3,
               0,   17,   11,    0,    6,    7,   18,    0,
             -20,    7,  -13,   -8,   -6,  -24,   -8,  -23,
        }, new int[] {
             -12,   -6,   -4,    0,   -5,   -4,   -5,  -11,
              -5,   -2,   -2,    3,    2,    4,    0,  -14,
              -4,    3,    6,    7,   12,    7,    3,   -5,
               1,    5,    8,   16,   15,    3,    8,    0,
              -1,    7,   18,   19,   12,    9,    4,   -2,
              -3,    9,   12,   15,   11,    8,    4,   -4,
              -9,  -19,   -2,   -3,   -1,   -1,  -18,   -8,
             -15,   -4,  -14,   -3,   -3,  -17,   -5,  -13,
        });
        board(Piece.ROOK, new int[] {
               5,    4,    6,    9,    7,    5,    7,    4,
               3,    7,   17,   21,   19,   18,   12,   15,
               0,    4,    7,    8,   12,    8,    8,    4,
              -6,    3,    6,    9,    7,    7,    3,   -6,
             -20,   -5,   -5,    1,    0,   -2,   -1,  -15,
             -23,  -12,  -13,  -10,  -10,   -8,   -1,  -18,
             -29,  -18,   -6,   -8,    2,   -7,  -13,  -44,
             -12,   -3,    3,    9,   19,   10,  -12,   -5,
        }, new int[] {
              12,    7,    9,   11,    9,    8,   12,    8,
               5,    7,   13,   14,   12,    8,    7,    4,
              14,    9,    9,    8,    6,   10,    8,    4,
               9,    9,   11,    7,    2,    5,    6,    7,
               3,    3,    7,    3,    2,    4,    4,    2,
               1,   -6,   -1,   -6,   -4,   -8,   -3,   -7,
             -13,  -12,  -12,  -11,  -18,  -14,  -16,  -12,
             -13,  -12,  -10,  -19,  -21,  -18,   -9,  -31,
        });
        board(Piece.QUEEN, new int[] {
             -16,  -10,   -6,   -2,    0,   -7,   -2,  -11,
             -21,  -34,   -9,    3,    2,    9,   -5,   -1,
              -6,   -2,    7,    8,   15,   18,   17,   14,
              -4,    2,    6,    0,    9,    7,    8,   10,
               0,  -10,    3,   -9,    2,    4,    6,   -2,
             -12,    5,    2,   -1,    6,    5,    7,   -5,
              -8,    1,    9,    8,   13,    6,    9,  -12,
             -14,   -9,   -5,   12,    5,  -14,   -4,  -17,
        }, new int[] {
             -20,  -10,  -11,   -5,   -3,  -10,   -8,  -18,
             -12,   -2,    1,    7,    7,   10,    0,   -8,
              -7,    6,   10,   12,   14,   18,   14,   -2,
              -4,   10,   11,   15,   18,   10,   14,    5,
              -7,    1,   12,   17,   14,   12,   10,    0,
             -10,   -2,    6,    8,    9,   14,    7,   -9,
             -12,   -5,   -9,   -5,    0,   -5,   -5,  -12,
             -21,  -14,  -12,  -18,   -7,  -12,  -10,  -20,
        });
        board(Piece.KING, new int[] {
             -40,  -45,  -45,  -50,  -50,  -45,  -45,  -40,
             -40,  -45,  -45,  -50,  -50,  -45,  -45,  -40,
             -40,  -45,  -45,  -50,  -50,  -44,  -45,  -40,
             -40,  -44,  -45,  -50,  -50,  -44,  -43,  -40,
             -30,  -40,  -40,  -46,  -46,  -42,  -39,  -32,
             -21,  -30,  -35,  -38,  -32,  -29,  -27,  -23,
              15,    3,  -17,  -21,  -19,  -19,    4,   18,
               8,   28,   24,   -7,   20,  -28,   27,   17,
        }, new int[] {
             -52,  -35,  -25,  -20,  -20,  -22,  -35,  -51,
             -31,   -4,    5,    9,    6,   10,   -3,  -29,
             -20,   12,   20,   25,   24,   22,   20,  -17,
             -16,    9,   21,   24,   25,   23,   19,  -17,
             -22,   10,   12,   21,   29,   17,    4,  -20,
             -26,   -1,    7,   11,   13,    4,   -7,  -30,
             -30,   -8,    3,   -9,   -7,    5,  -13,  -36,
             -53,  -37,  -18,  -29,  -54,  -16,  -33,  -66,
        });
        // END TUNED WEIGHTS
    }

    /** The weights compiled into this class: {@code [0]} middlegame, {@code [1]} endgame. */
    private static final int[][] BUILT_IN = {MG.clone(), EG.clone()};

    /** A copy of the weights compiled into this class: {@code [0]} middlegame, {@code [1]} endgame. */
    public static int[][] builtIn() {
        return new int[][] {BUILT_IN[0].clone(), BUILT_IN[1].clone()};
    }

    /**
     * Makes the evaluation use these weights from now on ({@code [0]} middlegame, {@code [1]} endgame), for every
     * search in this JVM: a tool that compares two sets of weights (the {@code match} command) switches them
     * before each move. Not for the engines, which only ever use the built-in ones.
     */
    public static void use(int[][] weights) {
        System.arraycopy(weights[0], 0, MG, 0, COUNT);
        System.arraycopy(weights[1], 0, EG, 0, COUNT);
        PieceSquareTables.build();
    }

    private static void set(int term, int mg, int eg) {
        MG[term] = mg;
        EG[term] = eg;
    }

    private static void list(int first, int[] mg, int[] eg) {
        System.arraycopy(mg, 0, MG, first, mg.length);
        System.arraycopy(eg, 0, EG, first, eg.length);
    }

    private static void board(int type, int[] mg, int[] eg) {
        list(PST + 64 * type, mg, eg);
    }
}
