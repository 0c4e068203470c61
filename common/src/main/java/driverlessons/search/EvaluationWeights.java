package driverlessons.search;

import driverlessons.chess.Piece;

import java.util.List;

/**
 * Every number of the evaluation that the tuner may change, in one place: two parallel arrays, {@link #MG} for the
 * middlegame and {@link #EG} for the endgame, indexed by a term (a constant below). {@link Evaluation} reads them
 * (through {@link PieceSquareTables} for material and squares); the tuner ({@code driverlessons.tuning}) fits them to
 * data and writes the part of this file between the two marker comments. The evaluation's shape (which terms exist, the king-attack
 * weights, the phase) stays in {@link Evaluation}.
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
        list(MATERIAL, new int[] {79, 318, 345, 438, 983, 0}, new int[] {97, 283, 321, 531, 969, 0});
        // A passed pawn, by its rank seen from its own side (index 1 = 2nd rank .. 6 = 7th).
        list(PASSED, new int[] {0, -2, -10, 5, 16, 39, 77, 0}, new int[] {0, 8, 14, 35, 63, 89, 114, 0});
        // Mobility per safe square above (or below) the normal count, by piece type.
        list(MOBILITY, new int[] {0, 6, 5, 7, 1, 0}, new int[] {0, 2, 4, 1, 7, 0});
        set(DOUBLED, -13, -16);
        set(ISOLATED, -9, -11);
        set(BISHOP_PAIR, 35, 48);
        set(ROOK_OPEN_FILE, 39, 1);
        set(ROOK_HALF_OPEN_FILE, 16, 15);
        set(SHIELD_NEAR, 23, -10);
        set(SHIELD_FAR, 20, -8);
        set(THREAT_BY_PAWN, 46, 11);
        set(THREAT_BY_MINOR, 29, 11);
        set(THREAT_BY_ROOK, 14, 3);
        set(HANGING, 16, 18);
        set(PAWN_SUPPORTED, 7, 8);
        set(KNIGHT_OUTPOST, 18, 13);
        set(BISHOP_OUTPOST, 10, 9);
        set(ROOK_ON_SEVENTH, 2, 12);
        set(PASSED_BLOCKED, -15, -19);
        set(KING_ATTACK, 2, 4);
        set(SAFE_CHECK, 27, 14);
        set(BACKWARD, -6, -12);
        set(BISHOP_PAWNS, -2, -8);
        set(KING_OPEN_FILES, -17, 0);
        set(PASSED_FREE, 0, 0);
        set(KING_STORM, 0, 0);
        set(KING_WEAK_SQUARES, 0, 0);
        set(PAWN_PHALANX, 0, 0);
        set(THREAT_PAWN_PUSH, 0, 0);
        set(MINOR_BEHIND_PAWN, 0, 0);
        set(TEMPO, 20, 10);
        // Piece-square tables, drawn as a board from White's side (rank 8 on top), middlegame then endgame.
        board(Piece.PAWN, new int[] {
               0,    0,    0,    0,    0,    0,    0,    0,
              22,   23,   24,   22,   23,   19,   17,   18,
              14,   12,   16,   13,   12,   24,    2,    9,
              -7,   -4,    0,    4,   20,   14,   -4,  -14,
             -24,  -14,   -6,    6,    3,    3,   -5,  -28,
             -11,  -15,  -24,  -17,  -16,  -24,    9,  -18,
             -19,   -7,  -18,  -37,  -24,    5,   18,  -18,
               0,    0,    0,    0,    0,    0,    0,    0,
        }, new int[] {
               0,    0,    0,    0,    0,    0,    0,    0,
              27,   37,   30,   23,   16,   25,   25,   25,
              16,   30,    4,    2,  -13,    5,   10,    3,
               4,   19,   -5,  -23,  -25,   -9,    9,    5,
              -9,   -5,   -6,   -7,  -16,  -14,   -8,   -5,
             -17,   -2,   -3,  -20,   -2,  -19,  -20,  -15,
              -1,   -5,   -4,  -12,  -13,  -15,  -23,   -8,
               0,    0,    0,    0,    0,    0,    0,    0,
        });
        board(Piece.KNIGHT, new int[] {
             -64,  -23,  -14,   -8,   -8,  -13,  -23,  -54,
             -26,  -11,    6,   12,   14,   13,  -10,  -23,
              -8,   10,   28,   36,   31,   23,   18,   -3,
               0,   13,   30,   38,   42,   39,   18,   12,
              -4,   11,   24,   14,   24,   25,   11,   -3,
             -18,    7,    1,    6,   15,   12,    9,  -10,
             -22,  -10,   -6,    2,   13,   11,    2,  -15,
             -44,  -21,   -7,   -4,  -17,  -13,  -18,  -43,
        }, new int[] {
             -48,  -20,  -12,   -6,   -7,  -12,  -22,  -42,
             -20,   -4,    8,   12,   12,    8,   -5,  -23,
             -12,   11,   26,   22,   23,   20,   10,   -9,
              -7,    6,   30,   32,   30,   23,   17,    2,
              -2,   11,   23,   30,   25,   26,   13,   -6,
             -10,    9,    4,   20,   21,    5,    1,   -7,
             -22,   -2,    0,    5,   11,   12,    1,  -22,
             -42,  -23,  -12,   -8,  -15,  -15,  -11,  -42,
        });
        board(Piece.BISHOP, new int[] {
             -20,   -8,   -8,  -10,  -10,   -8,   -8,  -17,
             -10,   -7,   -3,    1,    0,   -1,    1,  -17,
             -17,    2,   12,   15,   15,    8,    0,    1,
              -4,   17,   11,   14,   14,   11,   10,  -14,
              -4,   -2,    9,   19,   10,    8,   -8,   -4,
              -3,   13,    8,    9,   14,    8,   14,    0,
               0,   24,    5,    1,   -3,    0,   22,   -5,
             -21,    1,   -4,   -9,   -5,  -11,   -8,  -26,
        }, new int[] {
             -13,   -8,   -6,   -2,   -5,   -6,   -5,  -12,
              -7,   -3,    0,    2,    2,    2,   -1,  -12,
              -9,    2,   10,   10,   10,    3,   -1,   -7,
               0,    7,   15,   17,   15,    1,   11,   -6,
              -2,    8,   17,   21,   11,    7,    3,   -2,
              -4,    8,    7,   16,    4,   13,    3,   -5,
              -8,  -17,   -2,    0,   -3,    4,   -3,   -8,
             -12,   -5,  -10,   -3,   -1,  -14,   -3,  -15,
        });
        board(Piece.ROOK, new int[] {
               2,   -1,    6,    7,    7,    5,    6,    0,
               4,   16,   19,   19,   21,   18,   17,   17,
               4,    1,    5,    5,    5,    4,    5,    6,
              -8,    1,   -1,    4,   -1,    1,   -2,   -7,
             -20,   -8,   -2,    1,    0,   -6,   -3,   -6,
             -31,   -3,   -8,   -9,  -12,    2,   -2,  -12,
             -16,   -9,   -2,   -4,    9,   -7,  -12,  -32,
              -9,   -7,    7,   16,   18,   10,   -1,   -9,
        }, new int[] {
               7,   -1,    6,    6,    4,    4,    8,    2,
               8,    6,   16,   12,   14,    9,   11,    8,
              10,    0,    5,    5,    0,    7,    4,    6,
               4,    2,    3,    2,   -4,    0,    2,    3,
              -3,   -3,    5,    0,    1,    1,    1,    1,
              -1,   -6,   -3,   -7,   -2,   -2,   -1,   -3,
              -8,   -9,  -10,   -7,  -10,   -9,  -12,   -6,
             -10,  -19,    0,  -10,   -5,   -4,  -10,  -22,
        });
        board(Piece.QUEEN, new int[] {
             -12,   -9,   -8,   -2,    0,   -7,   -2,  -11,
             -23,  -24,    0,    3,   -1,    7,   -2,   -1,
              -6,   -1,    8,    9,   14,   12,   14,   12,
              -6,   -1,   10,    3,    9,    3,    4,   11,
              -9,   -5,    7,   -4,    5,   18,    8,   -4,
             -12,   -5,    5,    6,    6,    4,    8,   -3,
              -6,    1,    2,    7,   12,    7,   10,  -11,
             -15,   -4,  -21,   10,   -4,  -12,   -4,  -17,
        }, new int[] {
             -20,  -10,  -13,   -5,   -3,  -10,   -8,  -18,
             -15,   -3,    5,    6,    4,    7,    0,   -9,
              -8,    5,   10,   12,   12,   14,   10,   -4,
              -5,    7,   12,   14,   17,    8,    9,    2,
              -8,    2,   10,   15,   15,   13,    6,   -2,
             -10,   -3,    8,    9,   10,   14,    9,   -8,
             -10,   -3,   -2,   -1,    4,    1,    0,  -12,
             -20,  -10,  -11,   -6,   -7,  -11,  -10,  -20,
        });
        board(Piece.KING, new int[] {
             -40,  -45,  -45,  -50,  -50,  -45,  -45,  -40,
             -40,  -45,  -45,  -50,  -50,  -45,  -45,  -40,
             -40,  -45,  -45,  -50,  -50,  -45,  -45,  -40,
             -40,  -44,  -45,  -50,  -50,  -45,  -44,  -40,
             -30,  -40,  -40,  -46,  -45,  -41,  -40,  -32,
             -20,  -31,  -34,  -39,  -36,  -30,  -26,  -18,
              11,    4,  -19,  -29,  -22,  -12,    6,   19,
              14,   27,   25,    4,   32,  -21,   17,   20,
        }, new int[] {
             -50,  -35,  -25,  -20,  -20,  -23,  -35,  -50,
             -30,   -7,    3,    6,    5,    6,   -7,  -30,
             -24,    6,   16,   25,   23,   15,   12,  -24,
             -19,    7,   20,   24,   24,   19,   10,  -21,
             -25,    9,   16,   23,   35,   19,    2,  -23,
             -23,    0,    6,   14,   12,   15,    8,  -23,
             -27,  -13,    3,   -7,   -6,    4,  -15,  -30,
             -53,  -41,  -12,  -21,  -40,  -20,  -36,  -55,
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
