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
            out.println("  the protocol asks (in short): " + plain(cells.get(1)));
            out.println("  how it is tested: " + plain(cells.get(2)));
            out.println("  the usual mistakes (the examiner's own faulty engines make them, and must fail): "
                    + plain(FAULT.matcher(cells.get(3)).replaceAll(m -> m.group(1).replace('-', ' '))));
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

    /** A faulty engine's name in check.md ({@code `hit-restarts-search`}): read as words, it names the mistake. */
    private static final java.util.regex.Pattern FAULT = java.util.regex.Pattern.compile(
            "`([a-z0-9]+(?:-[a-z0-9]+)+)`");

    /** Markdown made plain: no backticks. */
    private static String plain(String cell) {
        return cell.replace("`", "");
    }
}
