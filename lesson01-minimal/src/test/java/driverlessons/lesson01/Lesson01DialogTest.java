package driverlessons.lesson01;

import static org.junit.jupiter.api.Assertions.assertEquals;

import driverlessons.io.Driver;
import driverlessons.io.EngineIo;
import driverlessons.testing.ProtocolDialogs;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** Lesson 1 as a GUI sees it: the dialogs every lesson passes (inherited), and what only this stage does. */
class Lesson01DialogTest extends ProtocolDialogs {
    @Override
    protected Function<EngineIo, Driver> driver() {
        return Lesson01Driver::new;
    }

    @Override
    protected String features() {
        return "feature ping=1 setboard=1 usermove=1 colors=0 sigint=0 sigterm=0 analyze=0"
                + " myname=\"Lesson01 minimal (Driver Lessons)\"";
    }

    @Test
    void commandsOfLaterLessonsAreAcceptedSilently() {
        assertEquals(List.of("pong 1"), play("level 40 5 0", "st 2", "sd 4", "time 100", "otim 100", "hard",
                "easy", "random", "computer", "name Fairy-Max", "memory 68", "accepted done", "rejected san",
                "ping 1").lines());
    }
}
