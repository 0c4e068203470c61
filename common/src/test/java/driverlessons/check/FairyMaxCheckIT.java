package driverlessons.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import driverlessons.testing.RealGui;
import java.io.File;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The examiner against a real engine it did not grow up with: Fairy-Max (Debian {@code fairymax}), the scenarios
 * of lessons 1 and 2 and the robustness one (the whole card takes two minutes; {@code -Dcheck.table=full} runs it).
 * Its report card must stay the one in {@code common/docs/check.md}, where each FAIL is shown to be Fairy-Max's
 * ({@code Error} for {@code result}, {@code nps} and {@code draw}; no pondering; {@code ?} ignored; {@code new}
 * leaving analysis mode; no answer after the first hostile batch). An entry {@code pass|FAIL} accepts either
 * verdict, where Fairy-Max's own play varies: with {@code random} each game differs, and in one of them it overran
 * its clock in {@code level-moves-per-session} (1,890 ms of CPU with 1,687 ms left). The card is printed, the
 * transcripts kept in {@code target/fairymax-check/}.
 */
class FairyMaxCheckIT {
    private static final String CARD = """
            handshake                  pass
            new-and-move               pass
            force-and-go               pass
            moves                      pass
            bare-moves                 pass
            setboard                   n/a
            setboard-illegal           n/a
            illegal-move               pass
            unknown-command            pass
            ping                       pass
            ping-while-thinking        pass
            undo                       pass
            remove                     pass
            result                     FAIL
            variant                    pass
            quit                       pass
            end-of-input               pass
            whole-game                 pass
            level-sudden-death         pass
            level-increment            pass
            level-moves-per-session    pass|FAIL
            st                         pass
            sd                         pass
            time-otim                  pass
            hard                       FAIL
            easy-no-ponder             pass
            ping-while-pondering       n/a
            ponder-hit                 n/a
            ponder-miss                n/a
            time-while-pondering       n/a
            force-stops-ponder         n/a
            new-stops-ponder           n/a
            quit-while-pondering       n/a
            hint                       pass
            analyze                    pass
            stat01                     n/a
            move-while-analyzing       pass
            undo-while-analyzing       pass
            new-while-analyzing        FAIL
            setboard-while-analyzing   n/a
            exit-analysis              pass
            ping-while-analyzing       pass
            move-now                   FAIL
            ping-search-goes-on        pass
            pause-resume               n/a
            playother                  n/a
            protocol-1                 pass
            san                        n/a
            san-rejected               n/a
            nps                        FAIL
            memory                     pass
            cores                      n/a
            options                    pass
            exclude                    n/a
            setscore                   n/a
            draw                       FAIL
            bk                         n/a
            reuse                      pass
            hostile-input              FAIL
            """;

    @Test
    void fairyMaxGetsItsReportCard() throws Exception {
        RealGui.assumeInstalled("fairymax");
        String fairymax = new File("/usr/games/fairymax").canExecute() ? "/usr/games/fairymax" : "fairymax";
        List<String> command = List.of(fairymax);
        ReportCard card = new ReportCard(System.out, false);
        boolean full = "full".equals(System.getProperty("check.table"));
        List<Scenario> scenarios = full ? Scenarios.all() : Scenarios.all().stream()
                .filter(s -> s.lesson() <= 2 || s.lesson() > 5).toList();
        card.heading(command, scenarios.size());
        List<Outcome> outcomes = new Examiner(command, null, 1).run(scenarios, card::print);
        card.summary(outcomes, 0);
        ReportCard.writeTranscripts(Path.of("target", "fairymax-check"), outcomes);
        Map<String, String> whole = new LinkedHashMap<>();
        for (String line : CARD.strip().split("\n")) {
            String[] cells = line.strip().split("\\s+");
            whole.put(cells[0], cells[1]);
        }
        Map<String, String> expected = new LinkedHashMap<>();
        scenarios.forEach(s -> expected.put(s.name(), whole.get(s.name())));
        Map<String, String> actual = new LinkedHashMap<>();
        outcomes.forEach(o -> {
            String verdict = o.verdict().label();
            String allowed = expected.get(o.scenario().name());
            boolean either = allowed != null && List.of(allowed.split("\\|")).contains(verdict);
            actual.put(o.scenario().name(), either ? allowed : verdict);
        });
        assertEquals(expected, actual, "Fairy-Max's report card changed: see common/target/fairymax-check/");
    }
}
