package driverlessons.check;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
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
 * {@code DATE TAB ENGINE TAB LESSON TAB passed|failed TAB FOLDER}, the folder the examination ran in; lines
 * written before issue 100 have no folder); {@code check --progress} reads it back. A lesson counts as passed when
 * its own scenarios and every earlier lesson's passed in the same run.
 *
 * <p>Everyone who runs {@code check} under the same home folder adds to the same file (a shared lab account, or
 * the build's tests), so the ladder names the file and shows the engines of the current folder: those examined in
 * it (or below it), or whose program lies in it. {@code --all} shows every engine, the current folder's first. The
 * same engine command examined in two folders ({@code ./my-engine} of two students) is two ladders.
 */
final class ProgressFile {
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

    private ProgressFile() {
    }

    /**
     * The file in the user's home, or the one the system property {@code driverlessons.progress} names (the build
     * sets it, so that no test writes to the home of whoever runs {@code ./mvnw verify}).
     */
    static Path standard() {
        String file = System.getProperty("driverlessons.progress");
        return file != null && !file.isBlank() ? Path.of(file)
                : Path.of(System.getProperty("user.home"), ".driverlessons", "progress.tsv");
    }

    /** The folder this process runs in: an examination's engines belong to it. */
    static Path here() {
        return Path.of("").toAbsolutePath().normalize();
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
        String folder = "\t" + here();
        boolean below = true;
        for (int l = 1; l <= lesson; l++) {
            Boolean ok = byLesson.get(l);
            if (ok == null || l == lesson && !earlierRan) {
                if (l == lesson && ok != null && !ok) {
                    lines.add(when + "\t" + String.join(" ", engine) + "\t" + l + "\tfailed" + folder);
                }
                below = false;
                continue;
            }
            boolean passed = ok && below && byLesson.getOrDefault(6, true);
            below = below && ok;
            lines.add(when + "\t" + String.join(" ", engine) + "\t" + l + "\t" + (passed ? "passed" : "failed")
                    + folder);
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

    /** One engine command's ladder, as examined in one folder ("" when the line is older than the folder). */
    private record Ladder(String engine, String folder, Map<Integer, String> states) {
    }

    /**
     * Prints which file it reads, then the ladder of each engine of the folder {@code here} (with {@code all}: of
     * every engine, those of {@code here} first; with {@code engine}: of that command alone) and the README to read
     * next; and how many engines it left out.
     */
    static void showLadder(Path file, Path here, List<String> engine, boolean all, PrintStream out) {
        Map<String, Ladder> ladders = new LinkedHashMap<>();
        try {
            if (Files.exists(file)) {
                for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                    String[] cells = line.split("\t");
                    if (cells.length == 4 || cells.length == 5) {
                        String folder = cells.length == 5 ? cells[4] : "";
                        ladders.computeIfAbsent(folder + "\t" + cells[1], k -> new Ladder(cells[1], folder,
                                new TreeMap<>())).states().put(Integer.parseInt(cells[2]), cells[3] + " " + cells[0]);
                    }
                }
            }
        } catch (IOException | NumberFormatException e) {
            out.println("check: could not read " + file + ": " + e.getMessage());
            return;
        }
        String wanted = String.join(" ", engine);
        List<Ladder> mine = new ArrayList<>();
        List<Ladder> others = new ArrayList<>();
        for (Ladder ladder : ladders.values()) {
            if (wanted.isEmpty() || ladder.engine().equals(wanted)) {
                (belongsTo(ladder, here) ? mine : others).add(ladder);
            }
        }
        if (ladders.isEmpty() && wanted.isEmpty()) {
            out.println("No engine examined yet (" + file + "): start with ./lesson check 1 -- YOUR ENGINE.");
            return;
        }
        out.println(all ? "Every engine in " + file + ", those of this folder (" + here + ") first:"
                : "The engines of this folder (" + here + "), from " + file + " (every check under this home adds"
                + " to it):");
        if (!wanted.isEmpty() && mine.isEmpty() && (!all || others.isEmpty())) {
            mine.add(new Ladder(wanted, here.toString(), Map.of()));
        }
        if (mine.isEmpty() && !all) {
            out.println("  none yet: start with ./lesson check 1 -- YOUR ENGINE.");
        }
        mine.forEach(ladder -> print(ladder, null, out));
        if (all) {
            others.forEach(ladder -> print(ladder, ladder.folder().isEmpty() ? "examined before the file kept folders"
                    : "examined in " + ladder.folder(), out));
        } else if (!others.isEmpty()) {
            out.println(others.size() + (others.size() == 1 ? " more engine, examined" : " more engines, examined")
                    + " in other folders: ./lesson progress --all shows every engine.");
        }
    }

    /** Whether a ladder is of the folder {@code here}: examined in it (or below), or its program lies there. */
    private static boolean belongsTo(Ladder ladder, Path here) {
        try {
            Path folder = ladder.folder().isEmpty() ? null : Path.of(ladder.folder());
            if (folder != null && folder.normalize().startsWith(here)) {
                return true;
            }
            for (String word : ladder.engine().split(" ")) {
                if (word.contains("/") || word.contains("\\")) {
                    Path path = Path.of(word);
                    if (!path.isAbsolute() && folder != null) {
                        path = folder.resolve(path);
                    }
                    if (path.isAbsolute() && path.normalize().startsWith(here)) {
                        return true;
                    }
                }
            }
        } catch (InvalidPathException e) {
            return false;
        }
        return false;
    }

    /** One engine's ladder: its command (and {@code where}, when not null), each lesson, the next step. */
    private static void print(Ladder ladder, String where, PrintStream out) {
        out.println(ladder.engine() + (where == null ? "" : "   (" + where + ")"));
        int next = 0;
        for (int lesson = 1; lesson <= 5; lesson++) {
            String state = ladder.states().get(lesson);
            boolean passed = state != null && state.startsWith("passed");
            if (!passed && next == 0) {
                next = lesson;
            }
            out.printf("  lesson %d  %-28s %s%n", lesson, state == null ? "not examined yet" : state,
                    ReportCard.lessonTitle(lesson).replaceFirst("^Lesson \\d: ", ""));
        }
        out.println(next == 0 ? "  every lesson passed: the whole protocol."
                : "  next: lesson " + next + ", " + ReportCard.layer(next) + "; read " + ReportCard.readme(next)
                + ", then ./lesson check " + next + " -- " + ladder.engine());
    }
}
