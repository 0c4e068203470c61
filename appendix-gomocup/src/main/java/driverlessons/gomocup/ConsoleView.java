package driverlessons.gomocup;

import java.util.List;

/**
 * The one place where the Gomocup driver meets {@code common}'s console seam. The console completes the words of
 * {@link #COMMANDS} and passes Ctrl-C on as {@code interrupt()}. Its snapshot of a driver's game
 * ({@code EngineState}) is a chess position, so this driver hands it none: the console's prompt is then the plain
 * {@code gomocup > }, and the console leaves {@code board} and {@code help} to the driver, which draws the gomoku
 * board itself ({@link #isConsoleCommand}).
 */
final class ConsoleView {
    /** The commands, for Tab completion, in the order of the driver's switch. */
    static final List<String> COMMANDS = List.of("START", "RECTSTART", "RESTART", "BEGIN", "TURN", "BOARD",
            "DONE", "TAKEBACK", "END", "ABOUT", "INFO", "PLAY", "PONDER", "STOP", "SWAP2BOARD", "SWAPBOARD",
            "SHOWFORBID", "BALANCE", "CLEARHASH", "PROTOCOLVERSION", "board", "help");

    private ConsoleView() {
    }

    /**
     * The console's own words, exactly {@code board} and {@code help} in lower case. Gomocup's commands are upper
     * case (the driver accepts them in any case), so a manager never sends these two; a person may, in a terminal
     * or in a pipe.
     */
    static boolean isConsoleCommand(String line) {
        return line.equals("board") || line.equals("help");
    }
}
