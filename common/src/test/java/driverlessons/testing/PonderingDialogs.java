package driverlessons.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.chess.Game;
import driverlessons.chess.Notation;
import driverlessons.chess.Position;
import driverlessons.io.Driver;
import driverlessons.io.EngineIo;
import driverlessons.io.QueuedLineInput;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The pondering dialogs every lesson from 3 on passes (lesson 3 teaches pondering; lessons 4 and 5 keep it), on
 * top of the dialogs of every lesson and those of the time control: hits, misses, the commands taken while pondering, what stops it. These
 * dialogs are interleaved: input arrives while the engine ponders, as it does under a GUI.
 */
public abstract class PonderingDialogs extends TimeControlDialogs {
    private static final Pattern PONDER_LINE = Pattern.compile("(\\d+) -?\\d+ \\d+ \\d+ \\((\\S+)\\) .*");
    private static final Pattern THINKING_LINE = Pattern.compile("(\\d+) -?\\d+ \\d+ \\d+ (?!\\().*");
    /** A thinking line of depth 5 or more while pondering: the PV starts with the move pondered on. */
    private static final Pattern DEEP_PONDER_LINE =
            Pattern.compile("([5-9]|\\d\\d) -?\\d+ \\d+ \\d+ \\((\\S+)\\) .*");

    /** Muller's three limits the driver set last (ms): noNewIterationLimit, noNewMoveLimit, neverExceedLimit. */
    protected abstract List<Long> timeLimits(Driver driver);

    /** Makes the driver set its time limits as at its turn with {@code msecLeft} on its clock (setTimeLimits). */
    protected abstract void setTimeLimits(Driver driver, long msecLeft);

    /** The engine plays black, answers 1. e4 and ponders; returns the game so far and the move it ponders on. */
    private static Pondering startPondering(Dialog d) {
        d.send("new", "hard", "post", "level 40 1 0", "time 6000", "otim 6000", "usermove e2e4");
        String reply = d.expect("move (\\S+)").substring(5);
        Game game = new Game();
        game.play(Notation.parseMove(game.position(), "e2e4"));
        game.play(Notation.parseMove(game.position(), reply));
        String ponderLine = d.expect(PONDER_LINE.pattern());   // thinking on our time: the PV starts with (MOVE)
        Matcher m = PONDER_LINE.matcher(ponderLine);
        assertTrue(m.matches());
        return new Pondering(game, m.group(2));
    }

    private record Pondering(Game game, String move) {
        /** A legal move for white that is not the one pondered on. */
        String otherMove() {
            int[] moves = new int[Position.MAX_MOVES];
            int count = game.position().generateMoves(moves);
            for (int i = 0; i < count; i++) {
                String text = Notation.coordinate(moves[i]);
                if (!text.equals(move)) {
                    return text;
                }
            }
            throw new AssertionError("no other move");
        }
    }

    @Test
    void onAPonderHitTheMoveIsMeasuredFromTheHitAsTheGuiCountsIt() {
        AtomicLong clock = new AtomicLong();
        AtomicReference<Driver> driver = new AtomicReference<>();
        try (Dialog d = start(clock, driver)) {
            d.send("new", "hard", "post", "level 40 1 0", "time 6000", "otim 6000", "usermove e2e4");
            d.expect("([4-9]|\\d\\d) -?\\d+ \\d+ \\d+ \\S+ \\S+.*");    // depth 4: a reply to ponder on
            clock.set(100_000);                      // the search's clock jumps past every limit: it moves now
            String reply = d.expect("move (\\S+)").substring(5);
            Matcher m = PONDER_LINE.matcher(d.expect(PONDER_LINE.pattern()));
            assertTrue(m.matches());
            String ponderMove = m.group(2);
            // 2 s of pondering, then the hit: the GUI's clock for our move starts now, not when pondering began.
            clock.set(102_000);
            // The hit comes past the new noNewIterationLimit (under 1 s of 61 s for 39 moves): the engine finishes
            // the iteration it is in and plays, while the clock still stands at the hit. It measured 0 ms of its own.
            d.send("time 5990", "otim 5800", "usermove " + ponderMove);
            String move = d.expect("move (\\S+)").substring(5);
            Game game = new Game();
            for (String text : List.of("e2e4", reply, ponderMove, move)) {
                game.play(Notation.parseMove(game.position(), text));
            }
            int[] moves = new int[Position.MAX_MOVES];
            game.position().generateMoves(moves);
            // The GUI charged 150 ms for the move after the hit: its lag. The 2 s pondered before the hit were the
            // opponent's time, not ours (counted in, the clock would look 1.85 s better than expected: no lag).
            d.send("easy", "sd 1", "time 5975", "otim 5700", "usermove " + Notation.coordinate(moves[0]));
            d.expect("move \\S+");
            assertEquals(150, lag(driver.get()).estimateMs(), d.lines().toString());
        }
    }

    /**
     * A ponder hit at a control of moves per session: the hit sets the time limits from inside the search, and they
     * must be those of the game's position (its moves to go, its lag), not of the position deep in the search's
     * tree where the hit was noticed. Found in lesson 5 at level 20 0:10 0: after time 1104 and a hit it thought
     * 5.17 s, its share being about 0.6 s, and it learned no lag on a hit.
     */
    @Test
    @Timeout(60)
    void aHitSetsTheLimitsOfTheGamesPositionAndLearnsTheLag() throws InterruptedException {
        AtomicLong clock = new AtomicLong();
        AtomicReference<Driver> engine = new AtomicReference<>();
        String reply;
        String ponderMove;
        try (Dialog d = start(clock, engine)) {
            d.send("new", "hard", "post", "level 20 0:10 0", "time 1000", "otim 1000", "usermove e2e4");
            d.expect("([4-9]|\\d\\d) -?\\d+ \\d+ \\d+ \\S+ \\S+.*");   // depth 4, with a reply to ponder on
            clock.set(2_000);   // past noNewIterationLimit: the iteration ends and the engine plays, 2 s used
            reply = d.expect("move (\\S+)").substring(5);
            Matcher m = DEEP_PONDER_LINE.matcher(d.expect(DEEP_PONDER_LINE.pattern()));   // deep in its tree now
            assertTrue(m.matches());
            ponderMove = m.group(2);
            // The GUI charged 150 ms more than the 2 s the engine measured: 10 s - 2 s - 0.15 s left. The hit comes
            // at once on the search's clock (it stands still), so the limits are those of a move with 7.85 s left.
            d.send("time 785", "otim 900", "usermove " + ponderMove);
            Thread.sleep(500);  // the hit is noticed within the next 1024 nodes
            clock.set(200_000); // then the search's clock runs past every limit: it plays
            d.expect("move \\S+");
        }
        Driver hit = engine.get();
        assertEquals(150, lag(hit).estimateMs(), "the lag learned at the hit");
        // The same position reached by moves, its lag the same: what setTimeLimits says there with 7.85 s left.
        QueuedLineInput input = new QueuedLineInput();
        for (String line : List.of("new", "level 20 0:10 0", "force", "e2e4", reply, ponderMove)) {
            input.add(line);
        }
        input.end();
        Driver same = driver().apply(new EngineIo(input, text -> { }));
        same.run();
        lag(same).add(150);
        setTimeLimits(same, 7_850);
        assertEquals(timeLimits(same), timeLimits(hit), "noNewIterationLimit, noNewMoveLimit, neverExceedLimit");
    }

    @Test
    void hintTellsTheMoveItPondersOnAndNothingWhenItHasNone() {
        try (Dialog d = Dialog.start(driver())) {
            d.send("new", "hint", "ping 1");
            d.expectNext("pong 1");
            Pondering p = startPondering(d);
            d.send("hint");
            assertEquals("Hint: " + p.move(), d.expect("Hint: .*"), "hint while pondering, the search goes on");
            d.send("force", "hint", "ping 2");
            d.expect("pong 2");
        }
    }

    @Test
    void aHitTurnsThePonderSearchIntoTheTimedSearchWithoutARestart() {
        try (Dialog d = Dialog.start(driver())) {
            Pondering p = startPondering(d);
            sleep(1500);   // ponder a while
            int ponderDepth = maxDepth(d.lines(), PONDER_LINE);
            int linesBefore = d.lines().size();
            long sent = System.nanoTime();
            d.send("time 5900", "otim 5800", "usermove " + p.move());
            String move = d.expect("move \\S+");
            long replyMs = (System.nanoTime() - sent) / 1_000_000;
            List<String> all = d.lines();   // one copy: the driver may print more while we look
            List<String> after = all.subList(linesBefore, all.size());
            for (String line : after) {
                Matcher m = THINKING_LINE.matcher(line);
                if (m.matches()) {
                    assertTrue(Integer.parseInt(m.group(1)) >= ponderDepth,
                            "the search went on from depth " + ponderDepth + ", no restart: " + line);
                }
            }
            assertTrue(after.stream().noneMatch(line -> line.startsWith("Illegal move")), after.toString());
            // The flying start: 60 s for 39 moves and 1.5 s already used; the budget is well under 4 s.
            assertTrue(replyMs < 4000, "replied after " + replyMs + " ms");
            assertTrue(p.game().position().isLegal(Notation.parseMove(p.game().position(), p.move())), move);
        }
    }

    @Test
    void aMissAbortsThePonderSearchAndTheMoveIsPlayedOnce() {
        try (Dialog d = Dialog.start(driver())) {
            Pondering p = startPondering(d);
            String other = p.otherMove();
            d.send("usermove " + other, "ping 1");
            String move = d.expect("move (\\S+)").substring(5);
            d.expectNext("pong 1");
            Game game = p.game();
            game.play(Notation.parseMove(game.position(), other));
            assertTrue(Notation.parseMove(game.position(), move) != 0, "a legal reply to the real move " + other);
            assertTrue(d.lines().stream().noneMatch(line -> line.startsWith("Illegal") || line.startsWith("Error")),
                    d.lines().toString());
        }
    }

    @Test
    void pingTimeOtimAndDotWhilePonderingAreTakenAndPonderingGoesOn() {
        try (Dialog d = Dialog.start(driver())) {
            Pondering p = startPondering(d);
            d.send("ping 7");
            d.expectNext("pong 7");
            d.send("time 5000", "otim 5000", ".", "ping 8");
            d.expectNext("pong 8");
            d.expect(PONDER_LINE.pattern());   // still pondering on the same move
            d.send("usermove " + p.move());
            d.expect("move \\S+");
        }
    }

    @Test
    void forceNewUndoSetboardAndResultStopPondering() {
        for (String command : List.of("force", "new", "setboard " + Position.START_FEN, "result 1-0 {White mates}",
                "easy")) {
            try (Dialog d = Dialog.start(driver())) {
                startPondering(d);
                d.send(command, "ping 1");
                d.expect("pong 1");
                assertQuiet(d, 400, command);
            }
        }
        try (Dialog d = Dialog.start(driver())) {   // undo: the ponder move and the engine's move are taken back
            startPondering(d);
            d.send("force", "undo", "undo", "usermove d2d4", "ping 1");
            d.expectNext("pong 1");
        }
    }

    @Test
    void easyWhilePonderingStopsItForTheRestOfTheGame() {
        try (Dialog d = Dialog.start(driver())) {
            Pondering p = startPondering(d);
            d.send("easy", "usermove " + p.otherMove());
            d.expect("move \\S+");
            assertQuiet(d, 400, "easy");
        }
    }

    @Test
    void quitAndTheEndOfInputEndTheEngineWhilePondering() {
        try (Dialog d = Dialog.start(driver())) {
            startPondering(d);
            d.send("quit");
            assertTrue(d.awaitExit(Duration.ofSeconds(2)), "quit while pondering");
        }
        try (Dialog d = Dialog.start(driver())) {
            startPondering(d);
            d.end();
            assertTrue(d.awaitExit(Duration.ofSeconds(2)), "end of input while pondering");
        }
    }

    /** Ctrl-C at the console stops the ponder search; the next command starts it again. */
    @Test
    void ctrlCStopsPondering() {
        try (Dialog d = Dialog.start(driver())) {
            Pondering p = startPondering(d);
            d.interrupt();
            while (d.poll(Duration.ofMillis(150)) != null) {
                // the lines printed before Ctrl-C arrived
            }
            assertQuiet(d, 400, "Ctrl-C");
            d.send("usermove " + p.move());   // no longer a hit: a normal search
            d.expect("move \\S+");
        }
    }

    @Test
    void neverPondersInForceModeAfterNewOrWithEasy() {
        try (Dialog d = Dialog.start(driver())) {
            d.send("hard", "post", "new");
            assertQuiet(d, 300, "new");       // the engine plays black, white is on move, the game has not begun
            d.send("force", "e2e4", "e7e5");
            assertQuiet(d, 300, "force");
            d.send("easy", "go");             // plays white, then would ponder, but easy
            d.expect("move \\S+");
            assertQuiet(d, 400, "easy");
        }
    }

    @Test
    void timeAndOtimNeverStartPondering() {
        try (Dialog d = Dialog.start(driver())) {
            d.send("new", "hard", "post", "time 6000", "otim 6000");
            assertQuiet(d, 300, "time/otim");
        }
    }

    /** No line at all for {@code ms} milliseconds: no thinking, no move. */
    private static void assertQuiet(Dialog d, long ms, String after) {
        String line = d.poll(Duration.ofMillis(ms));
        assertNull(line, "after " + after + " the engine should be idle but printed: " + line);
    }

    private static int maxDepth(List<String> lines, Pattern pattern) {
        int depth = 0;
        for (String line : new ArrayList<>(lines)) {
            Matcher m = pattern.matcher(line);
            if (m.matches()) {
                depth = Math.max(depth, Integer.parseInt(m.group(1)));
            }
        }
        assertFalse(depth == 0, "no ponder output");
        return depth;
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
