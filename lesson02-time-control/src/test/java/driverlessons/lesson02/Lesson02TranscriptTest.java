package driverlessons.lesson02;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.testing.Transcript;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Lesson 2 as a GUI sees it: the lines sent, the lines expected back. */
@Timeout(60)
class Lesson02TranscriptTest {
    private static final String FEATURES =
            "feature ping=1 setboard=1 usermove=1 colors=0 sigint=0 sigterm=0 analyze=0"
                    + " myname=\"Driver Lessons 2 (time control)\"";

    private static Transcript play(String... lines) {
        return Transcript.run(Lesson02Driver::new, lines);
    }

    @Test
    void protoverIsAnsweredWithDoneZeroFirstAndDoneOneLast() {
        assertEquals(List.of("feature done=0", FEATURES, "feature done=1"), play("xboard", "protover 2").lines());
    }

    /** XBoard 4.9.1's real start of a match (shared/reference/xboard-4.9.1-startup-dialog.txt), up to go. */
    @Test
    void xboardStartOfMatchDialog() {
        Transcript t = play("xboard", "protover 2",
                "accepted ping", "accepted setboard", "accepted usermove", "accepted colors", "accepted sigint",
                "accepted sigterm", "accepted analyze", "accepted myname", "accepted done",
                "memory 68", "new", "random", "level 0 0:10 0.1", "post", "hard", "easy", "ping 1",
                "force", "ping 2",
                "memory 68", "new", "random", "level 0 0:10 0.1", "post", "hard", "easy", "ping 3",
                "memory 68", "new", "random", "level 0 0:10 0.1", "post", "hard", "easy", "ping 4",
                "force", "usermove e2e4", "usermove e7e5", "usermove g1f3", "usermove b8c6", "usermove f1b5",
                "usermove a7a6", "computer", "time 1000", "otim 1000", "go", "ping 5");
        List<String> lines = t.withoutThinking();
        assertEquals(List.of("feature done=0", FEATURES, "feature done=1", "pong 1", "pong 2", "pong 3", "pong 4"),
                lines.subList(0, 7));
        assertEquals(1, t.moves().size(), t.toString());
        assertTrue(lines.get(7).startsWith("move b5"), "white's bishop is attacked: " + lines.get(7));
        assertEquals("pong 5", lines.get(8), "a ping sent while thinking is answered after the move");
        assertEquals(9, lines.size(), t.toString());
        assertTrue(t.thinking().size() > 0, "post is on: thinking output is printed");
    }

    @Test
    void bareMovesAreRecognisedByTheirShape() {
        Transcript t = play("new", "force", "e2e4", "e7e5", "Nf3", "O-O", "ping 1");
        assertEquals(List.of("Illegal move: O-O", "pong 1"), t.lines());
    }

    @Test
    void illegalMoveLeavesThePositionUnchanged() {
        Transcript t = play("new", "usermove e2e5", "usermove e7e5", "force", "usermove e2e4", "usermove e7e5",
                "ping 9");
        assertEquals(List.of("Illegal move: e2e5", "Illegal move: e7e5", "pong 9"), t.lines());
    }

    @Test
    void unknownCommandsGetTheSpecsErrorAndTheEngineGoesOn() {
        assertEquals(List.of("Error (unknown command): frobnicate 3", "Error (unknown command): board",
                "Error (unsupported variant): variant suicide", "pong 1"),
                play("frobnicate 3", "board", "variant suicide", "variant normal", "ping 1").lines());
    }

    @Test
    void commandsOfLaterLessonsAreAcceptedSilently() {
        assertEquals(List.of("pong 1"), play("hard", "easy", "random", "computer", "name Fairy-Max", "memory 68",
                "accepted done", "rejected san", "ping 1").lines());
    }

    @Test
    void levelTakesMinutesOrMinSecAndFractionalIncrementsAndIgnoresTrailingCharacters() {
        assertEquals(List.of("pong 1"), play("level 40 5 0", "level 0 0:10 0.1", "level 40 25+5 0",
                "level 0 2 12", "level 0 0:30 0.5", "ping 1").lines());
    }

    @Test
    void badTimeControlParametersAreErrorsAndTheEngineGoesOn() {
        assertEquals(List.of("Error (bad parameters): level x 5 0", "Error (bad parameters): level 40 5",
                "Error (bad parameters): st soon", "Error (bad parameters): sd 0", "Error (bad parameters): time -",
                "pong 1"),
                play("level x 5 0", "level 40 5", "st soon", "sd 0", "time -", "ping 1").lines());
    }

    @Test
    void timeAndOtimNeverStartThinking() {
        assertEquals(List.of("pong 1"), play("new", "time 1000", "otim 1000", "ping 1").lines());
    }

    @Test
    void sdLimitsTheDepthAndNewClearsIt() {
        Transcript t = play("new", "sd 2", "st 5", "go");
        assertEquals(1, t.moves().size());
        assertTrue(t.thinking().stream().allMatch(line -> Integer.parseInt(line.split(" ")[0]) <= 2), t.toString());
        Transcript cleared = play("new", "sd 2", "new", "st 1", "go");
        assertTrue(cleared.thinking().stream().anyMatch(line -> Integer.parseInt(line.split(" ")[0]) > 2),
                cleared.toString());
    }

    @Test
    void theEngineMovesUnderEveryKindOfTimeControl() {
        assertEquals(1, play("new", "level 40 0:02 0", "time 200", "otim 200", "go").moves().size());
        assertEquals(1, play("new", "level 0 0:01 0.1", "time 100", "otim 100", "go").moves().size());
        assertEquals(1, play("new", "st 1", "go").moves().size());
        assertEquals(1, play("new", "level 0 1 0", "time 1", "otim 6000", "go").moves().size(),
                "with 10 ms on the clock there still is a move");
    }

    @Test
    void illegalPositionIsRefusedAndEveryMoveIsIllegalUntilNew() {
        List<String> lines = play("setboard 8/8/8/8/8/8/8/K7 w - - 0 1", "usermove a1a2", "go", "new",
                "force", "usermove e2e4", "ping 1").lines();
        assertTrue(lines.get(0).startsWith("tellusererror Illegal position: "), lines.get(0));
        assertEquals(List.of("Illegal move: a1a2", "Error (illegal position): go", "pong 1"), lines.subList(1, 4));
    }

    @Test
    void anEmptyBoardIsRefusedQuietly() {
        assertEquals(List.of("Illegal move: e2e4", "pong 1"),
                play("setboard 8/8/8/8/8/8/8/8 w - - 0 1", "usermove e2e4", "ping 1").lines());
    }

    @Test
    void aMateInForceModeIsAnnouncedOnce() {
        assertEquals(List.of("0-1 {Black mates}", "pong 1"),
                play("new", "force", "f2f3", "e7e5", "g2g4", "d8h4", "ping 1").lines());
    }

    @Test
    void theEngineMatesAndSaysSo() {
        Transcript t = play("setboard 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "nopost", "go", "ping 1");
        assertEquals(List.of("move d1d8", "1-0 {White mates}", "pong 1"), t.lines());
    }

    @Test
    void aMateByTheOpponentStopsTheEngine() {
        // The engine plays black and has one legal move; white's reply mates it: the result, and no engine move.
        assertEquals(List.of("move h8g8", "1-0 {White mates}", "pong 1"),
                play("setboard 7k/8/6K1/8/8/8/8/R7 b - - 0 1", "nopost", "go", "usermove a1a8", "ping 1").lines());
    }

    @Test
    void stalemateRepetitionFiftyMovesAndInsufficientMaterial() {
        assertEquals(List.of("1/2-1/2 {Stalemate}"),
                play("setboard k7/8/8/2Q5/8/8/8/7K w - - 0 1", "c5b6").lines());
        assertEquals(List.of("1/2-1/2 {Draw by repetition}"),
                play("new", "force", "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8").lines());
        assertEquals(List.of("1/2-1/2 {Draw by fifty move rule}"),
                play("setboard 8/8/8/8/8/4k3/8/R3K3 w - - 99 80", "a1a2").lines());
        assertEquals(List.of("1/2-1/2 {Draw by insufficient material}"),
                play("setboard 8/8/8/8/8/8/1r6/KB2k3 w - - 0 1", "a1b2").lines());
    }

    @Test
    void undoAndRemoveTakeBackMoves() {
        Transcript t = play("new", "force", "undo", "e2e4", "e7e5", "remove", "remove", "e2e4", "e7e5", "undo",
                "e7e6", "ping 1");
        assertEquals(List.of("Error (command not legal now): undo", "Error (command not legal now): remove",
                "pong 1"), t.lines());
    }

    @Test
    void newMakesTheEnginePlayBlackAndGoMakesItPlayTheSideOnMove() {
        Transcript t = play("new", "nopost", "e2e4", "ping 1", "new", "force", "e2e4", "go", "ping 2");
        assertEquals(2, t.moves().size(), t.toString());
        assertEquals("pong 1", t.lines().get(1));
        assertEquals("pong 2", t.lines().get(3));
    }

    @Test
    void nopostSilencesThinkingAndPostBringsItBack() {
        assertEquals(0, play("new", "nopost", "go").thinking().size());
        assertTrue(play("new", "post", "go").thinking().size() > 0);
    }

    /** XBoard ends an adjudicated game with "result"; the engine stops playing it (found by the real-GUI test). */
    @Test
    void resultFromTheGuiEndsTheGameQuietly() {
        Transcript t = play("new", "nopost", "e2e4", "result 1-0 {Xboard adjudication}", "ping 1");
        assertEquals(1, t.moves().size(), t.toString());
        assertEquals("pong 1", t.lines().get(1));
        Transcript engineOnMove = play("new", "force", "e2e4", "result 0-1 {White resigns}", "ping 1");
        assertEquals(List.of("pong 1"), engineOnMove.lines());
    }

    @Test
    void quitEndsTheLoopAndNothingAfterItIsRead() {
        assertEquals(List.of(), play("quit", "ping 1").lines());
    }

    @Test
    void consoleOnlyCommandsWorkInTheConsole() {
        Transcript t = Transcript.run(Lesson02Driver::new, true, "fen", "help go");
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", t.lines().get(0));
        assertTrue(t.lines().size() > 1, "help go explains the command");
    }
}
