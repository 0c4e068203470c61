package driverlessons.gomocup;

import static org.junit.jupiter.api.Assertions.fail;

import driverlessons.io.EngineIo;
import driverlessons.io.QueuedLineInput;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * An interleaved dialog with the driver running on its own thread, as a manager holds it: send lines, wait (with
 * a time limit) for a line that matches, send more. Every line the driver printed is kept for the messages.
 */
final class Dialog implements AutoCloseable {
    private final QueuedLineInput input = new QueuedLineInput();
    private final BlockingQueue<String> output = new LinkedBlockingQueue<>();
    private final List<String> transcript = new ArrayList<>();
    private final Thread thread;
    private volatile Throwable failure;

    Dialog() {
        GomocupDriver driver = new GomocupDriver(new EngineIo(input, text -> {
            for (String line : text.split("\n", -1)) {
                output.add(line);
            }
        }));
        thread = new Thread(() -> {
            try {
                driver.run();
            } catch (Throwable t) {
                failure = t;
            }
        }, "driver");
        thread.setDaemon(true);
        thread.start();
    }

    /** Sends lines to the driver. */
    Dialog send(String... lines) {
        for (String line : lines) {
            synchronized (transcript) {
                transcript.add("> " + shortened(line));
            }
            input.add(line);
        }
        return this;
    }

    /** Waits up to {@code ms} for the next line and checks it against a regular expression; returns it. */
    String expect(String regex, long ms) {
        String line = next(ms);
        if (line == null) {
            fail("no answer within " + ms + " ms, expected " + regex + "\n" + this);
        }
        if (!Pattern.matches(regex, line)) {
            fail("expected " + regex + " but got " + line + "\n" + this);
        }
        return line;
    }

    String expect(String regex) {
        return expect(regex, 5_000);
    }

    /** Skips MESSAGE lines up to the first other line, which must match. */
    String expectAfterMessages(String regex, long ms) {
        long end = System.currentTimeMillis() + ms;
        while (true) {
            String line = next(Math.max(1, end - System.currentTimeMillis()));
            if (line == null) {
                fail("no answer within " + ms + " ms, expected " + regex + "\n" + this);
            }
            if (!line.startsWith("MESSAGE")) {
                if (!Pattern.matches(regex, line)) {
                    fail("expected " + regex + " but got " + line + "\n" + this);
                }
                return line;
            }
        }
    }

    /** Checks that nothing is printed for {@code ms}. */
    void expectSilence(long ms) {
        String line = next(ms);
        if (line != null) {
            fail("expected nothing, got " + line + "\n" + this);
        }
    }

    private String next(long ms) {
        try {
            String line = output.poll(ms, TimeUnit.MILLISECONDS);
            if (line != null) {
                synchronized (transcript) {
                    transcript.add("< " + shortened(line));
                }
            }
            return line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** Ends the input and waits for the driver to return; fails if it does not, or if it threw. */
    void endAndJoin(long ms) {
        input.end();
        try {
            thread.join(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (thread.isAlive()) {
            fail("the driver did not return within " + ms + " ms after the end of input\n" + this);
        }
        if (failure != null) {
            throw new AssertionError("the driver threw", failure);
        }
    }

    boolean finished(long ms) {
        try {
            thread.join(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return !thread.isAlive();
    }

    private static String shortened(String line) {
        return line.length() > 120 ? line.substring(0, 120) + "... (" + line.length() + " characters)" : line;
    }

    @Override
    public void close() {
        input.end();
    }

    @Override
    public String toString() {
        synchronized (transcript) {
            return String.join("\n", transcript);
        }
    }
}
