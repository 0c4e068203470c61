package driverlessons.check;

import java.util.List;

/** The scenarios of ... (to come). */
final class FullProtocolScenarios {
    private FullProtocolScenarios() {
    }

    static List<Scenario> list() {
        return List.of();
    }
}
