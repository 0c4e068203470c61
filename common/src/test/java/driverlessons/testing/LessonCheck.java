package driverlessons.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import driverlessons.check.Examiner;
import driverlessons.check.Outcome;
import driverlessons.check.Scenario;
import driverlessons.check.Scenarios;
import java.io.File;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The lesson table, run: the examiner ({@code check}) against the lesson's own engine, with the scenarios of its
 * own lesson and of the next one (every row from lesson 1 with {@code -Dcheck.table=full}; each row is run against
 * the engine of its own lesson either way, and {@code ./lesson check 5} runs them all against lesson 5). Lesson N
 * must pass every scenario of lessons 1..N, and the next lesson's scenarios must come out as {@link CheckTable}
 * says: FAIL or n/a exactly where the next layer is missing. A lesson's test class extends this one and names its
 * number and main class.
 */
@Timeout(900)
public abstract class LessonCheck {
    /** The lesson's number (1..5). */
    protected abstract int lesson();

    /** The lesson's main class (started as {@code java -cp TEST_CLASS_PATH MAIN --protocol}). */
    protected abstract Class<?> mainClass();

    @Test
    void theExaminerJudgesTheLessonAsTheTableSays() {
        String java = ProcessHandle.current().info().command().orElse("java");
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> command = List.of(java, "-cp", classPath, mainClass().getName(), "--protocol");
        // From the lesson's own rows on, which keeps the build's time down (-Dcheck.table=full runs every row).
        int from = "full".equals(System.getProperty("check.table")) ? 1 : lesson();
        List<Scenario> scenarios = Scenarios.upTo(Math.min(5, lesson() + 1)).stream()
                .filter(s -> s.lesson() >= from).toList();
        Map<String, String> expected = new LinkedHashMap<>();
        Map<String, String> actual = new LinkedHashMap<>();
        List<String> reasons = new ArrayList<>();
        List<Outcome> outcomes = new Examiner(command, new File("."), 1).run(scenarios, outcome -> {
            System.err.printf("lesson %d: %-4s %-26s %s%n", lesson(), outcome.verdict().label(),
                    outcome.scenario().name(), outcome.reason() == null ? "" : outcome.reason());
            if (outcome.verdict() == Outcome.Verdict.FAIL) {
                outcome.evidence().forEach(line -> System.err.println("        " + line));
            }
        });
        for (Outcome outcome : outcomes) {
            String name = outcome.scenario().name();
            expected.put(name, CheckTable.expected(name, lesson()));
            actual.put(name, outcome.verdict().label());
            if (!CheckTable.expected(name, lesson()).equals(outcome.verdict().label())) {
                reasons.add(name + ": " + outcome.reason());
            }
        }
        assertEquals(expected, actual, "the lesson table (CheckTable) and the examiner disagree; " + reasons);
    }
}
