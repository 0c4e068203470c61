package driverlessons.testing;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
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
                + " (sudo apt-get install xboard xvfb xauth xdotool fairymax phalanx stockfish tmux pychess)";
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

    /**
     * Games in the real XBoard (headless, under Xvfb) by {@code tools/xboard-match}: {@code module}'s jar against
     * Fairy-Max (or the {@code --opponent} named in {@code args}), skipped when XBoard, Xvfb or Fairy-Max is missing.
     * {@code args} are xboard-match's ({@code --games}, {@code --tc}, {@code --ponder}, ...; after {@code --}
     * XBoard's own). Everything lands in {@code target/NAME/}, the engine's log (level info) as {@code engine.log};
     * the ponder hits and misses it logged are printed. Returns xboard-match's exit status: 0 when every game ended
     * without an illegal move, a time forfeit, a crash, a protocol error or a rejected option.
     */
    public static int xboardMatch(String module, String name, String... args)
            throws IOException, InterruptedException {
        assumeInstalled("xboard", "Xvfb", "fairymax");
        Path jar = moduleJar(module);
        Path out = Path.of("target", name).toAbsolutePath();
        Files.createDirectories(out);
        Path log = out.resolve("engine.log");
        Files.deleteIfExists(log);
        List<String> command = new ArrayList<>(List.of("--engine",
                "java -jar " + jar + " --log " + log + " --log-level info",
                "--engine-dir", repositoryRoot().toString(), "--name", name, "--out", out.toString()));
        command.addAll(List.of(args));
        int status = runTool("xboard-match", name + "/match.log", 30, command.toArray(new String[0]));
        printHitRate(name, log);
        return status;
    }

    /** Hits and misses from the engine's log ("ponder hit on ...", "ponder miss: ..."), when it pondered. */
    private static void printHitRate(String name, Path log) throws IOException {
        if (!Files.exists(log)) {
            return;
        }
        List<String> lines = Files.readAllLines(log);
        long hits = lines.stream().filter(line -> line.contains("ponder hit on")).count();
        long misses = lines.stream().filter(line -> line.contains("ponder miss:")).count();
        if (hits + misses > 0) {
            System.out.printf("%s: ponder hits %d, misses %d, hit rate %.0f%%%n", name, hits, misses,
                    100.0 * hits / (hits + misses));
        }
    }

    /** The absolute path of this module's runnable jar, which failsafe runs after the package phase built it. */
    public static Path moduleJar(String module) {
        Path jar = Path.of("target", module + ".jar").toAbsolutePath();
        if (!Files.exists(jar)) {
            fail(jar + " is missing: integration tests run after 'package'");
        }
        return jar;
    }

    /** A JDK found on this machine: its {@code bin/java} and its feature version (17, 25, ...). */
    public record Jdk(Path java, int feature) {
    }

    /** Where JDKs are installed: Debian and Ubuntu, Red Hat, Docker images, macOS. */
    private static final List<String> JDK_DIRECTORIES = List.of("/usr/lib/jvm", "/usr/java", "/opt/java",
            "/Library/Java/JavaVirtualMachines");

    /**
     * The JDK that runs this test (its {@code java.home}), e.g. 17 when Maven runs on the default JDK.
     */
    public static Jdk currentJdk() {
        return new Jdk(Path.of(System.getProperty("java.home"), "bin", "java"), Runtime.version().feature());
    }

    /**
     * The newest JDK of at least this feature version installed on the machine, found by the {@code release} file
     * in the usual directories and in {@code $JAVA_HOME}; empty when there is none.
     */
    public static Optional<Jdk> newestJdk(int atLeast) {
        List<Path> homes = new ArrayList<>();
        String javaHome = System.getenv("JAVA_HOME");
        if (javaHome != null) {
            homes.add(Path.of(javaHome));
        }
        for (String dir : JDK_DIRECTORIES) {
            try (Stream<Path> children = Files.list(Path.of(dir))) {
                children.forEach(child -> {
                    homes.add(child);
                    homes.add(child.resolve("Contents/Home"));   // macOS bundles
                });
            } catch (IOException e) {
                // no such directory on this machine
            }
        }
        Jdk best = null;
        for (Path home : homes) {
            Path java = home.resolve("bin/java");
            int feature = featureVersion(home.resolve("release"));
            if (feature >= atLeast && Files.isExecutable(java) && (best == null || feature > best.feature())) {
                best = new Jdk(java, feature);
            }
        }
        return Optional.ofNullable(best);
    }

    /** The feature version in a JDK's {@code release} file ({@code JAVA_VERSION="25.0.1"} gives 25), or 0. */
    static int featureVersion(Path releaseFile) {
        try {
            Matcher m = Pattern.compile("^JAVA_VERSION=\"(?:1\\.)?(\\d+)", Pattern.MULTILINE)
                    .matcher(Files.readString(releaseFile));
            return m.find() ? Integer.parseInt(m.group(1)) : 0;
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }
}
