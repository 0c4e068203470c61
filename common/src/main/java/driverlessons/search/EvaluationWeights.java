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
        list(MATERIAL, new int[] {62, 308, 345, 423, 983, 0}, new int[] {98, 286, 324, 538, 965, 0});
        // A passed pawn, by its rank seen from its own side (index 1 = 2nd rank .. 6 = 7th).
        list(PASSED, new int[] {0, -3, -11, -9, 10, 41, 79, 0}, new int[] {0, 14, 18, 26, 46, 79, 113, 0});
        // Mobility per safe square above (or below) the normal count, by piece type.
        list(MOBILITY, new int[] {0, 5, 5, 6, 1, 0}, new int[] {0, 5, 3, 3, 7, 0});
        set(DOUBLED, -5, -8);
        set(ISOLATED, -3, -11);
        set(BISHOP_PAIR, 31, 48);
        set(ROOK_OPEN_FILE, 44, -5);
        set(ROOK_HALF_OPEN_FILE, 17, 12);
        set(SHIELD_NEAR, 19, -18);
        set(SHIELD_FAR, 11, -13);
        set(THREAT_BY_PAWN, 55, 15);
        set(THREAT_BY_MINOR, 33, 12);
        set(THREAT_BY_ROOK, 27, 7);
        set(HANGING, 21, 23);
        set(PAWN_SUPPORTED, 14, 12);
        set(KNIGHT_OUTPOST, 23, 10);
        set(BISHOP_OUTPOST, 21, 8);
        set(ROOK_ON_SEVENTH, -8, 19);
        set(PASSED_BLOCKED, -9, -10);
        set(KING_ATTACK, 3, 4);
        set(SAFE_CHECK, 30, 16);
        set(BACKWARD, -5, -14);
        set(BISHOP_PAWNS, -4, -5);
        set(KING_OPEN_FILES, -20, 1);
        set(PASSED_FREE, -7, 28);
        set(KING_STORM, -7, 10);
        set(KING_WEAK_SQUARES, 16, -5);
        set(PAWN_PHALANX, 5, 6);
        set(THREAT_PAWN_PUSH, 20, 4);
        set(MINOR_BEHIND_PAWN, 5, 9);
        set(ROOK_BEHIND_PASSED, 7, 7);
        set(KING_PAWN_DISTANCE, -2, -10);
        set(HANGING_PAWN, 5, 24);
        set(KNIGHT_PAWNS, 3, 3);
        set(ROOK_PAWNS, 4, -4);
        set(TEMPO, 21, 10);
        // Piece-square tables, drawn as a board from White's side (rank 8 on top), middlegame then endgame.
        board(Piece.PAWN, new int[] {
               0,    0,    0,    0,    0,    0,    0,    0,
              25,   25,   23,   21,   23,   19,   16,   19,
              17,   13,   16,   16,   20,   28,    4,   13,
              -8,    5,   -1,    9,   14,    5,    0,  -16,
             -15,  -18,   -3,    1,    3,    3,  -11,  -17,
             -19,  -22,  -20,  -25,  -20,  -22,    2,  -16,
             -23,  -13,  -21,  -34,  -22,    0,    7,  -21,
               0,    0,    0,    0,    0,    0,    0,    0,
        }, new int[] {
               0,    0,    0,    0,    0,    0,    0,    0,
              27,   39,   30,   23,   15,   24,   26,   23,
              15,   25,    5,   -2,   -7,    5,   12,    9,
               8,    7,   -4,  -18,  -19,   -8,    5,    5,
              -1,   -1,  -15,  -17,  -14,  -16,   -9,   -5,
             -14,  -10,  -13,  -13,  -10,   -8,  -22,  -13,
               0,   -9,   -4,  -11,  -13,   -5,  -20,  -17,
               0,    0,    0,    0,    0,    0,    0,    0,
        });
        board(Piece.KNIGHT, new int[] {
             -67,  -23,  -14,   -8,   -8,  -13,  -23,  -55,
             -25,  -13,    4,   13,   14,   13,  -11,  -21,
              -7,    9,   24,   35,   33,   24,   19,   -2,
               4,   19,   27,   37,   30,   39,   19,   19,
              -2,   11,   14,   19,   25,   26,   12,    7,
             -22,    4,    0,    6,   16,   13,   20,  -13,
             -28,  -12,   -4,    1,    4,   10,   -1,  -12,
             -44,  -25,   -7,   -4,  -14,  -12,  -22,  -43,
        }, new int[] {
             -49,  -20,  -12,   -5,   -7,  -12,  -22,  -42,
             -20,   -3,    8,   15,   11,    7,   -5,  -22,
             -10,   12,   23,   22,   22,   21,   11,   -7,
              -4,    7,   27,   30,   28,   23,   19,    3,
              -2,   11,   22,   33,   26,   25,   15,   -3,
              -9,    7,    6,   22,   19,    9,    3,   -6,
             -23,   -3,    0,    5,    5,    6,   -1,  -21,
             -42,  -26,  -12,   -8,  -13,  -13,  -16,  -42,
        });
        board(Piece.BISHOP, new int[] {
             -20,   -8,   -8,  -10,  -10,   -8,   -8,  -18,
             -12,  -12,   -4,    0,    0,   -2,    0,  -18,
             -17,   -1,   12,   14,   17,    7,    1,    8,
              -6,   15,    9,   16,   16,   13,   22,  -10,
              -2,   -3,    3,   17,   12,   10,   -6,   -4,
              -2,   11,   10,    5,    6,   11,   14,   -1,
              -1,   17,    8,    3,    3,    7,   18,   -3,
             -21,    5,   -7,   -9,   -6,  -21,   -8,  -25,
        }, new int[] {
             -12,   -8,   -5,   -1,   -5,   -5,   -5,  -12,
              -6,   -3,    0,    2,    3,    3,   -1,  -13,
              -7,    0,   11,   10,   11,    6,    1,   -5,
               0,    5,   12,   15,   14,    2,   10,   -3,
               0,    9,   17,   18,   10,   11,    3,   -1,
              -3,    9,    8,   15,    8,    7,    4,   -5,
              -9,  -20,   -2,   -3,   -1,    1,  -10,   -7,
             -14,   -4,  -13,   -1,   -3,  -13,   -5,  -14,
        });
        board(Piece.ROOK, new int[] {
               4,    1,    6,    8,    7,    5,    7,    1,
               1,   10,   15,   19,   20,   19,   15,   16,
               2,    2,    4,    8,    9,    8,    5,    7,
              -7,    3,    2,    5,    4,    4,    1,   -7,
             -24,   -6,   -1,    1,   -1,   -4,   -3,  -13,
             -28,   -6,   -9,  -10,  -14,   -2,   -3,  -16,
             -26,  -13,   -4,   -6,    4,   -4,  -14,  -45,
              -7,   -2,    6,   12,   19,   18,  -13,   -2,
        }, new int[] {
              10,    3,    7,    9,    7,    7,   10,    3,
               7,    8,   13,   14,   13,   10,   10,    7,
              13,    5,    7,    8,    2,   11,    4,    7,
               7,    7,    8,    3,   -1,    3,    3,    5,
              -1,    1,    6,    3,    1,    4,    2,    1,
               0,   -6,   -3,   -7,   -5,   -4,   -2,   -6,
             -12,  -12,  -10,   -8,  -16,  -11,  -13,  -11,
             -15,  -15,   -7,  -12,  -17,  -13,  -10,  -29,
        });
        board(Piece.QUEEN, new int[] {
             -12,  -10,   -8,   -2,    0,   -7,   -2,  -12,
             -24,  -31,   -4,    3,   -1,    9,   -3,   -1,
              -8,   -1,    8,    9,   16,   16,   16,   16,
              -6,   -2,    7,   -1,   10,    4,    8,   13,
              -4,   -9,    6,   -7,    3,   15,   10,   -2,
             -13,   -1,   -1,    0,    5,    7,   14,   -3,
              -8,    0,    1,    7,   11,    9,   12,  -12,
             -15,   -6,  -14,    7,    0,  -13,   -4,  -17,
        }, new int[] {
             -19,  -10,  -13,   -5,   -3,  -10,   -8,  -19,
             -15,   -3,    4,    6,    4,   10,    0,   -8,
              -8,    5,   10,   12,   14,   17,   13,   -3,
              -5,    8,   11,   13,   17,   10,   12,    4,
              -8,    1,   10,   16,   14,   13,    9,   -1,
             -10,   -3,    7,    9,   10,   16,    9,   -8,
             -11,   -5,   -7,   -4,    0,   -2,   -1,  -12,
             -20,  -13,  -11,  -13,   -7,  -11,  -10,  -20,
        });
        board(Piece.KING, new int[] {
             -40,  -45,  -45,  -50,  -50,  -45,  -45,  -40,
             -40,  -45,  -45,  -50,  -50,  -45,  -45,  -40,
             -40,  -45,  -45,  -50,  -50,  -45,  -45,  -40,
             -40,  -44,  -45,  -50,  -50,  -45,  -43,  -40,
             -30,  -40,  -40,  -46,  -46,  -41,  -39,  -32,
             -20,  -31,  -34,  -39,  -35,  -29,  -26,  -20,
              11,    3,  -17,  -19,  -16,  -15,    7,   15,
              10,   25,   17,   -7,   29,  -29,   30,   23,
        }, new int[] {
             -51,  -35,  -25,  -20,  -20,  -23,  -35,  -51,
             -31,   -6,    3,    7,    5,    9,   -4,  -29,
             -22,    9,   17,   24,   23,   19,   18,  -21,
             -17,    8,   20,   24,   25,   20,   15,  -19,
             -24,    8,   13,   22,   30,   17,    5,  -20,
             -23,    0,    7,   13,   11,   10,    0,  -25,
             -29,  -13,    1,   -4,   -4,    6,  -10,  -35,
             -54,  -40,  -16,  -26,  -46,  -19,  -31,  -60,
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
