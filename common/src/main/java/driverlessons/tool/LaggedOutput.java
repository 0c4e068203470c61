package driverlessons.tool;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Random;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The spy's {@code --lag}: an output that passes each line on a while after it was written, as a slow GUI, a busy
 * machine or an adapter would. Every line waits its own delay (fixed, or drawn anew between a minimum and a maximum)
 * but never overtakes the line before it, so the order stays. A thread of its own writes the lines when they are
 * due; the writer of this stream never waits.
 */
final class LaggedOutput extends OutputStream {
    /** The delay of one line: {@code MS} or {@code MIN..MAX} milliseconds. */
    record Lag(long minMs, long maxMs) {
        /** The longest delay the spy accepts (ms): a minute. */
        static final long MAX_MS = 60_000;
        private static final Pattern TEXT = Pattern.compile("(\\d{1,6})(?:\\.\\.(\\d{1,6}))?");

        /** Reads {@code 75} or {@code 25..125}; null when the text is not such a delay. */
        static Lag parse(String text) {
            Matcher m = TEXT.matcher(text);
            if (!m.matches()) {
                return null;
            }
            long min = Long.parseLong(m.group(1));
            long max = m.group(2) == null ? min : Long.parseLong(m.group(2));
            return min <= max && max <= MAX_MS ? new Lag(min, max) : null;
        }

        /** The delay for the next line (ms). */
        long next(Random random) {
            return minMs == maxMs ? minMs : minMs + (long) (random.nextDouble() * (maxMs - minMs + 1));
        }

        @Override
        public String toString() {
            return minMs == maxMs ? minMs + " ms" : minMs + ".." + maxMs + " ms";
        }
    }

    /** One line to pass on, and when (System.nanoTime()); an empty {@code bytes} array of END ends the writer. */
    private record Due(byte[] bytes, long atNanos) {
    }

    private static final Due END = new Due(new byte[0], 0);

    private final OutputStream out;
    private final Lag lag;
    private final Random random = new Random();
    private final Runnable onBroken;
    private final LinkedBlockingQueue<Due> queue = new LinkedBlockingQueue<>();
    private final ByteArrayOutputStream partial = new ByteArrayOutputStream();
    private final Thread writer;
    private long lastDueNanos = Long.MIN_VALUE;
    private boolean closed;

    /**
     * Passes lines on to {@code out} after {@code lag}; {@code onBroken} runs once when {@code out} fails (its
     * reader is gone): later lines are dropped.
     */
    LaggedOutput(OutputStream out, Lag lag, String name, Runnable onBroken) {
        this.out = out;
        this.lag = lag;
        this.onBroken = onBroken;
        this.writer = new Thread(this::passOn, name);
        writer.setDaemon(true);
        writer.start();
    }

    @Override
    public void write(int b) {
        write(new byte[] {(byte) b}, 0, 1);
    }

    /** Takes the bytes; each line they complete is scheduled at once, a line's start waits for its end. */
    @Override
    public synchronized void write(byte[] bytes, int offset, int length) {
        int start = offset;
        for (int i = offset; i < offset + length; i++) {
            if (bytes[i] == '\n') {
                partial.write(bytes, start, i + 1 - start);
                schedule(partial.toByteArray());
                partial.reset();
                start = i + 1;
            }
        }
        partial.write(bytes, start, offset + length - start);
    }

    private void schedule(byte[] line) {
        long due = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(lag.next(random));
        lastDueNanos = lastDueNanos == Long.MIN_VALUE ? due : Math.max(due, lastDueNanos); // never overtake
        queue.add(new Due(line, lastDueNanos));
    }

    /** Nothing to do: each line is flushed when it is passed on. */
    @Override
    public void flush() {
    }

    /** Passes on what is left (an unfinished last line too, after its delay), then closes the output. */
    @Override
    public void close() throws IOException {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            if (partial.size() > 0) {
                schedule(partial.toByteArray());
                partial.reset();
            }
            queue.add(END);
        }
        try {
            writer.join(lag.maxMs() + 5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        out.close();
    }

    /** The writer thread: each line when it is due, flushed at once. */
    private void passOn() {
        boolean broken = false;
        while (true) {
            Due due;
            try {
                due = queue.take();
            } catch (InterruptedException e) {
                return;
            }
            if (due == END) {
                return;
            }
            long wait;
            while ((wait = due.atNanos() - System.nanoTime()) > 0) {
                LockSupport.parkNanos(wait);
            }
            if (broken) {
                continue;
            }
            try {
                out.write(due.bytes());
                out.flush();
            } catch (IOException e) {
                broken = true;
                onBroken.run();
            }
        }
    }
}
