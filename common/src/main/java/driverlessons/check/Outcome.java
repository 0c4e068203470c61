package driverlessons.check;

import java.util.List;
import java.util.Map;

/**
 * The verdict of one scenario: pass, FAIL with the reason and the transcript lines that show it, or n/a (the
 * engine did not announce the feature it needs), with the figures it measured and the whole transcript.
 */
public record Outcome(Scenario scenario, Verdict verdict, String reason, List<String> evidence,
                      Map<String, String> figures, List<EngineUnderTest.Entry> transcript, String stderr,
                      double seconds) {
    /** The three verdicts. */
    public enum Verdict {
        PASS("pass"), FAIL("FAIL"), NOT_AVAILABLE("n/a");

        private final String label;

        Verdict(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }
}
