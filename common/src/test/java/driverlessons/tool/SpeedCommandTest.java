package driverlessons.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The speed command on two copies of this very build (its classes directory), and its usage errors. */
class SpeedCommandTest extends CommandOutputTest {
    @Test
    void twoCopiesOfOneBuildRunTheSameSearch() throws URISyntaxException {
        String classes = Path.of(SpeedCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                .toString();
        assertEquals(0, Tool.run(new String[] {"speed", classes, classes, "2", "2"}));
        String report = out.toString(StandardCharsets.UTF_8);
        assertTrue(report.contains("round  2  A "), report);
        assertTrue(report.contains("(the same search)"), report);
        assertTrue(report.contains("speed B/A ") && report.contains("the median of 2 rounds"), report);
    }

    @Test
    void theMediansIntervalHoldsNinetyFivePercent() {
        assertEquals(0, SpeedCommand.medianRank(5), "five ratios are all below the median once in 32 runs");
        assertEquals(1, SpeedCommand.medianRank(6), "six: the smallest and the largest, 1 - 2/64");
        assertEquals(2, SpeedCommand.medianRank(10));
        assertEquals(6, SpeedCommand.medianRank(20), "1 - 2 * P(at most 5 of 20 below) = 95.9%");
    }

    @Test
    void badArgumentsAreErrors(@TempDir Path empty) {
        assertEquals(2, Tool.run(new String[] {"speed", "only-one.jar"}));
        assertEquals(2, Tool.run(new String[] {"speed", "a.jar", "b.jar", "0"}));
        assertEquals(2, Tool.run(new String[] {"speed", "a.jar", "b.jar", "10", "1"}));
        assertEquals(2, Tool.run(new String[] {"speed", "/no/such.jar", "/no/other.jar"}));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("no such file: /no/such.jar"));
        assertEquals(2, Tool.run(new String[] {"speed", empty.toString(), empty.toString()}));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("not a build of common.jar"));
    }
}
