package driverlessons.tuning;

import driverlessons.search.EvaluationWeights;
import driverlessons.search.Search;
import driverlessons.search.SearchControl;
import driverlessons.search.SearchListener;
import driverlessons.search.SearchOptions;
import driverlessons.search.SearchResult;
import driverlessons.chess.Game;
import driverlessons.chess.Move;
import driverlessons.chess.Result;
import driverlessons.chess.Side;

import driverlessons.io.Progress;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * A quick match between two sets of evaluation weights, or two builds of the search, in one JVM and without a GUI:
 * each side searches a fixed number of nodes a move. It answers one question fast (are the tuner's weights better
 * than the old ones? does a search change pay?) with enough games to see it: 400 games at 10,000 nodes a move take
 * minutes, where the same number through XBoard at 0:05+0.05 would take hours. Fixed nodes make it fair for weights
 * and for pruning (neither changes the speed much; a change that costs speed must be checked on the clock) and make
 * every game reproducible: no clock and no noise, so the same two players give the same games on any machine. It
 * does not replace the matches in XBoard: they test the whole engine, its clock and its protocol.
 *
 * <p>A player ({@link #player}) is a set of weights for this build's search, switched in before each of its moves,
 * or another build of this module ({@code jar:PATH}), loaded in a class loader of its own.
 *
 * <p>Each opening of the file is played twice, the first player White in the first game. A game ends by
 * rule, or is adjudicated: won when both sides' scores agree for 8 plies that one side is ahead by 10 pawns or more
 * (or mates), drawn after 40 plies in which no score left ±15 centipawns past ply 120, or at ply 400.
 */
public final class WeightsMatch {
    private WeightsMatch() {
    }

    private static final int WIN_SCORE = 1000;
    private static final int WIN_PLIES = 8;
    private static final int DRAW_SCORE = 15;
    private static final int DRAW_PLIES = 40;
    private static final int DRAW_FROM_PLY = 120;
    private static final int MAX_PLIES = 400;

    /** The outcome for the first set of weights. */
    public record Score(int wins, int draws, int losses) {
        /** The score as a fraction, 0 to 1. */
        public double fraction() {
            int games = wins + draws + losses;
            return games == 0 ? 0.5 : (wins + draws / 2.0) / games;
        }

        /** {@code score W-D-L of N games (S%), Elo +E +- M (95%: LO .. HI)}, as tools/strength-match prints it. */
        @Override
        public String toString() {
            int n = wins + draws + losses;
            double s = fraction();
            double variance = n == 0 ? 0
                    : (wins * Math.pow(1 - s, 2) + draws * Math.pow(0.5 - s, 2) + losses * s * s) / n;
            double margin = n == 0 ? 0 : 1.96 * Math.sqrt(variance / n);
            double low = elo(s - margin);
            double high = elo(s + margin);
            return String.format(Locale.ROOT,
                    "score %d-%d-%d of %d games (%.1f%%), Elo %+.0f +- %.0f (95%%: %+.0f .. %+.0f)",
                    wins, draws, losses, n, 100 * s, elo(s) + 0.0, (high - low) / 2, low, high);
        }

        private static double elo(double s) {
            return s <= 0 ? -999 : s >= 1 ? 999 : -400 * Math.log10(1 / s - 1);
        }
    }

    /**
     * One side of the match: it follows the game's moves and answers with a move at a fixed number of nodes. Each
     * player has its own search (and table), cleared at the start of every game.
     */
    public interface Player {
        /** A new game from {@code fen}. */
        void newGame(String fen);

        /** A move was played, by either side. */
        void played(int move);

        /** The move to play now, found in {@code nodes} nodes, with its score for the side to move. */
        SearchResult reply(long nodes);
    }

    /**
     * A player: {@code built-in} (the weights compiled in), a copy of {@code EvaluationWeights.java} (see
     * {@link WeightsFile#read}), or {@code jar:PATH}, another build of this module (a {@code common} jar, or a
     * lesson's jar, which holds it), loaded in a class loader of its own with its own search and weights: the way to
     * match a search change against the build before it.
     */
    public static Player player(String source) throws IOException {
        if (source.startsWith("jar:")) {
            return new JarPlayer(Path.of(source.substring("jar:".length())));
        }
        int[][] weights = source.equals("built-in") ? EvaluationWeights.builtIn()
                : WeightsFile.read(Path.of(source));
        return new WeightsPlayer(weights);
    }

    /**
     * Plays {@code games} games of player {@code a} against {@code b} at {@code nodes} nodes a move, from the
     * openings of the file starting with the {@code first}-th (1-based; they wrap around), and returns a's score.
     * One line per game goes to {@code log}.
     */
    public static Score play(Player a, Player b, int games, long nodes, Path openings, int first,
                             PrintWriter log) throws IOException {
        return play(a, b, games, nodes, openings, first, log, Progress.silent());
    }

    /** The same, counting the games played on {@code progress}. */
    public static Score play(Player a, Player b, int games, long nodes, Path openings, int first,
                             PrintWriter log, Progress progress) throws IOException {
        List<String> fens = Files.readAllLines(openings, StandardCharsets.UTF_8).stream()
                .map(String::trim).filter(line -> !line.isEmpty() && !line.startsWith("#")).toList();
        if (fens.isEmpty()) {
            throw new IOException(openings + " holds no positions");
        }
        int wins = 0;
        int draws = 0;
        int losses = 0;
        try {
            for (int g = 0; g < games; g++) {
                int opening = (first - 1 + g / 2) % fens.size();
                boolean aIsWhite = g % 2 == 0;
                Game game = new Game(fens.get(opening));
                a.newGame(game.startFen());
                b.newGame(game.startFen());
                String reason = playOut(game, aIsWhite ? a : b, aIsWhite ? b : a, nodes);
                double white = reason.startsWith("1-0") ? 1 : reason.startsWith("0-1") ? 0 : 0.5;
                double forA = aIsWhite ? white : 1 - white;
                if (forA == 1) {
                    wins++;
                } else if (forA == 0) {
                    losses++;
                } else {
                    draws++;
                }
                log.printf(Locale.ROOT, "game %d  opening %d  %s  %s  %d plies  | %s%n", g + 1, opening + 1,
                        aIsWhite ? "A-B" : "B-A", reason, game.moveCount(), new Score(wins, draws, losses));
                log.flush();
                progress.done(g + 1);
            }
        } finally {
            EvaluationWeights.use(EvaluationWeights.builtIn());
        }
        return new Score(wins, draws, losses);
    }

    /** Plays one game to its end; returns its result with the reason, e.g. "1-0 {White mates}". */
    private static String playOut(Game game, Player white, Player black, long nodes) {
        int winningPlies = 0;
        int lastSign = 0;
        int quietPlies = 0;
        for (int ply = 0; ; ply++) {
            Result byRule = game.result();
            if (byRule != null) {
                return byRule.cecp();
            }
            if (ply >= MAX_PLIES) {
                return "1/2-1/2 {adjudicated: " + MAX_PLIES + " plies}";
            }
            boolean whiteMoves = game.position().sideToMove() == Side.WHITE;
            SearchResult found = (whiteMoves ? white : black).reply(nodes);
            int whiteScore = whiteMoves ? found.score() : -found.score();
            int sign = whiteScore >= WIN_SCORE ? 1 : whiteScore <= -WIN_SCORE ? -1 : 0;
            winningPlies = sign != 0 && sign == lastSign ? winningPlies + 1 : sign != 0 ? 1 : 0;
            lastSign = sign;
            if (winningPlies >= WIN_PLIES) {
                return sign > 0 ? "1-0 {adjudicated: White ahead}" : "0-1 {adjudicated: Black ahead}";
            }
            quietPlies = ply >= DRAW_FROM_PLY && Math.abs(whiteScore) <= DRAW_SCORE ? quietPlies + 1 : 0;
            if (quietPlies >= DRAW_PLIES) {
                return "1/2-1/2 {adjudicated: dead even}";
            }
            game.play(found.bestMove());
            white.played(found.bestMove());
            black.played(found.bestMove());
        }
    }

    /** A player with this build's search and a set of weights, put in place before each of its moves. */
    private static final class WeightsPlayer implements Player {
        private final int[][] weights;
        private final Search search = new Search(16);
        private Game game;

        WeightsPlayer(int[][] weights) {
            this.weights = weights;
        }

        @Override
        public void newGame(String fen) {
            game = new Game(fen);
            search.clearHash();
        }

        @Override
        public void played(int move) {
            game.play(move);
        }

        @Override
        public SearchResult reply(long nodes) {
            EvaluationWeights.use(weights);
            return search.search(game.position(), SearchOptions.DEFAULT, Tuner.nodeLimit(search, nodes),
                    SearchListener.NONE);
        }
    }

    /**
     * A player from another build, called by reflection through the same public methods the weights player
     * calls. A move is an {@code int} in both builds: its encoding belongs to the rules, not to the search.
     */
    private static final class JarPlayer implements Player {
        private final Object search;
        private final Object options;
        private final Object listener;
        private final Constructor<?> gameFromFen;
        private final Method play;
        private final Method position;
        private final Method clearHash;
        private final Method searchMethod;
        private final Method nodeLimit;
        private final Method bestMove;
        private final Method score;
        private Object game;

        JarPlayer(Path jar) throws IOException {
            if (!Files.isRegularFile(jar)) {
                throw new IOException(jar + ": no such jar");
            }
            try {
                ClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()},
                        ClassLoader.getPlatformClassLoader());
                Class<?> searchClass = loader.loadClass(Search.class.getName());
                Class<?> gameClass = loader.loadClass(Game.class.getName());
                Class<?> optionsClass = loader.loadClass(SearchOptions.class.getName());
                Class<?> controlClass = loader.loadClass(SearchControl.class.getName());
                Class<?> listenerClass = loader.loadClass(SearchListener.class.getName());
                Class<?> resultClass = loader.loadClass(SearchResult.class.getName());
                search = searchClass.getConstructor(int.class).newInstance(16);
                options = optionsClass.getField("DEFAULT").get(null);
                listener = listenerClass.getField("NONE").get(null);
                gameFromFen = gameClass.getConstructor(String.class);
                play = gameClass.getMethod("play", int.class);
                position = gameClass.getMethod("position");
                clearHash = searchClass.getMethod("clearHash");
                searchMethod = searchClass.getMethod("search", position.getReturnType(), optionsClass, controlClass,
                        listenerClass);
                nodeLimit = loader.loadClass(Tuner.class.getName()).getDeclaredMethod("nodeLimit", searchClass,
                        long.class);
                nodeLimit.setAccessible(true);
                bestMove = resultClass.getMethod("bestMove");
                score = resultClass.getMethod("score");
            } catch (ReflectiveOperationException e) {
                throw new IOException(jar + " does not hold a build of this module: " + e, e);
            }
        }

        @Override
        public void newGame(String fen) {
            game = call(() -> gameFromFen.newInstance(fen));
            call(() -> clearHash.invoke(search));
        }

        @Override
        public void played(int move) {
            call(() -> play.invoke(game, move));
        }

        @Override
        public SearchResult reply(long nodes) {
            Object found = call(() -> searchMethod.invoke(search, position.invoke(game), options,
                    nodeLimit.invoke(null, search, nodes), listener));
            return new SearchResult((int) call(() -> bestMove.invoke(found)), Move.NONE,
                    (int) call(() -> score.invoke(found)), 0, 0, 0, new int[0], false);
        }

        private interface Reflective {
            Object call() throws ReflectiveOperationException;
        }

        private static Object call(Reflective reflective) {
            try {
                return reflective.call();
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("the other build failed: " + e, e);
            }
        }
    }
}
