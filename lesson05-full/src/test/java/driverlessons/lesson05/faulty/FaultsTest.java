package driverlessons.lesson05.faulty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.check.Examiner;
import driverlessons.check.Outcome;
import driverlessons.check.Scenario;
import driverlessons.check.Scenarios;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Every scenario can fail: for each deliberate fault, the examiner runs the scenario it aims at against lesson 5
 * behind that fault, and the scenario must say FAIL (or warn, for the faults the spec permits: {@link #WARNS}).
 * Lesson 5 without a fault passes them all (its own check
 * test), so the fault is what the examiner caught. Two faults run at a time.
 */
@Timeout(900)
class FaultsTest {
    /**
     * The faults the spec permits though it advises against them: their scenario warns (a FAIL only with
     * {@code --strict}). Ignoring '?' leaves XBoard's Move Now doing nothing; moving at once on any command is
     * "permissible" but not preferred; a game that ends with 60 ms on the clock is a pass by a hair; a book
     * answer without its empty line shows in XBoard only when the engine's next line comes; a mate score in the
     * engine's own scale shows in XBoard as a number where it would show #N, a time in milliseconds as ten times
     * the time (the game goes on).
     */
    /**
     * The faults only the engine's CPU gives away (a search that goes on silently): the examiner judges the CPU only
     * where the search has most of a core, so these run alone, after the others.
     */
    static final Set<String> ALONE = Set.of("ignores-exit-silently");

    static final Set<String> WARNS = Set.of("ignores-move-now", "moves-on-any-command", "near-loss-on-time",
            "bk-without-empty-line", "mate-in-own-scale", "thinking-time-in-ms", "san-though-rejected", "time-read-as-ms");

    /** The command that starts the faulty engine: this JVM's java with the test class path. */
    static List<String> command(String fault) {
        String java = ProcessHandle.current().info().command().orElse("java");
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        return List.of(java, "-cp", classPath, FaultyEngine.class.getName(), fault);
    }

    @Test
    void everyScenarioHasAFault() {
        Set<String> covered = Faults.all().stream().map(Fault::scenario).collect(Collectors.toSet());
        Set<String> missing = new TreeSet<>();
        for (Scenario scenario : Scenarios.all()) {
            if (!covered.contains(scenario.name())) {
                missing.add(scenario.name());
            }
        }
        assertEquals(Set.of(), missing, "scenarios that no fault makes fail");
    }

    @Test
    void everyFaultNamesAScenario() {
        Set<String> names = Scenarios.all().stream().map(Scenario::name).collect(Collectors.toSet());
        for (Fault fault : Faults.all()) {
            assertTrue(names.contains(fault.scenario()), fault.name() + " aims at no scenario: " + fault.scenario());
        }
    }

    /** A pass by a hair warns; the card passes (exit status 0), and --strict fails it (1). */
    @Test
    void strictFailsAWarning(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        List<String> engine = command("near-loss-on-time");
        List<String> args = new ArrayList<>(List.of("--only", "level-increment", "--progress-file",
                dir.resolve("progress.tsv").toString(), "--"));
        args.addAll(engine);
        assertEquals(0, driverlessons.check.Check.run(args.toArray(String[]::new)), "a warning is no failure");
        args.add(0, "--strict");
        assertEquals(1, driverlessons.check.Check.run(args.toArray(String[]::new)), "--strict: a warning fails");
    }

    /**
     * One cause, one warning: an engine that reads time in milliseconds uses a tenth of its clock in the clock games;
     * exactly one of them warns of it, and one that would warn again passes, saying where the warning is
     * ({@code Examiner.warnedBefore}; which games show it depends on how little the engine's moves take).
     */
    @Test
    void oneWarningACause() {
        List<String> names = List.of("level-sudden-death", "level-increment", "level-moves-per-session");
        List<Scenario> games = Scenarios.all().stream().filter(s -> names.contains(s.name())).toList();
        List<Outcome> outcomes = new Examiner(command("time-read-as-ms"), new File("."), 1, 1).run(games, o -> { });
        for (Outcome o : outcomes) {
            System.err.printf("time-read-as-ms -> %-26s %s %s %s%n", o.scenario().name(), o.verdict().label(),
                    o.reason() == null ? "" : o.reason(), o.warnings());
        }
        List<Outcome> warned = outcomes.stream().filter(o -> o.warnings().stream()
                .anyMatch(w -> w.contains("a clock read ten times too fast"))).toList();
        assertEquals(1, warned.size(), "scenarios that warn of the clock: " + outcomes);
        assertEquals(Outcome.Verdict.WARN, warned.get(0).verdict(), warned.get(0).reason());
        for (Outcome o : outcomes) {
            if (o.reason() != null && o.reason().contains("warned of in ")) {
                assertTrue(o.reason().contains("see " + warned.get(0).scenario().name()), o.reason());
                assertEquals(Outcome.Verdict.PASS, o.verdict(), o.scenario().name() + ": " + o.reason());
            }
        }
    }

    /** A quirk that XBoard copes with passes the scenario that once failed it ({@link Faults#harmless()}). */
    @Test
    void everyHarmlessQuirkPasses() {
        for (Fault quirk : Faults.harmless()) {
            Scenario scenario = Scenarios.all().stream().filter(s -> s.name().equals(quirk.scenario())).findFirst()
                    .orElseThrow();
            Outcome outcome = new Examiner(command(quirk.name()), new File("."), 1).run(scenario);
            System.err.printf("quirk %-28s -> %-26s %s %s%n", quirk.name(), scenario.name(),
                    outcome.verdict().label(), outcome.reason() == null ? "" : outcome.reason());
            assertEquals(Outcome.Verdict.PASS, outcome.verdict(), quirk.name() + ": " + outcome.reason());
        }
    }

    @Test
    void everyFaultMakesItsScenarioFail() throws Exception {
        String only = System.getProperty("fault");   // -Dfault=NAME runs one
        ExecutorService pool = Executors.newFixedThreadPool(2);   // more at once loads the machine: a hit restarted
                                                                  // after a slowed unpondered move looked fast
        List<Future<String>> results = new ArrayList<>();
        List<Fault> alone = new ArrayList<>();
        for (Fault fault : Faults.all()) {
            if (only != null && !only.equals(fault.name())) {
                continue;
            }
            if (ALONE.contains(fault.name())) {
                alone.add(fault);                         // after the others, with the machine to itself
                continue;
            }
            Scenario scenario = Scenarios.all().stream().filter(s -> s.name().equals(fault.scenario())).findFirst()
                    .orElseThrow();
            results.add(pool.submit(() -> {
                Outcome outcome = new Examiner(command(fault.name()), new File("."), 1).run(scenario);
                System.err.printf("fault %-28s -> %-26s %s %s%n", fault.name(), scenario.name(),
                        outcome.verdict().label(), outcome.reason() == null ? "" : outcome.reason());
                Outcome.Verdict wanted = WARNS.contains(fault.name()) ? Outcome.Verdict.WARN : Outcome.Verdict.FAIL;
                return outcome.verdict() == wanted ? null : fault.name() + ": " + scenario.name() + " said "
                        + outcome.verdict().label() + ", not " + wanted.label();
            }));
        }
        List<String> missed = new ArrayList<>();
        for (Future<String> result : results) {
            String problem = result.get();
            if (problem != null) {
                missed.add(problem);
            }
        }
        pool.shutdown();
        ExecutorService single = Executors.newSingleThreadExecutor();
        for (Fault fault : alone) {
            Scenario scenario = Scenarios.all().stream().filter(s -> s.name().equals(fault.scenario())).findFirst()
                    .orElseThrow();
            String problem = single.submit(() -> {
                Outcome outcome = new Examiner(command(fault.name()), new File("."), 1).run(scenario);
                System.err.printf("fault %-28s -> %-26s %s %s%n", fault.name(), scenario.name(),
                        outcome.verdict().label(), outcome.reason() == null ? "" : outcome.reason());
                return outcome.verdict() == Outcome.Verdict.FAIL ? null : fault.name() + ": " + scenario.name()
                        + " said " + outcome.verdict().label() + ", not FAIL";
            }).get();
            if (problem != null) {
                missed.add(problem);
            }
        }
        single.shutdown();
        assertEquals(List.of(), missed, "faults the examiner did not catch");
    }
}
