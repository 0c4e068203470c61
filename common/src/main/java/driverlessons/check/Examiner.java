package driverlessons.check;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Runs scenarios against an engine command, one fresh process each, and judges them. A scenario that outlives its
 * hard limit has its engine's process group killed and fails; whatever a scenario throws that is not a verdict is
 * reported as a failure of the engine's conversation (an examiner bug shows there with its stack trace on stderr).
 */
public final class Examiner {
    /** Lines of the transcript shown with a failure. */
    private static final int EVIDENCE_LINES = 14;

    private final List<String> command;
    private final File directory;
    private final double scale;

    /** An examiner for {@code command} run in {@code directory} (null: the current one), waits times {@code scale}. */
    public Examiner(List<String> command, File directory, double scale) {
        this.command = List.copyOf(command);
        this.directory = directory;
        this.scale = scale;
    }

    /** Runs every scenario in order, telling {@code progress} about each outcome as it comes. */
    public List<Outcome> run(List<Scenario> scenarios, Consumer<Outcome> progress) {
        List<Outcome> outcomes = new ArrayList<>();
        for (Scenario scenario : scenarios) {
            Outcome outcome = run(scenario);
            outcomes.add(outcome);
            progress.accept(outcome);
        }
        return outcomes;
    }

    /** Runs one scenario with a fresh engine. */
    public Outcome run(Scenario scenario) {
        long start = System.nanoTime();
        EngineUnderTest engine;
        try {
            engine = EngineUnderTest.start(command, directory);
        } catch (IOException e) {
            return new Outcome(scenario, Outcome.Verdict.FAIL, "the engine could not be started: " + e.getMessage(),
                    List.of(), Map.of(), List.of(), "", 0);
        }
        Exam exam = new Exam(engine, new Features(), scale);
        Object[] verdict = new Object[1];
        int[] evidenceEnd = {-1}; // the transcript's length when the verdict fell
        Thread body = new Thread(() -> {
            try {
                if (scenario.handshake()) {
                    exam.handshake();
                }
                scenario.body().run(exam);
                verdict[0] = Outcome.Verdict.PASS;
            } catch (Exam.Failed | Exam.NotAvailable e) {
                evidenceEnd[0] = engine.transcript().size();
                verdict[0] = e;
            } catch (InterruptedException e) {
                verdict[0] = new Exam.Failed("stopped at the scenario's hard limit");
            } catch (Throwable e) {
                e.printStackTrace();
                verdict[0] = new Exam.Failed("the examiner could not go on: " + e);
            }
        }, "scenario-" + scenario.name());
        body.setDaemon(true);
        body.start();
        long limit = Math.round(scenario.timeoutMs() * scale);
        String hardLimit = null;
        try {
            body.join(limit);
            if (body.isAlive()) {
                hardLimit = "the scenario did not end within its hard limit of " + limit + " ms"
                        + " (the engine's process group was killed)";
                engine.note(hardLimit);
                engine.kill();
                body.interrupt();
                body.join(5000);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            engine.close();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        List<EngineUnderTest.Entry> transcript = engine.transcript();
        Outcome.Verdict result;
        String reason = null;
        if (hardLimit != null) {
            result = Outcome.Verdict.FAIL;
            reason = verdict[0] instanceof Exam.Failed failed ? failed.getMessage() + "; " + hardLimit : hardLimit;
        } else if (verdict[0] instanceof Exam.Failed failed) {
            result = Outcome.Verdict.FAIL;
            reason = failed.getMessage();
        } else if (verdict[0] instanceof Exam.NotAvailable na) {
            result = Outcome.Verdict.NOT_AVAILABLE;
            reason = na.getMessage();
        } else {
            result = Outcome.Verdict.PASS;
        }
        int end = evidenceEnd[0] >= 0 && hardLimit == null ? evidenceEnd[0] : transcript.size();
        List<String> evidence = result == Outcome.Verdict.FAIL ? tail(transcript.subList(0, end)) : List.of();
        return new Outcome(scenario, result, reason, evidence,
                Collections.unmodifiableMap(new LinkedHashMap<>(exam.figures())), transcript,
                engine.stderr(), seconds);
    }

    private static List<String> tail(List<EngineUnderTest.Entry> transcript) {
        List<String> lines = new ArrayList<>();
        for (int i = Math.max(0, transcript.size() - EVIDENCE_LINES); i < transcript.size(); i++) {
            lines.add(transcript.get(i).toString());
        }
        return lines;
    }
}
