package driverlessons.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.chess.Move;
import driverlessons.chess.Notation;
import driverlessons.chess.Position;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;

/** The search's promises: mates at the right depth, the three questions of the seam, the edge cases. */
class SearchTest {

    private static final int HASH_MB = 4;

    /** Searches a FEN to a fixed depth and returns the result. */
    private static SearchResult searchToDepth(String fen, int depth) {
        return new Search(HASH_MB).search(Position.fromFen(fen), SearchOptions.DEFAULT, SearchControl.depth(depth),
                SearchListener.NONE);
    }

    private static int move(String fen, String text) {
        int move = Notation.parseMove(Position.fromFen(fen), text);
        assertNotEquals(Move.NONE, move, text + " is not legal in " + fen);
        return move;
    }

    @Test
    void findsMateInOneAtDepthOne() {
        String fen = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1";
        SearchResult result = searchToDepth(fen, 1);
        assertEquals(move(fen, "Rd8"), result.bestMove());
        assertEquals(Score.matingIn(1), result.score());
        assertEquals(100_001, Score.toCecp(result.score()));
    }

    @Test
    void findsMateInTwoAtDepthThree() {
        // Win At Chess 1: Qg6 and Qh7 mate.
        String fen = "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1";
        SearchResult result = searchToDepth(fen, 3);
        assertEquals(move(fen, "Qg6"), result.bestMove());
        assertEquals(100_002, Score.toCecp(result.score()));
        assertEquals(3, result.pv().length, "the PV is the whole mate");
    }

    @Test
    void findsMateInThreeAtDepthFive() {
        // Win At Chess 64: g4+ Kg6 Qe8+ Kh6 Qh5 mate (or Qxh... the score says mate in 3 either way).
        String fen = "8/6pp/3q1p2/3n1k2/1P6/3NQ2P/5PP1/6K1 w - - 0 1";
        SearchResult result = searchToDepth(fen, 5);
        assertEquals(move(fen, "g4+"), result.bestMove());
        assertEquals(100_003, Score.toCecp(result.score()));
    }

    @Test
    void seesBeingMatedAsANegativeMateScore() {
        // Black is in check and has one move, Kg8, after which Qg7 is mate.
        String fen = "7k/8/5Q1K/8/8/8/8/8 b - - 0 1";
        SearchResult result = searchToDepth(fen, 4);
        assertEquals(-100_001, Score.toCecp(result.score()));
    }

    @Test
    void checkmateAtTheRootHasNoMoveAndIsMated() {
        SearchResult result = searchToDepth("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", 5);
        assertEquals(Move.NONE, result.bestMove());
        assertEquals(-Score.MATE, result.score());
        assertEquals(0, result.pv().length);
    }

    @Test
    void stalemateAtTheRootHasNoMoveAndIsADraw() {
        SearchResult result = searchToDepth("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", 5);
        assertEquals(Move.NONE, result.bestMove());
        assertEquals(0, result.score());
    }

    @Test
    void emptyRootSetGivesNoMoveWithoutSearching() {
        AtomicInteger questions = new AtomicInteger();
        SearchControl counting = new SearchControl() {
            @Override
            public boolean mayStartIteration(int depth, long elapsedMs) {
                questions.incrementAndGet();
                return true;
            }

            @Override
            public boolean mayStartRootMove(long elapsedMs, int bestScore, int previousIterationScore) {
                questions.incrementAndGet();
                return true;
            }

            @Override
            public boolean mustAbort(long elapsedMs) {
                questions.incrementAndGet();
                return false;
            }
        };
        SearchResult result = new Search(HASH_MB).search(Position.start(), new SearchOptions(new int[0], false, false),
                counting, SearchListener.NONE);
        assertEquals(Move.NONE, result.bestMove());
        assertEquals(0, result.score());
        assertEquals(0, result.depth());
        assertEquals(0, questions.get());
    }

    @Test
    void restrictedRootSetIsObeyed() {
        String fen = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1";
        int h3 = move(fen, "h3");
        SearchResult result = new Search(HASH_MB).search(Position.fromFen(fen),
                new SearchOptions(new int[] {h3}, false, false), SearchControl.depth(4), SearchListener.NONE);
        assertEquals(h3, result.bestMove(), "the mate Rd8 was excluded");
    }

    @Test
    void depthLimitIsObeyedAndEveryIterationIsReported() {
        List<ThinkingLine> lines = new ArrayList<>();
        SearchResult result = new Search(HASH_MB).search(Position.start(), SearchOptions.DEFAULT,
                SearchControl.depth(4), lines::add);
        assertEquals(4, result.depth());
        assertFalse(result.aborted());
        assertEquals(4, lines.get(lines.size() - 1).depth());
        assertTrue(lines.stream().allMatch(line -> line.depth() >= 1 && line.depth() <= 4));
        assertTrue(lines.stream().map(ThinkingLine::depth).distinct().count() == 4, "a line for each iteration");
        assertEquals(result.bestMove(), move(Position.START_FEN, lines.get(lines.size() - 1).pv().split(" ")[0]));
    }

    @Test
    void stopThroughTheSeamReturnsALegalMoveAtOnce() {
        Position pos = Position.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        String fenBefore = pos.toFen();
        long hashBefore = pos.hash();
        AtomicReference<Stat01> seen = new AtomicReference<>();
        Search search = new Search(HASH_MB);
        SearchControl stopAtOnce = SearchControl.abortWhen(elapsedMs -> {
            seen.set(search.stat01()); // the driver may answer '.' from here
            return true;
        });
        long start = System.nanoTime();
        SearchResult result = search.search(pos, SearchOptions.DEFAULT, stopAtOnce, SearchListener.NONE);
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertTrue(result.aborted());
        assertTrue(pos.isLegal(result.bestMove()));
        assertTrue(ms < 500, "stopped in " + ms + " ms");
        assertEquals(fenBefore, pos.toFen(), "the position comes back unchanged");
        assertEquals(hashBefore, pos.hash());
        assertEquals(48, seen.get().totalMoves());
        assertEquals(1024, seen.get().nodes());
        assertTrue(seen.get().depth() >= 1);
        assertFalse(seen.get().currentMove().isEmpty());
        assertTrue(seen.get().movesLeft() < seen.get().totalMoves(), "mvleft: the moves after the current one");
        assertTrue(seen.get().toCecp().startsWith("stat01: "));
    }

    @Test
    void noIterationAllowedStillGivesALegalMove() {
        Position pos = Position.start();
        SearchResult result = new Search(HASH_MB).search(pos, SearchOptions.DEFAULT, SearchControl.depth(0),
                SearchListener.NONE);
        assertTrue(pos.isLegal(result.bestMove()));
        assertEquals(0, result.depth());
    }

    @Test
    void noMoreRootMovesEndsTheIterationWithTheBestSoFar() {
        String fen = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1";
        List<Integer> askedScores = new ArrayList<>();
        SearchControl oneMoveOnly = new SearchControl() {
            @Override
            public boolean mayStartIteration(int depth, long elapsedMs) {
                return depth <= 3;
            }

            @Override
            public boolean mayStartRootMove(long elapsedMs, int bestScore, int previousIterationScore) {
                askedScores.add(bestScore);
                return false;
            }

            @Override
            public boolean mustAbort(long elapsedMs) {
                return false;
            }
        };
        Position pos = Position.fromFen(fen);
        SearchResult result = new Search(HASH_MB).search(pos, SearchOptions.DEFAULT, oneMoveOnly,
                SearchListener.NONE);
        assertTrue(pos.isLegal(result.bestMove()));
        assertEquals(3, askedScores.size(), "asked once per iteration, after its first move");
        assertFalse(result.aborted());
    }

    @Test
    void repetitionIsADrawInsideTheTree() {
        // Black is a queen down. After Nf3 Nf6 Ng1, the move Ng8 brings back the position we started from: the
        // search must score that repetition as a draw and prefer it to staying a queen down.
        Position queenDown = playFrom("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "g1f3 g8f6 f3g1");
        SearchResult losing = new Search(HASH_MB).search(queenDown, SearchOptions.DEFAULT, SearchControl.depth(4),
                SearchListener.NONE);
        assertEquals("f6g8", Notation.coordinate(losing.bestMove()));
        assertEquals(0, losing.score());

        // A queen up, Black avoids the same repetition.
        Position queenUp = playFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1", "g1f3 g8f6 f3g1");
        SearchResult winning = new Search(HASH_MB).search(queenUp, SearchOptions.DEFAULT, SearchControl.depth(4),
                SearchListener.NONE);
        assertNotEquals("f6g8", Notation.coordinate(winning.bestMove()));
        assertTrue(winning.score() > 500);
    }

    private static Position playFrom(String fen, String moves) {
        Position pos = Position.fromFen(fen);
        for (String text : moves.split(" ")) {
            pos.makeMove(Notation.parseMove(pos, text));
        }
        return pos;
    }

    @Test
    void positionIsUnchangedAfterSearch() {
        Position pos = Position.fromFen("r1bqk2r/ppp1nppp/4p3/n5N1/2BPp3/P1P5/2P2PPP/R1BQK2R w KQkq - 0 1");
        String fen = pos.toFen();
        long hash = pos.hash();
        new Search(HASH_MB).search(pos, SearchOptions.DEFAULT, SearchControl.depth(5), SearchListener.NONE);
        assertEquals(fen, pos.toFen());
        assertEquals(hash, pos.hash());
        assertEquals(0, pos.movesMade());
    }

    @Test
    void sameSearchTwiceGivesTheSameResult() {
        String fen = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
        SearchResult first = searchToDepth(fen, 6);
        SearchResult second = searchToDepth(fen, 6);
        assertEquals(first.nodes(), second.nodes());
        assertEquals(first.bestMove(), second.bestMove());
        assertEquals(first.score(), second.score());
        assertArrayEquals(first.pv(), second.pv());
    }

    @Test
    void tableCanBeResizedBetweenSearches() {
        String fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        Search search = new Search(8);
        search.search(Position.fromFen(fen), SearchOptions.DEFAULT, SearchControl.depth(5), SearchListener.NONE);
        search.setHashSize(1);
        assertEquals(1, search.hashMegabytes());
        SearchResult afterResize = search.search(Position.fromFen(fen), SearchOptions.DEFAULT,
                SearchControl.depth(5), SearchListener.NONE);
        SearchResult fresh = new Search(1).search(Position.fromFen(fen), SearchOptions.DEFAULT,
                SearchControl.depth(5), SearchListener.NONE);
        assertEquals(fresh.nodes(), afterResize.nodes(), "a resized table starts empty, like a new one");
        assertEquals(fresh.bestMove(), afterResize.bestMove());
        search.setHashSize(3);
        assertEquals(3, search.hashMegabytes());
    }

    @Test
    void memoryGivesTheTableWhatTheRestLeavesAndAtLeastOneMegabyte() {
        Search search = new Search(8);
        search.setMemory(20, 16);
        assertEquals(4, search.hashMegabytes());
        search.setMemory(10, 16);
        assertEquals(1, search.hashMegabytes());
    }

    @Test
    void ponderMoveIsTheSecondMoveOfThePv() {
        SearchResult result = searchToDepth(Position.START_FEN, 5);
        assertTrue(result.pv().length >= 2);
        assertEquals(result.pv()[1], result.ponderMove());
        Position pos = Position.start();
        pos.makeMove(result.bestMove());
        assertTrue(pos.isLegal(result.ponderMove()));
    }

    @Test
    void thinkingLinesCanBeInSan() {
        List<ThinkingLine> lines = new ArrayList<>();
        new Search(HASH_MB).search(Position.start(), new SearchOptions(null, true, false), SearchControl.depth(3),
                lines::add);
        String pv = lines.get(lines.size() - 1).pv();
        assertTrue(pv.matches("[A-Za-z].*") && !pv.matches(".*[a-h][1-8][a-h][1-8].*"), pv);
    }

    @Test
    void injectedNodeClockGivesNodeBasedTime() {
        // The nps command: time is nodes divided by the node rate, here 10 nodes per millisecond.
        Search search = new Search(HASH_MB);
        search.setClock(() -> search.nodes() / 10);
        SearchControl oneSecond = new SearchControl() {
            @Override
            public boolean mayStartIteration(int depth, long elapsedMs) {
                return elapsedMs < 1000;
            }

            @Override
            public boolean mayStartRootMove(long elapsedMs, int bestScore, int previousIterationScore) {
                return true;
            }

            @Override
            public boolean mustAbort(long elapsedMs) {
                return elapsedMs >= 1000;
            }
        };
        SearchResult first = search.search(Position.start(), SearchOptions.DEFAULT, oneSecond, SearchListener.NONE);
        assertTrue(first.nodes() >= 10_000 && first.nodes() < 10_000 + 1024, "nodes " + first.nodes());
        assertEquals(first.nodes() / 10, first.elapsedMs());
        search.clearHash();
        SearchResult second = search.search(Position.start(), SearchOptions.DEFAULT, oneSecond, SearchListener.NONE);
        assertEquals(first.nodes(), second.nodes(), "the second search starts its clock from zero again");
        assertEquals(first.bestMove(), second.bestMove());
    }

    @Test
    void smallBenchGivesTheSameNodeCountEveryTime() {
        String[] positions = {
            Position.START_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        };
        assertEquals(smallBench(positions), smallBench(positions));
    }

    /** Like the bench command: each position to a fixed depth with a fresh table; the total nodes. */
    private static long smallBench(String[] positions) {
        long nodes = 0;
        for (String fen : positions) {
            nodes += searchToDepth(fen, 6).nodes();
        }
        return nodes;
    }

    /**
     * A search stopped anywhere, in the middle of a singular extension's test too (which leaves the hash move out
     * at its ply), leaves nothing behind: after {@code clearHash} the engine searches the same tree as a new one.
     */
    @Test
    void anAbortedSearchLeavesNothingBehind() {
        String fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        int depth = 10;
        SearchResult fresh = searchToDepth(fen, depth);
        Search search = new Search(HASH_MB);
        for (int checks = 20; checks <= 200; checks += 20) {
            AtomicInteger asked = new AtomicInteger();
            int stopAt = checks;
            SearchResult stopped = search.search(Position.fromFen(fen), SearchOptions.DEFAULT,
                    SearchControl.abortWhen(elapsedMs -> asked.incrementAndGet() >= stopAt), SearchListener.NONE);
            assertTrue(stopped.aborted());
            search.clearHash();
            SearchResult again = search.search(Position.fromFen(fen), SearchOptions.DEFAULT,
                    SearchControl.depth(depth), SearchListener.NONE);
            assertEquals(fresh.nodes(), again.nodes(), "stopped after " + checks + " node checks");
            assertEquals(fresh.bestMove(), again.bestMove());
        }
    }
}
