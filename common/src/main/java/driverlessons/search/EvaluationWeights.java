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
    /** Each extra pawn on a file. */
    public static final int DOUBLED = MOBILITY + 6;
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
    /** The king attack's weight, counted linearly (the quadratic part stays fixed in {@link Evaluation}). */
    public static final int KING_ATTACK = PASSED_BLOCKED + 1;
    /** A square from which one of our pieces could check the enemy king, safe from enemy attacks. */
    public static final int SAFE_CHECK = KING_ATTACK + 1;
    /** A pawn that no pawn of its own can defend any more, and whose square in front an enemy pawn attacks. */
    public static final int BACKWARD = SAFE_CHECK + 1;
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
    /** A square next to the enemy king that we attack and only the king defends. */
    public static final int KING_WEAK_SQUARES = KING_STORM + 1;
    /** A pawn with a pawn of its own beside it on the same rank. */
    public static final int PAWN_PHALANX = KING_WEAK_SQUARES + 1;
    /** An enemy knight, bishop, rook or queen that one safe pawn push would attack. */
    public static final int THREAT_PAWN_PUSH = PAWN_PHALANX + 1;
    /** A knight or bishop with a pawn (of either side) right in front of it, shielded from attacks down the file. */
    public static final int MINOR_BEHIND_PAWN = THREAT_PAWN_PUSH + 1;
    /** The side to move; added after the blend, so only its middlegame value counts. */
    public static final int TEMPO = MINOR_BEHIND_PAWN + 1;
    /** The number of terms. */
    public static final int COUNT = TEMPO + 1;

    /** The single terms, {@link #DOUBLED} to {@link #TEMPO} in order, as the weights' source names them. */
    public static final List<String> SCALAR_NAMES = List.of("DOUBLED", "ISOLATED", "BISHOP_PAIR", "ROOK_OPEN_FILE",
            "ROOK_HALF_OPEN_FILE", "SHIELD_NEAR", "SHIELD_FAR", "THREAT_BY_PAWN", "THREAT_BY_MINOR", "THREAT_BY_ROOK",
            "HANGING", "PAWN_SUPPORTED", "KNIGHT_OUTPOST", "BISHOP_OUTPOST", "ROOK_ON_SEVENTH", "PASSED_BLOCKED",
            "KING_ATTACK", "SAFE_CHECK", "BACKWARD", "BISHOP_PAWNS", "KING_OPEN_FILES", "PASSED_FREE",
            "KING_STORM", "KING_WEAK_SQUARES", "PAWN_PHALANX", "THREAT_PAWN_PUSH", "MINOR_BEHIND_PAWN", "TEMPO");
    /** The piece types in {@link Piece}'s order, as the weights' source names them ({@code Piece.PAWN}, ...). */
    public static final List<String> TYPE_NAMES = List.of("PAWN", "KNIGHT", "BISHOP", "ROOK", "QUEEN", "KING");

    static final int[] MG = new int[COUNT];
    static final int[] EG = new int[COUNT];

    static {
        // BEGIN TUNED WEIGHTS (written by Tuner; edit by hand only with care)
        // Material by piece type (pawn, knight, bishop, rook, queen, king), middlegame then endgame.
        list(MATERIAL, new int[] {76, 315, 349, 438, 980, 0}, new int[] {94, 283, 327, 533, 965, 0});
        // A passed pawn, by its rank seen from its own side (index 1 = 2nd rank .. 6 = 7th).
        list(PASSED, new int[] {0, -2, -8, -3, 15, 38, 77, 0}, new int[] {0, 11, 19, 31, 54, 86, 112, 0});
        // Mobility per safe square above (or below) the normal count, by piece type.
        list(MOBILITY, new int[] {0, 6, 6, 6, 1, 0}, new int[] {0, 2, 3, 2, 6, 0});
        set(DOUBLED, -7, -12);
        set(ISOLATED, -4, -12);
        set(BISHOP_PAIR, 34, 48);
        set(ROOK_OPEN_FILE, 46, -4);
        set(ROOK_HALF_OPEN_FILE, 14, 17);
        set(SHIELD_NEAR, 19, -12);
        set(SHIELD_FAR, 15, -13);
        set(THREAT_BY_PAWN, 50, 11);
        set(THREAT_BY_MINOR, 29, 12);
        set(THREAT_BY_ROOK, 18, 4);
        set(HANGING, 20, 18);
        set(PAWN_SUPPORTED, 14, 10);
        set(KNIGHT_OUTPOST, 23, 13);
        set(BISHOP_OUTPOST, 16, 7);
        set(ROOK_ON_SEVENTH, 2, 19);
        set(PASSED_BLOCKED, -13, -18);
        set(KING_ATTACK, 3, 4);
        set(SAFE_CHECK, 26, 15);
        set(BACKWARD, -4, -15);
        set(BISHOP_PAWNS, -4, -10);
        set(KING_OPEN_FILES, -21, 0);
        set(PASSED_FREE, 2, 17);
        set(KING_STORM, -5, 6);
        set(KING_WEAK_SQUARES, 14, -4);
        set(PAWN_PHALANX, 6, 3);
        set(THREAT_PAWN_PUSH, 15, 1);
        set(MINOR_BEHIND_PAWN, 4, 4);
        set(TEMPO, 20, 10);
        // Piece-square tables, drawn as a board from White's side (rank 8 on top), middlegame then endgame.
        board(Piece.PAWN, new int[] {
               0,    0,    0,    0,    0,    0,    0,    0,
              23,   25,   23,   21,   23,   19,   16,   19,
              13,   15,   17,   14,   15,   24,    4,   13,
             -10,    3,   -3,    8,   18,    7,   -5,  -11,
             -14,  -14,   -1,   -3,    5,    1,   -6,  -23,
             -18,  -20,  -17,  -25,  -16,  -17,    4,  -18,
             -20,  -13,  -20,  -36,  -18,    4,   10,  -20,
               0,    0,    0,    0,    0,    0,    0,    0,
        }, new int[] {
               0,    0,    0,    0,    0,    0,    0,    0,
              25,   39,   30,   23,   16,   24,   26,   24,
              16,   28,    6,    0,   -8,    2,   10,    7,
               5,   10,   -5,  -18,  -22,   -8,    3,    7,
              -5,   -3,  -10,  -16,  -16,   -9,   -6,   -6,
             -15,   -7,   -8,  -19,   -4,  -12,  -22,  -16,
               1,   -8,   -5,  -14,  -12,  -10,  -19,  -11,
               0,    0,    0,    0,    0,    0,    0,    0,
        });
        board(Piece.KNIGHT, new int[] {
             -65,  -23,  -14,   -8,   -8,  -13,  -23,  -54,
             -26,  -11,    6,   13,   14,   12,  -11,  -22,
              -8,   11,   28,   35,   33,   23,   18,   -3,
               2,   16,   27,   37,   36,   38,   15,   14,
              -3,   11,   20,   22,   19,   26,   10,    3,
             -19,   10,   -1,    7,   16,   15,   12,  -11,
             -26,  -12,   -7,    5,   10,   12,    3,  -14,
             -44,  -26,   -7,   -4,  -16,  -14,  -20,  -43,
        }, new int[] {
             -48,  -20,  -12,   -5,   -7,  -12,  -22,  -42,
             -20,   -3,    8,   13,   11,    7,   -5,  -22,
             -11,   12,   25,   22,   23,   21,   11,   -9,
              -6,    5,   28,   31,   28,   23,   18,    3,
              -2,   10,   23,   31,   26,   28,   13,   -5,
             -10,   10,    5,   20,   21,    6,    2,   -8,
             -23,   -3,    0,    4,    9,   11,    1,  -23,
             -42,  -24,  -12,   -8,  -15,  -16,  -12,  -42,
        });
        board(Piece.BISHOP, new int[] {
             -19,   -8,   -8,  -10,  -10,   -8,   -8,  -18,
             -10,  -10,   -4,    1,    0,    0,    1,  -18,
             -19,    1,   12,   14,   16,    8,    1,    3,
              -4,   18,   12,   13,   17,   13,   13,  -12,
              -4,   -3,    3,   18,   12,    9,   -7,   -6,
              -2,   13,   10,    9,   14,   10,   13,   -3,
              -2,   18,    9,   -2,    4,    2,   20,   -4,
             -21,    3,   -4,   -8,   -6,  -15,   -7,  -25,
        }, new int[] {
             -12,   -8,   -5,   -1,   -5,   -5,   -5,  -12,
              -6,   -3,    0,    2,    3,    3,   -1,  -13,
              -8,    2,   10,    9,   11,    6,   -1,   -7,
               0,    5,   14,   15,   14,    2,   12,   -5,
               0,    9,   17,   19,   11,   10,    3,   -3,
              -4,    9,    6,   16,    7,   10,    4,   -5,
              -9,  -18,    0,   -1,    0,    3,   -7,   -7,
             -13,   -4,  -12,   -1,   -2,  -13,   -4,  -14,
        });
        board(Piece.ROOK, new int[] {
               4,    0,    6,    7,    7,    5,    7,    1,
               3,   14,   19,   19,   20,   19,   17,   18,
               3,    2,    5,    6,    6,    5,    5,    7,
              -8,    3,    0,    5,    2,    2,   -2,   -7,
             -20,   -6,   -1,    1,    0,   -6,   -4,  -10,
             -30,   -7,   -7,   -8,  -13,    0,   -2,  -14,
             -25,  -13,    1,   -4,    5,   -5,  -14,  -41,
              -6,   -2,    7,   15,   17,   21,  -13,   -2,
        }, new int[] {
               8,    1,    5,    7,    5,    5,    8,    3,
               9,    6,   15,   13,   13,   10,   11,   10,
              13,    3,    7,    6,    0,    8,    4,    7,
               3,    4,    5,    3,   -1,    1,    3,    3,
              -2,   -1,    6,    2,    2,    2,    2,    1,
               0,   -6,   -4,   -7,   -3,   -4,   -2,   -5,
             -10,  -11,  -10,   -6,  -12,  -11,  -13,   -9,
             -13,  -17,   -3,  -10,  -10,   -9,  -13,  -25,
        });
        board(Piece.QUEEN, new int[] {
             -10,   -9,   -8,   -2,    0,   -7,   -2,  -12,
             -23,  -27,   -2,    3,   -1,    7,   -3,   -1,
              -8,   -1,    9,    8,   14,   13,   14,   14,
              -6,   -4,    9,    1,   10,    4,    4,   11,
              -5,   -8,    6,   -4,    4,   17,    9,   -1,
             -13,   -3,    1,   11,    5,    5,   14,   -2,
              -6,    2,    4,    3,    9,    8,    9,  -11,
             -15,   -5,  -19,    8,   -3,  -13,   -4,  -17,
        }, new int[] {
             -19,  -10,  -13,   -5,   -3,  -10,   -8,  -19,
             -15,   -3,    4,    6,    4,    8,    0,   -8,
              -8,    5,   10,   11,   12,   15,   11,   -3,
              -5,    7,   11,   13,   17,    9,   10,    2,
              -8,    1,   10,   16,   15,   13,    7,   -1,
             -10,   -3,    7,   11,   10,   15,    9,   -8,
             -10,   -3,   -5,   -3,    2,    0,   -1,  -12,
             -20,  -11,  -11,   -7,   -7,  -11,  -10,  -20,
        });
        board(Piece.KING, new int[] {
             -40,  -45,  -45,  -50,  -50,  -45,  -45,  -40,
             -40,  -45,  -45,  -50,  -50,  -45,  -45,  -40,
             -40,  -45,  -45,  -50,  -50,  -45,  -45,  -40,
             -40,  -44,  -45,  -50,  -50,  -45,  -43,  -40,
             -30,  -40,  -40,  -46,  -46,  -41,  -39,  -32,
             -20,  -31,  -34,  -40,  -35,  -28,  -26,  -18,
               9,    3,  -18,  -25,  -19,  -15,    6,   21,
              12,   24,   23,    0,   26,  -26,   26,   22,
        }, new int[] {
             -51,  -35,  -25,  -20,  -20,  -23,  -35,  -51,
             -31,   -7,    2,    7,    5,    7,   -6,  -29,
             -23,    7,   17,   24,   24,   16,   14,  -23,
             -19,    6,   19,   24,   24,   19,   13,  -21,
             -25,    8,   16,   23,   33,   18,    5,  -22,
             -23,   -2,    8,   13,   15,   16,    5,  -22,
             -30,  -12,    2,   -5,   -5,    4,  -12,  -31,
             -54,  -40,  -13,  -24,  -44,  -22,  -34,  -57,
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
