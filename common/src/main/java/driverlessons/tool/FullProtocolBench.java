package driverlessons.tool;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The figures of lesson 5's issue, measured from outside as a GUI sees them:
 * {@code java -cp common.jar driverlessons.tool.FullProtocolBench "java -jar lesson05-full.jar"}.
 *
 * <ul>
 *   <li>{@code ?} while thinking to {@code move}: the round trip (goal: within 5 ms);</li>
 *   <li>{@code ping} sent while thinking: {@code pong} must come right after the move (and not before);</li>
 *   <li>{@code pause}/{@code resume} in the middle of a fixed-depth search: the same move and node count as
 *       without the pause (nothing of the search is lost);</li>
 *   <li>{@code nps 100000} with {@code st 1}: the nodes searched (goal: within 5% of 100,000);</li>
 *   <li>the engine's memory after 5 and after 50 games in one process ({@code reuse}): the heap used after a
 *       full garbage collection ({@code jcmd GC.run}, then {@code GC.heap_info}) and the resident size.</li>
 * </ul>
 * It reads the engine's {@code # searched: ...} debug line after each search, so the GUI side accepts debug=1.
 */
public final class FullProtocolBench {
    private static final Pattern SEARCHED = Pattern.compile("# searched: depth (\\d+), (\\d+) nodes, (\\d+) ms");
    /** The positions of the analysis benchmark (a start, open and closed games, an endgame). */
    private static final List<String> POSITIONS =
            AnalysisBench.POSITIONS.stream().map(position -> position[0]).toList();

    private FullProtocolBench() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 1) {
            System.err.println("usage: FullProtocolBench \"ENGINE COMMAND\" [GAMES]");
            System.exit(2);
        }
        List<String> command = List.of(args[0].split(" "));
        int games = args.length > 1 ? Integer.parseInt(args[1]) : 50;
        try (EngineProcess engine = new EngineProcess(command)) {
            engine.send("xboard", "protover 2");
            engine.await("feature .*done=1.*");
            engine.send("accepted debug");
            moveNow(engine);
            pingWhileThinking(engine);
            pauseAndResume(engine);
            nodesPerSecond(engine);
            memory(engine, games);
        }
    }

    /** ? one second into a long search: the time to the move. */
    private static void moveNow(EngineProcess engine) throws Exception {
        List<Double> latency = new ArrayList<>();
        for (String fen : POSITIONS) {
            for (int i = 0; i < 5; i++) {
                engine.send("new", "force", "nopost", "setboard " + fen, "st 100", "go");
                Thread.sleep(300 + 150 * i);
                long sent = engine.send("?");
                latency.add(EngineProcess.ms(sent, engine.await("move \\S+").nanos()));
            }
        }
        print("? -> move", latency);
    }

    /** ping right after go: pong must follow the move; the gap between them. */
    private static void pingWhileThinking(EngineProcess engine) throws Exception {
        List<Double> gap = new ArrayList<>();
        int ping = 0;
        int inOrder = 0;
        for (String fen : POSITIONS) {
            engine.send("new", "force", "nopost", "setboard " + fen, "st 0.5", "go");
            engine.send("ping " + ++ping);
            List<EngineProcess.Line> before = new ArrayList<>();
            EngineProcess.Line pong = engine.await("pong " + ping, 20_000, before);
            EngineProcess.Line move = before.stream().filter(l -> l.text().startsWith("move ")).findFirst()
                    .orElse(null);
            if (move != null) {
                inOrder++;
                gap.add(EngineProcess.ms(move.nanos(), pong.nanos()));
            }
        }
        System.out.printf(Locale.ROOT, "ping while thinking: pong after the move in %d of %d searches%n", inOrder,
                POSITIONS.size());
        print("  move -> pong", gap);
    }

    /**
     * A fixed-depth search (sd 12) paused for 1 s once it has printed depth 8 gives the same move and nodes as
     * one without the pause (one search thread is deterministic).
     */
    private static void pauseAndResume(EngineProcess engine) throws Exception {
        int same = 0;
        for (String fen : POSITIONS) {
            engine.send("new", "force", "nopost", "setboard " + fen, "st 600", "sd 12", "go");
            String plain = searched(engine);   // the debug line comes just before the move
            String move = engine.await("move \\S+", 120_000, null).text();
            engine.send("new", "force", "post", "setboard " + fen, "st 600", "sd 12", "go");
            engine.await("8 .*", 120_000, null);
            engine.send("pause");
            Thread.sleep(1000);
            engine.send("resume");
            String paused = searched(engine);
            String movePaused = engine.await("move \\S+", 120_000, null).text();
            boolean equal = move.equals(movePaused) && nodes(plain) == nodes(paused);
            same += equal ? 1 : 0;
            System.out.printf(Locale.ROOT, "pause/resume (sd 12): %-12s %9d nodes; with a 1 s pause %-12s %9d nodes%s%n",
                    move, nodes(plain), movePaused, nodes(paused), equal ? "" : "  DIFFERENT");
        }
        System.out.printf(Locale.ROOT, "pause/resume: the same search in %d of %d positions%n", same, POSITIONS.size());
    }

    /** nps 100000 and st 1: the nodes of each search. */
    private static void nodesPerSecond(EngineProcess engine) throws Exception {
        List<Double> nodes = new ArrayList<>();
        for (String fen : POSITIONS) {
            engine.send("new", "force", "nopost", "setboard " + fen, "nps 100000", "st 1", "go");
            nodes.add((double) nodes(searched(engine)));
            engine.await("move \\S+", 60_000, null);
        }
        System.out.printf(Locale.ROOT, "nps 100000, st 1: nodes searched %s (goal 100,000 +- 5%%)%n",
                nodes.stream().map(n -> String.format(Locale.ROOT, "%.0f", n)).toList());
    }

    /** Games in one process: memory after 5 and after {@code games}. Each game: the engine plays both sides. */
    private static void memory(EngineProcess engine, int games) throws Exception {
        for (int game = 1; game <= games; game++) {
            engine.send("memory 64", "new", "random", "nopost", "sd 3", "force");
            for (int ply = 0; ply < 60; ply++) {
                engine.send("go");
                EngineProcess.Line line = engine.await("move \\S+|(1-0|0-1|1/2-1/2) .*|resign", 60_000, null);
                if (!line.text().startsWith("move ")) {
                    break;
                }
                engine.send("force");
            }
            engine.send("result * {bench}", "ping " + game);
            engine.await("pong " + game, 60_000, null);
            if (game == 5 || game == games) {
                System.out.printf(Locale.ROOT, "after %2d games: heap used after GC %s, resident %s%n", game,
                        heapAfterGc(engine.pid()), resident(engine.pid()));
            }
        }
    }

    private static String searched(EngineProcess engine) throws InterruptedException {
        return engine.await(SEARCHED.pattern(), 120_000, null).text();
    }

    private static long nodes(String searchedLine) {
        Matcher m = SEARCHED.matcher(searchedLine);
        return m.matches() ? Long.parseLong(m.group(2)) : -1;
    }

    /** jcmd PID GC.run, then the "used" figure of GC.heap_info. */
    private static String heapAfterGc(long pid) throws IOException, InterruptedException {
        jcmd(pid, "GC.run");
        for (String line : jcmd(pid, "GC.heap_info")) {
            Matcher m = Pattern.compile(".*total (\\d+)K, used (\\d+)K.*").matcher(line);
            if (m.matches()) {
                return String.format(Locale.ROOT, "%.1f MB (heap %.1f MB)", Long.parseLong(m.group(2)) / 1024.0,
                        Long.parseLong(m.group(1)) / 1024.0);
            }
        }
        return "?";
    }

    private static List<String> jcmd(long pid, String what) throws IOException, InterruptedException {
        String jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd").toString();
        Process p = new ProcessBuilder(jcmd, Long.toString(pid), what).redirectErrorStream(true).start();
        List<String> out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        p.waitFor();
        return out;
    }

    private static String resident(long pid) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
            if (line.startsWith("VmRSS:")) {
                return line.substring(6).strip();
            }
        }
        return "?";
    }

    private static void print(String what, List<Double> values) {
        System.out.printf(Locale.ROOT, "%-46s median %6.2f ms, 90%% %6.2f ms, max %6.2f ms (%d)%n", what,
                PonderBench.median(values), PonderBench.percentile(values, 0.9), PonderBench.max(values),
                values.size());
    }
}
