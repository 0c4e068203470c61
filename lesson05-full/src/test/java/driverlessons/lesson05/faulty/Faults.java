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
     * pass. An engine whose book holds the Sicilian the pondering scenarios once played from (no pondering after a
     * book move); an engine that keeps time by {@code time} alone, ignoring {@code st}: XBoard sends the clocks
     * before every move in an st game too.
     */
    public static List<Fault> harmless() {
        return List.of(new Fault("book-holds-the-sicilian", "hard", new Fault.Filter() {
            // A small book, as engines have: the Open Sicilian after 5. Nc3 is in it, and after a book move the
            // engine does not ponder. The pondering scenarios play from a position no book holds, so it ponders.
            private boolean inBook;

            @Override
            public void toEngine(String line, Pipes pipes) {
                if (line.startsWith("setboard ")) {
                    inBook = line.contains("rnbqkb1r/pp2pppp/3p1n2/8/3NP3/8/PPP2PPP/RNBQKB1R w");
                } else if (line.equals("new")) {
                    inBook = false;
                } else if (line.equals("go") && inBook) {
                    pipes.toEngine("easy");                    // a book move: nothing to ponder on
                }
                pipes.toEngine(line);
            }
        }), new Fault("keeps-time-by-time-only", "force-and-go", new Fault.Filter() {
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
