package driverlessons.gomocup;

import driverlessons.gomocup.game.Board;
import java.util.ArrayList;
import java.util.List;

/**
 * The one place where the Gomocup driver meets the console seam of {@code common} ({@code ConsoleHooks}): the
 * driver publishes a snapshot of its game after each command, the console's thread reads it (prompt, Tab
 * completion). If the seam changes (the driver handing the console a snapshot), only this class changes.
 */
final class ConsoleView {
    /** The commands, for Tab completion and help. */
    static final List<String> COMMANDS = List.of("START", "RECTSTART", "RESTART", "BEGIN", "TURN", "BOARD",
            "DONE", "TAKEBACK", "END", "ABOUT", "INFO", "PLAY", "PONDER", "STOP", "SWAP2BOARD", "SWAPBOARD",
            "SHOWFORBID", "BALANCE", "CLEARHASH", "PROTOCOLVERSION", "board", "help");

    private volatile String prompt = "gomocup · no board yet (START 15) > ";
    private volatile List<String> moves = List.of();

    /** Takes the snapshot: called by the driver's thread between commands, never during a search. */
    void publish(Board board) {
        if (board == null) {
            prompt = "gomocup · no board yet (START 15) > ";
            moves = List.of();
            return;
        }
        String side = board.sideToMove() == Board.BLACK ? "black (X)" : "white (O)";
        prompt = "gomocup · " + board.width() + "x" + board.height() + " " + board.rule().name().toLowerCase()
                + " · " + side + " to move > ";
        List<String> cells = new ArrayList<>();
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                int c = board.cell(x, y);
                if (board.at(c) == Board.EMPTY && (board.near(c) > 0 || board.stones() == 0)) {
                    cells.add(x + "," + y);
                }
            }
        }
        moves = List.copyOf(cells);
    }

    String prompt() {
        return prompt;
    }

    List<String> moves() {
        return moves;
    }
}
