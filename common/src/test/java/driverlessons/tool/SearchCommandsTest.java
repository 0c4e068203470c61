package driverlessons.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The epd command as a user types it: a suite at a fixed node count, and the usage errors. */
class SearchCommandsTest extends CommandOutputTest {
    @Test
    void aSuiteAtFixedNodesGivesTheSameAnswerTwice(@TempDir Path dir) throws IOException {
        Path suite = dir.resolve("mates.epd");
        Files.writeString(suite, "# back-rank mate, and a move to avoid\n"
                + "6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; id \"mate.1\";\n"
                + "6k1/5ppp/8/8/8/8/8/R5K1 w - - am Ra7; id \"avoid.1\";\n");
        assertEquals(0, Tool.run(new String[] {"epd", suite.toString(), "--nodes", "20000"}));
        String first = out.toString(StandardCharsets.UTF_8);
        assertTrue(first.contains("mate.1     solved Ra8# (bm Ra8#)"), first);
        assertTrue(first.contains("avoid.1    solved Ra8# (am Ra7)"), first);
        assertTrue(first.endsWith("solved 2 / 2\n"), first);
        out.reset();
        assertEquals(0, Tool.run(new String[] {"epd", suite.toString(), "--nodes", "20000"}));
        assertEquals(first, out.toString(StandardCharsets.UTF_8), "a node limit does not depend on the clock");
    }

    @Test
    void badArgumentsAreUsageErrors() {
        assertEquals(2, Tool.run(new String[] {"epd"}));
        assertEquals(2, Tool.run(new String[] {"epd", "wac.epd", "--nodes", "0"}));
        assertEquals(2, Tool.run(new String[] {"epd", "wac.epd", "--depth", "5"}));
        assertEquals(2, Tool.run(new String[] {"epd", "/no/such/file.epd", "--nodes", "100"}));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("common.jar epd: the nodes must be a positive number"));
    }
}
