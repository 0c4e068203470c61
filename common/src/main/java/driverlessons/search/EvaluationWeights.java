package driverlessons.search;

import driverlessons.chess.Piece;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
    /** The side to move; added after the blend, so only its middlegame value counts. */
    static final int TEMPO = SHIELD_FAR + 1;
    /** The number of terms. */
    static final int COUNT = TEMPO + 1;

    static final int[] MG = new int[COUNT];
    static final int[] EG = new int[COUNT];

    static {
        // BEGIN TUNED WEIGHTS (written by Tuner; edit by hand only with care)
        // Material by piece type (pawn, knight, bishop, rook, queen, king), middlegame then endgame.
        list(MATERIAL, new int[] {85, 325, 340, 460, 980, 0}, new int[] {110, 300, 320, 530, 960, 0});
        // A passed pawn, by its rank seen from its own side (index 1 = 2nd rank .. 6 = 7th).
        list(PASSED, new int[] {0, 5, 10, 15, 30, 50, 80, 0}, new int[] {0, 10, 15, 30, 55, 90, 140, 0});
        // Mobility per safe square above (or below) the normal count, by piece type.
        list(MOBILITY, new int[] {0, 4, 5, 2, 1, 0}, new int[] {0, 4, 5, 4, 2, 0});
        set(DOUBLED, -10, -20);
        set(ISOLATED, -10, -12);
        set(BISHOP_PAIR, 30, 50);
        set(ROOK_OPEN_FILE, 25, 10);
        set(ROOK_HALF_OPEN_FILE, 12, 6);
        set(SHIELD_NEAR, 12, 0);
        set(SHIELD_FAR, 6, 0);
        set(TEMPO, 10, 10);
        // Piece-square tables, drawn as a board from White's side (rank 8 on top), middlegame then endgame.
        board(Piece.PAWN, new int[] {
               0,    0,    0,    0,    0,    0,    0,    0,
              30,   30,   30,   35,   35,   30,   30,   30,
              10,   15,   20,   30,   30,   20,   15,   10,
               0,    5,   10,   22,   22,   10,    5,    0,
              -5,    0,    8,   18,   18,    5,    0,   -5,
              -5,    0,    0,    5,    5,   -5,    0,   -5,
              -5,    5,    5,  -15,  -15,   10,   10,   -5,
               0,    0,    0,    0,    0,    0,    0,    0,
        }, new int[] {
               0,    0,    0,    0,    0,    0,    0,    0,
              45,   45,   40,   40,   40,   40,   45,   45,
              25,   25,   20,   20,   20,   20,   25,   25,
              12,   12,   10,   10,   10,   10,   12,   12,
               5,    5,    3,    3,    3,    3,    5,    5,
               0,    0,    0,    0,    0,    0,    0,    0,
               0,    0,    0,    0,    0,    0,    0,    0,
               0,    0,    0,    0,    0,    0,    0,    0,
        });
        board(Piece.KNIGHT, new int[] {
             -60,  -30,  -20,  -15,  -15,  -20,  -30,  -60,
             -30,  -15,    0,    5,    5,    0,  -15,  -30,
             -15,    5,   15,   20,   20,   15,    5,  -15,
             -10,   10,   20,   25,   25,   20,   10,  -10,
             -10,    5,   15,   20,   20,   15,    5,  -10,
             -20,    0,   10,   10,   10,   10,    0,  -20,
             -30,  -15,    0,    5,    5,    0,  -15,  -30,
             -50,  -25,  -20,  -15,  -15,  -20,  -25,  -50,
        }, new int[] {
             -50,  -30,  -20,  -15,  -15,  -20,  -30,  -50,
             -30,  -10,    0,    5,    5,    0,  -10,  -30,
             -20,    0,   10,   15,   15,   10,    0,  -20,
             -15,    5,   15,   20,   20,   15,    5,  -15,
             -15,    5,   15,   20,   20,   15,    5,  -15,
             -20,    0,   10,   15,   15,   10,    0,  -20,
             -30,  -10,    0,    5,    5,    0,  -10,  -30,
             -50,  -30,  -20,  -15,  -15,  -20,  -30,  -50,
        });
        board(Piece.BISHOP, new int[] {
             -20,  -10,  -10,  -10,  -10,  -10,  -10,  -20,
             -10,    0,    0,    0,    0,    0,    0,  -10,
             -10,    0,    5,   10,   10,    5,    0,  -10,
             -10,    5,    5,   12,   12,    5,    5,  -10,
             -10,    0,   12,   12,   12,   12,    0,  -10,
             -10,   10,   10,   10,   10,   10,   10,  -10,
             -10,   12,    0,    5,    5,    0,   12,  -10,
             -20,  -10,  -15,  -10,  -10,  -15,  -10,  -20,
        }, new int[] {
             -15,  -10,   -8,   -5,   -5,   -8,  -10,  -15,
             -10,   -3,    0,    2,    2,    0,   -3,  -10,
              -8,    0,    5,    8,    8,    5,    0,   -8,
              -5,    2,    8,   10,   10,    8,    2,   -5,
              -5,    2,    8,   10,   10,    8,    2,   -5,
              -8,    0,    5,    8,    8,    5,    0,   -8,
             -10,   -3,    0,    2,    2,    0,   -3,  -10,
             -15,  -10,   -8,   -5,   -5,   -8,  -10,  -15,
        });
        board(Piece.ROOK, new int[] {
               5,    5,    8,   10,   10,    8,    5,    5,
              15,   20,   20,   20,   20,   20,   20,   15,
               0,    0,    5,    5,    5,    5,    0,    0,
              -5,    0,    0,    5,    5,    0,    0,   -5,
              -5,    0,    0,    5,    5,    0,    0,   -5,
              -5,    0,    0,    5,    5,    0,    0,   -5,
             -10,   -5,    0,    5,    5,    0,   -5,  -10,
              -5,    0,    5,   10,   10,    8,    0,   -5,
        }, new int[] {
               5,    5,    5,    5,    5,    5,    5,    5,
              10,   10,   10,   10,   10,   10,   10,   10,
               0,    0,    0,    0,    0,    0,    0,    0,
               0,    0,    0,    0,    0,    0,    0,    0,
               0,    0,    0,    0,    0,    0,    0,    0,
               0,    0,    0,    0,    0,    0,    0,    0,
              -5,   -5,   -5,   -5,   -5,   -5,   -5,   -5,
              -5,   -5,    0,    0,    0,    0,   -5,   -5,
        });
        board(Piece.QUEEN, new int[] {
             -20,  -10,  -10,   -5,   -5,  -10,  -10,  -20,
             -10,   -5,    0,    0,    0,    0,   -5,  -10,
             -10,    0,    5,    5,    5,    5,    0,  -10,
              -5,    0,    5,    5,    5,    5,    0,   -5,
              -5,    0,    5,    5,    5,    5,    0,   -5,
             -10,    0,    5,    5,    5,    5,    0,  -10,
             -10,    0,    3,    0,    0,    0,    0,  -10,
             -20,  -10,  -10,    0,   -5,  -10,  -10,  -20,
        }, new int[] {
             -20,  -10,  -10,   -5,   -5,  -10,  -10,  -20,
             -10,    0,    5,    5,    5,    5,    0,  -10,
             -10,    5,   10,   10,   10,   10,    5,  -10,
              -5,    5,   10,   15,   15,   10,    5,   -5,
              -5,    5,   10,   15,   15,   10,    5,   -5,
             -10,    5,   10,   10,   10,   10,    5,  -10,
             -10,    0,    5,    5,    5,    5,    0,  -10,
             -20,  -10,  -10,   -5,   -5,  -10,  -10,  -20,
        });
        board(Piece.KING, new int[] {
             -40,  -45,  -45,  -50,  -50,  -45,  -45,  -40,
             -40,  -45,  -45,  -50,  -50,  -45,  -45,  -40,
             -40,  -45,  -45,  -50,  -50,  -45,  -45,  -40,
             -40,  -45,  -45,  -50,  -50,  -45,  -45,  -40,
             -30,  -40,  -40,  -45,  -45,  -40,  -40,  -30,
             -20,  -30,  -30,  -35,  -35,  -30,  -30,  -20,
              10,   10,  -10,  -20,  -20,  -10,   10,   10,
              20,   30,   10,  -10,    0,  -10,   30,   20,
        }, new int[] {
             -50,  -35,  -25,  -20,  -20,  -25,  -35,  -50,
             -30,  -10,    0,    5,    5,    0,  -10,  -30,
             -25,    0,   15,   20,   20,   15,    0,  -25,
             -20,    5,   20,   30,   30,   20,    5,  -20,
             -20,    5,   20,   30,   30,   20,    5,  -20,
             -25,    0,   15,   20,   20,   15,    0,  -25,
             -30,  -15,    0,    0,    0,    0,  -15,  -30,
             -50,  -35,  -25,  -20,  -20,  -25,  -35,  -50,
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
            int type = List.of("PAWN", "KNIGHT", "BISHOP", "ROOK", "QUEEN", "KING").indexOf(name);
            return type < 0 ? -1 : PST + 64 * type;
        }
        return switch (name) {
            case "MATERIAL" -> MATERIAL;
            case "PASSED" -> PASSED;
            case "MOBILITY" -> MOBILITY;
            case "DOUBLED" -> DOUBLED;
            case "ISOLATED" -> ISOLATED;
            case "BISHOP_PAIR" -> BISHOP_PAIR;
            case "ROOK_OPEN_FILE" -> ROOK_OPEN_FILE;
            case "ROOK_HALF_OPEN_FILE" -> ROOK_HALF_OPEN_FILE;
            case "SHIELD_NEAR" -> SHIELD_NEAR;
            case "SHIELD_FAR" -> SHIELD_FAR;
            case "TEMPO" -> TEMPO;
            default -> -1;
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

    /** The name of a term, for the tuner's report. */
    static String name(int term) {
        String[] types = {"pawn", "knight", "bishop", "rook", "queen", "king"};
        if (term < MATERIAL) {
            int sq = (term - PST) % 64;
            return types[(term - PST) / 64] + " " + (char) ('a' + sq % 8) + (8 - sq / 8);
        }
        if (term < PASSED) {
            return "material " + types[term - MATERIAL];
        }
        if (term < MOBILITY) {
            return "passed rank " + (term - PASSED + 1);
        }
        if (term < DOUBLED) {
            return "mobility " + types[term - MOBILITY];
        }
        String[] names = {"doubled", "isolated", "bishop pair", "rook open file", "rook half-open file",
            "shield near", "shield far", "tempo"};
        return names[term - DOUBLED];
    }
}
