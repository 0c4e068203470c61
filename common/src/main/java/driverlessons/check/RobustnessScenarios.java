package driverlessons.check;

import static driverlessons.check.Exam.check;
import static driverlessons.check.Exam.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Robustness (no lesson of its own: every lesson should have it): a stream of hostile lines, the same
 * {@link HostileInput} the lessons' fuzz tests send, in batches, each followed by {@code ping N}. The engine must
 * answer every ping, never crash or exit on the way, and still exit on {@code quit} at the end.
 *
 * <p>The engine stays in force mode: the lines that would start a search ({@code go}, {@code playother},
 * {@code white}, {@code black}, {@code analyze}) are left out and {@code new} is followed by {@code force}. A hostile
 * time control may legally make a search last for minutes, and an engine may legally ignore {@code ?}; what is
 * judged here is how it reads bad input, not how long it thinks.
 */
final class RobustnessScenarios {
    /** The seed of the stream (one of the fuzz tests'), so a failure replays. */
    static final long SEED = 20261122;
    /** The hostile lines of the stream (the 300 kB line comes half way). */
    static final int LINES = 1000;
    /** How long a pong may take (scaled): a batch may have started a search; '?' is sent again meanwhile. */
    static final long PONG_MS = 30_000;

    /** Commands that start a search: left out of the stream (see above). */
    private static final java.util.Set<String> STARTS_A_SEARCH = java.util.Set.of("go", "playother", "white",
            "black", "analyze");

    private RobustnessScenarios() {
    }

    static List<Scenario> list() {
        return List.of(Scenario.of("hostile-input", 6, "hostile lines (garbage, control characters, bad arguments,"
                + " a 300 kB line) in batches: every ping after a batch is answered, the engine never exits, and"
                + " quits at the end", 240_000, RobustnessScenarios::hostileInput));
    }

    private static void hostileInput(Exam exam) throws InterruptedException {
        exam.require("ping");
        Random random = new Random(SEED);
        exam.send("nopost", "force");
        int sent = 0;
        int batch = 0;
        boolean hugeLineSent = false;
        List<Double> trips = new ArrayList<>();
        List<String> notProtocol = new ArrayList<>();
        int notProtocolCount = 0;
        long start = System.nanoTime();
        while (sent < LINES) {
            int size = 1 + random.nextInt(50);
            List<String> lines = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                String line = HostileInput.line(random);
                String word = line.strip().split("\\s+", 2)[0].toLowerCase(Locale.ROOT);
                if (!STARTS_A_SEARCH.contains(word)) {
                    lines.add(line);
                    if (word.equals("new")) {
                        lines.add("force");
                    }
                }
            }
            if (lines.isEmpty()) {
                lines.add("frobnicate");
            }
            exam.send(HostileInput::bytes, lines.toArray(String[]::new));   // the random bytes as bytes
            String last = lines.get(lines.size() - 1);
            if (!hugeLineSent && sent > LINES / 2) {
                exam.send(HostileInput.hugeLine());
                hugeLineSent = true;
                last = "the 300 kB line";
            }
            sent += size;
            batch++;
            int n = exam.nextPing();
            // '.' leaves edit mode, 'resume' a pause, '?' a search the batch started: what a GUI would send
            // before it may expect pong at once.
            long pinged = exam.send(".", "resume", "?", "ping " + n);
            long deadline = pinged + exam.scaled(PONG_MS) * 1_000_000L;
            EngineUnderTest.Line pong = null;
            while (pong == null) {
                List<EngineUnderTest.Line> passed = new ArrayList<>();
                pong = exam.engine().next(text -> text.matches("pong\\s+" + n + "\\s*"), 2000, passed);
                for (EngineUnderTest.Line line : passed) {
                    if (!HostileInput.isProtocol(line.text())) {
                        notProtocolCount++;
                        if (notProtocol.size() < 3) {
                            notProtocol.add(HostileInput.abbreviate(line.text()));
                        }
                    }
                }
                if (pong != null) {
                    break;
                }
                if (exam.engine().ended()) {
                    Integer code = exam.engine().awaitExit(1000);
                    fail(exam.engine().gone() + (code == null ? "" : " (exit code " + code + ")") + " during batch "
                            + batch + " (" + sent + " hostile lines so far; the last: '"
                            + HostileInput.abbreviate(last) + "')" + decodingHint(exam.engine().stderr()));
                }
                if (System.nanoTime() > deadline) {
                    fail("no pong " + n + " within " + exam.scaled(PONG_MS) + " ms after batch " + batch
                            + " (the last line: '" + HostileInput.abbreviate(last) + "')");
                }
                exam.send("?");                            // a long search started by a hostile time control
            }
            trips.add(EngineUnderTest.ms(pinged, pong.nanos()));
        }
        exam.figure("stream", String.format(Locale.ROOT, "%d hostile lines and the 300 kB line in %d batches,"
                + " %.1f s", sent, batch, (System.nanoTime() - start) / 1e9));
        exam.figure("ping after a batch", Stats.msSummary(trips));
        exam.figure("lines that are no protocol", notProtocolCount == 0 ? "none"
                : notProtocolCount + " (the GUI ignores them), e.g. " + String.join(" | ", notProtocol));
        exam.quitAndJudge(", at the end of the stream");
    }

    /** The advice for an engine whose stderr says it could not decode its input (Python's UnicodeDecodeError). */
    static String decodingHint(String stderr) {
        return DECODING.matcher(stderr).find() ? ": its stderr says it could not decode a line. A GUI passes bytes"
                + " on as they come (a name from a Latin-1 PGN or a chess server is no UTF-8): decode with"
                + " replacement (Python: sys.stdin.reconfigure(errors='replace')) or read bytes ('In other"
                + " languages', lesson 1)" : "";
    }

    private static final java.util.regex.Pattern DECODING = java.util.regex.Pattern.compile(
            "(?i)UnicodeDecodeError|MalformedInput|invalid (utf-?8|byte sequence)|codec can't decode");
}
