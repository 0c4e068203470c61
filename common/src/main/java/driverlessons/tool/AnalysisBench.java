package driverlessons.tool;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The analysis figures of lesson 4 (and later lessons), measured from outside as a GUI sees them:
 * {@code java -cp common.jar driverlessons.tool.AnalysisBench "java -jar lesson04-analysis.jar"}.
 *
 * <ul>
 *   <li>{@code .} answered with {@code stat01} while the analysis is at depth 10 or more (round trip);</li>
 *   <li>{@code exit} then {@code ping}: the round trip of that pair (the search must stop first);</li>
 *   <li>a move sent while analysing to the first thinking line of the new position.</li>
 * </ul>
 * Medians, 90th percentiles and maxima over several positions. Figures only.
 */
public final class AnalysisBench {
    private static final Pattern THINKING = Pattern.compile("(\\d+) -?\\d+ \\d+ \\d+ .*");

    /** Positions to analyse, each with a legal move to send while analysing. */
    static final List<String[]> POSITIONS = List.of(
            new String[] {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2e4"},
            new String[] {"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", "f1b5"},
            new String[] {"rnbqkb1r/pp2pppp/3p1n2/8/3NP3/8/PPP2PPP/RNBQKB1R w KQkq - 1 5", "b1c3"},
            new String[] {"r1bq1rk1/pp2ppbp/2np1np1/8/3NP3/2N1BP2/PPPQ2PP/R3KB1R w KQ - 3 9", "e1c1"},
            new String[] {"8/5pk1/6p1/8/3R4/6P1/5PKP/3r4 w - - 0 40", "d4d7"},
            new String[] {"r3k2r/pp3ppp/2n1bn2/2bp4/8/2NB1N2/PPP2PPP/R1B1R1K1 w kq - 4 11", "c1g5"});

    private AnalysisBench() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 1) {
            System.err.println("usage: AnalysisBench \"ENGINE COMMAND\"");
            System.exit(2);
        }
        List<String> command = List.of(args[0].split(" "));
        List<Double> stat01 = new ArrayList<>();
        List<Double> exitPong = new ArrayList<>();
        List<Double> moveToLine = new ArrayList<>();
        int statDepth = Integer.MAX_VALUE;
        try (EngineProcess engine = new EngineProcess(command)) {
            engine.send("xboard", "protover 2");
            engine.await("feature .*done=1.*");
            int ping = 0;
            for (String[] position : POSITIONS) {
                engine.send("new", "force", "post", "setboard " + position[0], "analyze");
                awaitDepth(engine, 10);
                for (int i = 0; i < 10; i++) {
                    long sent = engine.send(".");
                    EngineProcess.Line line = engine.await("stat01: .*");
                    stat01.add(EngineProcess.ms(sent, line.nanos()));
                    statDepth = Math.min(statDepth, Integer.parseInt(line.text().split(" ")[3]));
                    Thread.sleep(50);
                }
                long sent = engine.send("usermove " + position[1]);
                moveToLine.add(EngineProcess.ms(sent, engine.await(THINKING.pattern()).nanos()));
                awaitDepth(engine, 8);
                ping++;
                sent = engine.send("exit", "ping " + ping);
                exitPong.add(EngineProcess.ms(sent, engine.await("pong " + ping).nanos()));
            }
        }
        print("'.' -> stat01 at depth >= " + statDepth, stat01);
        print("exit + ping -> pong", exitPong);
        print("move while analysing -> first thinking line", moveToLine);
    }

    private static void awaitDepth(EngineProcess engine, int depth) throws InterruptedException {
        while (true) {
            Matcher m = THINKING.matcher(engine.await(THINKING.pattern(), 60_000, null).text());
            if (m.matches() && Integer.parseInt(m.group(1)) >= depth) {
                return;
            }
        }
    }

    private static void print(String what, List<Double> values) {
        System.out.printf(Locale.ROOT, "%-46s median %6.2f ms, 90%% %6.2f ms, max %6.2f ms (%d)%n", what,
                PonderBench.median(values), PonderBench.percentile(values, 0.9), PonderBench.max(values),
                values.size());
    }
}
