package driverlessons.lesson02;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.io.EngineIo;
import driverlessons.io.LagEstimate;
import driverlessons.io.QueuedLineInput;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Muller's SetTimeLimits, figure by figure: movesToGo, the safety margin, the GUI's lag (the first guess, 50 ms,
 * until the GUI's clock says more), the reserve and the three limits.
 */
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

    /** The lag the driver plans with before it has learned anything. */
    private static final long LAG = 50;

    @Test
    void classicalAtTheStart() {
        Lesson02Driver d = after("new", "level 40 5 0");
        d.setTimeLimits(300_000);
        // 40 moves to go: the safety margin and this move's lag off the clock, one more lag kept in reserve, and
        // the lag of each of the 39 moves after this one
        long budget = 300_000 - 50 - LAG - LAG - 39 * LAG;
        assertLimits(d, (long) (SHARE * budget / 40), (long) (1.5 * budget / 40.5), 10 * budget / 49);
    }

    @Test
    void classicalLastMoveBeforeTheControlKeepsHalfTheClock() {
        // What it leaves is carried over to the next session, so it need not spend it (and risk the flag).
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
        d.setTimeLimits(10_150);
        assertLimits(d, 5_000, 5_000, 5_000);
    }

    @Test
    void levelInMidGameCountsItsMovesFromThere() {
        Lesson02Driver d = after("new", "force", "e2e4", "e7e5", "g1f3", "b8c6", "level 20 22 0");
        d.setTimeLimits(22 * 60_000);
        long budget = 22 * 60_000 - 50 - 2 * LAG - 19 * LAG;
        assertLimits(d, (long) (SHARE * budget / 20), (long) (1.5 * budget / 20.5), 10 * budget / 29);
    }

    @Test
    void stGivesTheWholeTimeToThisMove() {
        Lesson02Driver d = after("new", "level 40 5 0", "st 2");
        d.setTimeLimits(2_000);
        assertLimits(d, 1_140, 1_800, 1_800); // the margin, the lag (and a twentieth as reserve) off; 0.6 of it
    }

    @Test
    void incrementalPlansWithTheIncrementsToCome() {
        Lesson02Driver d = after("new", "level 0 0:10 0.1");
        d.setTimeLimits(10_000);
        // 25 moves guessed to go (GUESSED_LENGTH), so the increments of 24 more moves, each less its lag
        long budget = 10_000 - 50 - 2 * LAG + 24 * (100 - LAG);
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

    @Test
    void aLagThatEatsTheIncrementKeepsTheNetCostOfManyMovesInReserve() {
        Lesson02Driver d = after("new", "level 0 0:10 0.1");
        d.lag.add(200);
        d.lag.add(200);
        assertEquals(200, d.lag.estimateMs());
        d.setTimeLimits(10_000);
        // this move's lag and the margin off; in reserve one lag and 40 moves' net cost (200 - 100 ms each); then
        // each of the 24 later moves costs 100 ms more than its increment brings
        long spare = 10_000 - 50 - 200 - (200 + LagEstimate.RESERVE_MOVES * 100);
        long budget = spare - 24 * 100;
        assertLimits(d, (long) (SHARE * budget / 25), (long) (1.5 * budget / 25.5), 10 * budget / 34);
        d.setTimeLimits(4_000);
        assertLimits(d, 0, 0, 0); // below the reserve: the engine plays at once (depth 1)
    }

    @Test
    void thisMoveIsPlannedWithTheSlowLagAndTheManyMovesToComeWithTheTypicalOne() {
        Lesson02Driver d = after("new", "level 0 0:10 0.1");
        for (long sample : new long[] {250, 150, 250, 150, 250, 150, 150}) { // 50..250 ms: half slow, half fast
            d.lag.add(sample);
        }
        assertEquals(250, d.lag.estimateMs());
        assertEquals(150, d.lag.typicalMs());
        d.setTimeLimits(10_000);
        long spare = 10_000 - 50 - 250 - (250 + LagEstimate.RESERVE_MOVES * 50);
        long budget = spare - 24 * 50;
        assertLimits(d, (long) (SHARE * budget / 25), (long) (1.5 * budget / 25.5), 10 * budget / 34);
    }

    @Test
    void classicalTakesTheLagOfEveryMoveLeftInTheSession() {
        Lesson02Driver d = after("new", "level 40 0:20 0");
        d.lag.add(150);
        d.lag.add(150);
        d.setTimeLimits(20_000);
        long budget = 20_000 - 50 - 150 - 150 - 39 * 150; // 40 lags of 150 ms: 6 s of the 20 are the GUI's
        assertLimits(d, (long) (SHARE * budget / 40), (long) (1.5 * budget / 40.5), 10 * budget / 49);
    }
}
