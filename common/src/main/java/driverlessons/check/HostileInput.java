package driverlessons.check;

import driverlessons.chess.Position;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.regex.Pattern;

/**
 * Hostile lines for a CECP engine, written once for the lessons' fuzz tests ({@code ProtocolFuzz}) and the
 * examiner's robustness scenario: random bytes, NUL and control characters, broken Unicode, every command with
 * missing, wrong, negative or huge arguments, commands out of place, and one line of 300 kB. Also what a GUI can
 * take back: {@link #isProtocol(String)}.
 */
public final class HostileInput {
    /** Lines a GUI may legitimately receive; anything else on stdout is not protocol (a stack trace, say). */
    private static final Pattern PROTOCOL = Pattern.compile(
            "feature .*|pong( -?\\d+)?|pong .*|move \\S+|Illegal move(: .*| \\(.*\\): .*)|Error \\(.*\\): .*"
                    + "|tellusererror .*|telluser .*|(1-0|0-1|1/2-1/2|\\*) \\{.*\\}|\\d+ -?\\d+ \\d+ \\d+( .*)?"
                    + "|Hint: \\S+|stat01: .*|offer draw|resign|#.*"
                    + "|[ \\t].*|", Pattern.DOTALL); // bk's answer: lines that start with a blank, then an empty one

    static final String[] COMMANDS = {
        "xboard", "protover", "accepted", "rejected", "new", "variant", "force", "go", "playother", "white",
        "black", "level", "st", "sd", "nps", "time", "otim", "usermove", "?", "ping", "draw", "result", "setboard",
        "edit", "hint", "bk", "undo", "remove", "hard", "easy", "post", "nopost", "analyze", "exit", ".", "name",
        "rating", "ics", "computer", "pause", "resume", "memory", "cores", "egtpath", "option", "exclude",
        "include", "setscore", "lift", "put", "hover", "random", "board", "fen", "help"};

    static final String[] HOSTILE_ARGUMENTS = {
        "", "-1", "0", "-0", "1", "2", "40 5 0", "0 0:10 0.1", "40 5", "0 :30 0", "0 5:", "0 5:99 -2",
        "99999999999999999999", "-99999999999999999999", "1e309", "NaN", "Infinity", "-0.5", "0.0001", "abc", ":",
        "::", "1:2:3", "e2e4", "e7e8q", "e2e4 e7e5", "a1a1", "z9z9", "Nf3", "O-O", "O-O-O", "0-0", "e8=Q+", "*",
        "1-0", "1-0 {White mates}", "1/2-1/2", "\u0000", "\t", "Resign=1", "Resign", "=", "all", "syzygy",
        "8/8/8/8/8/8/8/8 w - - 0 1", "8/8/8/8/8/8/8/K7 w - - 0 1", "k7/8/8/8/8/8/8/K7 w - - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rnbqkbnr/pppppppp/8/8 w", "x/y/z w - - a b",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1 extra", "7k/8/8/8/8/8/8/K6R b - - 0 1",
    };

    static final String[] MOVES = {
        "e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "d2d4", "d7d5", "e1g1", "e8g8", "e7e8q", "a7a8n", "h2h4",
        "Nf3", "Nc6", "exd5", "O-O", "e4", "e5", "Qxf7#", "a1a8", "b1c3", "c7c5", "d1h5"};

    private HostileInput() {
    }

    /** The 300 kB line: a usermove of 75,000 moves run together. */
    public static String hugeLine() {
        return "usermove " + "e2e4".repeat(75_000);
    }

    /** One hostile line; never a line break inside (the pipe would make two lines of it) and never quit. */
    public static String line(Random random) {
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

    /**
     * A line as it goes down a pipe: when every character is below 256 (the random bytes, and all ASCII), one
     * byte each, so that the random bytes arrive as bytes (mostly invalid UTF-8: what a GUI passes on from a
     * Latin-1 PGN or a server); other text in UTF-8 (a lone surrogate becomes '?'). Ends with the newline.
     */
    public static byte[] bytes(String line) {
        boolean oneByteEach = line.chars().allMatch(c -> c < 0x100);
        byte[] text = line.getBytes(oneByteEach ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8);
        byte[] withNewline = java.util.Arrays.copyOf(text, text.length + 1);
        withNewline[text.length] = '\n';
        return withNewline;
    }

    /** A line a GUI can take: a protocol form, no stack trace, no control character but tab. */
    public static boolean isProtocol(String line) {
        return PROTOCOL.matcher(line).matches() && !line.contains("Exception") && !line.startsWith("\tat ")
                && line.chars().noneMatch(c -> c < 0x20 && c != '\t');
    }

    /** The line cut to 200 characters, for a message. */
    public static String abbreviate(String line) {
        return line.length() > 200 ? line.substring(0, 200) + "... (" + line.length() + " chars)" : line;
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
}
