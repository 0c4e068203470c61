package driverlessons.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A thinking line as CECP wants it, also while pondering. */
class ThinkingLineTest {
    @Test
    void theLineAndTheSameLineWhilePonderingOnAMove() {
        ThinkingLine line = new ThinkingLine(5, -12, 34, 5678, "e7e5 g1f3");
        assertEquals("5 -12 34 5678 e7e5 g1f3", line.toString());
        assertEquals("5 -12 34 5678 (e2e4) e7e5 g1f3", line.ponderingOn("e2e4").toString());
    }

    @Test
    void aGameOverOnTheBoardIsOneLineAtDepthZero() {
        assertEquals("0 -100000 0 0", ThinkingLine.gameOver(driverlessons.chess.Result.WHITE_MATES));
        assertEquals("0 0 0 0", ThinkingLine.gameOver(driverlessons.chess.Result.STALEMATE));
    }
}
