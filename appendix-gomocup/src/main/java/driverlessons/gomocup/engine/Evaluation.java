package driverlessons.gomocup.engine;

import driverlessons.gomocup.game.Board;
import driverlessons.gomocup.game.Patterns;

/**
 * What a stone on an empty cell is worth to a colour, from the four shapes it would make there
 * ({@link Patterns}), plus the combinations that win by force (an open four, two fours, four-three, three-three).
 * The search orders its moves by these values (attack plus defence) and sums them into its static evaluation.
 */
final class Evaluation {
    /** Per shape code NONE, F1, B2, F2, B3, F3, B4, F4, FIVE. */
    private static final int[] SHAPE_VALUE = {0, 2, 6, 20, 24, 90, 100, 1200, 20000};
    /** Two fours, or an open four: the opponent cannot block both squares. */
    static final int DOUBLE_FOUR = 1500;
    /** A four and an open three: after the forced block the three becomes an open four. */
    static final int FOUR_THREE = 800;
    /** Two open threes: one of them becomes an open four. */
    static final int THREE_THREE = 400;
    /** The largest evaluation; far below the mate scores. */
    static final int LIMIT = 10_000;

    private Evaluation() {
    }

    /** The value of a stone of {@code color} on the empty {@code cell}. */
    static int cellValue(Board board, int color, int cell) {
        int packed = board.shapes(color, cell);
        if (packed == 0) {
            return 0;
        }
        int sum = 0;
        int fours = 0;
        int threes = 0;
        for (int d = 0; d < 4; d++) {
            int shape = (packed >> (4 * d)) & 15;
            sum += SHAPE_VALUE[shape];
            if (shape == Patterns.F4) {
                fours += 2;
            } else if (shape == Patterns.B4) {
                fours++;
            } else if (shape == Patterns.F3) {
                threes++;
            }
        }
        if (fours >= 2) {
            sum += DOUBLE_FOUR;
        } else if (fours == 1 && threes >= 1) {
            sum += FOUR_THREE;
        } else if (threes >= 2) {
            sum += THREE_THREE;
        }
        return sum;
    }

    /** The strongest shape a stone of {@code color} on {@code cell} makes on any line. */
    static int bestShape(Board board, int color, int cell) {
        int packed = board.shapes(color, cell);
        int best = 0;
        for (int d = 0; d < 4; d++) {
            best = Math.max(best, (packed >> (4 * d)) & 15);
        }
        return best;
    }

    /** Does a stone there make a four (or better) on some line? */
    static boolean makesFour(Board board, int color, int cell) {
        return bestShape(board, color, cell) >= Patterns.B4;
    }

    /**
     * Could a black stone there be forbidden under renju? A cheap filter before {@link Board#isForbidden}: only
     * an overline (black on both sides), two lines with a three or a four, or a line with two fours can be.
     */
    static boolean mayBeForbidden(Board board, int cell) {
        int packed = board.shapes(Board.BLACK, cell);
        int strong = 0;
        for (int d = 0; d < 4; d++) {
            int shape = (packed >> (4 * d)) & 15;
            if (shape == Patterns.F4) {
                return true;
            }
            if (shape == Patterns.F3 || shape == Patterns.B4) {
                strong++;
            }
            int step = board.direction(d);
            if (board.at(cell + step) == Board.BLACK && board.at(cell - step) == Board.BLACK) {
                return true;
            }
        }
        return strong >= 2;
    }
}
