package driverlessons.io;

import org.slf4j.Logger;

/**
 * What the engine is doing, said once per event: {@link #say(String)} writes it to the log, and, after the GUI
 * accepted {@code feature debug=1} ({@link #debugLines(boolean)}), also as a {@code # ...} line, which XBoard shows
 * in its debug file and a console user on the screen. A driver calls it once where it used to log, print a
 * {@code #} line and so on, each for itself.
 */
public final class Trace {
    private final LineOutput out;
    private final Logger log;
    private boolean debugLines;

    /** A trace into {@code log} (the driver's own logger, so the log names the driver), and {@code out} for # lines. */
    public Trace(LineOutput out, Logger log) {
        this.out = out;
        this.log = log;
    }

    /** accepted debug / rejected debug: the # lines on or off (off until the GUI accepts them). */
    public void debugLines(boolean on) {
        debugLines = on;
    }

    /** Whether # lines go out now. */
    public boolean debugLines() {
        return debugLines;
    }

    /** One event: to the log, and as a # line when the GUI accepted them. */
    public void say(String what) {
        log.info(what);
        if (debugLines) {
            out.send("# " + what);
        }
    }
}
