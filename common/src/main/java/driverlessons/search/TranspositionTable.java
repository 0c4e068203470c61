package driverlessons.search;

import java.util.Arrays;

/**
 * The transposition table: what the search learnt about positions it has met, keyed by their Zobrist hash. It
 * saves work when the same position is reached by another move order, and it remembers the best move of each
 * position so that the next, deeper iteration searches it first.
 *
 * <p>Each entry is two {@code long}s (16 bytes): the full 64-bit key, and a data word with the move (17 bits), the
 * position's static evaluation (15: a node met again need not be evaluated again), the score (16), the draft (8),
 * the bound type (2) and the search generation (6). Entries come in buckets of two:
 * a new result replaces the entry of the same position, or else the less valuable of the two (shallower, or left
 * over from an older search). The size is set in megabytes, for the {@code memory} command, and every megabyte is
 * used: the bucket index is the hash scaled to the number of buckets, not masked to a power of two.
 *
 * <p><b>Several threads</b> (lazy SMP) read and write the table at once without locks. An entry is two separate
 * writes, so another thread may read one half new and the other old (a "torn" entry). The key slot therefore
 * holds the key XOR the data word (Hyatt's lockless hashing): a torn entry does not XOR back to the position's
 * key and is simply not found. A move read from the table is only ever compared with generated legal moves (or
 * checked with {@code isLegal}), so even a true hash collision cannot make the search play an illegal move.
 */
final class TranspositionTable {

    /** The score is exact (a PV node). */
    static final int EXACT = 1;
    /** The score is a lower bound (the node failed high: a cut-off). */
    static final int LOWER = 2;
    /** The score is an upper bound (the node failed low: no move reached alpha). */
    static final int UPPER = 3;

    private static final int BYTES_PER_ENTRY = 16;
    private static final int ENTRIES_PER_BUCKET = 2;
    private static final int GENERATIONS = 64;
    private static final int MOVE_BITS = 17;
    private static final int EVAL_BITS = 15;

    /** What {@link #eval} says when no static evaluation was stored (the side to move was in check). */
    static final int NO_EVAL = -(1 << (EVAL_BITS - 1));

    /** Keys and data interleaved: entry i is {@code table[2i]} (key XOR data) and {@code table[2i + 1]} (data). */
    private long[] table;
    private long buckets;
    private int generation;

    /** A table of about {@code megabytes} MB (at least one bucket). */
    TranspositionTable(int megabytes) {
        resize(megabytes);
    }

    /** Reallocates the table with a new size; everything stored is lost. */
    void resize(int megabytes) {
        long bytes = Math.max(0, megabytes) * 1024L * 1024L;
        long entries = Math.max(ENTRIES_PER_BUCKET, bytes / BYTES_PER_ENTRY);
        // Java arrays hold at most 2^31 - 1 elements: 2^30 longs is 8 GB of table, plenty for a teaching engine.
        entries = Math.min(entries, 1L << 29);
        buckets = entries / ENTRIES_PER_BUCKET;
        table = null; // let the old table go before the new one is allocated
        table = new long[(int) (buckets * ENTRIES_PER_BUCKET * 2)];
        generation = 0;
    }

    /** Forgets everything (a new game). */
    void clear() {
        Arrays.fill(table, 0L);
        generation = 0;
    }

    /** The size in megabytes, as allocated. */
    long megabytes() {
        return table.length * 8L / (1024 * 1024);
    }

    /** Starts a new search: entries of older searches become the first to be replaced. */
    void newSearch() {
        generation = (generation + 1) % GENERATIONS;
    }

    /** The first slot (a long index into {@code table}) of the bucket for this key. */
    private int bucketSlot(long key) {
        // The high 32 bits of the key, scaled to [0, buckets): uniform for any number of buckets.
        long bucket = ((key >>> 32) * buckets) >>> 32;
        return (int) (bucket * ENTRIES_PER_BUCKET * 2);
    }

    /** The data word stored for this key, or 0 when the position is not in the table. */
    long probe(long key) {
        int slot = bucketSlot(key);
        for (int i = 0; i < ENTRIES_PER_BUCKET; i++, slot += 2) {
            long data = table[slot + 1];
            if ((table[slot] ^ data) == key && data != 0) {
                return data;
            }
        }
        return 0;
    }

    /**
     * Stores what a search of this position found; {@code score} must already be {@link Score#toTable}'d, and
     * {@code eval} is the position's static evaluation, or {@link #NO_EVAL}.
     */
    void store(long key, int move, int eval, int score, int depth, int bound) {
        int slot = bucketSlot(key);
        int victim = -1;
        int victimWorth = Integer.MAX_VALUE;
        for (int i = 0; i < ENTRIES_PER_BUCKET; i++) {
            int s = slot + 2 * i;
            long data = table[s + 1];
            if ((table[s] ^ data) == key || data == 0) {
                // Same position: keep the old best move when this search did not find one.
                if (move == 0 && data != 0) {
                    move = move(data);
                }
                victim = s;
                break;
            }
            // Worth of an entry: its draft, much reduced when it is left over from an earlier search.
            int age = (generation - generation(data) + GENERATIONS) % GENERATIONS;
            int worth = depth(data) - 8 * age;
            if (worth < victimWorth) {
                victimWorth = worth;
                victim = s;
            }
        }
        long data = pack(move, eval, score, depth, bound, generation);
        table[victim] = key ^ data;
        table[victim + 1] = data;
    }

    /** How full the table is, in permille, from a sample of the first entries (for the curious). */
    int permilleFull() {
        int sample = Math.min(1000, table.length / 2);
        int used = 0;
        for (int i = 0; i < sample; i++) {
            long data = table[2 * i + 1];
            if (data != 0 && generation(data) == generation) {
                used++;
            }
        }
        return sample == 0 ? 0 : used * 1000 / sample;
    }

    private static long pack(int move, int eval, int score, int depth, int bound, int generation) {
        int storedEval = eval > NO_EVAL && eval < -NO_EVAL ? eval : NO_EVAL; // one out of range is not stored
        return move
                | (long) (storedEval & (1 << EVAL_BITS) - 1) << MOVE_BITS
                | ((long) (score & 0xFFFF) << 32)
                | ((long) (depth & 0xFF) << 48)
                | ((long) bound << 56)
                | ((long) generation << 58);
    }

    /** The best (or refuting) move of a data word, {@code Move.NONE} when none was found. */
    static int move(long data) {
        return (int) data & (1 << MOVE_BITS) - 1;
    }

    /** The static evaluation of a data word's position, {@link #NO_EVAL} when none was stored. */
    static int eval(long data) {
        return (int) data >> MOVE_BITS; // the sign comes down from bit 31
    }

    /** The score of a data word, still counted from the stored node (see {@link Score#fromTable}). */
    static int score(long data) {
        return (short) (data >>> 32);
    }

    /** The draft (remaining depth) the score was searched with. */
    static int depth(long data) {
        return (int) (data >>> 48) & 0xFF;
    }

    /** {@link #EXACT}, {@link #LOWER} or {@link #UPPER}. */
    static int bound(long data) {
        return (int) (data >>> 56) & 0x3;
    }

    private static int generation(long data) {
        return (int) (data >>> 58) & 0x3F;
    }
}
