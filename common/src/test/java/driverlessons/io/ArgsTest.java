package driverlessons.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The argument parsers: the value, or BadParameters for anything a driver must answer with an error. */
class ArgsTest {
    @Test
    void levelTakesMinutesOrMinutesAndSecondsAndAFractionalIncrement() {
        assertEquals(new Args.Level(40, 300_000, 0), Args.level("level 40 5 0"));
        assertEquals(new Args.Level(0, 10_000, 100), Args.level("level 0 0:10 0.1"));
        assertEquals(new Args.Level(0, 1_500_000, 5_000), Args.level("level 0 25+5 5"), "after BASE: ignored");
        for (String bad : new String[] {"level", "level 40 5", "level -1 5 0", "level 40 x 0", "level 40 5 -1",
                "level 40 5 NaN", "level 40 5 Infinity", "level 40 1441 0", "level 0 0:86401 0", "level 40 5 0 1",
                "level 99999999999 5 0"}) {
            assertThrows(BadParameters.class, () -> Args.level(bad), bad);
        }
    }

    @Test
    void stIsPositiveSecondsUpToADay() {
        assertEquals(2_500, Args.secondsPerMove("2.5"));
        for (String bad : new String[] {"0", "-1", "x", "", "NaN", "86401"}) {
            assertThrows(BadParameters.class, () -> Args.secondsPerMove(bad), bad);
        }
    }

    @Test
    void aClockInCentisecondsNeverOverflows() {
        assertEquals(60_000, Args.centiseconds("6000"));
        assertEquals(-5_000, Args.centiseconds("-500"));
        assertEquals(Long.MAX_VALUE / 10 * 10, Args.centiseconds(Long.toString(Long.MAX_VALUE)));
        assertThrows(BadParameters.class, () -> Args.centiseconds("99999999999999999999999"));
        assertThrows(BadParameters.class, () -> Args.centiseconds("1.5"));
    }

    @Test
    void aNumberWithinItsRangeAndExactlyTheWordsAsked() {
        assertEquals(7, Args.number("7", 1, Integer.MAX_VALUE));
        assertThrows(BadParameters.class, () -> Args.number("0", 1, Integer.MAX_VALUE));
        assertThrows(BadParameters.class, () -> Args.number("seven", 1, Integer.MAX_VALUE));
        assertArrayEquals(new String[] {"35", "6"}, Args.words("35 6", 2));
        assertThrows(BadParameters.class, () -> Args.words("35", 2));
        assertThrows(BadParameters.class, () -> Args.words("", 1));
    }

    @Test
    void anOptionIsSplitAtItsFirstEquals() {
        assertEquals(new Args.Option("Resign Threshold", "800"), Args.option(" Resign Threshold = 800 "));
        assertEquals(new Args.Option("Clear Hash", ""), Args.option("Clear Hash"));
        assertEquals(new Args.Option("Log File", "/tmp/a=b.log"), Args.option("Log File=/tmp/a=b.log"));
    }
}
