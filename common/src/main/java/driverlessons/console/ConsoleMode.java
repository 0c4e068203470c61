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
        return run(lesson, factory, terminal, ConsoleSession.historyFile(System.getProperty("user.home")));
    }

    /** The same on a given terminal and history file (for tests). */
    static int run(LessonInfo lesson, Function<EngineIo, Driver> factory, Terminal terminal, Path historyFile) {
        try (ConsoleSession session = new ConsoleSession(terminal, lesson, historyFile)) {
            Driver driver = factory.apply(new EngineIo(session.input(), session.output(), true));
            session.start(driver);
            driver.run();
        }
        return 0;
    }

    /**
     * The system terminal without native code: the {@code exec} provider (stty, on Linux, macOS, Cygwin, MSYS),
     * else a dumb terminal (plain Windows cmd.exe: no line editing, no colour). Signals reach the terminal's
     * handlers instead of the JVM's default, so Ctrl-C never kills the engine.
     */
    static Terminal systemTerminal(LessonInfo lesson) throws IOException {
        return TerminalBuilder.builder()
                .name(lesson.id())
                .system(true)
                .providers("exec")
                .dumb(true)
                .nativeSignals(true)
                .signalHandler(Terminal.SignalHandler.SIG_IGN)
                .build();
    }
}
