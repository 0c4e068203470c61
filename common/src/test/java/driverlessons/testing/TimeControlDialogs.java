package driverlessons.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.io.Driver;
import driverlessons.io.EngineIo;
import driverlessons.io.LagEstimate;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The time-control dialogs every lesson from 2 on passes, on top of the dialogs of every lesson: the lag the
 * driver learns from the GUI's clock, and moves on clocks that make no sense. The driver runs on a clock the test
 * holds still, so the search measures exactly what the test says and every difference is the GUI's.
 */
public abstract class TimeControlDialogs extends ProtocolDialogs {
    /** The driver's lag estimate (a package-private field of each lesson's driver). */
    protected abstract LagEstimate lag(Driver driver);

    /** Starts the driver on {@code clock}; {@code driver} receives it. */
    protected Dialog start(AtomicLong clock, AtomicReference<Driver> driver) {
        Function<EngineIo, Driver> factory = driver();
        return Dialog.start(io -> {
            Driver d = factory.apply(io);
            driver.set(d);
            return d;
        }, clock::get);
    }

    @Test
    void theLagIsWhatTheGuiChargedBeyondWhatTheSearchMeasuredRecentAndPessimistic() {
        AtomicLong clock = new AtomicLong();
        AtomicReference<Driver> driver = new AtomicReference<>();
        try (Dialog d = start(clock, driver)) {
            // The search's clock stands still: each move takes 0 ms as the engine measures it (sd keeps it short).
            d.send("new", "level 0 1 0", "sd 1", "nopost", "time 6000", "otim 6000", "go");
            d.expect("move \\S+");
            assertEquals(LagEstimate.FIRST_GUESS_MS, lag(driver.get()).estimateMs(), "nothing learned yet");
            d.send("time 5970", "otim 6000", "usermove g8f6");           // the GUI charged 300 ms
            d.expect("move \\S+");
            assertEquals(300, lag(driver.get()).estimateMs());
            d.send("time 5950", "otim 6000", "usermove b8c6");           // 200 ms
            d.expect("move \\S+");
            assertEquals(200, lag(driver.get()).estimateMs(), "the second-largest of the recent ones");
            d.send("time 5949", "otim 6000", "usermove a8b8");           // 10 ms: a fast move does not reset it
            d.expect("move \\S+");
            assertEquals(200, lag(driver.get()).estimateMs());
            d.send("new", "level 0 1 0", "sd 1", "time 6000", "otim 6000", "go");
            d.expect("move \\S+");
            assertEquals(200, lag(driver.get()).estimateMs(), "the lag belongs to the GUI: it stays from game to game");
        }
    }

    @Test
    void theLagIsLearnedOnlyFromClocksTheGuiTold() {
        AtomicLong clock = new AtomicLong();
        AtomicReference<Driver> driver = new AtomicReference<>();
        try (Dialog d = start(clock, driver)) {
            // No time commands (a person at the console): the clock is the engine's own guess, nothing to learn.
            d.send("new", "level 0 1 0.5", "sd 1", "nopost", "go");
            d.expect("move \\S+");
            d.send("usermove g8f6");
            d.expect("move \\S+");
            d.send("usermove b8c6");
            d.expect("move \\S+");
            assertEquals(LagEstimate.FIRST_GUESS_MS, lag(driver.get()).estimateMs());
            // An implausible difference (the GUI reset the clock: 60.5 s expected, 1 s told) is not lag either.
            d.send("time 6000", "otim 6000", "usermove a8b8");
            d.expect("move \\S+");
            d.send("time 100", "otim 6000", "usermove b8a8");
            d.expect("move \\S+");
            assertEquals(LagEstimate.FIRST_GUESS_MS, lag(driver.get()).estimateMs());
        }
    }

    @Test
    void aNewSessionsTimeIsNotTakenForLag() {
        AtomicLong clock = new AtomicLong();
        AtomicReference<Driver> driver = new AtomicReference<>();
        try (Dialog d = start(clock, driver)) {
            // 2 moves in 10 s: after white's 2nd move the GUI adds the next 10 s.
            d.send("new", "level 2 0:10 0", "sd 1", "nopost", "time 1000", "otim 1000", "go");
            d.expect("move \\S+");
            d.send("time 990", "otim 1000", "usermove g8f6");            // 100 ms
            d.expect("move \\S+");
            d.send("time 1975", "otim 1000", "usermove b8c6");           // 150 ms, and the new session's 10 s
            d.expect("move \\S+");
            d.send("time 1970", "otim 1000", "usermove a8b8");           // 50 ms
            d.expect("move \\S+");
            assertEquals(100, lag(driver.get()).estimateMs(), "samples 50 (the guess), 100, 150, 50");
        }
    }

    @Test
    void aMoveComesOnEveryClockThatMakesNoSense() {
        // Below zero, zero, absurdly large, far beyond the numbers a long holds; a game with no time at all.
        String[][] dialogs = {
            {"new", "level 0 0:10 0.1", "time -500", "otim 1000", "go"},
            {"new", "level 40 5 0", "time 0", "otim 0", "go"},
            {"new", "level 0 1 0", "time 99999999999", "otim 6000", "go"},
            {"new", "level 0 1 0", "time 99999999999999999999999", "otim 6000", "go"},
            {"new", "level 0 1 0", "time 9223372036854775807", "otim -9223372036854775808", "go"},
            {"new", "level 0 0 0", "go"},
            {"new", "level 0 0 0", "time 0", "otim 0", "go"},
            {"new", "level 40 0 0", "time 1", "otim 1", "go"},
        };
        for (String[] dialog : dialogs) {
            try (Dialog d = Dialog.start(driver())) {
                d.send(dialog);
                long start = System.nanoTime();
                d.expect("move \\S+", Duration.ofSeconds(10));
                long ms = (System.nanoTime() - start) / 1_000_000;
                assertTrue(ms < 5_000, String.join(", ", dialog) + ": moved after " + ms + " ms");
                d.send("ping 1");
                d.expect("pong 1");
            }
        }
    }

    @Test
    void aLevelOrStBeyondADayIsABadParameterAndTheOldOneStays() {
        assertEquals(List.of("Error (bad parameters): level 0 99999999999999999 0",
                "Error (bad parameters): level 0 1 1e300", "Error (bad parameters): st 1e12", "pong 1"),
                play("level 0 99999999999999999 0", "level 0 1 1e300", "st 1e12", "ping 1").lines());
    }
}
