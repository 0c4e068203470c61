package driverlessons.lesson05;

import static org.junit.jupiter.api.Assertions.assertEquals;

import driverlessons.testing.RealGui;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Lesson 5 plays complete games in a second real GUI, PyChess 1.0.3, headless (tools/pychess-client under
 * xvfb-run), with pondering on (PyChess sends hard), against Fairy-Max. PyChess implements CECP on its own: no
 * ping, rejected features, level with whole-second increments, no result or quit at the end (SIGTERM instead).
 * tools/pychess-client fails on an illegal move, a time forfeit, a crash, an Error/Illegal move/tellusererror line,
 * an unfinished game or a Python exception; every line in both directions is in target/lesson05-pychess-fairymax/.
 */
class PyChessGamesIT {
    @Test
    void twoGamesWithPonderingAgainstFairyMaxInPyChess() throws Exception {
        RealGui.assumeInstalled("pychess", "xvfb-run", "fairymax");
        Path jar = RealGui.moduleJar("lesson05-full");
        String name = "lesson05-pychess-fairymax";
        Path out = Path.of("target", name).toAbsolutePath();
        Files.createDirectories(out);
        Path log = out.resolve("engine.log");
        Files.deleteIfExists(log);
        int status = RealGui.runTool("pychess-client", name + "/client.log", 5, "play",
                "--engine", "java -jar " + jar + " --log " + log + " --log-level info",
                "--engine-dir", RealGui.repositoryRoot().toString(), "--opponent", "/usr/games/fairymax",
                "--games", "2", "--tc", "0:10", "--inc", "0.1", "--ponder", "--out", out.toString());
        if (Files.exists(log)) {
            List<String> lines = Files.readAllLines(log);
            long hits = lines.stream().filter(line -> line.contains("ponder hit on")).count();
            long misses = lines.stream().filter(line -> line.contains("ponder miss:")).count();
            // PyChess starts a new engine process per game and the log file is appended to, so both games are in it.
            System.out.printf("%s: ponder hits %d, misses %d %n", name, hits, misses);
        }
        assertEquals(0, status, "pychess-client failed: see target/" + name + "/");
    }
}
