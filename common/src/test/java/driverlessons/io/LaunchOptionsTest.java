package driverlessons.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The command line and the choice of mode: flags beat detection. */
@Timeout(5)
class LaunchOptionsTest {

    @Test
    void flagsBeatDetection() {
        assertEquals(Mode.PROTOCOL, Mode.choose(Mode.PROTOCOL, true));
        assertEquals(Mode.CONSOLE, Mode.choose(Mode.CONSOLE, false));
        assertEquals(Mode.CONSOLE, Mode.choose(null, true));
        assertEquals(Mode.PROTOCOL, Mode.choose(null, false));
    }

    @Test
    void detectionUnderTheTestRunnerIsProtocol() {
        // Surefire runs the tests with pipes, as a GUI would: on JDK 17 and on JDK 22+ this must say no.
        assertEquals(false, Mode.stdinAndStdoutAreTerminals());
    }

    @Test
    void parsesAllOptions() {
        LaunchOptions options = LaunchOptions.parse(
                new String[] {"--console", "--log", "engine.log", "--log-level", "DEBUG"});
        assertEquals(Mode.CONSOLE, options.forcedMode());
        assertEquals("engine.log", options.logFile());
        assertEquals("debug", options.logLevel());
        LaunchOptions none = LaunchOptions.parse(new String[0]);
        assertNull(none.forcedMode());
        assertNull(none.logFile());
        assertEquals(Mode.PROTOCOL, LaunchOptions.parse(new String[] {"--protocol"}).forcedMode());
    }

    @Test
    void rejectsWhatItDoesNotKnow() {
        assertTrue(reason("--bogus").contains("--bogus"));
        assertTrue(reason("--log").contains("needs a value"));
        assertTrue(reason("--log-level", "loud").contains("loud"));
        assertTrue(reason("--console", "--protocol").contains("exclude"));
        assertTrue(reason("--log", "System.out").contains("stdout"));
    }

    private static String reason(String... args) {
        return assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(args)).getMessage();
    }
}
