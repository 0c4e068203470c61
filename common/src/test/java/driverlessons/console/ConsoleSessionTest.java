package driverlessons.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.chess.Game;
import driverlessons.chess.Notation;
import driverlessons.chess.Side;
import driverlessons.io.Driver;
import driverlessons.io.EchoDriver;
import driverlessons.io.EngineState;
import driverlessons.io.LessonInfo;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.jline.terminal.Terminal;
import org.jline.terminal.Size;
import org.jline.terminal.impl.DumbTerminal;
import org.jline.terminal.impl.ExternalTerminal;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The console on a JLine terminal made of streams: completion, history, output above the prompt, Ctrl-C/D. */
@Timeout(15)
class ConsoleSessionTest {
    private static final LessonInfo LESSON = new LessonInfo("test", "Test lesson");

    @TempDir
    Path home;

    private PipedOutputStream keys;
    private ByteArrayOutputStream screen;
    private Terminal terminal;
    private ConsoleSession session;
    private final AtomicInteger interrupts = new AtomicInteger();

    /** The driver as the console sees it: a command table and Ctrl-C; its state comes through show(). */
    private final Driver hooks = new Driver() {
        @Override
        public void run() {
        }

        @Override
        public List<String> commands() {
            return List.of("new", "go", "force", "usermove", "undo");
        }

        @Override
        public void interrupt() {
            interrupts.incrementAndGet();
        }
    };

    /** The start position, the engine plays black. */
    private static EngineState start() {
        return EngineState.of(new Game(), Side.BLACK, null);
    }

    /** After 1. e2e4: black to move, the engine plays black. */
    private static EngineState afterE4() {
        Game game = new Game();
        game.play(Notation.parseMove(game.position(), "e2e4"));
        return EngineState.of(game, Side.BLACK, null);
    }

    @BeforeEach
    void open() throws IOException {
        open(false);
    }

    /** A terminal on streams: JLine's dumb terminal of type ansi (Tab completes), or an external terminal with a
     * line discipline (Ctrl-C raises INT, Ctrl-D ends the input). */
    private void open(boolean lineDiscipline) throws IOException {
        if (session != null) {
            keys.close();
            session.close();
        }
        PipedInputStream in = new PipedInputStream(4096);
        keys = new PipedOutputStream(in);
        screen = new ByteArrayOutputStream();
        terminal = lineDiscipline
                ? new ExternalTerminal("t", "ansi", in, screen, StandardCharsets.UTF_8)
                : new DumbTerminal("t", "ansi", in, screen, StandardCharsets.UTF_8);
        terminal.setSize(new Size(160, 40));
        session = new ConsoleSession(terminal, LESSON, ConsoleSession.historyFile(home.toString()));
    }

    @AfterEach
    void close() throws IOException {
        keys.close();
        session.close();
    }

    private void type(String text) throws IOException {
        keys.write(text.getBytes(StandardCharsets.UTF_8));
        keys.flush();
    }

    private String screen() {
        return screen.toString(StandardCharsets.UTF_8);
    }

    private void waitForScreen(String text) throws InterruptedException {
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (!screen().contains(text)) {
            assertTrue(System.nanoTime() < deadline, "never shown: " + text + "\nscreen:\n" + screen());
            Thread.sleep(5);
        }
    }

    @Test
    void tabCompletesACommandAndAMove() throws Exception {
        session.show(start());
        session.start(hooks);
        type("usermo\tg1f\t\r");
        assertEquals("usermove g1f3", session.input().readLine());
        type("b1c\t\r");
        assertEquals("b1c3", session.input().readLine(), "a move completes as the first word");
        type("fo\t\r");
        assertEquals("force", session.input().readLine());
        type("boa\t\rping\r");
        assertEquals("ping", session.input().readLine(), "board completes, and the console answers it");
        waitForScreen("+-----");
    }

    @Test
    void historyIsSavedInTheHomeDirectory() throws Exception {
        session.start(hooks);
        type("new\rusermove e2e4\rquit\r");
        assertEquals("new", session.input().readLine());
        assertEquals("usermove e2e4", session.input().readLine());
        assertEquals("quit", session.input().readLine());
        assertNull(session.input().readLine(), "after quit the console stops reading");
        session.close();
        String history = Files.readString(home.resolve(".driverlessons_history"));
        assertTrue(history.contains("usermove e2e4") && history.contains("quit"), history);
    }

    @Test
    void outputFromAnotherThreadArrivesAboveThePromptWithTheNewPrompt() throws Exception {
        session.show(start());
        session.start(hooks);
        waitForScreen("test · white to move · engine plays black > ");
        session.show(afterE4());
        Thread engine = new Thread(() -> session.output().send("move e7e5"));
        engine.start();
        engine.join();
        waitForScreen("move e7e5");
        String after = screen().substring(screen().indexOf("move e7e5"));
        waitForScreen("black to move · engine plays black > ");
        assertTrue(screen().lastIndexOf("test · black to move · engine plays black > ") > screen().indexOf("move e7e5"),
                "the prompt is redrawn below the output, with the new side to move:\n" + after);
        type("go\r");
        assertEquals("go", session.input().readLine(), "typing still works after output arrived");
    }

    @Test
    void engineOutputIsStyledOnAColourTerminal() throws Exception {
        session.start(hooks);
        session.output().send("Illegal move: e2e5");
        waitForScreen("Illegal move: e2e5");
        assertTrue(screen().contains("\u001b["), "escape codes on an ansi terminal");
    }

    @Test
    void ctrlDOnAnEmptyLineEndsTheInput() throws Exception {
        open(true);
        session.start(hooks);
        type("\u0004");
        assertNull(session.input().readLine());
    }

    @Test
    void endOfTheTerminalEndsTheInput() throws Exception {
        session.start(hooks);
        type("ping 1\r");
        keys.close();
        assertEquals("ping 1", session.input().readLine());
        assertNull(session.input().readLine());
    }

    @Test
    void ctrlCClearsTheLineAndInterrupts() throws Exception {
        open(true);
        session.start(hooks);
        waitForScreen("> ");
        type("usermove e2");
        waitForScreen("usermove e2");   // a person is slower than a pipe: the reader has the text first
        type("\u0003");   // Ctrl-C, through the terminal's line discipline
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (interrupts.get() == 0) {
            assertTrue(System.nanoTime() < deadline, "interrupt() was not called");
            Thread.sleep(5);
        }
        type("new\r");
        assertEquals("new", session.input().readLine(), "the half-typed line was dropped");
        assertFalse(session.input().inputWaiting());
    }

    @Test
    void emptyLinesAreNotPassedOn() throws Exception {
        session.start(hooks);
        type("\r   \rnew\r");
        assertEquals("new", session.input().readLine());
    }

    @Test
    void consoleModeRunsADriverUntilQuit() throws Exception {
        type("ping 5\rquit\r");
        int status = ConsoleMode.run(LESSON, EchoDriver::new, terminal, home.resolve("h"));
        assertEquals(0, status);
        assertTrue(screen().contains("pong 5"), screen());
        assertTrue(screen().contains("Test lesson"), "the greeting names the lesson");
    }

    @Test
    void historyFileIsBuiltFromTheHomeDirectory() {
        assertEquals(Path.of("/home/student", ".driverlessons_history"), ConsoleSession.historyFile("/home/student"));
    }

    /** board, fen and help are answered by the console when the driver reaches them, from its latest state. */
    @Test
    void theConsoleAnswersBoardFenAndHelpInTheirTurn() throws Exception {
        session.show(start());
        session.start(hooks);
        type("fen\rnew\rboard\rhelp level\r");
        assertEquals("new", session.input().readLine(), "the driver sees only its own commands");
        waitForScreen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertFalse(screen().contains("+-----"), "board waits behind new, which the driver has not read yet");
        session.show(afterE4());
        type("ping 1\r");
        assertEquals("ping 1", session.input().readLine(), "board and help were answered on the way");
        waitForScreen("+-----");
        waitForScreen("level MPS BASE INC");
        assertTrue(screen().contains("| . . . . P . . . |"), "the board after the driver's new state:\n" + screen());
    }

    @Test
    void anErrorLineGetsAHintInTheConsole() throws Exception {
        session.show(start());
        session.start(hooks);
        session.output().send("Error (unknown command): forse");
        waitForScreen("did you mean force?");
        session.output().send("Illegal move: e2e5");
        waitForScreen("legal moves of the white pawn on e2: e2e3 e2e4");
    }
}
