package driverlessons.check;

import java.util.List;
import java.util.Map;

/**
 * The verdict of one scenario: pass, warn (a pass with a warning: what the spec permits but a GUI's user will
 * notice, or a narrow margin), FAIL with the reason and the transcript lines that show it, n/a (the engine did not
 * announce or refused the feature it needs), or not judged (it failed for a cause that an earlier scenario's FAIL
 * names already), with the figures it measured and the whole transcript.
 *
 * @param cause    what the FAIL comes from when other scenarios can fail of it too ("died:139",
 *                 "refused:setboard"), else null; the examiner reports each cause once
 * @param warnings what the engine should improve though it passed
 * @param exit     how the engine's process ended when that is worth saying (a crash, a status other than 0), or
 *                 null
 * @param warningCauses the cause of each warning that other scenarios can give too ("clock-read-too-fast"), by
 *                 the warning's text; the examiner gives each cause one warning, the later ones "see" it
 */
public record Outcome(Scenario scenario, Verdict verdict, String reason, List<String> evidence,
                      Map<String, String> figures, List<EngineUnderTest.Entry> transcript, String stderr,
                      double seconds, String cause, List<String> warnings, String exit,
                      Map<String, String> warningCauses) {
    /** An outcome whose warnings have no cause another scenario can share. */
    public Outcome(Scenario scenario, Verdict verdict, String reason, List<String> evidence,
                   Map<String, String> figures, List<EngineUnderTest.Entry> transcript, String stderr,
                   double seconds, String cause, List<String> warnings, String exit) {
        this(scenario, verdict, reason, evidence, figures, transcript, stderr, seconds, cause, warnings, exit,
                Map.of());
    }

    /** The verdicts. */
    public enum Verdict {
        PASS("pass"), WARN("warn"), FAIL("FAIL"), NOT_AVAILABLE("n/a"), NOT_JUDGED("n/j");

        private final String label;

        Verdict(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /** The same outcome with another verdict and reason (a FAIL whose cause was reported already). */
    Outcome judgedAs(Verdict newVerdict, String newReason) {
        return new Outcome(scenario, newVerdict, newReason, evidence, figures, transcript, stderr, seconds, cause,
                warnings, exit, warningCauses);
    }

    /** The same outcome with only {@code kept} of its warnings (the others were given in an earlier scenario). */
    Outcome withWarnings(Verdict newVerdict, String newReason, List<String> kept) {
        return new Outcome(scenario, newVerdict, newReason, evidence, figures, transcript, stderr, seconds, cause,
                List.copyOf(kept), exit, warningCauses);
    }
}
