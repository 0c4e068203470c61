package driverlessons.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The student's loop around the examiner: {@code --watch} examines again within two seconds of a save and says
 * which verdicts changed, the ladder of {@code --progress} records what passed, {@code --explain} prints
 * check.md's row. The engine is a shell script of a few lines, rewritten as a student would fix it.
 */
class StudentLoopTest {
    /** A driver that knows the handshake and ping, and answers an unknown command only when {@code fixed}. */
    private static String script(boolean fixed) {
        return "#!/bin/sh\n"
                + "while read -r line; do\n"
                + "  case \"$line\" in\n"
                + "    protover*) echo 'feature ping=1 myname=\"Loop\" done=1' ;;\n"
                + "    ping*) echo \"pong ${line#ping }\" ;;\n"
                + (fixed ? "    frobnicate*) echo \"Error (unknown command): $line\" ;;\n" : "")
                + "    quit) exit 0 ;;\n"
                + "  esac\n"
                + "done\n";
    }

    @Test
    @Timeout(120)
    void watchExaminesAgainWithinTwoSecondsOfASave(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "needs /bin/sh");
        Path engine = dir.resolve("engine.sh");
        Files.writeString(engine, script(false));
        Files.setPosixFilePermissions(engine, PosixFilePermissions.fromString("rwxr-xr-x"));
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        PrintStream saved = System.out;
        Thread watcher;
        try {
            System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
            watcher = new Thread(() -> Check.run(new String[] {"--only", "unknown-command", "--watch",
                "--progress-file", dir.resolve("progress.tsv").toString(), "--", engine.toString()}));
            watcher.start();
            String out = awaitText(captured, "watching", 1, 60_000);
            assertTrue(out.contains("FAIL unknown-command"), out);
            Thread.sleep(1100);                            // a new modification time, whatever the clock's grain
            Files.writeString(engine, script(true));       // the student's fix, saved
            long saved2 = System.nanoTime();
            awaitText(captured, "a change: examining again", 1, 10_000);
            double seconds = (System.nanoTime() - saved2) / 1e9;
            out = awaitText(captured, "since the last run", 1, 60_000);
            assertTrue(seconds < 2, "the watch saw the save after " + seconds + " s");
            assertTrue(out.contains("since the last run: unknown-command FAIL -> pass"), out);
            watcher.interrupt();
            watcher.join(10_000);
        } finally {
            System.setOut(saved);
        }
    }

    @Test
    void watchSeesTheModulesBesideAScriptAndAJarAlone(@TempDir Path dir) throws Exception {
        for (String name : List.of("engine.py", "search.py", "notes.txt", "engine.jar", "other.jar")) {
            Files.writeString(dir.resolve(name), "");
        }
        List<Path> script = Watch.engineFiles(List.of("python3", dir.resolve("engine.py").toString()));
        assertTrue(script.contains(dir.resolve("engine.py")) && script.contains(dir.resolve("search.py")), "" + script);
        assertTrue(!script.contains(dir.resolve("notes.txt")), "" + script);
        assertEquals(List.of(dir.resolve("engine.jar")), Watch.engineFiles(List.of("java", "-jar",
                dir.resolve("engine.jar").toString())));
    }

    /** Waits until {@code text} has been printed {@code times} times; returns everything printed. */
    private static String awaitText(ByteArrayOutputStream out, String text, int times, long ms)
            throws InterruptedException {
        long deadline = System.currentTimeMillis() + ms;
        while (System.currentTimeMillis() < deadline) {
            String all = out.toString(StandardCharsets.UTF_8);
            if (all.split(java.util.regex.Pattern.quote(text), -1).length - 1 >= times) {
                return all;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("no '" + text + "' within " + ms + " ms: " + out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theLadderShowsWhatPassedAndWhatIsNext(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("progress.tsv");
        List<String> engine = List.of("./my-engine", "--xboard");
        ProgressFile.record(file, engine, List.of(outcome("handshake", 1, Outcome.Verdict.PASS),
                outcome("ping", 1, Outcome.Verdict.WARN), outcome("hostile-input", 6, Outcome.Verdict.PASS),
                outcome("st", 2, Outcome.Verdict.PASS)), 2, true);
        ProgressFile.record(file, engine, List.of(outcome("hard", 3, Outcome.Verdict.FAIL)), 3, false);
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        ProgressFile.showLadder(file, ProgressFile.here(), engine, false, new PrintStream(text, true, StandardCharsets.UTF_8));
        String ladder = text.toString(StandardCharsets.UTF_8);
        assertTrue(ladder.contains("lesson 1  passed"), ladder);
        assertTrue(ladder.contains("lesson 2  passed"), ladder);
        assertTrue(ladder.contains("lesson 3  failed"), ladder);
        assertTrue(ladder.contains("lesson 4  not examined yet"), ladder);
        assertTrue(ladder.contains("next: lesson 3, pondering"), ladder);
        assertTrue(ladder.contains("lesson03-pondering/README.md"), ladder);
    }

    @Test
    void explainPrintsTheRowOfCheckMd() {
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        assertTrue(Explain.print("ping-while-thinking", new PrintStream(text, true, StandardCharsets.UTF_8)));
        String explained = text.toString(StandardCharsets.UTF_8);
        assertTrue(explained.contains("how it is tested: e2e4 and ping at once: the move must come first"), explained);
        assertTrue(explained.contains("pong before move"), explained);
        assertTrue(explained.contains("lesson01-minimal/README.md"), explained);
        assertEquals(false, Explain.print("no-such-scenario", new PrintStream(new ByteArrayOutputStream())));
    }

    private static Outcome outcome(String name, int lesson, Outcome.Verdict verdict) {
        Scenario scenario = Scenario.of(name, lesson, "", 1000, exam -> { });
        return new Outcome(scenario, verdict, null, List.of(), Map.of(), List.of(), "", 0, null, List.of(), null);
    }
}
