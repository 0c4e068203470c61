package driverlessons.lesson02;

import static org.junit.jupiter.api.Assertions.assertEquals;

import driverlessons.testing.RealGui;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Lesson 2 plays complete games in the real XBoard (headless, under Xvfb) against Fairy-Max under an
 * incremental and a classical time control. tools/xboard-match fails on an illegal move, a time forfeit, a
 * crash, a protocol error or an unfinished game, and prints the PGN results and the clock used per game. One more
 * game runs behind the spy with 75 ms of lag each way (tools/lag-match): no loss on time for a slow GUI either.
 */
class XBoardGamesIT {
    private static int match(String name, String... control) throws Exception {
        return RealGui.xboardMatch("lesson02-time-control", name, control);
    }

    @Test
    void fourGamesAtTenSecondsPlusATenth() throws Exception {
        assertEquals(0, match("lesson02-10s-inc", "--games", "4", "--tc", "0:10", "--inc", "0.1"),
                "xboard-match failed: see target/lesson02-10s-inc/");
    }

    @Test
    void oneGameAtFortyMovesInTwentySecondsWith150MsOfLagPerMove() throws Exception {
        RealGui.assumeInstalled("xboard", "Xvfb", "fairymax");
        RealGui.moduleJar("lesson02-time-control");
        String out = Path.of("target", "lag-match").toAbsolutePath().toString();
        assertEquals(0, RealGui.runTool("lag-match", "lag-match/run.log", 10, "--lessons", "2", "--games", "1",
                "--settings", "mps-150", "--max-moves", "90", "--out", out),
                "a loss on time or another fault: see target/lag-match/");
    }

    @Test
    void oneGameAtFortyMovesInTwentySeconds() throws Exception {
        // One game without lag; the lag game above plays the same control (CI time: each such game is up to 80 s).
        assertEquals(0, match("lesson02-40in20", "--games", "1", "--mps", "40", "--tc", "0:20"),
                "xboard-match failed: see target/lesson02-40in20/");
    }
}
