package driverlessons.io;

/** The only path to stdout: whole lines, flushed at once, safe to call from any thread. */
public interface LineOutput {
    /**
     * Sends one line (without its newline) and flushes it. A text that contains '\n' is sent as several lines,
     * one after the other, with no line of another thread in between.
     */
    void send(String line);
}
