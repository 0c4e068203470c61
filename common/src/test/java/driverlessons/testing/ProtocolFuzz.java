package driverlessons.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import driverlessons.chess.Position;
import driverlessons.io.Driver;
import driverlessons.io.EngineIo;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A seeded fuzz test every lesson runs: thousands of hostile lines (random bytes, NUL and control characters,
 * broken Unicode, a 300 kB line, every command with missing, wrong, negative or huge arguments, commands out of
 * place), in batches, each followed by {@code ping N}. It fails on a line on stdout that is not protocol (a stack
 * trace, say), a missing {@code pong}, a driver that throws, or one that does not exit after the end of input.
 * A search that a fuzzed time control made long is cut short with Ctrl-C, so the run stays quick.
 *
 * <p>Replay a failure with {@code -Dfuzz.seed=SEED} (the seed is in the failure message).
 */
@Timeout(600)
public abstract class ProtocolFuzz {
    /** Lines a GUI may legitimately receive; anything else on stdout fails the test. */
    private static final Pattern PROTOCOL = Pattern.compile(
            "feature .*|pong( -?\\d+)?|pong .*|move \\S+|Illegal move(: .*| \\(.*\\): .*)|Error \\(.*\\): .*"
                    + "|tellusererror .*|telluser .*|(1-0|0-1|1/2-1/2|\\*) \\{.*\\}|\\d+ -?\\d+ \\d+ \\d+( .*)?"
                    + "|Hint: \\S+|stat01: .*|offer draw|resign|#.*"
                    + "|[ \\t].*|", Pattern.DOTALL); // bk's answer: lines that start with a blank, then an empty one

    private static final String[] COMMANDS = {
        "xboard", "protover", "accepted", "rejected", "new", "variant", "force", "go", "playother", "white",
        "black", "level", "st", "sd", "nps", "time", "otim", "usermove", "?", "ping", "draw", "result", "setboard",
        "edit", "hint", "bk", "undo", "remove", "hard", "easy", "post", "nopost", "analyze", "exit", ".", "name",
        "rating", "ics", "computer", "pause", "resume", "memory", "cores", "egtpath", "option", "exclude",
        "include", "setscore", "lift", "put", "hover", "random", "board", "fen", "help"};

    private static final String[] HOSTILE_ARGUMENTS = {
        "", "-1", "0", "-0", "1", "2", "40 5 0", "0 0:10 0.1", "40 5", "0 :30 0", "0 5:", "0 5:99 -2",
        "99999999999999999999", "-99999999999999999999", "1e309", "NaN", "Infinity", "-0.5", "0.0001", "abc", ":",
        "::", "1:2:3", "e2e4", "e7e8q", "e2e4 e7e5", "a1a1", "z9z9", "Nf3", "O-O", "O-O-O", "0-0", "e8=Q+", "*",
        "1-0", "1-0 {White mates}", "1/2-1/2", "\u0000", "\t", "Resign=1", "Resign", "=", "all", "syzygy",
        "8/8/8/8/8/8/8/8 w - - 0 1", "8/8/8/8/8/8/8/K7 w - - 0 1", "k7/8/8/8/8/8/8/K7 w - - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rnbqkbnr/pppppppp/8/8 w", "x/y/z w - - a b",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1 extra", "7k/8/8/8/8/8/8/K6R b - - 0 1",
    };

    private static final String[] MOVES = {
        "e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "d2d4", "d7d5", "e1g1", "e8g8", "e7e8q", "a7a8n", "h2h4",
        "Nf3", "Nc6", "exd5", "O-O", "e4", "e5", "Qxf7#", "a1a8", "b1c3", "c7c5", "d1h5"};

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
                    d.send(hostileLine(random));
                }
                if (!hugeLineSent && sent > linesPerSeed() / 2) {
                    d.send("usermove " + "e2e4".repeat(75_000));   // a 300 kB line
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
            if (!isProtocol(line)) {
                fail("seed " + seed + ": not a protocol line: '" + abbreviate(line) + "'");
            }
            if (line.equals(expected)) {
                return;
            }
        }
        fail("seed " + seed + ": no " + expected + " within 60 s");
    }

    private static void checkOutput(List<String> lines, long seed) {
        for (String line : lines) {
            if (!isProtocol(line)) {
                fail("seed " + seed + ": not a protocol line: '" + abbreviate(line) + "'");
            }
        }
    }

    /** A line a GUI can take: a protocol form, no stack trace, no control character but tab. */
    private static boolean isProtocol(String line) {
        return PROTOCOL.matcher(line).matches() && !line.contains("Exception") && !line.startsWith("\tat ")
                && line.chars().noneMatch(c -> c < 0x20 && c != '\t');
    }

    /** One hostile line; never a line break inside (the pipe would make two lines of it) and never quit. */
    static String hostileLine(Random random) {
        String line = switch (random.nextInt(10)) {
            case 0 -> randomBytes(random);
            case 1 -> randomUnicode(random);
            case 2, 3, 4 -> COMMANDS[random.nextInt(COMMANDS.length)] + " " + pick(random, HOSTILE_ARGUMENTS);
            case 5 -> COMMANDS[random.nextInt(COMMANDS.length)];
            case 6 -> pick(random, MOVES);
            case 7 -> "usermove " + pick(random, MOVES);
            case 8 -> switch (random.nextInt(6)) {
                case 0 -> "new";
                case 1 -> "setboard " + mutatedFen(random);
                case 2 -> "undo";
                case 3 -> "remove";
                case 4 -> random.nextInt(8) == 0 ? "go" : "force";
                default -> "time " + (random.nextInt(20000) - 100);
            };
            default -> COMMANDS[random.nextInt(COMMANDS.length)] + " " + randomBytes(random);
        };
        line = line.replace('\n', ' ').replace('\r', ' ');
        return line.strip().equals("quit") ? "quit?" : line;
    }

    private static String pick(Random random, String[] values) {
        return values[random.nextInt(values.length)];
    }

    /** Characters 0..255: NUL, control characters, Latin-1 as a decoder would make of stray bytes. */
    private static String randomBytes(Random random) {
        StringBuilder text = new StringBuilder();
        int length = random.nextInt(80);
        for (int i = 0; i < length; i++) {
            text.append((char) random.nextInt(256));
        }
        return text.toString();
    }

    /** Any UTF-16 units: lone surrogates, U+FFFD (what invalid UTF-8 decodes to), letters of every script. */
    private static String randomUnicode(Random random) {
        StringBuilder text = new StringBuilder();
        int length = random.nextInt(40);
        for (int i = 0; i < length; i++) {
            text.append(random.nextInt(4) == 0 ? '\uFFFD' : (char) random.nextInt(0x10000));
        }
        return text.toString();
    }

    /** The start position with a few characters changed, dropped or doubled. */
    private static String mutatedFen(Random random) {
        StringBuilder fen = new StringBuilder(Position.START_FEN);
        int changes = random.nextInt(4);
        for (int i = 0; i < changes && fen.length() > 0; i++) {
            int at = random.nextInt(fen.length());
            switch (random.nextInt(3)) {
                case 0 -> fen.setCharAt(at, "pnbrqkPNBRQK12345678/ -wb".charAt(random.nextInt(25)));
                case 1 -> fen.deleteCharAt(at);
                default -> fen.insert(at, fen.charAt(at));
            }
        }
        return fen.toString();
    }

    private static String abbreviate(String line) {
        return line.length() > 200 ? line.substring(0, 200) + "... (" + line.length() + " chars)" : line;
    }
}
