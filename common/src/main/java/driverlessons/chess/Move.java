package driverlessons.chess;

/**
 * A move packed into an {@code int}, so move lists are plain {@code int[]} arrays and no object is created while
 * searching. The bits:
 * <pre>
 *   bits  0..5   from square
 *   bits  6..11  to square
 *   bits 12..14  promotion piece type (KNIGHT..QUEEN), 0 when the move is not a promotion
 *   bit  15      castling (the move is the king's two-square move, e1g1; the rook comes along)
 *   bit  16      en passant capture
 * </pre>
 * {@link #NONE} is 0, which no real move can be (a1 to a1). Moves are only made by the {@code Position} that
 * generated them: the encoding does not say which piece moves or what it captures, the position knows that.
 */
public final class Move {
    /** No move. */
    public static final int NONE = 0;
    /** The flag of a castling move. */
    public static final int CASTLING = 1 << 15;
    /** The flag of an en passant capture. */
    public static final int EN_PASSANT = 1 << 16;

    private Move() {
    }

    /** An ordinary move (also a capture, or a pawn's one- or two-square push). */
    public static int of(int from, int to) {
        return from | to << 6;
    }

    /** A promotion to {@code type} (KNIGHT..QUEEN). */
    public static int promotion(int from, int to, int type) {
        return from | to << 6 | type << 12;
    }

    /** The square the piece leaves. */
    public static int from(int m) {
        return m & 63;
    }

    /** The square the piece goes to (for castling: the king's square). */
    public static int to(int m) {
        return (m >>> 6) & 63;
    }

    /** The piece type a pawn promotes to (KNIGHT..QUEEN), or 0 when the move is not a promotion. */
    public static int promotion(int m) {
        return (m >>> 12) & 7;
    }

    /** Whether the move is castling (written as the king's two-square move). */
    public static boolean isCastling(int m) {
        return (m & CASTLING) != 0;
    }

    /** Whether the move is an en passant capture. */
    public static boolean isEnPassant(int m) {
        return (m & EN_PASSANT) != 0;
    }
}
