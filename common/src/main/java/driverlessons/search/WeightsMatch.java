package driverlessons.search;

import driverlessons.chess.Game;
import driverlessons.chess.Position;
import driverlessons.chess.Result;
import driverlessons.chess.Side;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * A quick match between two sets of evaluation weights, in one JVM and without a GUI: the same search plays both
 * sides at a fixed number of nodes a move, and the weights are switched before every move. It answers one question
 * fast (are the tuner's weights better than the old ones?) with enough games to see it: 400 games at 10,000 nodes a
 * move take minutes, where the same number through XBoard at 0:05+0.05 would take hours. Fixed nodes make it fair
 * for weights (they do not change the speed) and make every game reproducible: no clock and no noise, so the same
 * two files give the same games on any machine. It does not replace the matches in XBoard: they test the whole
 * engine, its clock and its protocol.
 *
 * <p>Each opening of the file is played twice, the first set of weights White in the first game. A game ends by
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
     * Reads a set of weights: {@code built-in} (the ones compiled in), or a copy of {@code EvaluationWeights.java}
     * (see {@link EvaluationWeights#read}).
     */
    public static int[][] weights(String source) throws IOException {
        return source.equals("built-in") ? EvaluationWeights.builtIn() : EvaluationWeights.read(Path.of(source));
    }

    /**
     * Plays {@code games} games of weights {@code a} against {@code b} at {@code nodes} nodes a move, from the
     * openings of the file starting with the {@code first}-th (1-based; they wrap around), and returns a's score.
     * One line per game goes to {@code log}.
     */
    public static Score play(int[][] a, int[][] b, int games, long nodes, Path openings, int first,
                             PrintWriter log) throws IOException {
        List<String> fens = Files.readAllLines(openings, StandardCharsets.UTF_8).stream()
                .map(String::trim).filter(line -> !line.isEmpty() && !line.startsWith("#")).toList();
        if (fens.isEmpty()) {
            throw new IOException(openings + " holds no positions");
        }
        Search searchA = new Search(16);
        Search searchB = new Search(16);
        int wins = 0;
        int draws = 0;
        int losses = 0;
        try {
            for (int g = 0; g < games; g++) {
                int opening = (first - 1 + g / 2) % fens.size();
                boolean aIsWhite = g % 2 == 0;
                searchA.clearHash();
                searchB.clearHash();
                Game game = new Game(fens.get(opening));
                String reason = playOut(game, aIsWhite, a, b, searchA, searchB, nodes);
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
            }
        } finally {
            EvaluationWeights.use(EvaluationWeights.builtIn());
        }
        return new Score(wins, draws, losses);
    }

    /** Plays one game to its end; returns its result with the reason, e.g. "1-0 {White mates}". */
    private static String playOut(Game game, boolean aIsWhite, int[][] a, int[][] b, Search searchA,
                                  Search searchB, long nodes) {
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
            Position pos = game.position();
            boolean aMoves = (pos.sideToMove() == Side.WHITE) == aIsWhite;
            Search search = aMoves ? searchA : searchB;
            EvaluationWeights.use(aMoves ? a : b);
            SearchResult found = search.search(pos, SearchOptions.DEFAULT, Tuner.nodeLimit(search, nodes),
                    SearchListener.NONE);
            int whiteScore = pos.sideToMove() == Side.WHITE ? found.score() : -found.score();
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
        }
    }
}
