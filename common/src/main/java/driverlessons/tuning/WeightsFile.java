package driverlessons.tuning;

import static driverlessons.search.EvaluationWeights.COUNT;
import static driverlessons.search.EvaluationWeights.DOUBLED;
import static driverlessons.search.EvaluationWeights.KING_DANGER;
import static driverlessons.search.EvaluationWeights.KING_DANGER_SIZE;
import static driverlessons.search.EvaluationWeights.MATERIAL;
import static driverlessons.search.EvaluationWeights.MOBILITY;
import static driverlessons.search.EvaluationWeights.PASSED;
import static driverlessons.search.EvaluationWeights.PST;
import static driverlessons.search.EvaluationWeights.SCALAR_NAMES;
import static driverlessons.search.EvaluationWeights.TYPE_NAMES;
import static driverlessons.search.EvaluationWeights.builtIn;

import driverlessons.search.EvaluationWeights;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The weights as a file: the generated part of {@code EvaluationWeights.java}, between its two marker comments.
 * The tuner writes it ({@code tune --write FILE}), the {@code match} command reads it back from any copy of that
 * class, and the tuner's report names each term. The layout of the terms belongs to
 * {@link driverlessons.search.EvaluationWeights}; this class only reads and writes it.
 */
final class WeightsFile {
    private WeightsFile() {
    }

    /**
     * Reads the weights from a copy of {@code EvaluationWeights.java} (for example the file the tuner wrote with
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
            case "KING_DANGER" -> KING_DANGER;
            default -> SCALAR_NAMES.contains(name) ? DOUBLED + SCALAR_NAMES.indexOf(name) : -1;
        };
    }

    /** Replaces the generated part of java (between its two markers) with these weights. */
    static void write(Path file, int[] mg, int[] eg) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        String begin = "// BEGIN TUNED WEIGHTS";
        String end = "        // END TUNED WEIGHTS";
        int from = text.indexOf('\n', text.indexOf(begin)) + 1;
        int to = text.indexOf(end);
        if (from <= 0 || to < from) {
            throw new IOException(file + " has no '" + begin + "' ... '" + end.trim() + "' markers");
        }
        Files.writeString(file, text.substring(0, from) + source(mg, eg) + text.substring(to),
                StandardCharsets.UTF_8);
    }

    /** The Java statements that set these weights, in the layout of java. */
    static String source(int[] mg, int[] eg) {
        StringBuilder out = new StringBuilder();
        out.append("        // Material by piece type (pawn, knight, bishop, rook, queen, king), middlegame then")
                .append(" endgame.\n");
        list(out, "MATERIAL", mg, eg, MATERIAL, 6);
        out.append("        // A passed pawn, by its rank seen from its own side (index 1 = 2nd rank .. 6 = 7th).\n");
        list(out, "PASSED", mg, eg, PASSED, 8);
        out.append("        // Mobility per safe square above (or below) the normal count, by piece type.\n");
        list(out, "MOBILITY", mg, eg, MOBILITY, 6);
        out.append("        // The danger to the enemy king, by the index that its counts add up to.\n");
        list(out, "KING_DANGER", mg, eg, KING_DANGER, KING_DANGER_SIZE);
        for (int i = 0; i < SCALAR_NAMES.size(); i++) {
            int term = DOUBLED + i;
            out.append("        set(").append(SCALAR_NAMES.get(i)).append(", ").append(mg[term])
                    .append(", ").append(eg[term]).append(");\n");
        }
        out.append("        // Piece-square tables, drawn as a board from White's side (rank 8 on top), middlegame then"
                + " endgame.\n");
        for (int type = 0; type < 6; type++) {
            out.append("        board(Piece.").append(TYPE_NAMES.get(type)).append(", new int[] {\n");
            board(out, mg, PST + 64 * type);
            out.append("        }, new int[] {\n");
            board(out, eg, PST + 64 * type);
            out.append("        });\n");
        }
        return out.toString();
    }

    private static void list(StringBuilder out, String name, int[] mg, int[] eg, int first, int count) {
        if (count <= 8) {
            out.append("        list(").append(name).append(", new int[] {").append(join(mg, first, count))
                    .append("}, new int[] {").append(join(eg, first, count)).append("});\n");
            return;
        }
        // A long list (the king danger table): twelve values a line.
        out.append("        list(").append(name).append(", new int[] {\n");
        lines(out, mg, first, count);
        out.append("        }, new int[] {\n");
        lines(out, eg, first, count);
        out.append("        });\n");
    }

    private static void lines(StringBuilder out, int[] values, int first, int count) {
        for (int from = 0; from < count; from += 12) {
            out.append("            ").append(join(values, first + from, Math.min(12, count - from))).append(",\n");
        }
    }

    private static String join(int[] values, int first, int count) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < count; i++) {
            text.append(i == 0 ? "" : ", ").append(values[first + i]);
        }
        return text.toString();
    }

    private static void board(StringBuilder out, int[] values, int first) {
        for (int rank = 0; rank < 8; rank++) {
            out.append("           ");
            for (int file = 0; file < 8; file++) {
                out.append(String.format(Locale.ROOT, " %4d,", values[first + rank * 8 + file]));
            }
            out.append('\n');
        }
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
        if (term < KING_DANGER) {
            return "mobility " + typeName(term - MOBILITY);
        }
        if (term < DOUBLED) {
            return "king danger " + (term - KING_DANGER);
        }
        return SCALAR_NAMES.get(term - DOUBLED).toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    private static String typeName(int type) {
        return TYPE_NAMES.get(type).toLowerCase(Locale.ROOT);
    }
}
