package driverlessons.io;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Where the log goes: stderr, or a file, switchable while the engine runs. slf4j-simple is set up to write to
 * {@code System.err} and looks that stream up again for every message, so pointing {@code System.err} at a file
 * moves the whole log there. {@code --log FILE} does it at start-up; lesson 5's engine option "Log File" does
 * it during a game, by the same call.
 */
public final class LogFile {
    /** The process's real stderr, kept to switch back to. */
    private static final PrintStream STDERR = System.err;
    private static PrintStream file;
    private static String path = "";

    private LogFile() {
    }

    /**
     * Sends the log to the file {@code name} (appended to, created when missing), or back to stderr when
     * {@code name} is empty or "System.err". On an error the log stays where it was.
     */
    public static synchronized void switchTo(String name) throws IOException {
        String wanted = name == null ? "" : name.strip();
        PrintStream next = null;
        if (!wanted.isEmpty() && !wanted.equalsIgnoreCase("System.err")) {
            next = new PrintStream(new FileOutputStream(wanted, true), true, StandardCharsets.UTF_8);
        }
        System.setErr(next == null ? STDERR : next);
        if (file != null) {
            file.close();
        }
        file = next;
        path = next == null ? "" : wanted;
    }

    /** The file the log goes to, or "" for stderr. */
    public static synchronized String current() {
        return path;
    }
}
