package driverlessons.console;

import driverlessons.io.Driver;
import driverlessons.io.EngineIo;
import driverlessons.io.LessonInfo;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.function.Function;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.jline.terminal.impl.DumbTerminal;
import org.jline.terminal.spi.TerminalExt;
import org.jline.utils.Signals;
import org.slf4j.LoggerFactory;

/**
 * Console mode, called by the launcher when a person is at the terminal. The first class to touch JLine: it is
 * loaded only in console mode, so under a GUI JLine is never loaded.
 */
public final class ConsoleMode {
    private ConsoleMode() {
    }

    /**
     * Opens the system terminal, runs the driver on the calling thread with the console around it, and closes the
     * terminal when the driver returns. Returns the exit status (0).
     */
    public static int run(LessonInfo lesson, Function<EngineIo, Driver> factory) {
        Terminal terminal;
        try {
            terminal = systemTerminal(lesson);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the terminal", e);
        }
        LoggerFactory.getLogger(ConsoleMode.class).info("terminal: JLine provider {}, type {} ({})",
                provider(terminal), terminal.getType(), terminal.getClass().getSimpleName());
        return run(lesson, factory, terminal, ConsoleSession.historyFile(System.getProperty("user.home")));
    }

    /** The same on a given terminal and history file (for tests). */
    static int run(LessonInfo lesson, Function<EngineIo, Driver> factory, Terminal terminal, Path historyFile) {
        try (ConsoleSession session = new ConsoleSession(terminal, lesson, historyFile)) {
            Driver driver = factory.apply(new EngineIo(session.input(), session.output(), session::show,
                    EngineIo::monotonicMillis, description(terminal)));
            session.start(driver);
            driver.run();
        }
        return 0;
    }

    /**
     * The system terminal without a native library of our own, from the first provider that works:
     * <ol>
     *   <li>{@code ffm}: Java's Foreign Function &amp; Memory API calls the C library (Linux, macOS) or kernel32
     *       (Windows) directly. Only on Java 22 and newer, and only with native access enabled (the jars'
     *       manifest says {@code Enable-Native-Access: ALL-UNNAMED}). On Java 17-21 its classes cannot even be
     *       loaded; JLine notes that at debug level and goes on, so the student sees nothing.</li>
     *   <li>{@code exec}: runs {@code stty} (Linux, macOS, Cygwin, MSYS2), on any Java.</li>
     *   <li>else a dumb terminal (Windows cmd.exe or PowerShell on Java 17-21: no line editing, no colour).</li>
     * </ol>
     * JLine's other providers (jni, jansi, jna) need libraries we do not ship, so they are not even tried.
     * Signals reach the terminal's handlers instead of the JVM's default, so Ctrl-C never kills the engine. The
     * system property {@code org.jline.terminal.provider=exec} (or {@code dumb}) picks one provider, to see
     * another platform's console on this one.
     */
    static Terminal systemTerminal(LessonInfo lesson) throws IOException {
        Terminal terminal = TerminalBuilder.builder()
                .name(lesson.id())
                .system(true)
                .ffm(true)
                .exec(true)
                .jni(false)
                .jansi(false)
                .jna(false)
                .providers(System.getProperty(TerminalBuilder.PROP_PROVIDERS, PROVIDERS))
                .dumb(true)
                .nativeSignals(true)
                .signalHandler(Terminal.SignalHandler.SIG_IGN)
                .build();
        if (terminal instanceof DumbTerminal) {
            // The dumb fallback does not catch the JVM's SIGINT (Ctrl-C in cmd.exe): without this, Ctrl-C would
            // end the JVM. Passed on to the terminal, it reaches readLine or the console's interrupt handler.
            Signals.register(Terminal.Signal.INT.name(), () -> terminal.raise(Terminal.Signal.INT));
        }
        return terminal;
    }

    /** The providers in the order they are tried. */
    static final String PROVIDERS = "ffm,exec";

    /** The JLine provider that made {@code terminal}: {@code ffm}, {@code exec} or {@code dumb}. */
    static String provider(Terminal terminal) {
        if (terminal instanceof TerminalExt ext && ext.getProvider() != null) {
            return ext.getProvider().name();
        }
        return "dumb";
    }

    /**
     * One line for the end of {@code help}: which terminal the console got and what that means, so a student (or a
     * bug report) can tell at once whether this is the full console.
     */
    static String description(Terminal terminal) {
        String provider = provider(terminal);
        String what = terminal instanceof DumbTerminal || provider.equals("dumb")
                ? "a plain prompt: no line editing, Tab or colours (on Windows: Java 22+ gives the full console)"
                : "the full console";
        return "Terminal: JLine " + provider + ", type " + terminal.getType() + " - " + what + ".";
    }
}
