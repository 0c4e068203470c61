package driverlessons.io;

import java.lang.management.ManagementFactory;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * What a driver gets from the launcher: where its commands come from ({@code in}), where its answers go
 * ({@code out}), where it shows its state between commands ({@code display}: the console's prompt, board and
 * completion; nothing under a GUI), the clock its searches run on ({@code clock}, milliseconds; tests inject
 * their own) and, in the console, one line naming the terminal ({@code terminal}; empty under a GUI), which a
 * driver that answers {@code help} itself puts last.
 */
public record EngineIo(LineInput in, LineOutput out, Consumer<EngineState> display, LongSupplier clock,
                       String terminal) {
    /** Protocol mode: no display, the real monotonic clock. */
    public EngineIo(LineInput in, LineOutput out) {
        this(in, out, state -> { }, EngineIo::monotonicMillis);
    }

    /** No terminal to name: protocol mode, or a test. */
    public EngineIo(LineInput in, LineOutput out, Consumer<EngineState> display, LongSupplier clock) {
        this(in, out, display, clock, "");
    }

    /** Hands the console a new snapshot of the driver's state (between commands; ignored under a GUI). */
    public void show(EngineState state) {
        display.accept(state);
    }

    /** Milliseconds from an arbitrary origin that never jumps (unlike the wall clock). */
    public static long monotonicMillis() {
        return System.nanoTime() / 1_000_000;
    }

    /**
     * The CPU time the whole engine process has used, in milliseconds (all search threads together); the clock
     * of the protocol's {@code nps 0}. Falls back to the monotonic clock where the JVM cannot tell.
     */
    public static long cpuMillis() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            long nanos = os.getProcessCpuTime();
            if (nanos >= 0) {
                return nanos / 1_000_000;
            }
        }
        return monotonicMillis();
    }
}
