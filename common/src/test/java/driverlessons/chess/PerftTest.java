package driverlessons.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Objects;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The move generator against published perft counts, at depths that keep the run short. */
class PerftTest {
    static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    @ParameterizedTest(name = "{0} depth {1}")
    @CsvSource(delimiter = '|', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1                 | 4 | 197281",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1     | 3 | 97862",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1                                | 5 | 674624",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1         | 4 | 422333",
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1         | 4 | 422333",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8                | 3 | 62379",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10 | 3 | 89890",
    })
    void publishedCounts(String fen, int depth, long nodes) {
        assertEquals(nodes, Perft.perft(Position.fromFen(fen), depth));
    }

    @Test
    void perftSuiteToDepthThree() throws IOException {
        int checked = 0;
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                Objects.requireNonNull(getClass().getResourceAsStream("/perftsuite.epd")), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] parts = line.split(";");
                Position pos = Position.fromFen(parts[0].trim());
                for (int d = 1; d <= 3 && d < parts.length; d++) {
                    String[] entry = parts[d].trim().split(" ");
                    assertEquals(Long.parseLong(entry[1]), Perft.perft(pos, d), parts[0] + " depth " + d);
                    checked++;
                }
            }
        }
        assertTrue(checked > 350);
    }

    @Test
    void divideSumsToPerft() {
        Position pos = Position.fromFen(KIWIPETE);
        int[] moves = new int[Position.MAX_MOVES];
        long[] counts = Perft.divide(pos, 3, moves);
        assertEquals(48, counts.length);
        long sum = 0;
        for (long c : counts) {
            sum += c;
        }
        assertEquals(97862, sum);
        assertEquals(KIWIPETE, pos.toFen());
    }

    /**
     * Walks a tree checking what perft cannot see: the incremental hash equals a fresh one, the FEN written
     * reads back to the same hash, unmake restores everything, the noisy moves are exactly the captures plus
     * the queen promotions, and {@code givesCheck} says before each move what {@code inCheck} says after it.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        KIWIPETE + "| 3",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1 | 3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1 | 4",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3 | 3",
        "8/8/8/R2pP2k/8/8/8/4K3 w - d6 0 1 | 2",
        "r3k3/8/8/8/8/8/8/4K2R w K - 0 1 | 3",
        "4k3/1P6/8/3N4/2B2Q2/8/8/R3K2R w KQ - 0 1 | 3",
    })
    void makeUnmakeKeepsEverythingConsistent(String fen, int depth) {
        walk(Position.fromFen(fen), depth);
    }

    private static void walk(Position pos, int depth) {
        assertEquals(pos.computeHash(), pos.hash(), pos.toFen());
        assertEquals(pos.hash(), Position.fromFen(pos.toFen()).hash(), pos.toFen());
        int[] moves = new int[Position.MAX_MOVES];
        int n = pos.generateMoves(moves);
        checkNoisy(pos, moves, n);
        if (depth == 0) {
            return;
        }
        String before = pos.toFen();
        long hash = pos.hash();
        for (int i = 0; i < n; i++) {
            boolean check = pos.givesCheck(moves[i]);
            pos.makeMove(moves[i]);
            assertEquals(pos.inCheck(), check, before + " " + Notation.coordinate(moves[i]));
            walk(pos, depth - 1);
            pos.unmakeMove();
            assertEquals(before, pos.toFen());
            assertEquals(hash, pos.hash());
        }
    }

    private static void checkNoisy(Position pos, int[] moves, int n) {
        Set<Integer> expected = new HashSet<>();
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            boolean capture = pos.pieceAt(Move.to(m)) != Piece.NONE || Move.isEnPassant(m);
            if (capture || Move.promotion(m) == Piece.QUEEN) {
                expected.add(m);
            }
        }
        int[] noisy = new int[Position.MAX_MOVES];
        int count = pos.generateNoisyMoves(noisy);
        Set<Integer> got = new HashSet<>();
        for (int i = 0; i < count; i++) {
            got.add(noisy[i]);
        }
        assertEquals(count, got.size(), "duplicate noisy moves in " + pos.toFen());
        assertEquals(expected, got, pos.toFen());
    }
}
