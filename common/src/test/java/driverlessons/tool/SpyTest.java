package driverlessons.tool;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The spy between a test (playing the GUI, through pipes) and a real engine process: {@link SpyTestEngine}, run
 * with the test classpath. What the GUI sends must reach the engine unchanged and the other way round, every line
 * must be in the log with its direction, and the spy must end when either side ends.
 */
class SpyTest {
    private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    private static final String CLASSPATH =
            System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    private static final Pattern RECORD = Pattern.compile(" *\\d+ (GUI>eng|eng>GUI|eng err|spy    ) {2}.*");

    @TempDir
    Path dir;

    private static List<String> engine(String... args) {
        List<String> command = new ArrayList<>(List.of(JAVA, "-cp", CLASSPATH, SpyTestEngine.class.getName()));
        command.addAll(List.of(args));
        return command;
    }

    /** The GUI's side of a spy run in this JVM: a pipe into the spy's stdin, one out of its stdout. */
    private static final class Gui implements AutoCloseable {
        final OutputStream toSpy;
        final ByteArrayOutputStream received = new ByteArrayOutputStream();
        final LinkedBlockingQueue<String> lines = new LinkedBlockingQueue<>();
        final ByteArrayOutputStream err = new ByteArrayOutputStream();
        final CompletableFuture<Integer> exit;
        final CompletableFuture<Void> outputClosed = new CompletableFuture<>();

        Gui(Path log, List<String> command) throws IOException {
            this(new Spy.Options(log, false, command));
        }

        Gui(Spy.Options options) throws IOException {
            Pipe in = Pipe.open();
            Pipe out = Pipe.open();
            toSpy = Channels.newOutputStream(in.sink());
            InputStream spyIn = Channels.newInputStream(in.source());
            OutputStream spyOut = Channels.newOutputStream(out.sink());
            InputStream fromSpy = Channels.newInputStream(out.source());
            Thread reader = new Thread(() -> read(fromSpy), "test GUI reader");
            reader.setDaemon(true);
            reader.start();
            PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8);
            exit = new CompletableFuture<>();
            Thread spy = new Thread(() -> {
                try {
                    exit.complete(Spy.run(options, false, spyIn, spyOut, errStream, false));
                } catch (Throwable t) {
                    exit.completeExceptionally(t);
                }
            }, "test spy");
            spy.setDaemon(true);
            spy.start();
        }

        private void read(InputStream fromSpy) {
            byte[] buffer = new byte[8192];
            StringBuilder line = new StringBuilder();
            try {
                int n;
                while ((n = fromSpy.read(buffer)) >= 0) {
                    synchronized (received) {
                        received.write(buffer, 0, n);
                    }
                    for (int i = 0; i < n; i++) {
                        if (buffer[i] == '\n') {
                            lines.add(line.toString());
                            line.setLength(0);
                        } else if (line.length() < 1000) {
                            line.append((char) (buffer[i] & 0xff));
                        }
                    }
                }
            } catch (IOException e) {
                // treated as the end
            }
            outputClosed.complete(null);
        }

        void send(String text) throws IOException {
            toSpy.write(text.getBytes(StandardCharsets.UTF_8));
            toSpy.flush();
        }

        /** The next line from the engine, through the spy (10 s at most). */
        String next() throws InterruptedException {
            String line = lines.poll(10, TimeUnit.SECONDS);
            assertTrue(line != null, "no line from the spy within 10 s");
            return line;
        }

        byte[] received() {
            synchronized (received) {
                return received.toByteArray();
            }
        }

        int exitCode() throws Exception {
            return exit.get(20, TimeUnit.SECONDS);
        }

        @Override
        public void close() throws IOException {
            toSpy.close();
        }
    }

    private List<String> logLines(Path log) throws IOException {
        return Files.readAllLines(log, StandardCharsets.UTF_8);
    }

    /** The log's records of one direction, without time and label. */
    private static List<String> texts(List<String> log, String label) {
        List<String> texts = new ArrayList<>();
        for (String record : log) {
            if (record.substring(8).startsWith(label + " ")) {
                texts.add(record.substring(17));
            }
        }
        return texts;
    }

    @Test
    void aWholeDialogPassesUnchangedAndIsLogged() throws Exception {
        Path log = dir.resolve("spy.log");
        try (Gui gui = new Gui(log, engine())) {
            gui.send("xboard\nprotover 2\n");
            assertEquals("feature myname=\"spy test\" ping=1 usermove=1 sigint=0 sigterm=0 done=1", gui.next());
            gui.send("new\nstderr a word on stderr\nping 1\n");
            assertEquals("pong 1", gui.next());
            gui.send("usermove e2e4\n");
            assertEquals("move e7e5", gui.next());
            gui.send("ping 2\n");
            assertEquals("pong 2", gui.next());
            gui.send("quit\n");
            assertEquals(0, gui.exitCode());
            gui.outputClosed.get(5, TimeUnit.SECONDS);
            assertEquals("feature myname=\"spy test\" ping=1 usermove=1 sigint=0 sigterm=0 done=1\n"
                    + "pong 1\nmove e7e5\npong 2\n", new String(gui.received(), StandardCharsets.UTF_8));
        }
        List<String> records = logLines(log);
        for (String record : records) {
            assertTrue(RECORD.matcher(record).matches(), record);
        }
        assertEquals(List.of("xboard", "protover 2", "new", "stderr a word on stderr", "ping 1", "usermove e2e4",
                "ping 2", "quit"), texts(records, "GUI>eng"));
        assertEquals(List.of("feature myname=\"spy test\" ping=1 usermove=1 sigint=0 sigterm=0 done=1", "pong 1",
                "move e7e5", "pong 2"), texts(records, "eng>GUI"));
        assertEquals(List.of("a word on stderr"), texts(records, "eng err"));
        assertTrue(records.get(0).matches(" *\\d+ spy {6}started .*SpyTestEngine \\(pid \\d+\\) at .*"),
                records.get(0));
        assertEquals("engine exited with code 0", texts(records, "spy").get(texts(records, "spy").size() - 1));
        List<String> order = records.stream().map(r -> r.substring(8)).toList();
        assertTrue(order.indexOf("GUI>eng  ping 1") < order.indexOf("eng>GUI  pong 1"), "a question before its answer");
        assertTrue(order.indexOf("GUI>eng  usermove e2e4") < order.indexOf("eng>GUI  move e7e5"));
        assertTrue(order.indexOf("GUI>eng  ping 2") < order.indexOf("eng>GUI  pong 2"));
        long previous = 0;
        for (String record : records) {
            long ms = Long.parseLong(record.substring(0, 7).trim());
            assertTrue(ms >= previous, "times never go back: " + record);
            previous = ms;
        }
    }

    @Test
    void withLagEveryLineWaitsEachWayAndTheOrderStays() throws Exception {
        Path log = dir.resolve("spy.log");
        try (Gui gui = new Gui(new Spy.Options(log, false, engine(), LaggedOutput.Lag.parse("100")))) {
            gui.send("xboard\nprotover 2\n");
            gui.next();
            long start = System.nanoTime();
            gui.send("ping 1\n");
            assertEquals("pong 1", gui.next());
            long ms = (System.nanoTime() - start) / 1_000_000;
            assertTrue(ms >= 200, "100 ms to the engine and 100 ms back, but the round trip took " + ms + " ms");
            gui.send("quit\n");
            assertEquals(0, gui.exitCode());
        }
        assertTrue(logLines(log).stream().anyMatch(line -> line.contains("every line waits 100 ms")));
    }

    @Test
    void withARandomLagNoLineOvertakesTheOneBefore() throws Exception {
        Path log = dir.resolve("spy.log");
        try (Gui gui = new Gui(new Spy.Options(log, false, engine(), LaggedOutput.Lag.parse("0..60")))) {
            StringBuilder pings = new StringBuilder();
            for (int i = 1; i <= 40; i++) {
                pings.append("ping ").append(i).append('\n');
            }
            gui.send(pings.toString());
            for (int i = 1; i <= 40; i++) {
                assertEquals("pong " + i, gui.next());
            }
            gui.send("quit\n");
            assertEquals(0, gui.exitCode());
        }
    }

    @Test
    void lagTakesMillisecondsOrARange() {
        PrintStream err = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        assertEquals(new LaggedOutput.Lag(75, 75), Spy.parse(new String[] {"--lag", "75", "--", "x"}, err).lag());
        assertEquals(new LaggedOutput.Lag(25, 125),
                Spy.parse(new String[] {"--lag", "25..125", "x"}, err).lag());
        assertNull(Spy.parse(new String[] {"x"}, err).lag());
        for (String bad : new String[] {"-5", "125..25", "fast", "1.5", "70000"}) {
            assertNull(Spy.parse(new String[] {"--lag", bad, "--", "x"}, err), bad);
        }
    }

    @Test
    void withALogFileTheEnginesStderrAlsoReachesOurs() throws Exception {
        Path log = dir.resolve("spy.log");
        try (Gui gui = new Gui(log, engine())) {
            gui.send("stderr on stderr\nping 1\n");
            assertEquals("pong 1", gui.next());
            gui.send("quit\n");
            assertEquals(0, gui.exitCode());
            assertEquals("on stderr" + System.lineSeparator(), gui.err.toString(StandardCharsets.UTF_8));
        }
    }

    @Test
    void withoutALogFileTheLogGoesToStderr() throws Exception {
        try (Gui gui = new Gui(null, engine())) {
            gui.send("ping 7\n");
            assertEquals("pong 7", gui.next());
            gui.send("quit\n");
            assertEquals(0, gui.exitCode());
            List<String> records = List.of(gui.err.toString(StandardCharsets.UTF_8).split("\\R"));
            assertEquals(List.of("ping 7", "quit"), texts(records, "GUI>eng"));
            assertEquals(List.of("pong 7"), texts(records, "eng>GUI"));
        }
    }

    @Test
    void theGuisEndOfInputReachesTheEngineAndItsExitCodeEndsTheSpy() throws Exception {
        Path log = dir.resolve("spy.log");
        try (Gui gui = new Gui(log, engine())) {
            gui.send("ping 1\n");
            assertEquals("pong 1", gui.next());
            gui.close();
            assertEquals(SpyTestEngine.EOF_CODE, gui.exitCode());
            gui.outputClosed.get(5, TimeUnit.SECONDS);
        }
        List<String> notes = texts(logLines(log), "spy");
        assertTrue(notes.contains("GUI closed its output (end of file): closing the engine's input"), notes.toString());
        assertEquals("engine exited with code " + SpyTestEngine.EOF_CODE, notes.get(notes.size() - 1));
    }

    @Test
    void theEnginesExitEndsTheSpyAndClosesItsOutputWhileTheGuiStillTalks() throws Exception {
        Path log = dir.resolve("spy.log");
        try (Gui gui = new Gui(log, engine())) {
            gui.send("ping 1\n");
            assertEquals("pong 1", gui.next());
            gui.send("exit 7\n");
            assertEquals(7, gui.exitCode());
            gui.outputClosed.get(5, TimeUnit.SECONDS);
            assertNull(gui.lines.poll());
        }
        List<String> notes = texts(logLines(log), "spy");
        assertTrue(notes.contains("engine closed its output (end of file): closing ours"), notes.toString());
        assertEquals("engine exited with code 7", notes.get(notes.size() - 1));
    }

    @Test
    void theEngineClosingItsOutputClosesOursAtOnce() throws Exception {
        try (Gui gui = new Gui(dir.resolve("spy.log"), engine())) {
            gui.send("close\n");
            gui.outputClosed.get(10, TimeUnit.SECONDS);
            assertFalse(gui.exit.isDone(), "the engine still runs, so does the spy");
            gui.send("quit\n");
            assertEquals(0, gui.exitCode());
        }
    }

    @Test
    void anEngineThatDoesNotExistGetsOneLineOnStderrAndItsOwnExitCode() throws Exception {
        Path log = dir.resolve("spy.log");
        try (Gui gui = new Gui(log, List.of("no-such-engine-for-the-spy", "--xboard"))) {
            assertEquals(Spy.CANNOT_START, gui.exitCode());
            String[] err = gui.err.toString(StandardCharsets.UTF_8).split("\\R");
            assertEquals(1, err.length);
            assertTrue(err[0].startsWith("common.jar spy: cannot start the engine 'no-such-engine-for-the-spy': "),
                    err[0]);
            gui.outputClosed.get(5, TimeUnit.SECONDS);
        }
        assertTrue(Files.readString(log).contains("cannot start no-such-engine-for-the-spy --xboard"));
    }

    @Test
    void binaryGarbageAndA300KbLinePassByteForByte() throws Exception {
        ByteArrayOutputStream sent = new ByteArrayOutputStream();
        for (int b = 0; b < 256; b++) {
            sent.write(b);
        }
        sent.write('\n');
        byte[] garbage = new byte[20_000];
        new Random(14).nextBytes(garbage);
        sent.write(garbage);
        sent.write("\r\nping 1\r\n".getBytes(StandardCharsets.US_ASCII));
        byte[] longLine = new byte[300_000];
        for (int i = 0; i < longLine.length; i++) {
            longLine[i] = (byte) ('a' + i % 26);
        }
        sent.write(longLine);
        sent.write('\n');
        sent.write("a last line without newline".getBytes(StandardCharsets.US_ASCII));
        byte[] bytes = sent.toByteArray();

        Path log = dir.resolve("spy.log");
        try (Gui gui = new Gui(log, engine("echo"))) {
            for (int i = 0; i < bytes.length; i += 7_000) {  // in pieces that cut lines anywhere
                gui.toSpy.write(bytes, i, Math.min(7_000, bytes.length - i));
                gui.toSpy.flush();
            }
            gui.close();
            assertEquals(0, gui.exitCode());
            gui.outputClosed.get(5, TimeUnit.SECONDS);
            assertArrayEquals(bytes, gui.received());
        }
        List<String> sentLines = texts(logLines(log), "GUI>eng");
        assertEquals(sentLines, texts(logLines(log), "eng>GUI"), "both directions logged alike");
        assertTrue(sentLines.get(0).startsWith("\\x00\\x01\\x02"), sentLines.get(0));
        assertTrue(sentLines.contains("ping 1\\r"), sentLines.toString());
        assertTrue(sentLines.contains("abcdefghijklmnopqrstuvwxyz".repeat(80).substring(0, SpyLog.MAX_LOGGED_BYTES)
                + " ... [300000 bytes, the first 2000 logged]"), "the long line is cut in the log");
        assertEquals("a last line without newline [no newline at the end]", sentLines.get(sentLines.size() - 1));
    }

    @Test
    void badArgumentsAreAUsageError() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8);
        assertNull(Spy.parse(new String[] {}, errStream));
        assertNull(Spy.parse(new String[] {"--log", "x.log", "--"}, errStream));
        assertNull(Spy.parse(new String[] {"--frobnicate", "--", "cat"}, errStream));
        String text = err.toString(StandardCharsets.UTF_8);
        assertEquals(6, text.split("\\R").length, "each mistake: the problem, then the spy's usage: " + text);
        assertTrue(text.contains("usage: common.jar spy [--log FILE]"), text);
        Spy.Options options = Spy.parse(new String[] {"--log", "x.log", "--no-color", "--", "fairymax", "-x"},
                errStream);
        assertEquals(Path.of("x.log"), options.logFile());
        assertEquals(false, options.colour());
        assertEquals(List.of("fairymax", "-x"), options.command());
        assertEquals(List.of("gnuchess", "--xboard"), Spy.parse(new String[] {"gnuchess", "--xboard"}, errStream)
                .command());
        assertEquals(List.of("--odd-engine"), Spy.parse(new String[] {"--", "--odd-engine"}, errStream).command());
    }

    @Test
    void aLogThatCannotBeWrittenIsAUsageError() throws Exception {
        try (Gui gui = new Gui(dir.resolve("no-such-dir").resolve("spy.log"), engine())) {
            assertEquals(Spy.USAGE, gui.exitCode());
            String err = gui.err.toString(StandardCharsets.UTF_8);
            assertTrue(err.matches("common.jar spy: cannot write the log .*spy.log: its folder does not exist\\R"), err);
        }
    }

    /** The tool itself, as a GUI starts it: its own process, the real stdin and stdout. */
    @Test
    void theToolAsItsOwnProcess() throws Exception {
        Path log = dir.resolve("spy.log");
        List<String> command = new ArrayList<>(List.of(JAVA, "-cp", CLASSPATH, Tool.class.getName(),
                "spy", "--log", log.toString(), "--"));
        command.addAll(engine());
        Process spy = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        spy.getOutputStream().write("protover 2\nping 1\n".getBytes(StandardCharsets.US_ASCII));
        spy.getOutputStream().close();
        byte[] out = spy.getInputStream().readAllBytes();
        assertTrue(spy.waitFor(20, TimeUnit.SECONDS));
        assertEquals(SpyTestEngine.EOF_CODE, spy.exitValue());
        assertEquals("feature myname=\"spy test\" ping=1 usermove=1 sigint=0 sigterm=0 done=1\npong 1\n",
                new String(out, StandardCharsets.US_ASCII));
        assertEquals(List.of("protover 2", "ping 1"), texts(logLines(log), "GUI>eng"));

        Process missing = new ProcessBuilder(JAVA, "-cp", CLASSPATH, Tool.class.getName(), "spy", "--",
                "no-such-engine-for-the-spy").start();
        missing.getOutputStream().close();
        String err = new String(missing.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(missing.waitFor(20, TimeUnit.SECONDS));
        assertEquals(Spy.CANNOT_START, missing.exitValue());
        assertEquals(0, missing.getInputStream().readAllBytes().length, "nothing on stdout");
        assertTrue(err.matches("common.jar spy: cannot start the engine 'no-such-engine-for-the-spy': .+\\R"), err);
    }

    /** XBoard sends SIGINT to an engine that did not say sigint=0: the spy passes it on (a JVM engine dies of it). */
    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void aSigintFromTheGuiReachesTheEngine() throws Exception {
        // A shell that starts a build in the background without job control (`cmd &`, nohup) makes its children
        // ignore SIGINT, and an ignored signal stays ignored in every process started below it: the spy could not
        // receive it at all. That says nothing about the spy.
        assumeFalse(sigintIgnored(), "SIGINT is ignored in this process tree (started with nohup or '&')");
        Path log = dir.resolve("spy.log");
        List<String> command = new ArrayList<>(List.of(JAVA, "-cp", CLASSPATH, Tool.class.getName(),
                "spy", "--log", log.toString(), "--"));
        command.addAll(engine());
        Process spy = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        spy.getOutputStream().write("ping 1\n".getBytes(StandardCharsets.US_ASCII));
        spy.getOutputStream().flush();
        byte[] pong = spy.getInputStream().readNBytes(7);
        assertEquals("pong 1\n", new String(pong, StandardCharsets.US_ASCII));
        new ProcessBuilder("kill", "-INT", Long.toString(spy.pid())).start().waitFor();
        assertTrue(spy.waitFor(20, TimeUnit.SECONDS));
        assertEquals(130, spy.exitValue(), "the engine's exit code: killed by SIGINT (128 + 2)");
        assertTrue(Files.readString(log).contains("SIGINT from the GUI: passed on to the engine"));
    }

    /** Whether this JVM was started with SIGINT ignored (Linux: bit 2 of SigIgn in /proc/self/status). */
    private static boolean sigintIgnored() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.exists(status)) {
            return false;
        }
        for (String line : Files.readAllLines(status)) {
            if (line.startsWith("SigIgn:")) {
                return (Long.parseLong(line.substring(7).trim(), 16) & (1L << 1)) != 0;
            }
        }
        return false;
    }
}
