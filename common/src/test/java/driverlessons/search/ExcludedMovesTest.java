package driverlessons.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.chess.Notation;
import driverlessons.chess.Position;
import org.junit.jupiter.api.Test;

/** exclude / include: the root moves left out, all of them, a move that is not legal, no position. */
class ExcludedMovesTest {
    private static final Position START = Position.start();

    @Test
    void excludedMovesAreLeftOutOfTheRootMovesUntilIncludedOrCleared() {
        ExcludedMoves excluded = new ExcludedMoves();
        assertNull(excluded.rootMoves(START, true), "nothing excluded: every move");
        assertTrue(excluded.change(START, "e2e4", true));
        assertEquals(19, excluded.rootMoves(START, true).length);
        assertTrue(excluded.change(START, "d2d4", true));
        assertTrue(excluded.change(START, "e2e4", false));
        assertEquals(19, excluded.rootMoves(START, true).length, "e2e4 back, d2d4 out");
        excluded.clear();
        assertNull(excluded.rootMoves(START, true));
    }

    @Test
    void allOfThemLeaveNothingToAnalyseButAnEngineThatMustMoveSearchesThemAll() {
        ExcludedMoves excluded = new ExcludedMoves();
        assertTrue(excluded.change(START, "all", true));
        assertArrayEquals(new int[0], excluded.rootMoves(START, false));
        assertNull(excluded.rootMoves(START, true));
        assertTrue(excluded.change(START, "all", false));
        assertNull(excluded.rootMoves(START, false));
    }

    @Test
    void aMoveThatIsNotLegalOrNoPositionChangesNothing() {
        ExcludedMoves excluded = new ExcludedMoves();
        assertFalse(excluded.change(START, "e2e5", true));
        assertFalse(excluded.change(null, "e2e4", true));
        assertTrue(excluded.change(null, "all", true), "all with no position: nothing to exclude");
        assertNull(excluded.rootMoves(START, false));
        assertTrue(excluded.change(START, Notation.coordinate(START.legalMoves()[0]), true));
        assertEquals(19, excluded.rootMoves(START, false).length);
    }
}
