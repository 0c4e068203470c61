package driverlessons.tool;

import driverlessons.chess.FenException;
import driverlessons.chess.Notation;
import driverlessons.chess.Perft;
import driverlessons.chess.Position;
import driverlessons.io.Progress;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * perft, divide and perft-suite: the move generator's checks from the command line.
 * <pre>
 *   perft DEPTH [FEN]            last line: perft DEPTH nodes N ms T
 *   divide DEPTH [FEN]           one line "MOVE N" per legal move, then the perft line
 *   perft-suite FILE [MAXDEPTH]  EPD lines "FEN ;D1 n ;D2 n ..."; FAIL lines, then
 *                                "suite P passed F failed nodes N ms T"; exit status 1 when anything failed
 * </pre>
 * The FEN is the rest of the arguments joined by spaces, so it may be given unquoted. Bad arguments or a bad FEN
 * give one line on stderr and exit status 2.
 */
final class PerftCommands {
    private PerftCommands() {
    }

    /** {@code perft DEPTH [FEN]}: counts the leaves and prints the count with the time taken. */
    static int perft(String[] args) {
        Position pos;
        int depth;
        try {
            depth = parseDepth(args);
        } catch (IllegalArgumentException e) {
            return Tool.usage("perft", e.getMessage());
        }
        try {
            pos = parsePosition(args);
        } catch (IllegalArgumentException e) {
            return Tool.error("perft", e.getMessage());
        }
        long start = System.nanoTime();
        long nodes = Perft.perft(pos, depth);
        System.out.println(perftLine(depth, nodes, start));
        return 0;
    }

    /** {@code divide DEPTH [FEN]}: the count below each legal move, then the total. */
    static int divide(String[] args) {
        Position pos;
        int depth;
        try {
            depth = parseDepth(args);
        } catch (IllegalArgumentException e) {
            return Tool.usage("divide", e.getMessage());
        }
        try {
            pos = parsePosition(args);
        } catch (IllegalArgumentException e) {
            return Tool.error("divide", e.getMessage());
        }
        if (depth < 1) {
            return Tool.usage("divide", "the depth must be at least 1");
        }
        long start = System.nanoTime();
        int[] moves = new int[Position.MAX_MOVES];
        long[] counts = Perft.divide(pos, depth, moves);
        long total = 0;
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < counts.length; i++) {
            out.append(Notation.coordinate(moves[i])).append(' ').append(counts[i]).append('\n');
            total += counts[i];
        }
        out.append(perftLine(depth, total, start));
        System.out.println(out);
        return 0;
    }

    /** {@code perft-suite FILE [MAXDEPTH]}: checks every count in an EPD file up to MAXDEPTH. */
    static int perftSuite(String[] args) {
        if (args.length < 1 || args.length > 2) {
            return Tool.usage("perft-suite", "give a FILE and optionally a MAXDEPTH");
        }
        int maxDepth = Integer.MAX_VALUE;
        if (args.length == 2) {
            try {
                maxDepth = parseNumber(args[1], "MAXDEPTH");
            } catch (IllegalArgumentException e) {
                return Tool.usage("perft-suite", e.getMessage());
            }
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(Path.of(args[0]));
        } catch (IOException e) {
            return Tool.error("perft-suite", e);
        } catch (RuntimeException e) {
            return Tool.error("perft-suite", "cannot read " + args[0] + ": " + e.getMessage());
        }

        // Parse the whole file first, so that a broken line is reported before minutes of counting.
        Position[] positions = new Position[lines.size()];
        long[][] expected = new long[lines.size()][];
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split(";");
            try {
                positions[i] = Position.fromFen(parts[0].trim());
                expected[i] = new long[parts.length];
                Arrays.fill(expected[i], -1);
                for (int p = 1; p < parts.length; p++) {
                    String[] entry = parts[p].trim().split("\\s+");
                    if (entry.length != 2 || !entry[0].matches("D\\d+")) {
                        throw new IllegalArgumentException("'" + parts[p].trim() + "' is not like 'D3 8902'");
                    }
                    int depth = Integer.parseInt(entry[0].substring(1));
                    if (depth < 1 || depth >= parts.length) {
                        throw new IllegalArgumentException("depth " + depth + " out of order");
                    }
                    expected[i][depth] = Long.parseLong(entry[1]);
                }
            } catch (IllegalArgumentException e) {   // FenException and NumberFormatException included
                return Tool.error("perft-suite", args[0] + " line " + (i + 1) + ": " + e.getMessage());
            }
        }

        long start = System.nanoTime();
        long nodes = 0;
        int passed = 0;
        int failed = 0;
        int counts = 0;
        for (int i = 0; i < lines.size(); i++) {
            for (int depth = 1; positions[i] != null && depth < expected[i].length && depth <= maxDepth; depth++) {
                counts += expected[i][depth] < 0 ? 0 : 1;
            }
        }
        try (Progress progress = Progress.start("perft-suite", "counts", counts)) {
            for (int i = 0; i < lines.size(); i++) {
                if (positions[i] == null) {
                    continue;
                }
                for (int depth = 1; depth < expected[i].length && depth <= maxDepth; depth++) {
                    if (expected[i][depth] < 0) {
                        continue;
                    }
                    long got = Perft.perft(positions[i], depth);
                    progress.step();
                    nodes += got;
                    if (got == expected[i][depth]) {
                        passed++;
                    } else {
                        failed++;
                        System.out.println("FAIL " + positions[i].toFen() + " depth " + depth + " expected "
                                + expected[i][depth] + " got " + got);
                    }
                }
            }
        }
        System.out.println("suite " + passed + " passed " + failed + " failed nodes " + nodes
                + " ms " + (System.nanoTime() - start) / 1_000_000);
        return failed == 0 ? 0 : 1;
    }

    /** The last line of perft and divide. */
    private static String perftLine(int depth, long nodes, long startNanos) {
        return "perft " + depth + " nodes " + nodes + " ms " + (System.nanoTime() - startNanos) / 1_000_000;
    }

    private static int parseDepth(String[] args) {
        if (args.length == 0) {
            throw new IllegalArgumentException("give a DEPTH");
        }
        return parseNumber(args[0], "DEPTH");
    }

    /** A non-negative number, or an exception saying what is wrong with it. */
    private static int parseNumber(String text, String name) {
        try {
            int value = Integer.parseInt(text);
            if (value >= 0) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(name + " must be a number of 0 or more, not '" + text + "'");
    }

    /** The position of the arguments after the depth: the start position, or the FEN they spell. */
    private static Position parsePosition(String[] args) {
        if (args.length < 2) {
            return Position.start();
        }
        String fen = String.join(" ", Arrays.copyOfRange(args, 1, args.length));
        try {
            return Position.fromFen(fen);
        } catch (FenException e) {
            throw new IllegalArgumentException("bad FEN '" + fen + "': " + e.getMessage());
        }
    }
}
