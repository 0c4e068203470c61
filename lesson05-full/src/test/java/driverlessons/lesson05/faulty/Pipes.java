package driverlessons.lesson05.faulty;

import driverlessons.io.LineOutput;
import driverlessons.io.QueuedLineInput;
import java.util.concurrent.atomic.AtomicInteger;

/** What a fault's filter can do: pass lines on (or not), later, changed, or answer them itself. */
public final class Pipes {
    private final QueuedLineInput engineInput;
    private final LineOutput gui;
    /** A counter for the filter's own use (the n-th move, say). */
    public final AtomicInteger count = new AtomicInteger();

    Pipes(QueuedLineInput engineInput, LineOutput gui) {
        this.engineInput = engineInput;
        this.gui = gui;
    }

    /** Hands a line to the driver. */
    public void toEngine(String line) {
        engineInput.add(line);
    }

    /** Sends a line to the GUI (stdout), flushed. */
    public void toGui(String line) {
        gui.send(line);
    }

    /** Ends the driver's input. */
    public void endInput() {
        engineInput.end();
    }

    /** Sleeps, as a slow engine would. */
    public static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
