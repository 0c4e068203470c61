package driverlessons.gomocup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The protocol as a manager holds it: each line sent next to the lines it must produce; where the engine thinks,
 * the dialog waits for its answer before it sends the next line. {@code PROTOCOLVERSION} (answered "1,0") is the
 * ping: a command that must print nothing is followed by it, and the next line must be "1,0".
 */
@Timeout(60)
class GomocupDriverTest {
    private static final String MOVE = "\\d+,\\d+";
    private static final String SUMMARY = "MESSAGE depth 1-\\d+ ev (W|L|U|\\d+\\.\\d) n \\d+ n/s \\d+ tm \\d+ pv( [XO][a-zA-F]\\d+)*";

    /** A dialog with a 15x15 board and short turns. */
    private static Dialog started(String... info) {
        Dialog d = new Dialog();
        d.send("START 15").expect("OK");
        d.send("INFO timeout_turn 300", "INFO protocol_lag 0");
        d.send(info);
        return d;
    }

    private static void ping(Dialog d) {
        d.send("PROTOCOLVERSION").expect("1,0");
    }

    @Test
    void startAnswersOkAndBadSizesAnError() {
        Dialog d = new Dialog();
        d.send("START 15").expect("OK");
        d.send("START 20").expect("OK");
        d.send("START 4").expect("ERROR .*");
        d.send("START 33").expect("ERROR .*");
        d.send("START fifteen").expect("ERROR .*");
        d.send("RECTSTART 20,15").expect("OK");
        d.send("RECTSTART 32,5").expect("OK");
        d.send("RECTSTART 40,10").expect("ERROR .*");
        d.send("RECTSTART 20").expect("ERROR .*");
        d.endAndJoin(2000);
    }

    @Test
    void commandsBeforeStartAreErrors() {
        Dialog d = new Dialog();
        d.send("BEGIN").expect("ERROR BEGIN before START");
        d.send("TURN 7,7").expect("ERROR TURN before START");
        d.send("RESTART").expect("ERROR RESTART before START");
        d.send("BOARD", "7,7,1", "DONE").expect("ERROR BOARD before START");
        d.endAndJoin(2000);
    }

    @Test
    void beginPlaysTheCentreAfterASummary() {
        Dialog d = started();
        d.send("BEGIN");
        d.expect(SUMMARY);
        d.expect("7,7");
        d.endAndJoin(2000);
    }

    @Test
    void turnIsAnsweredWithAMoveOnAnEmptyCell() {
        Dialog d = started("INFO rule 1");
        Set<String> taken = new HashSet<>(Set.of("7,7"));
        d.send("TURN 7,7");
        for (int i = 0; i < 4; i++) {
            d.expect(SUMMARY, 3000);
            String move = d.expect(MOVE, 3000);
            assertTrue(taken.add(move), "a stone on a taken cell: " + move + "\n" + d);
            String reply = null;
            for (int x = 0; reply == null || taken.contains(reply); x++) {
                reply = x + ",3";
            }
            taken.add(reply);
            d.send("TURN " + reply);
        }
        d.expectAfterMessages(MOVE, 3000);
        d.endAndJoin(2000);
    }

    @Test
    void badMovesAreErrorsAndTheGameGoesOn() {
        Dialog d = started();
        d.send("TURN 7,7").expectAfterMessages(MOVE, 3000);
        d.send("TURN 7,7").expect("ERROR TURN: 7,7 is not empty");
        d.send("TURN 15,3").expect("ERROR TURN: bad coordinates 15,3");
        d.send("TURN -1,3").expect("ERROR .*");
        d.send("TURN 3").expect("ERROR .*");
        d.send("TURN a,b").expect("ERROR .*");
        d.send("TURN 3,3").expectAfterMessages(MOVE, 3000);
        d.endAndJoin(2000);
    }

    @Test
    void linesEndingInCrLfAreAccepted() {
        Dialog d = new Dialog();
        d.send("START 15\r").expect("OK");
        d.send("INFO timeout_turn 200\r", "INFO protocol_lag 0\r", "TURN 7,7\r");
        d.expectAfterMessages(MOVE, 3000);
        d.send("ABOUT\r").expect("name=\"pbrain-driverlessons\", version=\"1.0\", author=\".*\", country=\".*\"");
        d.endAndJoin(2000);
    }

    @Test
    void boardWithOurFourIsWonAtOnce() {
        Dialog d = started();
        d.send("BOARD", "3,3,1", "4,3,1", "5,3,1", "6,3,1", "3,9,2", "4,9,2", "5,9,2", "8,12,2", "DONE");
        d.expect(SUMMARY.replace("(W|L|\\d+\\.\\d)", "W"));
        String move = d.expect("(2|7),3");
        assertTrue(move.equals("2,3") || move.equals("7,3"));
        d.endAndJoin(2000);
    }

    @Test
    void theOpponentsFourIsAlwaysBlocked() {
        Dialog d = started("INFO rule 1");
        d.send("BOARD", "3,3,2", "4,3,2", "5,3,2", "6,3,2", "2,3,1", "9,9,1", "10,10,1", "DONE");
        d.expectAfterMessages("7,3", 3000);
        d.endAndJoin(2000);
    }

    @Test
    void malformedBoardsAreErrors() {
        Dialog d = started();
        d.send("BOARD", "3,3,3", "DONE").expect("ERROR field 3 .*");
        d.send("BOARD", "3,3", "DONE").expect("ERROR bad BOARD line: 3,3");
        d.send("BOARD", "3,3,1", "3,4,1", "DONE").expect("ERROR BOARD has 2 own and 0 opponent stones");
        d.send("BOARD", "3,3,1", "3,3,2", "DONE").expect("ERROR BOARD puts two stones on 3,3");
        d.send("BOARD", "99,3,1", "DONE").expect("ERROR bad BOARD line: 99,3,1");
        ping(d);
        d.endAndJoin(2000);
    }

    @Test
    void takebackRemovesTheLastStoneOnly() {
        Dialog d = started();
        d.send("TURN 7,7");
        String reply = d.expectAfterMessages(MOVE, 3000);
        d.send("TAKEBACK 7,7").expect("ERROR only the last stone can be taken back: it is " + reply);
        d.send("TAKEBACK " + reply).expect("OK");
        d.send("TAKEBACK 7,7").expect("OK");
        d.send("TAKEBACK 7,7").expect("ERROR only the last stone can be taken back: the board is empty");
        d.send("BEGIN").expectAfterMessages("7,7", 3000);
        d.endAndJoin(2000);
    }

    @Test
    void restartClearsTheBoard() {
        Dialog d = started();
        d.send("TURN 7,7").expectAfterMessages(MOVE, 3000);
        d.send("RESTART").expect("OK");
        d.send("BEGIN").expectAfterMessages("7,7", 3000);
        d.endAndJoin(2000);
    }

    @Test
    void everyInfoKeyIsAcceptedSilently() {
        Dialog d = started();
        d.send("INFO timeout_turn 5000", "INFO timeout_match 180000", "INFO time_left 179000",
                "INFO max_memory 83886080", "INFO game_type 1", "INFO rule 0", "INFO rule 1", "INFO rule 4",
                "INFO rule 8", "INFO folder C:\\temp\\gomocup", "INFO analysis_mode 0", "INFO max_depth 30",
                "INFO max_depth -1", "INFO max_node 0", "INFO max_node 1000000", "INFO time_increment 100",
                "INFO style 0", "INFO style 4", "INFO auto_pondering 0", "INFO protocol_lag 50",
                "INFO thread_num 2", "CLEARHASH", "STOP");
        ping(d);
        d.endAndJoin(2000);
    }

    @Test
    void badInfoValuesAreErrors() {
        Dialog d = started();
        d.send("INFO rule 2").expect("ERROR unsupported rule 2 .*");
        d.send("INFO rule 5").expect("ERROR unsupported rule 5 .*");
        d.send("INFO timeout_turn soon").expect("ERROR bad value for INFO timeout_turn: soon");
        d.send("INFO style 7").expect("ERROR style must be 0 to 4: 7");
        d.send("INFO protocol_lag -5").expect("ERROR bad value for INFO protocol_lag: -5");
        d.send("INFO thread_num 0").expect("ERROR bad value for INFO thread_num: 0");
        d.send("INFO colour blue").expect("ERROR unknown INFO key: colour blue");
        d.send("INFO max_memory 99999999999999999999999").expect("ERROR .*");
        ping(d);
        d.endAndJoin(2000);
    }

    @Test
    void infoEvaluateAnswersWithAMessageForAPathAndAnEmptyOneForABadPath() {
        Dialog d = started();
        d.send("TURN 7,7").expectAfterMessages(MOVE, 3000);
        d.send("INFO evaluate").expect(SUMMARY);
        d.send("INFO evaluate 3,4").expect(SUMMARY);
        d.send("INFO evaluate 3,4 5,6").expect(SUMMARY);
        d.send("INFO evaluate 7,7").expect("MESSAGE");
        d.send("INFO evaluate 3,4 3,4").expect("MESSAGE");
        d.send("INFO evaluate 99,1").expect("MESSAGE");
        d.endAndJoin(2000);
    }

    @Test
    void analysisModeSuggestsAndPlayImposesTheMove() {
        Dialog d = started("INFO analysis_mode 1");
        d.send("BEGIN").expectAfterMessages("SUGGEST 7,7", 3000);
        d.send("PLAY 6,6").expect("6,6");
        d.send("TURN 7,7").expectAfterMessages("SUGGEST " + MOVE, 3000);
        d.send("PLAY 7,7").expect("ERROR PLAY: 7,7 is not empty");
        d.send("INFO analysis_mode 0", "TURN 8,8").expectAfterMessages(MOVE, 3000);
        d.endAndJoin(2000);
    }

    @Test
    void ponderIsSilentAndStopEndsIt() {
        Dialog d = started();
        d.send("TURN 7,7").expectAfterMessages(MOVE, 3000);
        d.send("PONDER");
        d.expectSilence(300);
        d.send("STOP");
        ping(d);
        d.send("PONDER 100");
        d.expectSilence(400);
        d.send("PONDER", "TURN 3,3");   // a new position ends pondering; the turn is answered
        d.expectAfterMessages(MOVE, 3000);
        d.send("PONDER bad").expect("ERROR bad PONDER time: bad");
        d.endAndJoin(2000);
    }

    @Test
    void stopDuringAnUnlimitedTurnAnswersTheMove() {
        Dialog d = started("INFO timeout_turn -1");
        d.send("TURN 7,7");
        d.expectSilence(300);
        d.send("STOP");
        d.expect(SUMMARY, 3000);
        d.expect(MOVE, 3000);
        d.endAndJoin(2000);
    }

    @Test
    void infoAndAboutDuringASearchAreAnsweredAtOnce() {
        Dialog d = started("INFO timeout_turn -1");
        d.send("TURN 7,7");
        d.expectSilence(200);
        d.send("ABOUT").expect("name=.*", 2000);
        d.send("INFO style 9").expect("ERROR style must be 0 to 4: 9", 2000);
        d.send("INFO timeout_turn 100");   // changes the next turn, this one runs until STOP
        d.send("STOP").expectAfterMessages(MOVE, 3000);
        d.endAndJoin(2000);
    }

    @Test
    void endDuringASearchEndsTheEngineWithoutAMove() {
        Dialog d = started("INFO timeout_turn -1");
        d.send("TURN 7,7");
        d.expectSilence(200);
        d.send("END");
        assertTrue(d.finished(3000), "END during a search ends the engine\n" + d);
        d.expectSilence(100);
    }

    @Test
    void theEndOfInputEndsTheEngine() {
        Dialog d = started("INFO timeout_turn -1");
        d.send("TURN 7,7");
        d.expectSilence(200);
        d.endAndJoin(3000);
    }

    @Test
    void endEndsTheEngine() {
        Dialog d = started();
        d.send("END");
        assertTrue(d.finished(2000));
    }

    @Test
    void aTurnStaysWithinTimeoutTurn() {
        Dialog d = started("INFO timeout_turn 500", "INFO protocol_lag 100");
        d.send("TURN 7,7").expectAfterMessages(MOVE, 3000);
        d.send("TURN 9,9").expectAfterMessages(MOVE, 3000);
        long start = System.nanoTime();
        d.send("TURN 6,9").expectAfterMessages(MOVE, 3000);
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertTrue(ms < 500, "answered in " + ms + " ms with timeout_turn 500\n" + d);
        d.endAndJoin(2000);
    }

    @Test
    void aShortMatchClockIsRespected() {
        Dialog d = started("INFO timeout_turn 10000", "INFO timeout_match 2000", "INFO time_left 600");
        d.send("TURN 7,7").expectAfterMessages(MOVE, 3000);
        long start = System.nanoTime();
        d.send("TURN 9,9").expectAfterMessages(MOVE, 3000);
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertTrue(ms < 300, "answered in " + ms + " ms with 600 ms left for the match\n" + d);
        d.endAndJoin(2000);
    }

    @Test
    void maxNodeAndMaxDepthLimitTheSearch() {
        Dialog d = started("INFO timeout_turn 20000", "INFO max_depth 2");
        d.send("TURN 7,7");
        String summary = d.expect(SUMMARY, 5000);
        assertTrue(summary.startsWith("MESSAGE depth 1-"), summary);
        d.expect(MOVE);
        d.send("INFO max_depth -1", "INFO max_node 5000", "TURN 9,9");
        d.expectAfterMessages(MOVE, 5000);
        d.endAndJoin(2000);
    }

    @Test
    void theTableFitsInMaxMemory() {
        assertTrue(GomocupDriver.tableBytes(20_000_000) <= 5_000_000);
        assertTrue(GomocupDriver.tableBytes(0) > 0);
    }

    @Test
    void swap2AndSwapAnswerWithStonesOrSwap() {
        Dialog d = started();
        String three = d.send("SWAP2BOARD", "DONE").expect(MOVE + " " + MOVE + " " + MOVE);
        assertEquals(3, new HashSet<>(Arrays.asList(three.split(" "))).size());
        d.send("SWAP2BOARD", "7,7", "8,7", "9,9", "DONE").expect("SWAP|" + MOVE + "|" + MOVE + " " + MOVE, 3000);
        d.send("SWAP2BOARD", "7,7", "8,7", "9,9", "6,6", "7,8", "DONE").expect("SWAP|" + MOVE, 3000);
        d.send("SWAPBOARD", "DONE").expect(MOVE + " " + MOVE + " " + MOVE);
        d.send("SWAPBOARD", "7,7", "8,7", "9,9", "DONE").expect("SWAP|" + MOVE, 3000);
        d.send("SWAPBOARD", "7,7", "DONE").expect("ERROR SWAPBOARD takes 0 or 3 stones, not 1");
        d.send("SWAP2BOARD", "7,7", "7,7", "DONE").expect("ERROR bad SWAP2BOARD stone: 7,7");
        d.endAndJoin(2000);
    }

    @Test
    void showForbidListsBlacksForbiddenCellsUnderRenju() {
        Dialog d = started("INFO rule 4");
        // black (own, to move: equal counts) has a double three at 8,7
        d.send("SHOWFORBID", "6,7,1", "7,7,1", "8,5,1", "8,6,1", "0,0,2", "14,14,2", "0,14,2", "14,0,2", "DONE");
        d.expect("FORBID 8,7");
        d.send("INFO rule 1");
        d.send("SHOWFORBID", "6,7,1", "7,7,1", "8,5,1", "8,6,1", "0,0,2", "14,14,2", "0,14,2", "14,0,2", "DONE");
        d.expect("FORBID");
        d.endAndJoin(2000);
    }

    @Test
    void blackNeverPlaysAForbiddenMoveUnderRenju() {
        Dialog d = started("INFO rule 4");
        // the only cell that would make black's open four is a double-four... black must play elsewhere
        d.send("BOARD", "6,7,1", "7,7,1", "8,5,1", "8,6,1", "0,0,2", "14,14,2", "0,14,2", "14,0,2", "DONE");
        String move = d.expectAfterMessages(MOVE, 3000);
        assertTrue(!move.equals("8,7"), "8,7 is a double three\n" + d);
        d.endAndJoin(2000);
    }

    @Test
    void balanceAnswersWithNStones() {
        Dialog d = started();
        d.send("BALANCE 2", "7,7,2", "8,8,1", "6,8,2", "DONE").expect(MOVE + " " + MOVE, 5000);
        d.send("BALANCE 1", "7,7,2", "DONE").expect(MOVE, 5000);
        d.send("BALANCE 0", "DONE").expect("ERROR BALANCE needs .*");
        d.endAndJoin(2000);
    }

    @Test
    void aboutProtocolVersionAndClearHash() {
        Dialog d = new Dialog();
        d.send("ABOUT").expect("name=\"pbrain-driverlessons\", version=\"1.0\", author=\"[^\"]+\", country=\"[^\"]+\"");
        d.send("CLEARHASH");
        ping(d);
        d.endAndJoin(2000);
    }

    @Test
    void unknownCommandsAndHugeLinesAreAnsweredUnknown() {
        Dialog d = new Dialog();
        d.send("FROBNICATE 3").expect("UNKNOWN FROBNICATE 3");
        d.send("x".repeat(100_000)).expect("UNKNOWN x{80}\\.\\.\\.");
        d.send("Help").expect("UNKNOWN Help");
        d.send("DONE").expect("ERROR DONE without BOARD");
        d.send("", "   ");
        ping(d);
        d.endAndJoin(2000);
    }

    @Test
    void boardAndHelpInLowerCaseAreForAPerson() {
        Dialog d = new Dialog();
        d.send("board").expect("no board yet: START 15");
        d.send("START 5").expect("OK");
        d.send("TAKEBACK 0,0").expect("ERROR .*");
        d.send("board").expect("    +0  1  2  3  4");
        for (int y = 0; y < 5; y++) {
            d.expect("  " + y + "  .  .  .  .  .");
        }
        d.send("help").expect("START n / RECTSTART w,h .*");
        d.endAndJoin(2000);
    }

    @Test
    void autoPonderingStartsAfterOurMoveAndTurnEndsIt() {
        Dialog d = started("INFO auto_pondering 1");
        d.send("TURN 7,7").expectAfterMessages(MOVE, 3000);
        d.expectSilence(300);
        d.send("TURN 9,9").expectAfterMessages(MOVE, 3000);
        d.endAndJoin(2000);
    }
}
