package driverlessons.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.chess.Position;
import driverlessons.io.Driver;
import driverlessons.io.EngineIo;
import driverlessons.io.LineInput;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The protocol dialogs every lesson must pass, written once: a lesson's test class extends this one, names its
 * driver and its feature line, and adds only the tests of its own layer. Each test is a GUI dialog: the lines
 * sent, then the lines expected back.
 */
@Timeout(120)
public abstract class ProtocolDialogs {
    /** The lesson's driver. */
    protected abstract Function<EngineIo, Driver> driver();

    /** The feature lines between {@code feature done=0} and {@code feature done=1}, one per line ("\n"). */
    protected abstract String features();

    private List<String> featureDialog() {
        List<String> lines = new java.util.ArrayList<>(List.of("feature done=0"));
        lines.addAll(List.of(features().split("\n")));
        lines.add("feature done=1");
        return lines;
    }

    /** Runs a whole dialog: these lines, then the end of input. */
    protected Transcript play(String... lines) {
        return Transcript.run(driver(), lines);
    }

    @Test
    void protoverIsAnsweredWithDoneZeroFirstAndDoneOneLast() {
        assertEquals(featureDialog(), play("xboard", "protover 2").lines());
    }

    /** XBoard 4.9.1's real start of a match (a captured dialog), up to the engine's first move. */
    @Test
    void xboardStartOfMatchDialog() {
        Transcript t = play("xboard", "protover 2",
                "accepted ping", "accepted setboard", "accepted usermove", "accepted colors", "accepted sigint",
                "accepted sigterm", "accepted analyze", "accepted myname", "accepted done",
                "memory 68", "new", "random", "level 0 0:10 0.1", "post", "hard", "easy", "ping 1",
                "force", "ping 2",
                "memory 68", "new", "random", "level 0 0:10 0.1", "post", "hard", "easy", "ping 3",
                "memory 68", "new", "random", "level 0 0:10 0.1", "post", "hard", "easy", "ping 4",
                "force", "usermove e2e4", "usermove e7e5", "usermove g1f3", "usermove b8c6", "usermove f1b5",
                "usermove a7a6", "computer", "time 1000", "otim 1000", "go", "ping 5");
        List<String> lines = t.withoutThinking();
        List<String> start = featureDialog();
        start.addAll(List.of("pong 1", "pong 2", "pong 3", "pong 4"));
        int n = start.size();
        assertEquals(start, lines.subList(0, n));
        assertEquals(1, t.moves().size(), t.toString());
        assertTrue(lines.get(n).startsWith("move b5"), "white's bishop is attacked: " + lines.get(n));
        assertEquals("pong 5", lines.get(n + 1), "a ping sent while thinking is answered after the move");
        assertEquals(n + 2, lines.size(), t.toString());
        assertTrue(t.thinking().size() > 0, "post is on: thinking output is printed");
    }

    @Test
    void bareMovesAreRecognisedByTheirShape() {
        Transcript t = play("new", "force", "e2e4", "e7e5", "Nf3", "O-O", "ping 1");
        assertEquals(List.of("Illegal move: O-O", "pong 1"), t.lines());
    }

    @Test
    void illegalMoveLeavesThePositionUnchanged() {
        Transcript t = play("new", "usermove e2e5", "usermove e7e5", "force", "usermove e2e4", "usermove e7e5",
                "ping 9");
        assertEquals(List.of("Illegal move: e2e5", "Illegal move: e7e5", "pong 9"), t.lines());
    }

    @Test
    void unknownCommandsGetTheSpecsErrorAndTheEngineGoesOn() {
        assertEquals(List.of("Error (unknown command): frobnicate 3", "Error (unknown command): board",
                "Error (unsupported variant): variant suicide", "pong 1"),
                play("frobnicate 3", "board", "variant suicide", "variant normal", "ping 1").lines());
    }

    /**
     * What XBoard, cutechess and python-chess (lichess-bot) send routinely is taken without a word, in every lesson:
     * rating and name and computer (python-chess), a draw offer (feature draw defaults to 1), ? when the engine
     * is not thinking ("should be ignored"), '.' outside analysis, and the commands of every game's start.
     */
    @Test
    void whatGuisSendRoutinelyIsAcceptedQuietly() {
        assertEquals(List.of("pong 1"), play("xboard", "new", "random", "computer", "name Fairy-Max 5.0b",
                "rating 2100 1900", "accepted usermove", "rejected san", "post", "nopost", "hard", "easy",
                "time 6000", "otim 6000", "draw", "?", ".", "force", "e2e4", "?", "draw", ".", "ping 1").lines());
    }

    @Test
    void pingIsAnsweredInOrderAndWithoutANumberToo() {
        assertEquals(List.of("pong 1", "pong", "pong 2"), play("ping 1", "ping", "new", "force", "ping 2").lines());
    }

    @Test
    void illegalPositionIsRefusedAndEveryMoveIsIllegalUntilNew() {
        List<String> lines = play("setboard 8/8/8/8/8/8/8/K7 w - - 0 1", "usermove a1a2", "go", "new",
                "force", "usermove e2e4", "ping 1").lines();
        assertTrue(lines.get(0).startsWith("tellusererror Illegal position: "), lines.get(0));
        assertEquals(List.of("Illegal move: a1a2", "Error (illegal position): go", "pong 1"), lines.subList(1, 4));
    }

    @Test
    void anEmptyBoardIsRefusedQuietly() {
        assertEquals(List.of("Illegal move: e2e4", "pong 1"),
                play("setboard 8/8/8/8/8/8/8/8 w - - 0 1", "usermove e2e4", "ping 1").lines());
    }

    @Test
    void aMateInForceModeIsAnnouncedOnce() {
        assertEquals(List.of("0-1 {Black mates}", "pong 1"),
                play("new", "force", "f2f3", "e7e5", "g2g4", "d8h4", "ping 1").lines());
    }

    @Test
    void theEngineMatesAndSaysSo() {
        Transcript t = play("setboard 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "nopost", "go", "ping 1");
        assertEquals(List.of("move d1d8", "1-0 {White mates}", "pong 1"), t.lines());
    }

    @Test
    void aMateByTheOpponentStopsTheEngine() {
        // The engine plays black and has one legal move; white's reply mates it: the result, and no engine move.
        assertEquals(List.of("move h8g8", "1-0 {White mates}", "pong 1"),
                play("setboard 7k/8/6K1/8/8/8/8/R7 b - - 0 1", "nopost", "go", "usermove a1a8", "ping 1").lines());
    }

    @Test
    void stalemateRepetitionFiftyMovesAndInsufficientMaterial() {
        assertEquals(List.of("1/2-1/2 {Stalemate}"),
                play("setboard k7/8/8/2Q5/8/8/8/7K w - - 0 1", "c5b6").lines());
        assertEquals(List.of("1/2-1/2 {Draw by repetition}"),
                play("new", "force", "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8").lines());
        assertEquals(List.of("1/2-1/2 {Draw by fifty move rule}"),
                play("setboard 8/8/8/8/8/4k3/8/R3K3 w - - 99 80", "a1a2").lines());
        assertEquals(List.of("1/2-1/2 {Draw by insufficient material}"),
                play("setboard 8/8/8/8/8/8/1r6/KB2k3 w - - 0 1", "a1b2").lines());
    }

    @Test
    void undoAndRemoveTakeBackMoves() {
        Transcript t = play("new", "force", "undo", "e2e4", "e7e5", "remove", "remove", "e2e4", "e7e5", "undo",
                "e7e6", "ping 1");
        assertEquals(List.of("Error (command not legal now): undo", "Error (command not legal now): remove",
                "pong 1"), t.lines());
    }

    @Test
    void newMakesTheEnginePlayBlackAndGoMakesItPlayTheSideOnMove() {
        Transcript t = play("new", "nopost", "e2e4", "ping 1", "new", "force", "e2e4", "go", "ping 2");
        assertEquals(2, t.moves().size(), t.toString());
        assertEquals("pong 1", t.lines().get(1));
        assertEquals("pong 2", t.lines().get(3));
    }

    @Test
    void nopostSilencesThinkingAndPostBringsItBack() {
        assertEquals(0, play("new", "nopost", "go").thinking().size());
        assertTrue(play("new", "post", "go").thinking().size() > 0);
    }

    /** XBoard ends an adjudicated game with "result"; the engine stops playing it (found by the real-GUI test). */
    @Test
    void resultFromTheGuiEndsTheGameQuietly() {
        try (Dialog d = Dialog.start(driver())) {
            d.send("new", "nopost", "e2e4");
            d.expectNext("move \\S+");
            d.send("result 1-0 {Xboard adjudication}", "ping 1");
            d.expectNext("pong 1");
            d.expectSilence(300);
        }
        Transcript engineOnMove = play("new", "force", "e2e4", "result 0-1 {White resigns}", "ping 1");
        assertEquals(List.of("pong 1"), engineOnMove.lines());
    }

    @Test
    void quitEndsTheLoopAndNothingAfterItIsRead() {
        assertEquals(List.of(), play("quit", "ping 1").lines());
    }

    @Test
    void theEndOfInputEndsTheEngineEvenWhileItIsOnMove() {
        try (Dialog d = Dialog.start(driver())) {
            d.send("new", "nopost", "e2e4");
            d.end();
            assertTrue(d.awaitExit(Duration.ofSeconds(20)), "the driver exits after the end of input");
        }
    }

    /**
     * XBoard sends SIGINT to an engine in protocol 1, or one that did not say sigint=0, whenever it thinks the
     * engine may be thinking (its Attention()): the lesson, started as XBoard starts it (a process of its own,
     * SIGINT at its default, which is to end a JVM), ignores it and goes on. Needs Linux's kill and an env that
     * can reset a signal to its default (the shell that runs the build may have left SIGINT ignored).
     */
    @Test
    void aSigintFromTheGuiIsIgnoredInProtocolMode() throws Exception {
        Assumptions.assumeTrue(canSendSigint(), "needs kill and env --default-signal (Linux, coreutils 8.31+)");
        String main = driver().apply(new EngineIo(NO_INPUT, line -> { })).getClass().getPackageName() + ".Main";
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process engine = new ProcessBuilder("env", "--default-signal=INT", java, "-cp",
                System.getProperty("java.class.path"), main, "--protocol")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(engine.getInputStream(),
                StandardCharsets.UTF_8)); PrintStream in = new PrintStream(engine.getOutputStream(), true,
                StandardCharsets.UTF_8)) {
            in.println("xboard");
            in.println("new");
            in.println("post");
            in.println("e2e4");
            String line = out.readLine();
            assertTrue(line != null && Transcript.isThinking(line), "the engine thinks: " + line);
            assertEquals(0, new ProcessBuilder("kill", "-INT", String.valueOf(engine.pid())).start().waitFor());
            in.println("ping 1");
            List<String> answers = new java.util.ArrayList<>();
            while ((line = out.readLine()) != null && !line.equals("pong 1")) {
                answers.add(line);
            }
            assertEquals("pong 1", line, "still answering after SIGINT (exit status " + exitStatus(engine) + ")");
            assertTrue(answers.stream().anyMatch(l -> l.startsWith("move ")), "and it moved: " + answers);
            in.println("quit");
            assertTrue(engine.waitFor(20, TimeUnit.SECONDS), "quit ends it");
            assertEquals(0, engine.exitValue());
        } finally {
            engine.destroyForcibly();
        }
    }

    private static boolean canSendSigint() throws InterruptedException {
        try {
            return System.getProperty("os.name").startsWith("Linux") && new ProcessBuilder("env",
                    "--default-signal=INT", "true").redirectErrorStream(true).start().waitFor() == 0;
        } catch (java.io.IOException e) {
            return false;
        }
    }

    private static String exitStatus(Process process) throws InterruptedException {
        return process.waitFor(2, TimeUnit.SECONDS) ? String.valueOf(process.exitValue()) : "none: still running";
    }

    /**
     * The command table: every command it holds is handled (none answered "unknown command"), each with an
     * argument a GUI would send, followed by a ping that must be answered.
     */
    @Test
    void everyCommandOfTheTableIsAccepted() {
        List<String> table = driver().apply(new EngineIo(NO_INPUT, line -> { })).commands();
        assertFalse(table.isEmpty());
        for (String command : table) {
            if (command.equals("quit")) {
                continue;   // checked by its own test
            }
            String line = (command + " " + SAMPLE_ARGUMENTS.getOrDefault(command, "")).strip();
            String[] dialog = command.equals("go") || command.equals("analyze")
                    ? new String[] {"setboard 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", line, "ping 1"}
                    : new String[] {line, "ping 1"};
            List<String> lines = play(dialog).lines();
            assertTrue(lines.stream().noneMatch(l -> l.startsWith("Error (unknown command)")), line + ": " + lines);
            assertTrue(lines.contains("pong 1"), line + ": " + lines);
        }
    }

    /** An argument a GUI would send with each command that takes one. */
    private static final Map<String, String> SAMPLE_ARGUMENTS = Map.ofEntries(
            Map.entry("protover", "2"), Map.entry("accepted", "usermove"), Map.entry("rejected", "san"),
            Map.entry("variant", "normal"), Map.entry("usermove", "e2e4"), Map.entry("setboard", Position.START_FEN),
            Map.entry("ping", "2"), Map.entry("result", "1-0 {White mates}"), Map.entry("level", "40 5 0"),
            Map.entry("st", "1"), Map.entry("sd", "3"), Map.entry("time", "6000"), Map.entry("otim", "6000"),
            Map.entry("name", "Fairy-Max"), Map.entry("memory", "16"), Map.entry("rating", "2000 1900"),
            Map.entry("ics", "-"), Map.entry("cores", "1"), Map.entry("nps", "100000"),
            Map.entry("option", "Resign=0"), Map.entry("exclude", "e2e4"), Map.entry("include", "all"),
            Map.entry("setscore", "10 5"), Map.entry("egtpath", "syzygy /tmp"));

    /** An input that is never read (to ask a fresh driver for its command table). */
    private static final LineInput NO_INPUT = new LineInput() {
        @Override
        public boolean inputWaiting() {
            return false;
        }

        @Override
        public String readLine() {
            return null;
        }

        @Override
        public void keep(String line) {
        }
    };
}
