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
        LoggerFactory.getLogger(ConsoleMode.class).info("terminal: {} of type {}",
                terminal.getClass().getSimpleName(), terminal.getType());
        return run(lesson, factory, terminal, ConsoleSession.historyFile(System.getProperty("user.home")));
    }

    /** The same on a given terminal and history file (for tests). */
    static int run(LessonInfo lesson, Function<EngineIo, Driver> factory, Terminal terminal, Path historyFile) {
        try (ConsoleSession session = new ConsoleSession(terminal, lesson, historyFile)) {
            Driver driver = factory.apply(
                    new EngineIo(session.input(), session.output(), session::show, EngineIo::monotonicMillis));
            session.start(driver);
            driver.run();
        }
        return 0;
    }

    /**
     * The system terminal without native code: the {@code exec} provider (stty, on Linux, macOS, Cygwin, MSYS),
     * else a dumb terminal (plain Windows cmd.exe: no line editing, no colour). Signals reach the terminal's
     * handlers instead of the JVM's default, so Ctrl-C never kills the engine. The system property
     * {@code org.jline.terminal.providers=dumb} forces the dumb terminal, to see the Windows behaviour elsewhere.
     */
    static Terminal systemTerminal(LessonInfo lesson) throws IOException {
        Terminal terminal = TerminalBuilder.builder()
                .name(lesson.id())
                .system(true)
                .providers(System.getProperty(TerminalBuilder.PROP_PROVIDERS, "exec"))
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
}
