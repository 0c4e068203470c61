package driverlessons.tool;

import driverlessons.chess.Game;
import driverlessons.chess.Notation;
import driverlessons.chess.Position;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The pondering figures of lesson 3 (and later lessons), measured from outside as a GUI sees them:
 * {@code java -cp common.jar driverlessons.tool.PonderBench "java -jar lesson03-pondering.jar"}.
 *
 * <ul>
 *   <li>ping while pondering: the round trip of {@code ping N} while the engine ponders (median and max);</li>
 *   <li>force while pondering: from sending {@code force} to the last line the engine prints after it;</li>
 *   <li>reply to a miss and to a hit after 2 s of pondering at {@code level 40 1 0}: time to the move and the
 *       depth of its last thinking line, per position and as medians.</li>
 * </ul>
 * Figures only: it never fails because a machine is slow.
 */
public final class PonderBench {
    private static final Pattern PONDER_LINE = Pattern.compile("(\\d+) -?\\d+ \\d+ \\d+ \\((\\S+)\\) .*");
    private static final Pattern THINKING_LINE = Pattern.compile("(\\d+) -?\\d+ \\d+ \\d+ .*");

    /** Openings after which the engine (the side to move) plays and then ponders. */
    private static final List<String> OPENINGS = List.of(
            "e2e4", "d2d4 g8f6", "e2e4 c7c5 g1f3", "c2c4 e7e5 b1c3 g8f6", "e2e4 e7e5 g1f3 b8c6 f1b5",
            "d2d4 d7d5 c2c4 e7e6 b1c3", "g1f3 d7d5 g2g3");

    private PonderBench() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 1) {
            System.err.println("usage: PonderBench \"ENGINE COMMAND\" [PONDER_MS]");
            System.exit(2);
        }
        List<String> command = List.of(args[0].split(" "));
        long ponderMs = args.length > 1 ? Long.parseLong(args[1]) : 2000;
        List<Double> pings = new ArrayList<>();
        List<Double> forces = new ArrayList<>();
        List<Double> hitMs = new ArrayList<>();
        List<Double> missMs = new ArrayList<>();
        List<Double> hitDepth = new ArrayList<>();
        List<Double> missDepth = new ArrayList<>();
        System.out.printf("%-34s %10s %6s %10s %6s%n", "position (engine to move)", "hit ms", "depth", "miss ms",
                "depth");
        for (String opening : OPENINGS) {
            double[] hit = reply(command, opening, ponderMs, true, pings, forces);
            double[] miss = reply(command, opening, ponderMs, false, pings, forces);
            hitMs.add(hit[0]);
            hitDepth.add(hit[1]);
            missMs.add(miss[0]);
            missDepth.add(miss[1]);
            System.out.printf("%-34s %10.0f %6.0f %10.0f %6.0f%n", opening, hit[0], hit[1], miss[0], miss[1]);
        }
        System.out.printf("%-34s %10.0f %6.0f %10.0f %6.0f%n", "median", median(hitMs), median(hitDepth),
                median(missMs), median(missDepth));
        System.out.printf(Locale.ROOT, "ping while pondering: median %.2f ms, 90%% %.2f ms, max %.2f ms (%d pings)%n",
                median(pings), percentile(pings, 0.9), max(pings), pings.size());
        System.out.printf(Locale.ROOT, "force while pondering, to the last line: median %.2f ms, max %.2f ms (%d)%n",
                median(forces), max(forces), forces.size());
    }

    /**
     * Plays the opening, lets the engine move and ponder for {@code ponderMs} (pinging it meanwhile), then sends
     * the move it ponders on (a hit) or another legal move (a miss) and times the reply. Returns {ms, depth}.
     */
    private static double[] reply(List<String> command, String opening, long ponderMs, boolean hit,
                                  List<Double> pings, List<Double> forces) throws Exception {
        try (EngineProcess engine = new EngineProcess(command)) {
            engine.send("xboard", "protover 2");
            engine.await("feature .*done=1.*");
            Game game = new Game();
            engine.send("new", "force", "hard", "post", "level 40 1 0");
            for (String move : opening.split(" ")) {
                engine.send("usermove " + move);
                game.play(Notation.parseMove(game.position(), move));
            }
            engine.send("time 6000", "otim 6000", "go");
            String move = engine.await("move \\S+").text().substring(5);
            game.play(Notation.parseMove(game.position(), move));
            List<EngineProcess.Line> seen = new ArrayList<>();   // every line from here on, for the depth
            EngineProcess.Line first = engine.await(PONDER_LINE.pattern(), 20_000, seen);
            seen.add(first);
            Matcher ponderLine = PONDER_LINE.matcher(first.text());
            ponderLine.matches();
            String expected = ponderLine.group(2);
            long start = System.nanoTime();
            for (int i = 1; System.nanoTime() - start < ponderMs * 1_000_000L; i++) {
                Thread.sleep(100);
                long sent = engine.send("ping " + i);
                pings.add(EngineProcess.ms(sent, engine.await("pong " + i, 20_000, seen).nanos()));
            }
            String reply = hit ? expected : otherMove(game.position(), expected);
            long sent = engine.send("time 6000", "otim 5800", "usermove " + reply);
            EngineProcess.Line answer = engine.await("move \\S+", 20_000, seen);
            int depth = 0;   // the deepest line of the search that made the move (a hit's includes its pondering)
            for (EngineProcess.Line line : seen) {
                Matcher m = THINKING_LINE.matcher(line.text());
                if (m.matches() && (hit || line.nanos() >= sent)) {
                    depth = Math.max(depth, Integer.parseInt(m.group(1)));
                }
            }
            if (!hit) {   // after the miss it ponders again: stop that with force and time the silence
                engine.await(PONDER_LINE.pattern(), 5_000, null);
                long forced = engine.send("force");
                List<EngineProcess.Line> after = engine.drain(300);
                forces.add(after.isEmpty() ? 0.0 : EngineProcess.ms(forced, after.get(after.size() - 1).nanos()));
            }
            return new double[] {EngineProcess.ms(sent, answer.nanos()), depth};
        }
    }

    private static String otherMove(Position position, String expected) {
        int[] moves = new int[Position.MAX_MOVES];
        int count = position.generateMoves(moves);
        for (int i = 0; i < count; i++) {
            String text = Notation.coordinate(moves[i]);
            if (!text.equals(expected)) {
                return text;
            }
        }
        throw new IllegalStateException("no other move");
    }

    static double median(List<Double> values) {
        if (values.isEmpty()) {
            return Double.NaN;
        }
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(sorted);
        return sorted.length % 2 == 1 ? sorted[sorted.length / 2]
                : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
    }

    static double percentile(List<Double> values, double p) {
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return sorted.length == 0 ? Double.NaN : sorted[(int) Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
    }

    static double max(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
    }
}
