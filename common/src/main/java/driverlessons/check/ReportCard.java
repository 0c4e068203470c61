package driverlessons.check;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The examiner's report: a card on the terminal (a table per lesson, each scenario a line, a failure with its
 * reason and the transcript lines that show it; colour only on a terminal), a JSON file for programs, and the
 * transcripts of every scenario for reading afterwards.
 */
public final class ReportCard {
    private static final String RESET = "\u001b[0m";
    private static final String GREEN = "\u001b[32m";
    private static final String RED = "\u001b[1;31m";
    private static final String YELLOW = "\u001b[33m";
    private static final String DIM = "\u001b[2m";
    private static final String BOLD = "\u001b[1m";

    private final PrintStream out;
    private final boolean colour;
    private int lessonShown = -1;
    private final java.util.Set<String> warnedOfLeftovers = new java.util.HashSet<>();

    public ReportCard(PrintStream out, boolean colour) {
        this.out = out;
        this.colour = colour;
    }

    /** The heading of a lesson's scenarios. */
    public static String lessonTitle(int lesson) {
        return switch (lesson) {
            case 1 -> "Lesson 1: the minimal driver";
            case 2 -> "Lesson 2: time control";
            case 3 -> "Lesson 3: pondering";
            case 4 -> "Lesson 4: analysis";
            case 5 -> "Lesson 5: the full protocol";
            default -> "Robustness: hostile input";
        };
    }

    /** The README that teaches a lesson's layer. */
    public static String readme(int lesson) {
        return switch (lesson) {
            case 1 -> "lesson01-minimal/README.md";
            case 2 -> "lesson02-time-control/README.md";
            case 3 -> "lesson03-pondering/README.md";
            case 4 -> "lesson04-analysis/README.md";
            case 5 -> "lesson05-full/README.md";
            default -> "lesson05-full/README.md (bad input: every lesson's fuzz test)";
        };
    }

    /** What each lesson adds, in a line (as the root README's table says it). */
    public static String layer(int lesson) {
        return switch (lesson) {
            case 1 -> "the loop: new, go, force, moves, protover and feature, setboard, ping, undo, remove, result,"
                    + " quit";
            case 2 -> "the clock: level, st, sd, time and otim, and a search that stops in time";
            case 3 -> "pondering: hard and easy, a search that input can stop, ponder hit and miss, hint";
            case 4 -> "analysis: analyze, exit, '.' and stat01, an analysis that follows every change of position";
            default -> "the full protocol: commands during every search, ?, pause, protocol 1, playother, SAN, nps,"
                    + " memory, cores, options, exclude, setscore, draws, bk";
        };
    }

    /** Prints the engine's heading once, before the first outcome. */
    public void heading(List<String> command, int scenarios) {
        heading(command, scenarios, null);
    }

    /** The heading, naming the stage when the run is one ("lesson 3's stage"). */
    public void heading(List<String> command, int scenarios, String stage) {
        out.println(paint(BOLD, "check: " + String.join(" ", command)) + " (" + (stage == null ? "" : stage + ": ")
                + scenarios + " scenarios)");
    }

    /** Between a stage and its regression: the earlier lessons' scenarios come next. */
    public void regression(int lesson, int scenarios) {
        lessonShown = -1;
        out.println();
        out.println(paint(BOLD, "Lesson " + lesson + "'s own scenarios pass. Regression: "
                + (lesson > 1 ? "lessons 1.." + (lesson - 1) + " and " : "") + "robustness (" + scenarios
                + " scenarios)"));
    }

    /** The end of a stage: what passed, and what to read next. */
    public void stageEnd(int lesson, boolean passed, boolean regressionRun) {
        if (!regressionRun) {
            out.println("Lesson " + lesson + "'s stage has a FAIL: fix it first (the earlier lessons were not"
                    + " examined; --all examines everything at once).");
        } else if (!passed) {
            out.println("Lesson " + lesson + "'s own scenarios pass, but the regression has a FAIL: an earlier"
                    + " lesson's layer, or the robustness row, broke (its table above says which).");
        } else if (lesson < 5) {
            out.println(paint(GREEN, "Lesson " + lesson + " passed, and the earlier lessons still do.") + " next:"
                    + " lesson " + (lesson + 1) + ", " + layer(lesson + 1) + " (" + readme(lesson + 1) + ")");
        } else {
            out.println(paint(GREEN, "Lesson 5 passed, and the earlier lessons still do: the whole protocol."));
        }
        out.flush();
    }

    /** Prints one outcome as it comes (the lesson's heading first when it is the lesson's first). */
    public void print(Outcome outcome) {
        Scenario scenario = outcome.scenario();
        if (scenario.lesson() != lessonShown) {
            lessonShown = scenario.lesson();
            out.println();
            out.println(paint(BOLD, lessonTitle(lessonShown)));
        }
        String label = String.format("%-4s", outcome.verdict().label());
        String verdict = switch (outcome.verdict()) {
            case PASS -> paint(GREEN, label);
            case WARN -> paint(YELLOW, label);
            case FAIL -> paint(RED, label);
            case NOT_AVAILABLE, NOT_JUDGED -> paint(DIM, label);
        };
        out.printf(Locale.ROOT, "  %s %-26s %s %s%n", verdict, scenario.name(), scenario.demand(),
                paint(DIM, String.format(Locale.ROOT, "(%.1f s)", outcome.seconds())));
        if (outcome.reason() != null) {
            String reason = shown(outcome.reason());
            out.println("         " + (outcome.verdict() == Outcome.Verdict.FAIL ? paint(RED, reason) : reason));
        }
        if (outcome.verdict() == Outcome.Verdict.FAIL || outcome.verdict() == Outcome.Verdict.WARN) {
            out.println("         " + paint(DIM, "read: " + readme(scenario.lesson()) + "; the scenario: "
                    + "common/docs/check.md, " + scenario.name()));
        }
        for (String warning : outcome.warnings()) {
            if (warning.equals(Examiner.LEFTOVERS) && !warnedOfLeftovers.add(warning)) {
                continue;                                  // said once a card; the figure says it each time
            }
            out.println("         " + paint(YELLOW, "warning: " + shown(warning)));
        }
        for (Map.Entry<String, String> figure : outcome.figures().entrySet()) {
            out.println("         " + figure.getKey() + ": " + shown(figure.getValue()));
        }
        if (outcome.exit() != null && outcome.verdict() != Outcome.Verdict.FAIL) {
            out.println("         exit: " + outcome.exit());
        }
        String[] stderr = outcome.stderr().strip().isEmpty() ? new String[0] : outcome.stderr().strip().split("\n");
        if (outcome.verdict() == Outcome.Verdict.FAIL) {
            for (String line : outcome.evidence()) {
                out.println(paint(DIM, "           " + shown(line)));
            }
            if (stderr.length > 0) {
                out.println(paint(DIM, "           stderr (" + stderr.length + " lines; the last):"));
                int from = Math.max(0, stderr.length - 5);
                int exception = firstException(stderr);
                if (exception >= 0 && exception < from) {   // a stack trace: its first line names the exception
                    out.println(paint(DIM, "           " + shown(stderr[exception])));
                    out.println(paint(DIM, "           ..."));
                }
                for (int i = from; i < stderr.length; i++) {
                    out.println(paint(DIM, "           " + shown(stderr[i])));
                }
            }
        } else if (stderr.length > 0) {
            out.println(paint(DIM, "         stderr: " + stderr.length + " line" + (stderr.length == 1 ? "" : "s")
                    + ", the last: " + shown(abbreviate(stderr[stderr.length - 1]))));
        }
        out.flush();
    }

    /** The line of a Java stack trace that names the exception (the one before the first "\tat "), or -1. */
    static int firstException(String[] lines) {
        for (int i = 1; i < lines.length; i++) {
            if (lines[i].startsWith("\tat ") && !lines[i - 1].startsWith("\tat ")) {
                return i - 1;
            }
        }
        return -1;
    }

    /**
     * The engine's text made safe for a terminal: control characters (ESC among them, which could change the
     * terminal's state) shown as {@code \xNN}, and the invisible ones that change how the text around them reads
     * (bidi overrides such as U+202E, zero-width characters such as U+200B, line separators) as a backslash, u and
     * four hex digits.
     */
    static String printable(String text) {
        StringBuilder safe = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 && c != '\t' || c == 0x7f || c >= 0x80 && c < 0xa0) {
                safe.append(String.format("\\x%02x", (int) c));
            } else if (invisible(c)) {
                safe.append(String.format("\\u%04x", (int) c));
            } else {
                safe.append(c);
            }
        }
        return safe.toString();
    }

    /** A format character (bidi controls, zero-width ones, soft hyphen), a line or paragraph separator. */
    static boolean invisible(char c) {
        int type = Character.getType(c);
        return type == Character.FORMAT || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR;
    }

    /** The longest text of the engine's the card shows whole. */
    static final int SHOWN_LIMIT = 1000;

    /** Text for the card: shortened ({@link #shorten}) and printable. */
    static String shown(String text) {
        return printable(shorten(text, SHOWN_LIMIT));
    }

    /** {@code text} as it is when short, else its head, "... N characters ...", and its tail. */
    static String shorten(String text, int limit) {
        if (text.length() <= limit) {
            return text;
        }
        int head = limit * 2 / 3;
        int tail = limit / 4;
        return text.substring(0, head) + " ... " + (text.length() - head - tail) + " characters ... "
                + text.substring(text.length() - tail);
    }

    private static String abbreviate(String text) {
        return text.length() <= 120 ? text : text.substring(0, 117) + "...";
    }

    /**
     * The totals: first the root causes (each FAIL that no other explains, in the order of the course: fix them
     * from the top), then the counts per lesson and over all; returns the last line it printed.
     */
    public String summary(List<Outcome> outcomes, double seconds) {
        return summary(outcomes, seconds, false);
    }

    /** The same; with {@code strict} (--strict) a warning fails the card too. */
    public String summary(List<Outcome> outcomes, double seconds, boolean strict) {
        out.println();
        // The root causes, the one that explains most scenarios first (in the card's order among equals).
        java.util.function.ToLongFunction<Outcome> dependentsOf = root -> outcomes.stream()
                .filter(o -> o.verdict() == Outcome.Verdict.NOT_JUDGED
                        && o.reason().startsWith("not judged: see " + root.scenario().name() + " ")).count();
        List<Outcome> roots = outcomes.stream().filter(o -> o.verdict() == Outcome.Verdict.FAIL)
                .sorted(java.util.Comparator.comparingLong(dependentsOf).reversed()).toList();
        if (!roots.isEmpty()) {
            out.println(paint(BOLD, "What to fix, first things first (" + roots.size() + " FAIL"
                    + (roots.size() == 1 ? "" : "s") + "):"));
            for (Outcome root : roots) {
                long dependents = dependentsOf.applyAsLong(root);
                out.println("  " + paint(RED, root.scenario().name()) + " (lesson " + lessonNumber(root) + "): "
                        + shown(abbreviate(root.reason()))
                        + (dependents == 0 ? "" : paint(DIM, " [and " + dependents + " more scenario"
                        + (dependents == 1 ? "" : "s") + " that fail of it, not judged]")));
            }
            out.println();
        }
        int lesson = -1;
        for (Outcome outcome : outcomes) {
            if (outcome.scenario().lesson() != lesson) {
                lesson = outcome.scenario().lesson();
                out.printf(Locale.ROOT, "  %-36s %s%n", lessonTitle(lesson), counts(outcomes, lesson));
            }
        }
        String total = counts(outcomes, -1);
        boolean passed = Check.passed(outcomes, strict);
        String line = (passed ? "PASSED" : "FAILED") + ": " + total
                + String.format(Locale.ROOT, " in %.0f s", seconds)
                + (!passed && Check.passed(outcomes, false) ? " (--strict: a warning fails)" : "");
        out.println(paint(passed ? GREEN : RED, line));
        out.flush();
        return line;
    }

    private static String lessonNumber(Outcome outcome) {
        int lesson = outcome.scenario().lesson();
        return lesson > 5 ? "robustness" : Integer.toString(lesson);
    }

    /** "12 pass, 1 warn, 1 FAIL, 3 n/a" for one lesson (or all: -1); warn and n/j only when there are some. */
    static String counts(List<Outcome> outcomes, int lesson) {
        int[] n = new int[Outcome.Verdict.values().length];
        for (Outcome outcome : outcomes) {
            if (lesson < 0 || outcome.scenario().lesson() == lesson) {
                n[outcome.verdict().ordinal()]++;
            }
        }
        return n[0] + " pass, " + (n[1] > 0 ? n[1] + " warn, " : "") + n[2] + " FAIL, " + n[3] + " n/a"
                + (n[4] > 0 ? ", " + n[4] + " not judged" : "");
    }

    private String paint(String code, String text) {
        return colour ? code + text + RESET : text;
    }

    // ---- files ------------------------------------------------------------------------------------------------

    /** Writes the whole report as JSON ({@code passed} as the exit status has it: with --strict, no warning). */
    public static void writeJson(Path file, List<String> command, List<Outcome> outcomes, double seconds,
                                 boolean strict) throws IOException {
        StringBuilder json = new StringBuilder();
        json.append("{\n  \"engine\": ").append(quote(String.join(" ", command)));
        json.append(",\n  \"seconds\": ").append(String.format(Locale.ROOT, "%.1f", seconds));
        json.append(",\n  \"passed\": ").append(Check.passed(outcomes, strict));
        json.append(",\n  \"strict\": ").append(strict);
        int[] n = new int[Outcome.Verdict.values().length];
        outcomes.forEach(o -> n[o.verdict().ordinal()]++);
        json.append(",\n  \"counts\": {\"pass\": ").append(n[0]).append(", \"warn\": ").append(n[1])
                .append(", \"fail\": ").append(n[2]).append(", \"na\": ").append(n[3])
                .append(", \"notJudged\": ").append(n[4]).append("}");
        json.append(",\n  \"scenarios\": [");
        for (int i = 0; i < outcomes.size(); i++) {
            Outcome o = outcomes.get(i);
            json.append(i == 0 ? "\n" : ",\n").append("    {\"name\": ").append(quote(o.scenario().name()))
                    .append(", \"lesson\": ").append(o.scenario().lesson())
                    .append(", \"demand\": ").append(quote(o.scenario().demand()))
                    .append(", \"verdict\": ").append(quote(o.verdict().label()))
                    .append(", \"seconds\": ").append(String.format(Locale.ROOT, "%.2f", o.seconds()));
            if (o.reason() != null) {
                json.append(", \"reason\": ").append(quote(o.reason()));
            }
            if (o.cause() != null) {
                json.append(", \"cause\": ").append(quote(o.cause()));
            }
            if (o.exit() != null) {
                json.append(", \"exit\": ").append(quote(o.exit()));
            }
            json.append(", \"warnings\": [");
            for (int j = 0; j < o.warnings().size(); j++) {
                json.append(j == 0 ? "" : ", ").append(quote(o.warnings().get(j)));
            }
            json.append("]");
            json.append(", \"figures\": {");
            int k = 0;
            for (Map.Entry<String, String> figure : o.figures().entrySet()) {
                json.append(k++ == 0 ? "" : ", ").append(quote(figure.getKey())).append(": ")
                        .append(quote(figure.getValue()));
            }
            json.append("}, \"evidence\": [");
            for (int j = 0; j < o.evidence().size(); j++) {
                json.append(j == 0 ? "" : ", ").append(quote(o.evidence().get(j)));
            }
            json.append("]}");
        }
        json.append("\n  ]\n}\n");
        Files.write(file, json.toString().getBytes(StandardCharsets.UTF_8));   // a lone surrogate sent: '?'
    }

    /**
     * Writes each scenario's transcript (and the engine's stderr) to DIR/NAME.txt, the engine's text escaped as on
     * the card ({@link #printable}): safe to {@code cat}.
     */
    public static void writeTranscripts(Path dir, List<Outcome> outcomes) throws IOException {
        Files.createDirectories(dir);
        for (Outcome o : outcomes) {
            StringBuilder text = new StringBuilder();
            text.append("# ").append(o.scenario().name()).append(" (lesson ").append(o.scenario().lesson())
                    .append("): ").append(o.scenario().demand()).append('\n');
            text.append("# verdict: ").append(o.verdict().label())
                    .append(o.reason() == null ? "" : " - " + printable(o.reason())).append('\n');
            text.append("# ms since the engine started; > to the engine, < from it, # the examiner's notes\n");
            text.append("# the engine's text escaped: control characters as \\xNN, invisible ones as \\uNNNN\n");
            for (EngineUnderTest.Entry entry : o.transcript()) {
                text.append(printable(entry.toString())).append('\n');
            }
            if (!o.stderr().isEmpty()) {
                text.append("# the engine's stderr:\n");
                for (String line : o.stderr().split("\n", -1)) {
                    text.append(printable(line)).append('\n');
                }
            }
            Files.write(dir.resolve(o.scenario().name() + ".txt"), text.toString().getBytes(StandardCharsets.UTF_8));
        }
    }

    /** A JSON string: quotes, backslashes and control characters escaped. */
    static String quote(String text) {
        StringBuilder q = new StringBuilder("\"");
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> q.append("\\\"");
                case '\\' -> q.append("\\\\");
                case '\n' -> q.append("\\n");
                case '\t' -> q.append("\\t");
                case '\r' -> q.append("\\r");
                default -> {
                    if (c < 0x20 || c == 0x7f || c >= 0x80 && c < 0xa0 || Character.isSurrogate(c) || invisible(c)) {
                        q.append(String.format("\\u%04x", (int) c));
                    } else {
                        q.append(c);
                    }
                }
            }
        }
        return q.append('"').toString();
    }
}
