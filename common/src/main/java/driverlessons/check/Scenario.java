package driverlessons.check;

/**
 * One thing the examiner checks: a short dialog with a fresh engine process, what the spec demands of it in one
 * line, and the lesson that teaches it. The body talks to the engine through an {@link Exam} and ends by
 * returning (pass), {@link Exam#fail} or {@link Exam#notAvailable}.
 *
 * @param name      the scenario's name, as {@code --only} takes it ({@code ping-while-thinking})
 * @param lesson    the lesson that teaches what it checks (1..5), or 6 for robustness
 * @param demand    what the spec demands, in one line
 * @param timeoutMs the hard limit for the whole scenario (scaled by {@code --timeout-scale}); past it the
 *                  engine's process group is killed and the scenario fails
 * @param handshake true when the examiner does the handshake first (most scenarios); false when the body
 *                  starts the conversation itself
 * @param body      the dialog
 * @param timed     true when its verdict rests on times or CPU use (a reply within so many ms, a share of a core):
 *                  no other timed one runs beside it; false when only the order and content of the lines count,
 *                  so that it may run beside others, its engine at the lowest CPU priority
 */
public record Scenario(String name, int lesson, String demand, long timeoutMs, boolean handshake, Body body,
                       boolean timed) {
    /** The dialog of a scenario. */
    @FunctionalInterface
    public interface Body {
        void run(Exam exam) throws Exception;
    }

    /** A scenario that starts after the handshake. */
    public static Scenario of(String name, int lesson, String demand, long timeoutMs, Body body) {
        return new Scenario(name, lesson, demand, timeoutMs, true, body, true);
    }

    /** A scenario that does its own handshake (or none). */
    public static Scenario raw(String name, int lesson, String demand, long timeoutMs, Body body) {
        return new Scenario(name, lesson, demand, timeoutMs, false, body, true);
    }

    /** The same scenario, marked as one whose verdict no time decides (it may run side by side). */
    public Scenario untimed() {
        return new Scenario(name, lesson, demand, timeoutMs, handshake, body, false);
    }
}
