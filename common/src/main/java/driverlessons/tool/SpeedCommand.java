package driverlessons.tool;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code speed A.jar B.jar}: which of two builds of {@code common.jar} searches faster, measured so that the
 * machine's own drift cancels out. Two {@code bench} commands run one after the other measure the machine as much as
 * the builds: on a shared or virtual machine the speed wanders by a third within minutes. Here both builds are
 * loaded into this one JVM, each by a class loader of its own (their classes do not mix, even where their names are
 * the same), and their {@code bench} runs alternate, A then B, then B then A, for a number of rounds. Each round
 * gives one ratio of their speeds from two runs a few seconds apart. The rounds give its median, with the interval
 * that holds the true median with 95% confidence whatever the ratios' distribution (the sign test's order
 * statistics): a run slowed by something else on the machine moves a mean, but not a median. Even one build against
 * itself measures a little apart (on the machine of the course, about 1.5% slower for the copy loaded second, where
 * its code and tables happen to land), so a small gain should hold with A and B swapped too.
 *
 * <p>The speed compared is nodes a second, so that two builds with different trees compare too; when their node
 * counts agree (the same search, made faster) it is also the ratio of their times.
 */
final class SpeedCommand {
    private SpeedCommand() {
    }

    static final int DEFAULT_DEPTH = 10;
    static final int DEFAULT_ROUNDS = 10;
    private static final Pattern BENCH_LINE = Pattern.compile("bench nodes (\\d+) ms (\\d+)");

    /** {@code speed A.jar B.jar [DEPTH] [ROUNDS]}: prints each round, then the median ratio and its 95% interval. */
    static int speed(String[] args) {
        if (args.length < 2 || args.length > 4) {
            return Tool.usage("speed", "give two jars, then the depth and the rounds if you like");
        }
        int depth = args.length > 2 ? SearchCommands.parsePositive(args[2]) : DEFAULT_DEPTH;
        int rounds = args.length > 3 ? SearchCommands.parsePositive(args[3]) : DEFAULT_ROUNDS;
        if (depth <= 0 || depth > 30 || rounds < 2) {
            return Tool.usage("speed", "DEPTH from 1 to 30 and ROUNDS at least 2");
        }
        Build a;
        Build b;
        try {
            a = Build.load(Path.of(args[0]));
            b = Build.load(Path.of(args[1]));
        } catch (IOException e) {
            return Tool.error("speed", e);
        } catch (ReflectiveOperationException e) {
            return Tool.error("speed", "not a build of common.jar with a bench command: " + e.getMessage());
        }
        System.out.printf("warming up both builds (bench %d, once each)%n", depth);
        a.bench(depth);
        b.bench(depth);
        List<Double> ratios = new ArrayList<>();
        Run runA = null;
        Run runB = null;
        for (int round = 1; round <= rounds; round++) {
            if (round % 2 == 1) { // A first in odd rounds, B first in even ones
                runA = a.bench(depth);
                runB = b.bench(depth);
            } else {
                runB = b.bench(depth);
                runA = a.bench(depth);
            }
            double ratio = runB.nps() / runA.nps();
            ratios.add(ratio);
            System.out.printf("round %2d  A %6d ms %8.0f nps  B %6d ms %8.0f nps  B/A %.3f%n", round, runA.ms,
                    runA.nps(), runB.ms, runB.nps(), ratio);
        }
        ratios.sort(null);
        double median = (ratios.get((rounds - 1) / 2) + ratios.get(rounds / 2)) / 2;
        int k = medianRank(rounds);
        System.out.printf("nodes a bench: A %d, B %d (%s)%n", runA.nodes, runB.nodes,
                runA.nodes == runB.nodes ? "the same search" : "different searches: nodes a second compared");
        if (k == 0) {
            System.out.printf("speed B/A %.3f, the median of %d rounds (at least 6 rounds give an interval)%n",
                    median, rounds);
            return 0;
        }
        double low = ratios.get(k - 1);
        double high = ratios.get(rounds - k);
        System.out.printf("speed B/A %.3f, the median of %d rounds; 95%% interval %.3f .. %.3f (B %s)%n", median,
                rounds, low, high, low > 1 ? "faster" : high < 1 ? "slower" : "no different, measured");
        return 0;
    }

    /**
     * The largest k such that the k-th smallest and the k-th largest of n ratios bound their true median with at
     * least 95% confidence: each ratio falls below the median with probability one half, so the chance that fewer
     * than k do is the binomial sum, kept at 2.5% or less on each side. 0 when n is too small for any.
     */
    static int medianRank(int n) {
        double below = 0; // P(fewer than k of n ratios below the median)
        double term = Math.pow(0.5, n); // P(exactly k below), from k = 0
        int k = 0;
        while (below + term <= 0.025) {
            below += term;
            k++;
            term = term * (n - k + 1) / k;
        }
        return k;
    }

    /** One bench run's figures. */
    private record Run(long nodes, long ms) {
        double nps() {
            return nodes * 1000.0 / Math.max(1, ms);
        }
    }

    /** One build (a jar, or a directory of its classes), loaded on its own, and its {@code bench} command. */
    private static final class Build {
        private final Method bench;

        private Build(Method bench) {
            this.bench = bench;
        }

        static Build load(Path jar) throws IOException, ReflectiveOperationException {
            if (!Files.exists(jar)) {
                throw new NoSuchFileException(jar.toString());
            }
            // The platform loader as parent: the build sees the JDK and its own jar, not the classes of this one.
            URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()},
                    ClassLoader.getPlatformClassLoader());
            Method bench = loader.loadClass(SearchCommands.class.getName()).getDeclaredMethod("bench", String[].class);
            bench.setAccessible(true);
            return new Build(bench);
        }

        /** Runs the build's {@code bench DEPTH} with its report caught, and reads the totals from it. */
        Run bench(int depth) {
            PrintStream out = System.out;
            ByteArrayOutputStream report = new ByteArrayOutputStream();
            try (PrintStream caught = new PrintStream(report, true, StandardCharsets.UTF_8)) {
                System.setOut(caught);
                bench.invoke(null, (Object) new String[] {String.valueOf(depth)});
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new IllegalStateException("the build's bench failed", e);
            } finally {
                System.setOut(out);
            }
            Matcher m = BENCH_LINE.matcher(report.toString(StandardCharsets.UTF_8));
            if (!m.find()) {
                throw new IllegalStateException("the build's bench printed no totals");
            }
            return new Run(Long.parseLong(m.group(1)), Long.parseLong(m.group(2)));
        }
    }
}
