package driverlessons.gomocup.engine;

/**
 * The transposition table: one entry per slot (always replace), two longs each, the key and the packed data
 * (move, score, depth, bound). Its size is given in bytes so the driver can fit it inside {@code max_memory}.
 */
final class TranspositionTable {
    static final int EXACT = 1;
    static final int LOWER = 2;
    static final int UPPER = 3;
    /** Bytes per entry. */
    static final int ENTRY_BYTES = 16;

    private long[] keys;
    private long[] data;
    private int mask;

    TranspositionTable(long bytes) {
        resize(bytes);
    }

    /** Reallocates to the largest power of two of entries that fits in {@code bytes} (at least 1024). */
    void resize(long bytes) {
        long entries = Math.max(1024, Long.highestOneBit(Math.max(1, bytes / ENTRY_BYTES)));
        entries = Math.min(entries, 1 << 26);
        keys = new long[(int) entries];
        data = new long[(int) entries];
        mask = (int) entries - 1;
    }

    long bytes() {
        return (long) keys.length * ENTRY_BYTES;
    }

    void clear() {
        java.util.Arrays.fill(keys, 0);
        java.util.Arrays.fill(data, 0);
    }

    /** The packed data for this hash, or 0 when there is none. */
    long probe(long hash) {
        int i = (int) hash & mask;
        return keys[i] == hash ? data[i] : 0;
    }

    void store(long hash, int move, int score, int depth, int bound) {
        int i = (int) hash & mask;
        keys[i] = hash;
        data[i] = ((long) (move + 1) & 0xFFFF) | (((long) score & 0xFFFFFFFFL) << 16)
                | ((long) (depth & 0xFF) << 48) | ((long) bound << 56);
    }

    static int move(long entry) {
        return (int) (entry & 0xFFFF) - 1;
    }

    static int score(long entry) {
        return (int) (entry >>> 16);
    }

    static int depth(long entry) {
        return (int) ((entry >>> 48) & 0xFF);
    }

    static int bound(long entry) {
        return (int) ((entry >>> 56) & 0xFF);
    }
}
