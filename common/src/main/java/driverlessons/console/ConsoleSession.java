package driverlessons.console;

import driverlessons.io.Driver;
import driverlessons.io.EngineState;
import driverlessons.io.LessonInfo;
import driverlessons.io.LineInput;
import driverlessons.io.LineOutput;
import driverlessons.io.Lines;
import driverlessons.io.QueuedLineInput;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.reader.impl.LineReaderImpl;
import org.jline.terminal.Terminal;
import org.jline.utils.AttributedString;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The console around a driver: a JLine line reader on a terminal, read by its own thread into the same kind of
 * queue as in protocol mode, and an output that prints above the prompt while the person types.
 *
 * <p>Threads: the console thread sits in {@code readLine} and adds each entered line to the queue; the driver
 * runs on the main thread and reads the queue. Engine output comes from the main thread (or any other) through
 * {@code printAbove}, the one LineReader method that is safe from other threads; before printing, the prompt is
 * drawn again from the driver's latest {@link EngineState}, so it shows the side to move after the engine's move.
 *
 * <p>The driver knows nothing of all this: it hands over an {@link EngineState} between commands
 * ({@link #show}); the prompt, {@code board}, {@code fen}, {@code help}, the completion of moves and the hints
 * after an error are all made here from that snapshot.
 */
public final class ConsoleSession implements AutoCloseable {
    /** The history file in the user's home directory. */
    public static final String HISTORY_FILE_NAME = ".driverlessons_history";

    private final Logger log = LoggerFactory.getLogger(ConsoleSession.class);
    private final Terminal terminal;
    private final LessonInfo lesson;
    private final LineReader reader;
    private final QueuedLineInput queue = new QueuedLineInput();
    private final LineInput input = new ConsoleInput(queue, this::answerConsoleCommand);
    private final LineOutput output = this::print;
    private volatile Driver driver;
    private volatile EngineState state;
    private volatile boolean closed;
    private Thread thread;

    /** A console on {@code terminal}, with its history kept in {@code historyFile} (null: no history file). */
    public ConsoleSession(Terminal terminal, LessonInfo lesson, Path historyFile) {
        this.terminal = terminal;
        this.lesson = lesson;
        LineReaderBuilder builder = LineReaderBuilder.builder()
                .terminal(terminal)
                .appName(lesson.id())
                .completer(new MoveCompleter(this::commands, this::legalMoves))
                .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true)   // '!' is not history expansion
                .option(LineReader.Option.HISTORY_IGNORE_SPACE, false)
                .option(LineReader.Option.AUTO_FRESH_LINE, true);
        if (historyFile != null) {
            builder.variable(LineReader.HISTORY_FILE, historyFile);
        }
        this.reader = builder.build();
    }

    /** The history file for this user: {@code .driverlessons_history} in the directory {@code home}. */
    public static Path historyFile(String home) {
        return Path.of(home, HISTORY_FILE_NAME);
    }

    /** The lines the person enters, for the driver. */
    public LineInput input() {
        return input;
    }

    /** The driver's output: each line printed above the prompt, styled when the terminal has colour. */
    public LineOutput output() {
        return output;
    }

    /** The driver's new state (its thread, between commands): the next prompt and console answers use it. */
    public void show(EngineState newState) {
        this.state = newState;
    }

    /**
     * Prints the greeting, makes Ctrl-C call {@link Driver#interrupt()} while no line is being edited, and
     * starts the console thread (a daemon) that reads lines until Ctrl-D, {@code quit} or the end of the terminal.
     */
    public void start(Driver lessonDriver) {
        this.driver = lessonDriver;
        terminal.handle(Terminal.Signal.INT, signal -> interrupt());
        print(lesson.title() + " - console. help lists the commands, Tab completes commands and moves,"
                + " Ctrl-C stops the engine thinking, quit or Ctrl-D leaves.");
        thread = new Thread(this::readLines, "console-reader");
        thread.setDaemon(true);
        thread.start();
    }

    /** The console thread: one line at a time into the queue. */
    private void readLines() {
        try {
            while (true) {
                String line;
                try {
                    line = reader.readLine(prompt());
                } catch (UserInterruptException e) {
                    interrupt();   // Ctrl-C while typing: the line is dropped, the engine stops thinking
                    continue;
                } catch (EndOfFileException e) {
                    break;         // Ctrl-D on an empty line, or the terminal's input ended
                }
                line = line.strip();   // completion leaves a space after the word
                if (line.isEmpty()) {
                    continue;          // Enter alone: just a new prompt
                }
                queue.add(line);
                if (line.equals("quit")) {
                    break;         // the driver leaves; no more prompts
                }
            }
        } catch (RuntimeException | java.io.IOError e) {
            if (!closed) {   // after close() the terminal going away is expected
                log.warn("the console stopped reading: {}", e.toString());
            }
        } finally {
            queue.end();
        }
    }

    /** Prints engine output above the prompt, and after an error line a hint for the person; any thread. */
    private void print(String text) {
        synchronized (output) {
            refreshPrompt();
            for (String line : Lines.split(text)) {
                log.debug("-> {}", line);
                reader.printAbove(OutputStyle.of(line));
                String hint = ConsoleCommands.hint(line, state, commands());
                if (hint != null) {
                    reader.printAbove(OutputStyle.hint(hint));
                }
            }
        }
    }

    /** Answers board, fen and help from the latest state (called by the input when the driver reaches them). */
    private boolean answerConsoleCommand(String line) {
        EngineState current = state;
        String answer = current == null ? null : ConsoleCommands.answer(line, current, lesson.number());
        if (answer == null) {
            return false;
        }
        if (line.equals("help")) {
            answer += "\n" + ConsoleMode.description(terminal);   // is this the full console? the last line says
        }
        print(answer);
        return true;
    }

    private List<String> commands() {
        Driver current = driver;
        return current == null ? List.of() : current.commands();
    }

    private List<String> legalMoves() {
        EngineState current = state;
        return current == null ? List.of() : ConsoleCommands.legalMoves(current);
    }

    /** Lets the prompt that printAbove redraws show the driver's current state. */
    private void refreshPrompt() {
        // setPrompt only stores the new prompt; printAbove then redraws it under the reader's lock.
        if (reader instanceof LineReaderImpl impl) {
            impl.setPrompt(prompt());
        }
    }

    /** The prompt drawn from the driver's latest state. */
    String prompt() {
        EngineState current = state;
        return current == null ? lesson.id() + " > " : ConsoleCommands.prompt(lesson.id(), current);
    }

    private void interrupt() {
        Driver current = driver;
        if (current != null) {
            try {
                current.interrupt();
            } catch (RuntimeException e) {
                log.warn("interrupt() failed: {}", e.toString());
            }
        }
    }

    /** The line reader (for tests). */
    LineReader reader() {
        return reader;
    }

    /** Saves the history and closes the terminal, which puts the terminal settings (stty) back as they were. */
    @Override
    public void close() {
        closed = true;
        try {
            reader.getHistory().save();
        } catch (IOException | RuntimeException e) {
            log.warn("could not save the history: {}", e.toString());
        }
        try {
            terminal.close();
        } catch (IOException e) {
            log.warn("could not close the terminal: {}", e.toString());
        }
    }
}
