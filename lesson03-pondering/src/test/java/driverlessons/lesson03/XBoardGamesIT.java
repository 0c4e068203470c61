package driverlessons.lesson03;

import static org.junit.jupiter.api.Assertions.assertEquals;

import driverlessons.testing.RealGui;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Lesson 3 plays complete games with pondering on (XBoard's -ponder, so it gets hard) in the real XBoard
 * (headless, under Xvfb): against Fairy-Max, and against Phalanx, which ponders too. tools/xboard-match fails on
 * an illegal move, a time forfeit, a crash, a protocol error or an unfinished game. XBoard sends time, otim and
 * then the move, and result at the end of a game, while the engine may be pondering: both happen here. The
 * engine logs each ponder hit and miss; the hit rate is printed.
 */
class XBoardGamesIT {
    private static int match(String name, String... more) throws Exception {
        String[] ponder = {"--ponder", "--tc", "0:10", "--inc", "0.1"};
        return RealGui.xboardMatch("lesson03-pondering", name, Stream.concat(Stream.of(ponder), Stream.of(more))
                .toArray(String[]::new));
    }

    @Test
    void fourGamesWithPonderingAgainstFairyMax() throws Exception {
        assertEquals(0, match("lesson03-ponder-fairymax", "--games", "4"),
                "xboard-match failed: see target/lesson03-ponder-fairymax/");
    }

    @Test
    void twoGamesAgainstPhalanxWhichPondersToo() throws Exception {
        RealGui.assumeInstalled("phalanx");
        assertEquals(0, match("lesson03-ponder-phalanx", "--games", "2", "--opponent", "/usr/games/phalanx"),
                "xboard-match failed: see target/lesson03-ponder-phalanx/");
    }
}
