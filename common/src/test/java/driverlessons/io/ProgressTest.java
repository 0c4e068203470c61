package driverlessons.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The progress line: what it says, and that it says nothing when the output is not a terminal. */
class ProgressTest {
    @Test
    void theLineGivesDoneOfTotalTheRateAndTheTimeLeft() {
        assertEquals("selfplay 120/500 games  2.0/s  3:10 left", Progress.line("selfplay", "games", 120, 500, 60_000));
        assertEquals("label 10 positions  5.0/s", Progress.line("label", "positions", 10, 0, 2_000));
        assertEquals("epd 3/3 positions  1.5/s", Progress.line("epd", "positions", 3, 3, 2_000));
        assertEquals("tune 0/400 epochs  0.0/s", Progress.line("tune", "epochs", 0, 400, 0));
    }

    @Test
    void withoutATerminalItStaysQuietAndLeavesStdoutAlone() {
        // Surefire runs the tests on pipes, like a script that redirects the output.
        PrintStream savedOut = System.out;
        PrintStream savedErr = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try (Progress progress = Progress.start("epd", "positions", 3)) {
            assertSame(savedOut, System.out);
            progress.step();
            progress.done(3);
        } finally {
            System.setErr(savedErr);
        }
        assertSame(savedOut, System.out);
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }
}
