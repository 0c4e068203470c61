package driverlessons.gomocup.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Black's forbidden moves under renju, from positions where the answer is known by the rule's definitions
 * (double three, double four, overline, five first, and threes that are not threes because they cannot become
 * a straight four).
 */
class RenjuTest {
    /** A 15x15 renju board with black stones on {@code black} and white stones on {@code white} ("x,y"). */
    private static Board board(String black, String white) {
        Board board = new Board(15, 15, Rule.RENJU);
        for (String xy : black.isBlank() ? new String[0] : black.split(" ")) {
            String[] p = xy.split(",");
            board.place(board.cell(Integer.parseInt(p[0]), Integer.parseInt(p[1])), Board.BLACK);
        }
        for (String xy : white.isBlank() ? new String[0] : white.split(" ")) {
            String[] p = xy.split(",");
            board.place(board.cell(Integer.parseInt(p[0]), Integer.parseInt(p[1])), Board.WHITE);
        }
        return board;
    }

    private static boolean forbidden(Board board, int x, int y) {
        return board.isForbidden(board.cell(x, y));
    }

    @Test
    void doubleThreeIsForbidden() {
        assertTrue(forbidden(board("6,7 7,7 8,5 8,6", ""), 8, 7));
    }

    @Test
    void aThreeAndAFourAreAllowed() {
        assertFalse(forbidden(board("5,7 6,7 7,7 8,5 8,6", ""), 8, 7));
    }

    @Test
    void doubleFourIsForbiddenEvenWhenBothAreBlocked() {
        assertTrue(forbidden(board("5,7 6,7 7,7 8,4 8,5 8,6", "4,7 8,3"), 8, 7));
    }

    @Test
    void twoFoursOnOneLineAreForbidden() {
        // X.X?X.X on row 7: the move makes two fours in one line
        assertTrue(forbidden(board("3,7 5,7 7,7 9,7", ""), 6, 7));
    }

    @Test
    void anOpenFourAloneIsAllowed() {
        assertFalse(forbidden(board("5,7 6,7 7,7", ""), 8, 7));
    }

    @Test
    void overlineIsForbidden() {
        assertTrue(forbidden(board("2,7 3,7 4,7 6,7 7,7", ""), 5, 7));
    }

    @Test
    void exactlyFiveWinsEvenWithAnOverlineOrDoubleFourElsewhere() {
        // (5,7) makes exactly five on row 7 and at the same time a double four: the five comes first
        Board b = board("1,7 2,7 3,7 4,7 5,4 5,5 5,6 3,9 4,8", "0,7");
        assertFalse(forbidden(b, 5, 7));
        assertTrue(b.makesFive(b.cell(5, 7), Board.BLACK));
    }

    @Test
    void overlineDoesNotWinForBlackButWinsForWhite() {
        Board b = board("2,7 3,7 4,7 6,7 7,7", "2,9 3,9 4,9 6,9 7,9");
        assertFalse(b.makesFive(b.cell(5, 7), Board.BLACK));
        assertTrue(b.makesFive(b.cell(5, 9), Board.WHITE));
    }

    @Test
    void aThreeThatWouldMakeAnOverlineIsNoThree() {
        // row 7: O . X X ? . . X -- filling 5 gives an overline at 6, filling 1 is blocked by O: not a three
        String rowSeven = "2,7 3,7 7,7";
        String column = "4,5 4,6";
        assertFalse(forbidden(board(rowSeven + " " + column, "0,7"), 4, 7));
        // without the far stone the same shape is a real three: double three
        assertTrue(forbidden(board("2,7 3,7 " + column, "0,7"), 4, 7));
    }

    @Test
    void aThreeWhoseStraighteningMovesAreForbiddenIsNoThree() {
        // row 7: . . X X ? P . -- both 3,7 and 7,7 would straighten it; each makes an overline on its column
        String rowSeven = "4,7 5,7";
        String column = "6,5 6,6";
        String overlines = "3,4 3,5 3,6 3,8 3,9 7,4 7,5 7,6 7,8 7,9";
        Board fake = board(rowSeven + " " + column + " " + overlines, "");
        assertTrue(forbidden(fake, 3, 7));
        assertTrue(forbidden(fake, 7, 7));
        assertFalse(forbidden(fake, 6, 7));
        // with one straightening move free again the three is real: double three
        Board real = board(rowSeven + " " + column + " 3,4 3,5 3,6 3,8 3,9", "");
        assertTrue(forbidden(real, 6, 7));
    }

    @Test
    void whiteHasNoForbiddenMovesAndOtherRulesNone() {
        Board standard = new Board(15, 15, Rule.STANDARD);
        for (String xy : "6,7 7,7 8,5 8,6".split(" ")) {
            String[] p = xy.split(",");
            standard.place(standard.cell(Integer.parseInt(p[0]), Integer.parseInt(p[1])), Board.BLACK);
        }
        assertFalse(standard.isForbidden(standard.cell(8, 7)));
    }

    @Test
    void caroFiveClosedAtBothEndsDoesNotWin() {
        Board caro = new Board(15, 15, Rule.CARO);
        for (String xy : "2,7 3,7 4,7 5,7".split(" ")) {
            String[] p = xy.split(",");
            caro.place(caro.cell(Integer.parseInt(p[0]), Integer.parseInt(p[1])), Board.BLACK);
        }
        caro.place(caro.cell(1, 7), Board.WHITE);
        assertTrue(caro.makesFive(caro.cell(6, 7), Board.BLACK));
        caro.place(caro.cell(7, 7), Board.WHITE);
        assertFalse(caro.makesFive(caro.cell(6, 7), Board.BLACK));
        assertEquals(Rule.CARO, Rule.fromGomocup(8));
    }
}
