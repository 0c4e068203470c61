package driverlessons.lesson05.faulty;

import java.util.List;

/** The faults that break the scenarios of ... (to come). */
final class AnalysisFaults {
    private AnalysisFaults() {
    }

    static List<Fault> list() {
        return List.of();
    }
}
