package driverlessons.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.chess.Game;
import driverlessons.chess.Notation;
import driverlessons.chess.Position;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ponder-hit} as a slow engine meets it: the hit comes in the middle of a long iteration, so the reply takes
 * more than half of its unpondered move, yet the search it pondered went on (its next line is deeper: Muller's way)
 * and the scenario passes; the same reply after a search started again at depth 1 fails. The engine is a shell
 * script that plays the scenario's moves (worked out here with common's rules).
 */
@Timeout(60)
class PonderHitTest {
    @TempDir
    Path dir;

    /**
     * A script: it moves 600 ms after go, then "ponders" to depth 3 on the reply {@code P}; on the hit it thinks
     * 450 ms more (more than half of 600) and says a line of depth {@code hitDepth} before its move (0: none).
     */
    private Path engine(int hitDepth) throws Exception {
        Game game = new Game();
        for (String move : Positions.OUT_OF_BOOK.get(PonderingScenarios.POSITION).split(" ")) {
            game.play(Notation.parseMove(game.position(), move));
        }
        String m1 = first(game);
        String p1 = first(game);
        String r1 = first(game);
        Path script = dir.resolve("engine.sh");
        Files.writeString(script, "#!/bin/sh\n"
                + "while read -r line; do\n"
                + "  case \"$line\" in\n"
                + "    protover*) echo 'feature ping=1 setboard=0 usermove=1 colors=0 sigint=0 myname=\"Slow\" done=1' ;;\n"
                + "    ping*) echo \"pong ${line#ping }\" ;;\n"
                + "    go) sleep 0.6; echo '3 10 60 900 " + m1 + " " + p1 + "'; echo 'move " + m1 + "';"
                + " echo '1 -10 5 100 (" + p1 + ") " + r1 + "'; echo '2 -10 10 400 (" + p1 + ") " + r1 + "';"
                + " echo '3 -10 20 900 (" + p1 + ") " + r1 + "' ;;\n"
                + "    'usermove " + p1 + "') sleep 0.45;" + (hitDepth == 0 ? "" : " echo '" + hitDepth + " -10 145 9000 "
                + r1 + "';") + " echo 'move " + r1 + "' ;;\n"
                + "    quit) exit 0 ;;\n"
                + "  esac\n"
                + "done\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return script;
    }

    /** The first legal move in the game's position, played. */
    private static String first(Game game) {
        int[] moves = new int[Position.MAX_MOVES];
        game.position().generateMoves(moves);
        game.play(moves[0]);
        return Notation.coordinate(moves[0]);
    }

    private Outcome examine(int hitDepth) throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "needs /bin/sh");
        Scenario scenario = Scenarios.all().stream().filter(s -> s.name().equals("ponder-hit")).findFirst()
                .orElseThrow();
        return new Examiner(java.util.List.of(engine(hitDepth).toString()), new File("."), 1).run(scenario);
    }

    @Test
    void aSlowHitPassesWhenThePonderedSearchWentOn() throws Exception {
        Outcome outcome = examine(4);
        assertEquals(Outcome.Verdict.PASS, outcome.verdict(), outcome.reason() + "\n" + outcome.evidence());
        assertTrue(outcome.figures().getOrDefault("after the hit", "").contains("went on"), outcome.figures()
                .toString());
    }

    @Test
    void aSlowHitWithoutAWordWarns() throws Exception {
        Outcome outcome = examine(0);
        assertEquals(Outcome.Verdict.WARN, outcome.verdict(), outcome.reason() + " " + outcome.warnings());
        assertTrue(outcome.warnings().get(0).contains("counted only in part"), outcome.warnings().toString());
    }

    @Test
    void aSlowHitFailsWhenTheSearchStartedAgain() throws Exception {
        Outcome outcome = examine(1);
        assertEquals(Outcome.Verdict.FAIL, outcome.verdict(), outcome.reason());
        assertTrue(outcome.reason().contains("the search started again"), outcome.reason());
    }
}
