package driverlessons.io;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * The progress of a long-running tool command, for a person watching: one line at the bottom of the terminal,
 * redrawn in place, e.g. {@code selfplay 120/500 games  3.1/s  2:03 left}. Only on a terminal: when the output
 * goes to a file or a pipe the progress says nothing, so logs and scripts see only the command's own lines.
 *
 * <p>The line is drawn on stderr. While it is shown, {@code System.out} is replaced by a stream that first
 * erases it, so the command's own lines never get the progress glued in front of them; {@link #close()} erases
 * the line and puts {@code System.out} back.
 */
public final class Progress implements AutoCloseable {
    /** Redraw at most this often: a terminal need not be flooded. */
    private static final long REDRAW_MILLIS = 200;

    private final String what;
    private final String unit;
    private final PrintStream screen;
    private final LongSupplier clock;
    private final long start;
    private final PrintStream savedOut;
    private long total;
    private long done;
    private long drawnAt;
    private boolean shown;

    private Progress(String what, String unit, long total, PrintStream screen, LongSupplier clock) {
        this.what = what;
        this.unit = unit;
        this.total = total;
        this.screen = screen;
        this.clock = clock;
        this.start = clock.getAsLong();
        this.drawnAt = start - REDRAW_MILLIS;   // the first step draws at once
        this.savedOut = screen == null ? null : System.out;
        if (screen != null) {
            System.setOut(new PrintStream(new ErasingStream(savedOut), true));
        }
    }

    /**
     * Progress of {@code total} {@code unit}s (0: not known yet, see {@link #total}); shown only when stdin and
     * stdout are a terminal.
     */
    public static Progress start(String what, String unit, long total) {
        return new Progress(what, unit, total, Mode.stdinAndStdoutAreTerminals() ? System.err : null,
                EngineIo::monotonicMillis);
    }

    /** Progress that shows nothing (the output is not a terminal, or a test). */
    public static Progress silent() {
        return new Progress("", "", 0, null, EngineIo::monotonicMillis);
    }

    /** Sets the total once it is known (a file read). */
    public synchronized void total(long newTotal) {
        total = newTotal;
    }

    /** One more done. */
    public synchronized void step() {
        done(done + 1);
    }

    /** This many done so far; redraws the line when it is due. */
    public synchronized void done(long count) {
        done = count;
        if (screen == null) {
            return;
        }
        long now = clock.getAsLong();
        if (now - drawnAt >= REDRAW_MILLIS || count == total) {
            drawnAt = now;
            screen.print("\r" + line(what, unit, done, total, now - start) + "\u001b[K");
            screen.flush();
            shown = true;
        }
    }

    /** Erases the line and gives {@code System.out} back. */
    @Override
    public synchronized void close() {
        if (screen == null) {
            return;
        }
        erase();
        System.setOut(savedOut);
    }

    /** The text of the line: done / total, the rate, and the time left at that rate. */
    public static String line(String what, String unit, long done, long total, long elapsedMs) {
        double perSecond = elapsedMs > 0 ? done * 1000.0 / elapsedMs : 0;
        StringBuilder text = new StringBuilder(what).append(' ').append(done);
        if (total > 0) {
            text.append('/').append(total);
        }
        text.append(' ').append(unit).append(String.format(Locale.ROOT, "  %.1f/s", perSecond));
        if (total > 0 && done > 0 && done < total) {
            long leftSeconds = Math.round((total - done) / perSecond);
            text.append(String.format(Locale.ROOT, "  %d:%02d left", leftSeconds / 60, leftSeconds % 60));
        }
        return text.toString();
    }

    private synchronized void erase() {
        if (shown) {
            screen.print("\r\u001b[K");
            screen.flush();
            shown = false;
        }
    }

    /** System.out while the progress is shown: erases the line before the command's own output. */
    private final class ErasingStream extends OutputStream {
        private final PrintStream target;

        ErasingStream(PrintStream target) {
            this.target = target;
        }

        @Override
        public void write(int b) {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) {
            synchronized (Progress.this) {
                erase();
                target.write(bytes, offset, length);
            }
        }

        @Override
        public void flush() {
            target.flush();
        }
    }
}
