package driverlessons.chess;

/**
 * The two sides as plain {@code int}s (0 and 1), so that a side can index an array and {@code side ^ 1} is the
 * opponent. Hot code passes sides around millions of times per second; an enum would cost a field load each time.
 */
public final class Side {
    /** White, who moves first. */
    public static final int WHITE = 0;
    /** Black. */
    public static final int BLACK = 1;

    private Side() {
    }

    /** The opponent of {@code side}. */
    public static int other(int side) {
        return side ^ 1;
    }

    /** "white" or "black", for messages such as "the side not to move (black) is in check". */
    public static String name(int side) {
        return side == WHITE ? "white" : "black";
    }
}
