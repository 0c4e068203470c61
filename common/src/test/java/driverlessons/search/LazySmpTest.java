package driverlessons.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.chess.Notation;
import driverlessons.chess.Position;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

/** Lazy SMP: helper threads on a shared table find what one thread finds, stop with it, and leave no trace. */
class LazySmpTest {

    private static SearchResult search(String fen, int depth, int threads) {
        Search search = new Search(8);
        search.setThreads(threads);
        return search.search(Position.fromFen(fen), SearchOptions.DEFAULT, SearchControl.depth(depth),
                SearchListener.NONE);
    }

    private static String best(String fen, SearchResult result) {
        return Notation.san(Position.fromFen(fen), result.bestMove());
    }

    @Test
    void twoThreadsFindTheSameMates() {
        for (int run = 0; run < 5; run++) {
            String mateInTwo = "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1";
            SearchResult two = search(mateInTwo, 3, 2);
            assertEquals("Qg6", best(mateInTwo, two));
            assertEquals(100_002, Score.toCecp(two.score()));
            String mateInThree = "8/6pp/3q1p2/3n1k2/1P6/3NQ2P/5PP1/6K1 w - - 0 1";
            SearchResult three = search(mateInThree, 5, 3);
            assertEquals("g4+", best(mateInThree, three));
            assertEquals(100_003, Score.toCecp(three.score()));
        }
    }

    @Test
    void twoThreadsSolveTactics() {
        // Win At Chess 3 (Bxg2 ... ) and 4 and a few others the single thread solves at depth 8.
        String[][] positions = {
            {"5rk1/1ppb3p/p1pb4/6q1/3P1p1r/2P1R2P/PP1BQ1P1/5RKN w - - 0 1", "Rg3"},
            {"r1bq2rk/pp3pbp/2p1p1pQ/7P/3P4/2PB1N2/PP3PPR/2KR4 w - - 0 1", "Qxh7+"},
            {"r1b2rk1/2p1qnbp/p1pp2p1/5p2/2PQP3/1PN2N1P/PB3PP1/3R1RK1 w - - 0 1", "Nd5"},
        };
        for (String[] p : positions) {
            SearchResult one = search(p[0], 8, 1);
            SearchResult two = search(p[0], 8, 2);
            assertEquals(p[1], best(p[0], one), "one thread, " + p[0]);
            assertEquals(p[1], best(p[0], two), "two threads, " + p[0]);
        }
    }

    @Test
    void helpersCountTheirNodesAndTheMainThreadAloneReports() {
        Search search = new Search(8);
        search.setThreads(2);
        assertEquals(2, search.threads());
        List<ThinkingLine> lines = new ArrayList<>();
        List<String> threadNames = new ArrayList<>();
        AtomicInteger iterationsAsked = new AtomicInteger();
        String caller = Thread.currentThread().getName();
        SearchControl control = new SearchControl() {
            @Override
            public boolean mayStartIteration(int depth, long elapsedMs) {
                iterationsAsked.incrementAndGet();
                threadNames.add(Thread.currentThread().getName());
                return depth <= 9;
            }

            @Override
            public boolean mayStartRootMove(long elapsedMs, int bestScore, int previousIterationScore) {
                threadNames.add(Thread.currentThread().getName());
                return true;
            }

            @Override
            public boolean mustAbort(long elapsedMs) {
                threadNames.add(Thread.currentThread().getName());
                return false;
            }
        };
        SearchResult result = search.search(Position.start(), SearchOptions.DEFAULT, control, line -> {
            threadNames.add(Thread.currentThread().getName());
            lines.add(line);
        });
        assertEquals(9, result.depth());
        assertEquals(10, iterationsAsked.get(), "depths 1 to 9 and the no for 10");
        assertTrue(threadNames.stream().allMatch(caller::equals), "only the caller's thread asks and reports");
        assertFalse(lines.isEmpty());
        assertTrue(result.nodes() >= lines.get(lines.size() - 1).nodes());
        assertEquals(result.nodes(), search.nodes(), "all threads' nodes, after the search too");
    }

    @Test
    void abortStopsEveryThreadAndLeavesThePositionAsItWas() throws InterruptedException {
        Position pos = Position.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        String fen = pos.toFen();
        long hash = pos.hash();
        Search search = new Search(8);
        search.setThreads(4);
        int threadsBefore = Thread.activeCount();
        for (long limit : new long[] {1, 20, 200}) {
            long start = System.nanoTime();
            SearchResult result = search.search(pos, SearchOptions.DEFAULT, SearchControl.abortWhen(
                    elapsedMs -> (System.nanoTime() - start) / 1_000_000 >= limit), SearchListener.NONE);
            long ms = (System.nanoTime() - start) / 1_000_000;
            assertTrue(result.aborted());
            assertTrue(pos.isLegal(result.bestMove()));
            assertTrue(ms < limit + 1000, "stopped after " + ms + " ms");
            assertEquals(fen, pos.toFen());
            assertEquals(hash, pos.hash());
        }
        assertTrue(Thread.activeCount() <= threadsBefore, "no helper thread outlives its search");
    }

    @Test
    void oneThreadAfterManyIsDeterministicAgain() {
        String fen = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
        long first = search(fen, 8, 1).nodes();
        Search search = new Search(8);
        search.setThreads(3);
        search.search(Position.fromFen(fen), SearchOptions.DEFAULT, SearchControl.depth(8), SearchListener.NONE);
        search.setThreads(1);
        assertEquals(1, search.threads());
        search.clearHash();
        SearchResult again = search.search(Position.fromFen(fen), SearchOptions.DEFAULT, SearchControl.depth(8),
                SearchListener.NONE);
        assertEquals(first, again.nodes());
    }

    @Test
    void noLegalMoveWithHelpers() {
        SearchResult mated = search("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", 5, 2);
        assertEquals(-Score.MATE, mated.score());
        SearchResult stalemate = search("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", 5, 2);
        assertEquals(0, stalemate.score());
    }
}
