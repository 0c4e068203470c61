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
            "KING_ATTACK", "SAFE_CHECK", "BACKWARD", "BISHOP_PAWNS", "KING_OPEN_FILES", "PASSED_FREE",
            "KING_STORM", "KING_WEAK_SQUARES", "PAWN_PHALANX", "THREAT_PAWN_PUSH", "MINOR_BEHIND_PAWN",
            "ROOK_BEHIND_PASSED", "KING_PAWN_DISTANCE", "HANGING_PAWN", "KNIGHT_PAWNS", "ROOK_PAWNS", "TEMPO");
    /** The piece types in {@link Piece}'s order, as the weights' source names them ({@code Piece.PAWN}, ...). */
    public static final List<String> TYPE_NAMES = List.of("PAWN", "KNIGHT", "BISHOP", "ROOK", "QUEEN", "KING");

    static final int[] MG = new int[COUNT];
    static final int[] EG = new int[COUNT];

    static {
        // BEGIN TUNED WEIGHTS (written by Tuner; edit by hand only with care)
        // Material by piece type (pawn, knight, bishop, rook, queen, king), middlegame then endgame.
        list(MATERIAL, new int[] {58, 307, 342, 418, 981, 0}, new int[] {102, 294, 321, 544, 964, 0});
        // A passed pawn, by its rank seen from its own side (index 1 = 2nd rank .. 6 = 7th).
        list(PASSED, new int[] {0, -4, -10, -10, 9, 41, 80, 0}, new int[] {0, 15, 18, 27, 43, 77, 115, 0});
        // Mobility per safe square above (or below) the normal count, by piece type.
        list(MOBILITY, new int[] {0, 5, 5, 5, 1, 0}, new int[] {0, 3, 3, 3, 6, 0});
        set(DOUBLED, -2, -8);
        set(ISOLATED, -5, -10);
        set(BISHOP_PAIR, 32, 47);
        set(ROOK_OPEN_FILE, 46, -6);
        set(ROOK_HALF_OPEN_FILE, 13, 9);
        set(SHIELD_NEAR, 18, -18);
        set(SHIELD_FAR, 12, -12);
        set(THREAT_BY_PAWN, 55, 16);
        set(THREAT_BY_MINOR, 34, 11);
        set(THREAT_BY_ROOK, 29, 8);
        set(HANGING, 18, 23);
        set(PAWN_SUPPORTED, 15, 11);
        set(KNIGHT_OUTPOST, 23, 8);
        set(BISHOP_OUTPOST, 24, 10);
        set(ROOK_ON_SEVENTH, -9, 19);
        set(PASSED_BLOCKED, -7, -7);
        set(KING_ATTACK, 2, 4);
        set(SAFE_CHECK, 32, 15);
        set(BACKWARD, -8, -14);
        set(BISHOP_PAWNS, -4, -5);
        set(KING_OPEN_FILES, -17, 2);
        set(PASSED_FREE, -11, 30);
        set(KING_STORM, -5, 10);
        set(KING_WEAK_SQUARES, 20, -4);
        set(PAWN_PHALANX, 5, 6);
        set(THREAT_PAWN_PUSH, 21, 6);
        set(MINOR_BEHIND_PAWN, 5, 10);
        set(ROOK_BEHIND_PASSED, 12, 9);
        set(KING_PAWN_DISTANCE, -3, -12);
        set(HANGING_PAWN, 4, 28);
        set(KNIGHT_PAWNS, 4, 4);
        set(ROOK_PAWNS, 5, -7);
        set(TEMPO, 19, 10);
        // Piece-square tables, drawn as a board from White's side (rank 8 on top), middlegame then endgame.
        board(Piece.PAWN, new int[] {
               0,    0,    0,    0,    0,    0,    0,    0,
              26,   24,   24,   22,   23,   19,   17,   17,
              16,   13,   18,   18,   21,   29,    5,   14,
              -8,    1,    2,   10,   16,   10,    3,  -16,
             -15,  -22,   -3,    2,    3,    2,  -13,  -18,
             -20,  -24,  -18,  -24,  -18,  -24,   -3,  -20,
             -25,  -16,  -18,  -32,  -21,    0,    8,  -25,
               0,    0,    0,    0,    0,    0,    0,    0,
        }, new int[] {
               0,    0,    0,    0,    0,    0,    0,    0,
              28,   38,   31,   23,   15,   24,   27,   22,
              17,   22,    6,   -2,   -8,    6,   13,   11,
               7,    7,   -2,  -18,  -16,   -4,    2,    6,
              -2,    0,  -16,  -20,  -16,  -15,  -10,   -7,
              -8,  -11,  -13,   -9,  -12,   -9,  -24,  -11,
              -4,   -9,   -5,   -9,  -10,   -9,  -22,  -15,
               0,    0,    0,    0,    0,    0,    0,    0,
        });
        board(Piece.KNIGHT, new int[] {
             -68,  -23,  -14,   -8,   -8,  -13,  -23,  -55,
             -25,  -13,    4,   13,   14,   13,  -12,  -21,
              -8,    8,   23,   33,   33,   25,   21,   -1,
               3,   21,   25,   35,   29,   39,   20,   23,
               1,   11,   15,   17,   23,   23,   15,    7,
             -21,    1,    1,    6,   16,   14,   22,  -15,
             -29,  -12,   -4,    2,    9,    6,   -4,   -8,
             -44,  -25,   -8,   -4,  -14,  -12,  -20,  -42,
        }, new int[] {
             -49,  -20,  -12,   -5,   -7,  -12,  -22,  -42,
             -19,   -2,    8,   15,   11,    7,   -5,  -22,
             -11,   12,   23,   21,   22,   21,   11,   -6,
              -4,    9,   26,   28,   28,   23,   21,    4,
              -1,   11,   22,   31,   26,   24,   15,   -3,
              -9,    7,    8,   23,   21,    6,    4,   -5,
             -23,   -3,    0,    5,    8,    5,   -2,  -20,
             -42,  -25,  -12,   -7,  -13,  -13,  -16,  -42,
        });
        board(Piece.BISHOP, new int[] {
             -20,   -8,   -8,  -10,  -10,   -8,   -8,  -18,
             -12,  -13,   -5,   -1,   -1,   -3,    0,  -20,
             -16,    0,   10,   13,   16,    8,    1,    9,
              -7,   17,    7,   17,   17,   13,   20,  -10,
              -3,   -2,    1,   17,   13,    8,   -5,   -1,
               0,   13,   11,    2,    1,   12,   13,    2,
               0,   15,   10,    0,    2,    8,   22,   -1,
             -20,    5,   -8,   -9,   -8,  -20,   -8,  -25,
        }, new int[] {
             -12,   -7,   -5,   -1,   -5,   -5,   -5,  -12,
              -5,   -3,   -1,    2,    3,    3,   -1,  -14,
              -6,    1,   10,    9,   11,    7,    1,   -5,
               0,    4,   10,   15,   14,    2,   10,   -3,
               0,    9,   18,   19,   12,   10,    3,   -2,
              -3,    9,   10,   14,    7,    8,    4,   -4,
              -8,  -21,   -2,   -3,   -4,    1,  -11,   -8,
             -14,   -4,  -13,   -1,   -4,  -14,   -5,  -13,
        });
        board(Piece.ROOK, new int[] {
               4,    2,    6,    8,    7,    5,    7,    2,
               3,    8,   13,   20,   19,   19,   14,   16,
               2,    2,    5,   10,   10,    8,    6,    7,
              -8,    3,    3,    7,    4,    5,    2,   -6,
             -23,   -6,   -3,    1,   -1,   -2,   -2,  -13,
             -26,   -8,  -10,  -10,  -12,   -4,   -3,  -16,
             -29,  -15,   -4,   -7,    5,   -4,  -13,  -48,
              -8,   -1,    4,   12,   15,   16,  -13,   -2,
        }, new int[] {
              10,    4,    8,    9,    8,    7,   10,    5,
               7,    8,   12,   14,   13,   10,    9,    5,
              15,    5,    8,    9,    3,   10,    5,    7,
               7,    8,    9,    5,   -1,    4,    5,    6,
              -1,    1,    7,    3,    2,    4,    3,    1,
              -1,   -6,   -3,   -6,   -4,   -4,   -2,   -6,
             -13,  -13,  -11,   -8,  -16,  -11,  -14,  -12,
             -16,  -14,   -9,  -14,  -19,  -15,   -8,  -29,
        });
        board(Piece.QUEEN, new int[] {
             -15,  -10,   -7,   -2,    0,   -7,   -2,  -11,
             -23,  -34,   -6,    3,    0,    9,   -3,   -1,
              -8,   -2,    7,    9,   17,   18,   18,   17,
              -7,   -3,    6,   -1,   10,    7,    9,   13,
              -3,   -9,    4,   -7,    2,   12,   12,   -1,
             -14,    0,    1,   -4,    6,    8,   15,   -4,
             -10,   -2,    5,    5,   10,   10,   10,  -13,
             -15,   -8,   -9,    7,    2,  -13,   -4,  -15,
        }, new int[] {
             -20,  -10,  -12,   -5,   -3,  -10,   -8,  -18,
             -14,   -3,    3,    6,    5,   10,    0,   -8,
              -8,    5,   10,   12,   15,   18,   14,   -2,
              -6,    8,   11,   14,   18,   11,   13,    5,
              -8,    1,   10,   16,   14,   13,   10,    0,
             -10,   -3,    7,    9,    9,   16,    9,   -8,
             -12,   -6,   -8,   -5,   -1,   -3,   -3,  -12,
             -21,  -14,  -11,  -15,   -7,  -11,  -10,  -20,
        });
        board(Piece.KING, new int[] {
             -40,  -45,  -45,  -50,  -50,  -45,  -45,  -40,
             -40,  -45,  -45,  -50,  -50,  -45,  -45,  -40,
             -40,  -45,  -45,  -50,  -50,  -45,  -45,  -40,
             -40,  -44,  -45,  -50,  -50,  -45,  -43,  -40,
             -30,  -40,  -40,  -46,  -46,  -41,  -39,  -32,
             -21,  -31,  -34,  -38,  -35,  -28,  -26,  -22,
              12,    2,  -18,  -19,  -16,  -18,   11,   16,
               9,   25,   20,   -9,   27,  -28,   27,   19,
        }, new int[] {
             -51,  -35,  -25,  -20,  -20,  -22,  -35,  -51,
             -31,   -5,    4,    8,    5,   10,   -4,  -29,
             -21,   10,   18,   25,   24,   20,   19,  -20,
             -16,    9,   21,   24,   26,   21,   16,  -18,
             -23,    8,   13,   23,   30,   18,    5,  -20,
             -24,   -1,    8,   12,   10,    8,   -2,  -28,
             -30,  -12,    2,   -5,   -6,    5,  -10,  -37,
             -54,  -38,  -16,  -28,  -50,  -18,  -32,  -63,
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
