package driverlessons.io;

import java.util.concurrent.BlockingDeque;
import java.util.concurrent.LinkedBlockingDeque;

/**
 * A {@link LineInput} fed by one reader thread (or several producers): lines wait in a queue that
 * {@link #inputWaiting()} looks at, so a line that has been read from the pipe but not yet consumed by the driver
 * is always seen (CECP pitfall 2). The end of input is a marker at the tail of the queue, so it is seen only after
 * every line before it, and it stays there: every later {@link #readLine()} returns {@code null} at once.
 *
 * <p>Why a thread and a queue rather than asking the operating system whether stdin has data: Java cannot ask
 * that portably ({@code InputStream.available()} is unreliable on pipes and on Windows consoles, and a buffered
 * reader hides the lines it has already pulled in). A daemon thread that blocks in a plain read behaves the same
 * on Linux, macOS and Windows, and the question "is a line waiting?" becomes "is the queue non-empty?".
 */
public final class QueuedLineInput implements LineInput {
    /** The end-of-input marker; compared by identity, so no real line can be mistaken for it. */
    @SuppressWarnings("StringOperationCanBeSimplified")
    private static final String END = new String("<end of input>");

    private final BlockingDeque<String> lines = new LinkedBlockingDeque<>();

    /**
     * Adds a line at the tail (from any thread), without a trailing '\r' as Windows GUIs send, and with every other
     * control character replaced by U+FFFD: an answer that echoes the line ({@code Error (unknown command): ...})
     * must never carry a NUL or a line break to the GUI. Ignored after {@link #end()}.
     */
    public void add(String line) {
        String text = clean(line.endsWith("\r") ? line.substring(0, line.length() - 1) : line);
        synchronized (lines) {
            if (lines.peekLast() != END) {
                lines.addLast(text);
            }
        }
    }

    /** The line with control characters (C0 but tab, DEL, C1, the Unicode line separators) replaced by U+FFFD. */
    static String clean(String line) {
        StringBuilder text = null;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            boolean control = (c < 0x20 && c != '\t') || (c >= 0x7f && c <= 0x9f) || c == '\u2028' || c == '\u2029';
            if (control && text == null) {
                text = new StringBuilder(line);
            }
            if (control) {
                text.setCharAt(i, '\uFFFD');
            }
        }
        return text == null ? line : text.toString();
    }

    /** Marks the end of input (from any thread): after the lines already queued, {@code readLine()} returns null. */
    public void end() {
        synchronized (lines) {
            if (lines.peekLast() != END) {
                lines.addLast(END);
            }
        }
    }

    @Override
    public boolean inputWaiting() {
        return !lines.isEmpty();
    }

    @Override
    public String readLine() {
        String line;
        try {
            line = lines.takeFirst();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
        if (line == END) {
            lines.addFirst(END);   // the end stays: later calls return null at once
            return null;
        }
        return line;
    }

    /** Puts a line back in front; {@code null} puts back the end of input (a search met it while peeking). */
    @Override
    public void keep(String line) {
        lines.addFirst(line == null ? END : line);
    }
}
