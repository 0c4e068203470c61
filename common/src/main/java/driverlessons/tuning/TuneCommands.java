package driverlessons.tuning;

import driverlessons.io.Progress;
import driverlessons.tool.Tool;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The tuner's commands: {@code selfplay} (positions from the engine's own games), {@code positions} (from games
 * already played), {@code label} (their scores by a strong UCI engine) and {@code tune} (Texel's method on them).
 * See {@link Tuner}. Benchmarks, not tests: they take minutes and are never run by the build.
 */
public final class TuneCommands {
    private static final Path DEFAULT_OPENINGS = Path.of("tools/openings/balanced.fen");

    private TuneCommands() {
    }

    /** {@code selfplay OUT [GAMES] [NODES] [PER_GAME] [SEED]}. */
    public static int selfPlay(String[] args) {
        if (args.length < 1 || args.length > 5) {
            return Tool.usage("selfplay", "give OUT and at most four numbers");
        }
        int games = args.length > 1 ? Integer.parseInt(args[1]) : 500;
        long nodes = args.length > 2 ? Long.parseLong(args[2]) : 4000;
        int perGame = args.length > 3 ? Integer.parseInt(args[3]) : 40;
        long seed = args.length > 4 ? Long.parseLong(args[4]) : 1;
        try (Progress progress = Progress.start("selfplay", "games", games)) {
            PrintWriter log = new PrintWriter(System.out, true);   // after start: its lines erase the progress line
            int written = Tuner.selfPlay(Path.of(args[0]), games, nodes, perGame, seed, log, progress);
            log.println("selfplay games " + games + " positions " + written + " written to " + args[0]);
            return 0;
        } catch (IOException e) {
            return Tool.error("selfplay", e);
        }
    }

    /** {@code openings OUT [COUNT] [MAX_CP] [SEED] [ENGINE]}: balanced start positions for matches. */
    public static int openings(String[] args) {
        if (args.length < 1 || args.length > 5) {
            return Tool.usage("openings", "give OUT and at most four more arguments");
        }
        int count = args.length > 1 ? Integer.parseInt(args[1]) : 100;
        int maxCp = args.length > 2 ? Integer.parseInt(args[2]) : 40;
        long seed = args.length > 3 ? Long.parseLong(args[3]) : 1;
        String engine = args.length > 4 ? args[4] : "/usr/games/stockfish";
        PrintWriter log = new PrintWriter(System.out, true);
        try {
            Tuner.openings(Path.of(args[0]), count, maxCp, seed, engine, log);
            return 0;
        } catch (IOException e) {
            return Tool.error("openings", e);
        }
    }

    /** {@code positions OUT PER_GAME PGN...}: the tuner's positions from games already played. */
    public static int positions(String[] args) {
        if (args.length < 3) {
            return Tool.usage("positions", "give OUT, PER_GAME and at least one PGN file");
        }
        int perGame = Integer.parseInt(args[1]);
        List<Path> pgns = new ArrayList<>();
        for (int i = 2; i < args.length; i++) {
            pgns.add(Path.of(args[i]));
            if (!Files.isReadable(pgns.get(pgns.size() - 1))) {
                return Tool.error("positions", "cannot read " + args[i]);
            }
        }
        try {
            Tuner.fromGames(pgns, Path.of(args[0]), perGame, 1, new PrintWriter(System.out, true));
            return 0;
        } catch (IOException e) {
            return Tool.error("positions", e);
        }
    }

    /** {@code label IN OUT [DEPTH] [ENGINE]}. */
    public static int label(String[] args) {
        if (args.length < 2 || args.length > 4) {
            return Tool.usage("label", "give IN, OUT and at most a DEPTH and an ENGINE");
        }
        int depth = args.length > 2 ? Integer.parseInt(args[2]) : 8;
        String engine = args.length > 3 ? args[3] : "/usr/games/stockfish";
        try (Progress progress = Progress.start("label", "positions", 0)) {
            PrintWriter log = new PrintWriter(System.out, true);
            int done = Tuner.label(Path.of(args[0]), Path.of(args[1]), engine, depth, log, progress);
            log.println("label positions " + done + " depth " + depth + " written to " + args[1]);
            return 0;
        } catch (IOException e) {
            return Tool.error("label", e);
        }
    }

    /** {@code tune DATA [--epochs N] [--lambda L] [--rate R] [--scale S] [--reg R] [--tables true|false]
     * [--points ROUNDS] [--write EvaluationWeights.java]}. */
    public static int tune(String[] args) {
        if (args.length < 1) {
            return Tool.usage("tune", "give the DATA file");
        }
        if (args.length % 2 == 0) {
            return Tool.usage("tune", args[args.length - 1] + " needs a value");
        }
        int epochs = 1000;
        double lambda = 0.25;
        double rate = 0.5;
        double scale = 400;
        double reg = 0;
        boolean tables = true;
        int points = 0;
        Path write = null;
        for (int i = 1; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--epochs":
                    epochs = Integer.parseInt(args[i + 1]);
                    break;
                case "--lambda":
                    lambda = Double.parseDouble(args[i + 1]);
                    break;
                case "--rate":
                    rate = Double.parseDouble(args[i + 1]);
                    break;
                case "--scale":
                    scale = Double.parseDouble(args[i + 1]);
                    break;
                case "--reg":
                    reg = Double.parseDouble(args[i + 1]);
                    break;
                case "--tables":
                    tables = Boolean.parseBoolean(args[i + 1]);
                    break;
                case "--points":
                    points = Integer.parseInt(args[i + 1]);
                    break;
                case "--write":
                    write = Path.of(args[i + 1]);
                    break;
                default:
                    return Tool.usage("tune", "unknown option: " + args[i]);
            }
        }
        if (write != null && !Files.isRegularFile(write)) { // asked before the fit, not after it
            return Tool.error("tune", "--write rewrites the weights in a copy of EvaluationWeights.java, and " + write
                    + " is not one: copy common/src/main/java/driverlessons/search/EvaluationWeights.java there first");
        }
        try (Progress progress = Progress.start("tune", "epochs", epochs)) {
            PrintWriter log = new PrintWriter(System.out, true);
            Tuner.Options options = new Tuner.Options(epochs, lambda, rate, scale, reg, tables, points, write);
            return Tuner.tune(Path.of(args[0]), options, log, progress);
        } catch (IOException e) {
            return Tool.error("tune", e);
        }
    }

    /** {@code match A B [--games N] [--nodes N] [--openings FILE] [--start N]}: see {@link WeightsMatch}. */
    public static int match(String[] args) {
        if (args.length < 2 || args.length % 2 != 0) {
            return Tool.usage("match", "give A and B, then options each with its value");
        }
        int games = 200;
        long nodes = 10_000;
        Path openings = DEFAULT_OPENINGS;
        int start = 1;
        for (int i = 2; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--games" -> games = Integer.parseInt(args[i + 1]);
                case "--nodes" -> nodes = Long.parseLong(args[i + 1]);
                case "--openings" -> openings = Path.of(args[i + 1]);
                case "--start" -> start = Integer.parseInt(args[i + 1]);
                default -> {
                    return Tool.usage("match", "unknown option: " + args[i]);
                }
            }
        }
        if (openings == DEFAULT_OPENINGS && !Files.isRegularFile(openings)) {
            return Tool.error("match", "no such file: " + openings
                    + " (the default openings, found from the repository's root; or give --openings FILE)");
        }
        try (Progress progress = Progress.start("match", "games", games)) {
            PrintWriter log = new PrintWriter(System.out, true);
            WeightsMatch.Score score = WeightsMatch.play(WeightsMatch.player(args[0]), WeightsMatch.player(args[1]),
                    games, nodes, openings, start, log, progress);
            log.println("A " + args[0] + " against B " + args[1] + ", " + nodes + " nodes a move: " + score);
            return 0;
        } catch (IOException e) {
            return Tool.error("match", e);
        }
    }
}
