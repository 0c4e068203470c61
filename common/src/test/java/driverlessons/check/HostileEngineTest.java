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
 * holds its pipes; a daemon that left the group by a double fork and setsid). The card ends within a minute, FAILs
 * with the flood named or warns of the leftovers, the examiner's peak memory (its own VmHWM) stays under 512 MB, the
 * card is safe to print, and no process of the engine is left: every process that inherited the examiner's
 * environment carries a mark of this run, and none may be running afterwards.
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
    })
    @Timeout(300)
    void theCardEndsAndNothingOfTheEngineIsLeft(String script, String interpreter, String row, String named,
                                                @TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(new File("/proc/self/fd").isDirectory(), "needs /proc (Linux)");
        Assumptions.assumeTrue(onPath(interpreter), "needs " + interpreter);
        Path engine = dir.resolve(script);
        try (InputStream in = HostileEngineTest.class.getResourceAsStream("hostile/" + script)) {
            Files.copy(in, engine);
        }
        String mark = "HOSTILE_ENGINE_TEST=" + UUID.randomUUID();
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", System.getProperty("java.class.path"), Examinee.class.getName(),
                "--lesson", "1", "--all", "--progress-file", dir.resolve("progress.tsv").toString(),
                "--transcripts", dir.resolve("transcripts").toString(), "--", interpreter, engine.toString()));
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(dir.resolve("card.txt").toFile())
                .redirectError(dir.resolve("stderr.txt").toFile());
        builder.environment().put(mark.split("=")[0], mark.split("=")[1]);
        long start = System.nanoTime();
        Process examiner = builder.start();
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
        try (var files = Files.list(dir.resolve("transcripts"))) {
            for (Path file : files.toList()) {
                assertSafe(Files.readString(file, StandardCharsets.UTF_8));
            }
        }
    }

    /** Text safe to print on a terminal: no control character but newline and tab, no bidi or zero-width one. */
    private static void assertSafe(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            assertTrue(c == '\n' || c == '\t' || c >= 0x20 && c != 0x7f && !(c >= 0x80 && c < 0xa0)
                    && !ReportCard.invisible(c), "character " + (int) c + " at " + i);
        }
    }

    /** The processes, other than this JVM, whose environment holds {@code mark}. */
    private static List<Long> marked(String mark) {
        byte[] wanted = mark.getBytes(StandardCharsets.UTF_8);
        List<Long> found = new ArrayList<>();
        File[] entries = new File("/proc").listFiles((d, name) -> name.chars().allMatch(Character::isDigit));
        for (File entry : entries == null ? new File[0] : entries) {
            try {
                byte[] environ = Files.readAllBytes(new File(entry, "environ").toPath());
                if (indexOf(environ, wanted) >= 0 && !state(entry).equals("Z")) {
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
