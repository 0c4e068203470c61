package driverlessons.io;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The reader thread of protocol mode: reads lines from a stream (the GUI's pipe) and adds them to a
 * {@link QueuedLineInput}; at the end of the stream, a read error, or after a {@code quit} line it marks the end of
 * input and stops. It is a daemon thread, so a read that never returns cannot keep the JVM alive.
 */
public final class StreamLineReader implements Runnable {
    private final InputStream stream;
    private final QueuedLineInput input;
    private final Logger log = LoggerFactory.getLogger(StreamLineReader.class);

    private StreamLineReader(InputStream stream, QueuedLineInput input) {
        this.stream = stream;
        this.input = input;
    }

    /** Starts a daemon thread named {@code stdin-reader} that feeds {@code input} from {@code stream}. */
    public static Thread start(InputStream stream, QueuedLineInput input) {
        Thread thread = new Thread(new StreamLineReader(stream, input), "stdin-reader");
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    /** Reads until the end; never throws. */
    @Override
    public void run() {
        // CECP is ASCII; UTF-8 reads ASCII unchanged and does not depend on the platform's default charset.
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                log.debug("<- {}", line);
                input.add(line);
                if (isQuit(line)) {
                    break;   // nothing after quit matters; the driver exits
                }
            }
        } catch (IOException e) {
            log.warn("reading the input failed: {}", e.toString());
        } finally {
            input.end();
        }
    }

    /** True for the {@code quit} command (after which the reader stops reading). */
    static boolean isQuit(String line) {
        return line.strip().equals("quit");
    }
}
