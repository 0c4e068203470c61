package driverlessons.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A game: moves, undo, repetition and the result by each rule. */
class GameTest {
    private static Game play(Game game, String... moves) {
        for (String text : moves) {
            int m = Notation.parseMove(game.position(), text);
            assertTrue(m != Move.NONE, text);
            game.play(m);
        }
        return game;
    }

    @Test
    void foolsMateIsWonByBlack() {
        Game game = play(new Game(), "f3", "e5", "g4", "Qh4#");
        assertEquals(Result.BLACK_MATES, game.result());
        assertEquals("0-1 {Black mates}", game.result().cecp());
    }

    @Test
    void scholarsMateIsWonByWhite() {
        Game game = play(new Game(), "e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#");
        assertEquals(Result.WHITE_MATES, game.result());
        assertEquals("1-0 {White mates}", game.result().cecp());
    }

    @Test
    void stalemate() {
        Game game = new Game("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertEquals(Result.STALEMATE, game.result());
        assertEquals("1/2-1/2 {Stalemate}", game.result().cecp());
    }

    @Test
    void fiftyMoveRule() {
        Game game = new Game("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
        assertNull(game.result());
        play(game, "Ra2");
        assertEquals(Result.FIFTY_MOVES, game.result());
        assertEquals("1/2-1/2 {Draw by fifty move rule}", game.result().cecp());
    }

    @Test
    void mateOnTheHundredthHalfMoveIsStillMate() {
        Game game = play(new Game("k7/8/1K6/8/8/8/8/7R w - - 99 80"), "Rh8#");
        assertEquals(Result.WHITE_MATES, game.result());
    }

    @Test
    void threefoldRepetition() {
        Game game = play(new Game(), "Nf3", "Nf6", "Ng1", "Ng8");
        Position pos = game.position();
        assertEquals(2, pos.repetitionCount());
        assertTrue(pos.isRepetition());
        assertNull(game.result());
        play(game, "Nf3", "Nf6", "Ng1", "Ng8");
        assertEquals(3, pos.repetitionCount());
        assertEquals(Result.REPETITION, game.result());
        assertEquals("1/2-1/2 {Draw by repetition}", game.result().cecp());
        game.undo();
        assertNull(game.result());
    }

    @Test
    void aCaptureOrPawnMoveEndsTheRepetitionWindow() {
        Game game = play(new Game(), "Nf3", "Nf6", "Ng1", "Ng8", "e4", "e5", "Nf3", "Nf6", "Ng1", "Ng8");
        assertEquals(2, game.position().repetitionCount());
    }

    @Test
    void aUselessEnPassantSquareDoesNotHideARepetition() {
        // After 1.e4 the FEN would say e3, but nothing can take: the position is the same as later ones.
        Game game = play(new Game("4k3/8/8/8/8/8/4P3/4K1N1 w - - 0 1"), "e4", "Ke7", "Nf3", "Ke8", "Ng1", "Ke7",
                "Nf3", "Ke8", "Ng1");
        assertEquals(3, game.position().repetitionCount());
        assertEquals(Result.REPETITION, game.result());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1     | true",    // K-K
        "4k3/8/8/8/8/8/8/4KN2 w - - 0 1    | true",    // K+N-K
        "4k3/8/8/8/8/8/8/4KB2 b - - 0 1    | true",    // K+B-K
        "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1  | true",    // bishops f8 and c1: both dark
        "4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1 | false",   // g8 light, c1 dark
        "4k3/8/8/8/8/8/8/3NKN2 w - - 0 1   | false",   // two knights are not on the list
        "4k3/8/8/8/8/8/5P2/4K3 w - - 0 1  | false",
        "4k3/8/8/8/8/8/8/4KR2 b - - 0 1    | false",
        "4kn2/8/8/8/8/8/8/4KB2 w - - 0 1   | false",
    })
    void insufficientMaterial(String fen, boolean dead) {
        Game game = new Game(fen);
        assertEquals(dead, game.position().hasInsufficientMaterial());
        assertEquals(dead ? Result.INSUFFICIENT_MATERIAL : null, game.result());
    }

    @Test
    void insufficientMaterialAfterTheLastCapture() {
        Game game = play(new Game("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1"), "Kxe2");
        assertEquals("1/2-1/2 {Draw by insufficient material}", game.result().cecp());
    }

    @Test
    void undoTakesMovesBack() {
        Game game = new Game();
        assertFalse(game.undo());
        assertEquals(Move.NONE, game.lastMove());
        play(game, "e4", "e5", "Nf3");
        assertEquals(3, game.moveCount());
        assertEquals("g1f3", Notation.coordinate(game.lastMove()));
        assertTrue(game.undo());
        assertTrue(game.undo());
        assertEquals("e2e4", Notation.coordinate(game.lastMove()));
        assertTrue(game.undo());
        assertFalse(game.undo());
        assertEquals(0, game.moveCount());
        assertEquals(Position.START_FEN, game.position().toFen());
        assertEquals(Position.start().hash(), game.position().hash());
    }

    @Test
    void undoOfSeveralHalfMovesStopsAtTheStart() {
        Game game = new Game();
        play(game, "e4", "e5", "Nf3");
        game.undo(2);
        assertEquals("e2e4", Notation.coordinate(game.lastMove()));
        game.undo(2);
        assertEquals(0, game.moveCount());
    }

    /**
     * A search makes its moves on the game's position; the game's count stays the game's (a ponder hit sets the
     * time limits from inside the search, and counted the search's path as moves played).
     */
    @Test
    void theMoveCountIsTheGamesNotTheSearchsOnItsPosition() {
        Game game = play(new Game(), "e4", "e5");
        Position position = game.position();
        position.makeMove(Notation.parseMove(position, "Nf3"));
        position.makeMove(Notation.parseMove(position, "Nc6"));
        assertEquals(2, game.moveCount(), "the search is two plies deep");
        position.unmakeMove();
        position.unmakeMove();
        assertEquals(2, game.moveCount());
        assertTrue(game.undo());
        assertEquals(1, game.moveCount());
    }

    @Test
    void gameFromFen() {
        Game game = new Game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq -");
        assertEquals("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", game.startFen());
        assertThrows(FenException.class, () -> new Game("not a fen"));
    }

    @Test
    void illegalMovesAreRefused() {
        Game game = new Game();
        assertThrows(IllegalArgumentException.class, () -> game.play(Move.of(Square.E1, Square.parse("e2"))));
    }
}
