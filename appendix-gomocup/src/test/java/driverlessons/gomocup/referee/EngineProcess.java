package driverlessons.gomocup.referee;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An engine as a Gomocup manager sees it: a process with pipes. Lines are sent with CR LF, as managers do; the
 * engine's lines are read by a thread into a queue; its stderr is kept to look for stack traces.
 */
public final class EngineProcess implements AutoCloseable {
    /** What {@link #answer} returns when the engine's output has ended (it died or closed stdout). */
    public static final String EOF = "<end of output>";

    private final String name;
    private final Process process;
    private final OutputStream stdin;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final StringBuffer stderr = new StringBuffer();
    private final StringBuffer messages = new StringBuffer();

    /** Starts {@code command} (e.g. java -jar the.jar --protocol). */
    public EngineProcess(String name, List<String> command) throws IOException {
        this.name = name;
        process = new ProcessBuilder(command).start();
        stdin = process.getOutputStream();
        Thread out = new Thread(() -> {
            try (BufferedReader reader = new BufferedReader(
                    new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII))) {
                String line;
                while ((line = reader.readLine()) != null) {
                    lines.add(line);
                }
            } catch (IOException e) {
                // the process went away
            }
            lines.add(EOF);
        }, name + "-stdout");
        out.setDaemon(true);
        out.start();
        Thread err = new Thread(() -> {
            try (BufferedReader reader = new BufferedReader(
                    new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = reader.readLine()) != null) {
                    stderr.append(line).append('\n');
                }
            } catch (IOException e) {
                // the process went away
            }
        }, name + "-stderr");
        err.setDaemon(true);
        err.start();
    }

    public String name() {
        return name;
    }

    /** Sends lines, each ended with CR LF. False when the pipe is broken (the engine has gone). */
    public boolean send(String... commands) {
        try {
            for (String command : commands) {
                stdin.write((command + "\r\n").getBytes(StandardCharsets.US_ASCII));
            }
            stdin.flush();
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * The engine's next line that is not a MESSAGE or DEBUG (those are kept), waiting up to {@code ms}; null on
     * time out, {@link #EOF} when its output ended.
     */
    public String answer(long ms) throws InterruptedException {
        long end = System.nanoTime() + ms * 1_000_000;
        while (true) {
            long left = end - System.nanoTime();
            String line = lines.poll(Math.max(0, left), TimeUnit.NANOSECONDS);
            if (line == null) {
                return null;
            }
            if (line.startsWith("MESSAGE") || line.startsWith("DEBUG")) {
                messages.append(line).append('\n');
                continue;
            }
            if (line == EOF) {
                lines.add(EOF);
            }
            return line;
        }
    }

    public String stderr() {
        return stderr.toString();
    }

    public String messages() {
        return messages.toString();
    }

    public boolean alive() {
        return process.isAlive();
    }

    /** Waits for the process to end; returns its exit status, or -1 when it did not end in time. */
    public int waitFor(long ms) throws InterruptedException {
        return process.waitFor(ms, TimeUnit.MILLISECONDS) ? process.exitValue() : -1;
    }

    /** Sends END and, if the engine does not leave within two seconds, kills it. */
    @Override
    public void close() throws InterruptedException {
        send("END");
        if (!process.waitFor(2, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}
