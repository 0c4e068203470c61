package driverlessons.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The launcher in protocol mode, in this JVM on injected streams and as a real process. */
@Timeout(30)
class LauncherTest {
    private static final LessonInfo ECHO = new LessonInfo("echo", "Echo lesson (test)");

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String input, boolean terminals, String... args) {
        return Launcher.run(args, ECHO, EchoDriver::new,
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                () -> terminals);
    }

    private String stdout() {
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void protocolModeRunsTheDriverUntilEndOfInput() {
        assertEquals(0, run("xboard\nping 1\n", false));
        assertEquals("echo xboard\npong 1\nbye\n", stdout());
    }

    /** Bytes that are not UTF-8, a NUL and a bare CR arrive as U+FFFD and as a line end: never on stdout raw. */
    @Test
    void invalidUtf8AndControlBytesAreReplacedBeforeTheDriverSeesThem() {
        byte[] input = {(byte) 0xff, (byte) 0xfe, 'x', 0, 'y', '\n', (byte) 0xc3, '\r', 'p', 'i', 'n', 'g', ' ', '5', '\n'};
        assertEquals(0, Launcher.run(new String[0], ECHO, EchoDriver::new, new ByteArrayInputStream(input),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                () -> false));
        assertEquals("echo \uFFFD\uFFFDx\uFFFDy\necho \uFFFD\npong 5\nbye\n", stdout());
    }

    @Test
    void quitEndsTheDriver() {
        assertEquals(0, run("ping 1\nquit\nping 2\n", false, "--protocol"));
        assertEquals("pong 1\n", stdout());
    }

    @Test
    void protocolFlagBeatsATerminal() {
        assertEquals(0, run("ping 3\n", true, "--protocol"));
        assertEquals("pong 3\nbye\n", stdout());
    }

    @Test
    void unknownArgumentIsOneLineOnStderrAndStatus2() {
        assertEquals(2, run("", false, "--fast"));
        assertEquals("", stdout());
        List<String> lines = err.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(1, lines.size());
        assertTrue(lines.get(0).contains("unknown argument: --fast"), lines.get(0));
    }

    @Test
    void helpPrintsTheOptionsAndStartsNoDriver() {
        for (String help : new String[] {"--help", "-h", "help"}) {
            out.reset();
            assertEquals(0, run("xboard\n", false, help), help);
            assertTrue(stdout().startsWith(ECHO.id() + ": "), stdout());
            assertTrue(stdout().contains("usage: java -jar JAR [--console | --protocol]"), stdout());
            assertTrue(stdout().contains("--log-level LEVEL"), stdout());
        }
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aFailingDriverGivesStatus1AndNothingOnStdout() {
        PrintStream stderr = System.err;
        System.setErr(new PrintStream(OutputStream.nullOutputStream()));   // the logged stack trace
        try {
            assertEquals(1, run("fail\n", false));
        } finally {
            System.setErr(stderr);
        }
        assertEquals("", stdout());
    }

    /**
     * The real {@code launch} in its own JVM, as a GUI starts it: stdin stays open after quit, so only a prompt
     * exit ends the process; stdout holds the protocol only; JLine is never loaded; --log writes a trace.
     */
    @Test
    void realProcessExitsPromptlyAfterQuitAndNeverLoadsJline(@TempDir Path dir) throws Exception {
        Path classLog = dir.resolve("classes.log");
        Path engineLog = dir.resolve("engine.log");
        String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process process = new ProcessBuilder(java, "-cp", classpath,
                "-Xlog:class+load=info:file=" + classLog, EchoDriver.class.getName(),
                "--log", engineLog.toString(), "--log-level", "debug")
                .redirectError(dir.resolve("stderr.txt").toFile())
                .start();
        process.getOutputStream().write("ping 1\nhello\r\nquit\n".getBytes(StandardCharsets.US_ASCII));
        process.getOutputStream().flush();   // not closed: a GUI keeps the pipe open
        assertTrue(process.waitFor(20, TimeUnit.SECONDS), "the engine did not exit after quit");
        assertEquals(0, process.exitValue());
        assertEquals("pong 1\necho hello\n",
                new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
        // " org.jline." and not "jdk.internal.org.jline.": JDK 22+ loads its own console provider for System.console()
        assertFalse(Files.readString(classLog).contains(" org.jline."), "JLine was loaded in protocol mode");
        String trace = Files.readString(engineLog);
        assertTrue(trace.contains("<- ping 1") && trace.contains("-> pong 1"), trace);
        assertEquals("", Files.readString(dir.resolve("stderr.txt")));
        assertTrue(new File(classpath.split(File.pathSeparator)[0]).exists());
    }
}
