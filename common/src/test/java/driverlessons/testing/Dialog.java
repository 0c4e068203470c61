package driverlessons.testing;

import driverlessons.io.Driver;
import driverlessons.io.EngineIo;
import driverlessons.io.LineOutput;
import driverlessons.io.QueuedLineInput;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.LongSupplier;
import java.util.regex.Pattern;

/**
 * An interleaved GUI dialog: the driver runs on its own thread, and the test sends lines, waits for the line it
 * expects (with a timeout per step), then sends more, as a GUI does while the engine thinks or ponders. The end of
 * input is sent only when the test says so ({@link #end()}).
 *
 * <pre>
 * try (Dialog d = Dialog.start(Lesson03Driver::new)) {
 *     d.send("new", "hard", "e2e4");
 *     String move = d.expect("move .*");      // the engine answered; now it ponders
 *     d.send("ping 7");
 *     d.expectNext("pong 7");                  // answered at once, pondering or not
 * }
 * </pre>
 */
public final class Dialog implements AutoCloseable {
    /** How long one step waits for its line unless the test says otherwise. */
    public static final Duration STEP = Duration.ofSeconds(20);

    private final QueuedLineInput input = new QueuedLineInput();
    private final BlockingQueue<String> unread = new LinkedBlockingQueue<>();
    private final List<String> all = Collections.synchronizedList(new ArrayList<>());
    private final Driver driver;
    private final Thread thread;
    private volatile Throwable failure;

    private Dialog(Function<EngineIo, Driver> factory, LongSupplier clock) {
        LineOutput out = text -> {
            for (String line : text.split("\n", -1)) {
                all.add(line);
                unread.add(line);
            }
        };
        driver = factory.apply(new EngineIo(input, out, state -> { }, clock));
        thread = new Thread(() -> {
            try {
                driver.run();
            } catch (Throwable e) {
                failure = e;
            }
        }, "driver-under-test");
        thread.setDaemon(true);
        thread.start();
    }

    /** Starts the driver on the real monotonic clock. */
    public static Dialog start(Function<EngineIo, Driver> factory) {
        return new Dialog(factory, EngineIo::monotonicMillis);
    }

    /** Starts the driver on the given clock (milliseconds), for tests where timing matters. */
    public static Dialog start(Function<EngineIo, Driver> factory, LongSupplier clock) {
        return new Dialog(factory, clock);
    }

    /** Sends lines, as the GUI writes them into the engine's pipe. */
    public Dialog send(String... lines) {
        for (String line : lines) {
            input.add(line);
        }
        return this;
    }

    /** Closes the pipe: the end of input. */
    public Dialog end() {
        input.end();
        return this;
    }

    /** Presses Ctrl-C at the console. */
    public void interrupt() {
        driver.interrupt();
    }

    /** Waits for a line matching {@code regex}, passing over other lines (thinking output, say); returns it. */
    public String expect(String regex) {
        return expect(regex, STEP);
    }

    /** The same with its own timeout. */
    public String expect(String regex, Duration timeout) {
        Pattern pattern = Pattern.compile(regex);
        List<String> passed = new ArrayList<>();
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            String line = poll(deadline - System.nanoTime());
            if (line == null) {
                throw new AssertionError("no line matching '" + regex + "' within " + timeout.toMillis()
                        + " ms; passed over " + passed + "; all output:\n" + String.join("\n", all));
            }
            if (pattern.matcher(line).matches()) {
                return line;
            }
            passed.add(line);
        }
    }

    /** The next line that is not thinking output must match {@code regex}; returns it. */
    public String expectNext(String regex) {
        long deadline = System.nanoTime() + STEP.toNanos();
        while (true) {
            String line = poll(deadline - System.nanoTime());
            if (line == null) {
                throw new AssertionError("no line (expected '" + regex + "'); all output:\n" + String.join("\n", all));
            }
            if (Transcript.isThinking(line)) {
                continue;
            }
            if (!line.matches(regex)) {
                throw new AssertionError("expected '" + regex + "' but got '" + line + "'; all output:\n"
                        + String.join("\n", all));
            }
            return line;
        }
    }

    /** Asserts that for {@code quietMs} no line other than thinking output arrives. */
    public void expectSilence(long quietMs) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(quietMs);
        while (true) {
            String line = poll(deadline - System.nanoTime());
            if (line == null) {
                return;
            }
            if (!Transcript.isThinking(line)) {
                throw new AssertionError("expected silence but got '" + line + "'");
            }
        }
    }

    /** The next unread line within {@code timeout}, or null (thinking output included). */
    public String poll(Duration timeout) {
        return poll(timeout.toNanos());
    }

    private String poll(long nanos) {
        try {
            return unread.poll(Math.max(0, nanos), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** Every line the driver printed so far. */
    public List<String> lines() {
        synchronized (all) {
            return List.copyOf(all);
        }
    }

    /** Waits until the driver's loop returned (quit or end of input); false when it is still running. */
    public boolean awaitExit(Duration timeout) {
        try {
            thread.join(timeout.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return !thread.isAlive();
    }

    /** True while the driver's loop runs. */
    public boolean running() {
        return thread.isAlive();
    }

    /** Whatever the driver threw, or null. */
    public Throwable failure() {
        return failure;
    }

    /** Ends the input, waits for the driver to return and fails when it threw or did not return. */
    @Override
    public void close() {
        end();
        if (!awaitExit(STEP)) {
            throw new AssertionError("the driver did not exit after the end of input");
        }
        if (failure != null) {
            throw new AssertionError("the driver threw", failure);
        }
    }
}
