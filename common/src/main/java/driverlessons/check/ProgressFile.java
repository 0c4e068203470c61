package driverlessons.check;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The student's ladder: which lessons an engine command has passed, and when. Each examination adds one line per
 * lesson it judged to a small text file under the user's home ({@code ~/.driverlessons/progress.tsv}:
 * {@code DATE TAB ENGINE TAB LESSON TAB passed|failed}); {@code check --progress} reads it back. A lesson counts
 * as passed when its own scenarios and every earlier lesson's passed in the same run.
 */
final class ProgressFile {
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

    private ProgressFile() {
    }

    /** The file in the user's home. */
    static Path standard() {
        return Path.of(System.getProperty("user.home"), ".driverlessons", "progress.tsv");
    }

    /**
     * Records what a run showed: for each lesson up to {@code lesson} whose scenarios all ran, whether they passed
     * (lesson {@code lesson} itself only when {@code earlierRan}: a stage whose regression did not run says
     * nothing of the ladder below it, and lesson N passes only with 1..N-1).
     */
    static void record(Path file, List<String> engine, List<Outcome> outcomes, int lesson, boolean earlierRan) {
        Map<Integer, Boolean> byLesson = new TreeMap<>();
        for (Outcome o : outcomes) {
            int l = o.scenario().lesson();
            boolean ok = o.verdict() != Outcome.Verdict.FAIL && o.verdict() != Outcome.Verdict.NOT_JUDGED;
            byLesson.merge(l, ok, Boolean::logicalAnd);
        }
        List<String> lines = new ArrayList<>();
        String when = LocalDateTime.now().format(WHEN);
        boolean below = true;
        for (int l = 1; l <= lesson; l++) {
            Boolean ok = byLesson.get(l);
            if (ok == null || l == lesson && !earlierRan) {
                if (l == lesson && ok != null && !ok) {
                    lines.add(when + "\t" + String.join(" ", engine) + "\t" + l + "\tfailed");
                }
                below = false;
                continue;
            }
            boolean passed = ok && below && byLesson.getOrDefault(6, true);
            below = below && ok;
            lines.add(when + "\t" + String.join(" ", engine) + "\t" + l + "\t" + (passed ? "passed" : "failed"));
        }
        if (lines.isEmpty()) {
            return;
        }
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.writeString(file, String.join("\n", lines) + "\n", StandardCharsets.UTF_8,
                    java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
        } catch (IOException e) {
            System.err.println("check: could not record the progress in " + file + ": " + e.getMessage());
        }
    }

    /** Prints the ladder of each engine in the file (or of {@code engine} alone), and the README to read next. */
    static void showLadder(Path file, List<String> engine, PrintStream out) {
        Map<String, Map<Integer, String>> ladders = new LinkedHashMap<>();
        try {
            if (Files.exists(file)) {
                for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                    String[] cells = line.split("\t");
                    if (cells.length == 4) {
                        ladders.computeIfAbsent(cells[1], k -> new TreeMap<>())
                                .put(Integer.parseInt(cells[2]), cells[3] + " " + cells[0]);
                    }
                }
            }
        } catch (IOException | NumberFormatException e) {
            out.println("check: could not read " + file + ": " + e.getMessage());
            return;
        }
        String wanted = String.join(" ", engine);
        if (!wanted.isEmpty()) {
            ladders.keySet().removeIf(name -> !name.equals(wanted));
            ladders.putIfAbsent(wanted, new TreeMap<>());
        }
        if (ladders.isEmpty()) {
            out.println("No engine examined yet (" + file + "): start with ./lesson check 1 -- YOUR ENGINE.");
            return;
        }
        for (Map.Entry<String, Map<Integer, String>> ladder : ladders.entrySet()) {
            out.println(ladder.getKey());
            int next = 0;
            for (int lesson = 1; lesson <= 5; lesson++) {
                String state = ladder.getValue().get(lesson);
                boolean passed = state != null && state.startsWith("passed");
                if (!passed && next == 0) {
                    next = lesson;
                }
                out.printf("  lesson %d  %-28s %s%n", lesson, state == null ? "not examined yet" : state,
                        ReportCard.lessonTitle(lesson).replaceFirst("^Lesson \\d: ", ""));
            }
            out.println(next == 0 ? "  every lesson passed: the whole protocol."
                    : "  next: lesson " + next + ", " + ReportCard.layer(next) + "; read " + ReportCard.readme(next)
                    + ", then ./lesson check " + next + " -- " + ladder.getKey());
        }
    }
}
