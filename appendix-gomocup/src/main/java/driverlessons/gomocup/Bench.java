package driverlessons.gomocup;

import driverlessons.gomocup.engine.GomokuSearch;
import driverlessons.gomocup.engine.SearchOutcome;
import driverlessons.gomocup.game.Board;
import driverlessons.gomocup.game.Rule;
import driverlessons.search.SearchControl;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code java -jar appendix-gomocup.jar bench [MS]}: prints the search's speed (nodes per second on a few
 * positions, MS milliseconds each, 1000 by default) and how many of the committed VCF puzzles
 * ({@code vcf-puzzles.txt}) it solves within one second each. Figures, never a pass or fail.
 */
public final class Bench {
    /** Positions for the speed figure: rule, size, stones in the order played (black first). */
    private static final String[] SPEED_POSITIONS = {
        "1 15 7,7 8,8 8,6 6,8 9,7 7,6",
        "0 20 9,9 10,10 9,11 8,10 11,10 10,12",
        "4 15 7,7 7,8 8,8 6,6 9,9 10,10 8,7",
    };
    static final long PUZZLE_MS = 1000;

    private Bench() {
    }

    /** Runs the benchmark; returns the exit status. */
    static int run(String[] args, PrintStream out) {
        long ms = 1000;
        if (args.length > 2) {
            return Main.COMMANDS.usage("bench", "too many arguments", System.err);
        }
        if (args.length > 1) {
            try {
                ms = Long.parseLong(args[1]);
            } catch (NumberFormatException e) {
                ms = -1;
            }
            if (ms <= 0) {
                return Main.COMMANDS.usage("bench", "MS must be a positive number, not '" + args[1] + "'", System.err);
            }
        }
        // warm-up, not counted: the JIT compiles the hot code first
        new GomokuSearch(16L << 20).search(parse(SPEED_POSITIONS[0]), timeLimit(Math.min(ms, 1000)));
        long totalNodes = 0;
        long totalMs = 0;
        for (String text : SPEED_POSITIONS) {
            Board board = parse(text);
            GomokuSearch search = new GomokuSearch(64L << 20);
            SearchOutcome outcome = search.search(board, timeLimit(ms));
            totalNodes += outcome.nodes();
            totalMs += outcome.elapsedMs();
            out.printf(Locale.ROOT, "%-40s depth %2d nodes %9d %6d ms %9d n/s%n", text, outcome.depth(),
                    outcome.nodes(), outcome.elapsedMs(), outcome.nodes() * 1000 / Math.max(1, outcome.elapsedMs()));
        }
        out.printf(Locale.ROOT, "speed: %d nodes in %d ms = %d nodes/s%n", totalNodes, totalMs,
                totalNodes * 1000 / Math.max(1, totalMs));
        List<String> puzzles = puzzles();
        int solved = 0;
        for (String puzzle : puzzles) {
            Board board = parse(puzzle);
            GomokuSearch search = new GomokuSearch(1 << 20);
            long start = System.nanoTime();
            int[] line = search.findVcf(board, Long.MAX_VALUE, timeLimit(PUZZLE_MS));
            long used = (System.nanoTime() - start) / 1_000_000;
            boolean ok = line.length > 0 && provesWin(board, line);
            solved += ok ? 1 : 0;
            out.printf(Locale.ROOT, "%-8s %5d ms %3d plies  %s%n", ok ? "solved" : "unsolved", used, line.length,
                    puzzle);
        }
        out.printf(Locale.ROOT, "vcf puzzles: %d of %d solved in %d ms each%n", solved, puzzles.size(), PUZZLE_MS);
        return 0;
    }

    /**
     * Replays a VCF line on a copy: every attacker stone but the last is a four with exactly the next stone as
     * its only five square (or leaves two, or its block is forbidden), and the last stone makes five.
     */
    static boolean provesWin(Board start, int[] line) {
        Board board = start.copy();
        int attacker = board.sideToMove();
        int[] completions = new int[8];
        for (int i = 0; i < line.length; i++) {
            int move = line[i];
            if (board.at(move) != Board.EMPTY) {
                return false;
            }
            if (board.sideToMove() == attacker) {
                if (board.rule() == Rule.RENJU && attacker == Board.BLACK && board.isForbidden(move)) {
                    return false;
                }
                board.play(move);
                if (board.isWin(move)) {
                    return i == line.length - 1;
                }
                int n = board.completions(move, completions);
                if (n == 0) {
                    return false;
                }
                if (n >= 2 || i + 1 >= line.length) {
                    return n >= 2 || board.rule() == Rule.RENJU;
                }
                if (completions[0] != line[i + 1]) {
                    return false;
                }
                if (board.rule() == Rule.RENJU && attacker == Board.WHITE && board.isForbidden(line[i + 1])) {
                    return true;   // black cannot block there
                }
            } else {
                board.play(move);
            }
        }
        return false;
    }

    /** "RULE SIZE x,y x,y ...": stones alternate black, white, ... from the first. */
    static Board parse(String text) {
        int comment = text.indexOf('#');
        String[] words = (comment >= 0 ? text.substring(0, comment) : text).trim().split("\\s+");
        Rule rule = Rule.fromGomocup(Integer.parseInt(words[0]));
        int size = Integer.parseInt(words[1]);
        Board board = new Board(size, size, rule);
        for (int i = 2; i < words.length; i++) {
            String[] xy = words[i].split(",");
            board.play(board.cell(Integer.parseInt(xy[0]), Integer.parseInt(xy[1])));
        }
        return board;
    }

    /** The committed puzzles (comment lines start with #). */
    static List<String> puzzles() {
        List<String> lines = new ArrayList<>();
        try (InputStream stream = Bench.class.getResourceAsStream("/vcf-puzzles.txt")) {
            if (stream == null) {
                return lines;
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8));
            String line;
            while ((line = reader.readLine()) != null) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    lines.add(line.trim());
                }
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return lines;
    }

    static SearchControl timeLimit(long ms) {
        return new SearchControl() {
            @Override
            public boolean mayStartIteration(int depth, long elapsedMs) {
                return depth == 1 || elapsedMs < ms / 2;
            }

            @Override
            public boolean mayStartRootMove(long elapsedMs, int bestScore, int previousIterationScore) {
                return elapsedMs < ms;
            }

            @Override
            public boolean mustAbort(long elapsedMs) {
                return elapsedMs > ms;
            }
        };
    }
}
