package driverlessons.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.check.Examiner;
import driverlessons.check.Outcome;
import driverlessons.check.Scenario;
import driverlessons.check.Scenarios;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A test that plays a student: it writes the starter ({@code common.jar start}), which answers lesson 1's scenarios
 * with "Error (not implemented)" and so fails the stage; then it fills the TODO cases one exercise at a time, with
 * the answers kept below, as the starter's README orders them, and after each the scenarios the README names for
 * that exercise pass. The engine runs as its launcher runs it ({@code common.jar engine DIR}), compiled before each
 * examination as {@code ./lesson check 1 -- DIR} does.
 */
@Timeout(600)
class StarterTest {
    /**
     * The exercises: the TODO markers filled (each with the statements that replace it) and the scenarios that
     * must pass after it. In the order of the starter's README.
     */
    record Exercise(String name, Map<String, String> cases, List<String> scenarios) {
    }

    static final String PLAY = """
            int move = illegalPosition == null ? Notation.parseMove(game.position(), TEXT) : Move.NONE;
            if (move == Move.NONE) {
                out.send("Illegal move: " + TEXT);
            } else {
                game.play(move);
                announceResultIfOver();
            }
            """;

    static final List<Exercise> EXERCISES = List.of(
            new Exercise("the handshake", Map.of(
                    "protover", """
                            out.send("feature done=0");
                            out.send("feature ping=1 setboard=1 usermove=1 colors=0 sigint=0 sigterm=0 analyze=0"
                                    + " myname=\\"My Driver\\"");
                            out.send("feature done=1");
                            """,
                    "ping", "out.send(\"pong \" + argument);"),
                    List.of("handshake", "ping")),
            new Exercise("a game as black", Map.of(
                    "new", "game = new Game(); engineSide = Side.BLACK; illegalPosition = null; search.clearHash();",
                    "usermove", PLAY.replace("TEXT", "argument")),
                    List.of("new-and-move", "illegal-move", "ping-while-thinking")),
            new Exercise("playing either side", Map.of(
                    "force", "engineSide = NONE;",
                    "go", "engineSide = game.position().sideToMove();"),
                    List.of("force-and-go", "moves")),
            new Exercise("moves without usermove", Map.of(
                    "bare move", PLAY.replace("TEXT", "command")),
                    List.of("bare-moves")),
            new Exercise("positions", Map.of(
                    "setboard", """
                            engineSide = NONE;
                            try {
                                game = new Game(argument);
                                illegalPosition = null;
                            } catch (FenException e) {
                                illegalPosition = e.getMessage();
                                out.send("tellusererror Illegal position: " + e.getMessage());
                            }
                            """),
                    List.of("setboard", "setboard-illegal")),
            new Exercise("taking back", Map.of(
                    "undo", "if (!game.undo()) { out.send(\"Error (command not legal now): \" + line); }",
                    "remove", """
                            if (game.moveCount() < 2) {
                                out.send("Error (command not legal now): " + line);
                            } else {
                                game.undo();
                                game.undo();
                            }
                            """),
                    List.of("undo", "remove")),
            new Exercise("the end of a game", Map.of(
                    "result", "engineSide = NONE;",
                    "post, nopost", "postThinking = command.equals(\"post\");"),
                    List.of("result")));

    /**
     * Done for the student already: they pass from the start. (The starter's variant case is done too, but it
     * announces no variant but normal, so XBoard sends none and the examiner says n/a.)
     */
    static final List<String> DONE = List.of("quit", "unknown-command", "end-of-input");

    @TempDir
    Path dir;

    @Test
    void theStarterFailsLessonOneAndFillingItsCasesOneByOneMakesTheirScenariosPass() throws IOException {
        Starter.write(dir, Path.of("common.jar"), Path.of("java"));
        List<String> all = new ArrayList<>(DONE);
        EXERCISES.forEach(exercise -> all.addAll(exercise.scenarios()));

        Map<String, Outcome> start = examine(all);
        for (String name : DONE) {
            assertTrue(passed(start.get(name)), name + " passes from the start: " + start.get(name).reason());
        }
        // The handshake passes too, but as protocol 1: the starter's "Error (not implemented): protover 2".
        assertTrue(start.get("handshake").figures().getOrDefault("protocol", "").startsWith("1 "),
                "the starter is a protocol 1 engine: " + start.get("handshake").figures());
        for (Exercise exercise : EXERCISES) {
            for (String name : exercise.scenarios()) {
                if (!name.equals("handshake")) {
                    assertFalse(passed(start.get(name)), name + " passes before '" + exercise.name() + "' is written");
                }
            }
        }

        for (Exercise exercise : EXERCISES) {
            String source = Files.readString(source());
            for (Map.Entry<String, String> todo : exercise.cases().entrySet()) {
                source = fill(source, todo.getKey(), todo.getValue());
            }
            Files.writeString(source(), source);
            Map<String, Outcome> after = examine(exercise.scenarios());
            for (String name : exercise.scenarios()) {
                Outcome outcome = after.get(name);
                assertTrue(passed(outcome), "after '" + exercise.name() + "' " + name + " passes: "
                        + outcome.verdict().label() + " " + outcome.reason() + "\n" + String.join("\n",
                        outcome.evidence()));
            }
            if (exercise.scenarios().contains("handshake")) {
                assertTrue(after.get("handshake").figures().containsKey("done=1"), after.get("handshake").figures()
                        .toString());
            }
        }
        String filled = Files.readString(source());
        assertFalse(filled.contains("// TODO") || filled.contains("notYet(line);"), "every TODO was filled");
        if (Boolean.getBoolean("starter.full")) {   // -Dstarter.full=true: the whole stage, whole-game too (minutes)
            List<String> stage = Scenarios.all().stream().filter(s -> s.lesson() == 1).map(Scenario::name).toList();
            examine(stage).forEach((name, outcome) -> assertTrue(passed(outcome), "the filled starter passes " + name
                    + ": " + outcome.reason() + "\n" + String.join("\n", outcome.evidence())));
        }
    }

    @Test
    void theTemplateHasATodoForEveryCommandOfLessonOneAndRefusesToOverwrite() throws IOException {
        Starter.write(dir, Path.of("/opt/x y/common.jar"), Path.of("/opt/jdk/bin/java"));
        String source = Files.readString(source());
        for (Exercise exercise : EXERCISES) {
            for (String todo : exercise.cases().keySet()) {
                assertTrue(source.contains("// TODO " + todo + ":"), todo);
            }
        }
        for (String section : List.of("1. THINK_AND_DO_MOVE", "2. PONDER_OR_ANALYZE", "3. READ_INPUT_LINE",
                "4. HANDLE_INPUT_COMMAND")) {
            assertTrue(source.contains("// " + section), section);
        }
        String engine = Files.readString(dir.resolve("engine"));
        assertTrue(engine.contains("COMMON_JAR='/opt/x y/common.jar'"), engine);
        assertTrue(dir.resolve("engine").toFile().canExecute());
        assertTrue(Files.readString(dir.resolve("engine.cmd")).contains("set \"COMMON_JAR=/opt/x y/common.jar\"\r\n"));
        for (String file : List.of("README.md", "engine", "engine.cmd", "src/MyDriver.java")) {
            assertFalse(Files.readString(dir.resolve(file)).contains("@"
                    + "COMMON_JAR@"), file + " names the jar");
        }
        assertEquals("classes/\n", Files.readString(dir.resolve(".gitignore")));
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> Starter.write(dir, Path.of("common.jar"), Path.of("java")));
        assertTrue(refused.getMessage().contains("not empty"), refused.getMessage());
    }

    @Test
    void aSourceThatDoesNotCompileSaysSoOnStderr() throws IOException {
        Starter.write(dir, Path.of("common.jar"), Path.of("java"));
        Files.writeString(source(), Files.readString(source()).replace("case \"ping\" -> {", "case \"ping\" -> { x"));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertFalse(Starter.compileIfChanged(dir, classPath(), new PrintStream(err, true, StandardCharsets.UTF_8)));
        String text = err.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("MyDriver.java") && text.contains("does not compile"), text);
    }

    /**
     * Replaces the TODO of {@code todo} (its comment lines and its {@code notYet(line);}) with {@code code},
     * indented as the TODO was.
     */
    static String fill(String source, String todo, String code) {
        String marker = "// TODO " + todo + ":";
        int at = source.indexOf(marker);
        assertTrue(at >= 0, "no " + marker);
        int lineStart = source.lastIndexOf('\n', at) + 1;
        String indent = source.substring(lineStart, at);
        int end = source.indexOf("notYet(line);\n", at);
        assertTrue(end >= 0, "no notYet after " + marker);
        end += "notYet(line);\n".length();
        StringBuilder body = new StringBuilder();
        code.strip().lines().forEach(line -> body.append(indent).append(line).append('\n'));
        return source.substring(0, lineStart) + body + source.substring(end);
    }

    /** Compiles the starter as {@code ./lesson check} does first, then examines it with the named scenarios. */
    private Map<String, Outcome> examine(List<String> names) throws IOException {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        boolean compiled = Starter.compileIfChanged(dir, classPath(), new PrintStream(err, true,
                StandardCharsets.UTF_8));
        assertTrue(compiled, err.toString(StandardCharsets.UTF_8));
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = List.of(java, "-cp", classPath(), Tool.class.getName(), "engine", dir.toString(),
                "--protocol");
        List<Scenario> scenarios = Scenarios.all().stream().filter(s -> names.contains(s.name())).toList();
        assertEquals(names.size(), scenarios.size(), "every scenario named exists: " + names);
        Map<String, Outcome> outcomes = new LinkedHashMap<>();
        new Examiner(command, dir.toFile(), 1).run(scenarios, outcome -> {
            System.err.printf("starter: %-4s %-22s %s%n", outcome.verdict().label(), outcome.scenario().name(),
                    outcome.reason() == null ? "" : outcome.reason());
            outcomes.put(outcome.scenario().name(), outcome);
        });
        return outcomes;
    }

    /** Pass, or a pass with a warning. */
    private static boolean passed(Outcome outcome) {
        return outcome.verdict() == Outcome.Verdict.PASS || outcome.verdict() == Outcome.Verdict.WARN;
    }

    private Path source() {
        return dir.resolve("src/MyDriver.java");
    }

    private static String classPath() {
        return System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    }
}
