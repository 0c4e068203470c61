package driverlessons.io;

/**
 * The driver's input: Muller's {@code InputWaiting()} and {@code ReadLine()}, plus the kept line (his
 * {@code inBuf}), so a command that aborted a search is still there for the main loop.
 */
public interface LineInput {
    /**
     * Never blocks. True when {@link #readLine()} would return at once: a line is waiting, or the input has ended.
     * It looks at the lines the engine has not consumed yet, never at the file descriptor.
     */
    boolean inputWaiting();

    /**
     * Blocks until a line is there and consumes it; the line has no line terminator (nor a trailing '\r').
     * Returns {@code null} at the end of input, and keeps returning {@code null} after that: the driver exits.
     */
    String readLine();

    /**
     * Puts a line back in front of the others: the next {@link #readLine()} returns it. {@code null} puts back the
     * end of input, so a search that met the end while peeking leaves it for the main loop (Muller's inBuf).
     */
    void keep(String line);
}
