package driverlessons.gomocup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The appendix jar explains itself: help lists bench and the engine's options; a bad bench argument is exit 2. */
class MainHelpTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.COMMANDS.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void helpListsBenchAndTheEngineOptions() {
        assertEquals(0, run("--help"));
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("\n  bench "), text);
        assertTrue(text.contains("--console"), text);
        out.reset();
        assertEquals(0, run("bench", "--help"));
        assertTrue(out.toString(StandardCharsets.UTF_8).startsWith("usage: appendix-gomocup.jar bench [MS]\n"));
    }

    @Test
    void aBadBenchArgumentShowsBenchsUsageAndExitsTwo() {
        PrintStream savedErr = System.err;
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            assertEquals(2, run("bench", "soon"));
            assertEquals(2, run("bench", "100", "200"));
        } finally {
            System.setErr(savedErr);
        }
        String text = err.toString(StandardCharsets.UTF_8);
        assertTrue(text.startsWith("appendix-gomocup.jar bench: MS must be a positive number, not 'soon'\n"), text);
        assertTrue(text.contains("usage: appendix-gomocup.jar bench [MS]"), text);
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }
}
