package driverlessons.chess;

/**
 * The squares each piece attacks, as bitboards (bit {@code sq} set when square {@code sq} is attacked).
 *
 * <p>Knights, kings and pawns attack fixed patterns: one table lookup each. Bishops, rooks and queens slide
 * until they hit a piece, so their attacks depend on the occupancy. For them this class uses <em>magic
 * bitboards</em>: of the whole occupancy only the squares on the slider's lines matter (the "mask", edges left
 * out because a piece there blocks nothing further). Multiplying those bits by a well-chosen 64-bit number (the
 * "magic") gathers them into the top bits of the product, which then index a table of precomputed attack sets.
 * So a sliding attack costs one AND, one multiply, one shift and one load, with no loop.
 *
 * <p>The magics were found by {@link #findMagic}: it tries sparse random numbers from a generator with a fixed
 * seed until one maps every occupancy of the mask to a table slot without a harmful collision (two occupancies
 * may share a slot only when their attack sets are equal). That search takes about half a second, too long for
 * every start of the engine, so its results are written below as two tables; the class only fills the attack
 * table from them when it loads (and fails loudly if a magic were wrong). {@code AttacksTest} runs the search
 * again and compares every slider attack with the slow way of walking the rays.
 */
public final class Attacks {
    private static final long[] KNIGHT = new long[64];
    private static final long[] KING = new long[64];
    /** Pawn captures, indexed {@code side * 64 + sq}. */
    private static final long[] PAWN = new long[128];

    private static final long[] BISHOP_MASK = new long[64];
    /** The bishop magics found by {@link #findMagic} (seed {@link #MAGIC_SEED}), a1 to h8. */
    private static final long[] BISHOP_MAGIC = {
            0x0020428400408200L, 0x0004100440408000L, 0x82041C2482010010L, 0x0484142D80000000L,
            0x0002021008101042L, 0x4200882008014100L, 0x0004A81108200000L, 0x0001004802011100L,
            0x1040401024010048L, 0x0042041004204881L, 0x2008110810810020L, 0x240008060440C288L,
            0x0021020210050020L, 0x0022810402408800L, 0x802060410420A042L, 0x0081020086481280L,
            0x4110400860C10400L, 0x20040021240C0240L, 0x4802044104040080L, 0x00008868020042C0L,
            0x0002204400A00002L, 0x2820408488084000L, 0x08006024041C0420L, 0x4102088190808810L,
            0x0102201040094200L, 0xAB0A0814203800A0L, 0x4044209010008080L, 0x2020120000400440L,
            0x4400840034802011L, 0x425051000600A200L, 0x412094012A010410L, 0x08084080A04C0440L,
            0x0304022241C10401L, 0x0200841000210200L, 0x0602004100100100L, 0x0C04020081080080L,
            0x00A0040400004102L, 0x30348102000100A2L, 0x10041401700C0500L, 0x8000840282424212L,
            0x0810822110002000L, 0x00204814500084A4L, 0x0002022228009410L, 0x200000420080A810L,
            0x0000200411108400L, 0x8240100400400020L, 0x01A4108404442100L, 0x0A020A0201A20209L,
            0x00010C0920881A42L, 0x022104022202A400L, 0x80000022011008A0L, 0x5000441020884001L,
            0x1001001202020008L, 0x4808202102308024L, 0x4008023004051104L, 0x44040802004E0800L,
            0x000040A210066040L, 0x000002060A01050DL, 0x52A0040106431002L, 0x0000040200841C08L,
            0xF000010828030409L, 0x0041201120190500L, 0x0404082081122212L, 0x000408009C008200L
    };
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] ROOK_MASK = new long[64];
    /** The rook magics found by {@link #findMagic} (seed {@link #MAGIC_SEED}), a1 to h8. */
    private static final long[] ROOK_MAGIC = {
            0x008000908064C000L, 0x0040200040001000L, 0x0180100080A0010AL, 0x8880041000800800L,
            0x1200100201200804L, 0x0200020004011008L, 0x2180010000800600L, 0x0200005088210204L,
            0x0000800080204001L, 0x1000804000802001L, 0x8240801000200080L, 0x8F80801000800801L,
            0x008180800C001800L, 0x0100800200800400L, 0x0A02000102000408L, 0x8020802300104280L,
            0x0080004000402000L, 0xE010104000402000L, 0x0800808010002000L, 0xA280210008100100L,
            0x0001818014000800L, 0xA002010100080400L, 0x0080240001020870L, 0x0001020004048845L,
            0x0081826280004004L, 0x2020810900284000L, 0x0200100080802000L, 0x0001002100081000L,
            0x8083080100100500L, 0x4406000901000400L, 0x0005020080800100L, 0x0090204200008114L,
            0x0010400094800420L, 0x0900804000802002L, 0x0201001841002000L, 0x4100080080801000L,
            0x4540040080800800L, 0x0002001004040020L, 0x0281195814001002L, 0x1240800040800100L,
            0x0880042000524004L, 0x02C080410206002CL, 0x0801200241050010L, 0x8400080010008080L,
            0x0008000500090010L, 0x0082009084020008L, 0x01818902102C0008L, 0x8308408041020004L,
            0x0200860C20410200L, 0x6020200090400080L, 0x0800900020008280L, 0x0000100020090100L,
            0x0400800400080280L, 0x0050044010200801L, 0x0101004406000B00L, 0xC100066400870200L,
            0x440680014012A501L, 0x1023012082044112L, 0x00804080200A0012L, 0x000420310A004A42L,
            0x0023001004020801L, 0x0882001008040102L, 0x000230088118020CL, 0x0000019025040042L
    };
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    /** The attack sets of all sliders, each square's block starting at its OFFSET. */
    private static final long[] SLIDER_TABLE;

    /** Squares strictly between two squares on a line (empty when they share no line), {@code a * 64 + b}. */
    private static final long[] BETWEEN = new long[64 * 64];
    /** The whole line (edge to edge) through two squares, both included (empty when they share none). */
    private static final long[] LINE = new long[64 * 64];

    private static final int[][] ROOK_DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    static {
        int[][] knightSteps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        int[][] kingSteps = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
        for (int sq = 0; sq < 64; sq++) {
            KNIGHT[sq] = steps(sq, knightSteps);
            KING[sq] = steps(sq, kingSteps);
            PAWN[Side.WHITE * 64 + sq] = steps(sq, new int[][] {{-1, 1}, {1, 1}});
            PAWN[Side.BLACK * 64 + sq] = steps(sq, new int[][] {{-1, -1}, {1, -1}});
        }

        int size = 0;
        for (int sq = 0; sq < 64; sq++) {
            BISHOP_MASK[sq] = relevantMask(sq, BISHOP_DIRECTIONS);
            ROOK_MASK[sq] = relevantMask(sq, ROOK_DIRECTIONS);
            BISHOP_OFFSET[sq] = size;
            size += 1 << Long.bitCount(BISHOP_MASK[sq]);
            ROOK_OFFSET[sq] = size;
            size += 1 << Long.bitCount(ROOK_MASK[sq]);
        }
        SLIDER_TABLE = new long[size];
        for (int sq = 0; sq < 64; sq++) {
            BISHOP_SHIFT[sq] = 64 - Long.bitCount(BISHOP_MASK[sq]);
            ROOK_SHIFT[sq] = 64 - Long.bitCount(ROOK_MASK[sq]);
            if (!fill(SLIDER_TABLE, BISHOP_OFFSET[sq], sq, BISHOP_DIRECTIONS, BISHOP_MASK[sq], BISHOP_MAGIC[sq])
                    || !fill(SLIDER_TABLE, ROOK_OFFSET[sq], sq, ROOK_DIRECTIONS, ROOK_MASK[sq], ROOK_MAGIC[sq])) {
                throw new IllegalStateException("a magic number in Attacks is wrong for " + Square.name(sq));
            }
        }

        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                if (a == b) {
                    continue;
                }
                long bitB = 1L << b;
                if ((rook(a, 0) & bitB) != 0) {
                    BETWEEN[a * 64 + b] = rook(a, bitB) & rook(b, 1L << a);
                    LINE[a * 64 + b] = (rook(a, 0) & rook(b, 0)) | (1L << a) | bitB;
                } else if ((bishop(a, 0) & bitB) != 0) {
                    BETWEEN[a * 64 + b] = bishop(a, bitB) & bishop(b, 1L << a);
                    LINE[a * 64 + b] = (bishop(a, 0) & bishop(b, 0)) | (1L << a) | bitB;
                }
            }
        }
    }

    private Attacks() {
    }

    /** The squares a knight on {@code sq} attacks. */
    public static long knight(int sq) {
        return KNIGHT[sq];
    }

    /** The squares a king on {@code sq} attacks. */
    public static long king(int sq) {
        return KING[sq];
    }

    /** The squares a pawn of {@code side} on {@code sq} attacks (captures diagonally forward). */
    public static long pawn(int side, int sq) {
        return PAWN[side * 64 + sq];
    }

    /** The squares a bishop on {@code sq} attacks when the pieces stand on {@code occupied}. */
    public static long bishop(int sq, long occupied) {
        return SLIDER_TABLE[BISHOP_OFFSET[sq]
                + (int) (((occupied & BISHOP_MASK[sq]) * BISHOP_MAGIC[sq]) >>> BISHOP_SHIFT[sq])];
    }

    /** The squares a rook on {@code sq} attacks when the pieces stand on {@code occupied}. */
    public static long rook(int sq, long occupied) {
        return SLIDER_TABLE[ROOK_OFFSET[sq]
                + (int) (((occupied & ROOK_MASK[sq]) * ROOK_MAGIC[sq]) >>> ROOK_SHIFT[sq])];
    }

    /** The squares a queen on {@code sq} attacks when the pieces stand on {@code occupied}. */
    public static long queen(int sq, long occupied) {
        return bishop(sq, occupied) | rook(sq, occupied);
    }

    /**
     * The squares strictly between {@code a} and {@code b} when they share a rank, file or diagonal, else 0.
     * In check by a slider, these are the squares where a piece can block.
     */
    public static long between(int a, int b) {
        return BETWEEN[a * 64 + b];
    }

    /**
     * The whole line through {@code a} and {@code b}, from edge to edge and including both, when they share a
     * rank, file or diagonal, else 0. A piece pinned to its king may only move along this line.
     */
    public static long line(int a, int b) {
        return LINE[a * 64 + b];
    }

    /** The bitboard of the squares reached from {@code sq} by single steps (file, rank) that stay on the board. */
    private static long steps(int sq, int[][] steps) {
        long result = 0;
        for (int[] step : steps) {
            int file = Square.file(sq) + step[0];
            int rank = Square.rank(sq) + step[1];
            if (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                result |= 1L << Square.of(file, rank);
            }
        }
        return result;
    }

    /** A slider's attacks found the slow way, walking each direction until a piece blocks. */
    private static long slowAttacks(int sq, long occupied, int[][] directions) {
        long result = 0;
        for (int[] d : directions) {
            int file = Square.file(sq) + d[0];
            int rank = Square.rank(sq) + d[1];
            while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                long bit = 1L << Square.of(file, rank);
                result |= bit;
                if ((occupied & bit) != 0) {
                    break;
                }
                file += d[0];
                rank += d[1];
            }
        }
        return result;
    }

    /**
     * The squares whose occupancy matters for a slider on {@code sq}: its lines without the last square of each,
     * because a piece on the edge cannot block anything behind it.
     */
    private static long relevantMask(int sq, int[][] directions) {
        long result = 0;
        for (int[] d : directions) {
            int file = Square.file(sq) + d[0];
            int rank = Square.rank(sq) + d[1];
            while (file + d[0] >= 0 && file + d[0] < 8 && rank + d[1] >= 0 && rank + d[1] < 8) {
                result |= 1L << Square.of(file, rank);
                file += d[0];
                rank += d[1];
            }
        }
        return result;
    }

    /** The seed of the random numbers {@link #findMagic} tries. */
    static final long MAGIC_SEED = 0x2545F4914F6CDD1DL;

    /**
     * Writes the attack sets of a slider on {@code sq} into {@code table} from {@code offset} on, each at the
     * slot its occupancy maps to with {@code magic}. Returns false when two occupancies with different attack
     * sets map to the same slot: the magic does not work. {@code table} must be zero in that range.
     */
    private static boolean fill(long[] table, int offset, int sq, int[][] directions, long mask, long magic) {
        int shift = 64 - Long.bitCount(mask);
        // Visit every subset of the mask (the "carry-rippler" trick: subtract and mask again).
        long subset = 0;
        do {
            long attacks = slowAttacks(sq, subset, directions);
            int slot = offset + (int) ((subset * magic) >>> shift);
            if (table[slot] == 0) {
                table[slot] = attacks;   // a slider always attacks at least one square, so 0 means free
            } else if (table[slot] != attacks) {
                return false;
            }
            subset = (subset - mask) & mask;
        } while (subset != 0);
        return true;
    }

    /**
     * Finds a magic for a bishop ({@code rook == false}) or rook on {@code sq} by trial, drawing candidates from
     * {@code random} (a xorshift64* state, advanced in place). This is how the tables above were made.
     */
    static long findMagic(int sq, boolean rook, long[] random) {
        int[][] directions = rook ? ROOK_DIRECTIONS : BISHOP_DIRECTIONS;
        long mask = relevantMask(sq, directions);
        long[] table = new long[1 << Long.bitCount(mask)];
        while (true) {
            // Magics with few set bits work best: AND three random numbers together.
            long magic = next(random) & next(random) & next(random);
            if (Long.bitCount((mask * magic) & 0xFF00000000000000L) < 6) {
                continue;   // the product gathers too few of the mask's bits into the index: hopeless
            }
            java.util.Arrays.fill(table, 0);
            if (fill(table, 0, sq, directions, mask, magic)) {
                return magic;
            }
        }
    }

    /** The next number of a xorshift64* generator whose state is {@code state[0]}. */
    private static long next(long[] state) {
        long x = state[0];
        x ^= x >>> 12;
        x ^= x << 25;
        x ^= x >>> 27;
        state[0] = x;
        return x * 0x2545F4914F6CDD1DL;
    }

    /** The magic of a bishop ({@code rook == false}) or rook on {@code sq}, for the test that re-finds them. */
    static long magic(int sq, boolean rook) {
        return rook ? ROOK_MAGIC[sq] : BISHOP_MAGIC[sq];
    }

    /** The attack set of a bishop on {@code sq}, walking the rays: the reference the tests compare with. */
    static long slowBishop(int sq, long occupied) {
        return slowAttacks(sq, occupied, BISHOP_DIRECTIONS);
    }

    /** The attack set of a rook on {@code sq}, walking the rays: the reference the tests compare with. */
    static long slowRook(int sq, long occupied) {
        return slowAttacks(sq, occupied, ROOK_DIRECTIONS);
    }
}
