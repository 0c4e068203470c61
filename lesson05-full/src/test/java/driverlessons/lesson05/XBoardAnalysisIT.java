package driverlessons.lesson05;

import static org.junit.jupiter.api.Assertions.assertEquals;

import driverlessons.testing.RealGui;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Lesson 5 in the real XBoard's analysis modes (headless, under Xvfb), with "Periodic Updates" on so XBoard sends
 * '.': on a loaded position with the engine option MultiPV set to 3 (-firstOptions), and stepping through a short
 * game (-initialMode AnalyzeFile: XBoard sends each move, in SAN, while the engine analyses), and at that game's
 * mate with XBoard's Backward and Forward keys (--step-back). tools/xboard-analyze reads XBoard's debug log and
 * fails when analyze was not sent, a position got no thinking line, '.' got no stat01, a depth got fewer than three
 * different lines, or the engine sent an error line; at the mate, when it got no depth-0 line, '.' there got no
 * stat01 of its own, or an undo from it was not analysed.
 */
class XBoardAnalysisIT {
    private static int analyze(String name, String... what) throws Exception {
        RealGui.assumeInstalled("xboard", "Xvfb");
        Path jar = RealGui.moduleJar("lesson05-full");
        String[] common = {"--engine", "java -jar " + jar, "--engine-dir", RealGui.repositoryRoot().toString(),
                "--out", Path.of("target", name).toAbsolutePath().toString()};
        String[] args = new String[common.length + what.length];
        System.arraycopy(common, 0, args, 0, common.length);
        System.arraycopy(what, 0, args, common.length, what.length);
        return RealGui.runTool("xboard-analyze", name + "/analyze.log", 5, args);
    }

    @Test
    void analysisOfALoadedPosition() throws Exception {
        assertEquals(0, analyze("lesson05-analyze-position", "--fen",
                "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", "--seconds", "10",
                "--multipv", "3"),
                "xboard-analyze failed: see target/lesson05-analyze-position/");
    }

    @Test
    void analyzeFileStepsThroughAGame() throws Exception {
        Path pgn = Path.of("src", "test", "resources", "short-game.pgn").toAbsolutePath();
        assertEquals(0, analyze("lesson05-analyze-file", "--pgn", pgn.toString(), "--delay", "1", "--seconds", "20"),
                "xboard-analyze failed: see target/lesson05-analyze-file/");
    }

    /**
     * Issue 90: XBoard's Analysis mode on the short game's last position, a mate (-loadGameFile -timeDelay 0), then
     * its Backward key (undo), Forward (the mating move again) and Backward: the mate gets its depth-0 line and
     * nothing more, '.' there gets the stat01 of that position (0 moves), and each undo is analysed again.
     */
    @Test
    void stepsForwardToTheMateAndBack() throws Exception {
        RealGui.assumeInstalled("xdotool"); // presses XBoard's keys
        Path pgn = Path.of("src", "test", "resources", "short-game.pgn").toAbsolutePath();
        assertEquals(0, analyze("lesson05-analyze-mate", "--pgn", pgn.toString(), "--step-back", "--seconds", "20"),
                "xboard-analyze failed: see target/lesson05-analyze-mate/");
    }
}
