package driverlessons.lesson05.faulty;

import static driverlessons.lesson05.faulty.Fault.input;

import java.util.List;

/** The faults that break the robustness scenario. */
final class RobustnessFaults {
    /** Reads its input strictly as UTF-8 (as Python does), and dies of the first byte that is not: FaultyEngine. */
    static final String DIES_OF_BYTES_NOT_UTF8 = "dies-of-bytes-not-utf8";

    private RobustnessFaults() {
    }

    static List<Fault> list() {
        return List.of(
                input("crash-on-huge-line", "hostile-input", (line, p) -> {
                    if (line.length() > 100_000) {
                        System.exit(3);                           // a fixed-size buffer overflowed
                    }
                    p.toEngine(line);
                }),
                input("deaf-after-control-characters", "hostile-input", (line, p) -> {
                    if (line.chars().anyMatch(c -> c < 0x20 && c != '\t')) {
                        p.count.set(1);                           // the reader is stuck from here on
                    }
                    if (p.count.get() == 0) {
                        p.toEngine(line);
                    }
                }),
                input(DIES_OF_BYTES_NOT_UTF8, "hostile-input", (line, p) -> p.toEngine(line)));
    }
}
