package driverlessons.io;

import java.io.Console;
import java.lang.reflect.Method;

/** The two worlds a lesson runs in, and how the launcher tells them apart. */
public enum Mode {
    /** A GUI (WinBoard, XBoard) talks through pipes: stdin and stdout carry the protocol and nothing else. */
    PROTOCOL,
    /** A person types at a terminal: JLine line editing, prompt, completion, colours. */
    CONSOLE;

    /**
     * The mode to use: {@code forced} when a flag gave one ({@code --console}, {@code --protocol}), otherwise
     * {@link #CONSOLE} only when both stdin and stdout are terminals.
     */
    public static Mode choose(Mode forced, boolean stdinAndStdoutAreTerminals) {
        if (forced != null) {
            return forced;
        }
        return stdinAndStdoutAreTerminals ? CONSOLE : PROTOCOL;
    }

    /**
     * True when stdin and stdout are both terminals, without touching either stream. Up to JDK 21
     * {@code System.console()} is non-null exactly then. From JDK 22 on it is non-null also with redirected
     * streams, and {@code Console.isTerminal()} (new in 22, so called by reflection here) tells.
     */
    public static boolean stdinAndStdoutAreTerminals() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            Method isTerminal = Console.class.getMethod("isTerminal");
            return (Boolean) isTerminal.invoke(console);
        } catch (NoSuchMethodException e) {
            return true;   // JDK 17..21: a console exists only when both are terminals
        } catch (ReflectiveOperationException | RuntimeException e) {
            return false;  // when in doubt, protocol mode: a GUI must never meet a prompt
        }
    }
}
