package driverlessons.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.chess.Move;
import driverlessons.chess.Notation;
import driverlessons.chess.Position;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

/** What lesson 5 asks of the search beyond lessons 1 to 4: contempt, MultiPV and scores set by the driver. */
class AnalysisOptionsTest {

    private static final int HASH_MB = 4;

    /** White to move wins Black's queen with Rxd5; every other move leaves it on the board. */
    private static final String QUEEN_HANGS = "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1";

    private static SearchResult search(Position pos, SearchOptions options, int depth, List<ThinkingLine> lines) {
        return new Search(HASH_MB).search(pos, options, SearchControl.depth(depth), lines::add);
    }

    private static Position playFrom(String fen, String moves) {
        Position pos = Position.fromFen(fen);
        for (String text : moves.split(" ")) {
            pos.makeMove(Notation.parseMove(pos, text));
        }
        return pos;
    }

    /** The lines of one iteration, in the order they were reported. */
    private static List<ThinkingLine> linesAt(List<ThinkingLine> lines, int depth) {
        return lines.stream().filter(line -> line.depth() == depth).toList();
    }

    private static String firstMove(ThinkingLine line) {
        return line.pv().split(" ")[0];
    }

    // Options

    @Test
    void defaultsAreThePlainSearch() {
        assertEquals(SearchOptions.DEFAULT, new SearchOptions(null, false, false));
        assertEquals(0, SearchOptions.DEFAULT.contempt());
        assertEquals(1, SearchOptions.DEFAULT.multiPv());
        assertEquals(1, SearchOptions.DEFAULT.withMultiPv(0).multiPv(), "below 1 means 1");
        assertEquals(1, new SearchOptions(null, false, false, 0, -3).multiPv());
        SearchOptions all = SearchOptions.DEFAULT.withRootMoves(new int[] {1}).withSan(true).withRandom(true)
                .withContempt(20).withMultiPv(4);
        assertEquals(1, all.rootMoves()[0]);
        assertTrue(all.san() && all.random());
        assertEquals(20, all.contempt());
        assertEquals(4, all.multiPv());
    }

    @Test
    void explicitDefaultsSearchNodeForNode() {
        String fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        List<ThinkingLine> plain = new ArrayList<>();
        List<ThinkingLine> explicit = new ArrayList<>();
        SearchResult first = search(Position.fromFen(fen), SearchOptions.DEFAULT, 6, plain);
        SearchResult second = search(Position.fromFen(fen), new SearchOptions(null, false, false, 0, 1), 6, explicit);
        assertEquals(first.nodes(), second.nodes());
        assertEquals(first.bestMove(), second.bestMove());
        assertEquals(first.score(), second.score());
        assertEquals(plain.size(), explicit.size());
    }

    // Contempt

    /**
     * Black is a knight down (no b8 knight). After Nf3 Nf6 Ng1, Ng8 repeats the position: a draw, which is better
     * than the knight down without contempt, and worse with a contempt greater than the knight.
     */
    private static Position knightDownWithRepetition() {
        return playFrom("r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "g1f3 g8f6 f3g1");
    }

    private static SearchResult withContempt(int contempt) {
        return search(knightDownWithRepetition(), SearchOptions.DEFAULT.withContempt(contempt), 4,
                new ArrayList<>());
    }

    @Test
    void contemptScoresTheDrawAgainstTheRootSide() {
        SearchResult noContempt = withContempt(0);
        assertEquals("f6g8", Notation.coordinate(noContempt.bestMove()));
        assertEquals(0, noContempt.score());

        SearchResult small = withContempt(30);
        assertEquals("f6g8", Notation.coordinate(small.bestMove()), "a knight is worth more than 30 cp of contempt");
        assertEquals(-30, small.score());

        SearchResult negative = withContempt(-30);
        assertEquals("f6g8", Notation.coordinate(negative.bestMove()));
        assertEquals(30, negative.score(), "a negative contempt makes the draw welcome");
    }

    @Test
    void contemptGreaterThanTheDeficitAvoidsTheDraw() {
        int knightDown = search(knightDownWithRepetition(), SearchOptions.DEFAULT.withRootMoves(
                new int[] {Notation.parseMove(knightDownWithRepetition(), "e7e5")}), 4, new ArrayList<>()).score();
        assertTrue(knightDown < -150, "the knight down: " + knightDown);
        SearchResult result = withContempt(-knightDown + 100);
        assertNotEquals("f6g8", Notation.coordinate(result.bestMove()));
        assertTrue(result.score() < 0 && result.score() > knightDown - 100, "the knight down: " + result.score());
    }

    // MultiPV

    @Test
    void multiPvReportsTheBestMovesBestFirst() {
        int depth = 5;
        List<ThinkingLine> lines = new ArrayList<>();
        SearchResult result = search(Position.fromFen(QUEEN_HANGS), SearchOptions.DEFAULT.withMultiPv(3), depth,
                lines);
        for (int d = 1; d <= depth; d++) {
            List<ThinkingLine> iteration = linesAt(lines, d);
            assertTrue(iteration.size() >= 3, "depth " + d + ": " + iteration);
            List<ThinkingLine> last = iteration.subList(iteration.size() - 3, iteration.size());
            Set<String> firstMoves = new HashSet<>();
            for (int i = 0; i < 3; i++) {
                firstMoves.add(firstMove(last.get(i)));
                if (i > 0) {
                    assertTrue(last.get(i).score() <= last.get(i - 1).score(), "depth " + d + ": " + last);
                }
            }
            assertEquals(3, firstMoves.size(), "three different moves: " + last);
            assertEquals("d2d5", firstMove(last.get(0)));
        }
        SearchResult single = search(Position.fromFen(QUEEN_HANGS), SearchOptions.DEFAULT, depth, new ArrayList<>());
        assertEquals(single.bestMove(), result.bestMove());
        assertEquals(Notation.parseMove(Position.fromFen(QUEEN_HANGS), "d2d5"), result.bestMove());
        assertEquals(depth, result.depth());
        assertEquals(result.score(), linesAt(lines, depth).get(linesAt(lines, depth).size() - 3).score());
    }

    @Test
    void multiPvGreaterThanTheMovesReportsEachMoveOnce() {
        // White has four moves: Kb1, Kb2, a3, a4.
        String fen = "k7/8/8/8/8/8/P7/K7 w - - 0 1";
        List<ThinkingLine> lines = new ArrayList<>();
        SearchResult result = search(Position.fromFen(fen), SearchOptions.DEFAULT.withMultiPv(10), 4, lines);
        assertTrue(Position.fromFen(fen).isLegal(result.bestMove()));
        for (int d = 1; d <= 4; d++) {
            List<ThinkingLine> iteration = linesAt(lines, d);
            List<ThinkingLine> last = iteration.subList(iteration.size() - 4, iteration.size());
            assertEquals(Set.of("a1b1", "a1b2", "a2a3", "a2a4"),
                    new HashSet<>(last.stream().map(AnalysisOptionsTest::firstMove).toList()), "depth " + d);
            assertTrue(iteration.size() <= 4 + 3, "at most the lead changes of pass 0 besides: " + iteration);
        }
    }

    @Test
    void multiPvWithOneMoveIsThePlainSearch() {
        String fen = "k7/8/8/8/8/8/P7/K7 w - - 0 1";
        int a3 = Notation.parseMove(Position.fromFen(fen), "a3");
        List<ThinkingLine> plain = new ArrayList<>();
        List<ThinkingLine> multi = new ArrayList<>();
        SearchResult one = search(Position.fromFen(fen), SearchOptions.DEFAULT.withRootMoves(new int[] {a3}), 5,
                plain);
        SearchResult three = search(Position.fromFen(fen),
                SearchOptions.DEFAULT.withRootMoves(new int[] {a3}).withMultiPv(3), 5, multi);
        assertEquals(one.nodes(), three.nodes());
        assertEquals(plain.size(), multi.size());
    }

    @Test
    void abortInALaterPassKeepsTheFirstPassResult() {
        int depth = 10; // deep enough that pass 2 takes more than one abort check's worth of nodes
        Position pos = Position.start();
        String fen = pos.toFen();
        List<ThinkingLine> lines = new ArrayList<>();
        AtomicBoolean stop = new AtomicBoolean();
        // Pass 0 reports each move that takes the lead, at a higher score than the line before; pass 1 reports
        // its line at a score no higher than pass 0's. So the first line of this depth that does not rise is
        // pass 1's: pass 2 is under way when the search next asks.
        SearchListener stopAfterSecondLine = line -> {
            List<ThinkingLine> before = linesAt(lines, depth);
            lines.add(line);
            if (line.depth() == depth && !before.isEmpty() && line.score() <= before.get(before.size() - 1).score()) {
                stop.set(true);
            }
        };
        SearchResult result = new Search(HASH_MB).search(pos, SearchOptions.DEFAULT.withMultiPv(3),
                SearchControl.abortWhen(ms -> stop.get()), stopAfterSecondLine);
        assertTrue(result.aborted());
        assertEquals(depth, result.depth());
        List<ThinkingLine> iteration = linesAt(lines, depth);
        ThinkingLine firstPass = iteration.get(iteration.size() - 2);
        assertEquals(firstMove(firstPass), Notation.coordinate(result.bestMove()));
        assertEquals(firstPass.score(), Score.toCecp(result.score()));
        assertEquals(fen, pos.toFen(), "the position comes back unchanged");
    }

    @Test
    void noMoreRootMovesEndsTheOtherPasses() {
        AtomicInteger iterations = new AtomicInteger();
        SearchControl oneMoveOnly = new SearchControl() {
            @Override
            public boolean mayStartIteration(int depth, long elapsedMs) {
                iterations.set(depth);
                return depth <= 3;
            }

            @Override
            public boolean mayStartRootMove(long elapsedMs, int bestScore, int previousIterationScore) {
                return false;
            }

            @Override
            public boolean mustAbort(long elapsedMs) {
                return false;
            }
        };
        List<ThinkingLine> lines = new ArrayList<>();
        Position pos = Position.start();
        SearchResult result = new Search(HASH_MB).search(pos, SearchOptions.DEFAULT.withMultiPv(3), oneMoveOnly,
                lines::add);
        assertTrue(pos.isLegal(result.bestMove()));
        assertEquals(3, lines.size(), "one line per iteration, pass 0's: " + lines);
        assertFalse(result.aborted());
    }

    @Test
    void multiPvIsDeterministic() {
        String fen = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
        List<ThinkingLine> first = new ArrayList<>();
        List<ThinkingLine> second = new ArrayList<>();
        SearchResult one = search(Position.fromFen(fen), SearchOptions.DEFAULT.withMultiPv(3), 5, first);
        SearchResult two = search(Position.fromFen(fen), SearchOptions.DEFAULT.withMultiPv(3), 5, second);
        assertEquals(one.nodes(), two.nodes());
        assertEquals(first.stream().map(ThinkingLine::pv).toList(), second.stream().map(ThinkingLine::pv).toList());
    }

    @Test
    void helpersIgnoreMultiPvAndTheMainThreadReportsIt() {
        Search search = new Search(HASH_MB);
        search.setThreads(2);
        List<ThinkingLine> lines = new ArrayList<>();
        SearchResult result = search.search(Position.fromFen(QUEEN_HANGS), SearchOptions.DEFAULT.withMultiPv(3),
                SearchControl.depth(5), lines::add);
        assertEquals("d2d5", Notation.coordinate(result.bestMove()));
        List<ThinkingLine> last = linesAt(lines, 5);
        assertEquals(3, last.subList(last.size() - 3, last.size()).stream().map(AnalysisOptionsTest::firstMove)
                .distinct().count());
    }

    // setscore

    @Test
    void setScoreOnTheRootIsReportedUpToItsDepth() {
        Search search = new Search(HASH_MB);
        Position pos = Position.start();
        search.setScore(pos, 123, 3);
        List<ThinkingLine> lines = new ArrayList<>();
        SearchResult toThree = search.search(pos, SearchOptions.DEFAULT, SearchControl.depth(3), lines::add);
        assertEquals(123, toThree.score());
        assertTrue(lines.stream().allMatch(line -> line.score() == 123), lines.toString());
        assertTrue(pos.isLegal(toThree.bestMove()), "the moves are still searched");

        lines.clear();
        SearchResult toFive = search.search(pos, SearchOptions.DEFAULT, SearchControl.depth(5), lines::add);
        assertNotEquals(123, toFive.score());
        assertTrue(linesAt(lines, 3).stream().allMatch(line -> line.score() == 123));
        assertTrue(linesAt(lines, 4).stream().noneMatch(line -> line.score() == 123), lines.toString());
        assertTrue(linesAt(lines, 5).stream().noneMatch(line -> line.score() == 123), lines.toString());
    }

    @Test
    void setScoreBelowTheRootReplacesTheSearch() {
        // After 1.a3 Black (to move) is told it is lost: White's search takes that and plays a3.
        Search search = new Search(HASH_MB);
        Position afterA3 = playFrom(Position.START_FEN, "a2a3");
        search.setScore(afterA3, -2000, 20);
        SearchResult result = search.search(Position.start(), SearchOptions.DEFAULT, SearchControl.depth(4),
                SearchListener.NONE);
        assertEquals("a2a3", Notation.coordinate(result.bestMove()));
        assertEquals(2000, result.score());

        // Only up to its depth: searched deeper than 2 plies below the root, a3 is an ordinary move again.
        Search shallow = new Search(HASH_MB);
        shallow.setScore(afterA3, -2000, 2);
        SearchResult deeper = shallow.search(Position.start(), SearchOptions.DEFAULT, SearchControl.depth(5),
                SearchListener.NONE);
        assertNotEquals(2000, deeper.score());
    }

    @Test
    void clearHashForgetsTheSetScores() {
        Search search = new Search(HASH_MB);
        Position pos = Position.start();
        search.setScore(pos, 123, 10);
        search.setScore(playFrom(Position.START_FEN, "a2a3"), -2000, 20);
        search.clearHash();
        SearchResult afterClear = search.search(pos, SearchOptions.DEFAULT, SearchControl.depth(4),
                SearchListener.NONE);
        SearchResult fresh = new Search(HASH_MB).search(Position.start(), SearchOptions.DEFAULT,
                SearchControl.depth(4), SearchListener.NONE);
        assertEquals(fresh.score(), afterClear.score());
        assertEquals(fresh.bestMove(), afterClear.bestMove());
        assertEquals(fresh.nodes(), afterClear.nodes());
        assertNotEquals(Move.NONE, afterClear.bestMove());
    }
}
