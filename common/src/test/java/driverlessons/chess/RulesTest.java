package driverlessons.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Castling, en passant and promotion edge cases, checks and pins, move by move. */
class RulesTest {
    /** The legal moves of a position in coordinate notation, sorted. */
    static Set<String> moves(Position pos) {
        int[] moves = pos.legalMoves();
        Set<String> result = new TreeSet<>();
        for (int move : moves) {
            result.add(Notation.coordinate(move));
        }
        assertEquals(moves.length, result.size(), "duplicate moves");
        assertEquals(moves.length, pos.countMoves(), "the list holds every legal move");
        return result;
    }

    static Position play(String fen, String... moves) {
        Position pos = Position.fromFen(fen);
        for (String text : moves) {
            int m = Notation.parseMove(pos, text);
            assertTrue(m != Move.NONE, text + " should be legal in " + pos.toFen());
            pos.makeMove(m);
        }
        return pos;
    }

    @Test
    void castlingBothWaysWhenFree() {
        Set<String> moves = moves(Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
        assertTrue(moves.contains("e1g1"));
        assertTrue(moves.contains("e1c1"));
    }

    @Test
    void noCastlingOutOfCheck() {
        Set<String> moves = moves(Position.fromFen("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1"));
        assertFalse(moves.contains("e1g1"));
        assertFalse(moves.contains("e1c1"));
    }

    @Test
    void noCastlingThroughOrIntoCheck() {
        Set<String> through = moves(Position.fromFen("5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1"));
        assertFalse(through.contains("e1g1"));   // f1 is attacked
        assertTrue(through.contains("e1c1"));
        Set<String> into = moves(Position.fromFen("2r3k1/8/8/8/8/8/8/R3K2R w KQ - 0 1"));
        assertFalse(into.contains("e1c1"));      // c1 is attacked
        assertTrue(into.contains("e1g1"));
    }

    @Test
    void queenSideCastlingMayPassAnAttackedB1ButNotAnOccupiedOne() {
        assertTrue(moves(Position.fromFen("1r4k1/8/8/8/8/8/8/R3K2R w KQ - 0 1")).contains("e1c1"));
        assertFalse(moves(Position.fromFen("6k1/8/8/8/8/8/8/RN2K2R w KQ - 0 1")).contains("e1c1"));
    }

    @Test
    void castlingMovesTheRookAndBackAgain() {
        Position pos = play("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O");
        assertEquals("r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1", pos.toFen());
        pos.makeMove(Notation.parseMove(pos, "e8c8"));
        assertEquals("2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2", pos.toFen());
        pos.unmakeMove();
        pos.unmakeMove();
        assertEquals("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", pos.toFen());
    }

    @Test
    void castlingRightsAreLostWhenKingOrRookMovesOrARookIsCaptured() {
        String fen = "r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1";
        assertEquals(Position.WHITE_OOO | Position.BLACK_OO | Position.BLACK_OOO,
                play(fen, "Bxh1").castlingRights());               // rook taken on its corner
        assertEquals(Position.WHITE_OO | Position.WHITE_OOO | Position.BLACK_OO,
                play(fen, "Rb8").castlingRights());                // a rook moves
        assertEquals(Position.WHITE_OO | Position.WHITE_OOO, play(fen, "Kd7").castlingRights());
        // A king or rook that returns to its square has lost its rights for good.
        assertEquals(Position.WHITE_OO, play(fen, "Kd8", "Rb1", "Ke8", "Ra1").castlingRights());
    }

    @Test
    void enPassantAfterADoublePush() {
        Position pos = play(Position.START_FEN, "e4", "a6", "e5", "d5");
        assertEquals(Square.parse("d6"), pos.enPassantSquare());
        assertTrue(moves(pos).contains("e5d6"));
        int m = Notation.parseMove(pos, "exd6");
        assertTrue(Move.isEnPassant(m));
        pos.makeMove(m);
        assertEquals("rnbqkbnr/1pp1pppp/p2P4/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3", pos.toFen());
        pos.unmakeMove();
        assertEquals("rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3", pos.toFen());
    }

    @Test
    void enPassantThatExposesTheKingAlongTheRankIsIllegal() {
        // White king a5, pawns b5 (white) and c5 (black, just pushed), black rook h5: bxc6 empties the rank.
        Position pos = Position.fromFen("8/8/8/KPp4r/8/8/8/7k w - c6 0 1");
        assertFalse(moves(pos).contains("b5c6"));
        assertEquals(-1, pos.enPassantSquare());   // no legal capture, so not kept

        // The same after the double push is played on the board.
        Position played = play("8/2p5/8/KP5r/8/8/8/7k b - - 0 1", "c5");
        assertEquals(-1, played.enPassantSquare());
        assertEquals(Position.fromFen("8/8/8/KPp4r/8/8/8/7k w - - 0 1").hash(), played.hash());

        // With another piece on the rank the capture is fine.
        assertTrue(moves(Position.fromFen("8/8/8/KPp2N1r/8/8/8/7k w - c6 0 1")).contains("b5c6"));
    }

    @Test
    void enPassantWithADiagonallyPinnedPawn() {
        // The e5 pawn stands on the diagonal b2-h8 between its king and the black bishop.
        Position pos = Position.fromFen("7b/8/8/3pP3/8/8/1K6/7k w - d6 0 1");
        assertFalse(moves(pos).contains("e5d6"));
        assertFalse(moves(pos).contains("e5e6"));
    }

    @Test
    void enPassantMayCaptureTheCheckingPawn() {
        // White's d-pawn just went d2-d4 and gives check; exd3 takes it.
        Position pos = Position.fromFen("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1");
        assertTrue(pos.inCheck());
        assertTrue(moves(pos).contains("e4d3"));
    }

    @Test
    void allFourPromotions() {
        Set<String> moves = moves(Position.fromFen("1n5k/P7/8/8/8/8/8/K7 w - - 0 1"));
        for (String m : new String[] {"a7a8q", "a7a8r", "a7a8b", "a7a8n", "a7b8q", "a7b8r", "a7b8b", "a7b8n"}) {
            assertTrue(moves.contains(m), m);
        }
        Position pos = play("1n5k/P7/8/8/8/8/8/K7 w - - 0 1", "a7b8n");
        assertEquals("1N5k/8/8/8/8/8/8/K7 b - - 0 1", pos.toFen());
        pos.unmakeMove();
        assertEquals("1n5k/P7/8/8/8/8/8/K7 w - - 0 1", pos.toFen());
    }

    @Test
    void inDoubleCheckOnlyTheKingMoves() {
        Position pos = Position.fromFen("4k3/8/8/8/8/8/3n4/R3K2r w Q - 0 1");
        assertTrue(pos.inCheck());
        for (String m : moves(pos)) {
            assertTrue(m.startsWith("e1"), m);
        }
    }

    @Test
    void thePinnedPieceMovesOnlyAlongThePin() {
        Set<String> moves = moves(Position.fromFen("4r1k1/8/8/8/8/8/4R3/4K3 w - - 0 1"));
        assertTrue(moves.contains("e2e8"));
        assertFalse(moves.contains("e2d2"));
    }

    @Test
    void theKingCannotStepBackAlongTheCheckingLine() {
        assertFalse(moves(Position.fromFen("4r1k1/8/8/8/8/8/8/4K3 w - - 0 1")).contains("e1e2"));
        assertFalse(moves(Position.fromFen("6k1/8/8/8/8/8/8/r3K3 w - - 0 1")).contains("e1f1"));
    }

    @Test
    void movesCountersAndNullMove() {
        Position pos = play(Position.START_FEN, "Nf3", "Nf6");
        assertEquals(2, pos.halfmoveClock());
        assertEquals(2, pos.fullmoveNumber());
        long hash = pos.hash();
        pos.makeNullMove();
        assertEquals(Side.BLACK, pos.sideToMove());
        assertEquals(pos.computeHash(), pos.hash());
        pos.unmakeNullMove();
        assertEquals(hash, pos.hash());
        assertEquals("rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2", pos.toFen());
    }

    @Test
    void isLegal() {
        Position pos = Position.start();
        assertTrue(pos.isLegal(Notation.parseMove(pos, "e2e4")));
        assertFalse(pos.isLegal(Move.of(Square.parse("e2"), Square.parse("e5"))));
        assertFalse(pos.isLegal(Move.of(Square.parse("e7"), Square.parse("e5"))));
        assertFalse(pos.isLegal(Move.NONE));
    }

    @Test
    void copyIsIndependent() {
        Position pos = Position.start();
        Position copy = pos.copy();
        copy.makeMove(Notation.parseMove(copy, "e4"));
        assertEquals(Position.START_FEN, pos.toFen());
        assertEquals(1, copy.movesMade());
        copy.unmakeMove();
        assertEquals(pos.hash(), copy.hash());
    }

    @Test
    void attackersTo() {
        Position pos = Position.start();
        long attackers = pos.attackersTo(Square.parse("f3"), pos.occupied());
        assertEquals((1L << Square.G1) | (1L << Square.parse("e2")) | (1L << Square.parse("g2")), attackers);
    }
}
