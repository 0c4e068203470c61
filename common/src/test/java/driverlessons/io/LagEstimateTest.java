package driverlessons.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import driverlessons.chess.Game;
import org.junit.jupiter.api.Test;

/** The lag estimate: recent, pessimistic for one move, typical for many, and deaf to clocks that are not lag. */
class LagEstimateTest {
    private static LagEstimate after(long... samples) {
        LagEstimate lag = new LagEstimate();
        for (long sample : samples) {
            lag.add(sample);
        }
        return lag;
    }

    @Test
    void theFirstGuessStandsUntilTwoMovesAreMeasured() {
        assertEquals(LagEstimate.FIRST_GUESS_MS, after().estimateMs());
        assertEquals(LagEstimate.FIRST_GUESS_MS, after(5).estimateMs(), "the largest of the guess and one sample");
        assertEquals(300, after(300).estimateMs());
        assertEquals(6, after(5, 6).estimateMs(), "two samples: the guess is outvoted");
    }

    @Test
    void oneSlowMoveIsIgnoredTwoAreNotAndOneFastMoveForgetsNothing() {
        assertEquals(60, after(60, 60, 60, 900).estimateMs());
        assertEquals(900, after(60, 60, 900, 900).estimateMs());
        assertEquals(200, after(200, 200, 0).estimateMs());
    }

    @Test
    void onlyTheLastEightMovesCount() {
        assertEquals(12, after(500, 500, 12, 12, 12, 12, 12, 12, 12, 12).estimateMs());
    }

    @Test
    void theTypicalLagIsTheMedian() {
        LagEstimate lag = after(100, 300, 100, 300, 100, 300, 100);
        assertEquals(300, lag.estimateMs());
        assertEquals(100, lag.typicalMs(), "samples 50, 100, 300, 100, 300, 100, 300, 100");
    }

    @Test
    void theReserveIsOneLagMoreAndWithoutSessionsWhatTheLagEatsOfTheIncrement() {
        LagEstimate lag = after(100, 300, 100, 300, 100, 300, 100);
        assertEquals(300, lag.reserveMs(false, 0));
        assertEquals(300 + LagEstimate.RESERVE_MOVES * 40, lag.reserveMs(true, 60), "the typical 100 ms less 60");
        assertEquals(300, lag.reserveMs(true, 500), "an increment larger than the lag costs nothing");
    }

    @Test
    void aSmallNegativeDifferenceIsNoLagAndAnImplausibleOneIsIgnored() {
        assertEquals(0, after(-8, -8).estimateMs());
        LagEstimate lag = after(100, 100);
        assertFalse(lag.add(20_000), "a new session's time the driver did not count");
        assertFalse(lag.add(-9_000));
        assertEquals(100, lag.estimateMs());
    }

    @Test
    void theClockToldAfterOurMoveTeachesTheLagOnceAndOnlyWhenTheClockOfThatMoveWasTold() {
        LagEstimate lag = new LagEstimate();
        Game game = new Game();
        lag.expectClock(59_000, game);   // no time command before this move: nothing to compare
        game.play(game.position().legalMoves()[0]);
        lag.clockTold(58_000, game);
        assertEquals(LagEstimate.FIRST_GUESS_MS, lag.estimateMs());
        lag.expectClock(57_700, game);   // told before this move: the next clock told is compared
        game.play(game.position().legalMoves()[0]);
        lag.clockTold(57_400, game);     // 300 ms charged beyond our measure
        lag.clockTold(57_000, game);     // learned once: a second clock says nothing more
        assertEquals(300, lag.estimateMs());
        lag.expectClock(57_000, game);
        lag.clockTold(50_000, new Game()); // another game: nothing to compare
        assertEquals(300, lag.estimateMs());
        lag.expectClock(LagEstimate.NO_CLOCK, game); // st: no clock to compare
        lag.clockTold(0, game);
        assertEquals(300, lag.estimateMs());
    }
}
