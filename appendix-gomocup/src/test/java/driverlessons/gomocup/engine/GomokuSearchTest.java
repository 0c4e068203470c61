package driverlessons.gomocup.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.gomocup.game.Board;
import driverlessons.gomocup.game.Rule;
import driverlessons.search.SearchControl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The search's promises: a five is taken, a four is blocked, a VCF is found, and the board is left as it was. */
@Timeout(30)
class GomokuSearchTest {
    private static Board board(Rule rule, String moves) {
        Board board = new Board(15, 15, rule);
        for (String xy : moves.split(" ")) {
            String[] p = xy.split(",");
            board.play(board.cell(Integer.parseInt(p[0]), Integer.parseInt(p[1])));
        }
        return board;
    }

    private static final SearchControl ABORT_AT_ONCE = SearchControl.abortWhen(elapsedMs -> true);

    @Test
    void aFiveIsTaken() {
        // black 3..6 on row 7; white elsewhere; black to move
        Board b = board(Rule.STANDARD, "3,7 3,9 4,7 4,9 5,7 5,9 6,7 12,12");
        SearchOutcome o = new GomokuSearch(1 << 20).search(b, SearchControl.depth(4));
        assertTrue(o.move() == b.cell(2, 7) || o.move() == b.cell(7, 7));
        assertTrue(o.provenWin());
    }

    @Test
    void aFourIsBlocked() {
        // white has 3..6 on row 9 and black to move has nothing better
        Board b = board(Rule.FREESTYLE, "2,9 3,9 12,12 4,9 12,0 5,9 0,12 6,9");
        SearchOutcome o = new GomokuSearch(1 << 20).search(b, SearchControl.depth(4));
        assertEquals(b.cell(7, 9), o.move());
    }

    @Test
    void aVcfIsFoundAndTheBoardIsLeftAsItWas() {
        Board b = board(Rule.STANDARD,
                "7,8 8,10 4,4 7,7 5,3 9,9 8,8 6,8 6,2 7,1 6,4 8,6 5,9 10,8 7,11 9,5 10,4 9,7 3,5 2,6 7,5");
        long hash = b.hash();
        int stones = b.stones();
        SearchOutcome o = new GomokuSearch(1 << 20).search(b, SearchControl.depth(6));
        assertTrue(o.provenWin(), "score " + o.score());
        assertEquals(hash, b.hash());
        assertEquals(stones, b.stones());
    }

    @Test
    void anAbortAtOnceStillGivesAnEmptyCellAndLeavesTheBoard() {
        Board b = board(Rule.RENJU, "7,7 8,8 8,6 6,8 9,7 7,6 6,6 9,9");
        long hash = b.hash();
        SearchOutcome o = new GomokuSearch(1 << 20).search(b, ABORT_AT_ONCE);
        assertEquals(Board.EMPTY, b.at(o.move()));
        assertEquals(hash, b.hash());
    }
}
