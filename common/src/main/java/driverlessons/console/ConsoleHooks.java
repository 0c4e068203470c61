package driverlessons.console;

import java.util.List;

/**
 * What the console asks the driver. Every method is called from the console's thread while the driver may be
 * searching on the main thread, so a driver answers from values it publishes (volatile snapshots taken when the
 * game changes), never by touching the position the search is working on. Publish the new snapshot before
 * sending the engine's {@code move} line: the console redraws its prompt when that line arrives.
 */
public interface ConsoleHooks {
    /** The prompt, e.g. {@code "lesson03 · white to move · engine plays black > "}; asked before each line and
     * whenever engine output is printed. */
    String prompt();

    /** The protocol commands this lesson understands, for Tab completion (asked at each Tab). */
    List<String> commands();

    /** The legal moves of the current position in coordinate notation ({@code e2e4}), for Tab completion. */
    List<String> legalMoves();

    /** Ctrl-C was pressed: stop thinking (move now, or stop analysing). Must return quickly. */
    void interrupt();
}
