package driverlessons.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./lesson progress} on a shared home (issue 100): it names the file it reads, shows the engines of the
 * current folder (examined there, or whose program lies there) and counts the others, which {@code --all} shows,
 * the current folder's first; the same command examined in two folders is two ladders.
 */
class ProgressFileTest {
    @Test
    void theLadderShowsThisFoldersEnginesAndNamesItsFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("progress.tsv");
        Path mine = dir.resolve("alice").toAbsolutePath();
        Path bob = dir.resolve("bob").toAbsolutePath();
        Files.writeString(file, String.join("\n",
                "2026-12-01 10:00\t./my-engine\t1\tpassed\t" + mine,
                "2026-12-01 10:05\t./my-engine\t1\tfailed\t" + bob,
                "2026-12-01 11:00\tpython3 " + mine.resolve("engine.py") + "\t1\tpassed\t" + bob,
                "2026-12-01 12:00\tfairymax\t1\tpassed",
                "2026-12-01 12:30\tjava -jar " + bob.resolve("x.jar") + "\t2\tpassed\t" + bob, ""));

        String ladder = show(file, mine, List.of(), false);
        assertTrue(ladder.startsWith("The engines of this folder (" + mine + "), from " + file), ladder);
        assertTrue(ladder.contains("./my-engine\n  lesson 1  passed 2026-12-01 10:00"), ladder);
        assertTrue(ladder.contains("python3 " + mine.resolve("engine.py") + "\n  lesson 1  passed"), ladder);
        assertFalse(ladder.contains("failed"), "bob's ./my-engine is bob's: " + ladder);
        assertFalse(ladder.contains("fairymax"), ladder);
        assertTrue(ladder.contains("3 more engines, examined in other folders: ./lesson progress --all"), ladder);

        String every = show(file, mine, List.of(), true);
        assertTrue(every.startsWith("Every engine in " + file + ", those of this folder (" + mine + ") first:"), every);
        assertTrue(every.indexOf("python3") < every.indexOf("(examined in " + bob + ")"), every);
        assertTrue(every.contains("./my-engine   (examined in " + bob + ")\n  lesson 1  failed 2026-12-01 10:05"),
                every);
        assertTrue(every.contains("fairymax   (examined before the file kept folders)"), every);
        assertFalse(every.contains("more engines"), every);
        assertEquals(5, every.lines().filter(l -> l.startsWith("  lesson 1 ")).count(), "five ladders: " + every);
    }

    @Test
    void anEngineNamedIsShownEvenBeforeItsFirstExamination(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("progress.tsv");
        String ladder = show(file, dir, List.of("./new-engine"), false);
        assertTrue(ladder.contains("./new-engine\n  lesson 1  not examined yet"), ladder);
        assertTrue(ladder.contains("next: lesson 1"), ladder);
        assertTrue(show(file, dir, List.of(), false).startsWith("No engine examined yet (" + file + ")"));
        Files.writeString(file, "2026-12-01 10:05\t./my-engine\t1\tpassed\t/elsewhere\n");
        String none = show(file, dir, List.of(), false);
        assertTrue(none.contains("none yet: start with ./lesson check 1 -- YOUR ENGINE."), none);
        assertTrue(none.contains("1 more engine, examined in other folders"), none);
    }

    @Test
    void aRunRecordsItsFolder(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("progress.tsv");
        Scenario scenario = Scenario.of("handshake", 1, "", 1000, exam -> { });
        ProgressFile.record(file, List.of("./my-engine"), List.of(new Outcome(scenario, Outcome.Verdict.PASS, null,
                List.of(), Map.of(), List.of(), "", 0, null, List.of(), null)), 1, true);
        String line = Files.readString(file);
        assertTrue(line.endsWith("\t./my-engine\t1\tpassed\t" + ProgressFile.here() + "\n"), line);
        assertTrue(show(file, ProgressFile.here(), List.of(), false).contains("./my-engine\n  lesson 1  passed"));
    }

    @Test
    void theBuildKeepsItsTestsOutOfTheHomeFolder() {
        assertFalse(ProgressFile.standard().startsWith(Path.of(System.getProperty("user.home"), ".driverlessons")),
                "the build's tests write to " + ProgressFile.standard());
    }

    private static String show(Path file, Path here, List<String> engine, boolean all) {
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        ProgressFile.showLadder(file, here, engine, all, new PrintStream(text, true, StandardCharsets.UTF_8));
        return text.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n");
    }
}
