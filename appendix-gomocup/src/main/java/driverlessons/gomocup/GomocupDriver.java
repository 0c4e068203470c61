package driverlessons.gomocup;

import driverlessons.gomocup.engine.GomokuSearch;
import driverlessons.gomocup.engine.SearchOutcome;
import driverlessons.gomocup.game.Board;
import driverlessons.gomocup.game.Rule;
import driverlessons.io.Driver;
import driverlessons.io.EngineIo;
import driverlessons.io.LineInput;
import driverlessons.io.LineOutput;
import driverlessons.search.SearchControl;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The appendix: Muller's driver for another game and protocol, a gomoku engine speaking the Gomocup protocol
 * with AlphaGomoku's extensions (the course's reference, {@code gomocup-protocol-alphagomoku.txt}).
 *
 * <p>The loop is the lessons' loop: (1) when the manager has asked for a move (BEGIN, TURN, BOARD), think and
 * answer; (2) when asked to ponder (PONDER, or INFO auto_pondering after our move), think on the opponent's
 * time until input arrives; (3) read one line, waiting for it; (4) handle it. While a search runs, the search
 * asks {@link #control} "must I stop?" about every 1024 nodes, and that is where the input is peeked at
 * (Muller's {@code PeekAtInput}): STOP, END, INFO, ABOUT and PROTOCOLVERSION are handled at once; any other
 * command stops the search and is kept for the main loop with {@link LineInput#keep}.
 *
 * <p>What differs from CECP: the manager tells the engine when to think (no {@code go}/{@code force} modes), a
 * move is answered with a bare {@code x,y}, positions arrive framed in {@code BOARD … DONE}, pondering is started
 * and stopped explicitly ({@code PONDER}/{@code STOP}) and the clocks arrive as INFO keys in milliseconds.
 */
public final class GomocupDriver implements Driver {
    private static final Logger LOG = LoggerFactory.getLogger(GomocupDriver.class);

    // ---- INFO defaults, as the reference gives them ------------------------------------------------------------
    static final long DEFAULT_TIMEOUT_TURN = 5_000;
    static final long NO_LIMIT = 1L << 53;
    static final long DEFAULT_MAX_MEMORY = 256L << 20;
    static final long DEFAULT_PROTOCOL_LAG = 400;
    /** Our own safety margin on top of protocol_lag (ms): the manager measures from its side of the pipe. */
    static final long SAFETY_MS = 30;
    /** In a match, plan as if at least this many of our moves were still to come. */
    static final int GUESSED_MOVES_LEFT = 20;
    /** The part of max_memory given to the transposition table (the JVM needs the rest), and its ceiling. */
    static final int TABLE_SHARE = 4;
    static final long MAX_TABLE_BYTES = 256L << 20;
    /** A time-per-move budget for INFO evaluate's short search (ms). */
    static final long EVALUATE_MS = 100;
    /** The warm-up search at the first START (ms). */
    static final long WARM_UP_MS = 150;
    /** Lines kept of a BOARD-like command (32 x 32 cells and some). */
    static final int MAX_FRAMED_LINES = 1100;
    /** Longest piece of a bad line echoed back in UNKNOWN/ERROR. */
    static final int ECHO_LIMIT = 80;
    /** A score (for the side to move) beyond which one colour is clearly better, for SWAP decisions. */
    static final int SWAP_MARGIN = 60;

    private final LineInput in;
    private final LineOutput out;
    /** In the console, the line naming the terminal that ends help; empty under a manager. */
    private final String terminal;
    private final GomokuSearch search = new GomokuSearch(tableBytes(DEFAULT_MAX_MEMORY));
    private final GomokuSearch evaluator = new GomokuSearch(1 << 20);

    // ---- the game -------------------------------------------------------------------------------------------
    private Board board;
    private int width;
    private int height;
    private Rule rule = Rule.FREESTYLE;

    // ---- INFO settings --------------------------------------------------------------------------------------
    private long timeoutTurn = DEFAULT_TIMEOUT_TURN;
    private long timeoutMatch = NO_LIMIT;
    private long timeLeft = NO_LIMIT;
    private long maxMemory = DEFAULT_MAX_MEMORY;
    private long timeIncrement;
    private long protocolLag = DEFAULT_PROTOCOL_LAG;
    private long maxDepth = Integer.MAX_VALUE;
    private long maxNode = Integer.MAX_VALUE;
    private boolean analysisMode;
    private boolean autoPondering;
    private int style = 2;
    private int threadNum = 1;
    private int gameType;
    private String folder = "";

    // ---- what the loop does next ----------------------------------------------------------------------------
    /** The manager asked for a move (BEGIN, TURN, BOARD): section 1 of the loop thinks and answers. */
    private boolean moveRequested;
    /** PONDER (or auto_pondering): section 2 of the loop ponders for ponderMs (negative: until input). */
    private boolean ponderRequested;
    private long ponderMs = -1;
    /** The JIT warm-up ran (at the first START). */
    private boolean warmedUp;
    /** END arrived, or the input ended, during a search. */
    private boolean ended;
    /** STOP arrived during a search. */
    private boolean stopped;
    /** Pondering (true) or thinking on our turn (false): what a command that must wait does to the search. */
    private boolean pondering;
    /** A command that must wait was kept during this turn's search: the search runs on, input is not peeked. */
    private boolean inputHeld;

    // ---- Muller's three limits (ms since the search started), set by setTimeLimits --------------------------
    long noNewIterationLimit;
    long noNewMoveLimit;
    long neverExceedLimit;
    /** Set by Ctrl-C in the console. */
    private volatile boolean interrupted;

    public GomocupDriver(EngineIo io) {
        this.in = io.in();
        this.out = io.out();
        this.terminal = io.terminal();
        search.setClock(io.clock());
        evaluator.setClock(io.clock());
    }

    /** The main loop: returns on END or at the end of input. */
    @Override
    public void run() {
        while (true) {
            // 1. THINK_AND_DO_MOVE: the manager is waiting for our move.
            if (moveRequested) {
                moveRequested = false;
                thinkAndAnswer();
                if (ended) {
                    return;
                }
            }
            // 2. PONDER: think on the opponent's time until a command (or the PONDER time) ends it.
            if (ponderRequested) {
                ponderRequested = false;
                ponder();
                if (ended) {
                    return;
                }
            }
            // 3. READ_INPUT_LINE
            String line = in.readLine();
            if (line == null) {
                return;   // the manager has gone away, so do we
            }
            // 4. HANDLE_INPUT_COMMAND
            if (!handle(line.strip())) {
                return;   // END
            }
        }
    }

    // ---- thinking -------------------------------------------------------------------------------------------

    /** Thinks within the time limits and answers "x,y" (or SUGGEST x,y in analysis mode), after a MESSAGE. */
    private void thinkAndAnswer() {
        if (board.isFull()) {
            out.send("ERROR the board is full");
            return;
        }
        setTimeLimits();
        startSearch(false);
        SearchOutcome outcome = search.search(board, control);
        if (ended) {
            return;
        }
        int move = outcome.move();
        out.send(summary(board, outcome));
        if (analysisMode) {
            out.send("SUGGEST " + coordinates(move));
        } else {
            board.play(move);
            out.send(coordinates(move));
            ponderRequested = autoPondering;
            ponderMs = -1;
        }
        LOG.debug("limits {}/{}/{} ms, used {} ms, depth {}, nodes {}", noNewIterationLimit, noNewMoveLimit,
                neverExceedLimit, outcome.elapsedMs(), outcome.depth(), outcome.nodes());
    }

    /** PONDER: the same search on the current board, without an answer; any command but INFO ends it. */
    private void ponder() {
        if (board == null || board.isFull()) {
            return;
        }
        long limit = ponderMs < 0 ? Long.MAX_VALUE : ponderMs;
        noNewIterationLimit = limit;
        noNewMoveLimit = limit;
        neverExceedLimit = limit;
        startSearch(true);
        search.search(board, control);
    }

    private void startSearch(boolean ponder) {
        pondering = ponder;
        stopped = false;
        interrupted = false;
        inputHeld = false;
    }

    /**
     * Muller's SetTimeLimits for Gomocup's clocks: never more than timeout_turn, nor than the match time left;
     * protocol_lag and a margin come off both; in a match the time left is spread over the moves still to come.
     */
    void setTimeLimits() {
        long turn = timeoutTurn < 0 ? NO_LIMIT : timeoutTurn;
        boolean match = timeoutMatch > 0 && timeoutMatch < NO_LIMIT;
        long matchLeft = match ? Math.max(0, timeLeft) : NO_LIMIT;
        long cap = Math.max(0, Math.min(turn, matchLeft) - protocolLag - SAFETY_MS);
        if (!match) {
            neverExceedLimit = cap;
            noNewMoveLimit = cap;
            noNewIterationLimit = cap / 2;
            return;
        }
        int emptyCells = board.width() * board.height() - board.stones();
        int movesToGo = Math.max(GUESSED_MOVES_LEFT, emptyCells / 8);
        long budget = Math.max(0, matchLeft - protocolLag - SAFETY_MS) + (movesToGo - 1) * timeIncrement;
        neverExceedLimit = Math.min(cap, 10 * budget / (movesToGo + 9));
        noNewMoveLimit = Math.min(cap, (long) (1.5 * budget / (movesToGo + 0.5)));
        noNewIterationLimit = Math.min(cap, budget / 2 / movesToGo);
    }

    /** The search's three questions; the third is also where the input is peeked at. */
    private final SearchControl control = new SearchControl() {
        @Override
        public boolean mayStartIteration(int depth, long elapsedMs) {
            return depth <= maxDepth && (depth == 1 || elapsedMs < noNewIterationLimit);
        }

        @Override
        public boolean mayStartRootMove(long elapsedMs, int bestScore, int previousIterationScore) {
            return elapsedMs < noNewMoveLimit || bestScore < previousIterationScore - 30;
        }

        @Override
        public boolean mustAbort(long elapsedMs) {
            return elapsedMs > neverExceedLimit || search.nodes() > maxNode || interrupted || peekAtInput();
        }
    };

    /**
     * Muller's PeekAtInput, called from inside the search: handles the commands that may come during a search
     * and returns true when the search must stop (STOP, END, end of input). Any other command is kept for the
     * main loop: it ends a ponder search at once; on our turn the manager is waiting for a move, so the search
     * goes on to its time and the input is no longer peeked at (the kept line stays first in line).
     */
    private boolean peekAtInput() {
        while (!inputHeld && in.inputWaiting()) {
            String line = in.readLine();
            if (line == null) {
                ended = true;
                return true;
            }
            String text = line.strip();
            String command = firstWord(text).toUpperCase(Locale.ROOT);
            switch (command) {
                case "" -> { }
                case "STOP" -> {
                    stopped = true;
                    return true;
                }
                case "END" -> {
                    ended = true;
                    return true;
                }
                case "ABOUT", "PROTOCOLVERSION" -> handle(text);
                case "INFO" -> {
                    if (text.toLowerCase(Locale.ROOT).matches("info\\s+(rule|max_memory)\\b.*")) {
                        return holdForMainLoop(line);   // these change the search's tables: after the search
                    }
                    handle(text);
                }
                default -> {
                    return holdForMainLoop(line);
                }
            }
        }
        return false;
    }

    /** Keeps a line for the main loop (Muller's inBuf); stops a ponder search, lets a turn's search finish. */
    private boolean holdForMainLoop(String line) {
        in.keep(line);
        inputHeld = true;
        return pondering;
    }

    // ---- the commands ---------------------------------------------------------------------------------------

    /** Handles one line; returns false for END. */
    private boolean handle(String line) {
        String word = firstWord(line);
        String command = word.toUpperCase(Locale.ROOT);
        String argument = line.substring(word.length()).strip();
        if (ConsoleView.isConsoleCommand(line)) {
            out.send(line.equals("board") ? (board == null ? "no board yet: START 15" : board.diagram())
                    : Help.text() + (terminal.isEmpty() ? "" : "\n" + terminal));
            return true;
        }
        switch (command) {
            case "" -> { }   // an empty line
            case "START" -> start(argument);
            case "RECTSTART" -> rectStart(argument);
            case "RESTART" -> restart();
            case "BEGIN" -> begin();
            case "TURN" -> turn(argument);
            case "BOARD" -> boardCommand();
            case "TAKEBACK" -> takeBack(argument);
            case "END" -> {
                return false;
            }
            case "ABOUT" -> out.send("name=\"pbrain-driverlessons\", version=\"1.0\", "
                    + "author=\"WinBoard driver lessons\", country=\"-\"");
            case "INFO" -> info(argument);
            case "PLAY" -> play(argument);
            case "PONDER" -> ponderCommand(argument);
            case "STOP" -> { }   // nothing is running: nothing to stop
            case "SWAP2BOARD" -> swapBoard(true);
            case "SWAPBOARD" -> swapBoard(false);
            case "SHOWFORBID" -> showForbid();
            case "BALANCE" -> balance(argument);
            case "CLEARHASH" -> search.clearHash();
            case "PROTOCOLVERSION" -> out.send("1,0");
            case "DONE" -> out.send("ERROR DONE without BOARD");
            case "SUGGEST" -> out.send("ERROR SUGGEST is the engine's answer, not a command");
            default -> {
                out.send("UNKNOWN " + echo(line));
            }
        }
        return true;
    }

    /** START size: a square board, empty. */
    private void start(String argument) {
        int size = parseInt(argument, -1);
        if (size < Board.MIN_SIZE || size > Board.MAX_SIZE) {
            out.send("ERROR unsupported board size: " + echo(argument) + " (" + Board.MIN_SIZE + " to "
                    + Board.MAX_SIZE + ")");
            return;
        }
        newBoard(size, size);
        out.send("OK");
    }

    /** RECTSTART width,height: a rectangular board, empty. */
    private void rectStart(String argument) {
        int[] size = parsePair(argument);
        if (size == null || size[0] < Board.MIN_SIZE || size[1] < Board.MIN_SIZE
                || size[0] > Board.MAX_SIZE || size[1] > Board.MAX_SIZE) {
            out.send("ERROR unsupported board size: " + echo(argument) + " (" + Board.MIN_SIZE + " to "
                    + Board.MAX_SIZE + " each way)");
            return;
        }
        newBoard(size[0], size[1]);
        out.send("OK");
    }

    private void newBoard(int w, int h) {
        width = w;
        height = h;
        board = new Board(w, h, rule);
        search.clearHash();
        if (!warmedUp) {
            warmedUp = true;
            warmUp();
        }
    }

    /**
     * A short search before the first OK: the JVM compiles the hot code now, while the manager waits for OK,
     * rather than during the first timed turn.
     */
    private void warmUp() {
        Board sample = new Board(width, height, rule);
        int cx = width / 2;
        int cy = height / 2;
        int[][] stones = {{cx, cy}, {cx + 1, cy + 1}, {cx - 1, cy}, {cx, cy - 1}, {cx + 1, cy - 1}};
        for (int[] s : stones) {
            sample.play(sample.cell(s[0], s[1]));
        }
        quickSearch(sample, WARM_UP_MS);
    }

    /** RESTART: an empty board of the same size, settings kept. */
    private void restart() {
        if (!hasBoard("RESTART")) {
            return;
        }
        newBoard(width, height);
        out.send("OK");
    }

    /** BEGIN: we play the first stone. */
    private void begin() {
        if (hasBoard("BEGIN")) {
            ponderRequested = false;
            moveRequested = true;
        }
    }

    /** TURN x,y: the opponent's stone; then we answer. */
    private void turn(String argument) {
        if (!hasBoard("TURN")) {
            return;
        }
        int cell = emptyCell(argument, "TURN");
        if (cell == Board.NONE) {
            return;
        }
        board.play(cell);
        ponderRequested = false;
        moveRequested = true;
    }

    /** PLAY x,y: the manager imposes our move (after SUGGEST); we confirm it. */
    private void play(String argument) {
        if (!hasBoard("PLAY")) {
            return;
        }
        int cell = emptyCell(argument, "PLAY");
        if (cell == Board.NONE) {
            return;
        }
        board.play(cell);
        out.send(coordinates(cell));
        ponderRequested = autoPondering && !analysisMode;
        ponderMs = -1;
    }

    /** TAKEBACK x,y: removes the last stone, which must be the one named. */
    private void takeBack(String argument) {
        if (!hasBoard("TAKEBACK")) {
            return;
        }
        int[] xy = parsePair(argument);
        if (xy == null || !board.onBoard(xy[0], xy[1])) {
            out.send("ERROR bad coordinates: " + echo(argument));
            return;
        }
        int last = board.lastMove();
        if (last == Board.NONE || last != board.cell(xy[0], xy[1])) {
            out.send("ERROR only the last stone can be taken back"
                    + (last == Board.NONE ? ": the board is empty" : ": it is " + coordinates(last)));
            return;
        }
        board.undo();
        out.send("OK");
    }

    /** PONDER [ms]: think on the current board without answering, until STOP, a command or the time. */
    private void ponderCommand(String argument) {
        if (!hasBoard("PONDER")) {
            return;
        }
        long ms = argument.isEmpty() ? -1 : parseLong(argument, Long.MIN_VALUE);
        if (ms == Long.MIN_VALUE) {
            out.send("ERROR bad PONDER time: " + echo(argument));
            return;
        }
        ponderMs = ms;
        ponderRequested = true;
    }

    /**
     * BOARD, then lines "x,y,field" up to DONE: field 1 is our stone, 2 the opponent's (3, a continuous game's
     * marker, is not supported). Then we answer as after TURN.
     */
    private void boardCommand() {
        List<String> lines = readUntilDone();
        if (lines == null || !hasBoard("BOARD")) {
            return;
        }
        Board position = position(lines, "BOARD");
        if (position != null) {
            board = position;
            ponderRequested = false;
            moveRequested = true;
        }
    }

    /** Builds a board from "x,y,field" lines (own/opponent as the side to move sees it); null after an ERROR. */
    private Board position(List<String> lines, String command) {
        List<int[]> stones = new ArrayList<>();
        int own = 0;
        for (String text : lines) {
            String[] parts = text.split(",");
            int x = parts.length == 3 ? parseInt(parts[0].strip(), -1) : -1;
            int y = parts.length == 3 ? parseInt(parts[1].strip(), -1) : -1;
            int field = parts.length == 3 ? parseInt(parts[2].strip(), -1) : -1;
            if (!board.onBoard(x, y) || field < 1 || field > 3) {
                out.send("ERROR bad " + command + " line: " + echo(text));
                return null;
            }
            if (field == 3) {
                out.send("ERROR field 3 (continuous game) is not supported: " + echo(text));
                return null;
            }
            own += field == 1 ? 1 : 0;
            stones.add(new int[] {x, y, field});
        }
        int opponent = stones.size() - own;
        int ownColor;
        if (own == opponent) {
            ownColor = Board.BLACK;
        } else if (opponent == own + 1) {
            ownColor = Board.WHITE;
        } else {
            out.send("ERROR " + command + " has " + own + " own and " + opponent + " opponent stones");
            return null;
        }
        Board position = new Board(width, height, rule);
        for (int[] s : stones) {
            int cell = position.cell(s[0], s[1]);
            if (position.at(cell) != Board.EMPTY) {
                out.send("ERROR " + command + " puts two stones on " + s[0] + "," + s[1]);
                return null;
            }
            position.place(cell, s[2] == 1 ? ownColor : Board.other(ownColor));
        }
        return position;
    }

    /**
     * The lines after a framed command, up to DONE; null at the end of input (after which the loop ends). Lines
     * beyond MAX_FRAMED_LINES are read and dropped (a board has at most 1024 cells), so garbage cannot fill memory;
     * the position built from the rest is then refused or wrong only as the input was.
     */
    private List<String> readUntilDone() {
        List<String> lines = new ArrayList<>();
        while (true) {
            String line = in.readLine();
            if (line == null) {
                return null;
            }
            String text = line.strip();
            if (text.equalsIgnoreCase("DONE")) {
                return lines;
            }
            if (!text.isEmpty() && lines.size() < MAX_FRAMED_LINES) {
                lines.add(text.length() > ECHO_LIMIT ? text.substring(0, ECHO_LIMIT) : text);
            }
        }
    }

    /** SHOWFORBID … DONE: black's forbidden cells under renju on that board (none under other rules). */
    private void showForbid() {
        List<String> lines = readUntilDone();
        if (lines == null || !hasBoard("SHOWFORBID")) {
            return;
        }
        Board position = position(lines, "SHOWFORBID");
        if (position == null) {
            return;
        }
        StringBuilder answer = new StringBuilder("FORBID");
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if (position.isForbidden(position.cell(x, y))) {
                    answer.append(' ').append(x).append(',').append(y);
                }
            }
        }
        out.send(answer.toString());
    }

    /**
     * SWAP2BOARD / SWAPBOARD, then the opening's stones "x,y" (black, white, black, ...) up to DONE. With none we
     * place three; with three (or five, swap2) we take black (SWAP) when black is clearly better, else play on
     * as white; in swap2 with three stones and an even position we place two more and let the opponent choose.
     */
    private void swapBoard(boolean swap2) {
        List<String> lines = readUntilDone();
        String command = swap2 ? "SWAP2BOARD" : "SWAPBOARD";
        if (lines == null || !hasBoard(command)) {
            return;
        }
        Board position = new Board(width, height, rule);
        for (String text : lines) {
            int[] xy = parsePair(text);
            if (xy == null || !position.onBoard(xy[0], xy[1]) || position.at(position.cell(xy[0], xy[1])) != 0) {
                out.send("ERROR bad " + command + " stone: " + echo(text));
                return;
            }
            position.play(position.cell(xy[0], xy[1]));
        }
        int n = position.stones();
        if (n != 0 && n != 3 && !(swap2 && n == 5)) {
            out.send("ERROR " + command + " takes " + (swap2 ? "0, 3 or 5" : "0 or 3") + " stones, not " + n);
            return;
        }
        if (n == 0) {
            int cx = width / 2;
            int cy = height / 2;
            out.send(cx + "," + cy + " " + (cx + 1) + "," + (cy + 1) + " " + (cx + 2) + "," + (cy - 1));
            return;
        }
        setTimeLimits();
        startSearch(false);
        SearchOutcome outcome = search.search(position, control);
        if (ended) {
            return;
        }
        int whiteScore = outcome.score();   // white is to move after 3 or 5 stones
        if (whiteScore < -SWAP_MARGIN) {
            out.send("SWAP");
        } else if (swap2 && n == 3 && whiteScore <= SWAP_MARGIN) {
            position.play(outcome.move());
            int fifth = balancingMove(position, neverExceedLimit / 2);
            out.send(coordinates(outcome.move()) + " " + coordinates(fifth));
        } else {
            out.send(coordinates(outcome.move()));
        }
    }

    /**
     * BALANCE n, then "x,y,field" lines up to DONE: n stones, from the side to move on, that leave the position
     * as even as we can tell (the score after them closest to 0). Answered like SWAP2BOARD: "x,y x,y".
     */
    private void balance(String argument) {
        int n = parseInt(argument, 0);
        List<String> lines = readUntilDone();
        if (lines == null || !hasBoard("BALANCE")) {
            return;
        }
        if (n < 1) {
            out.send("ERROR BALANCE needs a number of stones from 1 up: " + echo(argument));
            return;
        }
        Board position = position(lines, "BALANCE");
        if (position == null) {
            return;
        }
        if (position.stones() + n > width * height) {
            out.send("ERROR no room for " + n + " stones");
            return;
        }
        setTimeLimits();
        long share = Math.max(1, neverExceedLimit / n);
        StringBuilder answer = new StringBuilder();
        for (int i = 0; i < n; i++) {
            int move = balancingMove(position, share);
            position.play(move);
            answer.append(i == 0 ? "" : " ").append(coordinates(move));
        }
        out.send(answer.toString());
    }

    /** The move for the side to move after which a short search finds the score closest to even. */
    private int balancingMove(Board position, long ms) {
        int[] candidates = candidates(position, 10);
        int best = candidates[0];
        int bestDistance = Integer.MAX_VALUE;
        long each = Math.max(1, ms / candidates.length);
        for (int move : candidates) {
            if (position.rule() == Rule.RENJU && position.sideToMove() == Board.BLACK && position.isForbidden(move)) {
                continue;
            }
            position.play(move);
            int score = position.isWin(move) ? GomokuSearch.MATE : -quickSearch(position, each).score();
            position.undo();
            if (Math.abs(score) < bestDistance) {
                bestDistance = Math.abs(score);
                best = move;
            }
        }
        return best;
    }

    /** Up to {@code count} empty cells near the stones (the centre on an empty board), best-looking first. */
    private int[] candidates(Board position, int count) {
        List<Integer> cells = new ArrayList<>();
        for (int y = 0; y < position.height(); y++) {
            for (int x = 0; x < position.width(); x++) {
                int c = position.cell(x, y);
                if (position.at(c) == Board.EMPTY && position.near(c) > 0) {
                    cells.add(c);
                }
            }
        }
        if (cells.isEmpty()) {
            return new int[] {position.cell(position.width() / 2, position.height() / 2)};
        }
        cells.sort((a, b) -> Integer.compare(Math.abs(position.x(a) - width / 2) + Math.abs(position.y(a)
                - height / 2), Math.abs(position.x(b) - width / 2) + Math.abs(position.y(b) - height / 2)));
        return cells.stream().limit(count).mapToInt(Integer::intValue).toArray();
    }

    /** A short search with the evaluator's own small table (it never disturbs the main search). */
    private SearchOutcome quickSearch(Board position, long ms) {
        return evaluator.search(position.copy(), new SearchControl() {
            @Override
            public boolean mayStartIteration(int depth, long elapsedMs) {
                return depth <= 4 && elapsedMs < ms / 2;
            }

            @Override
            public boolean mayStartRootMove(long elapsedMs, int bestScore, int previousIterationScore) {
                return true;
            }

            @Override
            public boolean mustAbort(long elapsedMs) {
                return elapsedMs > ms;
            }
        });
    }

    // ---- INFO -----------------------------------------------------------------------------------------------

    /** INFO key value: every key of the reference; a bad value is answered with ERROR and changes nothing. */
    private void info(String argument) {
        String key = firstWord(argument).toLowerCase(Locale.ROOT);
        String value = argument.substring(key.length()).strip();
        switch (key) {
            case "timeout_turn" -> timeoutTurn = longValue(key, value, timeoutTurn, Long.MIN_VALUE);
            case "timeout_match" -> timeoutMatch = longValue(key, value, timeoutMatch, Long.MIN_VALUE);
            case "time_left" -> timeLeft = longValue(key, value, timeLeft, Long.MIN_VALUE);
            case "max_memory" -> {
                maxMemory = longValue(key, value, maxMemory, Long.MIN_VALUE);
                search.setTableBytes(tableBytes(maxMemory));
            }
            case "game_type" -> gameType = (int) longValue(key, value, gameType, Integer.MIN_VALUE);
            case "rule" -> ruleInfo(value);
            case "evaluate" -> evaluate(value);
            case "folder" -> folder = value;
            case "analysis_mode" -> analysisMode = longValue(key, value, analysisMode ? 1 : 0, 0) == 1;
            case "max_depth" -> {
                long depth = longValue(key, value, maxDepth, Long.MIN_VALUE);
                maxDepth = depth < 0 ? Integer.MAX_VALUE : depth;
            }
            case "max_node" -> {
                long nodes = longValue(key, value, maxNode, Long.MIN_VALUE);
                maxNode = nodes <= 0 ? Long.MAX_VALUE : nodes;
            }
            case "time_increment" -> timeIncrement = longValue(key, value, timeIncrement, 0);
            case "style" -> {
                long s = longValue(key, value, style, 0);
                if (s > 4) {
                    out.send("ERROR style must be 0 to 4: " + echo(value));
                } else {
                    style = (int) s;
                    search.setStyle(style);
                }
            }
            case "auto_pondering" -> autoPondering = longValue(key, value, autoPondering ? 1 : 0, 0) == 1;
            case "protocol_lag" -> protocolLag = longValue(key, value, protocolLag, 0);
            case "thread_num" -> threadNum = (int) Math.min(Integer.MAX_VALUE, longValue(key, value, threadNum, 1));
            default -> out.send("ERROR unknown INFO key: " + echo(argument));
        }
    }

    /** A number for an INFO key, at least {@code min}; on a bad value ERROR and the old value. */
    private long longValue(String key, String value, long old, long min) {
        long parsed = parseLong(value, Long.MIN_VALUE);
        if (parsed == Long.MIN_VALUE || parsed < min) {
            out.send("ERROR bad value for INFO " + key + ": " + echo(value));
            return old;
        }
        return parsed;
    }

    /** INFO rule: the board (and its stones) is rebuilt for the new rule; an unplayable rule is an ERROR. */
    private void ruleInfo(String value) {
        long number = parseLong(value, Long.MIN_VALUE);
        Rule chosen = number >= 0 && number <= 64 ? Rule.fromGomocup((int) number) : null;
        if (chosen == null) {
            out.send("ERROR unsupported rule " + echo(value) + " (0 freestyle, 1 standard, 4 renju, 8 caro)");
            return;
        }
        rule = chosen;
        if (board != null && board.rule() != rule) {
            Board rebuilt = new Board(width, height, rule);
            for (int i = 0; i < board.stones(); i++) {
                rebuilt.place(board.stoneAt(i), board.at(board.stoneAt(i)));
            }
            board = rebuilt;
            search.clearHash();
        }
    }

    /**
     * INFO evaluate [x,y ...]: a MESSAGE with a short search's summary of the board after that path of moves,
     * or an empty MESSAGE when the path cannot be played.
     */
    private void evaluate(String value) {
        if (board == null) {
            out.send("MESSAGE");
            return;
        }
        Board position = board.copy();
        for (String step : value.isEmpty() ? new String[0] : value.split("\\s+")) {
            int[] xy = parsePair(step);
            if (xy == null || !position.onBoard(xy[0], xy[1])
                    || position.at(position.cell(xy[0], xy[1])) != Board.EMPTY) {
                out.send("MESSAGE");
                return;
            }
            position.play(position.cell(xy[0], xy[1]));
        }
        if (position.isFull()) {
            out.send("MESSAGE");
            return;
        }
        out.send(summary(position, quickSearch(position, EVALUATE_MS)));
    }

    /** The table's size inside max_memory (0 or less: no limit given, the default size). */
    static long tableBytes(long maxMemory) {
        long limit = maxMemory <= 0 ? DEFAULT_MAX_MEMORY : maxMemory;
        long heap = Runtime.getRuntime().maxMemory() / 2;
        return Math.max(1 << 16, Math.min(Math.min(limit / TABLE_SHARE, MAX_TABLE_BYTES), heap));
    }

    // ---- text -----------------------------------------------------------------------------------------------

    /**
     * The search summary in the reference's MESSAGE format: depth 1-D, ev (expected outcome in %, W/L for a
     * proven win/loss, U when the only move was played unsearched), n (nodes), n/s, tm (ms) and the principal variation (X black, O white; column letter, row
     * number from the top, from 0).
     */
    static String summary(Board position, SearchOutcome outcome) {
        String ev;
        if (outcome.provenWin()) {
            ev = "W";
        } else if (outcome.provenLoss()) {
            ev = "L";
        } else if (outcome.depth() == 0) {
            ev = "U";   // the only move (centre, forced block): not searched, the outcome is unknown
        } else {
            ev = String.format(Locale.ROOT, "%.1f", 100.0 / (1 + Math.exp(-outcome.score() / 150.0)));
        }
        long nps = outcome.nodes() * 1000 / Math.max(1, outcome.elapsedMs());
        StringBuilder sb = new StringBuilder("MESSAGE depth 1-")
                .append(Math.max(1, Math.max(outcome.depth(), outcome.pv().length))).append(" ev ").append(ev)
                .append(" n ").append(outcome.nodes()).append(" n/s ").append(nps)
                .append(" tm ").append(outcome.elapsedMs()).append(" pv");
        int color = position.sideToMove();
        for (int cell : outcome.pv()) {
            if (cell < 0) {
                break;
            }
            sb.append(' ').append(color == Board.BLACK ? 'X' : 'O').append(column(position.x(cell)))
                    .append(position.y(cell));
            color = Board.other(color);
        }
        return sb.toString();
    }

    /** Column letters a..z, then A..F for boards wider than 26. */
    private static char column(int x) {
        return x < 26 ? (char) ('a' + x) : (char) ('A' + x - 26);
    }

    private String coordinates(int cell) {
        return board.x(cell) + "," + board.y(cell);
    }

    private boolean hasBoard(String command) {
        if (board == null) {
            out.send("ERROR " + command + " before START");
            return false;
        }
        return true;
    }

    /** The empty cell "x,y" names, or NONE after an ERROR. */
    private int emptyCell(String argument, String command) {
        int[] xy = parsePair(argument);
        if (xy == null || !board.onBoard(xy[0], xy[1])) {
            out.send("ERROR " + command + ": bad coordinates " + echo(argument));
            return Board.NONE;
        }
        int cell = board.cell(xy[0], xy[1]);
        if (board.at(cell) != Board.EMPTY) {
            out.send("ERROR " + command + ": " + xy[0] + "," + xy[1] + " is not empty");
            return Board.NONE;
        }
        return cell;
    }

    /** "x,y" as two numbers, or null. */
    static int[] parsePair(String text) {
        String[] parts = text.split(",", -1);
        if (parts.length != 2) {
            return null;
        }
        int x = parseInt(parts[0].strip(), Integer.MIN_VALUE);
        int y = parseInt(parts[1].strip(), Integer.MIN_VALUE);
        return x == Integer.MIN_VALUE || y == Integer.MIN_VALUE ? null : new int[] {x, y};
    }

    private static int parseInt(String text, int otherwise) {
        long value = parseLong(text, Long.MIN_VALUE);
        return value < Integer.MIN_VALUE + 1L || value > Integer.MAX_VALUE ? otherwise : (int) value;
    }

    private static long parseLong(String text, long otherwise) {
        if (text.isEmpty() || text.length() > 19) {
            return otherwise;
        }
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            return otherwise;
        }
    }

    private static String firstWord(String line) {
        int space = 0;
        while (space < line.length() && !Character.isWhitespace(line.charAt(space))) {
            space++;
        }
        return line.substring(0, space);
    }

    /** A piece of a bad line to send back: at most ECHO_LIMIT characters, ASCII, control characters as ?. */
    static String echo(String text) {
        String printable = text.codePoints().map(c -> c < 32 || c >= 127 ? '?' : c)
                .limit(ECHO_LIMIT + 1L)
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
        return printable.length() > ECHO_LIMIT ? printable.substring(0, ECHO_LIMIT) + "..." : printable;
    }

    // ---- the console (one adapter: ConsoleView) -----------------------------------------------------------

    @Override
    public List<String> commands() {
        return ConsoleView.COMMANDS;
    }

    @Override
    public void interrupt() {
        interrupted = true;
    }
}
