package driverlessons.lesson05.faulty;

import static driverlessons.lesson05.faulty.Fault.input;
import static driverlessons.lesson05.faulty.Fault.output;

import java.util.List;

/** The faults that break lesson 5's scenarios (the full protocol), one each. */
final class FullProtocolFaults {
    private FullProtocolFaults() {
    }

    /** A fault that answers every line starting with {@code word} with an Error instead of passing it on. */
    private static Fault unknown(String name, String scenario, String word) {
        return input(name, scenario, (line, p) -> {
            if (line.equals(word) || line.startsWith(word + " ")) {
                p.toGui("Error (unknown command): " + line);
            } else {
                p.toEngine(line);
            }
        });
    }

    /** A fault that drops every line starting with one of {@code words}. */
    private static Fault ignores(String name, String scenario, String... words) {
        return input(name, scenario, (line, p) -> {
            for (String word : words) {
                if (line.equals(word) || line.startsWith(word + " ")) {
                    return;
                }
            }
            p.toEngine(line);
        });
    }

    static List<Fault> list() {
        return List.of(
                ignores("ignores-move-now", "move-now", "?"),
                input("moves-on-any-command", "ping-search-goes-on", (line, p) -> {
                    if (line.startsWith("ping")) {
                        p.toEngine("?");                          // any command while thinking: move at once
                    }
                    p.toEngine(line);
                }),
                ignores("ignores-pause", "pause-resume", "pause", "resume"),
                ignores("ignores-playother", "playother", "playother"),
                input("ignores-edit", "protocol-1", (line, p) -> {
                    if (line.equals("edit")) {
                        p.count.set(1);                           // swallow the edit commands up to '.'
                        return;
                    }
                    if (p.count.get() == 1) {
                        if (line.equals(".")) {
                            p.count.set(0);
                        }
                        return;
                    }
                    p.toEngine(line);
                }),
                input("coordinates-after-san", "san", (line, p) -> {
                    if (!line.equals("accepted san")) {
                        p.toEngine(line);                         // as if san=1 were never accepted
                    }
                }),
                input("san-though-rejected", "san-rejected", (line, p) ->
                        p.toEngine(line.equals("rejected san") ? "accepted san" : line)),
                ignores("ignores-nps", "nps", "nps"),
                unknown("memory-unknown", "memory", "memory"),
                unknown("cores-unknown", "cores", "cores"),
                input("option-error", "options", (line, p) -> {
                    if (line.startsWith("option ")) {
                        p.toGui("Error (bad option value): " + line);
                    } else {
                        p.toEngine(line);
                    }
                }),
                ignores("ignores-exclude", "exclude", "exclude", "include"),
                unknown("setscore-unknown", "setscore", "setscore"),
                input("draw-ends-the-game", "draw", (line, p) ->
                        p.toEngine(line.equals("draw") ? "force" : line)),   // the offer taken for the game's end
                output("bk-without-empty-line", "bk", (line, p) -> {
                    if (!line.isEmpty()) {
                        p.toGui(line);
                    }
                }),
                input("ignores-new-after-first-game", "reuse", (line, p) -> {
                    if (line.equals("new") && p.count.incrementAndGet() > 1) {
                        return;                                   // the old game goes on
                    }
                    p.toEngine(line);
                }));
    }
}
