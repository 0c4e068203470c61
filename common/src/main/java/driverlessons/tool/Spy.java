package driverlessons.tool;

import driverlessons.io.Mode;
import driverlessons.tool.SpyLog.Direction;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.jline.utils.Signals;

/**
 * {@code spy [--log FILE] [--svg FILE] [--color|--no-color] [--lag MS|MIN..MAX] -- ENGINE COMMAND...}: sits between
 * a GUI and an engine, passes every byte between them unchanged, and logs each line with the time and its
 * direction (see {@link SpyLog}); with {@code --svg} it also draws the conversation as a sequence diagram when it
 * ends ({@link Timeline}). Muller's lesson repository ships such a spy; students learn the protocol by watching it.
 *
 * <p>With {@code --lag} every line waits that long (or a random time between MIN and MAX, drawn per line) before
 * it is passed on, in both directions, keeping the order ({@link LaggedOutput}): the GUI then sees the engine as a
 * slow GUI, machine or adapter would make it look. The log keeps the moment each line was read.
 *
 * <p>Three threads copy bytes as they come, without waiting for a line to end: the GUI's stdin to the engine, the
 * engine's stdout to our stdout, the engine's stderr to the log. Each chunk is written and flushed at once; the
 * lines it completes are handed to the log first (a queue: the log writes them on a thread of its own), so the
 * log shows them in the order they were read and the spy adds one pipe hop and little else. The spy ends when either side ends: the GUI's end of file
 * closes the engine's input; the engine closing its output closes ours; the engine's exit ends the spy with the
 * engine's exit code. An engine that cannot be started: one line on stderr and exit code {@link #CANNOT_START}.
 *
 * <p>Our stdout carries the engine's bytes and nothing else; the spy's own words go to the log and stderr.
 */
public final class Spy {
    /** Exit code when the engine cannot be started (as a shell says "command not found"). */
    static final int CANNOT_START = 127;
    /** Exit code on bad arguments, as for every command of the tool. */
    static final int USAGE = 2;
    private static final int CHUNK = 8192;
    /** How long the spy waits for the engine's last output after it exited (a child may hold the pipe open). */
    private static final long DRAIN_MILLIS = 2000;

    private final List<String> command;
    private final LaggedOutput.Lag lag;
    private final SpyLog log;
    private final PrintStream err;
    private final OutputStream engineStderrCopy;
    private volatile Process engine;
    private Path svgFile;
    private final java.util.concurrent.atomic.AtomicBoolean finished = new java.util.concurrent.atomic.AtomicBoolean();

    private Spy(List<String> command, LaggedOutput.Lag lag, SpyLog log, PrintStream err,
            OutputStream engineStderrCopy) {
        this.command = command;
        this.lag = lag;
        this.log = log;
        this.err = err;
        this.engineStderrCopy = engineStderrCopy;
    }

    /**
     * The options of one run: the log file (null: stderr), colour (null: decide), the engine command, the lag of
     * every line each way (null: none), the picture to draw at the end (null: none).
     */
    record Options(Path logFile, Boolean colour, List<String> command, LaggedOutput.Lag lag, Path svgFile) {
        Options(Path logFile, Boolean colour, List<String> command) {
            this(logFile, colour, command, null, null);
        }

        Options(Path logFile, Boolean colour, List<String> command, LaggedOutput.Lag lag) {
            this(logFile, colour, command, lag, null);
        }
    }

    /** Reads the arguments; null (after a line on {@code err}) when they are wrong. */
    static Options parse(String[] args, PrintStream err) {
        Path logFile = null;
        Boolean colour = null;
        LaggedOutput.Lag lag = null;
        Path svgFile = null;
        int i = 0;
        while (i < args.length) {
            String arg = args[i];
            if (arg.equals("--")) {
                i++;
                break;
            } else if (arg.equals("--log") && i + 1 < args.length) {
                logFile = Path.of(args[i + 1]);
                i += 2;
            } else if (arg.equals("--svg") && i + 1 < args.length) {
                svgFile = Path.of(args[i + 1]);
                i += 2;
            } else if (arg.equals("--lag") && i + 1 < args.length) {
                lag = LaggedOutput.Lag.parse(args[i + 1]);
                if (lag == null) {
                    Tool.COMMANDS.usage("spy", "--lag takes milliseconds, MS or MIN..MAX, up to "
                            + LaggedOutput.Lag.MAX_MS + " (not " + args[i + 1] + ")", err);
                    return null;
                }
                i += 2;
            } else if (arg.equals("--color")) {
                colour = true;
                i++;
            } else if (arg.equals("--no-color")) {
                colour = false;
                i++;
            } else if (arg.startsWith("--")) {
                Tool.COMMANDS.usage("spy", "unknown option " + arg, err);
                return null;
            } else {
                break;  // the engine command starts here ("--" is only needed before a command that starts with --)
            }
        }
        if (i >= args.length) {
            Tool.COMMANDS.usage("spy", "no engine command given", err);
            return null;
        }
        return new Options(logFile, colour, List.of(Arrays.copyOfRange(args, i, args.length)), lag,
                svgFile);
    }

    /**
     * The command as the tool runs it: the process's own stdin, stdout and stderr, without any buffering of
     * Java's. A SIGINT from a GUI is passed on to the engine; when the spy itself is stopped it stops the engine.
     */
    static int run(String[] args) {
        Options options = parse(args, System.err);
        if (options == null) {
            return USAGE;
        }
        boolean colour = options.colour() != null ? options.colour()
                : options.logFile() == null && colourTerminal();
        return run(options, colour, new FileInputStream(FileDescriptor.in),
                new FileOutputStream(FileDescriptor.out), System.err, true);
    }

    /**
     * Runs the spy between {@code guiIn}/{@code guiOut} and the engine and returns its exit code. The log goes to
     * the file, or to {@code err} when there is none; with a file the engine's stderr is also copied to
     * {@code err} as it is. {@code signals}: install the handlers for SIGINT and for the JVM's shutdown (the tool
     * does; tests do not).
     */
    static int run(Options options, boolean colour, InputStream guiIn, OutputStream guiOut, PrintStream err,
            boolean signals) {
        long start = System.nanoTime();
        OutputStream logOut = err;
        if (options.logFile() != null) {
            try {
                logOut = Files.newOutputStream(options.logFile(), StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND, StandardOpenOption.WRITE);
            } catch (IOException | RuntimeException e) {
                String reason = e instanceof NoSuchFileException ? "its folder does not exist"
                        : e instanceof AccessDeniedException ? "permission denied" : String.valueOf(e.getMessage());
                err.println("common.jar spy: cannot write the log " + options.logFile() + ": " + reason);
                return USAGE;
            }
        }
        Path svg = options.svgFile();
        if (svg != null && svg.toAbsolutePath().getParent() != null
                && !Files.isDirectory(svg.toAbsolutePath().getParent())) {
            err.println("common.jar spy: cannot write the picture " + svg + ": its folder does not exist");
            return USAGE;
        }
        SpyLog log = new SpyLog(logOut, colour, start);
        if (svg != null) {
            log.keepRecords();
        }
        Spy spy = new Spy(options.command(), options.lag(), log, err, options.logFile() == null ? null : err);
        spy.svgFile = svg;
        try {
            return spy.spy(guiIn, guiOut, signals);
        } finally {
            spy.finish(options.logFile() != null);
        }
    }

    /**
     * Closes the log and, with {@code --svg}, draws the conversation ({@link Timeline}); once, whether the spy
     * ends with its engine or is stopped by a signal.
     */
    private void finish(boolean closeLogStream) {
        if (finished.getAndSet(true)) {
            return;
        }
        log.close(closeLogStream);
        if (svgFile == null) {
            return;
        }
        try (OutputStream out = Files.newOutputStream(svgFile)) {
            Timeline.write(log.kept(), Timeline.Options.defaults("spy: " + String.join(" ", command)), out);
        } catch (IOException | RuntimeException e) {
            err.println("common.jar spy: cannot write the picture " + svgFile + ": " + e.getMessage());
        }
    }

    private int spy(InputStream guiIn, OutputStream guiOut, boolean signals) {
        String shown = String.join(" ", command);
        try {
            engine = new ProcessBuilder(command).start();
        } catch (IOException | RuntimeException e) {
            String reason = startFailure(e);
            if (engineStderrCopy != null) {  // the log is a file: say it there too
                log.note("cannot start " + shown + ": " + reason);
            }
            err.println("common.jar spy: cannot start the engine '" + command.get(0) + "': " + reason);
            close(guiOut);
            return CANNOT_START;
        }
        log.note("started " + shown + " (pid " + engine.pid() + ") at "
                + Instant.now().truncatedTo(ChronoUnit.MILLIS));
        if (lag != null) {
            log.note("every line waits " + lag + " before it is passed on, each way (--lag); the log shows when"
                    + " it was read");
        }
        if (signals) {
            installSignalHandlers();
        }

        String engineGone =
                "the engine does not read its input any more: the GUI's lines are only logged from here on";
        String guiGone =
                "the GUI does not read our output any more: the engine's lines are only logged from here on";
        Thread toEngine = pump("spy GUI>eng", guiIn, lagged(engine.getOutputStream(), "spy lag GUI>eng", engineGone),
                Direction.TO_ENGINE, "GUI closed its output (end of file): closing the engine's input", engineGone);
        Thread toGui = pump("spy eng>GUI", engine.getInputStream(), lagged(guiOut, "spy lag eng>GUI", guiGone),
                Direction.TO_GUI, "engine closed its output (end of file): closing ours", guiGone);
        Thread stderr = pump("spy eng err", engine.getErrorStream(), engineStderrCopy, Direction.ENGINE_STDERR,
                null, null);
        toEngine.start();
        toGui.start();
        stderr.start();

        int code = waitForExit();
        join(toGui, DRAIN_MILLIS + (lag == null ? 0 : lag.maxMs())); // its last lines may still be on their way
        join(stderr, DRAIN_MILLIS);
        close(guiOut);
        log.note("engine exited with code " + code);
        return code;
    }

    /** {@code out} itself, or with --lag an output that passes each line on after its delay. */
    private OutputStream lagged(OutputStream out, String name, String brokenNote) {
        return lag == null ? out : new LaggedOutput(out, lag, name, () -> log.note(brokenNote));
    }

    /** The engine's exit code, however long it takes (the spy lives exactly as long as its engine). */
    private int waitForExit() {
        while (true) {
            try {
                return engine.waitFor();
            } catch (InterruptedException e) {
                // keep waiting: only the engine's exit ends the spy
            }
        }
    }

    /**
     * A thread that copies {@code from} to {@code to} chunk by chunk, flushing each, and logs the lines. At the
     * end of {@code from} it closes {@code to} (noting {@code eofNote}). When {@code to} fails (its reader is
     * gone) it goes on reading and logging, so the writer on the other side never blocks.
     */
    private Thread pump(String name, InputStream from, OutputStream to, Direction direction, String eofNote,
            String brokenNote) {
        Thread thread = new Thread(() -> {
            SpyLog.Lines lines = log.lines(direction);
            OutputStream target = to;
            byte[] buffer = new byte[CHUNK];
            try {
                int n;
                while ((n = from.read(buffer)) >= 0) {
                    lines.accept(buffer, n);  // first, so that the log never shows an answer before its question
                    if (target != null) {
                        try {
                            target.write(buffer, 0, n);
                            target.flush();
                        } catch (IOException e) {
                            target = null;
                            if (brokenNote != null) {
                                log.note(brokenNote);
                            }
                        }
                    }
                }
            } catch (IOException e) {
                // the stream broke: treated as its end
            }
            lines.end();
            if (eofNote != null) {
                if (direction != Direction.TO_ENGINE || engine.isAlive()) {
                    log.note(eofNote);
                }
                close(to);
            }
        }, name);
        thread.setDaemon(true);
        return thread;
    }

    private static void join(Thread thread, long millis) {
        try {
            thread.join(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void close(OutputStream out) {
        if (out == null) {
            return;
        }
        try {
            out.close();
        } catch (IOException e) {
            // already gone
        }
    }

    /**
     * XBoard sends SIGINT to an engine that did not say {@code feature sigint=0}: the spy passes it on (in a
     * terminal, Ctrl-C reaches the engine directly, so there it is only logged). When the spy is stopped (the GUI's
     * SIGTERM), it stops the engine rather than leaving it behind.
     */
    private void installSignalHandlers() {
        boolean terminal = Mode.stdinAndStdoutAreTerminals();
        boolean windows = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows");
        try {
            Signals.register("INT", () -> {
                Process process = engine;
                if (terminal || windows || !process.isAlive()) {
                    log.note("SIGINT");
                    return;
                }
                log.note("SIGINT from the GUI: passed on to the engine");
                try {
                    new ProcessBuilder("kill", "-INT", Long.toString(process.pid())).start();
                } catch (IOException e) {
                    log.note("could not pass SIGINT on: " + e.getMessage());
                }
            });
        } catch (RuntimeException e) {
            // no signal support in this JVM: SIGINT ends the spy and the shutdown hook stops the engine
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            Process process = engine;
            if (process != null && process.isAlive()) {
                log.note("spy stopped (signal or shutdown): stopping the engine");
                process.destroy();
                try {
                    if (!process.waitFor(1, TimeUnit.SECONDS)) {
                        process.destroyForcibly();
                    }
                } catch (InterruptedException e) {
                    process.destroyForcibly();
                }
            }
            finish(false);  // what is waiting is written; a log file is closed by the JVM's exit
        }, "spy shutdown"));
    }

    /** Why the engine could not start, in the operating system's words ("No such file or directory"). */
    static String startFailure(Exception e) {
        Throwable cause = e.getCause() != null ? e.getCause() : e;
        String message = cause.getMessage() != null ? cause.getMessage() : e.toString();
        // JDK: 'Cannot run program "x": error=2, No such file or directory'; the cause holds 'error=2, No such ...'
        int comma = message.indexOf("error=");
        if (comma >= 0 && message.indexOf(", ", comma) > 0) {
            return message.substring(message.indexOf(", ", comma) + 2);
        }
        return message;
    }

    /**
     * Colour only when a person watches: stdin and stdout are a terminal (then stderr, where the log goes, most
     * likely is one too), not on Windows' console, not with {@code NO_COLOR} set or {@code TERM=dumb}.
     */
    private static boolean colourTerminal() {
        String term = System.getenv("TERM");
        return System.getenv("NO_COLOR") == null
                && term != null && !term.equals("dumb")
                && !System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows")
                && Mode.stdinAndStdoutAreTerminals();
    }
}
