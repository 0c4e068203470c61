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
    /** When the examiner sent quit, closed the input or killed the engine (System.nanoTime), or 0: it asked it to go. */
    private volatile long askedToGoNanos;
    /** When the process ended (System.nanoTime), or 0 while it runs. */
    private volatile long exitNanos;
    private volatile long outputClosedNanos;
    private volatile Integer exitCode;
    private volatile boolean killed;
    /** Called with every feature line that arrives after the handshake (XBoard reads them at any time). */
    private volatile java.util.function.Consumer<String> lateFeatures;

    private EngineUnderTest(Process process, boolean ownGroup, long startNanos) {
        this.process = process;
        this.ownGroup = ownGroup;
        this.startNanos = startNanos;
        this.toEngine = process.getOutputStream();
        daemon("engine-stdout", this::readStdout);
        daemon("engine-stderr", this::readStderr);
        process.onExit().thenAccept(ended -> {
            if (exitNanos == 0) {
                exitCode = ended.exitValue();
                exitNanos = System.nanoTime();
            }
        });
    }

    /**
     * Starts {@code command} in {@code directory} (null: the examiner's own). On a system with {@code setsid} the
     * engine gets a process group of its own, so that {@link #kill()} reaches whatever it started too.
     */
    public static EngineUnderTest start(List<String> command, File directory) throws IOException {
        return start(command, directory, false);
    }

    /**
     * The same, {@code niced} at the lowest CPU priority where there is a {@code nice} (coreutils): an engine
     * that runs beside one whose times are measured takes only the CPU that one leaves.
     */
    public static EngineUnderTest start(List<String> command, File directory, boolean niced) throws IOException {
        List<String> full = new ArrayList<>();
        boolean ownGroup = SETSID != null;
        if (ownGroup) {
            full.add(SETSID);
        }
        if (niced && NICE != null) {
            full.addAll(List.of(NICE, "-n", "19"));
        }
        full.addAll(DEFAULT_SIGINT);
        full.addAll(command);
        long start = System.nanoTime();
        ProcessBuilder builder = new ProcessBuilder(full).directory(directory);
        // A GUI started from a desktop menu has no PYTHONUNBUFFERED: a Python engine that flushes only because a
        // shell set it would pass here and say nothing in XBoard.
        builder.environment().remove("PYTHONUNBUFFERED");
        Process process = builder.start();
        return new EngineUnderTest(process, ownGroup, start);
    }

    /** The setsid program (util-linux), or null where there is none (Windows, some macOS). */
    private static final String SETSID = findProgram("setsid");
    /** The nice program (coreutils), or null where there is none (Windows). */
    private static final String NICE = findProgram("nice");
    /**
     * GNU env's {@code --default-signal=INT} where it exists (coreutils 8.31 and later), else nothing: the engine
     * starts with SIGINT at its default, as under XBoard, even when the examiner itself was started with SIGINT
     * ignored (a shell's background job, some CI runners), which the engine would inherit.
     */
    private static final List<String> DEFAULT_SIGINT = findDefaultSignal();

    private static List<String> findDefaultSignal() {
        File env = new File("/usr/bin/env");
        if (!env.canExecute()) {
            return List.of();
        }
        try {
            Process probe = new ProcessBuilder(env.getPath(), "--default-signal=INT", "true")
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return probe.waitFor(5, TimeUnit.SECONDS) && probe.exitValue() == 0
                    ? List.of(env.getPath(), "--default-signal=INT") : List.of();
        } catch (IOException e) {
            return List.of();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return List.of();
        }
    }

    private static String findProgram(String name) {
        for (String dir : List.of("/usr/bin", "/bin", "/usr/local/bin")) {
            File file = new File(dir, name);
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
                java.util.function.Consumer<String> features = lateFeatures;
                if (features != null && text.startsWith("feature ")) {
                    features.accept(text);
                }
                unread.add(new Line(text, now));
            }
        } catch (IOException e) {
            // the engine went away
        }
        outputClosedNanos = System.nanoTime();
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

    /** A line in UTF-8, as the examiner writes every line but the hostile ones, with its newline. */
    static final java.util.function.Function<String, byte[]> UTF_8 =
            line -> (line + "\n").getBytes(StandardCharsets.UTF_8);

    /** Sends lines in UTF-8, each ended by a newline, flushed together; returns the moment they were written. */
    public long send(String... lines) {
        return send(UTF_8, lines);
    }

    /** Sends lines, each as {@code encoding} makes it bytes (with its newline), flushed together. */
    public synchronized long send(java.util.function.Function<String, byte[]> encoding, String... lines) {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        for (String line : lines) {
            bytes.writeBytes(encoding.apply(line));
        }
        long now = System.nanoTime();
        try {
            bytes.writeTo(toEngine);
            toEngine.flush();
        } catch (IOException e) {
            note("could not write to the engine: " + e.getMessage());
        }
        for (String line : lines) {
            record(now, Direction.TO_ENGINE, line);
            if (line.strip().equals("quit") && askedToGoNanos == 0) {
                askedToGoNanos = now;
            }
        }
        return now;
    }

    /** From now on every {@code feature} line is handed to {@code reader} as it arrives (null: no longer). */
    public void readLateFeatures(java.util.function.Consumer<String> reader) {
        lateFeatures = reader;
    }

    /**
     * Sends the engine's process a signal ({@code "INT"}, {@code "TERM"}), as XBoard's {@code kill(pid, ...)}
     * does: to the process itself, not its group. False where it could not be sent.
     */
    public boolean signal(String name) {
        note("(signal SIG" + name + " sent to the engine's process " + process.pid() + ")");
        try {
            return new ProcessBuilder("kill", "-" + name, Long.toString(process.pid()))
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start().waitFor() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Writes a note of the examiner's into the transcript. */
    public void note(String text) {
        record(System.nanoTime(), Direction.NOTE, text);
    }

    /** Closes the engine's stdin: the end of input, as when the GUI goes away. */
    public synchronized long closeInput() {
        inputClosed = true;
        long now = System.nanoTime();
        if (askedToGoNanos == 0) {
            askedToGoNanos = now;
        }
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

    /** True when the process has ended. */
    public boolean exited() {
        settleExit();
        return exitNanos != 0;
    }

    /** The exit as the process tells it, in case the exit callback has not run yet. */
    private void settleExit() {
        if (exitNanos == 0 && !process.isAlive()) {
            exitCode = process.exitValue();
            long closed = outputClosedNanos;               // it ended no later than its output did
            exitNanos = closed != 0 ? closed : System.nanoTime();
        }
    }

    /** The exit status (128 + N for signal N, as Java reports it), or null while it runs. */
    public Integer exitCode() {
        settleExit();
        return exitCode;
    }

    /** When the process ended, in ms since it started, or -1 while it runs. */
    public double exitMs() {
        return exitNanos == 0 ? -1 : ms(startNanos, exitNanos);
    }

    /**
     * True when the engine ended without being asked: before the examiner sent {@code quit}, closed its input or
     * killed it. That is a crash or an exit the GUI did not ask for.
     */
    public boolean exitedUnasked() {
        settleExit();
        long asked = askedToGoNanos;
        return exitNanos != 0 && (asked == 0 || exitNanos < asked);
    }

    /** "exited with status 1" or "died of signal 11 (SIGSEGV, a segmentation fault)". */
    public static String describeExit(int code) {
        if (code > 128 && code < 160) {
            int signal = code - 128;
            String name = switch (signal) {
                case 1 -> "SIGHUP";
                case 2 -> "SIGINT, the interrupt signal";
                case 3 -> "SIGQUIT";
                case 4 -> "SIGILL, an illegal instruction";
                case 6 -> "SIGABRT, an abort";
                case 7 -> "SIGBUS, a bus error";
                case 8 -> "SIGFPE, an arithmetic error";
                case 9 -> "SIGKILL";
                case 11 -> "SIGSEGV, a segmentation fault";
                case 13 -> "SIGPIPE, a broken pipe";
                case 15 -> "SIGTERM";
                default -> "signal " + signal;
            };
            return "died of signal " + signal + " (" + name + "; exit status " + code + ")";
        }
        return "exited with status " + code;
    }

    /** True when the examiner had to kill the process (it had not exited when asked). */
    public boolean killedByExaminer() {
        return killed;
    }

    /** Kills the engine and everything in its process group at once (SIGKILL), or its process tree. */
    public void kill() {
        if (askedToGoNanos == 0) {
            askedToGoNanos = System.nanoTime();
        }
        if (process.isAlive()) {
            killed = true;
        }
        // Its descendants first, while they are still its: once it is dead they belong to init and escape.
        List<ProcessHandle> descendants = process.descendants().toList();
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
        descendants.forEach(ProcessHandle::destroyForcibly);
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
