package driverlessons.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The board of edit mode: c, #, Pa4, xa4, and the FEN it makes (castling from home squares, no en passant). */
class BoardEditorTest {
    private static BoardEditor edit(String fen, String... lines) {
        BoardEditor editor = new BoardEditor(Position.fromFen(fen));
        for (String line : lines) {
            assertTrue(editor.apply(line), line);
        }
        return editor;
    }

    @Test
    void editingTheStartPositionChangesNothingButTheClocks() {
        assertEquals(Position.START_FEN, edit(Position.START_FEN).fen());
    }

    @Test
    void aClearedBoardWithPiecesOfBothColours() {
        assertEquals("4k2r/8/8/8/8/8/8/R3K3 w Qk - 0 1",
                edit(Position.START_FEN, "#", "Ke1", "Ra1", "c", "Ke8", "Rh8").fen());
    }

    @Test
    void xEmptiesASquareAndTheSideToMoveIsKept() {
        String afterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBN1 b Qkq - 0 1",
                edit(afterE4, "xe4", "xh1").fen());
    }

    @Test
    void otherLinesAreNotEditCommands() {
        BoardEditor editor = new BoardEditor(Position.start());
        for (String line : new String[] {"ping 1", ".", "Ze4", "Pz9", "e2e4", "", "cc"}) {
            assertFalse(editor.apply(line), line);
        }
        assertEquals(Position.START_FEN, editor.fen());
    }
}
