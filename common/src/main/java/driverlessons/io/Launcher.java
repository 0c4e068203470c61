package driverlessons.io;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.logging.Level;
import org.slf4j.LoggerFactory;

/**
 * Starts a lesson: reads the command line, configures logging, picks protocol or console mode, builds the
 * input and output, creates the driver and runs it on the main thread until it returns ({@code quit} or end of
 * input), then cleans up and ends the JVM.
 *
 * <p>This class must not create a logger before {@link #configureLogging} has run: slf4j-simple reads its
 * settings once, when the first logger is made. For the same reason a lesson's {@code Main} has no static logger.
 * It also holds no reference to JLine: the console classes are loaded only in console mode (CECP pitfall 16).
 */
public final class Launcher {
    /** JLine logs through java.util.logging; quieted here. A strong reference, or the setting could be lost. */
    private static final java.util.logging.Logger JLINE_LOGGER = java.util.logging.Logger.getLogger("org.jline");

    private Launcher() {
    }

    /**
     * Runs a lesson with the real stdin and stdout and exits the JVM with its status: 0 after the driver
     * returned, 2 for a bad argument (one line on stderr), 1 when the driver failed. Exiting the JVM ends the
     * reader thread even while it is blocked in a read. {@code System.out} is pointed at stderr first, so only
     * the {@link LineOutput} can write to stdout.
     */
    public static void launch(String[] args, LessonInfo lesson, Function<EngineIo, Driver> factory) {
        PrintStream stdout = System.out;
        System.setOut(System.err);   // a stray System.out.println lands on stderr, never in the protocol
        int status = run(args, lesson, factory, System.in, stdout, System.err, Mode::stdinAndStdoutAreTerminals);
        System.exit(status);
    }

    /**
     * Does the work of {@link #launch} on the given streams and returns the exit status instead of exiting (for
     * tests). {@code terminals} answers "are stdin and stdout terminals?" when no flag chose the mode; console
     * mode always uses the real terminal.
     */
    static int run(String[] args, LessonInfo lesson, Function<EngineIo, Driver> factory,
                   InputStream in, PrintStream out, PrintStream err, BooleanSupplier terminals) {
        if (LaunchOptions.asksForHelp(args)) {
            out.print(LaunchOptions.help(lesson));
            out.flush();
            return 0;
        }
        LaunchOptions options;
        try {
            options = LaunchOptions.parse(args);
        } catch (IllegalArgumentException e) {
            err.println(lesson.id() + ": " + e.getMessage() + "; " + LaunchOptions.USAGE);
            return 2;
        }
        configureLogging(options);
        Mode mode = Mode.choose(options.forcedMode(), options.forcedMode() == null && terminals.getAsBoolean());
        LoggerFactory.getLogger(Launcher.class).info("{} starts in {} mode", lesson.id(), mode);
        try {
            if (mode == Mode.CONSOLE) {
                // The only reference to the console classes (and through them to JLine).
                return driverlessons.console.ConsoleMode.run(lesson, factory);
            }
            if (in == System.in) {
                ignoreInterrupts(); // a GUI's pipes (tests hand over their own streams and keep their Ctrl-C)
            }
            return runProtocol(factory, in, out);
        } catch (RuntimeException | Error e) {
            LoggerFactory.getLogger(Launcher.class).error("the engine failed", e);
            return 1;
        }
    }

    /** Protocol mode: a reader thread feeds the queue; the driver writes to stdout, flushed line by line. */
    private static int runProtocol(Function<EngineIo, Driver> factory, InputStream in, PrintStream out) {
        QueuedLineInput input = new QueuedLineInput();
        LineOutput output = new PrintLineOutput(out);
        Driver driver = factory.apply(new EngineIo(input, output));
        StreamLineReader.start(in, input);
        driver.run();
        return 0;
    }

    /**
     * Protocol mode ignores SIGINT, as Muller's C drivers do with {@code signal(SIGINT, SIG_IGN)}. XBoard sends
     * one whenever it thinks the engine may be thinking (before {@code ?}, or the first command while it may
     * ponder or analyse: its {@code Attention()}) to an engine that did not say {@code feature sigint=0}, and to
     * every engine in protocol 1, which has no features. The JVM's answer to SIGINT is to exit, so without this
     * XBoard's first interrupt would end the engine. The console keeps Ctrl-C: JLine turns it into "move now" or
     * "clear the line". SIGTERM keeps the JVM's answer, exiting: XBoard sends it only after {@code quit}, to an
     * engine that did not say {@code sigterm=0} (the spec's section 7).
     */
    static void ignoreInterrupts() {
        try {
            sun.misc.Signal.handle(new sun.misc.Signal("INT"), sun.misc.SignalHandler.SIG_IGN);
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            // a JVM without this signal (or started with -Xrs): there is nothing to ignore
            LoggerFactory.getLogger(Launcher.class).info("SIGINT is not ignored: {}", e.getMessage());
        }
    }

    /** Sets slf4j-simple's system properties (they beat simplelogger.properties) and quiets JLine's JUL output. */
    static void configureLogging(LaunchOptions options) {
        if (options.logFile() != null) {
            try {
                LogFile.switchTo(options.logFile()); // slf4j-simple writes to System.err, which now goes there
            } catch (java.io.IOException e) {
                System.err.println("cannot write the log to " + options.logFile() + ": " + e.getMessage());
            }
        }
        if (options.logLevel() != null) {
            System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", options.logLevel());
        }
        JLINE_LOGGER.setLevel(Level.SEVERE);
    }
}
