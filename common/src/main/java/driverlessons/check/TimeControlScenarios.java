package driverlessons.check;

import java.util.List;

/** The scenarios of ... (to come). */
final class TimeControlScenarios {
    private TimeControlScenarios() {
    }

    static List<Scenario> list() {
        return List.of();
    }
}
