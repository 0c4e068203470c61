package driverlessons.check;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * The engine process the examiner talks to, seen as a GUI sees it: one process on pipes, started in a process
 * group of its own (through {@code setsid} where there is one), every line in both directions kept in a
 * timestamped transcript, its stderr kept for the report. Lines from the engine are read by a thread of their
 * own and stamped the moment they arrive, so a reply time is the engine's and not the examiner's.
 */
public final class EngineUnderTest implements AutoCloseable {
    /** Where a line went: to the engine, from it, or a note of the examiner's own. */
    public enum Direction { TO_ENGINE, FROM_ENGINE, NOTE }

    /** One line of the transcript: when (ms since start, fractional), which way, what. */
    public record Entry(double ms, Direction direction, String text) {
        @Override
        public String toString() {
            String arrow = switch (direction) {
                case TO_ENGINE -> "> ";
                case FROM_ENGINE -> "< ";
                case NOTE -> "# ";
            };
            return String.format(java.util.Locale.ROOT, "%9.1f %s%s", ms, arrow, text);
        }
    }

    /** A line from the engine and the moment (System.nanoTime) it arrived. */
    public record Line(String text, long nanos) {
    }

    /** The end of the engine's output: its stdout was closed (it exited or crashed). */
    private static final Line END = new Line(null, 0);
    /** Lines longer than this are cut in the transcript (the whole line still reaches the scenario). */
    private static final int TRANSCRIPT_LINE_LIMIT = 2000;
    private static final int STDERR_LIMIT = 64 * 1024;

    private final Process process;
    private final OutputStream toEngine;
    private final BlockingQueue<Line> unread = new LinkedBlockingQueue<>();
    private final List<Entry> transcript = Collections.synchronizedList(new ArrayList<>());
    private final ByteArrayOutputStream stderr = new ByteArrayOutputStream();
    private final long startNanos;
    private final boolean ownGroup;
    private volatile boolean outputClosed;
    private volatile boolean inputClosed;

    private EngineUnderTest(Process process, boolean ownGroup, long startNanos) {
        this.process = process;
        this.ownGroup = ownGroup;
        this.startNanos = startNanos;
        this.toEngine = process.getOutputStream();
        daemon("engine-stdout", this::readStdout);
        daemon("engine-stderr", this::readStderr);
    }

    /**
     * Starts {@code command} in {@code directory} (null: the examiner's own). On a system with {@code setsid} the
     * engine gets a process group of its own, so that {@link #kill()} reaches whatever it started too.
     */
    public static EngineUnderTest start(List<String> command, File directory) throws IOException {
        List<String> full = new ArrayList<>();
        boolean ownGroup = SETSID != null;
        if (ownGroup) {
            full.add(SETSID);
        }
        full.addAll(command);
        long start = System.nanoTime();
        Process process = new ProcessBuilder(full).directory(directory).start();
        return new EngineUnderTest(process, ownGroup, start);
    }

    /** The setsid program (util-linux), or null where there is none (Windows, some macOS). */
    private static final String SETSID = findSetsid();

    private static String findSetsid() {
        for (String dir : List.of("/usr/bin", "/bin", "/usr/local/bin")) {
            File file = new File(dir, "setsid");
            if (file.canExecute()) {
                return file.getPath();
            }
        }
        return null;
    }

    private static void daemon(String name, Runnable body) {
        Thread thread = new Thread(body, name);
        thread.setDaemon(true);
        thread.start();
    }

    private void readStdout() {
        try (BufferedReader in = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String text;
            while ((text = in.readLine()) != null) {
                long now = System.nanoTime();
                record(now, Direction.FROM_ENGINE, text);
                unread.add(new Line(text, now));
            }
        } catch (IOException e) {
            // the engine went away
        }
        outputClosed = true;
        String code = "";
        try {
            if (process.waitFor(200, TimeUnit.MILLISECONDS)) {
                code = ", exit code " + process.exitValue();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        record(System.nanoTime(), Direction.NOTE, "(the engine closed its output" + code + ")");
        unread.add(END);
    }

    private void readStderr() {
        byte[] buffer = new byte[4096];
        try (InputStream in = process.getErrorStream()) {
            int n;
            while ((n = in.read(buffer)) > 0) {
                synchronized (stderr) {
                    if (stderr.size() < STDERR_LIMIT) {
                        stderr.write(buffer, 0, Math.min(n, STDERR_LIMIT - stderr.size()));
                    }
                }
            }
        } catch (IOException e) {
            // the engine went away
        }
    }

    private void record(long nanos, Direction direction, String text) {
        String shown = text.length() > TRANSCRIPT_LINE_LIMIT
                ? text.substring(0, TRANSCRIPT_LINE_LIMIT) + "... (" + text.length() + " characters)" : text;
        transcript.add(new Entry((nanos - startNanos) / 1e6, direction, shown));
    }

    /** Sends lines, each ended by a newline, flushed together; returns the moment they were written. */
    public long send(String... lines) {
        StringBuilder text = new StringBuilder();
        for (String line : lines) {
            text.append(line).append('\n');
        }
        long now = System.nanoTime();
        try {
            toEngine.write(text.toString().getBytes(StandardCharsets.UTF_8));
            toEngine.flush();
        } catch (IOException e) {
            note("could not write to the engine: " + e.getMessage());
        }
        for (String line : lines) {
            record(now, Direction.TO_ENGINE, line);
        }
        return now;
    }

    /** Writes a note of the examiner's into the transcript. */
    public void note(String text) {
        record(System.nanoTime(), Direction.NOTE, text);
    }

    /** Closes the engine's stdin: the end of input, as when the GUI goes away. */
    public long closeInput() {
        inputClosed = true;
        long now = System.nanoTime();
        record(now, Direction.NOTE, "(end of input: the examiner closed the engine's stdin)");
        try {
            toEngine.close();
        } catch (IOException e) {
            // already closed
        }
        return now;
    }

    /**
     * The next line from the engine that {@code wanted} accepts, waiting at most {@code timeoutMs}; every line
     * passed over goes to {@code passed} (when not null). Null when none came in time or the output ended.
     */
    public Line next(Predicate<String> wanted, long timeoutMs, List<Line> passed) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        while (true) {
            Line line = unread.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (line == null) {
                return null;
            }
            if (line == END) {
                unread.add(END); // the end stays the end for every later wait
                return null;
            }
            if (wanted.test(line.text())) {
                return line;
            }
            if (passed != null) {
                passed.add(line);
            }
        }
    }

    /** The lines that arrive within {@code ms} (all of them, up to the end of output). */
    public List<Line> drain(long ms) throws InterruptedException {
        List<Line> lines = new ArrayList<>();
        next(text -> false, ms, lines);
        return lines;
    }

    /** True when the engine closed its stdout (it exited, or closed it on its way out). */
    public boolean outputClosed() {
        return outputClosed;
    }

    /** Waits up to {@code ms} for the process to end; its exit code, or null while it still runs. */
    public Integer awaitExit(long ms) throws InterruptedException {
        return process.waitFor(ms, TimeUnit.MILLISECONDS) ? process.exitValue() : null;
    }

    /** Nanoseconds to milliseconds between two moments. */
    public static double ms(long fromNanos, long toNanos) {
        return (toNanos - fromNanos) / 1e6;
    }

    /** The moment the process was started (System.nanoTime). */
    public long startNanos() {
        return startNanos;
    }

    /** The engine's process id. */
    public long pid() {
        return process.pid();
    }

    /** A copy of the transcript so far. */
    public List<Entry> transcript() {
        synchronized (transcript) {
            return List.copyOf(transcript);
        }
    }

    /** What the engine wrote to stderr (the first 64 kB). */
    public String stderr() {
        synchronized (stderr) {
            return stderr.toString(StandardCharsets.UTF_8);
        }
    }

    /** Kills the engine and everything in its process group at once (SIGKILL), or its process tree. */
    public void kill() {
        if (ownGroup && process.isAlive()) {
            try {
                new ProcessBuilder("kill", "-KILL", "--", "-" + process.pid())
                        .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                        .start().waitFor(2, TimeUnit.SECONDS);
            } catch (IOException e) {
                // fall back to the process tree below
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }

    /**
     * Ends the engine as a GUI does: {@code quit} (unless the input is closed already), a moment to go, then the
     * whole group killed. Never waits long: a scenario's verdict does not depend on it.
     */
    @Override
    public void close() {
        if (!inputClosed && process.isAlive()) {
            send("quit");
            closeInput();
        }
        try {
            process.waitFor(1000, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        kill();
    }
}
