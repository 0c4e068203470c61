package driverlessons.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** FEN in and out: round trips, what is normalised, and every reason a FEN is rejected. */
class FenTest {
    @ParameterizedTest
    @ValueSource(strings = {
        Position.START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "8/8/8/8/8/8/8/K1k5 b - - 99 150",
    })
    void roundTrip(String fen) {
        assertEquals(fen, Position.fromFen(fen).toFen());
    }

    @Test
    void startPositionFacts() {
        Position pos = Position.start();
        assertEquals(Side.WHITE, pos.sideToMove());
        assertEquals(Piece.of(Side.WHITE, Piece.KING), pos.pieceAt(Square.E1));
        assertEquals(Piece.NONE, pos.pieceAt(Square.parse("e4")));
        assertEquals(0xFF00L, pos.pieces(Side.WHITE, Piece.PAWN));
        assertEquals(0xFFFFL, pos.sidePieces(Side.WHITE));
        assertEquals(0xFFFF00000000FFFFL, pos.occupied());
        assertEquals(Square.E8, pos.kingSquare(Side.BLACK));
        assertEquals(15, pos.castlingRights());
        assertEquals(-1, pos.enPassantSquare());
        assertEquals(1, pos.fullmoveNumber());
    }

    @Test
    void fourFieldsDefaultTheCountersToZeroAndOne() {
        Position pos = Position.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
        assertEquals(Position.START_FEN, pos.toFen());
        assertEquals(0, pos.halfmoveClock());
        assertEquals(1, pos.fullmoveNumber());
    }

    @Test
    void theSideOnMoveChangesWithoutTheEnPassantSquare() {
        Position pos = Position.fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1", pos.toFen(Side.WHITE));
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", pos.toFen(Side.BLACK));
    }

    @Test
    void extraSpacesAreFine() {
        assertEquals(Position.START_FEN, Position.fromFen("  " + Position.START_FEN.replace(" ", "   ") + " ").toFen());
    }

    @Test
    void castlingRightsTheBoardContradictsAreDropped() {
        // No rook on a1 or a8, black king not on e8: only white's king-side right survives.
        Position pos = Position.fromFen("3k3r/8/8/8/8/8/8/4K2R w KQkq - 0 1");
        assertEquals(Position.WHITE_OO, pos.castlingRights());
        assertEquals("3k3r/8/8/8/8/8/8/4K2R w K - 0 1", pos.toFen());
    }

    @Test
    void enPassantSquareWithoutAPossibleCaptureIsLeftOut() {
        Position withEp = Position.fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        Position without = Position.fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        assertEquals(-1, withEp.enPassantSquare());
        assertEquals(without.hash(), withEp.hash());
        assertEquals(without.toFen(), withEp.toFen());
    }

    @Test
    void enPassantSquareWithAPossibleCaptureIsKept() {
        Position pos = Position.fromFen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
        assertEquals(Square.parse("f6"), pos.enPassantSquare());
        assertNotEquals(Position.fromFen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3").hash(),
                pos.hash());
    }

    @ParameterizedTest(name = "[{index}] {1}")
    @CsvSource(delimiter = '|', value = {
        "''                                                           | the FEN is empty",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0       | this one has 5",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR                  | this one has 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1              | the board has 7 ranks",
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1     | unknown piece letter '9' on rank 6",
        "rnbqkbnr/pppppppp/8/8/4X3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1   | unknown piece letter 'X' on rank 4",
        "rnbqkbnr/pppppppp/8/8/8/P8/PPPPPPPP/RNBQKBNR w KQkq - 0 1    | rank 3 has 9 squares",
        "rnbqkbnr/pppppppp/8/8/8/7/PPPPPPPP/RNBQKBNR w KQkq - 0 1     | rank 3 has 7 squares",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1     | the side to move is 'x'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQxq - 0 1     | must be '-' or letters of KQkq",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKq - 0 1      | name 'K' twice",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1     | the halfmove clock 'x' is not a number",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1    | the halfmove clock -1 must be at least 0",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 y     | the fullmove number 'y' is not a number",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR w KQkq - 0 1     | white has no king",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w KQkq - 0 1     | white has 2 kings",
        "rnbqqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1     | black has no king",
        "rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQkq - 0 1     | a white pawn stands on h8",
        "rnbqkbnr/ppppppp1/8/8/8/8/PPPPPPPP/RNBQKBNp w KQkq - 0 1     | a black pawn stands on h1",
        "4k3/8/8/8/8/8/8/4K2r b - - 0 1                               | the side not to move (white) is in check",
        "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1                              | the side not to move (black) is in check",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1    | 'e9' is not a square",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1  | it must be on rank 3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1    | no white pawn on e4",
        "rnbqkbnr/pppppppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1  | e6 and e7 must be empty",
    })
    void rejectionsSayWhy(String fen, String reason) {
        FenException e = assertThrows(FenException.class, () -> Position.fromFen(fen));
        org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains(reason),
                "'" + e.getMessage() + "' should contain '" + reason + "'");
    }

    @Test
    void aNullFenIsRejectedToo() {
        assertThrows(FenException.class, () -> Position.fromFen(null));
    }
}
