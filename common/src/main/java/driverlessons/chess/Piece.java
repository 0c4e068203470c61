package driverlessons.chess;

/**
 * Pieces as plain {@code int}s. A piece <em>type</em> is 0..5 (pawn to king); a <em>coloured piece</em> is
 * {@code side * 6 + type}, so white pieces are 0..5 and black pieces 6..11 and both kinds index arrays directly.
 */
public final class Piece {
    /** Piece types. */
    public static final int PAWN = 0;
    public static final int KNIGHT = 1;
    public static final int BISHOP = 2;
    public static final int ROOK = 3;
    public static final int QUEEN = 4;
    public static final int KING = 5;
    /** The number of piece types. */
    public static final int TYPES = 6;
    /** The number of coloured pieces (white pawn 0 to black king 11). */
    public static final int COUNT = 12;
    /** No piece: an empty square. */
    public static final int NONE = -1;

    private static final String LETTERS = "PNBRQKpnbrqk";

    private Piece() {
    }

    /** The type (PAWN..KING) of a coloured piece. */
    public static int type(int piece) {
        return piece % TYPES;
    }

    /** The side (Side.WHITE or Side.BLACK) a coloured piece belongs to. */
    public static int side(int piece) {
        return piece / TYPES;
    }

    /** The coloured piece of this side and type. */
    public static int of(int side, int type) {
        return side * TYPES + type;
    }

    /** The FEN letter of a coloured piece: upper case for white ("N"), lower case for black ("n"). */
    public static char letter(int piece) {
        return LETTERS.charAt(piece);
    }

    /** The coloured piece for a FEN letter, or NONE when the letter is not one of "PNBRQKpnbrqk". */
    public static int fromLetter(char letter) {
        return LETTERS.indexOf(letter);
    }
}
