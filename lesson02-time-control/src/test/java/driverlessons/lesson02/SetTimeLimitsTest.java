package driverlessons.lesson02;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.io.EngineIo;
import driverlessons.io.QueuedLineInput;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Muller's SetTimeLimits, figure by figure: movesToGo, the safety margin, the three limits. */
@Timeout(30)
class SetTimeLimitsTest {
    /** A driver that has read these commands (and then the end of input). */
    private static Lesson02Driver after(String... lines) {
        QueuedLineInput input = new QueuedLineInput();
        for (String line : lines) {
            input.add(line);
        }
        input.end();
        Lesson02Driver driver = new Lesson02Driver(new EngineIo(input, text -> { }));
        driver.run();
        return driver;
    }

    /** No new iteration after this share of the nominal time (Muller: ½). */
    private static final double SHARE = Lesson02Driver.NEW_ITERATION_SHARE;

    private static void assertLimits(Lesson02Driver d, long iteration, long move, long never) {
        assertEquals(iteration, d.noNewIterationLimit, "noNewIterationLimit");
        assertEquals(move, d.noNewMoveLimit, "noNewMoveLimit");
        assertEquals(never, d.neverExceedLimit, "neverExceedLimit");
    }

    @Test
    void classicalAtTheStart() {
        Lesson02Driver d = after("new", "level 40 5 0");
        d.setTimeLimits(300_000);
        // 40 moves to go, 299950 ms after the safety margin
        assertLimits(d, (long) (SHARE * 299_950 / 40), (long) (1.5 * 299_950 / 40.5), 10 * 299_950 / 49);
    }

    @Test
    void classicalLastMoveBeforeTheControlMayUseAllOfTheClock() {
        // 78 half-moves played since level: white's 40th move, the last before the control, is next.
        String[] lines = new String[3 + 78];
        lines[0] = "new";
        lines[1] = "level 40 1 0";
        lines[2] = "force";
        String[] shuffle = {"g1f3", "g8f6", "f3g1", "f6g8", "b1c3", "b8c6", "c3b1", "c6b8"};
        for (int i = 0; i < 78; i++) {
            lines[3 + i] = shuffle[i % 8];
        }
        Lesson02Driver d = after(lines);
        d.setTimeLimits(10_050);
        assertLimits(d, (long) (SHARE * 10_000), 10_000, 10_000);
    }

    @Test
    void levelInMidGameCountsItsMovesFromThere() {
        Lesson02Driver d = after("new", "force", "e2e4", "e7e5", "g1f3", "b8c6", "level 20 22 0");
        d.setTimeLimits(22 * 60_000);
        long clock = 22 * 60_000 - 50;
        assertLimits(d, (long) (SHARE * clock / 20), (long) (1.5 * clock / 20.5), 10 * clock / 29);
    }

    @Test
    void stGivesTheWholeTimeToThisMove() {
        Lesson02Driver d = after("new", "level 40 5 0", "st 2");
        d.setTimeLimits(2_000);
        assertLimits(d, 1_170, 1_950, 1_950); // no new iteration after 0.6 of it
    }

    @Test
    void incrementalPlansWithTheIncrementsToCome() {
        Lesson02Driver d = after("new", "level 0 0:10 0.1");
        d.setTimeLimits(10_000);
        // 25 moves guessed to go (GUESSED_LENGTH), so the increments of 24 more moves
        long budget = 9_950 + 24 * 100;
        assertLimits(d, (long) (SHARE * budget / 25), (long) (1.5 * budget / 25.5), 10 * budget / 34);
    }

    @Test
    void aLowClockIsNeverPlannedBeyondHalfOfWhatItHolds() {
        Lesson02Driver d = after("new", "level 0 0:10 0.1");
        d.setTimeLimits(300);
        assertTrue(d.neverExceedLimit <= 125, "never exceed " + d.neverExceedLimit);
        assertTrue(d.noNewMoveLimit <= 125, "no new move " + d.noNewMoveLimit);
        d.setTimeLimits(10);
        assertLimits(d, 0, 0, 0);
    }
}
