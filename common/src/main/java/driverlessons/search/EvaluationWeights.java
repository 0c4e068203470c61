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
    /** The side to move; added after the blend, so only its middlegame value counts. */
    static final int TEMPO = PAWN_SUPPORTED + 1;
    /** The number of terms. */
    static final int COUNT = TEMPO + 1;

    /** The single terms, {@link #DOUBLED} to {@link #TEMPO} in order, as the weights' source names them. */
    static final List<String> SCALAR_NAMES = List.of("DOUBLED", "ISOLATED", "BISHOP_PAIR", "ROOK_OPEN_FILE",
            "ROOK_HALF_OPEN_FILE", "SHIELD_NEAR", "SHIELD_FAR", "THREAT_BY_PAWN", "THREAT_BY_MINOR", "THREAT_BY_ROOK",
            "HANGING", "PAWN_SUPPORTED", "TEMPO");
    /** The piece types in {@link Piece}'s order, as the weights' source names them ({@code Piece.PAWN}, ...). */
    static final List<String> TYPE_NAMES = List.of("PAWN", "KNIGHT", "BISHOP", "ROOK", "QUEEN", "KING");

    static final int[] MG = new int[COUNT];
    static final int[] EG = new int[COUNT];

    static {
        // BEGIN TUNED WEIGHTS (written by Tuner; edit by hand only with care)
        // Material by piece type (pawn, knight, bishop, rook, queen, king), middlegame then endgame.
        list(MATERIAL, new int[] {83, 321, 341, 454, 982, 0}, new int[] {102, 291, 314, 535, 967, 0});
        // A passed pawn, by its rank seen from its own side (index 1 = 2nd rank .. 6 = 7th).
        list(PASSED, new int[] {0, 2, 1, 10, 22, 43, 77, 0}, new int[] {0, 9, 13, 30, 57, 86, 127, 0});
        // Mobility per safe square above (or below) the normal count, by piece type.
        list(MOBILITY, new int[] {0, 5, 6, 8, 3, 0}, new int[] {0, 3, 6, 2, 10, 0});
        set(DOUBLED, -14, -18);
        set(ISOLATED, -12, -11);
        set(BISHOP_PAIR, 34, 47);
        set(ROOK_OPEN_FILE, 36, 9);
        set(ROOK_HALF_OPEN_FILE, 20, 15);
        set(SHIELD_NEAR, 24, -6);
        set(SHIELD_FAR, 21, -3);
        set(THREAT_BY_PAWN, 29, 6);
        set(THREAT_BY_MINOR, 19, 6);
        set(THREAT_BY_ROOK, 5, 1);
        set(HANGING, 13, 11);
        set(PAWN_SUPPORTED, 3, 4);
        set(TEMPO, 19, 10);
        // Piece-square tables, drawn as a board from White's side (rank 8 on top), middlegame then endgame.
        board(Piece.PAWN, new int[] {
               0,    0,    0,    0,    0,    0,    0,    0,
              20,   21,   21,   24,   24,   19,   19,   19,
               5,    7,   11,   17,   15,   15,    3,    2,
              -8,   -7,   -2,    6,   16,    7,   -5,  -10,
             -22,  -12,   -6,   13,    5,    3,  -11,  -23,
             -11,  -14,  -17,  -12,  -10,  -23,    2,  -16,
             -19,   -5,  -12,  -27,  -26,   10,   12,  -15,
               0,    0,    0,    0,    0,    0,    0,    0,
        }, new int[] {
               0,    0,    0,    0,    0,    0,    0,    0,
              30,   33,   28,   25,   22,   26,   29,   29,
              14,   19,    5,    5,   -3,    6,   10,    8,
               2,    9,   -3,  -13,  -15,   -4,    5,    3,
              -9,   -9,   -8,   -8,  -14,  -11,   -7,   -7,
             -19,   -6,   -7,  -19,   -6,  -17,  -16,  -14,
              -8,  -11,   -9,  -13,  -14,  -14,  -19,   -9,
               0,    0,    0,    0,    0,    0,    0,    0,
        });
        board(Piece.KNIGHT, new int[] {
             -57,  -23,  -13,   -8,   -8,  -13,  -23,  -53,
             -24,   -9,    7,   12,   13,    9,   -8,  -23,
              -8,   12,   25,   31,   29,   22,   15,   -6,
              -2,   15,   28,   38,   40,   33,   21,    2,
              -3,   12,   23,   18,   26,   25,   12,   -4,
             -17,    5,    6,   12,   17,   13,    7,  -12,
             -23,   -9,    1,    6,   15,    9,   -4,  -20,
             -43,  -22,  -11,   -7,  -11,  -13,  -16,  -43,
        }, new int[] {
             -44,  -21,  -12,   -7,   -7,  -12,  -22,  -42,
             -21,   -3,    8,   12,   13,    8,   -3,  -22,
             -12,    9,   22,   23,   24,   18,    9,  -11,
              -7,   10,   25,   31,   30,   24,   15,   -4,
              -5,   12,   23,   28,   27,   25,   13,   -7,
             -12,    8,   10,   22,   22,   12,    5,  -10,
             -22,   -2,    5,    9,   13,   10,   -1,  -22,
             -42,  -22,  -12,   -8,  -10,  -13,  -17,  -42,
        });
        board(Piece.BISHOP, new int[] {
             -19,   -8,   -8,   -9,   -9,   -8,   -8,  -18,
              -9,   -1,    0,    2,    1,    1,    2,  -12,
             -12,    2,    9,   13,   13,    7,    1,   -4,
              -6,   12,    8,   13,   14,    9,    6,  -10,
              -8,    0,   12,   17,   12,    9,   -2,   -7,
              -7,   12,   11,   11,   12,   12,   13,   -4,
              -5,   18,    4,    4,   -2,    2,   18,   -7,
             -19,   -5,   -4,   -8,   -7,   -7,   -8,  -21,
        }, new int[] {
             -13,   -8,   -6,   -3,   -4,   -6,   -7,  -13,
              -8,   -2,    1,    3,    3,    2,   -1,  -10,
              -7,    2,    9,   10,   10,    5,    1,   -6,
              -2,    5,   11,   13,   12,    7,    7,   -4,
              -3,    5,   12,   15,   12,    9,    3,   -3,
              -5,    4,    7,   13,    8,    9,    3,   -5,
              -8,   -7,    1,    3,    0,    3,   -1,   -8,
             -13,   -7,   -7,   -3,   -2,  -10,   -6,  -14,
        });
        board(Piece.ROOK, new int[] {
               2,    1,    6,    7,    7,    5,    3,    1,
              10,   17,   18,   18,   19,   18,   17,   15,
               0,   -2,    3,    3,    3,    3,    0,    1,
              -8,   -2,   -2,    3,    0,   -2,   -3,   -7,
             -13,   -5,   -3,    2,    2,   -4,   -3,   -6,
             -19,   -3,   -6,   -3,   -4,    0,   -3,  -10,
             -15,   -9,   -3,    0,    5,   -5,  -10,  -21,
             -11,   -6,    6,   14,   13,    7,    0,  -12,
        }, new int[] {
               5,    2,    5,    5,    4,    4,    6,    3,
              11,    8,   13,   11,   12,    9,   10,   10,
               3,   -1,    1,    1,   -1,    2,    1,    2,
               1,    0,    0,    0,   -3,   -1,    0,    1,
              -2,   -2,    1,    0,    0,    0,    0,    0,
              -2,   -3,   -2,   -4,   -2,   -1,   -1,   -2,
              -6,   -7,   -7,   -6,   -7,   -7,   -8,   -6,
              -8,  -13,    0,   -3,   -2,   -1,   -7,  -15,
        });
        board(Piece.QUEEN, new int[] {
             -15,   -8,   -7,   -2,   -1,   -7,   -5,  -14,
             -14,  -11,    2,    4,    2,    4,   -2,   -4,
              -6,    1,    8,    9,   11,   10,    7,    2,
              -4,    2,    9,    6,    9,    6,    4,    7,
              -5,    0,    8,    2,    7,   13,    5,   -3,
              -9,   -3,    6,    7,    6,    5,    7,   -4,
              -7,    2,    2,    4,    9,    5,    5,   -9,
             -17,   -6,  -14,    7,   -3,   -9,   -6,  -18,
        }, new int[] {
             -20,  -10,  -11,   -5,   -4,  -10,   -9,  -19,
             -12,   -1,    5,    6,    5,    6,    0,   -9,
              -9,    5,   10,   11,   11,   12,    7,   -7,
              -5,    6,   11,   15,   16,    9,    7,   -2,
              -6,    4,   10,   15,   15,   11,    6,   -4,
             -10,    2,    9,    9,   10,   11,    7,   -9,
             -10,   -1,    2,    3,    5,    4,    0,  -11,
             -20,  -10,  -11,   -5,   -6,  -10,  -10,  -20,
        });
        board(Piece.KING, new int[] {
             -40,  -45,  -45,  -50,  -50,  -45,  -45,  -40,
             -40,  -45,  -45,  -50,  -50,  -45,  -45,  -40,
             -40,  -45,  -45,  -50,  -50,  -45,  -45,  -40,
             -40,  -45,  -45,  -50,  -50,  -45,  -44,  -40,
             -30,  -40,  -40,  -46,  -45,  -41,  -40,  -31,
             -20,  -31,  -32,  -37,  -37,  -31,  -28,  -19,
              10,    8,  -14,  -27,  -24,  -14,    8,   15,
              18,   30,   21,   -4,   22,  -18,   23,   23,
        }, new int[] {
             -50,  -35,  -25,  -20,  -20,  -24,  -35,  -50,
             -30,   -9,    1,    5,    5,    2,   -9,  -30,
             -24,    2,   15,   22,   21,   15,    4,  -25,
             -20,    6,   20,   27,   27,   19,    7,  -21,
             -22,    7,   18,   27,   32,   19,    4,  -21,
             -24,    0,   12,   18,   16,   15,    5,  -24,
             -29,  -13,    1,   -3,   -2,    1,  -16,  -28,
             -51,  -37,  -17,  -20,  -27,  -26,  -38,  -51,
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
