package driverlessons.tool;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The spy's log: one record per line that passed, with the milliseconds since the spy started and the direction,
 * in columns that {@code tail -f} and {@code grep} read easily:
 * <pre>
 *      37 GUI>eng  protover 2
 *     388 eng>GUI  feature done=0
 *     402 eng err  [main] WARN ...
 *   65012 spy      GUI closed its output (end of file): closing the engine's input
 * </pre>
 * A line is logged when the spy has read it, before it passes it on, so an answer never comes before its question
 * in the log. Writing is left to a thread of the log's own: the lines pass on at once, and the records follow in
 * the order the lines were read, flushed whenever no more are waiting (so {@code tail -f} shows them at once).
 * A line is cut for the log after {@link #MAX_LOGGED_BYTES} bytes (its length in bytes is noted); control
 * characters and bytes that are not UTF-8 are written as {@code \r} or {@code \xNN}, a tab stays. Safe to call
 * from the spy's threads.
 */
final class SpyLog {
    /** The direction of a line, and its label in the log (8 characters wide). */
    enum Direction {
        TO_ENGINE("GUI>eng", "\u001b[36m"),      // cyan
        TO_GUI("eng>GUI", "\u001b[32m"),         // green
        ENGINE_STDERR("eng err", "\u001b[33m"),  // yellow
        SPY("spy", "\u001b[2m");                 // dim

        final String label;
        final String colour;

        Direction(String label, String colour) {
            this.label = label;
            this.colour = colour;
        }
    }

    /** At most this many bytes of one line go into the log; the line itself always passes whole. */
    static final int MAX_LOGGED_BYTES = 2000;
    private static final String RESET = "\u001b[0m";

    /** One line (or note) as it was read: when, which way, its text; {@code null} text ends the writer. */
    private record Record(long nanos, Direction direction, String text) {
    }

    private final OutputStream out;
    private final boolean colour;
    private final long startNanos;
    private final LinkedBlockingQueue<Record> records = new LinkedBlockingQueue<>();
    private final Thread writer;
    private boolean closed;
    /** The records kept for a picture of the conversation ({@link Timeline}); null when none is drawn. */
    private volatile List<Timeline.Entry> kept;

    /** At most this many records are kept for the picture; the log itself is never cut. */
    static final int MAX_KEPT = 200_000;

    SpyLog(OutputStream out, boolean colour, long startNanos) {
        this.out = new BufferedOutputStream(out);
        this.colour = colour;
        this.startNanos = startNanos;
        writer = new Thread(this::writeRecords, "spy log");
        writer.setDaemon(true);
        writer.start();
    }

    /** Keeps every record from now on for {@link #kept()}, as well as writing it (the spy's {@code --svg}). */
    void keepRecords() {
        kept = new ArrayList<>();
    }

    /** The records kept since {@link #keepRecords()}, complete once {@link #close} returned. */
    List<Timeline.Entry> kept() {
        List<Timeline.Entry> list = kept;
        return list == null ? List.of() : list;
    }

    /** A note of the spy's own (start, end of file, exit code). */
    void note(String text) {
        write(Direction.SPY, text);
    }

    /** Logs one record with the time now; after {@link #close} nothing more is logged. */
    synchronized void write(Direction direction, String text) {
        if (!closed) {
            records.add(new Record(System.nanoTime(), direction, text));
        }
    }

    /** Writes what is waiting, then closes the stream when {@code closeStream} (not stderr: the caller owns it). */
    void close(boolean closeStream) {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            records.add(new Record(System.nanoTime(), Direction.SPY, null));
        }
        try {
            writer.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            out.flush();
            if (closeStream) {
                out.close();
            }
        } catch (IOException e) {
            // nothing left to do
        }
    }

    /** The writer thread: a log that cannot be written any more (disk full) never stops the spy. */
    private void writeRecords() {
        try {
            while (true) {
                Record record = records.take();
                if (record.text() == null) {
                    return;
                }
                long ms = (record.nanos() - startNanos) / 1_000_000;
                String line = String.format("%7d %-8s %s", ms, record.direction().label, record.text());
                List<Timeline.Entry> keep = kept;
                if (keep != null && keep.size() < MAX_KEPT) {
                    keep.add(new Timeline.Entry(ms, Timeline.Kind.of(record.direction().label), record.text()));
                }
                if (colour) {
                    line = record.direction().colour + line + RESET;
                }
                try {
                    out.write((line + System.lineSeparator()).getBytes(StandardCharsets.UTF_8));
                    if (records.isEmpty()) {
                        out.flush();
                    }
                } catch (IOException e) {
                    // the log is a by-product: the protocol goes on without it
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A splitter that cuts one direction's byte stream into lines for this log. */
    Lines lines(Direction direction) {
        return new Lines(direction);
    }

    /**
     * Cuts the bytes of one direction into lines, as they arrive in chunks of any size. Keeps at most
     * {@link #MAX_LOGGED_BYTES} of the current line, so a line without end costs no more memory than that.
     * Used by one thread only.
     */
    final class Lines {
        private final Direction direction;
        private final byte[] kept = new byte[MAX_LOGGED_BYTES];
        private int keptLength;
        private long lineLength;

        private Lines(Direction direction) {
            this.direction = direction;
        }

        /** Takes the next chunk of bytes, logging every line it completes. */
        void accept(byte[] bytes, int length) {
            int start = 0;
            for (int i = 0; i < length; i++) {
                if (bytes[i] == '\n') {
                    keep(bytes, start, i - start);
                    flushLine("");
                    start = i + 1;
                }
            }
            keep(bytes, start, length - start);
        }

        /** At the end of the stream: logs a last line that had no newline. */
        void end() {
            if (lineLength > 0) {
                flushLine(" [no newline at the end]");
            }
        }

        private void keep(byte[] bytes, int from, int count) {
            int room = Math.min(count, kept.length - keptLength);
            System.arraycopy(bytes, from, kept, keptLength, room);
            keptLength += room;
            lineLength += count;
        }

        private void flushLine(String suffix) {
            String text = render(kept, keptLength);
            if (lineLength > keptLength) {
                text += " ... [" + lineLength + " bytes, the first " + keptLength + " logged]";
            }
            write(direction, text + suffix);
            keptLength = 0;
            lineLength = 0;
        }
    }

    /**
     * The text of a line for the log: UTF-8 as it is, with control characters escaped ({@code \r}, {@code \xNN};
     * a tab stays); bytes that are not valid UTF-8 make the whole line come out byte by byte, printable ASCII as
     * it is and every other byte as {@code \xNN}.
     */
    static String render(byte[] bytes, int length) {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, 0, length))
                    .toString();
        } catch (CharacterCodingException e) {
            StringBuilder raw = new StringBuilder(length);
            for (int i = 0; i < length; i++) {
                int b = bytes[i] & 0xff;
                if ((b >= 0x20 && b < 0x7f) || b == '\t') {
                    raw.append((char) b);
                } else {
                    escape(raw, b);
                }
            }
            return raw.toString();
        }
        StringBuilder escaped = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean control = (c < 0x20 && c != '\t') || c == 0x7f || (c >= 0x80 && c < 0xa0);
            if (control && escaped == null) {
                escaped = new StringBuilder(text.length() + 8).append(text, 0, i);
            }
            if (escaped != null) {
                if (control) {
                    escape(escaped, c);
                } else {
                    escaped.append(c);
                }
            }
        }
        return escaped == null ? text : escaped.toString();
    }

    private static void escape(StringBuilder sb, int b) {
        switch (b) {
            case '\r':
                sb.append("\\r");
                break;
            default:
                sb.append(String.format("\\x%02x", b));
        }
    }
}
