package driverlessons.check;

import java.util.List;

/** The scenarios of ... (to come). */
final class RobustnessScenarios {
    private RobustnessScenarios() {
    }

    static List<Scenario> list() {
        return List.of();
    }
}
