package driverlessons.chess;

/**
 * The random numbers of Zobrist hashing. A position's hash is the XOR of one number per (piece, square), one
 * for the castling rights, one for the en passant file when a capture there is possible, and one more when
 * black is to move. Making a move changes only a few of these, so the hash is updated with a few XORs instead of
 * being recomputed. The numbers come from a generator with a fixed seed, so hashes are the same in every run.
 */
final class Zobrist {
    /** Indexed {@code piece * 64 + square}. */
    static final long[] PIECE_SQUARE = new long[Piece.COUNT * 64];
    /** Indexed by the castling-rights mask 0..15. */
    static final long[] CASTLING = new long[16];
    /** Indexed by the file of the en passant square. */
    static final long[] EN_PASSANT_FILE = new long[8];
    /** XORed in when black is to move. */
    static final long BLACK_TO_MOVE;

    static {
        long state = 0x9E3779B97F4A7C15L;
        for (int i = 0; i < PIECE_SQUARE.length; i++) {
            state += 0x9E3779B97F4A7C15L;
            PIECE_SQUARE[i] = mix(state);
        }
        // Castling keys: one number per right, combined by XOR, so that losing one right is one XOR.
        long[] perRight = new long[4];
        for (int i = 0; i < 4; i++) {
            state += 0x9E3779B97F4A7C15L;
            perRight[i] = mix(state);
        }
        for (int rights = 0; rights < 16; rights++) {
            for (int i = 0; i < 4; i++) {
                if ((rights & (1 << i)) != 0) {
                    CASTLING[rights] ^= perRight[i];
                }
            }
        }
        for (int file = 0; file < 8; file++) {
            state += 0x9E3779B97F4A7C15L;
            EN_PASSANT_FILE[file] = mix(state);
        }
        state += 0x9E3779B97F4A7C15L;
        BLACK_TO_MOVE = mix(state);
    }

    private Zobrist() {
    }

    /** The SplitMix64 output function: turns a counter into well-mixed 64 random-looking bits. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
