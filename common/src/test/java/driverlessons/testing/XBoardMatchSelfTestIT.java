package driverlessons.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The real-GUI harness can fail: tools/xboard-match --self-test plays Fairy-Max against itself (must pass) and
 * then a deliberately faulty engine in each of its fault modes (illegal move, crash, Error line, time loss, no
 * done=1, ignoring quit...), each of which the harness must report as a failure.
 */
class XBoardMatchSelfTestIT {
    @Test
    void theHarnessPassesAGoodEngineAndFailsEveryFaultyOne() throws Exception {
        RealGui.assumeInstalled("xboard", "Xvfb", "fairymax");
        int status = RealGui.runTool("xboard-match", "xboard-self-test/run.log", 15, "--self-test",
                "--out", Path.of("target", "xboard-self-test").toAbsolutePath().toString());
        assertEquals(0, status, "tools/xboard-match --self-test failed: see common/target/xboard-self-test/");
    }
}
