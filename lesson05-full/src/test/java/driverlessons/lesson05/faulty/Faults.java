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

    /**
     * Quirks that are no fault where XBoard is the GUI (the examiner once failed them): the scenario each names must
     * pass. An engine that keeps time by {@code time} alone, ignoring {@code st}: XBoard sends the clocks before
     * every move in an st game too.
     */
    public static List<Fault> harmless() {
        return List.of(new Fault("keeps-time-by-time-only", "force-and-go", new Fault.Filter() {
            private boolean told;       // a time came since the last move or go
            private boolean slow;       // it was given no clock: it thinks 30 s

            @Override
            public void toEngine(String line, Pipes pipes) {
                if (line.startsWith("st ")) {
                    return;                                    // st means nothing to it
                }
                if (line.startsWith("time ")) {
                    told = true;
                    if (slow) {
                        pipes.toEngine("level 0 5 0");         // back to a clock: time and otim plan the move
                        slow = false;
                    }
                } else if (line.equals("go") || line.startsWith("usermove ")) {
                    if (!told && !slow) {
                        pipes.toEngine("st 30");               // no clock told: it thinks as long as it likes
                        slow = true;
                    }
                    told = false;
                }
                pipes.toEngine(line);
            }
        }));
    }

    /** The fault (or harmless quirk) of that name, or null. */
    public static Fault named(String name) {
        return java.util.stream.Stream.concat(all().stream(), harmless().stream()).filter(f -> f.name().equals(name))
                .findFirst().orElse(null);
    }
}
