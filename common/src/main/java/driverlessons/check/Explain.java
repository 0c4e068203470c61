package driverlessons.check;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * {@code check --explain NAME}: what a scenario demands, how the examiner tests it, the mistake that fails it, and
 * the README that teaches it, in the words of {@code common/docs/check.md} (packed into the jar: the docs and the
 * tool say it once).
 */
final class Explain {
    private Explain() {
    }

    /** Prints the explanation of scenario {@code name}; false when there is no such scenario. */
    static boolean print(String name, PrintStream out) {
        Scenario scenario = Scenarios.all().stream().filter(s -> s.name().equals(name)).findFirst().orElse(null);
        if (scenario == null) {
            return false;
        }
        out.println(name + " (" + ReportCard.lessonTitle(scenario.lesson()) + ")");
        out.println("  demands: " + scenario.demand());
        List<String> cells = row(name);
        if (cells != null && cells.size() >= 4) {
            out.println("  the spec: " + plain(cells.get(1)));
            out.println("  how it is tested: " + plain(cells.get(2)));
            out.println("  the usual mistake (the faulty engine that fails it): " + plain(cells.get(3)));
        }
        out.println("  read: " + ReportCard.readme(scenario.lesson()) + "; common/docs/check.md, section \""
                + ReportCard.lessonTitle(scenario.lesson()).replaceFirst("^Robustness.*", "Robustness") + "\"");
        return true;
    }

    /** The cells of the scenario's row in check.md's tables, or null. */
    static List<String> row(String name) {
        try (InputStream in = Explain.class.getResourceAsStream("check.md")) {
            if (in == null) {
                return null;
            }
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.startsWith("| `" + name + "` |")) {
                    String[] cells = line.substring(1, line.length() - (line.endsWith("|") ? 1 : 0)).split(" \\| ");
                    return List.of(cells).stream().map(String::strip).toList();
                }
            }
        } catch (IOException e) {
            return null;
        }
        return null;
    }

    /** Markdown made plain: no backticks. */
    private static String plain(String cell) {
        return cell.replace("`", "");
    }
}
