package driverlessons.lesson01;

import static org.junit.jupiter.api.Assertions.assertEquals;

import driverlessons.testing.RealGui;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The console for real: tools/console-smoke starts lesson 1 in a tmux terminal, types new, board, a move
 * completed with Tab and quit, and checks the screen (the diagram, the completed words, the engine's move).
 */
class ConsoleSmokeIT {
    @Test
    void aPersonCanPlayAMoveInTheConsole() throws Exception {
        RealGui.assumeInstalled("tmux");
        Path jar = RealGui.moduleJar("lesson01-minimal");
        int status = RealGui.runTool("console-smoke", "console-smoke/run.log", 3, jar.toString());
        assertEquals(0, status, "console-smoke failed: see target/console-smoke/");
    }
}
