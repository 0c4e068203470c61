package driverlessons.check;

import java.util.ArrayList;
import java.util.List;

/** Every scenario of the examiner, in the order of the course: lesson 1 first, robustness last. */
public final class Scenarios {
    private Scenarios() {
    }

    /** All scenarios. */
    public static List<Scenario> all() {
        List<Scenario> all = new ArrayList<>();
        all.addAll(MinimalScenarios.list());
        all.addAll(TimeControlScenarios.list());
        all.addAll(PonderingScenarios.list());
        all.addAll(AnalysisScenarios.list());
        all.addAll(FullProtocolScenarios.list());
        all.addAll(RobustnessScenarios.list());
        return all;
    }

    /** The scenarios of lessons 1..{@code lesson}, and the robustness ones. */
    public static List<Scenario> upTo(int lesson) {
        return all().stream().filter(s -> s.lesson() <= lesson || s.lesson() > 5).toList();
    }
}
