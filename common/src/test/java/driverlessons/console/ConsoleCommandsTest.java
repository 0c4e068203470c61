package driverlessons.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.chess.Position;
import driverlessons.chess.Game;
import driverlessons.chess.Side;
import driverlessons.io.EngineState;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The console-only commands: board and help. */
@Timeout(5)
class ConsoleCommandsTest {

    @Test
    void boardOfTheStartPosition() {
        assertEquals("""
                  +-----------------+
                8 | r n b q k b n r |
                7 | p p p p p p p p |
                6 | . . . . . . . . |
                5 | . . . . . . . . |
                4 | . . . . . . . . |
                3 | . . . . . . . . |
                2 | P P P P P P P P |
                1 | R N B Q K B N R |
                  +-----------------+
                    a b c d e f g h
                White to move, castling KQkq, en passant -, move 1, fifty-move clock 0""",
                ConsoleCommands.board(Position.start()));
    }

    @Test
    void boardShowsEnPassantCheckAndLostCastling() {
        String board = ConsoleCommands.board(Position.fromFen("4k3/8/8/3pP3/8/8/8/4K2R w K d6 0 3"));
        assertTrue(board.contains("5 | . . . p P . . . |"), board);
        assertTrue(board.endsWith("White to move, castling K, en passant d6, move 3, fifty-move clock 0"), board);
        String check = ConsoleCommands.board(Position.fromFen("4k3/8/8/8/8/8/8/r3K3 w - - 5 40"));
        assertTrue(check.endsWith("White to move (in check), castling -, en passant -, move 40, fifty-move clock 5"),
                check);
    }

    @Test
    void helpCoversEveryCommandALessonMayHandle() {
        List<String> commands = List.of("xboard", "protover", "accepted", "rejected", "new", "variant", "quit",
                "random", "force", "go", "playother", "white", "black", "level", "st", "sd", "nps", "time", "otim",
                "usermove", "?", "ping", "draw", "result", "setboard", "edit", "hint", "bk", "undo", "remove",
                "hard", "easy", "post", "nopost", "analyze", "exit", ".", "name", "rating", "ics", "computer",
                "pause", "resume", "memory", "cores", "egtpath", "option", "exclude", "include", "setscore", "lift",
                "put", "hover", "board", "fen", "help");
        String list = ConsoleCommands.help(5);
        for (String command : commands) {
            String page = ConsoleCommands.help(command);
            assertTrue(page.startsWith(command), page);
            assertTrue(page.contains("Example: " + command), "an example for " + command + ":\n" + page);
            assertTrue(list.contains("\n  " + command + " ") || list.contains("\n  " + command + "\n"),
                    "listed: " + command);
        }
        assertEquals(commands.size(), CommandHelp.TOPICS.size());
    }

    @Test
    void helpForAMoveAndForSomethingUnknown() {
        assertTrue(ConsoleCommands.help("e2e4").startsWith("usermove MOVE"));
        assertTrue(ConsoleCommands.help("MOVE").startsWith("usermove MOVE"));
        assertTrue(ConsoleCommands.help("frobnicate").contains("No help for 'frobnicate'"));
        for (String line : ConsoleCommands.help("usermove").split("\n")) {
            assertTrue(line.length() <= 80, "wrapped: " + line);
        }
    }

    @Test
    void helpListsThisLessonsCommandsFirstAndMarksTheLaterOnes() {
        String list = ConsoleCommands.help(2);
        int later = list.indexOf("Commands of later lessons:");
        assertTrue(list.startsWith("Commands lesson 2 acts on"), list);
        assertTrue(list.indexOf("\n  level ") < later && list.indexOf("\n  usermove ") < later, list);
        assertTrue(list.indexOf("\n  analyze ") > later && list.contains("(lesson 4)"), list);
        assertTrue(ConsoleCommands.help("analyze").startsWith("analyze   (lesson 4)"), ConsoleCommands.help("analyze"));
        assertFalse(ConsoleCommands.help(5).contains("Commands of later lessons"));
    }

    @Test
    void thePromptTellsTheStateTheClockAndWhatTheEngineDoes() {
        Game game = new Game();
        assertEquals("lesson02 · white to move · engine plays black · clock 1:05 · thinking > ",
                ConsoleCommands.prompt("lesson02", EngineState.of(game, Side.BLACK, null).withClock(65_400)
                        .doing("thinking")));
        assertEquals("lesson01 · illegal position (no king) · force mode > ",
                ConsoleCommands.prompt("lesson01", EngineState.of(game, -1, "no king")));
    }

    @Test
    void hintsForAMistypedCommandAndAnIllegalMove() {
        EngineState start = EngineState.of(new Game(), Side.BLACK, null);
        List<String> table = List.of("new", "level", "force", "usermove");
        assertEquals("  did you mean level? (help lists the commands)",
                ConsoleCommands.hint("Error (unknown command): levle 40 5 0", start, table));
        assertNull(ConsoleCommands.hint("Error (unknown command): frobnicate", start, table));
        assertEquals("  legal moves of the white knight on g1: g1f3 g1h3",
                ConsoleCommands.hint("Illegal move: g1e2", start, table));
        assertEquals("  there is no piece on e4", ConsoleCommands.hint("Illegal move: e4e5", start, table));
        assertNull(ConsoleCommands.hint("move e7e5", start, table));
    }

    @Test
    void legalMovesOfTheSnapshot() {
        assertEquals(20, ConsoleCommands.legalMoves(EngineState.of(new Game(), Side.BLACK, null)).size());
        assertEquals(List.of(), ConsoleCommands.legalMoves(EngineState.of(new Game(), Side.BLACK, "no king")));
    }
}
