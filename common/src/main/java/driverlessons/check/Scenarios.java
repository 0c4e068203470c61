package driverlessons.check;

import java.util.ArrayList;
import java.util.List;

/** Every scenario of the examiner, in the order of the course: lesson 1 first, robustness last. */
public final class Scenarios {
    private Scenarios() {
    }

    /**
     * The scenarios whose verdict no time decides (only the order and content of the lines count, and the waits
     * are many times what an answer takes): they may run beside others, their engines at the lowest priority.
     */
    private static final java.util.Set<String> UNTIMED = java.util.Set.of("new-and-move", "force-and-go", "moves",
            "bare-moves", "setboard", "setboard-illegal", "illegal-move", "unknown-command", "ping",
            "ping-while-thinking", "undo", "remove", "result", "variant", "end-of-input", "whole-game", "sigint",
            "sd", "hint", "protocol-1", "san", "san-rejected", "memory", "cores", "options", "setscore", "draw", "bk",
            "reuse", "playother", "ping-while-pondering", "quit-while-pondering", "easy-stops-ponder");

    /** All scenarios. */
    public static List<Scenario> all() {
        List<Scenario> all = new ArrayList<>();
        all.addAll(MinimalScenarios.list());
        all.addAll(TimeControlScenarios.list());
        all.addAll(PonderingScenarios.list());
        all.addAll(AnalysisScenarios.list());
        all.addAll(FullProtocolScenarios.list());
        all.addAll(RobustnessScenarios.list());
        return all.stream().map(s -> UNTIMED.contains(s.name()) ? s.untimed() : s).toList();
    }

    /** The scenarios of lessons 1..{@code lesson}, and the robustness ones. */
    public static List<Scenario> upTo(int lesson) {
        return all().stream().filter(s -> s.lesson() <= lesson || s.lesson() > 5).toList();
    }
}
