package driverlessons.lesson01;

import static org.junit.jupiter.api.Assertions.assertEquals;

import driverlessons.testing.RealGui;
import driverlessons.testing.RealGui.Jdk;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The console for real: tools/console-smoke starts lesson 1 in a tmux terminal, types new, board, a move
 * completed with Tab, help and quit, and checks the screen (the diagram, the completed words, the engine's move,
 * the terminal named on help's last line, no warning). Twice: with the JDK that runs the build (17 by default),
 * where JLine's terminal comes from the {@code exec} provider (stty), and with the newest JDK 22+ on the
 * machine, where the same jar gets the {@code ffm} provider (Java's Foreign Function &amp; Memory API, the one
 * that gives Windows its full console).
 */
class ConsoleSmokeIT {
    /** The first Java whose Foreign Function &amp; Memory API is final. */
    private static final int FFM_JAVA = 22;

    @Test
    void aPersonCanPlayAMoveInTheConsole() throws Exception {
        RealGui.assumeInstalled("tmux");
        Jdk jdk = RealGui.currentJdk();
        assertEquals(0, smoke(jdk), "console-smoke with Java " + jdk.feature() + " failed: see target/console-smoke-"
                + jdk.feature() + "/");
    }

    @Test
    void theNewestJdkGetsTheFfmTerminal() throws Exception {
        RealGui.assumeInstalled("tmux");
        Optional<Jdk> newest = RealGui.newestJdk(FFM_JAVA);
        // CI installs no JDK for this: without one the run is skipped, in CI too. With one it always runs, so a
        // CI image that has a JDK 22+ can never pass without having used it.
        Assumptions.assumeTrue(newest.isPresent(), "no JDK " + FFM_JAVA + "+ on this machine (looked in $JAVA_HOME"
                + " and /usr/lib/jvm, /usr/java, /opt/java): the ffm terminal is not tried");
        Jdk jdk = newest.get();
        assertEquals(0, smoke(jdk), "console-smoke with Java " + jdk.feature() + " (" + jdk.java()
                + ") failed: see target/console-smoke-" + jdk.feature() + "/");
    }

    /** Runs tools/console-smoke with this JDK, expecting the provider that Java version gives on Linux or macOS. */
    private static int smoke(Jdk jdk) throws Exception {
        Path jar = RealGui.moduleJar("lesson01-minimal");
        String provider = jdk.feature() >= FFM_JAVA ? "ffm" : "exec";
        String dir = "console-smoke-" + jdk.feature();
        return RealGui.runTool("console-smoke", dir + "/run.log", 3,
                "--java", jdk.java().toString(), "--provider", provider, jar.toString());
    }
}
