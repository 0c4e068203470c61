package driverlessons.check;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
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

    /** The engine's threads' run delays ({@link #runDelays()}) read at a moment (System.nanoTime). */
    public record Snapshot(long nanos, java.util.Map<Long, long[]> delays) {
    }

    /** The end of the engine's output: its stdout was closed (it exited or crashed). */
    private static final Line END = new Line(null, 0);
    /** Lines longer than this are cut in the transcript (the whole line still reaches the scenario). */
    private static final int TRANSCRIPT_LINE_LIMIT = 2000;
    /** How much of the engine's stderr is kept: its last 64 kB. */
    private static final int STDERR_LIMIT = 64 * 1024;
    /**
     * XBoard's buffer for an engine's output (INPUT_SOURCE_BUF_SIZE in its xboard.c): a line that fills it without a
     * newline makes XBoard take the engine for dead. The examiner reads no longer line: it stops the engine (unless it
     * sent such a line itself, which the engine may echo).
     */
    static final int LINE_BYTES = 8192;
    /**
     * What an engine may print in one scenario: far more than any scenario needs (a whole analysis prints a few
     * thousand lines), far less than fills the examiner's memory. Past it the engine is stopped: it floods.
     */
    static final int FLOOD_LINES = 100_000;
    static final long FLOOD_BYTES = 8L << 20;

    private final Process process;
    private final OutputStream toEngine;
    private final BlockingQueue<Line> unread = new LinkedBlockingQueue<>();
    private final List<Entry> transcript = Collections.synchronizedList(new ArrayList<>());
    private final byte[] stderrTail = new byte[STDERR_LIMIT];
    /** Bytes the engine wrote to stderr (a ring of the last STDERR_LIMIT kept in stderrTail). */
    private long stderrBytes;
    /** What the engine printed on stdout so far (read by the stdout thread only). */
    private long outputBytes;
    private int outputLines;
    /** The engine's stdin, stdout and stderr as /proc names them (Linux), read at its start: who holds them is its. */
    private final java.util.Set<String> pipes;
    /**
     * {@link #MARK}'s value in this engine's environment: every process it starts inherits it, also a daemon that
     * left its group and closed its pipes (Linux shows it in {@code /proc/PID/environ}).
     */
    private final String mark;
    /** The soft limit on message queues that marks this engine's processes ({@link LimitMarks}); 0: none. */
    private final long limitMark;
    /** The engine's descendants as Java saw them while it ran (the fallback where there is no /proc). */
    private final java.util.Set<ProcessHandle> tree = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private volatile int leftovers;
    private volatile int unjudgedLeftovers;
    /** The engine's other processes the moment it exited, by pid: the start of their grace, or null before. */
    private volatile java.util.Map<Long, Watched> childrenAtExit;

    /** A process watched since {@code nanos} (System.nanoTime), its threads' CPU and run delays then. */
    private record Watched(long nanos, java.util.Map<Long, long[]> threads) {
    }
    /**
     * True once the examiner sent a line longer than XBoard's buffer (robustness: a line no GUI sends): an engine that
     * echoes it in its answer is not stopped for the long line, which is read up to the buffer's size.
     */
    private volatile boolean sentOverlong;
    private volatile String stopReason;
    private volatile String stopCause;
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
    /** The lines at which the reader reads the run delays ({@link #readDelaysOn}), and the last it read. */
    private volatile java.util.function.Predicate<String> delaysOn;
    private volatile Snapshot delaysAtLine;

    private EngineUnderTest(Process process, String mark, long limitMark, boolean ownGroup, long startNanos) {
        this.process = process;
        this.mark = mark;
        this.limitMark = limitMark;
        this.pipes = pipesOf(process.pid());
        synchronized (LIVE) {
            starting--;
            LIVE.notifyAll();
            if (ending) {                                  // started as the examiner is being ended: not to run
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                throw new IllegalStateException("the examiner is being ended: no engine is started");
            }
            LIVE.add(this);
        }
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
        process.onExit().thenRunAsync(() -> {              // the start of its children's grace (see outliving)
            long now = System.nanoTime();
            java.util.Map<Long, Watched> children = new java.util.HashMap<>();
            remnants().stream().filter(p -> p.pid() != process.pid())
                    .forEach(child -> children.put(child.pid(), new Watched(now, threadsOf(child.pid()))));
            childrenAtExit = children;
        });
        // Its stdout may stay open in a child that holds it: the exit ends every wait all the same, once what it
        // printed before has been read (else the end of its output comes as it always does).
        process.onExit().thenRunAsync(() -> {
            if (!outputClosed && remnants().stream().anyMatch(other -> other.pid() != process.pid())) {
                record(System.nanoTime(), Direction.NOTE, "(the engine exited; its stdout stays open in another"
                        + " process)");
                unread.add(END);
            }
        }, java.util.concurrent.CompletableFuture.delayedExecutor(200, TimeUnit.MILLISECONDS));
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
        long limitMark = LIMIT_MARKS == null ? 0 : LIMIT_MARKS.next();
        if (limitMark > 0) {
            full.addAll(List.of(PRLIMIT, "--msgqueue=" + limitMark + ":", "--"));
        }
        full.addAll(DEFAULT_SIGINT);
        full.addAll(command);
        long start = System.nanoTime();
        ProcessBuilder builder = new ProcessBuilder(full).directory(directory);
        // A GUI started from a desktop menu has no PYTHONUNBUFFERED: a Python engine that flushes only because a
        // shell set it would pass here and say nothing in XBoard.
        builder.environment().remove("PYTHONUNBUFFERED");
        String mark = MARK + "=" + java.util.UUID.randomUUID();
        builder.environment().put(MARK, mark.substring(MARK.length() + 1));
        Process process;
        synchronized (LIVE) {                              // the end of the examiner waits for a start under way
            if (ending) {
                throw new IOException("the examiner is being ended: no engine is started");
            }
            starting++;
        }
        try {
            process = builder.start();
        } catch (IOException | RuntimeException e) {
            synchronized (LIVE) {
                starting--;
                LIVE.notifyAll();
            }
            throw e;
        }
        return new EngineUnderTest(process, mark, limitMark, ownGroup, start);
    }

    /**
     * The second mark, which no new environment wipes out: a soft limit on POSIX message queues (bytes) of a value
     * of each engine's own, a little under the hard limit (no chess engine uses message queues). A limit is inherited
     * through fork and exec; a daemon that also starts its program with an empty environment keeps it
     * ({@code /proc/PID/limits}). Set by util-linux's {@code prlimit} where there are both it and {@code /proc}.
     */
    private static final class LimitMarks {
        private final long hard;
        private final java.util.Random random = new java.security.SecureRandom();

        private LimitMarks(long hard) {
            this.hard = Math.min(hard, 1L << 30);
        }

        /** A value between 3/4 of the hard limit and the limit, not the usual one: this engine's mark. */
        synchronized long next() {
            return hard - 1 - random.nextInt((int) Math.min(Integer.MAX_VALUE, hard / 4));
        }

        static LimitMarks find() {
            if (PRLIMIT == null) {
                return null;
            }
            long hard = msgqueueLimits(new File(PROC, "self"))[1];
            if (hard < 4096) {
                return null;
            }
            LimitMarks marks = new LimitMarks(hard);
            try {                                          // a sandbox may refuse prlimit: then no engine may need it
                Process probe = new ProcessBuilder(PRLIMIT, "--msgqueue=" + marks.next() + ":", "--", "true")
                        .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
                return probe.waitFor(5, TimeUnit.SECONDS) && probe.exitValue() == 0 ? marks : null;
            } catch (IOException e) {
                return null;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
        }
    }

    /** The soft and hard limits on message queues of the process in /proc/PID ({@code entry}); -1 where unknown. */
    private static long[] msgqueueLimits(File entry) {
        try {
            for (String line : java.nio.file.Files.readAllLines(new File(entry, "limits").toPath())) {
                if (line.startsWith("Max msgqueue size")) {
                    String[] fields = line.substring("Max msgqueue size".length()).strip().split("\\s+");
                    return new long[] {parseLimit(fields[0]), parseLimit(fields[1])};
                }
            }
        } catch (IOException | RuntimeException e) {
            // gone, or not Linux
        }
        return new long[] {-1, -1};
    }

    private static long parseLimit(String text) {
        return text.equals("unlimited") ? Long.MAX_VALUE : Long.parseLong(text);
    }

    /**
     * The name of the variable in each engine's environment whose value (new for every engine) marks the processes
     * that are the engine's: whatever it starts inherits it, however it leaves the engine's group and pipes.
     */
    static final String MARK = "DRIVERLESSONS_CHECK_ENGINE";

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
        byte[] buffer = new byte[64 * 1024];
        byte[] pending = new byte[LINE_BYTES];
        int length = 0;
        long skipped = 0;
        boolean afterReturn = false;
        try (InputStream in = process.getInputStream()) {
            int n;
            while (stopReason == null && (n = in.read(buffer)) > 0) {
                long now = System.nanoTime();
                outputBytes += n;
                for (int i = 0; i < n && stopReason == null; i++) {
                    byte b = buffer[i];
                    if (b == '\n' && afterReturn) {        // \r\n: one end of line, as readLine takes it
                        afterReturn = false;
                        continue;
                    }
                    afterReturn = b == '\r';
                    if (b == '\n' || b == '\r') {
                        arrived(new String(pending, 0, length, StandardCharsets.UTF_8)
                                + (skipped == 0 ? "" : " ... (" + skipped + " more bytes not read)"), now);
                        length = 0;
                        skipped = 0;
                    } else if (skipped > 0 || length == LINE_BYTES - 1 && sentOverlong) {
                        skipped++;                         // an answer to a line no GUI sends: kept short, not judged
                    } else if (length == LINE_BYTES - 1) {
                        stop("overlong", "it printed a line longer than " + (LINE_BYTES - 1) + " bytes ('"
                                + new String(pending, 0, 60, StandardCharsets.UTF_8) + "...'): XBoard reads an"
                                + " engine's output into a buffer of " + LINE_BYTES + " bytes (INPUT_SOURCE_BUF_SIZE"
                                + " in its xboard.c), and a line that fills it makes XBoard take the engine for"
                                + " dead; a GUI needs no line of more than a few hundred characters");
                    } else {
                        pending[length++] = b;
                    }
                }
                if (stopReason == null && outputBytes > FLOOD_BYTES) {
                    flood();
                }
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
        record(System.nanoTime(), Direction.NOTE, stopReason != null ? "(the examiner stopped reading the engine)"
                : "(the engine closed its output" + code + ")");
        unread.add(END);
    }

    /** A whole line from the engine, {@code now}: into the transcript, to the late feature reader, to the scenario. */
    private void arrived(String text, long now) {
        record(now, Direction.FROM_ENGINE, text);
        java.util.function.Consumer<String> features = lateFeatures;
        if (features != null && text.startsWith("feature ")) {
            features.accept(text);
        }
        java.util.function.Predicate<String> marked = delaysOn;
        if (marked != null && marked.test(text)) {
            delaysAtLine = new Snapshot(now, runDelays());
        }
        unread.add(new Line(text, now));
        if (++outputLines > FLOOD_LINES) {
            flood();
        }
    }

    private void flood() {
        stop("flood", String.format(java.util.Locale.ROOT, "it floods its output: %d lines (%.1f MB) in %.1f s,"
                + " more than a GUI reads in a whole game; the usual cause is a debug print left on stdout (stdout is"
                + " the protocol, and every line of it goes to the GUI: debug output goes to stderr or a log file;"
                + " lesson 1)", outputLines, outputBytes / 1e6, ms(startNanos, System.nanoTime()) / 1000));
    }

    /**
     * Stops the engine for what it printed ({@code cause} "flood" or "overlong"): no more of its output is read, it
     * is killed, and the scenario ends with {@code reason} ({@link #stopReason()}).
     */
    private void stop(String cause, String reason) {
        stopCause = cause;
        stopReason = reason;
        record(System.nanoTime(), Direction.NOTE, "the examiner stops the engine: " + reason);
        kill();
    }

    /** Why the examiner stopped the engine for its output (a flood, an overlong line), or null. */
    public String stopReason() {
        return stopReason;
    }

    /** The cause of {@link #stopReason()} ("flood", "overlong"), or null. */
    public String stopCause() {
        return stopCause;
    }

    /**
     * Keeps the tail of the engine's stderr (its last lines are what tell of a crash), and counts what went before.
     */
    private void readStderr() {
        byte[] buffer = new byte[4096];
        try (InputStream in = process.getErrorStream()) {
            int n;
            while ((n = in.read(buffer)) > 0) {
                synchronized (stderrTail) {
                    for (int i = 0; i < n; i++) {
                        stderrTail[(int) (stderrBytes++ % STDERR_LIMIT)] = buffer[i];
                    }
                }
            }
        } catch (IOException e) {
            // the engine went away
        }
    }

    private void record(long nanos, Direction direction, String text) {
        String shown = ReportCard.shorten(text, TRANSCRIPT_LINE_LIMIT);
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
            byte[] encoded = encoding.apply(line);
            sentOverlong |= encoded.length > LINE_BYTES;
            bytes.writeBytes(encoded);
        }
        long now = System.nanoTime();
        for (String line : lines) {                        // before the write: an answer is never recorded first
            record(now, Direction.TO_ENGINE, line);
            if (line.strip().equals("quit") && askedToGoNanos == 0) {
                askedToGoNanos = now;
            }
        }
        try {
            bytes.writeTo(toEngine);
            toEngine.flush();
        } catch (IOException e) {
            note("could not write to the engine: " + e.getMessage());
        }
        return now;
    }

    /**
     * From now on, when a line that {@code marked} accepts arrives (a move), the engine's threads' run delays are
     * read at once, by the thread that reads its output ({@link #delaysAt}): the examiner's own thread may come to
     * the line later on a busy machine, and an engine that ponders waits on meanwhile.
     */
    public void readDelaysOn(java.util.function.Predicate<String> marked) {
        delaysOn = marked;
    }

    /** The run delays read when {@code line} arrived ({@link #readDelaysOn}), or null when they were not read. */
    public java.util.Map<Long, long[]> delaysAt(Line line) {
        Snapshot last = delaysAtLine;
        return last != null && last.nanos() == line.nanos() ? last.delays() : null;
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

    /** True when the engine can say no more: it exited, or closed its stdout. */
    public boolean ended() {
        return outputClosed || exited();
    }

    /** How the engine went: "the engine exited", or that it closed its stdout but runs on. */
    public String gone() {
        return exited() || awaitQuietly(300) ? "the engine exited" : "the engine closed its stdout (it still runs,"
                + " but nothing it prints can reach the GUI)";
    }

    private boolean awaitQuietly(long ms) {
        try {
            return awaitExit(ms) != null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** True when the engine closed its stdout (it exited, or closed it on its way out). */
    public boolean outputClosed() {
        return outputClosed;
    }

    /** Waits up to {@code ms} for the process to end; its exit code, or null while it still runs. */
    public Integer awaitExit(long ms) throws InterruptedException {
        return process.waitFor(ms, TimeUnit.MILLISECONDS) ? process.exitValue() : null;
    }

    /**
     * Whether the engine's process runs still, read from the system (not from Java, whose reaper thread tells an exit
     * only once it gets a CPU: late on a busy machine): on Linux the state of its threads ({@code /proc/PID/task}), an
     * exited process being a zombie until it is reaped; elsewhere what Java knows.
     */
    public boolean running() {
        if (!PROC.isDirectory()) {
            return process.isAlive();
        }
        File[] tasks = new File(PROC, process.pid() + "/task").listFiles();   // a thread that runs (its leader
        for (File task : tasks == null ? new File[0] : tasks) {                // may be a zombie while others run)
            char state = stateIn(new File(task, "stat"));
            if (state != 0 && state != 'Z' && state != 'X') {
                return true;
            }
        }
        return false;
    }

    /** Nanoseconds to milliseconds between two moments. */
    public static double ms(long fromNanos, long toNanos) {
        return (toNanos - fromNanos) / 1e6;
    }

    /** The moment the process was started (System.nanoTime). */
    public long startNanos() {
        return startNanos;
    }

    /** The CPU time (ns) the engine's process and its descendants have used, or -1 when the system does not say. */
    public long cpuNanos() {
        long total = 0;
        boolean known = false;
        for (ProcessHandle each : processAndDescendants()) {
            java.util.Optional<java.time.Duration> cpu = each.info().totalCpuDuration();
            if (cpu.isPresent()) {
                total += cpu.get().toNanos();
                known = true;
            }
        }
        return known ? total : -1;
    }

    /**
     * Each thread's CPU time and run delay so far (ns; schedstat's first two fields), by thread id, of the engine and
     * its descendants; empty where the system does not say.
     */
    public java.util.Map<Long, long[]> runDelays() {
        java.util.Map<Long, long[]> delays = new java.util.HashMap<>();
        for (ProcessHandle each : processAndDescendants()) {
            delays.putAll(threadsOf(each.pid()));
        }
        return delays;
    }

    /** The CPU time and run delay so far (ns) of each thread of process {@code pid}; empty where none is said. */
    private static java.util.Map<Long, long[]> threadsOf(long pid) {
        java.util.Map<Long, long[]> threads = new java.util.HashMap<>();
        File[] tasks = new File(PROC, pid + "/task").listFiles();
        for (File task : tasks == null ? new File[0] : tasks) {
            try {
                String[] fields = java.nio.file.Files.readString(new File(task, "schedstat").toPath()).strip()
                        .split("\\s+");
                threads.put(Long.parseLong(task.getName()),
                        new long[] {Long.parseLong(fields[0]), Long.parseLong(fields[1])});
            } catch (IOException | RuntimeException e) {
                // gone meanwhile, or no schedstat in this kernel
            }
        }
        return threads;
    }

    /**
     * How long (ns) the engine waited for a CPU since {@code before} ({@link #runDelays()} then): the run delay of
     * the thread that used the most CPU meanwhile (its search), which waited that long while it could have run;
     * 0 where the system does not say.
     */
    public long waitedSince(java.util.Map<Long, long[]> before) {
        return waitedSince(before, runDelays());
    }

    /**
     * What the engine wanted of a CPU since {@code before} ({@link #runDelays()} then, {@code wallNanos} ago): the
     * share of that time its most eager thread ran or waited to run (1.0: a search, which wants a whole core however
     * busy the machine; near 0: an engine that waits for input), or -1 where the system does not say. Unlike the CPU
     * it got, this does not depend on what else runs on the machine.
     */
    public double demandSince(java.util.Map<Long, long[]> before, long wallNanos) {
        java.util.Map<Long, long[]> now = runDelays();
        if (before.isEmpty() || now.isEmpty() || wallNanos <= 0) {
            return -1;
        }
        long most = 0;
        for (java.util.Map.Entry<Long, long[]> thread : now.entrySet()) {
            long[] then = before.getOrDefault(thread.getKey(), new long[2]);
            most = Math.max(most, thread.getValue()[0] - then[0] + thread.getValue()[1] - then[1]);
        }
        return (double) most / wallNanos;
    }

    /** How long (ns) the engine's busiest thread between {@code before} and {@code now} waited for a CPU. */
    static long waitedSince(java.util.Map<Long, long[]> before, java.util.Map<Long, long[]> now) {
        long busiest = -1;
        long waited = 0;
        for (java.util.Map.Entry<Long, long[]> thread : now.entrySet()) {
            long[] then = before.getOrDefault(thread.getKey(), new long[2]);
            long cpu = thread.getValue()[0] - then[0];
            if (cpu > busiest) {
                busiest = cpu;
                waited = thread.getValue()[1] - then[1];
            }
        }
        return waited;
    }

    /** How long (ns) all the engine's threads together waited for a CPU between {@code before} and {@code now}. */
    static long allWaitedSince(java.util.Map<Long, long[]> before, java.util.Map<Long, long[]> now) {
        long waited = 0;
        for (java.util.Map.Entry<Long, long[]> thread : now.entrySet()) {
            waited += thread.getValue()[1] - before.getOrDefault(thread.getKey(), new long[2])[1];
        }
        return waited;
    }

    /** The most CPU (ns) one of the engine's threads used between {@code before} and {@code now}. */
    static long busiestCpuSince(java.util.Map<Long, long[]> before, java.util.Map<Long, long[]> now) {
        long most = 0;
        for (java.util.Map.Entry<Long, long[]> thread : now.entrySet()) {
            most = Math.max(most, thread.getValue()[0] - before.getOrDefault(thread.getKey(), new long[2])[0]);
        }
        return most;
    }

    private List<ProcessHandle> processAndDescendants() {
        List<ProcessHandle> all = new ArrayList<>();
        all.add(process.toHandle());
        process.descendants().forEach(all::add);
        return all;
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

    /**
     * What the engine wrote to stderr: all of it up to 64 kB, else its last 64 kB from a line's start, after a line
     * that says how much went before.
     */
    public String stderr() {
        synchronized (stderrTail) {
            if (stderrBytes <= STDERR_LIMIT) {
                return new String(stderrTail, 0, (int) stderrBytes, StandardCharsets.UTF_8);
            }
            int at = (int) (stderrBytes % STDERR_LIMIT);
            byte[] tail = new byte[STDERR_LIMIT];
            System.arraycopy(stderrTail, at, tail, 0, STDERR_LIMIT - at);
            System.arraycopy(stderrTail, 0, tail, STDERR_LIMIT - at, at);
            int from = 0;
            while (from < tail.length - 1 && tail[from] != '\n') {
                from++;
            }
            from++;
            return "(" + (stderrBytes - tail.length + from) + " bytes of stderr before these were not kept)\n"
                    + new String(tail, from, tail.length - from, StandardCharsets.UTF_8);
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
        tree.addAll(descendants);
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
     * Ends the engine as XBoard does: {@code quit} (unless the input is closed already), a second to go, then SIGKILL
     * to the engine alone (XBoard's {@code DestroyChildProcess} and its alarm); XBoard never ends the engine's
     * children. Each child still running then has XBoard's second too, of its own time ({@link #outliving}): one
     * that outlives it is counted ({@link #leftovers()}), as a GUI would have left it running. Then whatever of the
     * engine still runs ({@link #remnants}) is ended, the whole group killed, SIGTERM and after a grace SIGKILL.
     */
    @Override
    public void close() {
        tree.addAll(process.descendants().toList());
        if (!inputClosed && process.isAlive()) {
            send("quit");
            closeInput();
        }
        try {
            if (!process.waitFor(Exam.QUIT_MS, TimeUnit.MILLISECONDS)) {
                tree.addAll(process.descendants().toList());
                killed = true;
                process.destroyForcibly();
                process.waitFor(Exam.QUIT_MS, TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (!process.isAlive()) {
            leftovers = outliving(remnants().stream().filter(p -> p.pid() != process.pid()).toList()).size();
        }
        kill();
        end(remnants(), GRACE_MS);
        LIVE.remove(this);
    }

    /**
     * Which of {@code children} (the engine's processes still running once it is gone) outlive XBoard's second of
     * their own time: each is watched until it is gone or has had {@link Exam#QUIT_MS} of its own time since the
     * engine exited (the wall time less its busiest thread's wait for a CPU; from the watch's start for one the exit
     * did not see), at most {@link #CHILD_WATCH_MS} by the wall clock. A child on
     * its way out on a busy machine (one its parent killed, waiting for a CPU to die) is not a leftover; one still
     * running at the end of the watch with less than its second of its own time is not judged
     * ({@link #unjudgedLeftovers()}). A zombie is gone: it runs no more, and reaping it is its parent's (or init's).
     */
    private List<ProcessHandle> outliving(List<ProcessHandle> children) {
        long start = System.nanoTime();
        java.util.Map<Long, Watched> atExit = childrenAtExit;
        java.util.Map<Long, Watched> since = new java.util.HashMap<>();
        children.forEach(child -> since.put(child.pid(), atExit != null && atExit.containsKey(child.pid())
                ? atExit.get(child.pid()) : new Watched(start, threadsOf(child.pid()))));
        List<ProcessHandle> watched = new ArrayList<>(children);
        List<ProcessHandle> outlived = new ArrayList<>();
        while (!watched.isEmpty()) {
            long now = System.nanoTime();
            for (java.util.Iterator<ProcessHandle> it = watched.iterator(); it.hasNext(); ) {
                ProcessHandle child = it.next();
                Watched from = since.get(child.pid());
                if (!running(child)) {
                    it.remove();
                } else if (now - from.nanos() - waitedSince(from.threads(), threadsOf(child.pid()))
                        >= Exam.QUIT_MS * 1_000_000L) {
                    outlived.add(child);
                    it.remove();
                }
            }
            if (watched.isEmpty() || now - start >= CHILD_WATCH_MS * 1_000_000L) {
                break;
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        unjudgedLeftovers = watched.size();
        return outlived;
    }

    /** The longest watch of the engine's children by the wall clock, for their second of their own time. */
    private static final long CHILD_WATCH_MS = 5000;

    /** How long a process of the engine's has between SIGTERM and SIGKILL. */
    private static final long GRACE_MS = 500;
    /** The engines started and not closed yet: ended when the examiner itself is ended (Ctrl-C). */
    private static final java.util.Set<EngineUnderTest> LIVE = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /** Set when the examiner is being ended: an engine started after that is ended at once (Ctrl-C mid-card). */
    private static boolean ending;
    /**
     * Engines being started (their process forked, not yet in {@link #LIVE}), guarded by LIVE: the end of the
     * examiner waits for them, else one could outlive it, its starter frozen as the JVM halts.
     */
    private static int starting;

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            List<ProcessHandle> all = new ArrayList<>();
            List<EngineUnderTest> live;
            synchronized (LIVE) {                          // no engine starts after this (one just started is ended)
                ending = true;
                long deadline = System.nanoTime() + 2_000_000_000L;
                while (starting > 0 && System.nanoTime() < deadline) {
                    try {
                        LIVE.wait(Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
                    } catch (InterruptedException e) {
                        break;
                    }
                }
                live = List.copyOf(LIVE);
            }
            for (EngineUnderTest engine : live) {
                engine.tree.addAll(engine.process.descendants().toList());
                all.addAll(engine.remnants());
            }
            end(all, GRACE_MS);
        }, "end-engines"));
    }

    /**
     * How many processes of the engine (its own not counted) still ran after a second of their own time once it was
     * gone, and were ended by the examiner.
     */
    public int leftovers() {
        return leftovers;
    }

    /**
     * How many processes of the engine still ran when the examiner stopped watching them with less than their second
     * of their own time (the machine too busy to tell): ended, neither counted nor let off.
     */
    public int unjudgedLeftovers() {
        return unjudgedLeftovers;
    }

    /**
     * Every process still alive that is the engine's: the engine itself, the members of its process group, every
     * process that holds one of its pipes or carries its {@link #MARK} in its environment (where {@code /proc} names
     * them: Linux; a daemon that left the group by a double fork and setsid still holds the pipes, and one that also
     * closed them, as daemon(3) does, still carries the mark), and its descendants as Java saw them (the only sign
     * on Windows and macOS). Never the examiner itself.
     */
    List<ProcessHandle> remnants() {
        java.util.Map<Long, ProcessHandle> found = new java.util.LinkedHashMap<>();
        found.put(process.pid(), process.toHandle());
        tree.forEach(p -> found.putIfAbsent(p.pid(), p));  // the handles Java took: a reused pid is not theirs
        process.descendants().forEach(p -> found.putIfAbsent(p.pid(), p));
        File[] entries = PROC.listFiles((dir, name) -> !name.isEmpty() && name.chars().allMatch(Character::isDigit));
        if (entries != null) {
            for (File entry : entries) {
                long pid = Long.parseLong(entry.getName());
                if (pid != SELF && !found.containsKey(pid)
                        && (ownGroup && groupOf(entry) == process.pid() || holdsOneOf(entry, pipes)
                        || carries(entry, mark) || limitMark > 0 && msgqueueLimits(entry)[0] == limitMark)) {
                    ProcessHandle.of(pid).ifPresent(p -> found.put(pid, p));
                }
            }
        }
        found.remove(SELF);
        return found.values().stream().filter(EngineUnderTest::running).toList();
    }

    /**
     * SIGTERM to each process, up to {@code graceMs} for them to go, SIGKILL to those still there, and up to
     * {@code graceMs} again for those to die (on a busy machine a killed process may wait for a CPU to end).
     */
    private static void end(List<ProcessHandle> processes, long graceMs) {
        if (processes.isEmpty()) {
            return;
        }
        processes.forEach(ProcessHandle::destroy);
        awaitExit(processes, graceMs);
        processes.forEach(ProcessHandle::destroyForcibly);
        awaitExit(processes, graceMs);
    }

    /** Waits up to {@code graceMs} for every one of the processes to be gone. */
    private static void awaitExit(List<ProcessHandle> processes, long graceMs) {
        long deadline = System.nanoTime() + graceMs * 1_000_000L;
        while (System.nanoTime() < deadline && processes.stream().anyMatch(EngineUnderTest::running)) {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private static final File PROC = new File("/proc");
    /** The prlimit program (util-linux), or null where there is none; the marks it sets (after PROC: it reads it). */
    private static final String PRLIMIT = findProgram("prlimit");
    private static final LimitMarks LIMIT_MARKS = LimitMarks.find();
    private static final long SELF = ProcessHandle.current().pid();

    /** The pipes of a process as /proc names them ({@code pipe:[4711]}) among its stdin, stdout, stderr. */
    private static java.util.Set<String> pipesOf(long pid) {
        java.util.Set<String> found = new java.util.HashSet<>();
        for (int fd = 0; fd <= 2; fd++) {
            try {
                String link = java.nio.file.Files.readSymbolicLink(
                        java.nio.file.Path.of("/proc", Long.toString(pid), "fd", Integer.toString(fd))).toString();
                if (link.startsWith("pipe:")) {
                    found.add(link);
                }
            } catch (IOException | UnsupportedOperationException | SecurityException e) {
                // no /proc (Windows, macOS), or it is gone already: its process group and tree remain
            }
        }
        return found;
    }

    /**
     * True while the process runs: alive and, where /proc says, no zombie (Java counts an ended process alive until
     * it is reaped; an orphan is reaped by init, which on some machines takes seconds).
     */
    static boolean running(ProcessHandle process) {
        if (!process.isAlive()) {
            return false;
        }
        char state = stateIn(new File(PROC, process.pid() + "/stat"));
        return state == 0 ? process.isAlive()            // no /proc (Windows, macOS), or gone meanwhile
                : state != 'Z' && state != 'X';
    }

    /** The state in a {@code /proc} stat file (R, S, Z for a zombie, X dead, ...), or 0 where it cannot be read. */
    private static char stateIn(File stat) {
        try {
            String text = java.nio.file.Files.readString(stat.toPath());
            return text.charAt(text.lastIndexOf(')') + 2);
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    /** The process group of the process in /proc/PID ({@code entry}), or -1. */
    private static long groupOf(File entry) {
        try {
            String stat = java.nio.file.Files.readString(new File(entry, "stat").toPath());
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(fields[2]);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** True when the environment the process in /proc/PID ({@code entry}) started with holds {@code mark}. */
    private static boolean carries(File entry, String mark) {
        try {
            String environment = "\0" + new String(java.nio.file.Files.readAllBytes(new File(entry, "environ")
                    .toPath()), java.nio.charset.StandardCharsets.ISO_8859_1) + "\0";   // NAME=value, NUL-separated
            return environment.contains("\0" + mark + "\0");
        } catch (IOException | RuntimeException e) {
            return false;                                  // another user's, or gone
        }
    }

    /** True when the process in /proc/PID ({@code entry}) holds one of {@code pipes} open. */
    private static boolean holdsOneOf(File entry, java.util.Set<String> pipes) {
        if (pipes.isEmpty()) {
            return false;
        }
        String[] fds = new File(entry, "fd").list();
        if (fds == null) {
            return false;                                  // another user's, or gone
        }
        for (String fd : fds) {
            try {
                if (pipes.contains(java.nio.file.Files.readSymbolicLink(
                        new File(new File(entry, "fd"), fd).toPath()).toString())) {
                    return true;
                }
            } catch (IOException | UnsupportedOperationException | SecurityException e) {
                // closed meanwhile
            }
        }
        return false;
    }
}
