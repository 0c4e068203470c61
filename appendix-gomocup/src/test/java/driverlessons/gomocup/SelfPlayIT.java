package driverlessons.gomocup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.gomocup.game.Rule;
import driverlessons.gomocup.referee.EngineProcess;
import driverlessons.gomocup.referee.Referee;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The built jar against itself, two processes refereed over the protocol as a Gomocup manager would: 15x15
 * standard and 20x20 freestyle, two games each (colours swapped), short turns. Zero faults expected. Then the
 * process-level checks: the pbrain launcher, garbage on stdin, END.
 */
class SelfPlayIT {
    private static final Path JAR = Path.of("target", "appendix-gomocup.jar");
    private static final long TIMEOUT_TURN = 200;
    private static final long TIMEOUT_MATCH = 60_000;
    /** The referee's tolerance on top of timeout_turn: the machine may be shared and loaded. */
    private static final long GRACE_MS = 800;
    private static final long PROTOCOL_LAG = 60;

    private static List<String> command() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return List.of(java, "-Xss16m", "-jar", JAR.toString(), "--protocol");
    }

    @Test
    @Timeout(150)
    void selfPlayOnStandardAndFreestyleHasNoFaults() throws Exception {
        assertTrue(Files.exists(JAR), "build the jar first (mvn package): " + JAR.toAbsolutePath());
        List<String> faults = new ArrayList<>();
        StringBuilder report = new StringBuilder();
        try (EngineProcess a = new EngineProcess("A", command()); EngineProcess b = new EngineProcess("B", command())) {
            Object[][] matches = {{15, Rule.STANDARD, List.<String>of()}, {15, Rule.STANDARD, List.of("7,7", "8,6")},
                {20, Rule.FREESTYLE, List.<String>of()}, {20, Rule.FREESTYLE, List.of("9,9", "10,10", "11,9")}};
            int game = 0;
            for (Object[] match : matches) {
                int size = (Integer) match[0];
                Rule rule = (Rule) match[1];
                @SuppressWarnings("unchecked")
                List<String> opening = (List<String>) match[2];
                Referee referee = new Referee(size, rule, TIMEOUT_TURN, TIMEOUT_MATCH, GRACE_MS, PROTOCOL_LAG);
                EngineProcess black = game % 2 == 0 ? a : b;
                EngineProcess white = game % 2 == 0 ? b : a;
                Referee.Game result = referee.play(black, white, opening);
                faults.addAll(result.faults());
                report.append(String.format("game %d: %dx%d %s, %s black: %s after %d stones, longest turn %d ms%n",
                        ++game, size, size, rule.name().toLowerCase(), black.name(),
                        result.winner() == 0 ? "draw" : (result.winner() == 1 ? "black" : "white") + " wins",
                        result.stones(), result.longestTurnMs()));
            }
            assertFalse(a.stderr().contains("Exception"), a.stderr());
            assertFalse(b.stderr().contains("Exception"), b.stderr());
        }
        System.out.print(report);
        assertEquals(List.of(), faults, report.toString());
    }

    @Test
    @Timeout(60)
    void garbageOnStdinGetsAnswersAndEndEndsTheProcess() throws Exception {
        Random random = new Random(13);
        try (EngineProcess engine = new EngineProcess("fuzz", command())) {
            StringBuilder garbage = new StringBuilder();
            for (int i = 0; i < 2000; i++) {
                char c = (char) (32 + random.nextInt(95));
                garbage.append(i % 97 == 0 ? '\n' : c);
            }
            engine.send(garbage.toString(), "x".repeat(1_000_000), "START 15", "INFO timeout_turn 100", "BEGIN");
            String line;
            while ((line = engine.answer(5_000)) != null && !line.equals("7,7")) {
                assertTrue(line.startsWith("UNKNOWN") || line.startsWith("ERROR") || line.equals("OK"), line);
            }
            assertEquals("7,7", line, "the engine answers BEGIN after the garbage");
            engine.send("END");
            assertEquals(0, engine.waitFor(5_000), "END ends the engine with status 0");
            assertFalse(engine.stderr().contains("Exception"), engine.stderr());
        }
    }

    @Test
    @Timeout(60)
    void thePbrainLauncherStartsTheEngineAndTheEndOfInputEndsIt() throws Exception {
        File launcher = Path.of("target", "pbrain-driverlessons").toFile();
        assertTrue(launcher.canExecute(), "the launcher is built next to the jar and executable");
        if (System.getProperty("os.name").toLowerCase().contains("win")) {
            return;
        }
        Process process = new ProcessBuilder(launcher.getPath()).start();
        process.getOutputStream().write("ABOUT\r\n".getBytes());
        process.getOutputStream().close();   // the end of input
        String out = new String(process.getInputStream().readAllBytes());
        assertTrue(process.waitFor(10, java.util.concurrent.TimeUnit.SECONDS));
        assertTrue(out.startsWith("name=\"pbrain-driverlessons\""), out);
        assertEquals(0, process.exitValue());
    }
}
