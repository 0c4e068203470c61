package driverlessons.gomocup.game;

/**
 * The shape a stone would make on one line: the codes below, looked up in a table of 65,536 entries indexed by
 * the eight cells around it (four on each side, two bits each). The tables are built once, by asking of each
 * shape "what does one more stone make of it?" (a three is a shape that one stone turns into a four, and so on).
 *
 * <p>These are the evaluation's and the move ordering's view, not the referee's: a line is seen four cells each
 * way, so an overline just beyond that window is not seen. Where a win depends on it, {@link Board} checks the
 * real board.
 */
public final class Patterns {
    /** No five can be made through this cell on this line. */
    public static final int NONE = 0;
    /** One stone with room for a five. */
    public static final int F1 = 1;
    /** A two that can become a blocked three; an open two (becomes an open three). */
    public static final int B2 = 2;
    public static final int F2 = 3;
    /** A blocked three (becomes a four); an open three (becomes an open four). */
    public static final int B3 = 4;
    public static final int F3 = 5;
    /** A four (one square makes five); an open four, or two fours on one line (two squares make five). */
    public static final int B4 = 6;
    public static final int F4 = 7;
    /** Five in a row. */
    public static final int FIVE = 8;

    /** The cell values of the two-bit codes in a key. */
    static final int EMPTY = 0;
    static final int OWN = 1;
    static final int OPPONENT = 2;
    static final int WALL = 3;

    private static final byte[][] TABLES = new byte[Rule.FiveKind.values().length][];

    private Patterns() {
    }

    /** The table for one kind of five (built on first use; callers keep the array). */
    public static synchronized byte[] table(Rule.FiveKind kind) {
        byte[] table = TABLES[kind.ordinal()];
        if (table == null) {
            table = build(kind);
            TABLES[kind.ordinal()] = table;
        }
        return table;
    }

    private static byte[] build(Rule.FiveKind kind) {
        int[] memo = new int[1 << 16];
        java.util.Arrays.fill(memo, -1);
        byte[] table = new byte[1 << 16];
        for (int key = 0; key < table.length; key++) {
            table[key] = (byte) classify(key, kind, memo);
        }
        return table;
    }

    /** Key position i (0..7) is the cell at offset -4,-3,-2,-1,+1,+2,+3,+4; line index = i &lt; 4 ? i : i + 1. */
    private static int[] decode(int key) {
        int[] line = new int[9];
        for (int i = 0; i < 8; i++) {
            line[i < 4 ? i : i + 1] = (key >> (2 * i)) & 3;
        }
        line[4] = OWN;
        return line;
    }

    private static int encode(int[] line) {
        int key = 0;
        for (int i = 0; i < 8; i++) {
            key |= line[i < 4 ? i : i + 1] << (2 * i);
        }
        return key;
    }

    private static int classify(int key, Rule.FiveKind kind, int[] memo) {
        if (memo[key] >= 0) {
            return memo[key];
        }
        int[] line = decode(key);
        int result;
        if (five(line, kind)) {
            result = FIVE;
        } else {
            int completions = 0;
            for (int i = 0; i < 9; i++) {
                if (line[i] == EMPTY) {
                    line[i] = OWN;
                    if (five(line, kind)) {
                        completions++;
                    }
                    line[i] = EMPTY;
                }
            }
            if (completions >= 2) {
                result = F4;
            } else if (completions == 1) {
                result = B4;
            } else {
                result = NONE;
                for (int i = 0; i < 9; i++) {
                    if (line[i] == EMPTY) {
                        line[i] = OWN;
                        int next = classify(encode(line), kind, memo);
                        line[i] = EMPTY;
                        result = Math.max(result, weaker(next));
                    }
                }
            }
        }
        memo[key] = result;
        return result;
    }

    /** The shape one stone less makes: a shape one move short of {@code next}. */
    private static int weaker(int next) {
        return switch (next) {
            case F4 -> F3;
            case B4 -> B3;
            case F3 -> F2;
            case B3 -> B2;
            case F2, B2 -> F1;
            default -> NONE;
        };
    }

    /** Is the run of own stones through the centre a winning five? Beyond the window counts as empty. */
    private static boolean five(int[] line, Rule.FiveKind kind) {
        int left = 4;
        while (left > 0 && line[left - 1] == OWN) {
            left--;
        }
        int right = 4;
        while (right < 8 && line[right + 1] == OWN) {
            right++;
        }
        int length = right - left + 1;
        return switch (kind) {
            case FIVE_OR_MORE -> length >= 5;
            case EXACTLY_FIVE -> length == 5;
            case UNBLOCKED -> length >= 5
                    && !(left > 0 && line[left - 1] == OPPONENT && right < 8 && line[right + 1] == OPPONENT);
        };
    }
}
