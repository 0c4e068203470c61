package driverlessons.io;

import driverlessons.console.ConsoleHooks;

/**
 * A lesson's protocol driver. The launcher creates it with its {@link EngineIo} and calls {@link #run()} on the
 * main thread; the console (only in console mode) asks it the {@link ConsoleHooks} questions from its own thread.
 */
public interface Driver extends ConsoleHooks {
    /** The main loop: reads commands and answers them until {@code quit} or the end of input, then returns. */
    void run();
}
