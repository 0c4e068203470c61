package driverlessons.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import driverlessons.testing.RealGui;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The examiner's corpus: real engines that nobody here wrote (Debian's packages), each with the report card the
 * examiner gives it, every FAIL of which was read against the spec and XBoard 4.9.1 (common/docs/check.md, "Real
 * engines"). A verdict that changes fails the test: the examiner must not start failing what a real GUI accepts,
 * nor stop failing what it does not. To keep the build short, only the rows marked {@code *} in
 * {@code corpus.txt} run (the FAILs, warnings and n/a, and the rows the examiner once got wrong);
 * {@code -Dcheck.corpus=full} runs every row. An entry {@code pass|FAIL} accepts either verdict, where the
 * engine's own play varies from run to run. The transcripts are kept in {@code target/corpus-check/ENGINE/}.
 */
class CorpusCheckIT {
    /** One engine of the corpus: its name, the command that starts it, and its expected verdicts. */
    record Engine(String name, List<String> command, Map<String, String> verdicts, List<String> inBuild) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Engine> engines() throws IOException {
        return read().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    @Timeout(1800)
    void theEngineGetsItsCard(Engine engine) throws Exception {
        RealGui.assumeInstalled(engine.command().get(0));
        boolean full = "full".equals(System.getProperty("check.corpus"));
        List<Scenario> scenarios = Scenarios.all().stream()
                .filter(s -> full ? engine.verdicts().containsKey(s.name()) : engine.inBuild().contains(s.name()))
                .toList();
        ReportCard card = new ReportCard(System.out, false);
        card.heading(engine.command(), scenarios.size());
        List<Outcome> outcomes = new Examiner(engine.command(), null, 1).run(scenarios, card::print);
        card.summary(outcomes, 0);
        ReportCard.writeTranscripts(Path.of("target", "corpus-check", engine.name()), outcomes);
        Map<String, String> expected = new LinkedHashMap<>();
        Map<String, String> actual = new LinkedHashMap<>();
        for (Outcome outcome : outcomes) {
            String name = outcome.scenario().name();
            String allowed = engine.verdicts().get(name);
            String verdict = outcome.verdict().label();
            expected.put(name, allowed);
            actual.put(name, List.of(allowed.split("\\|")).contains(verdict) ? allowed : verdict + " ("
                    + outcome.reason() + ")");
        }
        assertEquals(expected, actual, engine.name() + "'s report card changed: see common/target/corpus-check/"
                + engine.name() + "/ and common/docs/check.md");
    }

    /**
     * Reads {@code corpus.txt}: a line {@code engine NAME COMMAND...} starts an engine, then a line per scenario,
     * {@code NAME VERDICT}, with a {@code *} before the name for the rows the build runs.
     */
    static List<Engine> read() throws IOException {
        List<Engine> engines = new ArrayList<>();
        try (InputStream in = CorpusCheckIT.class.getResourceAsStream("corpus.txt")) {
            String name = null;
            List<String> command = null;
            Map<String, String> verdicts = null;
            List<String> inBuild = null;
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String text = line.strip();
                if (text.isEmpty() || text.startsWith("#")) {
                    continue;
                }
                String[] cells = text.split("\\s+");
                if (cells[0].equals("engine")) {
                    if (name != null) {
                        engines.add(new Engine(name, command, verdicts, inBuild));
                    }
                    name = cells[1];
                    command = List.of(cells).subList(2, cells.length);
                    verdicts = new LinkedHashMap<>();
                    inBuild = new ArrayList<>();
                } else {
                    boolean build = cells[0].equals("*");
                    String scenario = build ? cells[1] : cells[0];
                    verdicts.put(scenario, build ? cells[2] : cells[1]);
                    if (build) {
                        inBuild.add(scenario);
                    }
                }
            }
            if (name != null) {
                engines.add(new Engine(name, command, verdicts, inBuild));
            }
        }
        return engines;
    }
}
