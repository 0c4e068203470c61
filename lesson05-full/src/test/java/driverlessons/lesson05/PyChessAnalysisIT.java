package driverlessons.lesson05;

import static org.junit.jupiter.api.Assertions.assertEquals;

import driverlessons.testing.RealGui;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Lesson 5 in PyChess's analysis panel, headless (tools/pychess-client analyze): PyChess sends analyze,
 * repositions with force and setboard while the engine analyses, and stops it with exit and an empty-board
 * setboard. At least 20 analysis lines in 3 seconds, in both phases, and no error line.
 */
class PyChessAnalysisIT {
    @Test
    void pyChessAnalysesWithLesson5() throws Exception {
        RealGui.assumeInstalled("pychess", "xvfb-run");
        Path jar = RealGui.moduleJar("lesson05-full");
        String name = "lesson05-pychess-analysis";
        int status = RealGui.runTool("pychess-client", name + "/client.log", 3, "analyze",
                "--engine", "java -jar " + jar, "--engine-dir", RealGui.repositoryRoot().toString(),
                "--seconds", "3", "--min-lines", "20", "--each-phase",
                "--out", Path.of("target", name).toAbsolutePath().toString());
        assertEquals(0, status, "pychess-client failed: see target/" + name + "/");
    }
}
