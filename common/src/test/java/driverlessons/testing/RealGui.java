package driverlessons.testing;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * Helpers for the tests that run real programs: XBoard against Fairy-Max through {@code tools/xboard-match}, and
 * the console in tmux through {@code tools/console-smoke}. Shared by every lesson's integration tests.
 *
 * <p>When a program is missing the test is skipped with a message naming it, except in CI ({@code CI=true}),
 * where a missing program is a broken install step and fails the test.
 */
public final class RealGui {
    private RealGui() {
    }

    /** The repository's root, found from a module's directory (where Maven runs the tests). */
    public static Path repositoryRoot() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.exists(dir.resolve("tools/xboard-match"))) {
            dir = dir.getParent();
        }
        if (dir == null) {
            fail("tools/xboard-match not found above " + Path.of("").toAbsolutePath());
        }
        return dir;
    }

    /** Skips the test (outside CI) or fails it (in CI) when one of these programs is not installed. */
    public static void assumeInstalled(String... programs) {
        List<String> missing = new ArrayList<>();
        for (String program : programs) {
            if (!onPath(program)) {
                missing.add(program);
            }
        }
        if (missing.isEmpty()) {
            return;
        }
        String message = "not installed: " + String.join(", ", missing)
                + " (sudo apt-get install xboard xvfb xauth fairymax phalanx stockfish tmux pychess)";
        if ("true".equals(System.getenv("CI"))) {
            fail(message + " — .ci/run should have installed it");
        }
        Assumptions.abort(message);
    }

    /** True when the program is an executable path or can be found on the PATH (or in /usr/games). */
    static boolean onPath(String program) {
        if (program.contains("/")) {
            return new File(program).canExecute();
        }
        String path = System.getenv().getOrDefault("PATH", "") + File.pathSeparator + "/usr/games";
        for (String dir : path.split(File.pathSeparator)) {
            if (new File(dir, program).canExecute()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Runs a tool script from {@code tools/} with these arguments, its output echoed to this test's output and
     * kept in {@code target/<log>}; returns the exit status (or fails after the time limit).
     */
    public static int runTool(String script, String log, long timeoutMinutes, String... args)
            throws IOException, InterruptedException {
        Path root = repositoryRoot();
        List<String> command = new ArrayList<>();
        command.add(root.resolve("tools").resolve(script).toString());
        command.addAll(List.of(args));
        Path logFile = Path.of("target").toAbsolutePath().resolve(log);
        Files.createDirectories(logFile.getParent());
        ProcessBuilder builder = new ProcessBuilder(command).directory(root.toFile()).redirectErrorStream(true)
                .redirectOutput(logFile.toFile());
        builder.environment().put("OUT", logFile.resolveSibling("pane.txt").toString()); // console-smoke's capture
        Process process = builder.start();
        boolean finished = process.waitFor(timeoutMinutes, TimeUnit.MINUTES);
        if (!finished) {
            process.destroyForcibly();
        }
        System.out.println(Files.readString(logFile));
        if (!finished) {
            fail(script + " did not finish within " + timeoutMinutes + " minutes");
        }
        return process.exitValue();
    }

    /** The absolute path of this module's runnable jar, which failsafe runs after the package phase built it. */
    public static Path moduleJar(String module) {
        Path jar = Path.of("target", module + ".jar").toAbsolutePath();
        if (!Files.exists(jar)) {
            fail(jar + " is missing: integration tests run after 'package'");
        }
        return jar;
    }
}
