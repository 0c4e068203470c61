package driverlessons.lesson05.faulty;

import static driverlessons.lesson05.faulty.PonderingFaults.tracked;
import static driverlessons.lesson05.faulty.PonderingFaults.trackedOutput;

import driverlessons.check.Exam;
import java.util.List;

/** The faults that break lesson 4's scenarios (analysis), one each. */
final class AnalysisFaults {
    /**
     * Says nothing of sigint (no sigint=0) and dies of SIGINT while analysing only (status 130, as a shell's
     * default): XBoard interrupts an analysis after a stat01 line, before its next command.
     */
    static final String DIES_OF_SIGINT_IN_ANALYSIS = "dies-of-sigint-in-analysis";

    private AnalysisFaults() {
    }

    static List<Fault> list() {
        return List.of(
                trackedOutput("silent-analysis", "analyze", (s, line, p) -> {
                    if (!(s.analysing && Exam.THINKING.matcher(line).matches())) {
                        p.toGui(line);
                    }
                }),
                trackedOutput(DIES_OF_SIGINT_IN_ANALYSIS, "stat01",
                        (s, line, p) -> p.toGui(line.replace(" sigint=0", ""))),
                trackedOutput("malformed-stat01", "stat01", (s, line, p) -> {
                    if (line.startsWith("stat01:")) {
                        String[] f = line.split("\\s+");
                        p.toGui("stat01: " + f[1] + " " + f[2] + " " + f[3]);   // no moves left, no total
                    } else {
                        p.toGui(line);
                    }
                }),
                tracked("analysis-ignores-move", "move-while-analyzing", (s, line, word, move, p) -> {
                    if (!(s.analysing && move != null)) {
                        p.toEngine(line);
                    }
                }),
                tracked("analysis-ignores-undo", "undo-while-analyzing", (s, line, word, move, p) -> {
                    if (!(s.analysing && word.equals("undo"))) {
                        p.toEngine(line);
                    }
                }),
                tracked("new-ends-analysis", "new-while-analyzing", (s, line, word, move, p) -> {
                    if (s.analysing && word.equals("new")) {
                        p.toEngine("exit");                        // new leaves analysis mode
                    }
                    p.toEngine(line);
                }),
                tracked("analysis-ignores-setboard", "setboard-while-analyzing", (s, line, word, move, p) -> {
                    if (!(s.analysing && word.equals("setboard"))) {
                        p.toEngine(line);
                    }
                }),
                tracked("ignores-exit", "exit-analysis", (s, line, word, move, p) -> {
                    if (!word.equals("exit")) {
                        p.toEngine(line);
                    }
                }),
                new Fault("ignores-exit-silently", "exit-analysis", new PonderingFaults.Tracking() {
                    private volatile boolean exitDropped;

                    @Override
                    void input(String line, String word, String move, Pipes pipes) {
                        if (word.equals("exit")) {
                            exitDropped = true;                  // analyses on, and says nothing from now on
                        } else {
                            pipes.toEngine(line);
                        }
                    }

                    @Override
                    void output(String line, Pipes pipes) {
                        if (!(exitDropped && Exam.THINKING.matcher(line).matches())) {
                            pipes.toGui(line);
                        }
                    }
                }),
                trackedOutput("slow-pong-while-analyzing", "ping-while-analyzing", (s, line, p) -> {
                    if (line.startsWith("pong") && s.analysing) {
                        Pipes.sleep(2000);
                    }
                    p.toGui(line);
                }));
    }
}
