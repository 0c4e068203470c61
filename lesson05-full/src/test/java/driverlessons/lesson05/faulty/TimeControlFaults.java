package driverlessons.lesson05.faulty;

import static driverlessons.lesson05.faulty.Fault.input;

import java.util.List;

/** The faults that break lesson 2's scenarios: each misreads one part of the time control. */
final class TimeControlFaults {
    private TimeControlFaults() {
    }

    static List<Fault> list() {
        return List.of(
                input("ignores-level", "level-sudden-death", (line, p) -> {
                    if (line.startsWith("level")) {
                        p.toEngine("level 40 5 0");                // its own idea of the game: 40 moves in 5 min
                    } else if (!line.startsWith("time") && !line.startsWith("otim")) {
                        p.toEngine(line);
                    }
                }),
                input("increment-misread", "level-increment", (line, p) -> {
                    if (line.startsWith("level")) {
                        p.toEngine(line.replace("0.2", "2"));      // "0.2" read as 2 seconds ...
                    } else if (!line.startsWith("time") && !line.startsWith("otim")) {
                        p.toEngine(line);                          // ... on a clock it keeps itself
                    }
                }),
                input("session-misread", "level-moves-per-session", (line, p) -> {
                    if (line.startsWith("level")) {
                        p.toEngine(line.replaceAll("(\\d+):\\d+", "$1" + "3"));   // 5 moves in 3 minutes, it thinks
                    } else if (!line.startsWith("time") && !line.startsWith("otim")) {
                        p.toEngine(line);                          // and keeps its own clock
                    }
                }),
                input("st-tripled", "st", (line, p) ->
                        p.toEngine(line.startsWith("st ") ? "st " + 3 * Integer.parseInt(line.substring(3).strip())
                                : line)),
                input("ignores-sd", "sd", (line, p) -> {
                    if (!line.startsWith("sd")) {
                        p.toEngine(line);
                    }
                }),
                input("ignores-time", "time-otim", (line, p) -> {
                    if (!line.startsWith("time")) {
                        p.toEngine(line);
                    }
                }));
    }
}
