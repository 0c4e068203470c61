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
                input("time-read-as-ms", "level-moves-per-session", (line, p) -> {
                    String[] f = line.strip().split("\\s+");
                    if ((f[0].equals("time") || f[0].equals("otim")) && f.length == 2 && f[1].matches("\\d{1,12}")) {
                        p.toEngine(f[0] + " " + Long.parseLong(f[1]) / 10);   // centiseconds read as milliseconds
                    } else {
                        p.toEngine(line);
                    }
                }),
                input("ignores-st", "new-and-move", (line, p) ->   // 15 s a move, whatever st says
                        p.toEngine(line.startsWith("st ") ? "st 15" : line)),
                input("st-tripled", "st", (line, p) ->
                        p.toEngine(line.startsWith("st ") ? "st " + 3 * Integer.parseInt(line.substring(3).strip())
                                : line)),
                input("st-plus-one", "st", (line, p) ->            // keeps 3 s of st 2 (2.85 s, by the wall clock)
                        p.toEngine(line.startsWith("st ") ? "st " + (Integer.parseInt(line.substring(3).strip()) + 1)
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
                }),
                nearLossOnTime());
    }

    /**
     * A pass by a hair (a warning, not a FAIL): its first move is held back until 120 ms are left on the clock the
     * GUI told, under the warning's 150 ms, as a driver that looks at its clock only every few thousand nodes might
     * move. One move, with 120 ms to spare: on a busy machine the hold ends late by what the engine waited for a CPU
     * (60 ms to spare on every move ran out of time there).
     */
    static Fault nearLossOnTime() {
        long[] clock = {0, 0, 0};       // ms on the clock, when the turn began (nanos), 0/1/2: before/in/after it
        return new Fault("near-loss-on-time", "level-increment", new Fault.Filter() {
            @Override
            public void toEngine(String line, Pipes pipes) {
                if (line.startsWith("time ")) {
                    clock[0] = 10 * Long.parseLong(line.substring(5).strip());
                } else if ((line.startsWith("usermove") || line.equals("go")) && clock[2] < 2) {
                    clock[1] = System.nanoTime();
                    clock[2] = 1;
                }
                pipes.toEngine(line);
            }

            @Override
            public void toGui(String line, Pipes pipes) {
                if (line.startsWith("move ") && clock[2] == 1) {
                    long left = clock[0] - 120 - (System.nanoTime() - clock[1]) / 1_000_000;
                    Pipes.sleep(Math.max(0, left));
                    clock[2] = 2;                                   // the first move only
                }
                pipes.toGui(line);
            }
        });
    }
}
