package driverlessons.search;

import driverlessons.chess.Piece;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Every number of the evaluation that the tuner may change, in one place: two parallel arrays, {@link #MG} for the
 * middlegame and {@link #EG} for the endgame, indexed by a term (a constant below). {@link Evaluation} reads them
 * (through {@link PieceSquareTables} for material and squares); {@link Tuner} fits them to data and writes the
 * part of this file between the two marker comments. The evaluation's shape (which terms exist, the king-attack
 * weights, the phase) stays in {@link Evaluation}.
 *
 * <p>The piece-square tables are drawn as a board seen from White's side, rank 8 at the top: term
 * {@code PST + 64 * type + i} is square {@code i} of that drawing (a8 = 0, h8 = 7, ..., a1 = 56, h1 = 63), so
 * White's square {@code sq} reads index {@code sq ^ 56} and Black, mirrored, reads {@code sq}.
 */
final class EvaluationWeights {
    private EvaluationWeights() {
    }

    /** Piece-square values, 64 per piece type, drawn from White's side. */
    static final int PST = 0;
    /** Material, by piece type. */
    static final int MATERIAL = PST + 6 * 64;
    /** Passed pawn, by rank from its own side (0..7). */
    static final int PASSED = MATERIAL + 6;
    /** Mobility per safe square, by piece type. */
    static final int MOBILITY = PASSED + 8;
    /** Each extra pawn on a file. */
    static final int DOUBLED = MOBILITY + 6;
    static final int ISOLATED = DOUBLED + 1;
    static final int BISHOP_PAIR = ISOLATED + 1;
    static final int ROOK_OPEN_FILE = BISHOP_PAIR + 1;
    static final int ROOK_HALF_OPEN_FILE = ROOK_OPEN_FILE + 1;
    /** An own pawn one square in front of a king on a wing (its file or the files next to it). */
    static final int SHIELD_NEAR = ROOK_HALF_OPEN_FILE + 1;
    /** The same two squares in front. */
    static final int SHIELD_FAR = SHIELD_NEAR + 1;
    /** An enemy knight, bishop, rook or queen attacked by one of our pawns. */
    static final int THREAT_BY_PAWN = SHIELD_FAR + 1;
    /** An enemy rook or queen attacked by one of our knights or bishops. */
    static final int THREAT_BY_MINOR = THREAT_BY_PAWN + 1;
    /** An enemy queen attacked by one of our rooks. */
    static final int THREAT_BY_ROOK = THREAT_BY_MINOR + 1;
    /** An enemy knight, bishop, rook or queen that we attack and nothing of theirs defends. */
    static final int HANGING = THREAT_BY_ROOK + 1;
    /** A pawn defended by a pawn of its own. */
    static final int PAWN_SUPPORTED = HANGING + 1;
    /** A knight on the 4th to 6th rank (its own side's count), defended by a pawn, that no enemy pawn can chase. */
    static final int KNIGHT_OUTPOST = PAWN_SUPPORTED + 1;
    /** The same for a bishop. */
    static final int BISHOP_OUTPOST = KNIGHT_OUTPOST + 1;
    /** A rook on the 7th rank while the enemy king is on the 8th or enemy pawns are on the 7th. */
    static final int ROOK_ON_SEVENTH = BISHOP_OUTPOST + 1;
    /** A passed pawn whose square in front is taken by a piece (any piece: the pawn cannot advance). */
    static final int PASSED_BLOCKED = ROOK_ON_SEVENTH + 1;
    /** The king attack's weight, counted linearly (the quadratic part stays fixed in {@link Evaluation}). */
    static final int KING_ATTACK = PASSED_BLOCKED + 1;
    /** A square from which one of our pieces could check the enemy king, safe from enemy attacks. */
    static final int SAFE_CHECK = KING_ATTACK + 1;
    /** The side to move; added after the blend, so only its middlegame value counts. */
    static final int TEMPO = SAFE_CHECK + 1;
    /** The number of terms. */
    static final int COUNT = TEMPO + 1;

    /** The single terms, {@link #DOUBLED} to {@link #TEMPO} in order, as the weights' source names them. */
    static final List<String> SCALAR_NAMES = List.of("DOUBLED", "ISOLATED", "BISHOP_PAIR", "ROOK_OPEN_FILE",
            "ROOK_HALF_OPEN_FILE", "SHIELD_NEAR", "SHIELD_FAR", "THREAT_BY_PAWN", "THREAT_BY_MINOR", "THREAT_BY_ROOK",
            "HANGING", "PAWN_SUPPORTED", "KNIGHT_OUTPOST", "BISHOP_OUTPOST", "ROOK_ON_SEVENTH", "PASSED_BLOCKED",
            "KING_ATTACK", "SAFE_CHECK", "TEMPO");
    /** The piece types in {@link Piece}'s order, as the weights' source names them ({@code Piece.PAWN}, ...). */
    static final List<String> TYPE_NAMES = List.of("PAWN", "KNIGHT", "BISHOP", "ROOK", "QUEEN", "KING");

    static final int[] MG = new int[COUNT];
    static final int[] EG = new int[COUNT];

    static {
        // BEGIN TUNED WEIGHTS (written by Tuner; edit by hand only with care)
        // Material by piece type (pawn, knight, bishop, rook, queen, king), middlegame then endgame.
        list(MATERIAL, new int[] {82, 319, 339, 446, 984, 0}, new int[] {97, 286, 310, 535, 970, 0});
        // A passed pawn, by its rank seen from its own side (index 1 = 2nd rank .. 6 = 7th).
        list(PASSED, new int[] {0, -1, -4, 8, 19, 40, 76, 0}, new int[] {0, 9, 14, 33, 61, 85, 118, 0});
        // Mobility per safe square above (or below) the normal count, by piece type.
        list(MOBILITY, new int[] {0, 5, 5, 7, 2, 0}, new int[] {0, 2, 5, 1, 8, 0});
        set(DOUBLED, -15, -16);
        set(ISOLATED, -10, -11);
        set(BISHOP_PAIR, 33, 44);
        set(ROOK_OPEN_FILE, 39, 5);
        set(ROOK_HALF_OPEN_FILE, 20, 16);
        set(SHIELD_NEAR, 26, -11);
        set(SHIELD_FAR, 24, -6);
        set(THREAT_BY_PAWN, 41, 9);
        set(THREAT_BY_MINOR, 27, 9);
        set(THREAT_BY_ROOK, 10, 2);
        set(HANGING, 14, 15);
        set(PAWN_SUPPORTED, 4, 6);
        set(KNIGHT_OUTPOST, 13, 9);
        set(BISHOP_OUTPOST, 6, 4);
        set(ROOK_ON_SEVENTH, 2, 9);
        set(PASSED_BLOCKED, -10, -14);
        set(KING_ATTACK, 2, 6);
        set(SAFE_CHECK, 26, 13);
        set(TEMPO, 20, 10);
        // Piece-square tables, drawn as a board from White's side (rank 8 on top), middlegame then endgame.
        board(Piece.PAWN, new int[] {
               0,    0,    0,    0,    0,    0,    0,    0,
              21,   22,   23,   23,   23,   19,   18,   18,
              10,    9,   13,   15,   12,   20,    2,    4,
              -7,   -6,   -2,    6,   20,   11,   -5,  -10,
             -23,  -13,   -8,   13,    4,    6,   -8,  -27,
             -13,  -16,  -24,  -14,  -12,  -23,    5,  -18,
             -20,   -5,  -15,  -32,  -25,   10,   16,  -16,
               0,    0,    0,    0,    0,    0,    0,    0,
        }, new int[] {
               0,    0,    0,    0,    0,    0,    0,    0,
              28,   35,   29,   24,   18,   26,   26,   27,
              15,   25,    3,    4,  -11,    5,    8,    4,
               3,   16,   -2,  -18,  -21,   -5,    9,    4,
              -9,   -8,   -6,   -6,  -15,  -12,   -8,   -5,
             -20,   -2,   -3,  -22,   -3,  -18,  -18,  -14,
              -5,   -9,   -6,  -13,  -15,  -15,  -22,   -7,
               0,    0,    0,    0,    0,    0,    0,    0,
        });
        board(Piece.KNIGHT, new int[] {
             -61,  -23,  -14,   -8,   -8,  -13,  -23,  -53,
             -25,  -10,    6,   12,   14,   11,   -9,  -23,
              -8,   12,   27,   34,   30,   22,   17,   -4,
              -1,   14,   28,   38,   42,   37,   21,    7,
              -4,   12,   23,   13,   24,   26,   12,   -5,
             -18,    4,    2,    8,   18,   12,    8,  -11,
             -23,  -10,   -3,    2,   16,   11,    0,  -17,
             -43,  -22,   -9,   -6,  -14,  -13,  -15,  -43,
        }, new int[] {
             -46,  -20,  -12,   -6,   -7,  -12,  -22,  -42,
             -20,   -4,    8,   11,   13,    8,   -4,  -23,
             -12,   10,   25,   23,   24,   18,   10,  -10,
              -7,    7,   27,   31,   31,   24,   16,   -1,
              -3,   11,   23,   29,   26,   26,   13,   -7,
             -12,    8,    6,   21,   22,    9,    2,   -8,
             -22,   -2,    2,    6,   13,   11,    0,  -22,
             -42,  -22,  -12,   -9,  -13,  -14,  -13,  -42,
        });
        board(Piece.BISHOP, new int[] {
             -20,   -8,   -8,  -10,  -10,   -8,   -8,  -18,
             -10,   -4,   -2,    1,    0,    0,    2,  -16,
             -15,    2,   11,   14,   14,    7,    0,   -1,
              -5,   16,    9,   12,   14,   10,    6,  -12,
              -7,   -2,   10,   19,   10,    8,   -5,   -6,
              -5,   12,   10,    9,   13,   12,   13,   -1,
              -2,   21,    5,    2,   -5,    2,   20,   -6,
             -20,   -2,   -1,   -8,   -6,   -6,   -8,  -24,
        }, new int[] {
             -13,   -8,   -6,   -3,   -5,   -6,   -6,  -13,
              -8,   -3,    0,    2,    2,    2,   -1,  -12,
              -8,    2,   10,   10,   10,    3,    0,   -6,
              -1,    6,   12,   14,   13,    4,    9,   -5,
              -3,    6,   14,   18,   12,    8,    3,   -2,
              -4,    6,    7,   15,    6,   11,    4,   -4,
              -8,  -13,    0,    2,   -3,    4,   -2,   -8,
             -13,   -6,   -8,   -3,   -1,  -14,   -4,  -15,
        });
        board(Piece.ROOK, new int[] {
               2,    0,    6,    7,    7,    5,    5,    0,
               7,   16,   18,   19,   20,   18,   17,   17,
               3,   -1,    4,    4,    4,    4,    3,    4,
              -8,    0,   -1,    4,   -1,   -1,   -3,   -7,
             -17,   -7,   -3,    2,    2,   -5,   -3,   -5,
             -27,   -3,   -8,   -7,   -9,    2,   -3,  -11,
             -16,   -9,   -3,   -2,    8,   -6,  -11,  -27,
             -10,   -7,    7,   15,   16,    8,    1,  -11,
        }, new int[] {
               6,    0,    6,    6,    4,    4,    7,    2,
              11,    7,   15,   12,   14,    9,   11,    9,
               7,   -1,    3,    3,   -1,    5,    3,    4,
               3,    1,    2,    1,   -4,   -1,    1,    2,
              -3,   -3,    3,    1,    1,    1,    1,    1,
              -2,   -5,   -3,   -6,   -2,   -1,   -1,   -3,
              -6,   -8,   -9,   -6,   -8,   -8,  -10,   -6,
              -9,  -18,    0,   -6,   -4,   -2,   -8,  -20,
        });
        board(Piece.QUEEN, new int[] {
             -13,   -9,   -8,   -2,    0,   -7,   -3,  -12,
             -20,  -19,    1,    4,    0,    5,   -2,   -2,
              -5,   -1,    8,    9,   13,   11,   10,    9,
              -5,    1,    9,    5,   10,    4,    4,   10,
              -6,   -3,    8,   -3,    5,   17,    6,   -4,
             -11,   -5,    5,    7,    6,    3,    9,   -2,
              -7,    2,    2,    5,   12,    7,    8,  -10,
             -16,   -5,  -19,    8,   -3,  -11,   -5,  -18,
        }, new int[] {
             -20,  -10,  -12,   -5,   -3,  -10,   -8,  -18,
             -14,   -2,    5,    6,    4,    6,    0,   -9,
              -8,    5,   10,   12,   12,   13,    9,   -5,
              -5,    7,   12,   15,   17,    8,    8,    0,
              -7,    3,   10,   15,   15,   12,    6,   -3,
             -10,   -1,    9,    9,   10,   12,    8,   -8,
             -10,   -2,    0,    1,    5,    3,    0,  -12,
             -20,  -10,  -11,   -5,   -7,  -10,  -10,  -20,
        });
        board(Piece.KING, new int[] {
             -40,  -45,  -45,  -50,  -50,  -45,  -45,  -40,
             -40,  -45,  -45,  -50,  -50,  -45,  -45,  -40,
             -40,  -45,  -45,  -50,  -50,  -45,  -45,  -40,
             -40,  -44,  -45,  -50,  -50,  -45,  -44,  -40,
             -30,  -40,  -40,  -46,  -45,  -41,  -40,  -32,
             -20,  -31,  -33,  -38,  -37,  -31,  -27,  -18,
              10,    6,  -17,  -29,  -24,  -13,    7,   18,
              16,   28,   25,    2,   29,  -21,   18,   23,
        }, new int[] {
             -50,  -35,  -25,  -20,  -20,  -23,  -35,  -50,
             -30,   -8,    2,    5,    5,    4,   -8,  -30,
             -24,    4,   15,   24,   22,   15,    8,  -25,
             -20,    7,   20,   25,   25,   18,    9,  -21,
             -24,    9,   16,   25,   34,   19,    3,  -22,
             -23,    0,    9,   16,   13,   15,    7,  -23,
             -28,  -11,    2,   -6,   -3,    2,  -17,  -28,
             -52,  -39,  -12,  -20,  -34,  -24,  -38,  -53,
        });
        // END TUNED WEIGHTS
    }

    /** The weights compiled into this class: {@code [0]} middlegame, {@code [1]} endgame. */
    private static final int[][] BUILT_IN = {MG.clone(), EG.clone()};

    /** A copy of the weights compiled into this class: {@code [0]} middlegame, {@code [1]} endgame. */
    static int[][] builtIn() {
        return new int[][] {BUILT_IN[0].clone(), BUILT_IN[1].clone()};
    }

    /**
     * Makes the evaluation use these weights from now on ({@code [0]} middlegame, {@code [1]} endgame), for every
     * search in this JVM: a tool that compares two sets of weights (the {@code match} command) switches them
     * before each move. Not for the engines, which only ever use the built-in ones.
     */
    static void use(int[][] weights) {
        System.arraycopy(weights[0], 0, MG, 0, COUNT);
        System.arraycopy(weights[1], 0, EG, 0, COUNT);
        PieceSquareTables.build();
    }

    /**
     * Reads the weights from a copy of this class's source (for example the file the tuner wrote with
     * {@code --write}, or {@code git show BRANCH:.../EvaluationWeights.java}): the {@code list}, {@code set} and
     * {@code board} statements between the two marker comments. Terms the file does not set keep their built-in
     * value.
     */
    static int[][] read(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        int from = text.indexOf("// BEGIN TUNED WEIGHTS");
        int to = text.indexOf("// END TUNED WEIGHTS");
        if (from < 0 || to < from) {
            throw new IOException(file + " has no BEGIN/END TUNED WEIGHTS markers");
        }
        String block = text.substring(from, to).replaceAll("//[^\n]*", "");
        int[][] weights = builtIn();
        Matcher statement = Pattern.compile("(list|set|board)\\(\\s*(?:Piece\\.)?(\\w+)([^;]*)\\);").matcher(block);
        while (statement.find()) {
            int[] numbers = Pattern.compile("-?\\d+").matcher(statement.group(3)).results()
                    .mapToInt(m -> Integer.parseInt(m.group())).toArray();
            int first = firstTerm(statement.group(1), statement.group(2));
            if (first < 0 || numbers.length % 2 != 0 || first + numbers.length / 2 > COUNT) {
                throw new IOException(file + ": cannot read '" + statement.group().trim() + "'");
            }
            int half = numbers.length / 2;
            System.arraycopy(numbers, 0, weights[0], first, half);
            System.arraycopy(numbers, half, weights[1], first, half);
        }
        return weights;
    }

    private static int firstTerm(String kind, String name) {
        if (kind.equals("board")) {
            int type = TYPE_NAMES.indexOf(name);
            return type < 0 ? -1 : PST + 64 * type;
        }
        return switch (name) {
            case "MATERIAL" -> MATERIAL;
            case "PASSED" -> PASSED;
            case "MOBILITY" -> MOBILITY;
            default -> SCALAR_NAMES.contains(name) ? DOUBLED + SCALAR_NAMES.indexOf(name) : -1;
        };
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

    /** The name of a term, for the tuner's report: "knight e4", "material rook", "bishop pair", ... */
    static String name(int term) {
        if (term < MATERIAL) {
            int sq = (term - PST) % 64;
            return typeName((term - PST) / 64) + " " + (char) ('a' + sq % 8) + (8 - sq / 8);
        }
        if (term < PASSED) {
            return "material " + typeName(term - MATERIAL);
        }
        if (term < MOBILITY) {
            return "passed rank " + (term - PASSED + 1);
        }
        if (term < DOUBLED) {
            return "mobility " + typeName(term - MOBILITY);
        }
        return SCALAR_NAMES.get(term - DOUBLED).toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    private static String typeName(int type) {
        return TYPE_NAMES.get(type).toLowerCase(Locale.ROOT);
    }
}
