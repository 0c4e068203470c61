package driverlessons.tool;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * An engine process on pipes, as a GUI sees it, for the protocol benchmarks: send a line, wait for a line that
 * matches, with the time of each line's arrival (System.nanoTime, taken by the reader thread as the line comes).
 */
final class EngineProcess implements AutoCloseable {
    /** One line from the engine and the moment it arrived. */
    record Line(String text, long nanos) {
    }

    private final Process process;
    private final PrintStream toEngine;
    private final BlockingQueue<Line> lines = new LinkedBlockingQueue<>();

    EngineProcess(List<String> command) throws IOException {
        process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        toEngine = new PrintStream(process.getOutputStream(), true, StandardCharsets.UTF_8);
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(
                    new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                String text;
                while ((text = in.readLine()) != null) {
                    lines.add(new Line(text, System.nanoTime()));
                }
            } catch (IOException e) {
                // the engine went away: the waits time out
            }
        }, "engine-reader");
        reader.setDaemon(true);
        reader.start();
    }

    /** Sends lines; returns the moment the last one was written. */
    long send(String... texts) {
        for (String text : texts) {
            toEngine.print(text + "\n");
        }
        toEngine.flush();
        return System.nanoTime();
    }

    /** Waits (at most {@code timeoutMs}) for a line matching {@code regex}; the lines passed over go to {@code passed}. */
    Line await(String regex, long timeoutMs, List<Line> passed) throws InterruptedException {
        Pattern pattern = Pattern.compile(regex);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        while (true) {
            Line line = lines.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (line == null) {
                throw new IllegalStateException("no line matching '" + regex + "' within " + timeoutMs + " ms");
            }
            if (pattern.matcher(line.text()).matches()) {
                return line;
            }
            if (passed != null) {
                passed.add(line);
            }
        }
    }

    Line await(String regex) throws InterruptedException {
        return await(regex, 20_000, null);
    }

    /** The lines that arrive within {@code ms}. */
    List<Line> drain(long ms) throws InterruptedException {
        List<Line> result = new ArrayList<>();
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ms);
        Line line;
        while ((line = lines.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS)) != null) {
            result.add(line);
        }
        return result;
    }

    /** The engine's process id (for jcmd). */
    long pid() {
        return process.pid();
    }

    @Override
    public void close() {
        toEngine.print("quit\n");
        toEngine.close();
        try {
            if (!process.waitFor(3, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    static double ms(long fromNanos, long toNanos) {
        return (toNanos - fromNanos) / 1e6;
    }
}
