package driverlessons.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** One cause, one warning: a warning whose cause an earlier scenario gave is dropped, and the scenario sees it. */
class WarningCausesTest {
    private static Outcome warned(String name, Map<String, String> causes, String... warnings) {
        Scenario scenario = Scenario.of(name, 2, "", 1000, exam -> { });
        return new Outcome(scenario, warnings.length == 0 ? Outcome.Verdict.PASS : Outcome.Verdict.WARN, null,
                List.of(), Map.of(), List.of(), "", 0, null, List.of(warnings), null, causes);
    }

    @Test
    void theSecondWarningOfACauseSeesTheFirst() {
        Map<String, String> first = new LinkedHashMap<>();
        Outcome a = Examiner.warnedBefore(warned("level-sudden-death", Map.of("0.7% a move", "clock"),
                "0.7% a move"), first);
        assertEquals(Outcome.Verdict.WARN, a.verdict());
        assertEquals(List.of("0.7% a move"), a.warnings());
        Outcome b = Examiner.warnedBefore(warned("level-moves-per-session", Map.of("6% of the sessions", "clock"),
                "6% of the sessions"), first);
        assertEquals(Outcome.Verdict.PASS, b.verdict(), b.reason());
        assertEquals(List.of(), b.warnings());
        assertTrue(b.reason().contains("see level-sudden-death (6% of the sessions)"), b.reason());
    }

    @Test
    void warningsOfOtherCausesStay() {
        Map<String, String> first = new LinkedHashMap<>();
        Examiner.warnedBefore(warned("level-increment", Map.of("slow", "clock"), "slow"), first);
        Outcome b = Examiner.warnedBefore(warned("level-moves-per-session", Map.of("again", "clock"), "again",
                "its own, without a cause"), first);
        assertEquals(Outcome.Verdict.WARN, b.verdict());
        assertEquals(List.of("its own, without a cause"), b.warnings());
        Outcome c = Examiner.warnedBefore(warned("st", Map.of(), "no cause"), first);
        assertEquals(List.of("no cause"), c.warnings());
        assertEquals(null, c.reason());
    }
}
