package driverlessons.check;

import java.util.ArrayList;
import java.util.List;

/**
 * The start of every conversation, as XBoard 4.9.1 does it (its {@code backend.c}): {@code xboard} and
 * {@code protover 2}, then every {@code feature} line answered ({@code accepted} or {@code rejected} for each pair)
 * until {@code done=1}. XBoard waits up to ten seconds for it ({@code FEATURE_TIMEOUT}), an hour after
 * {@code done=0}, and reads feature lines whenever they come; an engine that answers {@code protover} with an
 * {@code Error} is protocol 1 at once. The spec promises only two seconds: the {@code handshake} scenario holds an
 * engine to those, every other scenario goes on as XBoard would.
 *
 * @param features     what the engine announced
 * @param doneMs       from starting the process to {@code done=1}, or -1 when none came
 * @param quietMs      the spec's wait for the first features (two seconds, scaled)
 * @param firstMs      from starting the process to its first feature line, or -1
 * @param lateMs       from {@code protover} to the feature line after the spec's wait, with no {@code done=0}
 *                     before it, that came latest by the engine's own time (each such line is judged: the first may
 *                     be late only for a busy machine's sake, a {@code done=1} after it by the engine's own doing),
 *                     or -1 when there was none
 * @param refusedProtover true when the engine answered {@code protover} with an {@code Error} (protocol 1)
 * @param lateWaitMs   of {@code lateMs}, how long the engine's busiest thread in that time waited for a CPU while it
 *                     could have run (a busy machine: {@link EngineUnderTest#waitedSince}), 0 where the system does
 *                     not say, or -1 when no line was late
 * @param lateLine     that line, or null
 * @param echoed       lines the engine printed that are the examiner's own commands, as {@code exec cat} echoes them
 * @param others       how many lines the engine printed that are no feature line (nor an Error to protover)
 * @param firstOther   the first of them, or null
 */
public record Handshake(Features features, double doneMs, long quietMs, double firstMs, double lateMs,
                        boolean refusedProtover, double lateWaitMs, String lateLine, List<String> echoed, int others,
                        String firstOther) {
    /** The spec's wait for the first feature line. */
    public static final long SPEC_WAIT_MS = 2000;
    /** XBoard 4.9.1's wait for done=1 (FEATURE_TIMEOUT in its common.h). */
    public static final long XBOARD_WAIT_MS = 10_000;
    /** How long the examiner waits for done=1 after done=0 (XBoard: an hour; a scenario has less). */
    private static final long AFTER_DONE_ZERO_MS = 30_000;

    /** Performs the handshake on {@code engine}; the waits are multiplied by {@code scale}. */
    public static Handshake perform(EngineUnderTest engine, double scale) throws InterruptedException {
        return perform(engine, scale, java.util.Set.of());
    }

    /** The same, rejecting the features in {@code refuse} (whatever their value). */
    public static Handshake perform(EngineUnderTest engine, double scale, java.util.Set<String> refuse)
            throws InterruptedException {
        Features features = new Features(refuse);
        long quiet = Math.round(SPEC_WAIT_MS * scale);
        long start = engine.startNanos();
        java.util.Map<Long, long[]> atProtover = engine.runDelays();
        long sent = engine.send("xboard", "protover 2");
        long specDeadline = sent + quiet * 1_000_000L;
        long deadline = sent + Math.round(XBOARD_WAIT_MS * scale) * 1_000_000L;
        double first = -1;
        double late = -1;
        double lateWait = -1;
        String lateLine = null;
        List<String> echoed = new ArrayList<>();
        int others = 0;
        String firstOther = null;
        java.util.Set<String> sentLines = new java.util.HashSet<>(List.of("xboard", "protover 2"));
        while (!features.doneOne()) {
            long left = (deadline - System.nanoTime()) / 1_000_000L;
            EngineUnderTest.Line line = engine.next(text -> true, Math.max(0, left), null);
            if (line == null) {
                break;                                     // XBoard's wait is over, or the engine is gone
            }
            String text = line.text();
            if (text.startsWith("Error") && text.contains("protover")) {
                return new Handshake(features, -1, quiet, first, late, true, lateWait, lateLine, echoed, others, firstOther);
            }
            if (!text.startsWith("feature ") && !text.equals("feature")) {
                others++;
                firstOther = firstOther == null ? text : firstOther;
                if (sentLines.contains(text.strip()) && echoed.size() < 5) {
                    echoed.add(text.strip());
                }
                continue;
            }
            if (text.startsWith("feature ") || text.equals("feature")) {
                boolean hadDoneZero = features.doneZero();
                if (first < 0) {
                    first = EngineUnderTest.ms(start, line.nanos());
                }
                if (!hadDoneZero && line.nanos() > specDeadline) {   // late: judged by the engine's own time
                    double ms = EngineUnderTest.ms(sent, line.nanos());
                    double waited = Math.min(ms, engine.waitedSince(atProtover) / 1e6);
                    if (late < 0 || ms - waited > late - lateWait) {
                        late = ms;
                        lateWait = waited;
                        lateLine = text;
                    }
                }
                List<String> answers = features.read(text);
                sentLines.addAll(answers);
                engine.send(answers.toArray(String[]::new));
                if (features.doneOne()) {
                    return new Handshake(features, EngineUnderTest.ms(start, line.nanos()), quiet, first, late,
                            false, lateWait, lateLine, echoed, others, firstOther);
                }
                if (features.doneZero() && !hadDoneZero) {
                    deadline = System.nanoTime() + Math.round(AFTER_DONE_ZERO_MS * scale) * 1_000_000L;
                }
            }
        }
        return new Handshake(features, -1, quiet, first, late, false, lateWait, lateLine, echoed, others, firstOther);
    }
}
