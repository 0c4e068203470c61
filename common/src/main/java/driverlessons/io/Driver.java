package driverlessons.io;

import java.util.List;

/**
 * A lesson's protocol driver. The launcher creates it with its {@link EngineIo} and calls {@link #run()} on the
 * main thread. The console, in its own thread, asks only for the command table and passes on Ctrl-C; everything
 * else it shows comes from the {@link EngineState} the driver hands over between commands.
 */
public interface Driver {
    /** The main loop: reads commands and answers them until {@code quit} or the end of input, then returns. */
    void run();

    /** The words of the lesson's command table, in the table's order (the console completes them). */
    List<String> commands();

    /** Ctrl-C at the console: stop the search now (move now, stop pondering). Any thread; returns at once. */
    void interrupt();
}
