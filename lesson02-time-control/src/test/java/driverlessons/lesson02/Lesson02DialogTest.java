package driverlessons.lesson02;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.io.Driver;
import driverlessons.io.EngineIo;
import driverlessons.io.LagEstimate;
import driverlessons.testing.TimeControlDialogs;
import driverlessons.testing.Transcript;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** Lesson 2 as a GUI sees it: the dialogs every lesson passes (inherited), and the time control it adds. */
class Lesson02DialogTest extends TimeControlDialogs {
    @Override
    protected Function<EngineIo, Driver> driver() {
        return Lesson02Driver::new;
    }

    @Override
    protected LagEstimate lag(Driver driver) {
        return ((Lesson02Driver) driver).lag;
    }

    @Override
    protected String features() {
        return "feature ping=1 setboard=1 usermove=1 colors=0 sigint=0 sigterm=0 analyze=0"
                + " myname=\"Lesson02 time control (Driver Lessons)\"";
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
}
