package driverlessons.lesson05.faulty;

import java.util.ArrayList;
import java.util.List;

/** Every deliberate fault, by the lesson of the scenario it breaks. */
public final class Faults {
    private Faults() {
    }

    public static List<Fault> all() {
        List<Fault> all = new ArrayList<>();
        all.addAll(MinimalFaults.list());
        all.addAll(TimeControlFaults.list());
        all.addAll(PonderingFaults.list());
        all.addAll(AnalysisFaults.list());
        all.addAll(FullProtocolFaults.list());
        all.addAll(RobustnessFaults.list());
        return all;
    }

    /** The fault of that name, or null. */
    public static Fault named(String name) {
        return all().stream().filter(f -> f.name().equals(name)).findFirst().orElse(null);
    }
}
