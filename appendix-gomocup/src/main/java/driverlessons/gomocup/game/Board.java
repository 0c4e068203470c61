package driverlessons.gomocup.game;

import java.util.SplittableRandom;

/**
 * A gomoku board from 5x5 to 32x32 with its stones, the order they were placed in (for takeback and the search's
 * unmake), the rule's exact checks (a five, renju's forbidden moves) and the caches the search reads: for every
 * empty cell and each colour the shape a stone there would make on each of the four lines ({@link Patterns}), and
 * how many stones lie within two cells (the cells worth looking at).
 *
 * <p>Cells are indices into an array with a border of {@link #WALL} five cells wide, so a scan along a line stops
 * at the wall without bounds checks: cell = (y + PAD) * stride + x + PAD, with stride = width + PAD (the right
 * border of one row is the left border of the next). Black moves first; the side to move follows from the count
 * of stones. Not thread-safe: the driver publishes what another thread may read.
 */
public final class Board {
    public static final int EMPTY = 0;
    public static final int BLACK = 1;
    public static final int WHITE = 2;
    public static final int WALL = 3;
    public static final int MIN_SIZE = 5;
    public static final int MAX_SIZE = 32;
    /** No cell (no move). */
    public static final int NONE = -1;

    private static final int PAD = 5;
    /** Two-bit code of a cell seen by a colour (rows: the colour; columns: EMPTY, BLACK, WHITE, WALL). */
    private static final int[][] SEEN = {
        {},
        {Patterns.EMPTY, Patterns.OWN, Patterns.OPPONENT, Patterns.WALL},
        {Patterns.EMPTY, Patterns.OPPONENT, Patterns.OWN, Patterns.WALL},
    };

    private final int width;
    private final int height;
    private final int stride;
    private final Rule rule;
    private final int[] directions;
    private final byte[] cells;
    /** Per colour and cell: four 4-bit pattern codes, one per direction. */
    private final int[][] shapes = new int[3][];
    private final byte[][] tables = new byte[3][];
    /** Stones within two cells (a 5x5 square) of each cell. */
    private final int[] near;
    private final long[][] zobrist = new long[3][];
    private long hash;
    private final int[] history;
    private int stones;
    private int blackStones;
    /** The bounding box of the stones, and its earlier values for unmake. */
    private int minX;
    private int maxX;
    private int minY;
    private int maxY;
    private final int[] boxes;

    /** An empty board of this size, playing this rule. */
    public Board(int width, int height, Rule rule) {
        if (width < MIN_SIZE || height < MIN_SIZE || width > MAX_SIZE || height > MAX_SIZE) {
            throw new IllegalArgumentException("board size must be " + MIN_SIZE + " to " + MAX_SIZE);
        }
        this.width = width;
        this.height = height;
        this.stride = width + PAD;
        this.rule = rule;
        this.directions = new int[] {1, stride, stride + 1, stride - 1};
        int size = (height + 2 * PAD + 1) * stride;
        cells = new byte[size];
        java.util.Arrays.fill(cells, (byte) WALL);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                cells[cell(x, y)] = EMPTY;
            }
        }
        near = new int[size];
        history = new int[width * height];
        boxes = new int[width * height * 4];
        SplittableRandom random = new SplittableRandom(20261122L);
        for (int color = BLACK; color <= WHITE; color++) {
            shapes[color] = new int[size];
            tables[color] = Patterns.table(rule.fiveKind(color));
            zobrist[color] = new long[size];
            for (int i = 0; i < size; i++) {
                zobrist[color][i] = random.nextLong();
            }
        }
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int c = cell(x, y);
                for (int d = 0; d < 4; d++) {
                    updateShape(c, d);
                }
            }
        }
        minX = width;
        minY = height;
        maxX = -1;
        maxY = -1;
    }

    /** A copy of this board with the same stones placed in the same order. */
    public Board copy() {
        Board copy = new Board(width, height, rule);
        for (int i = 0; i < stones; i++) {
            copy.place(history[i], cells[history[i]]);
        }
        return copy;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public Rule rule() {
        return rule;
    }

    /** The cell index of (x, y); x is the column, both from 0. */
    public int cell(int x, int y) {
        return (y + PAD) * stride + x + PAD;
    }

    public int x(int cell) {
        return cell % stride - PAD;
    }

    public int y(int cell) {
        return cell / stride - PAD;
    }

    public boolean onBoard(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }

    /** The size of the cell arrays (for tables indexed by cell). */
    public int cellCount() {
        return cells.length;
    }

    /** EMPTY, BLACK, WHITE or WALL. */
    public int at(int cell) {
        return cells[cell];
    }

    public int stones() {
        return stones;
    }

    public boolean isFull() {
        return stones == width * height;
    }

    /** The stone placed {@code i}-th (0 = first). */
    public int stoneAt(int i) {
        return history[i];
    }

    /** The last stone placed, or NONE. */
    public int lastMove() {
        return stones == 0 ? NONE : history[stones - 1];
    }

    /** Black when both have as many stones, else white. */
    public int sideToMove() {
        return blackStones * 2 == stones ? BLACK : WHITE;
    }

    public static int other(int color) {
        return 3 - color;
    }

    public long hash() {
        return hash;
    }

    /** The four line steps (horizontal, vertical, two diagonals). */
    public int direction(int d) {
        return directions[d];
    }

    public int minX() {
        return minX;
    }

    public int maxX() {
        return maxX;
    }

    public int minY() {
        return minY;
    }

    public int maxY() {
        return maxY;
    }

    /** Stones within two cells of this one. */
    public int near(int cell) {
        return near[cell];
    }

    /** The shape a stone of {@code color} on this empty cell would make on line {@code d}. */
    public int shape(int color, int cell, int d) {
        return (shapes[color][cell] >> (4 * d)) & 15;
    }

    /** The four shapes packed in 4-bit fields. */
    public int shapes(int color, int cell) {
        return shapes[color][cell];
    }

    /** Places the side to move's stone on an empty cell. */
    public void play(int cell) {
        place(cell, sideToMove());
    }

    /** Places a stone of a colour on an empty cell (BOARD sends stones in any order). */
    public void place(int cell, int color) {
        if (cells[cell] != EMPTY) {
            throw new IllegalArgumentException("cell " + x(cell) + "," + y(cell) + " is not empty");
        }
        int b = stones * 4;
        boxes[b] = minX;
        boxes[b + 1] = maxX;
        boxes[b + 2] = minY;
        boxes[b + 3] = maxY;
        int x = x(cell);
        int y = y(cell);
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
        cells[cell] = (byte) color;
        history[stones++] = cell;
        if (color == BLACK) {
            blackStones++;
        }
        hash ^= zobrist[color][cell];
        changed(cell, 1);
    }

    /** Takes back the last stone placed. */
    public void undo() {
        int cell = history[--stones];
        int color = cells[cell];
        cells[cell] = EMPTY;
        if (color == BLACK) {
            blackStones--;
        }
        hash ^= zobrist[color][cell];
        int b = stones * 4;
        minX = boxes[b];
        maxX = boxes[b + 1];
        minY = boxes[b + 2];
        maxY = boxes[b + 3];
        changed(cell, -1);
    }

    /** Updates the near counts and the shapes of the empty cells on the four lines through a changed cell. */
    private void changed(int cell, int delta) {
        for (int dy = -2; dy <= 2; dy++) {
            for (int dx = -2; dx <= 2; dx++) {
                int c = cell + dy * stride + dx;
                if (c >= 0 && c < near.length) {
                    near[c] += delta;
                }
            }
        }
        for (int d = 0; d < 4; d++) {
            int step = directions[d];
            for (int k = -4; k <= 4; k++) {
                int c = cell + k * step;
                if (k != 0 && c >= 0 && c < cells.length && cells[c] == EMPTY) {
                    updateShape(c, d);
                }
            }
            updateShape(cell, d);
        }
    }

    private void updateShape(int cell, int d) {
        int shift = 4 * d;
        int mask = ~(15 << shift);
        if (cells[cell] != EMPTY) {
            shapes[BLACK][cell] &= mask;
            shapes[WHITE][cell] &= mask;
            return;
        }
        int step = directions[d];
        int blackKey = 0;
        int whiteKey = 0;
        int i = 0;
        for (int k = -4; k <= 4; k++) {
            if (k == 0) {
                continue;
            }
            int c = cell + k * step;
            int v = c >= 0 && c < cells.length ? cells[c] : WALL;
            blackKey |= SEEN[BLACK][v] << (2 * i);
            whiteKey |= SEEN[WHITE][v] << (2 * i);
            i++;
        }
        shapes[BLACK][cell] = (shapes[BLACK][cell] & mask) | (tables[BLACK][blackKey] << shift);
        shapes[WHITE][cell] = (shapes[WHITE][cell] & mask) | (tables[WHITE][whiteKey] << shift);
    }

    // ---- the rule's exact checks ----------------------------------------------------------------------------

    /** How many stones of the colour at {@code cell} run through it along line d. */
    private int run(int cell, int d, int color) {
        int step = directions[d];
        int length = 1;
        for (int c = cell + step; cells[c] == color; c += step) {
            length++;
        }
        for (int c = cell - step; cells[c] == color; c -= step) {
            length++;
        }
        return length;
    }

    /** Does the stone on {@code cell} win on line d by the rule (its colour's kind of five)? */
    private boolean fiveOnLine(int cell, int d, int color) {
        int length = run(cell, d, color);
        return switch (rule.fiveKind(color)) {
            case FIVE_OR_MORE -> length >= 5;
            case EXACTLY_FIVE -> length == 5;
            case UNBLOCKED -> length >= 5 && !closedAtBothEnds(cell, d, color);
        };
    }

    private boolean closedAtBothEnds(int cell, int d, int color) {
        int step = directions[d];
        int c = cell + step;
        while (cells[c] == color) {
            c += step;
        }
        int e = cell - step;
        while (cells[e] == color) {
            e -= step;
        }
        int opponent = other(color);
        return cells[c] == opponent && cells[e] == opponent;
    }

    /** Does the stone on {@code cell} (already placed) make a winning five? */
    public boolean isWin(int cell) {
        int color = cells[cell];
        for (int d = 0; d < 4; d++) {
            if (fiveOnLine(cell, d, color)) {
                return true;
            }
        }
        return false;
    }

    /** Would a stone of {@code color} on the empty {@code cell} win at once? */
    public boolean makesFive(int cell, int color) {
        cells[cell] = (byte) color;
        boolean five = false;
        for (int d = 0; d < 4 && !five; d++) {
            five = fiveOnLine(cell, d, color);
        }
        cells[cell] = EMPTY;
        return five;
    }

    /**
     * The empty cells where the colour of the stone on {@code cell} would make a five on the lines through that
     * stone (its fours' completion squares), written into {@code out}; returns how many, at most 8.
     */
    public int completions(int cell, int[] out) {
        int color = cells[cell];
        int count = 0;
        for (int d = 0; d < 4; d++) {
            int step = directions[d];
            for (int k = -4; k <= 4; k++) {
                int c = cell + k * step;
                if (k != 0 && c >= 0 && c < cells.length && cells[c] == EMPTY && makesFiveThrough(c, d, color)
                        && !contains(out, count, c)) {
                    out[count++] = c;
                }
            }
        }
        return count;
    }

    private boolean makesFiveThrough(int c, int d, int color) {
        cells[c] = (byte) color;
        boolean five = fiveOnLine(c, d, color);
        cells[c] = EMPTY;
        return five;
    }

    private static boolean contains(int[] a, int n, int v) {
        for (int i = 0; i < n; i++) {
            if (a[i] == v) {
                return true;
            }
        }
        return false;
    }

    // ---- renju: black's forbidden moves ----------------------------------------------------------------------

    /**
     * Is a black stone on this empty cell forbidden by the renju rule? Only under {@link Rule#RENJU}. A move that
     * makes exactly five is never forbidden; otherwise an overline, two fours (also two on one line, like
     * X.XXX.X) or two threes are. A three counts only when it can become a straight four by a move that is itself
     * not forbidden: the check calls itself, as the rule does.
     */
    public boolean isForbidden(int cell) {
        if (rule != Rule.RENJU || cells[cell] != EMPTY) {
            return false;
        }
        return forbidden(cell);
    }

    private boolean forbidden(int cell) {
        cells[cell] = BLACK;
        try {
            boolean overline = false;
            for (int d = 0; d < 4; d++) {
                int length = run(cell, d, BLACK);
                if (length == 5) {
                    return false;
                }
                overline |= length > 5;
            }
            if (overline) {
                return true;
            }
            int fours = 0;
            int[] lineFours = new int[4];
            for (int d = 0; d < 4; d++) {
                lineFours[d] = foursOnLine(cell, d);
                fours += lineFours[d];
            }
            if (fours >= 2) {
                return true;
            }
            int threes = 0;
            for (int d = 0; d < 4; d++) {
                if (lineFours[d] == 0 && threeOnLine(cell, d)) {
                    threes++;
                    if (threes >= 2) {
                        return true;
                    }
                }
            }
            return false;
        } finally {
            cells[cell] = EMPTY;
        }
    }

    /**
     * Black's fours through the black stone on {@code cell} along line d: the empty squares that make exactly five
     * with it. Two such squares five apart are one straight four (.XXXX.); two others are two fours (X.XXX.X).
     */
    private int foursOnLine(int cell, int d) {
        int step = directions[d];
        int first = Integer.MIN_VALUE;
        int count = 0;
        for (int k = -4; k <= 4; k++) {
            int c = cell + k * step;
            if (k != 0 && cells[c] == EMPTY && fiveWithBlackAt(c, d, cell)) {
                if (count == 1 && k - first == 5) {
                    return 1;
                }
                first = count == 0 ? k : first;
                count++;
            }
        }
        return Math.min(count, 2);
    }

    /** Is there a straight four (two five-squares five apart) through {@code cell} along line d? */
    private boolean straightFourOnLine(int cell, int d) {
        int step = directions[d];
        int first = Integer.MIN_VALUE;
        for (int k = -5; k <= 5; k++) {
            int c = cell + k * step;
            if (k != 0 && c >= 0 && c < cells.length && cells[c] == EMPTY && fiveWithBlackAt(c, d, cell)) {
                if (first != Integer.MIN_VALUE && k - first == 5) {
                    return true;
                }
                if (first == Integer.MIN_VALUE) {
                    first = k;
                }
            }
        }
        return false;
    }

    /** Would a black stone on {@code c} make exactly five on line d, with the stone on {@code through} in it? */
    private boolean fiveWithBlackAt(int c, int d, int through) {
        cells[c] = BLACK;
        boolean five = run(c, d, BLACK) == 5 && sameRun(c, through, d);
        cells[c] = EMPTY;
        return five;
    }

    private boolean sameRun(int a, int b, int d) {
        int step = directions[d];
        int lo = Math.min(a, b);
        int hi = Math.max(a, b);
        for (int c = lo; c <= hi; c += step) {
            if (cells[c] != BLACK) {
                return false;
            }
        }
        return (hi - lo) % step == 0;
    }

    /** A three through {@code cell} on line d: a move on that line, not itself forbidden, makes a straight four. */
    private boolean threeOnLine(int cell, int d) {
        int step = directions[d];
        for (int k = -4; k <= 4; k++) {
            int c = cell + k * step;
            if (k == 0 || cells[c] != EMPTY) {
                continue;
            }
            cells[c] = BLACK;
            boolean straight = run(c, d, BLACK) < 5 && sameRun(c, cell, d) && straightFourOnLine(cell, d);
            cells[c] = EMPTY;
            if (straight && !forbidden(c)) {
                return true;
            }
        }
        return false;
    }

    // ---- text -----------------------------------------------------------------------------------------------

    /** The board as a diagram: x across, y down, X black, O white, the last stone in brackets. */
    public String diagram() {
        StringBuilder sb = new StringBuilder("   ");
        for (int x = 0; x < width; x++) {
            sb.append(String.format("%3d", x));
        }
        int last = lastMove();
        for (int y = 0; y < height; y++) {
            sb.append('\n').append(String.format("%3d", y));
            for (int x = 0; x < width; x++) {
                int c = cell(x, y);
                char mark = switch (cells[c]) {
                    case BLACK -> 'X';
                    case WHITE -> 'O';
                    default -> isForbidden(c) ? '!' : '.';
                };
                sb.append(c == last ? "[" + mark + "]" : "  " + mark);
            }
        }
        return sb.toString();
    }
}
