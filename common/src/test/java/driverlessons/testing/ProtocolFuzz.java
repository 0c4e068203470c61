package driverlessons.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import driverlessons.check.HostileInput;
import driverlessons.io.Driver;
import driverlessons.io.EngineIo;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A seeded fuzz test every lesson runs: thousands of hostile lines (random bytes, NUL and control characters,
 * broken Unicode, a 300 kB line, every command with missing, wrong, negative or huge arguments, commands out of
 * place), in batches, each followed by {@code ping N}. It fails on a line on stdout that is not protocol (a stack
 * trace, say), a missing {@code pong}, a driver that throws, or one that does not exit after the end of input.
 * A search that a fuzzed time control made long is cut short with Ctrl-C, so the run stays quick. The lines
 * come from {@link HostileInput}, which the examiner's robustness scenario ({@code check}) shares.
 *
 * <p>Replay a failure with {@code -Dfuzz.seed=SEED} (the seed is in the failure message).
 */
@Timeout(600)
public abstract class ProtocolFuzz {
    /** The lesson's driver. */
    protected abstract Function<EngineIo, Driver> driver();

    /** How many lines one seed sends. */
    protected int linesPerSeed() {
        return 3000;
    }

    /** The seeds a run uses; {@code -Dfuzz.seed=N} replays one. */
    protected long[] seeds() {
        String seed = System.getProperty("fuzz.seed");
        return seed != null ? new long[] {Long.parseLong(seed)} : new long[] {1, 20261122};
    }

    @Test
    void hostileLinesNeverBreakTheProtocol() {
        for (long seed : seeds()) {
            fuzz(seed);
        }
    }

    private void fuzz(long seed) {
        Random random = new Random(seed);
        int batch = 0;
        int sent = 0;
        try (Dialog d = Dialog.start(driver())) {
            d.send("xboard", "protover 2", "nopost");
            boolean hugeLineSent = false;
            while (sent < linesPerSeed()) {
                int size = 1 + random.nextInt(50);
                for (int i = 0; i < size; i++) {
                    d.send(HostileInput.line(random));
                }
                if (!hugeLineSent && sent > linesPerSeed() / 2) {
                    d.send(HostileInput.hugeLine());   // a 300 kB line
                    hugeLineSent = true;
                }
                sent += size;
                batch++;
                d.send("ping " + batch);
                awaitPong(d, batch, seed);
            }
            checkOutput(d.lines(), seed);
            d.end();
            assertTrue(d.awaitExit(Duration.ofSeconds(30)), "seed " + seed + ": no exit after the end of input");
            if (d.failure() != null) {
                throw new AssertionError("seed " + seed + ": the driver threw", d.failure());
            }
        }
        System.err.printf("fuzz: seed %d, %d lines in %d batches, all answered%n", seed, sent, batch);
    }

    /** Waits for pong N; a search made long by a fuzzed time control is stopped with Ctrl-C, as a person would. */
    private static void awaitPong(Dialog d, int batch, long seed) {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        String expected = "pong " + batch;
        while (System.nanoTime() < deadline) {
            String line = d.poll(Duration.ofMillis(50));
            if (line == null) {
                if (!d.running()) {
                    fail("seed " + seed + ": the driver stopped before " + expected + "; " + d.failure());
                }
                d.interrupt();
                continue;
            }
            if (!HostileInput.isProtocol(line)) {
                fail("seed " + seed + ": not a protocol line: '" + HostileInput.abbreviate(line) + "'");
            }
            if (line.equals(expected)) {
                return;
            }
        }
        fail("seed " + seed + ": no " + expected + " within 60 s");
    }

    private static void checkOutput(List<String> lines, long seed) {
        for (String line : lines) {
            if (!HostileInput.isProtocol(line)) {
                fail("seed " + seed + ": not a protocol line: '" + HostileInput.abbreviate(line) + "'");
            }
        }
    }
}
