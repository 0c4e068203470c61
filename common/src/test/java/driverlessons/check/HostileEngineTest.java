package driverlessons.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * No engine can hurt the examiner or the machine (issue 99): lesson 1's card, run by an examiner of its own (a JVM
 * as {@code ./lesson check} starts it), against engines that flood their output (endless short lines, one endless
 * line, one feature line of 1 MB) or leave processes behind (a child in the engine's group that ignores SIGTERM and
 * holds its pipes; a daemon that left the group by a double fork and setsid, and one that also put its stdin, stdout
 * and stderr on /dev/null, as daemon(3) does, and started a program with an empty environment, so that only its
 * resource limits lead to it). The card ends within a minute, FAILs
 * with the flood named or warns of the leftovers, the examiner's peak memory (its own VmHWM) stays under 512 MB, the
 * card is safe to print, and no process of the engine is left: every process that inherited the examiner's
 * environment carries a mark of this run (the daemon with an empty one, in its command line), and none may be running
 * afterwards.
 */
class HostileEngineTest {
    /** The bound on the examiner's memory, whatever an engine prints. */
    private static final long PEAK_KB = 512 * 1024;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiterString = "|", value = {
        "flood-lines.py  | python3 | FAIL handshake | it floods its output",
        "endless-line.py | python3 | FAIL handshake | a line longer than 8191 bytes",
        "huge-feature.py | python3 | FAIL handshake | a line longer than 8191 bytes",
        "fork-child.sh   | bash    | ended by the examiner after quit: 1 | " + Examiner.LEFTOVERS,
        "daemon.py       | python3 | ended by the examiner after quit: 1 | " + Examiner.LEFTOVERS,
        "detached-daemon.py | python3 | ended by the examiner after quit: 1 | " + Examiner.LEFTOVERS,
    })
    @Timeout(300)
    void theCardEndsAndNothingOfTheEngineIsLeft(String script, String interpreter, String row, String named,
                                                @TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(new File("/proc/self/fd").isDirectory(), "needs /proc (Linux)");
        Assumptions.assumeTrue(onPath(interpreter), "needs " + interpreter);
        Path engine = copy(script, dir);
        String mark = "HOSTILE_ENGINE_TEST=" + UUID.randomUUID();
        Process examiner = examinee(dir, mark, "--lesson", "1", "--all", "--progress-file",
                dir.resolve("progress.tsv").toString(), "--transcripts", dir.resolve("transcripts").toString(),
                "--", interpreter, engine.toString());
        long start = System.nanoTime();
        boolean ended = examiner.waitFor(240, TimeUnit.SECONDS);
        double seconds = (System.nanoTime() - start) / 1e9;
        if (!ended) {
            examiner.destroyForcibly();
        }
        String card = Files.readString(dir.resolve("card.txt"), StandardCharsets.UTF_8);
        String stderr = Files.readString(dir.resolve("stderr.txt"), StandardCharsets.UTF_8);
        Matcher peak = Pattern.compile("examiner peak memory: (\\d+) kB").matcher(stderr);
        List<Long> left = marked(mark);
        System.out.printf(Locale.ROOT, "%s: the card in %.1f s, the examiner's peak %s, %d processes left%n",
                script, seconds, peak.find() ? Long.parseLong(peak.group(1)) / 1024 + " MB" : "?", left.size());
        left.forEach(pid -> ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly));
        assertTrue(ended && seconds < 60, String.format(Locale.ROOT, "the card took %.0f s:%n%s", seconds, card));
        assertEquals(1, examiner.exitValue(), card);
        assertTrue(card.contains(row) && card.contains(named), card);
        assertTrue(peak.reset().find() && Long.parseLong(peak.group(1)) < PEAK_KB, stderr);
        assertEquals(List.of(), left, "processes of the engine still running after the card");
        assertSafe(card);
        assertEquals(List.of(), tmpFiles(dir), "the examiner's files left in java.io.tmpdir");
        try (var files = Files.list(dir.resolve("transcripts"))) {
            for (Path file : files.toList()) {
                assertSafe(Files.readString(file, StandardCharsets.UTF_8));
            }
        }
    }

    /**
     * {@code --watch} runs the card again at every save of the engine: nothing of the engine piles up run after run
     * (a child that ignores SIGTERM is ended after each), nor after the watch itself is ended.
     */
    @org.junit.jupiter.api.Test
    @Timeout(300)
    void theWatchLeavesNothingRunAfterRun(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(new File("/proc/self/fd").isDirectory(), "needs /proc (Linux)");
        Assumptions.assumeTrue(onPath("bash"), "needs bash");
        Path engine = copy("fork-child.sh", dir);
        String mark = "HOSTILE_ENGINE_TEST=" + UUID.randomUUID();
        Process examiner = examinee(dir, mark, "--lesson", "1", "--only", "quit", "--watch", "--", "bash",
                engine.toString());
        try {
            for (int run = 1; run <= 3; run++) {
                if (run > 1) {
                    Thread.sleep(1100);                        // a new modification time, whatever the clock's grain
                    Files.writeString(engine, Files.readString(engine) + "\n");   // a save
                }
                awaitCount(dir.resolve("card.txt"), "watching", run, 120_000);
                List<Long> left = marked(mark);
                left.remove(examiner.pid());
                assertEquals(List.of(), left, "processes of the engine running after run " + run + " of the watch");
            }
            assertTrue(Files.readString(dir.resolve("card.txt")).contains(Examiner.LEFTOVERS));
        } finally {
            examiner.destroy();                                // SIGTERM: the watch ends as by Ctrl-C
            examiner.waitFor(30, TimeUnit.SECONDS);
            List<Long> left = marked(mark);
            left.forEach(pid -> ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly));
            examiner.destroyForcibly();
            assertEquals(List.of(), left, "processes of the engine running after the watch ended");
        }
        assertEquals(List.of(), tmpFiles(dir), "the examiner's files left in java.io.tmpdir");
    }

    /**
     * Ctrl-C on the examiner mid-card (SIGINT to its JVM): every engine it started ends, also one that ignores
     * SIGINT and SIGTERM (KILL after the grace), before it exits, and nothing of its own is left in java.io.tmpdir.
     */
    @org.junit.jupiter.api.Test
    @Timeout(300)
    void ctrlCEndsEveryEngineAndLeavesNoFile(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(new File("/proc/self/fd").isDirectory(), "needs /proc (Linux)");
        Assumptions.assumeTrue(onPath("bash") && onPath("env"), "needs bash and env");
        Path engine = copy("stubborn.sh", dir);
        String mark = "HOSTILE_ENGINE_TEST=" + UUID.randomUUID();
        Process examiner = examinee(dir, mark, "--lesson", "1", "--all", "--progress-file",
                dir.resolve("progress.tsv").toString(), "--", "bash", engine.toString());
        try {
            long deadline = System.nanoTime() + 120_000_000_000L;
            List<Long> engines = List.of();
            while (engines.size() < 2 && System.nanoTime() < deadline) {   // scenarios in flight
                Thread.sleep(200);
                engines = examiner.descendants().map(ProcessHandle::pid).toList();
            }
            assertTrue(engines.size() >= 2, "no engine was started");
            new ProcessBuilder("kill", "-INT", Long.toString(examiner.pid())).start().waitFor();
            assertTrue(examiner.waitFor(60, TimeUnit.SECONDS), "the examiner still runs 60 s after Ctrl-C");
        } finally {
            examiner.destroyForcibly();
            List<Long> left = marked(mark);
            left.forEach(pid -> ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly));
            assertEquals(List.of(), left, "processes of the engine running after Ctrl-C on the examiner");
        }
        assertEquals(List.of(), tmpFiles(dir), "the examiner's files left in java.io.tmpdir");
    }

    /**
     * The examiner as {@code ./lesson check} starts it, {@code args} given, its environment marked with {@code mark},
     * SIGINT at its default (the shell that runs the build may have left it ignored), java.io.tmpdir a folder of its
     * own ({@code dir}/tmp), stdout in {@code dir}/card.txt and stderr in {@code dir}/stderr.txt.
     */
    private static Process examinee(Path dir, String mark, String... args) throws IOException {
        Path tmp = Files.createDirectories(dir.resolve("tmp"));
        List<String> command = new ArrayList<>(List.of("env", "--default-signal=INT", Path.of(System.getProperty(
                "java.home"), "bin", "java").toString(), "-XX:-UsePerfData", "-Djava.io.tmpdir=" + tmp, "-cp",
                System.getProperty("java.class.path"), Examinee.class.getName()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(dir.resolve("card.txt").toFile())
                .redirectError(dir.resolve("stderr.txt").toFile());
        builder.environment().put(mark.split("=")[0], mark.split("=")[1]);
        return builder.start();
    }

    /** What is left in the examinee's java.io.tmpdir. */
    private static List<Path> tmpFiles(Path dir) throws IOException {
        try (var files = Files.walk(dir.resolve("tmp"))) {
            return files.filter(file -> !file.equals(dir.resolve("tmp"))).toList();
        }
    }

    private static Path copy(String script, Path dir) throws IOException {
        Path engine = dir.resolve(script);
        try (InputStream in = HostileEngineTest.class.getResourceAsStream("hostile/" + script)) {
            Files.copy(in, engine);
        }
        return engine;
    }

    /** Waits until {@code text} occurs {@code count} times in {@code file}. */
    private static void awaitCount(Path file, String text, int count, long ms) throws Exception {
        long deadline = System.nanoTime() + ms * 1_000_000L;
        String content = "";
        while (System.nanoTime() < deadline) {
            content = Files.readString(file, StandardCharsets.UTF_8);
            if (content.split(Pattern.quote(text), -1).length - 1 >= count) {
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("'" + text + "' not " + count + " times within " + ms + " ms:\n" + content);
    }

    /** Text safe to print on a terminal: no control character but newline and tab, no bidi or zero-width one. */
    private static void assertSafe(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            assertTrue(c == '\n' || c == '\t' || c >= 0x20 && c != 0x7f && !(c >= 0x80 && c < 0xa0)
                    && !ReportCard.invisible(c), "character " + (int) c + " at " + i);
        }
    }

    /**
     * The processes, other than this JVM, whose environment holds {@code mark}, or whose command line its value (a
     * hostile engine that starts a program with an empty environment names it there: detached-daemon.py).
     */
    private static List<Long> marked(String mark) {
        byte[] wanted = mark.getBytes(StandardCharsets.UTF_8);
        byte[] value = mark.split("=")[1].getBytes(StandardCharsets.UTF_8);
        List<Long> found = new ArrayList<>();
        File[] entries = new File("/proc").listFiles((d, name) -> name.chars().allMatch(Character::isDigit));
        for (File entry : entries == null ? new File[0] : entries) {
            try {
                byte[] environ = Files.readAllBytes(new File(entry, "environ").toPath());
                byte[] cmdline = Files.readAllBytes(new File(entry, "cmdline").toPath());
                if ((indexOf(environ, wanted) >= 0 || indexOf(cmdline, value) >= 0) && !state(entry).equals("Z")) {
                    found.add(Long.parseLong(entry.getName()));
                }
            } catch (IOException | RuntimeException e) {
                // another user's, or gone
            }
        }
        return found;
    }

    private static String state(File entry) throws IOException {
        String stat = Files.readString(new File(entry, "stat").toPath());
        return stat.substring(stat.lastIndexOf(')') + 2).split(" ")[0];
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    private static boolean onPath(String program) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (new File(dir, program).canExecute()) {
                return true;
            }
        }
        return false;
    }

    /** The examiner as {@code ./lesson check} runs it, which says its own peak memory (VmHWM) on stderr at the end. */
    public static final class Examinee {
        public static void main(String[] args) throws IOException {
            int status = Check.run(args);
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmHWM:")) {
                    System.err.println("examiner peak memory: " + line.replaceAll("\\D", "") + " kB");
                }
            }
            System.exit(status);
        }
    }
}
