package driverlessons.lesson01;

import static org.junit.jupiter.api.Assertions.assertEquals;

import driverlessons.testing.RealGui;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Lesson 1 plays complete games in the real XBoard (headless, under Xvfb) against Fairy-Max, at the fixed time
 * per move it is made for. tools/xboard-match fails on an illegal move, a time forfeit, a crash, a protocol
 * error or an unfinished game, and prints the PGN results.
 */
class XBoardGamesIT {
    @Test
    void twoGamesAtTwoSecondsPerMove() throws Exception {
        RealGui.assumeInstalled("xboard", "Xvfb", "fairymax");
        Path jar = RealGui.moduleJar("lesson01-minimal");
        int status = RealGui.runTool("xboard-match", "xboard-st2/match.log", 30,
                "--engine", "java -jar " + jar, "--engine-dir", RealGui.repositoryRoot().toString(),
                "--name", "lesson01-st2", "--games", "2", "--st", "2",
                "--out", Path.of("target", "xboard-st2").toAbsolutePath().toString());
        assertEquals(0, status, "xboard-match failed: see target/xboard-st2/");
    }
}
