package driverlessons.check;

/**
 * The start of every conversation, as XBoard does it: {@code xboard} and {@code protover 2}, then every
 * {@code feature} line answered ({@code accepted} or {@code rejected} for each pair) until {@code done=1}. An engine
 * that says nothing for two seconds is a protocol 1 engine; one that says {@code done=0} gets as long as it needs
 * (here the scenario's limit).
 *
 * @param features what the engine announced
 * @param doneMs   from starting the process to {@code done=1}, or -1 when none came
 * @param quietMs  how long the examiner waited for features (XBoard's two seconds, scaled)
 */
public record Handshake(Features features, double doneMs, long quietMs) {
    /** XBoard's wait for the first feature line, or for done=1 when done=0 did not come. */
    public static final long XBOARD_WAIT_MS = 2000;
    /** How long the examiner waits for done=1 after done=0. */
    private static final long AFTER_DONE_ZERO_MS = 30_000;

    /** Performs the handshake on {@code engine}; the waits are multiplied by {@code scale}. */
    public static Handshake perform(EngineUnderTest engine, double scale) throws InterruptedException {
        return perform(engine, scale, java.util.Set.of());
    }

    /** The same, rejecting the features in {@code refuse} (whatever their value). */
    public static Handshake perform(EngineUnderTest engine, double scale, java.util.Set<String> refuse)
            throws InterruptedException {
        Features features = new Features(refuse);
        long quiet = Math.round(XBOARD_WAIT_MS * scale);
        long start = engine.startNanos();
        engine.send("xboard", "protover 2");
        long deadline = System.nanoTime() + quiet * 1_000_000L;
        while (!features.doneOne()) {
            long left = (deadline - System.nanoTime()) / 1_000_000L;
            EngineUnderTest.Line line = engine.next(text -> true, Math.max(0, left), null);
            if (line == null) {
                return new Handshake(features, -1, quiet);
            }
            String text = line.text();
            if (text.startsWith("feature ") || text.equals("feature")) {
                boolean hadDoneZero = features.doneZero();
                for (String answer : features.read(text)) {
                    engine.send(answer);
                }
                if (features.doneOne()) {
                    return new Handshake(features, EngineUnderTest.ms(start, line.nanos()), quiet);
                }
                if (features.doneZero() && !hadDoneZero) {
                    deadline = System.nanoTime() + Math.round(AFTER_DONE_ZERO_MS * scale) * 1_000_000L;
                }
            }
        }
        return new Handshake(features, -1, quiet);
    }
}
