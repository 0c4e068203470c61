package driverlessons.io;

import java.io.PrintStream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The {@link LineOutput} of protocol mode: writes each line with a '\n' to a {@link PrintStream} (stdout) and
 * flushes it at once (CECP pitfall 1). {@code send} is synchronized, so lines from different threads never mix.
 * XBoard and WinBoard both accept '\n' alone, on every platform.
 */
public final class PrintLineOutput implements LineOutput {
    private final PrintStream out;
    private final Logger log = LoggerFactory.getLogger(PrintLineOutput.class);

    /** Writes to {@code out}; nothing else should write there. */
    public PrintLineOutput(PrintStream out) {
        this.out = out;
    }

    @Override
    public synchronized void send(String line) {
        for (String part : Lines.split(line)) {
            log.debug("-> {}", part);
            out.print(part);
            out.print('\n');
        }
        out.flush();
    }
}
