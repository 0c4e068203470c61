package driverlessons.gomocup.referee;

import driverlessons.gomocup.game.Board;
import driverlessons.gomocup.game.Rule;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Gomocup manager in miniature: plays one game between two engine processes over the protocol. It sends START
 * and the INFO keys, then BEGIN (empty board) or BOARD (an opening, and at an engine's first turn) and TURN, and
 * INFO time_left before every turn. It checks every answer: the shape "x,y", on the board and empty, black's
 * forbidden moves under renju, the time of the turn (timeout_turn plus a grace for a loaded machine) and of the
 * match, and that the engine is alive. Any breach is a fault and ends the game. Fives are judged by the rule
 * with the referee's own scan of the board; renju's forbidden moves by the project's rules.
 */
public final class Referee {
    private static final Pattern MOVE = Pattern.compile("(\\d+),(\\d+)");

    private final int size;
    private final Rule rule;
    private final long timeoutTurn;
    private final long timeoutMatch;
    private final long graceMs;
    private final long protocolLag;

    /** The outcome of one game: the winner (1 = the black engine, 2 = white, 0 = draw), moves, faults. */
    public record Game(int winner, int stones, long longestTurnMs, List<String> faults, String moves) {
    }

    public Referee(int size, Rule rule, long timeoutTurn, long timeoutMatch, long graceMs, long protocolLag) {
        this.size = size;
        this.rule = rule;
        this.timeoutTurn = timeoutTurn;
        this.timeoutMatch = timeoutMatch;
        this.graceMs = graceMs;
        this.protocolLag = protocolLag;
    }

    /** Plays a game; {@code opening} lists stones "x,y" already on the board, black first. */
    public Game play(EngineProcess black, EngineProcess white, List<String> opening) throws InterruptedException {
        EngineProcess[] engines = {null, black, white};
        List<String> faults = new ArrayList<>();
        for (int color = 1; color <= 2; color++) {
            EngineProcess engine = engines[color];
            engine.send("START " + size);
            String ok = engine.answer(10_000);
            if (!"OK".equals(ok)) {
                faults.add(engine.name() + ": START answered " + ok);
                return new Game(0, 0, 0, faults, "");
            }
            engine.send("INFO timeout_turn " + timeoutTurn, "INFO timeout_match " + timeoutMatch,
                    "INFO time_left " + timeoutMatch, "INFO max_memory 83886080", "INFO game_type 1",
                    "INFO rule " + rule.gomocup, "INFO protocol_lag " + protocolLag);
        }
        int[][] cells = new int[size][size];
        List<int[]> played = new ArrayList<>();
        Board forbidden = new Board(size, size, rule);
        for (String stone : opening) {
            Matcher m = MOVE.matcher(stone);
            m.matches();
            int x = Integer.parseInt(m.group(1));
            int y = Integer.parseInt(m.group(2));
            int color = played.size() % 2 == 0 ? 1 : 2;
            cells[x][y] = color;
            played.add(new int[] {x, y});
            forbidden.place(forbidden.cell(x, y), color);
        }
        boolean[] synced = new boolean[3];
        long[] timeLeft = {0, timeoutMatch, timeoutMatch};
        long longest = 0;
        StringBuilder record = new StringBuilder(String.join(" ", opening));
        while (played.size() < size * size) {
            int color = played.size() % 2 == 0 ? 1 : 2;
            EngineProcess engine = engines[color];
            engine.send("INFO time_left " + timeLeft[color]);
            long start = System.nanoTime();
            if (!synced[color]) {
                synced[color] = true;
                if (played.isEmpty()) {
                    engine.send("BEGIN");
                } else {
                    List<String> board = new ArrayList<>(List.of("BOARD"));
                    for (int i = 0; i < played.size(); i++) {
                        int owner = i % 2 == 0 ? 1 : 2;
                        board.add(played.get(i)[0] + "," + played.get(i)[1] + "," + (owner == color ? 1 : 2));
                    }
                    board.add("DONE");
                    start = System.nanoTime();
                    engine.send(board.toArray(new String[0]));
                }
            } else {
                int[] last = played.get(played.size() - 1);
                engine.send("TURN " + last[0] + "," + last[1]);
            }
            String answer = engine.answer(timeoutTurn + graceMs);
            long used = (System.nanoTime() - start) / 1_000_000;
            longest = Math.max(longest, used);
            String who = engine.name() + " (" + (color == 1 ? "black" : "white") + ", stone " + (played.size() + 1)
                    + ")";
            if (answer == null) {
                faults.add(who + ": no move within " + (timeoutTurn + graceMs) + " ms");
                return new Game(3 - color, played.size(), longest, faults, record.toString());
            }
            if (answer.equals(EngineProcess.EOF) || !engine.alive()) {
                faults.add(who + ": crashed (stderr: " + engine.stderr() + ")");
                return new Game(3 - color, played.size(), longest, faults, record.toString());
            }
            Matcher m = MOVE.matcher(answer);
            int x = m.matches() ? Integer.parseInt(m.group(1)) : -1;
            int y = m.matches() ? Integer.parseInt(m.group(2)) : -1;
            if (x < 0 || y < 0 || x >= size || y >= size || cells[x][y] != 0) {
                faults.add(who + ": illegal answer " + answer);
                return new Game(3 - color, played.size(), longest, faults, record.toString());
            }
            if (color == 1 && forbidden.isForbidden(forbidden.cell(x, y))) {
                faults.add(who + ": forbidden move " + answer);
                return new Game(2, played.size(), longest, faults, record.toString());
            }
            timeLeft[color] -= used;
            if (timeLeft[color] < 0) {
                faults.add(who + ": match time exceeded");
                return new Game(3 - color, played.size(), longest, faults, record.toString());
            }
            cells[x][y] = color;
            played.add(new int[] {x, y});
            forbidden.place(forbidden.cell(x, y), color);
            record.append(record.length() == 0 ? "" : " ").append(answer);
            if (wins(cells, x, y, color)) {
                return new Game(color, played.size(), longest, faults, record.toString());
            }
        }
        return new Game(0, played.size(), longest, faults, record.toString());
    }

    /** The referee's own five check: freestyle five or more; standard exactly five; renju exactly five for black,
     * five or more for white; caro five or more not closed at both ends by the opponent. */
    private boolean wins(int[][] cells, int x, int y, int color) {
        int[][] steps = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        for (int[] s : steps) {
            int back = 0;
            while (at(cells, x - (back + 1) * s[0], y - (back + 1) * s[1]) == color) {
                back++;
            }
            int ahead = 0;
            while (at(cells, x + (ahead + 1) * s[0], y + (ahead + 1) * s[1]) == color) {
                ahead++;
            }
            int length = back + ahead + 1;
            boolean exact = rule == Rule.STANDARD || (rule == Rule.RENJU && color == 1);
            boolean closed = at(cells, x - (back + 1) * s[0], y - (back + 1) * s[1]) == 3 - color
                    && at(cells, x + (ahead + 1) * s[0], y + (ahead + 1) * s[1]) == 3 - color;
            if (exact ? length == 5 : length >= 5 && !(rule == Rule.CARO && closed)) {
                return true;
            }
        }
        return false;
    }

    private int at(int[][] cells, int x, int y) {
        return x < 0 || y < 0 || x >= size || y >= size ? -1 : cells[x][y];
    }
}
