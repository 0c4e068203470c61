package driverlessons.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.chess.Game;
import driverlessons.chess.Move;
import driverlessons.chess.Notation;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The analysis dialogs every lesson from 4 on passes (lesson 4 teaches analysis; lesson 5 keeps it), on top of
 * the pondering dialogs and those of every lesson. Interleaved: commands arrive while the engine analyses.
 */
public abstract class AnalysisDialogs extends PonderingDialogs {
    private static final Pattern THINKING = Pattern.compile("(\\d+) (-?\\d+) \\d+ \\d+ ?(\\S*).*");
    private static final String STAT01 = "stat01: \\d+ \\d+ \\d+ \\d+ \\d+( \\S+)?";

    /** Waits for a thinking line of at least {@code depth}; returns its first PV move. */
    private static String thinkingAtDepth(Dialog d, int depth) {
        while (true) {
            Matcher m = THINKING.matcher(d.expect(THINKING.pattern()));
            assertTrue(m.matches());
            if (Integer.parseInt(m.group(1)) >= depth) {
                return m.group(3);
            }
        }
    }

    /** The first PV move of the next thinking line must be legal in the game after {@code moves}. */
    private static void analysesPositionAfter(Dialog d, String... moves) {
        Game game = new Game();
        for (String move : moves) {
            game.play(Notation.parseMove(game.position(), move));
        }
        Matcher m = THINKING.matcher(d.expect(THINKING.pattern()));
        assertTrue(m.matches());
        assertTrue(Notation.parseMove(game.position(), m.group(3)) != Move.NONE,
                m.group(3) + " is a move of the position after " + List.of(moves));
    }

    @Test
    void analyzeSearchesWithoutEndAndNeverPlaysAMove() {
        try (Dialog d = Dialog.start(driver())) {
            d.send("new", "post", "analyze");
            thinkingAtDepth(d, 8);
            d.send("exit", "ping 1");
            d.expect("pong 1");
            assertTrue(d.lines().stream().noneMatch(line -> line.startsWith("move ")), d.lines().toString());
            assertNull(d.poll(Duration.ofMillis(300)), "exit stops the analysis");
        }
    }

    @Test
    void analysisIsPrintedWithNopostToo() {
        try (Dialog d = Dialog.start(driver())) {
            d.send("new", "nopost", "analyze");
            thinkingAtDepth(d, 3);
        }
    }

    @Test
    void dotIsAnsweredWithStat01ManyTimesAndTheAnalysisGoesOn() {
        try (Dialog d = Dialog.start(driver())) {
            d.send("new", "analyze");
            thinkingAtDepth(d, 6);
            for (int i = 0; i < 20; i++) {
                d.send(".");
            }
            d.send("ping 1");
            for (int i = 0; i < 20; i++) {
                String stat = d.expect("stat01: .*");
                assertTrue(stat.matches(STAT01), stat);
            }
            d.expect("pong 1");
            thinkingAtDepth(d, 1);   // still analysing
        }
    }

    @Test
    void dotOutsideAnalysisIsIgnoredQuietly() {
        assertEquals(List.of("pong 1"), play("new", ".", "force", ".", "ping 1").lines());
    }

    @Test
    void movesUndoNewAndSetboardRestartTheAnalysisOnTheNewPosition() {
        try (Dialog d = Dialog.start(driver())) {
            d.send("new", "analyze");
            thinkingAtDepth(d, 4);
            d.send("usermove e2e4", "ping 1");
            d.expect("pong 1");
            analysesPositionAfter(d, "e2e4");
            d.send("e7e5", "ping 2");   // a bare move
            d.expect("pong 2");
            analysesPositionAfter(d, "e2e4", "e7e5");
            d.send("undo", "ping 3");
            d.expect("pong 3");
            analysesPositionAfter(d, "e2e4");
            d.send("remove", "ping 4");
            d.expect("pong 4");   // nothing to remove two of: an error, the analysis goes on
            d.send("force", "ping 5");
            d.expect("pong 5");
            analysesPositionAfter(d, "e2e4");
            d.send("new", "ping 6");
            d.expect("pong 6");
            analysesPositionAfter(d);
            d.send("setboard 4k3/8/8/8/8/8/4P3/4K3 b - - 0 1", "ping 7");
            d.expect("pong 7");
            String move = Lines4.firstMove(d.expect(THINKING.pattern()));
            assertTrue(move.startsWith("e8"), "black's king is the only piece to move: " + move);
        }
    }

    @Test
    void anInvalidSetboardIsRefusedAndPyChessesEmptyBoardEndsTheAnalysisQuietly() {
        try (Dialog d = Dialog.start(driver())) {
            d.send("new", "analyze");
            thinkingAtDepth(d, 2);
            d.send("setboard 8/8/8/8/8/8/8/K7 w - - 0 1", "ping 1");
            d.expect("tellusererror Illegal position: .*");
            d.expect("pong 1");
            assertNull(d.poll(Duration.ofMillis(300)), "no analysis of an illegal position");
            d.send("setboard 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
            thinkingAtDepth(d, 1);   // still in analysis mode
            d.send("exit", "setboard 8/8/8/8/8/8/8/8 w - - 0 1", "ping 2");
            d.expectNext("pong 2");
            assertNull(d.poll(Duration.ofMillis(300)), "PyChess's stop: no output at all");
        }
    }

    @Test
    void anIllegalMoveInAnalysisIsAnsweredAndTheAnalysisGoesOn() {
        try (Dialog d = Dialog.start(driver())) {
            d.send("new", "analyze");
            thinkingAtDepth(d, 2);
            d.send("e2e5");
            d.expect("Illegal move: e2e5");
            analysesPositionAfter(d);
        }
    }

    @Test
    void commandsThatChangeNothingAreTakenWithoutDisturbingTheAnalysis() {
        try (Dialog d = Dialog.start(driver())) {
            d.send("new", "analyze");
            thinkingAtDepth(d, 8);
            int linesBefore = d.lines().size();
            d.send("ping 1", "time 1000", "otim 1000", "hard", "easy", "post", "nopost", "hint", "ping 2");
            d.expectNext("pong 1");
            String hint = d.expect("Hint: \\S+|pong 2");
            if (hint.startsWith("Hint")) {
                d.expect("pong 2");
            }
            List<String> after = d.lines().subList(linesBefore, d.lines().size());
            assertTrue(after.stream().noneMatch(line -> line.matches("[1-7] .*")), "no restart: " + after);
        }
    }

    @Test
    void exitThenGoThinksAndPlaysNormally() {
        try (Dialog d = Dialog.start(driver())) {
            d.send("new", "analyze");
            thinkingAtDepth(d, 3);
            d.send("exit", "st 1", "go");
            d.expect("move \\S+");
        }
    }

    @Test
    void aFinishedGameIsSaidOnceAndNotSearched() {
        try (Dialog d = Dialog.start(driver())) {
            d.send("setboard 6Rk/5Qpp/8/8/8/8/8/6K1 b - - 0 1", "analyze", "ping 1");
            assertEquals("0 -100000 0 0", d.poll(Duration.ofSeconds(5)), "mated");
            d.expect("pong 1");
            d.send("setboard k7/2Q5/1K6/8/8/8/8/8 b - - 0 1", "ping 2");
            assertEquals("0 0 0 0", d.poll(Duration.ofSeconds(5)), "stalemate");
            d.expect("pong 2");
            assertNull(d.poll(Duration.ofMillis(300)), "and then nothing");
        }
    }

    /**
     * A game that ends while analysing: the mating move is taken as any move (no result is claimed, analysis plays
     * no side) and analysis mode stays; the mate is said once, by its depth-0 line; '.' gets the figures of this
     * position, where nothing is searched (not those of the search before it); an undo analyses again at once.
     */
    @Test
    void aMateReachedWhileAnalysingKeepsAnalysisModeAndAnUndoAnalysesAgain() {
        try (Dialog d = Dialog.start(driver())) {
            d.send("setboard 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "post", "analyze");
            thinkingAtDepth(d, 2);
            d.send("usermove d1d8", ".", "ping 1");
            d.expect("pong 1");
            List<String> lines = d.lines();
            int mate = lines.indexOf("0 -100000 0 0");
            assertTrue(mate >= 0, "the mate is said: " + lines);
            assertEquals(List.of("0 -100000 0 0", "stat01: 0 0 0 0 0", "pong 1"), lines.subList(mate, lines.size()));
            d.send("undo");
            assertEquals("d1d8", thinkingAtDepth(d, 3), "the position before the mate is analysed again");
            d.send(".", "ping 2");
            d.expect(STAT01);
            d.expect("pong 2");
            d.send("exit", "ping 3");
            d.expect("pong 3");
            assertTrue(d.lines().stream().noneMatch(line -> line.matches("(1-0|0-1|1/2-1/2|move) .*")), d.lines().toString());
        }
    }

    /**
     * A proven mate is analysed deeper and deeper all the same (python-chess's analyse with a depth limit waits for
     * that depth; Fairy-Max does the same), until the deepest depth ends the analysis; after that, '.' and ping
     * are answered and do not start it again.
     */
    @Test
    void anAnalysisThatEndedByItselfIsNotStartedAgainByDotOrPing() {
        try (Dialog d = Dialog.start(driver())) {
            d.send("setboard 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "analyze");
            assertEquals("d1d8", thinkingAtDepth(d, 20), "mate in one, and deeper lines all the same");
            while (d.poll(Duration.ofMillis(500)) != null) {
                // the last lines, up to the deepest depth
            }
            int before = d.lines().size();
            d.send(".", ".", "ping 1");
            d.expect("pong 1");
            List<String> after = d.lines().subList(before, d.lines().size());
            assertEquals(3, after.size(), "no restart: " + after);
            assertTrue(after.get(0).matches(STAT01) && after.get(1).equals(after.get(0)), after.toString());
            assertNull(d.poll(Duration.ofMillis(300)), "and nothing more");
        }
    }

    @Test
    void quitAndTheEndOfInputEndTheEngineWhileAnalysing() {
        try (Dialog d = Dialog.start(driver())) {
            d.send("new", "analyze");
            thinkingAtDepth(d, 2);
            d.send("quit");
            assertTrue(d.awaitExit(Duration.ofSeconds(2)));
        }
        try (Dialog d = Dialog.start(driver())) {
            d.send("new", "analyze");
            thinkingAtDepth(d, 2);
            d.end();
            assertTrue(d.awaitExit(Duration.ofSeconds(2)));
        }
    }

    @Test
    void analysisInTheTableAndStillNoAnalysisOfANewGameWithoutAnalyze() {
        try (Dialog d = Dialog.start(driver())) {
            d.send("new", "force", "e2e4");
            assertNull(d.poll(Duration.ofMillis(300)), "force mode: no search");
            assertFalse(d.lines().stream().anyMatch(line -> line.startsWith("stat01")));
        }
    }

    /** Small text helpers of these tests. */
    private static final class Lines4 {
        static String firstMove(String thinkingLine) {
            Matcher m = THINKING.matcher(thinkingLine);
            assertTrue(m.matches(), thinkingLine);
            return m.group(3);
        }
    }
}
