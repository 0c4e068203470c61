package driverlessons.tuning;

import driverlessons.search.Evaluation;
import driverlessons.search.EvaluationWeights;
import driverlessons.search.KingDanger;
import driverlessons.search.Search;
import driverlessons.search.SearchControl;
import driverlessons.search.SearchListener;
import driverlessons.search.SearchOptions;
import driverlessons.search.SearchResult;
import driverlessons.chess.Game;
import driverlessons.chess.Move;
import driverlessons.chess.Notation;
import driverlessons.chess.Position;
import driverlessons.chess.Result;
import driverlessons.chess.Side;

import driverlessons.io.Progress;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Texel's tuning method and the data it learns from, all made on this machine. Three steps, each a command of
 * the tool in {@code common.jar}:
 * <ol>
 *   <li>{@code selfplay}: the engine plays itself (a few random opening moves, then a fixed number of nodes per
 *       move, with the search's small random noise), and from each game a sample of positions is kept. Each is
 *       first made quiet the way the search would see it: the quiescence search's line is played out to its end.
 *       Written one a line: {@code FEN;result} (1, 0.5 or 0 for White). Or {@code positions}: the same lines from
 *       games already played (see {@link #fromGames}).</li>
 *   <li>{@code label}: a strong UCI engine (Stockfish, from the Debian package) scores each position at a fixed
 *       depth; its score, from White's side, is appended: {@code FEN;result;cp}.</li>
 *   <li>{@code tune}: the weights of {@link EvaluationWeights} are fitted so that a sigmoid of the static
 *       evaluation predicts the target, a blend of the game's result and the sigmoid of the strong engine's
 *       score: {@code target = lambda * result + (1 - lambda) * sigmoid(cp)}. The evaluation is linear in its
 *       weights (see {@link Evaluation.Trace}), so each position is turned once into its term counts, and the
 *       mean squared error is minimised by gradient descent (Adam) over the whole training set. The last tenth of
 *       the file (the latest games) is held out: its loss before and after says whether the fit generalises.
 *       With {@code --write FILE} the tuned weights replace the generated part of {@code EvaluationWeights.java}.
 *       With {@code --points R} the king danger's points ({@link KingDanger}) are fitted too, in R rounds: each
 *       moves one point at a time while the training loss falls (Texel's own method: they are whole numbers
 *       inside a non-linear index), then the weights are fitted again to the new index.</li>
 * </ol>
 * The sigmoid is {@code 1 / (1 + 10^(-K * score / 400))}, with K fitted to the current weights first and then
 * held, so the tuned evaluation keeps its scale in centipawns.
 */
public final class Tuner {
    private Tuner() {
    }

    private static final int MAX_PHASE = 24;
    /** A sample's count of the king danger entry that White's attack reaches (side 0) and Black's (side 1). */
    private static final int[] DANGER_SIGN = {1, -1};
    /** A PGN game's result and set-up position (see {@link #gameFens}). */
    private static final Pattern RESULT_TAG = Pattern.compile("\\[Result \"([^\"]*)\"\\]");
    private static final Pattern FEN_TAG = Pattern.compile("\\[FEN \"([^\"]*)\"\\]");

    // ---------------------------------------------------------------------------------------------------------
    // Step 1: positions from self-play.

    /**
     * Plays {@code games} games of the engine against itself at {@code nodes} nodes a move and writes up to
     * {@code perGame} quiet positions of each, with the game's result, to {@code out}. Returns the count written.
     */
    public static int selfPlay(Path out, int games, long nodes, int perGame, long seed, PrintWriter log)
            throws IOException {
        return selfPlay(out, games, nodes, perGame, seed, log, Progress.silent());
    }

    /** The same, counting the games played on {@code progress}. */
    public static int selfPlay(Path out, int games, long nodes, int perGame, long seed, PrintWriter log,
                               Progress progress) throws IOException {
        SplittableRandom random = new SplittableRandom(seed);
        Search search = new Search(16);
        Search quiet = new Search(1);
        int written = 0;
        int[] moves = new int[Position.MAX_MOVES];
        long start = System.nanoTime();
        try (BufferedWriter writer = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            for (int g = 0; g < games; g++) {
                Game game = new Game();
                search.clearHash();
                // A varied opening: 6 to 9 random legal plies, avoiding those that leave the game over at once.
                int openingPlies = 6 + random.nextInt(4);
                for (int i = 0; i < openingPlies && game.result() == null; i++) {
                    int count = game.position().generateMoves(moves);
                    game.play(moves[random.nextInt(count)]);
                }
                List<String> fens = new ArrayList<>();
                double result = 0.5;
                int winningPlies = 0;
                int lastSign = 0;
                while (true) {
                    Result byRule = game.result();
                    if (byRule != null) {
                        result = byRule == Result.WHITE_MATES ? 1 : byRule == Result.BLACK_MATES ? 0 : 0.5;
                        break;
                    }
                    if (game.moveCount() >= 400) {
                        break; // a draw by length
                    }
                    Position pos = game.position();
                    fens.add(pos.toFen());
                    SearchResult found = search.search(pos, new SearchOptions(null, false, true),
                            nodeLimit(search, nodes), SearchListener.NONE);
                    int whiteScore = pos.sideToMove() == Side.WHITE ? found.score() : -found.score();
                    // Adjudicate a game that one side clearly wins (both sides agree for 8 plies).
                    int sign = whiteScore >= 1000 ? 1 : whiteScore <= -1000 ? -1 : 0;
                    winningPlies = sign != 0 && sign == lastSign ? winningPlies + 1 : sign != 0 ? 1 : 0;
                    lastSign = sign;
                    if (winningPlies >= 8) {
                        result = sign > 0 ? 1 : 0;
                        break;
                    }
                    game.play(found.bestMove());
                }
                for (String fen : quietSample(fens, perGame, random, quiet)) {
                    writer.write(fen + ";" + result + "\n");
                    written++;
                }
                progress.done(g + 1);
                if (log != null && ((g + 1) % 50 == 0 || g + 1 == games)) {
                    log.printf("game %d/%d  positions %d  %d s%n", g + 1, games, written,
                            (System.nanoTime() - start) / 1_000_000_000L);
                    log.flush();
                }
            }
        }
        return written;
    }

    /**
     * A sample of a game's positions for the tuner: up to {@code perGame} of {@code fens} (which it empties as it
     * draws), each made quiet the way the search would see it (the quiescence search's line played out); a
     * position in check before or after that, or with the game over, is left out.
     */
    private static List<String> quietSample(List<String> fens, int perGame, SplittableRandom random, Search quiet) {
        List<String> sample = new ArrayList<>();
        int[] moves = new int[Position.MAX_MOVES];
        for (int i = 0; i < perGame && !fens.isEmpty(); i++) {
            Position pos = Position.fromFen(fens.remove(random.nextInt(fens.size())));
            if (pos.inCheck()) {
                continue;
            }
            for (int move : quiet.quiescenceLine(pos.copy())) {
                pos.makeMove(move);
            }
            if (!pos.inCheck() && pos.generateMoves(moves) > 0) {
                sample.add(pos.toFen());
            }
        }
        return sample;
    }

    /**
     * Positions from games already played instead of self-play: the games of PGN files as XBoard saves them (a
     * {@code FEN} tag for a set-up start, moves in SAN, comments in braces), for instance those of
     * {@code tools/strength-match}. Up to {@code perGame} quiet positions of each game from its 8th ply on (see
     * {@link #quietSample}), with the game's result (1, 0.5 or 0 for White), each position once (the games of
     * several matches share their openings). A game without a result, or with a move that is not legal, is
     * skipped. Returns the count written.
     */
    public static int fromGames(List<Path> pgns, Path out, int perGame, long seed, PrintWriter log)
            throws IOException {
        SplittableRandom random = new SplittableRandom(seed);
        Search quiet = new Search(1);
        Set<String> seen = new HashSet<>();
        int games = 0;
        int skipped = 0;
        int written = 0;
        try (BufferedWriter writer = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            for (Path pgn : pgns) {
                for (String text : Files.readString(pgn, StandardCharsets.UTF_8).split("(?m)^(?=\\[Event )")) {
                    List<String> fens = new ArrayList<>();
                    String result = gameFens(text, fens);
                    if (result == null) {
                        skipped += text.isBlank() ? 0 : 1;
                        continue;
                    }
                    games++;
                    for (String fen : quietSample(fens, perGame, random, quiet)) {
                        if (seen.add(fen.substring(0, fen.lastIndexOf(' ', fen.lastIndexOf(' ') - 1)))) {
                            writer.write(fen + ";" + result + "\n");
                            written++;
                        }
                    }
                }
            }
        }
        if (log != null) {
            log.printf("games %d (skipped %d)  positions %d%n", games, skipped, written);
            log.flush();
        }
        return written;
    }

    /**
     * One game of a PGN file: adds the FEN of each position from the 8th ply on to {@code fens} and returns the
     * result for White as selfplay writes it ("1.0", "0.5" or "0.0"), or null for a game without one or with a
     * move that is not legal.
     */
    static String gameFens(String text, List<String> fens) {
        Matcher tag = RESULT_TAG.matcher(text);
        String result = !tag.find() ? null : switch (tag.group(1)) {
            case "1-0" -> "1.0";
            case "0-1" -> "0.0";
            case "1/2-1/2" -> "0.5";
            default -> null;
        };
        if (result == null) {
            return null;
        }
        Matcher setUp = FEN_TAG.matcher(text);
        Position pos = setUp.find() ? Position.fromFen(setUp.group(1)) : Position.start();
        String moves = text.replaceAll("(?m)^\\[.*$", " ")   // the tags
                .replaceAll("(?s)\\{[^}]*\\}", " ")             // comments
                .replaceAll("\\d+\\.(\\.\\.)?", " ")              // move numbers
                .replaceAll("1-0|0-1|1/2-1/2|\\*", " ");
        List<String> played = new ArrayList<>();
        int ply = 0;
        for (String san : moves.trim().split("\\s+")) {
            if (san.isEmpty()) {
                continue;
            }
            int move = Notation.parseMove(pos, san);
            if (move == Move.NONE) {
                return null;
            }
            pos.makeMove(move);
            if (++ply >= 8) {
                played.add(pos.toFen());
            }
        }
        fens.addAll(played);
        return result;
    }

    static SearchControl nodeLimit(Search search, long nodes) {
        return new SearchControl() {
            @Override
            public boolean mayStartIteration(int depth, long elapsedMs) {
                return search.nodes() < nodes;
            }

            @Override
            public boolean mayStartRootMove(long elapsedMs, int bestScore, int previousIterationScore) {
                return true;
            }

            @Override
            public boolean mustAbort(long elapsedMs) {
                return search.nodes() >= nodes;
            }
        };
    }

    /**
     * Balanced openings for matches: {@code count} positions after 8 plies, each ply a random legal move (not a
     * king's) one time in five, else the engine's choice at 2000 nodes with noise; kept only when the UCI engine
     * scores them within {@code maxCp} centipawns of equality at depth 10. One FEN a line, no duplicates.
     */
    public static int openings(Path out, int count, int maxCp, long seed, String engine, PrintWriter log)
            throws IOException {
        SplittableRandom random = new SplittableRandom(seed);
        Search search = new Search(4);
        int[] moves = new int[Position.MAX_MOVES];
        java.util.LinkedHashSet<String> candidates = new java.util.LinkedHashSet<>();
        while (candidates.size() < 8 * count) {
            Game game = new Game();
            for (int ply = 0; ply < 8 && game.result() == null; ply++) {
                Position pos = game.position();
                int n = pos.generateMoves(moves);
                int move = moves[random.nextInt(n)];
                boolean kingMove = Move.from(move) == pos.kingSquare(pos.sideToMove());
                if (random.nextInt(10) < 2 && !kingMove) {
                    game.play(move);
                } else {
                    search.clearHash();
                    game.play(search.search(pos, new SearchOptions(null, false, true), nodeLimit(search, 2000),
                            SearchListener.NONE).bestMove());
                }
            }
            if (game.result() == null && game.moveCount() == 8) {
                candidates.add(game.position().toFen());
            }
        }
        Path raw = Files.createTempFile("openings", ".txt");
        Path scored = Files.createTempFile("openings", ".scored");
        try {
            Files.write(raw, candidates.stream().map(fen -> fen + ";0.5").toList(), StandardCharsets.UTF_8);
            label(raw, scored, engine, 10, null);
            List<String> kept = new ArrayList<>();
            for (String line : Files.readAllLines(scored, StandardCharsets.UTF_8)) {
                String[] fields = line.split(";");
                if (kept.size() < count && Math.abs(Integer.parseInt(fields[2])) <= maxCp) {
                    kept.add(fields[0]);
                }
            }
            Files.write(out, kept, StandardCharsets.UTF_8);
            if (log != null) {
                log.println("openings " + kept.size() + " of " + candidates.size() + " candidates within " + maxCp
                        + " cp, written to " + out);
            }
            return kept.size();
        } finally {
            Files.deleteIfExists(raw);
            Files.deleteIfExists(scored);
        }
    }

    // ---------------------------------------------------------------------------------------------------------
    // Step 2: scores from a strong UCI engine.

    /**
     * Scores every position of {@code in} with the UCI engine {@code engine} at {@code depth} and writes the
     * lines with the score appended (centipawns, White's view; mates as +-3000) to {@code out}.
     */
    public static int label(Path in, Path out, String engine, int depth, PrintWriter log) throws IOException {
        return label(in, out, engine, depth, log, Progress.silent());
    }

    /** The same, counting the positions scored on {@code progress}. */
    public static int label(Path in, Path out, String engine, int depth, PrintWriter log, Progress progress)
            throws IOException {
        List<String> lines = Files.readAllLines(in, StandardCharsets.UTF_8);
        progress.total(lines.stream().filter(line -> !line.isBlank()).count());
        Process process = new ProcessBuilder(engine).redirectErrorStream(true).start();
        int done = 0;
        long start = System.nanoTime();
        try (PrintWriter toEngine = new PrintWriter(new OutputStreamWriter(process.getOutputStream(),
                StandardCharsets.UTF_8), true);
             BufferedReader fromEngine = new BufferedReader(new InputStreamReader(process.getInputStream(),
                     StandardCharsets.UTF_8));
             BufferedWriter writer = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            toEngine.println("uci");
            waitFor(fromEngine, "uciok");
            toEngine.println("setoption name Threads value 1");
            toEngine.println("setoption name Hash value 16");
            toEngine.println("isready");
            waitFor(fromEngine, "readyok");
            for (String line : lines) {
                if (line.isBlank()) {
                    continue;
                }
                String fen = line.split(";")[0];
                boolean white = fen.split(" ")[1].equals("w");
                toEngine.println("position fen " + fen);
                toEngine.println("go depth " + depth);
                int score = 0;
                String reply;
                while ((reply = fromEngine.readLine()) != null && !reply.startsWith("bestmove")) {
                    int at = reply.indexOf(" score ");
                    if (reply.startsWith("info") && at >= 0 && !reply.contains("bound")) {
                        String[] words = reply.substring(at + 7).split(" ");
                        int value = Integer.parseInt(words[1]);
                        score = words[0].equals("mate") ? (value > 0 ? 3000 : -3000) : value;
                    }
                }
                if (reply == null) {
                    throw new IOException("the engine " + engine + " stopped answering");
                }
                writer.write(line + ";" + (white ? score : -score) + "\n");
                done++;
                progress.done(done);
                if (log != null && done % 5000 == 0) {
                    log.printf("labelled %d/%d  %d s%n", done, lines.size(),
                            (System.nanoTime() - start) / 1_000_000_000L);
                    log.flush();
                }
            }
            toEngine.println("quit");
        } finally {
            process.destroy();
        }
        return done;
    }

    private static void waitFor(BufferedReader reader, String word) throws IOException {
        String line;
        while ((line = reader.readLine()) != null) {
            if (line.trim().equals(word)) {
                return;
            }
        }
        throw new IOException("the engine ended before '" + word + "'");
    }

    // ---------------------------------------------------------------------------------------------------------
    // Step 3: the fit.

    /**
     * One position, reduced to what the linear evaluation needs. Its last two terms are the king danger entries
     * that White's and Black's attacks reach (count 1 and −1, or 0 without an attack), worked out from the
     * danger's own counts, so that new points can move them ({@link #setDanger}).
     */
    private static final class Sample {
        int[] terms;
        int[] counts;
        int[][] danger;
        int phase;
        int divisor;
        int egScale;
        int fixedEg;
        int tempo;
        double target;
    }

    /** The options of a tuning run. */
    public record Options(int epochs, double lambda, double rate, double sfScale, double reg, boolean tables,
                          int points, Path write) {
    }

    /** Reads the labelled data, fits the weights and reports; returns 0, or 2 when the data is unusable. */
    public static int tune(Path data, Options options, PrintWriter log) throws IOException {
        return tune(data, options, log, Progress.silent());
    }

    /** The same, counting the epochs on {@code progress}. */
    public static int tune(Path data, Options options, PrintWriter log, Progress progress) throws IOException {
        List<Sample> samples = new ArrayList<>();
        int[] points = KingDanger.points();
        for (String line : Files.readAllLines(data, StandardCharsets.UTF_8)) {
            String[] fields = line.split(";");
            if (fields.length < 2) {
                continue;
            }
            double result = Double.parseDouble(fields[1]);
            double target = result;
            if (fields.length >= 3) {
                double engine = 1 / (1 + Math.pow(10, -Double.parseDouble(fields[2]) / options.sfScale()));
                target = options.lambda() * result + (1 - options.lambda()) * engine;
            } else if (options.lambda() < 1) {
                log.println("tune: " + data + " has no engine scores; the game results alone are the target");
                log.flush();
            }
            samples.add(sample(Position.fromFen(fields[0]), target, points));
        }
        if (samples.size() < 100) {
            log.println("tune: too few positions in " + data + ": " + samples.size());
            return 2;
        }
        int validationStart = samples.size() - samples.size() / 10;
        List<Sample> train = samples.subList(0, validationStart);
        List<Sample> validation = samples.subList(validationStart, samples.size());

        int n = EvaluationWeights.COUNT;
        int[][] start = EvaluationWeights.builtIn();
        double[] mg = new double[n];
        double[] eg = new double[n];
        for (int i = 0; i < n; i++) {
            mg[i] = start[0][i];
            eg[i] = start[1][i];
        }
        double k = fitK(train, mg, eg);
        double trainBefore = loss(train, mg, eg, k);
        double validationBefore = loss(validation, mg, eg, k);
        log.printf(Locale.ROOT, "positions %d (train %d, validation %d), K %.4f%n", samples.size(), train.size(),
                validation.size(), k);
        log.printf(Locale.ROOT, "before: train loss %.6f  validation loss %.6f%n", trainBefore, validationBefore);
        log.flush();

        progress.total(options.epochs() * (options.points() + 1));
        fit(train, validation, mg, eg, start, k, options, 0, progress, log);
        for (int round = 1; round <= options.points(); round++) {
            fitPoints(train, mg, eg, k, points, log);
            for (Sample s : samples) {
                setDanger(s, points);
            }
            log.printf(Locale.ROOT, "points, round %d: train loss %.6f  validation loss %.6f%n", round,
                    loss(train, mg, eg, k), loss(validation, mg, eg, k));
            log.flush();
            fit(train, validation, mg, eg, start, k, options, round * options.epochs(), progress, log);
        }
        int[] newMg = new int[n];
        int[] newEg = new int[n];
        normalise(mg, eg, newMg, newEg);
        double[] roundedMg = new double[n];
        double[] roundedEg = new double[n];
        for (int i = 0; i < n; i++) {
            roundedMg[i] = newMg[i];
            roundedEg[i] = newEg[i];
        }
        log.printf(Locale.ROOT, "after (rounded): train loss %.6f  validation loss %.6f%n",
                loss(train, roundedMg, roundedEg, k), loss(validation, roundedMg, roundedEg, k));
        for (int i = EvaluationWeights.MATERIAL; i < n; i++) {
            log.printf(Locale.ROOT, "  %-22s %5d %5d  ->  %5d %5d%n", WeightsFile.name(i),
                    start[0][i], start[1][i], newMg[i], newEg[i]);
        }
        if (options.points() > 0) {
            log.println("the king danger's points (KingDanger.POINTS):");
            log.print(KingDanger.source(points));
        }
        if (options.write() != null) {
            WeightsFile.write(options.write(), newMg, newEg);
            log.println("written: " + options.write());
        }
        log.flush();
        return 0;
    }

    /**
     * Adam over the whole training set for {@code options.epochs()} epochs, from {@code mg} and {@code eg}, pulled
     * toward {@code start}. Which terms may move: all but the king's material (always one each); tempo only in its
     * middlegame value (it is not blended).
     */
    private static void fit(List<Sample> train, List<Sample> validation, double[] mg, double[] eg, int[][] start,
                            double k, Options options, int epochsDone, Progress progress, PrintWriter log) {
        int n = mg.length;
        double[] gradMg = new double[n];
        double[] gradEg = new double[n];
        double[] m1 = new double[2 * n];
        double[] m2 = new double[2 * n];
        double beta1 = 0.9;
        double beta2 = 0.999;
        for (int epoch = 1; epoch <= options.epochs(); epoch++) {
            progress.done(epochsDone + epoch - 1);
            java.util.Arrays.fill(gradMg, 0);
            java.util.Arrays.fill(gradEg, 0);
            for (Sample s : train) {
                double eval = evaluate(s, mg, eg);
                double p = sigmoid(k * eval);
                double d = (p - s.target) * p * (1 - p) * k * Math.log(10) / 400;
                double toMg = d * s.phase / MAX_PHASE / s.divisor;
                double toEg = d * (MAX_PHASE - s.phase) / MAX_PHASE / s.divisor * s.egScale / 128;
                for (int i = 0; i < s.terms.length; i++) {
                    gradMg[s.terms[i]] += toMg * s.counts[i];
                    gradEg[s.terms[i]] += toEg * s.counts[i];
                }
                gradMg[EvaluationWeights.TEMPO] += d * s.tempo;
            }
            // A pull toward the weights we started from (L2), so that rare terms (a corner square) stay sensible.
            for (int i = 0; i < n; i++) {
                gradMg[i] += options.reg() * (mg[i] - start[0][i]) * train.size() / 2;
                gradEg[i] += options.reg() * (eg[i] - start[1][i]) * train.size() / 2;
                if (!options.tables() && i < EvaluationWeights.MATERIAL) {
                    gradMg[i] = 0;
                    gradEg[i] = 0;
                }
            }
            gradMg[EvaluationWeights.MATERIAL + 5] = 0;
            gradEg[EvaluationWeights.MATERIAL + 5] = 0;
            gradEg[EvaluationWeights.TEMPO] = 0;
            for (int i = 0; i < 2 * n; i++) {
                double g = (i < n ? gradMg[i] : gradEg[i - n]) * 2 / train.size();
                m1[i] = beta1 * m1[i] + (1 - beta1) * g;
                m2[i] = beta2 * m2[i] + (1 - beta2) * g * g;
                double step = options.rate() * (m1[i] / (1 - Math.pow(beta1, epoch)))
                        / (Math.sqrt(m2[i] / (1 - Math.pow(beta2, epoch))) + 1e-12);
                if (i < n) {
                    mg[i] -= step;
                } else {
                    eg[i - n] -= step;
                }
            }
            if (epoch % 100 == 0 || epoch == options.epochs()) {
                log.printf(Locale.ROOT, "epoch %d  train loss %.6f  validation loss %.6f%n", epochsDone + epoch,
                        loss(train, mg, eg, k), loss(validation, mg, eg, k));
                log.flush();
            }
        }
    }

    /**
     * Texel's local search over the king danger's points: each point in turn one up, else one down, kept when the
     * training loss falls; passes until none moves (at most 20). The weights stay as they are meanwhile, so each
     * position's score without its danger entries is worked out once.
     */
    private static void fitPoints(List<Sample> train, double[] mg, double[] eg, double k, int[] points,
                                  PrintWriter log) {
        int size = train.size();
        double[] baseMg = new double[size];
        double[] baseEg = new double[size];
        for (int j = 0; j < size; j++) {
            Sample s = train.get(j);
            baseEg[j] = s.fixedEg;
            for (int i = 0; i < s.terms.length - 2; i++) {
                baseMg[j] += mg[s.terms[i]] * s.counts[i];
                baseEg[j] += eg[s.terms[i]] * s.counts[i];
            }
        }
        double best = pointsLoss(train, baseMg, baseEg, mg, eg, k, points);
        for (int pass = 1; pass <= 20; pass++) {
            int moved = 0;
            for (int p = 0; p < points.length; p++) {
                for (int delta = 1; delta >= -1; delta -= 2) {
                    points[p] += delta;
                    double loss = pointsLoss(train, baseMg, baseEg, mg, eg, k, points);
                    if (loss < best - 1e-9) {
                        best = loss;
                        moved++;
                        break;
                    }
                    points[p] -= delta;
                }
            }
            log.printf(Locale.ROOT, "points, pass %d: %d moved, train loss %.6f%n", pass, moved, best);
            log.flush();
            if (moved == 0) {
                break;
            }
        }
    }

    /** The training loss with these points, the rest of each score given ({@link #fitPoints}). */
    private static double pointsLoss(List<Sample> train, double[] baseMg, double[] baseEg, double[] mg,
                                     double[] eg, double k, int[] points) {
        double sum = 0;
        for (int j = 0; j < baseMg.length; j++) {
            Sample s = train.get(j);
            double sumMg = baseMg[j];
            double sumEg = baseEg[j];
            for (int side = 0; side < 2; side++) {
                if (s.danger[side] != null) {
                    int term = EvaluationWeights.KING_DANGER + KingDanger.index(s.danger[side], points);
                    sumMg += DANGER_SIGN[side] * mg[term];
                    sumEg += DANGER_SIGN[side] * eg[term];
                }
            }
            double e = s.target - sigmoid(k * blend(s, sumMg, sumEg, mg));
            sum += e * e;
        }
        return sum / baseMg.length;
    }

    /** Points the sample's last two terms at the king danger entries its counts reach with these points. */
    private static void setDanger(Sample s, int[] points) {
        for (int side = 0; side < 2; side++) {
            int slot = s.terms.length - 2 + side;
            if (s.danger[side] == null) {
                s.terms[slot] = EvaluationWeights.KING_DANGER;
                s.counts[slot] = 0;
            } else {
                s.terms[slot] = EvaluationWeights.KING_DANGER + KingDanger.index(s.danger[side], points);
                s.counts[slot] = DANGER_SIGN[side];
            }
        }
    }

    private static Sample sample(Position pos, double target, int[] points) {
        Evaluation.Trace trace = new Evaluation.Trace();
        Evaluation.evaluate(pos, trace);
        Sample s = new Sample();
        int nonZero = 0;
        for (int i = 0; i < EvaluationWeights.TEMPO; i++) {
            if (trace.count[i] != 0 && !isDanger(i)) {
                nonZero++;
            }
        }
        s.terms = new int[nonZero + 2];
        s.counts = new int[nonZero + 2];
        for (int i = 0, j = 0; i < EvaluationWeights.TEMPO; i++) {
            if (trace.count[i] != 0 && !isDanger(i)) {
                s.terms[j] = i;
                s.counts[j++] = trace.count[i];
            }
        }
        s.danger = trace.dangerCounts;
        setDanger(s, points);
        s.phase = trace.phase;
        s.divisor = trace.divisor;
        s.egScale = trace.egScale;
        s.fixedEg = trace.fixedEg;
        s.tempo = trace.count[EvaluationWeights.TEMPO];
        s.target = target;
        return s;
    }

    private static boolean isDanger(int term) {
        return term >= EvaluationWeights.KING_DANGER
                && term < EvaluationWeights.KING_DANGER + EvaluationWeights.KING_DANGER_SIZE;
    }

    /** The linear evaluation of a sample with these weights, from White's side, in centipawns. */
    private static double evaluate(Sample s, double[] mg, double[] eg) {
        double sumMg = 0;
        double sumEg = s.fixedEg;
        for (int i = 0; i < s.terms.length; i++) {
            sumMg += mg[s.terms[i]] * s.counts[i];
            sumEg += eg[s.terms[i]] * s.counts[i];
        }
        return blend(s, sumMg, sumEg, mg);
    }

    /** A sample's score from its middle-game and endgame sums: blended by the phase, scaled, plus the tempo. */
    private static double blend(Sample s, double sumMg, double sumEg, double[] mg) {
        return (sumMg * s.phase + sumEg * s.egScale / 128 * (MAX_PHASE - s.phase)) / MAX_PHASE / s.divisor
                + mg[EvaluationWeights.TEMPO] * s.tempo;
    }

    private static double sigmoid(double score) {
        return 1 / (1 + Math.pow(10, -score / 400));
    }

    private static double loss(List<Sample> samples, double[] mg, double[] eg, double k) {
        double sum = 0;
        for (Sample s : samples) {
            double e = s.target - sigmoid(k * evaluate(s, mg, eg));
            sum += e * e;
        }
        return sum / samples.size();
    }

    /** The K that makes the current evaluation predict the targets best (a golden-section search). */
    private static double fitK(List<Sample> samples, double[] mg, double[] eg) {
        double a = 0.05;
        double b = 5;
        double ratio = (Math.sqrt(5) - 1) / 2;
        for (int i = 0; i < 60; i++) {
            double c = b - ratio * (b - a);
            double d = a + ratio * (b - a);
            if (loss(samples, mg, eg, c) < loss(samples, mg, eg, d)) {
                b = d;
            } else {
                a = c;
            }
        }
        return (a + b) / 2;
    }

    /**
     * Rounds the weights, after moving each piece type's average square value into its material (material and
     * squares can trade any constant; this keeps the tables centred so they read as "better or worse here").
     * Pawns average over ranks 2 to 7 only, where they can stand.
     */
    private static void normalise(double[] mg, double[] eg, int[] newMg, int[] newEg) {
        for (int i = 0; i < mg.length; i++) {
            newMg[i] = (int) Math.round(mg[i]);
            newEg[i] = (int) Math.round(eg[i]);
        }
        for (int type = 0; type < 6; type++) {
            if (type == 5) {
                continue; // the king's material is not a term; its table keeps its level
            }
            double sumMg = 0;
            double sumEg = 0;
            int squares = 0;
            for (int i = 0; i < 64; i++) {
                if (type == 0 && (i < 8 || i >= 56)) {
                    continue;
                }
                sumMg += mg[EvaluationWeights.PST + 64 * type + i];
                sumEg += eg[EvaluationWeights.PST + 64 * type + i];
                squares++;
            }
            long shiftMg = Math.round(sumMg / squares);
            long shiftEg = Math.round(sumEg / squares);
            int material = EvaluationWeights.MATERIAL + type;
            newMg[material] = (int) Math.round(mg[material] + shiftMg);
            newEg[material] = (int) Math.round(eg[material] + shiftEg);
            for (int i = 0; i < 64; i++) {
                int term = EvaluationWeights.PST + 64 * type + i;
                boolean unused = type == 0 && (i < 8 || i >= 56);
                newMg[term] = unused ? 0 : (int) Math.round(mg[term] - shiftMg);
                newEg[term] = unused ? 0 : (int) Math.round(eg[term] - shiftEg);
            }
        }
    }
}
