package driverlessons.check;

import java.util.List;

/** The scenarios of ... (to come). */
final class PonderingScenarios {
    private PonderingScenarios() {
    }

    static List<Scenario> list() {
        return List.of();
    }
}
