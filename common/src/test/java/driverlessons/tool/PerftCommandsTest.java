package driverlessons.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** perft, divide and perft-suite as a user types them: the lines printed and the exit status. */
class PerftCommandsTest extends CommandOutputTest {
    private String[] outLines() {
        return out.toString(StandardCharsets.UTF_8).split("\n");
    }

    private String errText() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void perftOfTheStartPosition() {
        assertEquals(0, Tool.run(new String[] {"perft", "3"}));
        String[] lines = outLines();
        assertTrue(lines[lines.length - 1].matches("perft 3 nodes 8902 ms \\d+"), lines[lines.length - 1]);
    }

    @Test
    void perftWithAnUnquotedFen() {
        assertEquals(0, Tool.run("perft 3 8/8/8/8/8/8/8/K1k5 w - - 0 1".split(" ")));
        String[] lines = outLines();
        assertTrue(lines[lines.length - 1].startsWith("perft 3 nodes "), lines[lines.length - 1]);
    }

    @Test
    void divideListsEachMoveThenTheTotal() {
        assertEquals(0, Tool.run(new String[] {"divide", "2"}));
        String[] lines = outLines();
        assertEquals(21, lines.length);
        assertTrue(lines[0].matches("[a-h][1-8][a-h][1-8] 20"), lines[0]);
        assertTrue(lines[20].matches("perft 2 nodes 400 ms \\d+"), lines[20]);
    }

    @Test
    void aBadFenIsOneLineOnStderrAndStatusTwo() {
        assertEquals(2, Tool.run("perft 3 8/8/8/8/8/8/8/K1k6 w - - 0 1".split(" ")));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
        String text = errText();
        assertEquals(1, text.strip().split("\n").length);
        assertTrue(text.contains("rank 1 has 9 squares"), text);
    }

    @Test
    void badArgumentsAreStatusTwo() {
        assertEquals(2, Tool.run(new String[] {"perft"}));
        assertEquals(2, Tool.run(new String[] {"perft", "deep"}));
        assertEquals(2, Tool.run(new String[] {"divide", "-1"}));
        assertEquals(2, Tool.run(new String[] {"perft-suite"}));
        assertEquals(2, Tool.run(new String[] {"perft-suite", "/no/such/file.epd"}));
    }

    @Test
    void aMissingFileIsNamedAsMissing() {
        assertEquals(2, Tool.run(new String[] {"perft-suite", "/no/such/file.epd"}));
        assertTrue(errText().contains("no such file: /no/such/file.epd"), errText());
        err.reset();
        assertEquals(2, Tool.run(new String[] {"epd", "/no/such/wac.epd"}));
        assertTrue(errText().contains("no such file: /no/such/wac.epd"), errText());
        err.reset();
        // the tests run in the module's folder, where the default openings (found from the repository's root) are not
        assertEquals(2, Tool.run(new String[] {"match", "built-in", "built-in"}));
        assertTrue(errText().contains("no such file: tools/openings/balanced.fen"), errText());
        assertTrue(errText().contains("--openings"), errText());
    }

    @Test
    void suitePassesAndFails(@TempDir Path dir) throws IOException {
        Path good = dir.resolve("good.epd");
        Files.writeString(good, "# a comment\n"
                + "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400 ;D3 8902\n");
        assertEquals(0, Tool.run(new String[] {"perft-suite", good.toString(), "2"}));
        String[] lines = outLines();
        assertTrue(lines[lines.length - 1].matches("suite 2 passed 0 failed nodes 420 ms \\d+"),
                lines[lines.length - 1]);

        out.reset();
        Path bad = dir.resolve("bad.epd");
        Files.writeString(bad, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 ;D1 5 ;D2 26\n");
        assertEquals(1, Tool.run(new String[] {"perft-suite", bad.toString()}));
        lines = outLines();
        assertEquals("FAIL 4k3/8/8/8/8/8/8/4K3 w - - 0 1 depth 2 expected 26 got 25", lines[0]);
        assertTrue(lines[1].matches("suite 1 passed 1 failed nodes 30 ms \\d+"), lines[1]);
    }

    @Test
    void aBrokenSuiteLineIsStatusTwo(@TempDir Path dir) throws IOException {
        Path broken = dir.resolve("broken.epd");
        Files.writeString(broken, "8/8/8 w - - 0 1 ;D1 5\n");
        assertEquals(2, Tool.run(new String[] {"perft-suite", broken.toString()}));
        assertTrue(errText().contains("line 1"), errText());
    }
}
