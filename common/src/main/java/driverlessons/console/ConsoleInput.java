package driverlessons.console;

import driverlessons.io.LineInput;
import driverlessons.io.QueuedLineInput;
import java.util.function.Predicate;

/**
 * The driver's input in the console: the lines the person entered, in order, except the console's own commands
 * ({@code board}, {@code fen}, {@code help}), which are answered when the driver reaches them in the queue, so
 * {@code e2e4} followed by {@code board} shows the board after e2e4. Looking ({@link #inputWaiting()}) answers them
 * too: a {@code board} typed while the engine ponders does not disturb it.
 */
final class ConsoleInput implements LineInput {
    private final QueuedLineInput queue;
    /** Answers a console-only line and returns true; returns false for a line that is the driver's. */
    private final Predicate<String> answeredByConsole;

    ConsoleInput(QueuedLineInput queue, Predicate<String> answeredByConsole) {
        this.queue = queue;
        this.answeredByConsole = answeredByConsole;
    }

    @Override
    public boolean inputWaiting() {
        while (queue.inputWaiting()) {
            String line = queue.readLine();   // there is a line (or the end): this does not block
            if (line == null || !answeredByConsole.test(line)) {
                queue.keep(line);
                return true;
            }
        }
        return false;
    }

    @Override
    public String readLine() {
        while (true) {
            String line = queue.readLine();
            if (line == null || !answeredByConsole.test(line)) {
                return line;
            }
        }
    }

    @Override
    public void keep(String line) {
        queue.keep(line);
    }
}
