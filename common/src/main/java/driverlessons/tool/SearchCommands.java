package driverlessons.tool;

import driverlessons.chess.FenException;
import driverlessons.chess.Move;
import driverlessons.chess.Notation;
import driverlessons.chess.Position;
import driverlessons.io.Progress;
import driverlessons.search.Score;
import driverlessons.search.Search;
import driverlessons.search.SearchControl;
import driverlessons.search.SearchListener;
import driverlessons.search.SearchOptions;
import driverlessons.search.SearchResult;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The search's tool commands: {@code bench} (a deterministic node count over fixed positions, the search's
 * signature, and a speed figure), {@code search} (one position, with thinking output) and {@code epd} (a test
 * suite such as Win At Chess, solved or not by its best moves).
 */
final class SearchCommands {
    private SearchCommands() {
    }

    /** Bench depth when none is given: 5-15 seconds at about a million nodes per second (one laptop core). */
    static final int BENCH_DEPTH = 12;
    private static final int BENCH_HASH_MB = 16;
    private static final int SEARCH_HASH_MB = 64;
    private static final long DEFAULT_EPD_MS = 1000;
    private static final int MAX_THREADS = 256;

    /**
     * The bench positions: openings, middlegames and endgames, quiet and tactical. Changing this list changes
     * the bench signature.
     */
    static final String[] BENCH_POSITIONS = {
        // Openings.
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnbqkb1r/pp2pppp/3p1n2/8/3NP3/8/PPP2PPP/RNBQKB1R w KQkq - 1 5",
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
        "rnbqkb1r/ppp2ppp/4pn2/3p2B1/2PP4/2N5/PP2PPPP/R2QKBNR b KQkq - 3 4",
        "rnbqkbnr/ppp2ppp/4p3/3pP3/3P4/8/PPP2PPP/RNBQKBNR b KQkq - 0 3",
        "r1bqk2r/pppp1ppp/5n2/4b3/4P3/P1N5/1PP2PPP/R1BQKB1R w KQkq - 0 5",
        // Middlegames.
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "r1bq1rk1/pp2b1pp/n1pp1n2/3P1p2/2P1p3/2N1P2N/PP2BPPP/R1BQ1RK1 b - - 2 10",
        "4rrk1/2p1b1p1/p1p3q1/4p3/2P2n1p/1P1NR2P/PB3PP1/3R1QK1 b - - 2 24",
        "r3qbrk/6p1/2b2pPp/p3pP1Q/PpPpP2P/3P1B2/2PB3K/R5R1 w - - 16 42",
        "2r4r/1p4k1/1Pnp4/3Qb1pq/8/4BpPp/5P2/2RR1BK1 w - - 0 42",
        "2q3r1/1r2pk2/pp3pp1/2pP3p/P1Pb1BbP/1P4Q1/R3NPP1/4R1K1 w - - 2 34",
        "1r2r2k/1b4q1/pp5p/2pPp1p1/P3Pn2/1P1B1Q1P/2R3P1/4BR1K b - - 1 37",
        "r3kbbr/pp1n1p1P/3ppnp1/q5N1/1P1pP3/P1N1B3/2P1QP2/R3KB1R b KQkq b3 0 17",
        "1r4k1/4ppb1/2n1b1qp/pB4p1/1n1BP1P1/7P/2PNQPK1/3RN3 w - - 8 29",
        "3r4/ppq1ppkp/4bnp1/2pN4/2P1P3/1P4P1/PQ3PBP/R4K2 b - - 2 20",
        "r1b2k1r/5n2/p4q2/1ppn1Pp1/3pp1p1/NP2P3/P1PPBK2/1RQN2R1 w - - 0 22",
        // Tactics (Win At Chess).
        "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1",
        "5rk1/1ppb3p/p1pb4/6q1/3P1p1r/2P1R2P/PP1BQ1P1/5RKN w - - 0 1",
        "r1bqk2r/ppp1nppp/4p3/n5N1/2BPp3/P1P5/2P2PPP/R1BQK2R w KQkq - 0 1",
        "3r1r1k/1p4pp/p4p2/8/1PQR4/6Pq/P3PP2/2R3K1 b - - 0 1",
        "r1b2rk1/2p1qnbp/p1pp2p1/5p2/2PQP3/1PN2N1P/PB3PP1/3R1RK1 w - - 0 1",
        "r3r1k1/pp1q1pp1/4b1p1/3p2B1/3Q1R2/8/PPP3PP/4R1K1 w - - 0 1",
        // Endgames.
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "6k1/1R3p2/6p1/2Bp3p/3P2q1/P7/1P2rQ1K/5R2 b - - 4 44",
        "8/8/1p2k1p1/3p3p/1p1P1P1P/1P2PK2/8/8 w - - 3 54",
        "8/6pk/2b1Rp2/3r4/1R1B2PP/P5K1/8/2r5 b - - 16 42",
        "8/p2B4/PkP5/4p1pK/4Pb1p/5P2/8/8 w - - 29 68",
        "1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1",
        "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1",
        "8/8/8/4k3/8/8/8/KQ6 w - - 0 1",
        "8/8/8/8/8/4k3/4P3/4K3 w - - 0 1",
        "6k1/5p2/8/p7/8/8/5P2/6K1 w - - 0 1",
        "8/3k4/2n5/1p1p4/1P1P4/3K1N2/8/8 w - - 0 1",
        "8/4kp2/4p1p1/3pP1P1/3P1K2/2B5/8/3b4 w - - 0 1",
    };

    /**
     * {@code bench [DEPTH] [--threads N]}: every bench position to a fixed depth with a fresh table; prints the
     * totals. With one thread (the default) the node count is the search's signature; with more it varies.
     */
    static int bench(String[] args) {
        int depth = BENCH_DEPTH;
        int threads = 1;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--threads") && i + 1 < args.length) {
                threads = parsePositive(args[++i]);
                if (threads <= 0 || threads > MAX_THREADS) {
                    return Tool.usage("bench", "--threads must be a number from 1 to " + MAX_THREADS + ": " + args[i]);
                }
            } else if (i == 0) {
                depth = parsePositive(args[0]);
                if (depth <= 0 || depth >= Score.MAX_PLY) {
                    return Tool.usage("bench", "the depth must be a number from 1 to " + (Score.MAX_PLY - 1) + ": "
                            + args[0]);
                }
            } else {
                return Tool.usage("bench", "unknown argument: " + args[i]);
            }
        }
        BenchTotals totals = runBench(depth, threads, true);
        System.out.println("bench nodes " + totals.nodes + " ms " + totals.ms + " nps " + totals.nps()
                + (threads > 1 ? " threads " + threads : ""));
        return 0;
    }

    /** The sums of a bench run. */
    private static final class BenchTotals {
        long nodes;
        long ms;

        long nps() {
            return nodes * 1000 / Math.max(1, ms);
        }
    }

    private static BenchTotals runBench(int depth, int threads, boolean print) {
        BenchTotals totals = new BenchTotals();
        long start = System.nanoTime();
        for (int i = 0; i < BENCH_POSITIONS.length; i++) {
            Position pos = Position.fromFen(BENCH_POSITIONS[i]);
            Search search = new Search(BENCH_HASH_MB);
            search.setThreads(threads);
            SearchResult result = search.search(pos, SearchOptions.DEFAULT, SearchControl.depth(depth),
                    SearchListener.NONE);
            totals.nodes += result.nodes();
            if (print) {
                System.out.printf("position %2d/%d  bestmove %-6s score %7d  nodes %10d%n", i + 1,
                        BENCH_POSITIONS.length, moveText(result.bestMove()), Score.toCecp(result.score()),
                        result.nodes());
            }
        }
        totals.ms = Math.max(1, (System.nanoTime() - start) / 1_000_000);
        return totals;
    }

    /**
     * {@code smp [DEPTH] [THREADS] [RUNS]}: the bench positions to a fixed depth (default 11), first with one thread,
     * then with THREADS (default 2), RUNS times each (default 3, alternating); prints the time to depth, the
     * nodes and the nodes per second of each, and the speed-up. A benchmark: on a shared machine the figures vary.
     */
    static int smp(String[] args) {
        int depth = args.length > 0 ? parsePositive(args[0]) : 11;
        int threads = args.length > 1 ? parsePositive(args[1]) : 2;
        int runs = args.length > 2 ? parsePositive(args[2]) : 3;
        if (args.length > 3 || depth <= 0 || depth >= Score.MAX_PLY || threads <= 1 || threads > MAX_THREADS
                || runs <= 0) {
            return Tool.usage("smp", "DEPTH from 1 to " + (Score.MAX_PLY - 1)
                    + ", THREADS at least 2, RUNS at least 1, and nothing more");
        }
        long[] ms = new long[2];
        long[] nodes = new long[2];
        for (int run = 1; run <= runs; run++) {
            for (int k = 0; k < 2; k++) {
                int n = k == 0 ? 1 : threads;
                BenchTotals totals = runBench(depth, n, false);
                ms[k] += totals.ms;
                nodes[k] += totals.nodes;
                System.out.printf("run %d  threads %d  depth %d  ms %7d  nodes %11d  nps %9d%n", run, n, depth,
                        totals.ms, totals.nodes, totals.nps());
            }
        }
        System.out.printf("threads 1: %d ms to depth %d, %d nps; threads %d: %d ms, %d nps; time-to-depth speed-up "
                        + "%.2f, nps ratio %.2f%n", ms[0] / runs, depth, nodes[0] * 1000 / Math.max(1, ms[0]), threads,
                ms[1] / runs, nodes[1] * 1000 / Math.max(1, ms[1]), (double) ms[0] / Math.max(1, ms[1]),
                (double) (nodes[1] * ms[0]) / Math.max(1, nodes[0] * ms[1]));
        return 0;
    }

    /**
     * {@code search FEN (--depth D | --movetime MS | --nodes N) [--hash MB] [--threads N]}: thinking lines, then
     * {@code bestmove MOVE score S depth D nodes N ms T}. The limits may be combined; the first reached ends it.
     */
    static int search(String[] args) {
        int i = 0;
        StringBuilder fen = new StringBuilder();
        while (i < args.length && !args[i].startsWith("--")) {
            fen.append(fen.length() == 0 ? "" : " ").append(args[i++]);
        }
        if (fen.length() == 0) {
            return Tool.usage("search", "give a FEN (or startpos)");
        }
        int depth = -1;
        long movetime = -1;
        long nodes = -1;
        int hash = SEARCH_HASH_MB;
        int threads = 1;
        for (; i < args.length; i += 2) {
            if (i + 1 >= args.length) {
                return Tool.usage("search", args[i] + " needs a value");
            }
            long value = parsePositive(args[i + 1]);
            if (value <= 0) {
                return Tool.usage("search", args[i] + " needs a positive number, not " + args[i + 1]);
            }
            switch (args[i]) {
                case "--depth":
                    depth = (int) Math.min(value, Score.MAX_PLY - 1);
                    break;
                case "--movetime":
                    movetime = value;
                    break;
                case "--nodes":
                    nodes = value;
                    break;
                case "--hash":
                    hash = (int) Math.min(value, 1 << 16);
                    break;
                case "--threads":
                    threads = (int) Math.min(value, MAX_THREADS);
                    break;
                default:
                    return Tool.usage("search", "unknown option: " + args[i]);
            }
        }
        if (depth < 0 && movetime < 0 && nodes < 0) {
            return Tool.usage("search", "give --depth, --movetime or --nodes");
        }
        Position pos;
        try {
            pos = parseFen(fen.toString());
        } catch (FenException e) {
            return Tool.error("search", "bad FEN: " + e.getMessage());
        }
        Search search = new Search(hash);
        search.setThreads(threads);
        SearchResult result = search.search(pos, SearchOptions.DEFAULT,
                limits(search, depth, movetime, nodes), line -> System.out.println(line));
        System.out.println("bestmove " + moveText(result.bestMove()) + " score " + Score.toCecp(result.score())
                + " depth " + result.depth() + " nodes " + result.nodes() + " ms " + result.elapsedMs());
        return 0;
    }

    /**
     * {@code epd FILE [MS | --nodes N]}: searches each position of an EPD test suite for MS milliseconds (default
     * 1000), or for N nodes (the same result on any machine and under any load), and counts it solved when the move
     * found is one of its best moves ({@code bm}, in SAN) and none of its avoid moves ({@code am}).
     */
    static int epd(String[] args) {
        String usage = "give a FILE and optionally the milliseconds per position or --nodes N";
        if (args.length < 1 || args.length > 3 || args.length == 3 && !args[1].equals("--nodes")) {
            return Tool.usage("epd", usage);
        }
        long ms = DEFAULT_EPD_MS;
        long nodes = -1;
        if (args.length == 3) {
            ms = -1;
            nodes = parsePositive(args[2]);
            if (nodes <= 0) {
                return Tool.usage("epd", "the nodes must be a positive number: " + args[2]);
            }
        } else if (args.length == 2) {
            ms = parsePositive(args[1]);
            if (ms <= 0) {
                return Tool.usage("epd", "the milliseconds must be a positive number: " + args[1]);
            }
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return Tool.error("epd", e);
        }
        Search search = new Search(SEARCH_HASH_MB);
        int solved = 0;
        int total = 0;
        List<String> failed = new ArrayList<>();
        long positions = lines.stream().map(String::trim).filter(l -> !l.isEmpty() && !l.startsWith("#")).count();
        try (Progress progress = Progress.start("epd", "positions", positions)) {
            for (String line : lines) {
                line = line.trim();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                String[] fields = line.split("\\s+", 5);
                if (fields.length < 5) {
                    return Tool.error("epd", "not an EPD line: " + line);
                }
                Position pos;
                try {
                    pos = Position.fromFen(String.join(" ", Arrays.copyOf(fields, 4)) + " 0 1");
                } catch (FenException e) {
                    return Tool.error("epd", "bad EPD position (" + e.getMessage() + "): " + line);
                }
                String operations = fields[4];
                String id = operand(operations, "id");
                List<Integer> best = moves(pos, operand(operations, "bm"));
                List<Integer> avoid = moves(pos, operand(operations, "am"));
                search.clearHash();
                SearchResult result = search.search(pos, SearchOptions.DEFAULT, limits(search, -1, ms, nodes),
                        SearchListener.NONE);
                boolean ok = (best.isEmpty() || best.contains(result.bestMove())) && !avoid.contains(result.bestMove());
                total++;
                if (ok) {
                    solved++;
                } else {
                    failed.add(id == null ? String.valueOf(total) : id.replace("\"", ""));
                }
                String wanted = best.isEmpty() ? "am " + operand(operations, "am") : "bm " + operand(operations, "bm");
                System.out.printf("%-10s %-6s %s (%s) depth %d%n", id == null ? total : id.replace("\"", ""),
                        ok ? "solved" : "missed", Notation.san(pos, result.bestMove()), wanted, result.depth());
                progress.step();
            }
        }
        if (!failed.isEmpty()) {
            System.out.println("missed: " + String.join(" ", failed));
        }
        System.out.println("solved " + solved + " / " + total);
        return 0;
    }

    /** The control for the command line: a depth, a fixed time and a node count, any of them (-1: no limit). */
    private static SearchControl limits(Search search, int maxDepth, long movetime, long maxNodes) {
        return new SearchControl() {
            @Override
            public boolean mayStartIteration(int depth, long elapsedMs) {
                return (maxDepth < 0 || depth <= maxDepth) && (movetime < 0 || elapsedMs < movetime)
                        && (maxNodes < 0 || search.nodes() < maxNodes);
            }

            @Override
            public boolean mayStartRootMove(long elapsedMs, int bestScore, int previousIterationScore) {
                return true;
            }

            @Override
            public boolean mustAbort(long elapsedMs) {
                return (movetime >= 0 && elapsedMs >= movetime) || (maxNodes >= 0 && search.nodes() >= maxNodes);
            }
        };
    }

    /** A FEN, or the word {@code startpos}; a FEN without its two move counters gets "0 1". */
    private static Position parseFen(String fen) {
        if (fen.equals("startpos")) {
            return Position.start();
        }
        String[] fields = fen.trim().split("\\s+");
        if (fields.length == 4) {
            fen = fen.trim() + " 0 1";
        }
        return Position.fromFen(fen);
    }

    /** The text of an EPD operation ({@code bm Qg6 Qh5;} gives "Qg6 Qh5"), or null when it is absent. */
    private static String operand(String operations, String opcode) {
        for (String operation : operations.split(";")) {
            String op = operation.trim();
            if (op.startsWith(opcode + " ")) {
                return op.substring(opcode.length() + 1).trim();
            }
        }
        return null;
    }

    private static List<Integer> moves(Position pos, String sanMoves) {
        List<Integer> moves = new ArrayList<>();
        if (sanMoves != null) {
            for (String san : sanMoves.split("\\s+")) {
                int move = Notation.parseMove(pos, san);
                if (move != Move.NONE) {
                    moves.add(move);
                }
            }
        }
        return moves;
    }

    private static String moveText(int move) {
        return move == Move.NONE ? "(none)" : Notation.coordinate(move);
    }

    /** A positive number, or -1 when the text is not one. */
    static int parsePositive(String text) {
        try {
            long value = Long.parseLong(text);
            return value > 0 ? (int) Math.min(value, Integer.MAX_VALUE) : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
