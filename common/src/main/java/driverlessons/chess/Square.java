package driverlessons.chess;

/**
 * Squares as plain {@code int}s 0..63: a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63. With this numbering
 * square {@code sq} is bit {@code sq} of a bitboard (a {@code long} with one bit per square), one rank up is
 * {@code +8} and one file right is {@code +1}.
 */
public final class Square {
    /** The squares the move generator and the tests mention by name. */
    public static final int A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7;
    public static final int A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63;
    /** No square (for example: no en passant square). */
    public static final int NONE = -1;
    /** The a-file as a bitboard (a1, a2, ..., a8); the file {@code f} is {@code FILE_A << f}. */
    public static final long FILE_A = 0x0101010101010101L;
    /** The h-file as a bitboard. */
    public static final long FILE_H = FILE_A << 7;
    /** The first rank as a bitboard (a1 .. h1); the rank {@code r} is {@code RANK_1 << 8 * r}. */
    public static final long RANK_1 = 0xFFL;
    /** The eighth rank as a bitboard. */
    public static final long RANK_8 = RANK_1 << 56;

    private Square() {
    }

    /** The file of a square: 0 for the a-file to 7 for the h-file. */
    public static int file(int sq) {
        return sq & 7;
    }

    /** The rank of a square: 0 for the first rank to 7 for the eighth. */
    public static int rank(int sq) {
        return sq >>> 3;
    }

    /** The square on this file (0..7) and rank (0..7). */
    public static int of(int file, int rank) {
        return rank * 8 + file;
    }

    /** The square's name, such as "e4". */
    public static String name(int sq) {
        return "" + (char) ('a' + file(sq)) + (char) ('1' + rank(sq));
    }

    /** The square named by text such as "e4", or -1 when the text is not a square's name. */
    public static int parse(String text) {
        if (text == null || text.length() != 2) {
            return NONE;
        }
        int file = text.charAt(0) - 'a';
        int rank = text.charAt(1) - '1';
        if (file < 0 || file > 7 || rank < 0 || rank > 7) {
            return NONE;
        }
        return of(file, rank);
    }
}
