package driverlessons.lesson05;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.io.EngineIo;
import driverlessons.io.QueuedLineInput;
import driverlessons.testing.Dialog;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A ponder hit at a control of moves per session: the hit sets the time limits from inside the search, and they
 * must be those of the game's position (its moves to go, its lag), not of the position deep in the search's tree
 * where the hit was noticed. Found in lesson 5 at level 20 0:10 0: after time 1104 and a hit it thought 5.17 s,
 * its share being about 0.6 s, and it learned no lag on a hit.
 */
@Timeout(60)
class PonderHitTimeLimitsTest {
    /** A thinking line of depth 5 or more while pondering: the PV starts with the move pondered on. */
    private static final Pattern DEEP_PONDER_LINE = Pattern.compile("([5-9]|\\d\\d) -?\\d+ \\d+ \\d+ \\((\\S+)\\) .*");

    /** A driver that has read these commands (and then the end of input). */
    private static Lesson05Driver after(String... lines) {
        QueuedLineInput input = new QueuedLineInput();
        for (String line : lines) {
            input.add(line);
        }
        input.end();
        Lesson05Driver driver = new Lesson05Driver(new EngineIo(input, text -> { }));
        driver.run();
        return driver;
    }

    @Test
    void aHitSetsTheLimitsOfTheGamesPositionAndLearnsTheLag() throws InterruptedException {
        AtomicLong clock = new AtomicLong();
        AtomicReference<Lesson05Driver> engine = new AtomicReference<>();
        String reply;
        String ponderMove;
        try (Dialog d = Dialog.start(io -> {
            Lesson05Driver driver = new Lesson05Driver(io);
            engine.set(driver);
            return driver;
        }, clock::get)) {
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
        Lesson05Driver hit = engine.get();
        assertEquals(150, hit.lag.estimateMs(), "the lag learned at the hit");
        // The same position reached by moves, its lag the same: what setTimeLimits says there with 7.85 s left.
        Lesson05Driver same = after("new", "level 20 0:10 0", "force", "e2e4", reply, ponderMove);
        same.lag.add(150);
        same.setTimeLimits(7_850);
        assertEquals(same.noNewIterationLimit, hit.noNewIterationLimit, "noNewIterationLimit");
        assertEquals(same.noNewMoveLimit, hit.noNewMoveLimit, "noNewMoveLimit");
        assertEquals(same.neverExceedLimit, hit.neverExceedLimit, "neverExceedLimit");
    }
}
