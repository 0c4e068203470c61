package driverlessons.lesson05;

import static org.junit.jupiter.api.Assertions.assertEquals;

import driverlessons.testing.RealGui;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Lesson 5 plays complete games in the real XBoard (headless, under Xvfb) against Fairy-Max: with pondering on
 * (XBoard's -ponder, so it gets hard) and every feature lesson 5 asks for accepted by XBoard (san=1 among them:
 * XBoard sends SAN moves and takes ours), and as a protocol 1 engine (-firstProtocolVersion 1: no protover, no
 * features, bare moves, and the opening positions sent with edit; and XBoard's SIGINT whenever the engine may be
 * thinking, with pondering and without). tools/xboard-match fails on an illegal move, a
 * time forfeit, a crash, a protocol error, a rejected option or an unfinished game. The engine logs each ponder
 * hit and miss; the hit rate is printed. One game runs behind the spy with a random lag (tools/lag-match).
 */
class XBoardGamesIT {
    private static int match(String name, String... more) throws Exception {
        return match(name, true, new String[0], more);
    }

    /** A match, pondering or not; {@code xboardArgs} go to XBoard itself (after xboard-match's "--"). */
    private static int match(String name, boolean ponder, String[] xboardArgs, String... more) throws Exception {
        List<String> args = new ArrayList<>(List.of("--tc", "0:10", "--inc", "0.1"));
        if (ponder) {
            args.add("--ponder");
        }
        args.addAll(List.of(more));
        args.add("--");
        args.addAll(List.of(xboardArgs));
        return RealGui.xboardMatch("lesson05-full", name, args.toArray(new String[0]));
    }

    /**
     * tools/lag-match: one game, pondering, behind the spy with 25..125 ms of lag each way, drawn per line; at most
     * 60 moves (lag-match's default for this setting: the lag outruns the increment, so no engine lasts 90).
     */
    @Test
    void oneGameWithPonderingAndARandomLagOf50To250MsPerMove() throws Exception {
        RealGui.assumeInstalled("xboard", "Xvfb", "fairymax");
        RealGui.moduleJar("lesson05-full");
        String out = Path.of("target", "lag-match").toAbsolutePath().toString();
        assertEquals(0, RealGui.runTool("lag-match", "lag-match/run.log", 10, "--lessons", "5", "--games", "1",
                "--settings", "inc-50-250", "--out", out),
                "a loss on time or another fault: see target/lag-match/");
    }

    @Test
    void fourGamesWithPonderingAgainstFairyMax() throws Exception {
        assertEquals(0, match("lesson05-ponder-fairymax", "--games", "4"),
                "xboard-match failed: see target/lesson05-ponder-fairymax/");
    }

    /** Protocol 1, from two opening positions of tools/openings (XBoard sets them up with edit). */
    @Test
    void twoGamesAsAProtocolOneEngine() throws Exception {
        String openings = RealGui.repositoryRoot().resolve("tools/openings/balanced.fen").toString();
        assertEquals(0, match("lesson05-protocol1-fairymax", true,
                new String[] {"-firstProtocolVersion", "1", "-loadPositionFile", openings, "-loadPositionIndex", "7"},
                "--games", "2"), "xboard-match failed: see target/lesson05-protocol1-fairymax/");
    }

    /**
     * Protocol 1 without pondering: XBoard still sends SIGINT before its first command after each of our moves (the
     * engine "may be pondering", its Attention()); the engine ignores it and plays on (it died of it once).
     */
    @Test
    void oneGameAsAProtocolOneEngineWithoutPondering() throws Exception {
        assertEquals(0, match("lesson05-protocol1-noponder", false, new String[] {"-firstProtocolVersion", "1"},
                "--games", "1"), "xboard-match failed: see target/lesson05-protocol1-noponder/");
    }
}
