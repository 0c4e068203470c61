package driverlessons.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.chess.Position;

import org.junit.jupiter.api.Test;

/** The known endgames: the king-and-pawn table's verdicts, the mating scores and the wrong rook pawn. */
class EndgamesTest {

    private static int probe(String fen) {
        return Endgames.probe(Position.fromFen(fen));
    }

    /** A won position scores at least a known win for the side with the pawn, whichever side it is and moves. */
    private static void assertWon(String fen) {
        int forWhite = probe(fen) * (fen.contains(" w ") ? 1 : -1);
        assertTrue(forWhite >= Endgames.KNOWN_WIN, fen + " scored " + forWhite);
        String mirrored = EvaluationTest.mirror(fen);
        int forBlack = probe(mirrored) * (mirrored.contains(" b ") ? 1 : -1);
        assertEquals(forWhite, forBlack, mirrored);
    }

    private static void assertDrawn(String fen) {
        assertEquals(0, probe(fen), fen);
        assertEquals(0, probe(EvaluationTest.mirror(fen)), fen);
    }

    @Test
    void kingOnTheSixthInFrontOfItsPawnWinsWhoeverMoves() {
        assertWon("4k3/8/4K3/4P3/8/8/8/8 w - - 0 1");
        assertWon("4k3/8/4K3/4P3/8/8/8/8 b - - 0 1");
        assertWon("3k4/8/3K4/3P4/8/8/8/8 b - - 0 1");
    }

    @Test
    void theOppositionDecidesWithTheKingInFrontOnTheFifth() {
        // White's king on e5 before the pawn on e4, Black's on e7: with White to move Black has the opposition.
        assertDrawn("8/4k3/8/4K3/4P3/8/8/8 w - - 0 1");
        assertWon("8/4k3/8/4K3/4P3/8/8/8 b - - 0 1");
    }

    @Test
    void theSquareOfThePawn() {
        assertWon("8/8/8/8/8/8/P7/K6k w - - 0 1");       // the pawn runs: Black's king is outside its square
        assertWon("7k/8/8/8/P7/8/8/K7 w - - 0 1");       // a4 to a8 in four moves, h8 to b8 needs six
        assertDrawn("8/8/5k2/8/P7/8/8/K7 b - - 0 1");    // Black to move steps into the square
        assertWon("8/8/5k2/8/P7/8/8/K7 w - - 0 1");      // White to move leaves it behind
    }

    @Test
    void aRookPawnDrawsAgainstAKingInTheCorner() {
        assertDrawn("k7/8/8/8/8/8/P7/K7 w - - 0 1");
        assertDrawn("7k/8/8/8/8/6K1/7P/8 w - - 0 1");
        assertDrawn("k7/P7/1K6/8/8/8/8/8 b - - 0 1");    // stalemate
    }

    @Test
    void aPawnNearerPromotionScoresMore() {
        assertTrue(probe("8/8/8/8/8/8/P7/K6k w - - 0 1") < probe("8/8/8/8/P7/8/8/K6k w - - 0 1"));
    }

    @Test
    void aBareKingIsDrivenToTheEdge() {
        int centre = probe("8/8/8/4k3/8/8/8/KQ6 w - - 0 1");
        int edge = probe("4k3/8/8/8/8/8/8/KQ6 w - - 0 1");
        assertTrue(centre >= Endgames.KNOWN_WIN, "KQK " + centre);
        assertTrue(edge > centre, "edge " + edge + " centre " + centre);
        assertTrue(probe("8/8/8/4k3/8/8/8/KR6 b - - 0 1") <= -Endgames.KNOWN_WIN);
        assertTrue(probe("8/8/8/4k3/8/8/8/KBB5 w - - 0 1") >= Endgames.KNOWN_WIN);
        // Bishop and knight: the bishop on light squares mates on a8 or h1, not on a1 or h8.
        int rightCorner = probe("k7/8/8/8/8/8/8/2KBN3 w - - 0 1");
        int wrongCorner = probe("8/8/8/8/8/8/8/k1KBN3 w - - 0 1");
        assertTrue(rightCorner > wrongCorner, "right " + rightCorner + " wrong " + wrongCorner);
    }

    @Test
    void noForcedMateIsNoKnownEnding() {
        assertEquals(Endgames.NONE, probe("8/8/8/4k3/8/8/8/KNN5 w - - 0 1"));
        assertEquals(Endgames.NONE, probe("8/8/8/4k3/8/8/8/KB1B4 w - - 0 1")); // one colour
        assertEquals(Endgames.NONE, probe("8/8/8/4k3/8/8/P7/KR6 w - - 0 1"));
        assertEquals(Endgames.NONE, probe("8/8/8/4k3/8/8/P7/KR5r w - - 0 1"));
    }

    @Test
    void aBishopOfTheWrongColourCannotDriveTheKingFromARookPawnsCorner() {
        assertDrawn("k7/8/8/8/8/8/P7/K3B3 w - - 0 1");    // a dark bishop (e1), a light promotion square (a8)
        assertDrawn("8/6k1/8/8/7P/7P/8/K4B2 b - - 0 1");  // h8 is dark, the bishop on f1 light: two pawns as well
        assertEquals(Endgames.NONE, probe("k7/8/8/8/8/8/P7/K4B2 w - - 0 1")); // the right bishop wins
        assertEquals(Endgames.NONE, probe("8/8/8/4k3/8/8/P7/K3B3 w - - 0 1")); // the king is not in the corner
    }
}
