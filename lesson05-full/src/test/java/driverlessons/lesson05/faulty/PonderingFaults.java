package driverlessons.lesson05.faulty;

import java.util.List;

/** The faults that break the scenarios of ... (to come). */
final class PonderingFaults {
    private PonderingFaults() {
    }

    static List<Fault> list() {
        return List.of();
    }
}
