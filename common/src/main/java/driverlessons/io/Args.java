package driverlessons.io;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The arguments of the protocol's commands that carry numbers, parsed: each parser returns the value or throws
 * {@link BadParameters}, so a driver catches that once in {@code handle()} and answers
 * {@code Error (bad parameters): LINE}, and a command with bad arguments changes nothing.
 */
public final class Args {
    /** No GUI runs a clock longer than a day (ms): a larger time, base or increment is a broken clock. */
    public static final long MAX_CLOCK_MS = 24 * 3_600_000L;

    /** BASE of level: minutes, optionally :seconds; trailing characters are allowed and ignored. */
    private static final Pattern BASE = Pattern.compile("(\\d+)(?::(\\d+))?");

    private Args() {
    }

    /**
     * The arguments of {@code level MPS BASE INC}.
     *
     * @param movesPerSession MPS: moves per session (0 = the whole game: sudden death or incremental)
     * @param sessionMs       BASE: the time of a session in milliseconds
     * @param incrementMs     INC: the increment per move in milliseconds
     */
    public record Level(int movesPerSession, long sessionMs, long incrementMs) {
    }

    /**
     * {@code level MPS BASE INC} (the whole line): BASE is minutes or MIN:SEC (anything after it, like a future
     * "25+5", is ignored), INC is seconds and may be fractional; none of them beyond a day.
     */
    public static Level level(String line) {
        String[] words = line.trim().split("\\s+");
        if (words.length != 4) {
            throw new BadParameters(line);
        }
        int mps = (int) number(words[1], 0, Integer.MAX_VALUE);
        Matcher base = BASE.matcher(words[2]);
        if (!base.lookingAt()) {
            throw new BadParameters(words[2]);
        }
        long minutes = number(base.group(1), 0, MAX_CLOCK_MS / 60_000);
        long seconds = base.group(2) == null ? 0 : number(base.group(2), 0, MAX_CLOCK_MS / 1000);
        long incrementMs = milliseconds(words[3], true);
        return new Level(mps, (60 * minutes + seconds) * 1000, incrementMs);
    }

    /** {@code st SECONDS}: more than zero seconds, fractional allowed, at most a day; in milliseconds. */
    public static long secondsPerMove(String argument) {
        return milliseconds(argument, false);
    }

    /** {@code time N}, {@code otim N}: a clock in centiseconds (any sign, any size), in milliseconds. */
    public static long centiseconds(String argument) {
        long centiseconds = number(argument, Long.MIN_VALUE, Long.MAX_VALUE);
        return Math.max(Long.MIN_VALUE / 10, Math.min(Long.MAX_VALUE / 10, centiseconds)) * 10; // no overflow
    }

    /** A whole number from {@code min} to {@code max} ({@code sd DEPTH}, {@code memory MB}, {@code cores N}...). */
    public static long number(String argument, long min, long max) {
        try {
            long value = Long.parseLong(argument.trim());
            if (value < min || value > max) {
                throw new BadParameters(argument);
            }
            return value;
        } catch (NumberFormatException e) {
            throw new BadParameters(argument);
        }
    }

    /** {@code option NAME[=VALUE]}: the name and the value (empty without '='), both stripped. */
    public record Option(String name, String value) {
    }

    /** Splits {@code option NAME[=VALUE]}'s argument at its first '='. */
    public static Option option(String argument) {
        int equals = argument.indexOf('=');
        return equals < 0 ? new Option(argument.strip(), "")
                : new Option(argument.substring(0, equals).strip(), argument.substring(equals + 1).strip());
    }

    /** Exactly {@code count} words, split at white space ({@code setscore SCORE DEPTH}...). */
    public static String[] words(String argument, int count) {
        String[] words = argument.trim().split("\\s+");
        if (words.length != count || words[0].isEmpty()) {
            throw new BadParameters(argument);
        }
        return words;
    }

    /** Seconds, fractional allowed, at most a day, in milliseconds; zero only when {@code zeroAllowed}. */
    private static long milliseconds(String argument, boolean zeroAllowed) {
        double seconds;
        try {
            seconds = Double.parseDouble(argument.trim());
        } catch (NumberFormatException e) {
            throw new BadParameters(argument);
        }
        if (!(zeroAllowed ? seconds >= 0 : seconds > 0) || seconds > MAX_CLOCK_MS / 1000) {
            throw new BadParameters(argument); // NaN fails the first test; infinity and broken clocks the second
        }
        return Math.round(seconds * 1000);
    }
}
