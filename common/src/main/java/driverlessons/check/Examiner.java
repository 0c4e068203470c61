package driverlessons.check;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Consumer;

/**
 * Runs scenarios against an engine command, one fresh process each, and judges them. A scenario that outlives its
 * hard limit has its engine's process group killed and fails; whatever a scenario throws that is not a verdict is
 * reported as a failure of the engine's conversation (an examiner bug shows there with its stack trace on stderr).
 */
public final class Examiner {
    /** Lines of the transcript shown with a failure. */
    private static final int EVIDENCE_LINES = 14;

    /**
     * How many scenarios run at once by default: one more than the machine has cores, of which one timed at most
     * (the untimed ones at the lowest priority, so that the timed one keeps a core of its own).
     */
    public static final int DEFAULT_JOBS = Runtime.getRuntime().availableProcessors() + 1;

    private final List<String> command;
    private final File directory;
    private final double scale;
    private final int jobs;
    /** The first scenario in which the engine was stopped for its output (a flood, an overlong line), or null. */
    private volatile Outcome flooded;

    /** An examiner for {@code command} run in {@code directory} (null: the current one), waits times {@code scale}. */
    public Examiner(List<String> command, File directory, double scale) {
        this(command, directory, scale, DEFAULT_JOBS);
    }

    /**
     * The same, running up to {@code jobs} scenarios at once: one whose verdict rests on times ({@link
     * Scenario#timed()}) at most, beside untimed ones whose engines run at the lowest priority. With 1, one at a
     * time, in order.
     */
    public Examiner(List<String> command, File directory, double scale, int jobs) {
        this.command = List.copyOf(command);
        this.directory = directory;
        this.scale = scale;
        this.jobs = Math.max(1, jobs);
    }

    /**
     * Runs every scenario in order, telling {@code progress} about each outcome as it comes. A FAIL whose cause an
     * earlier FAIL named already (the engine died the same way, it refused the same command a GUI relies on) is
     * not judged again: it says "see" the first one, so that one cause makes one FAIL.
     */
    public List<Outcome> run(List<Scenario> scenarios, Consumer<Outcome> progress) {
        List<Outcome> outcomes = new ArrayList<>();
        Map<String, String> firstOfCause = new LinkedHashMap<>();
        Map<String, String> firstWarningOfCause = new LinkedHashMap<>();
        Consumer<Outcome> report = outcome -> {
            if (outcome.verdict() == Outcome.Verdict.FAIL && outcome.cause() != null) {
                String first = firstOfCause.putIfAbsent(outcome.cause(), outcome.scenario().name());
                if (first != null) {
                    outcome = outcome.judgedAs(Outcome.Verdict.NOT_JUDGED, "not judged: see " + first + " ("
                            + outcome.reason() + ")");
                }
            }
            outcome = warnedBefore(outcome, firstWarningOfCause);
            outcomes.add(outcome);
            progress.accept(outcome);
        };
        if (jobs == 1) {
            scenarios.forEach(scenario -> report.accept(run(scenario, false)));
            return outcomes;
        }
        AtomicReferenceArray<Outcome> done = new AtomicReferenceArray<>(scenarios.size());   // set by the pool
        BlockingQueue<Integer> finished = new LinkedBlockingQueue<>();
        boolean[] started = new boolean[scenarios.size()];
        ExecutorService pool = Executors.newFixedThreadPool(jobs);
        try {
            int running = 0;
            boolean timedRunning = false;
            int reported = 0;
            while (reported < scenarios.size()) {
                while (running < jobs) {                   // fill the free slots: one timed at most, at full priority
                    int next = nextToStart(scenarios, started, timedRunning);
                    if (next < 0) {
                        break;
                    }
                    started[next] = true;
                    Scenario scenario = scenarios.get(next);
                    timedRunning |= scenario.timed();
                    running++;
                    pool.execute(() -> {
                        try {
                            done.set(next, run(scenario, !scenario.timed()));
                        } catch (RuntimeException | Error e) {   // an Error too: the card must not wait for ever
                            done.set(next, crashed(scenario, e));
                        } finally {
                            finished.add(next);
                        }
                    });
                }
                int index = finished.take();
                running--;
                if (scenarios.get(index).timed()) {
                    timedRunning = false;
                }
                while (reported < scenarios.size() && done.get(reported) != null) {   // reported in order
                    report.accept(done.get(reported++));
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            pool.shutdownNow();
        }
        return outcomes;
    }

    /**
     * The next scenario to start: the first timed one not started when none is running (the timed ones are the
     * card's longest path, each with a core of its own), else the first untimed one; -1 when none may start now.
     */
    private static int nextToStart(List<Scenario> scenarios, boolean[] started, boolean timedRunning) {
        int untimed = -1;
        for (int i = 0; i < scenarios.size(); i++) {
            if (started[i]) {
                continue;
            }
            if (scenarios.get(i).timed()) {
                if (!timedRunning) {
                    return i;
                }
            } else if (untimed < 0) {
                untimed = i;
            }
        }
        return untimed;
    }

    /**
     * One cause, one warning: a warning whose cause an earlier scenario warned of ({@code firstOfCause}, the cause
     * to the scenario that gave it) is dropped, and the scenario says "see" that one; left with no warning, it
     * passes.
     */
    static Outcome warnedBefore(Outcome outcome, Map<String, String> firstOfCause) {
        List<String> kept = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        for (String warning : outcome.warnings()) {
            String cause = outcome.warningCauses().get(warning);
            String first = cause == null ? null : firstOfCause.putIfAbsent(cause, outcome.scenario().name());
            if (first == null || first.equals(outcome.scenario().name())) {
                kept.add(warning);
            } else {
                seen.add("warned of in " + first + ": see " + first + " (" + warning + ")");
            }
        }
        if (seen.isEmpty()) {
            return outcome;
        }
        Outcome.Verdict verdict = outcome.verdict() == Outcome.Verdict.WARN && kept.isEmpty() ? Outcome.Verdict.PASS
                : outcome.verdict();
        String said = String.join("; ", seen);
        return outcome.withWarnings(verdict, outcome.reason() == null ? said : outcome.reason() + "; " + said, kept);
    }

    /** The outcome of a scenario the examiner could not run to its end (its own bug, shown with the trace). */
    private static Outcome crashed(Scenario scenario, Throwable e) {
        e.printStackTrace();
        return new Outcome(scenario, Outcome.Verdict.NOT_JUDGED, examinerFailed(e), List.of(), Map.of(), List.of(),
                "", 0, null, List.of(), null);
    }

    /** The reason of a scenario the examiner itself could not judge: its own failure, never the engine's FAIL. */
    private static String examinerFailed(Throwable e) {
        return "not judged: the examiner itself failed (" + e + "; its stack trace is on stderr): not the engine's"
                + " fault, a bug of the examiner's to report";
    }

    /** The warning when the examiner had to end processes of the engine after it was asked to quit. */
    static final String LEFTOVERS = "a child of the engine was still running after quit: a GUI would have left it"
            + " running (end every process the engine starts when it quits, or let the child exit when its input"
            + " closes)";

    /** Runs one scenario with a fresh engine. */
    public Outcome run(Scenario scenario) {
        return run(scenario, false);
    }

    /**
     * Runs one scenario with a fresh engine, {@code niced}: at the lowest CPU priority where there is a
     * {@code nice} (an untimed scenario beside a timed one, whose engine then gets the CPU first).
     */
    private Outcome run(Scenario scenario, boolean niced) {
        Outcome floodedIn = flooded;
        if (floodedIn != null) {   // an engine that floods its output floods it again: no scenario is judged after
            return new Outcome(scenario, Outcome.Verdict.NOT_JUDGED, "not judged: see " + floodedIn.scenario().name()
                    + " (" + floodedIn.reason() + ")", List.of(), Map.of(), List.of(), "", 0, floodedIn.cause(),
                    List.of(), null);
        }
        long start = System.nanoTime();
        EngineUnderTest engine;
        try {
            engine = EngineUnderTest.start(command, directory, niced);
        } catch (IOException e) {
            return new Outcome(scenario, Outcome.Verdict.FAIL, "the engine could not be started: " + e.getMessage(),
                    List.of(), Map.of(), List.of(), "", 0, "start", List.of(), null);
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
            } catch (Throwable e) {   // the examiner's own failure (a bug, OutOfMemoryError): not the engine's
                e.printStackTrace();
                verdict[0] = e;
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
        }
        // Whether it died on its own is settled before the examiner ends it; a moment for the exit to be seen.
        boolean died = diedUnasked(engine) && engine.stopReason() == null;
        int closeFrom = engine.transcript().size();
        engine.close();
        double seconds = (System.nanoTime() - start) / 1e9;
        List<EngineUnderTest.Entry> transcript = engine.transcript();
        Outcome.Verdict result;
        String reason = null;
        String cause = null;
        if (verdict[0] instanceof Exam.Failed failed) {
            result = Outcome.Verdict.FAIL;
            reason = failed.getMessage();
            cause = failed.cause;
        } else if (verdict[0] instanceof Exam.NotAvailable na) {
            result = Outcome.Verdict.NOT_AVAILABLE;
            reason = na.getMessage();
        } else if (verdict[0] instanceof Throwable examinerBug) {
            result = Outcome.Verdict.NOT_JUDGED;
            reason = examinerFailed(examinerBug);
        } else {
            result = exam.warnings().isEmpty() ? Outcome.Verdict.PASS : Outcome.Verdict.WARN;
        }
        if (hardLimit != null) {
            result = Outcome.Verdict.FAIL;
            reason = reason != null && verdict[0] instanceof Exam.Failed ? reason + "; " + hardLimit : hardLimit;
        }
        if (engine.stopReason() != null) {   // it flooded its output: whatever the scenario saw next came of that
            result = Outcome.Verdict.FAIL;
            reason = engine.stopReason();
            cause = engine.stopCause();
            died = false;
        }
        if (died) {   // a dead engine never passes, nor is let off with n/a (it may have died before its features)
            int code = engine.exitCode();
            String death = String.format(Locale.ROOT, "the engine %s %.0f ms after it started, without being asked"
                    + " to quit", EngineUnderTest.describeExit(code), engine.exitMs());
            double signalled = transcript.stream().filter(e -> e.text().startsWith("(signal SIGINT"))
                    .mapToDouble(EngineUnderTest.Entry::ms).filter(ms -> ms <= engine.exitMs()).max().orElse(-1);
            String stderr = engine.stderr();
            // SIGINT is blamed only when the exit says so: signal 2 (or status 130, as a shell reports it), or
            // Python's KeyboardInterrupt; any other death is its own, whatever signal came before it.
            boolean interrupted = signalled >= 0 && (code == 130 || stderr.contains("KeyboardInterrupt"));
            // A clean exit right after the signal: likely a handler of its own (PolyGlot's), said as likely only.
            boolean afterSignal = code == 0 && signalled >= 0 && engine.exitMs() - signalled < 1000;
            if (interrupted) {
                death += ": it died of XBoard's SIGINT, which XBoard sends before its next command after the"
                        + " engine's move (and while analysing after a stat01 line) to every engine that did not"
                        + " announce sigint=0 (in protocol 2 as in protocol 1);"
                        + " ignore the signal (signal(SIGINT, SIG_IGN) in C, signal.signal(signal.SIGINT,"
                        + " signal.SIG_IGN) in Python, sun.misc.Signal.handle(new Signal(\"INT\"),"
                        + " SignalHandler.SIG_IGN) in Java), or announce sigint=0 (lesson 1, 'Signals')";
            } else {
                String exception = exceptionOn(stderr);
                if (exception != null) {
                    death += "; its stderr says: " + exception;
                } else if (afterSignal) {
                    death += String.format(Locale.ROOT, ", %.0f ms after XBoard's SIGINT: a handler of its own"
                            + " that ends the engine exits so; XBoard sends the signal after the engine's move to"
                            + " every engine that did not announce sigint=0, so ignore it or announce sigint=0"
                            + " (lesson 1, 'Signals')", engine.exitMs() - signalled);
                }
            }
            reason = result == Outcome.Verdict.FAIL ? death + " (the scenario then saw: " + reason + ")" : death;
            result = Outcome.Verdict.FAIL;
            cause = interrupted ? "sigint" : afterSignal ? "died-after-sigint:" + code : "died:" + code;
        }
        // Nothing came until the input closed: a FAIL for want of an answer, or an n/a for want of the features
        // that came then.
        if ((result == Outcome.Verdict.FAIL && reason != null && reason.contains(" within ")
                || result == Outcome.Verdict.NOT_AVAILABLE && featuresAtClose(transcript, closeFrom))
                && !died && unflushed(transcript, closeFrom)) {
            reason = "its output came only when its input closed: stdout is not flushed after each line (fflush"
                    + " in C, flush=True in Python, System.out.flush() in Java; lesson 1, 'In other languages',"
                    + " Flushing) (the scenario saw: " + reason + ")";
            result = Outcome.Verdict.FAIL;
            cause = "unflushed";
        }
        if (result == Outcome.Verdict.FAIL && !died && !"moves-on-force".equals(cause)) {
            String moved = movedInForce(transcript);       // the root of what failed next: boards that parted
            if (moved == null && "legal-called-illegal".equals(cause)) {
                moved = refusedSecondInForce(transcript);
            }
            if (moved != null) {
                reason = moved + " (the scenario then saw: " + reason + ")";
                cause = "moves-on-force";
            }
        }
        if (result == Outcome.Verdict.FAIL) {              // a classic too: a stack trace where the protocol goes
            String trace = stackTraceOnStdout(transcript);
            if (trace != null) {
                reason += "; it printed a stack trace on stdout (" + trace + "): stdout is the protocol, a crash of"
                        + " a command belongs in a log or on stderr, and the command gets an Error";
            }
        }
        int end = evidenceEnd[0] >= 0 && hardLimit == null && !died ? evidenceEnd[0] : transcript.size();
        List<String> evidence = result == Outcome.Verdict.FAIL ? tail(transcript.subList(0, Math.min(end,
                transcript.size()))) : List.of();
        Map<String, String> figures = new LinkedHashMap<>(exam.figures());
        List<String> warnings = new ArrayList<>(exam.warnings());
        if (engine.leftovers() > 0) {
            figures.put("processes of the engine ended by the examiner after quit",
                    Integer.toString(engine.leftovers()));
            warnings.add(LEFTOVERS);
            if (result == Outcome.Verdict.PASS) {
                result = Outcome.Verdict.WARN;
            }
        }
        if (engine.unjudgedLeftovers() > 0) {
            figures.put("processes of the engine still running after quit, not judged", engine.unjudgedLeftovers()
                    + " (less than a second of their own time in 5 s: the machine was too busy to tell)");
        }
        if (!exam.refusals().isEmpty()) {
            figures.put("refused (Error, the spec's answer when it does not implement it)",
                    String.join(", ", exam.refusals()));
        }
        Outcome outcome = new Outcome(scenario, result, reason, evidence, Collections.unmodifiableMap(figures),
                headAndTail(transcript), engine.stderr(), seconds, cause, List.copyOf(warnings),
                exitNote(engine, died), Map.copyOf(exam.warningCauses()));
        if (engine.stopReason() != null && flooded == null) {
            flooded = outcome;
        }
        return outcome;
    }

    /**
     * The last line of {@code stderr} that names an exception or error (a Java "Exception in thread", a Python
     * traceback's last line, "Segmentation fault"), shortened, or null.
     */
    static String exceptionOn(String stderr) {
        String found = null;
        for (String line : stderr.split("\n")) {
            String text = line.strip();
            if (text.matches("(Exception in thread .*|([\\w.$]+(Error|Exception|Interrupt))(:.*)?|.*[Ss]egmentation"
                    + " fault.*|.*[Aa]bort.*)")) {
                found = text.length() > 160 ? text.substring(0, 157) + "..." : text;
            }
        }
        return found;
    }

    /**
     * A move of the engine's, or a search (thinking output), in answer to the GUI's move in force mode (after {@code
     * force} or {@code exit}, before {@code go}, {@code new}, {@code playother}, {@code white} or {@code black};
     * a move in analysis mode too), said as the FAIL's root cause, or null: its board and the game's part there,
     * and whatever fails next is an echo (an engine that ignores force thinks on the GUI's move, and calls the
     * next one illegal before its own move comes).
     */
    static String movedInForce(List<EngineUnderTest.Entry> transcript) {
        boolean force = false;
        boolean analysing = false;
        String guiMove = null;
        for (EngineUnderTest.Entry entry : transcript) {
            String text = entry.text().strip();
            if (entry.direction() == EngineUnderTest.Direction.TO_ENGINE) {
                String word = text.split("\\s+", 2)[0];
                switch (word) {
                    case "force", "exit" -> {
                        force = true;
                        analysing = false;
                        guiMove = null;
                    }
                    case "analyze" -> {
                        force = true;
                        analysing = true;
                        guiMove = null;
                    }
                    case "go", "new", "playother", "white", "black" -> {
                        force = false;
                        analysing = false;
                    }
                    default -> {
                        if (force && (word.equals("usermove") || GUI_MOVE.matcher(text).matches())) {
                            guiMove = text;
                        }
                    }
                }
            } else if (entry.direction() == EngineUnderTest.Direction.FROM_ENGINE && force && guiMove != null) {
                if (text.matches(Exam.ANY_MOVE)) {
                    return "it answered '" + guiMove + "' in " + (analysing ? "analysis" : "force") + " mode with a"
                            + " move of its own ('" + text + "'): after force moves are only recorded, so its board"
                            + " and the game's parted there (lesson 1: force)";
                }
                if (!analysing && Exam.THINKING.matcher(text).matches()) {
                    return "it searched in force mode, after '" + guiMove + "' ('" + text + "'): after force"
                            + " moves are only recorded and the search stops (it plays neither side); a search that"
                            + " starts or goes on there ends in a move the game does not have (lesson 1: force)";
                }
            }
        }
        return null;
    }

    /**
     * The engine's {@code Illegal move} for a GUI move sent in force mode after another one it took: its board has
     * a move after the first that the game does not, as when an engine ignores force and answers the GUI's move
     * (its own move may come only after the examiner's next command). Said with the evidence, or null.
     */
    static String refusedSecondInForce(List<EngineUnderTest.Entry> transcript) {
        boolean force = false;
        List<String> sent = new ArrayList<>();
        for (EngineUnderTest.Entry entry : transcript) {
            String text = entry.text().strip();
            if (entry.direction() == EngineUnderTest.Direction.TO_ENGINE) {
                String word = text.split("\\s+", 2)[0];
                if (word.equals("force")) {
                    force = true;
                    sent.clear();
                } else if (List.of("go", "new", "playother", "white", "black", "analyze", "setboard").contains(word)) {
                    force = false;
                } else if (force && (word.equals("usermove") || GUI_MOVE.matcher(text).matches())) {
                    sent.add(text);
                }
            } else if (entry.direction() == EngineUnderTest.Direction.FROM_ENGINE && text.startsWith("Illegal move")) {
                String named = text.replaceFirst("Illegal move\\s*(\\([^)]*\\))?\\s*:?\\s*", "").strip();
                int at = -1;
                for (int i = 0; i < sent.size(); i++) {
                    if (sent.get(i).equals(named) || sent.get(i).endsWith(" " + named)) {
                        at = i;
                    }
                }
                if (at >= 1) {
                    return "after force it called the GUI's move '" + sent.get(at) + "' illegal ('" + text + "'),"
                            + " having taken '" + sent.get(at - 1) + "' before it: its board has a move of its own"
                            + " after that one, as when an engine ignores force and answers the GUI's move (lesson 1:"
                            + " force)";
                }
                return null;
            }
        }
        return null;
    }

    /** A move as a GUI sends it bare (coordinates). */
    private static final java.util.regex.Pattern GUI_MOVE = java.util.regex.Pattern.compile(
            "[a-h][1-8][a-h][1-8][qrbnQRBN]?");

    /** The exception of the first stack trace the engine wrote on stdout ("java.lang.Foo: ..."), or null. */
    private static String stackTraceOnStdout(List<EngineUnderTest.Entry> transcript) {
        String previous = null;
        for (EngineUnderTest.Entry entry : transcript) {
            if (entry.direction() != EngineUnderTest.Direction.FROM_ENGINE) {
                continue;
            }
            if (entry.text().startsWith("\tat ") && previous != null && !previous.startsWith("\tat ")) {
                return previous.length() > 120 ? previous.substring(0, 117) + "..." : previous;
            }
            previous = entry.text();
        }
        return null;
    }

    /** True when the engine ended before the examiner sent quit, closed its input or killed it. */
    private static boolean diedUnasked(EngineUnderTest engine) {
        if (!engine.exited() && engine.outputClosed()) {
            try {
                engine.awaitExit(300);                     // its output closed: the exit is on its way
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return engine.exitedUnasked();
    }

    /**
     * The classic of a C or Python driver whose stdout is a pipe: nothing reaches the GUI until the buffer fills
     * or the engine exits. Seen as a wait that ran out while the engine said nothing, then lines coming at once
     * when the examiner closed its input.
     */
    private static boolean unflushed(List<EngineUnderTest.Entry> transcript, int closeFrom) {
        long before = transcript.subList(0, Math.min(closeFrom, transcript.size())).stream()
                .filter(e -> e.direction() == EngineUnderTest.Direction.FROM_ENGINE).count();
        long after = transcript.subList(Math.min(closeFrom, transcript.size()), transcript.size()).stream()
                .filter(e -> e.direction() == EngineUnderTest.Direction.FROM_ENGINE).count();
        return before == 0 && after > 0;
    }

    /** True when feature lines came after the examiner closed the engine's input. */
    private static boolean featuresAtClose(List<EngineUnderTest.Entry> transcript, int closeFrom) {
        return transcript.subList(Math.min(closeFrom, transcript.size()), transcript.size()).stream()
                .anyMatch(e -> e.direction() == EngineUnderTest.Direction.FROM_ENGINE
                        && e.text().startsWith("feature"));
    }

    /** How the process ended, when worth saying on a card: a status other than 0, or a crash. */
    private static String exitNote(EngineUnderTest engine, boolean died) {
        Integer code = engine.exitCode();
        if (code == null || code == 0 || engine.killedByExaminer()) {
            return null;
        }
        return (died ? "on its own it " : "it ") + EngineUnderTest.describeExit(code);
    }

    /** The transcript an outcome keeps: all of it, or of a flood its head and tail and the count of the rest. */
    static List<EngineUnderTest.Entry> headAndTail(List<EngineUnderTest.Entry> transcript) {
        int head = 2000;
        int tail = 500;
        if (transcript.size() <= head + tail + 1) {
            return transcript;
        }
        List<EngineUnderTest.Entry> kept = new ArrayList<>(transcript.subList(0, head));
        EngineUnderTest.Entry next = transcript.get(head);
        kept.add(new EngineUnderTest.Entry(next.ms(), EngineUnderTest.Direction.NOTE, "(... "
                + (transcript.size() - head - tail) + " lines of the transcript not kept ...)"));
        kept.addAll(transcript.subList(transcript.size() - tail, transcript.size()));
        return List.copyOf(kept);
    }

    private static List<String> tail(List<EngineUnderTest.Entry> transcript) {
        List<String> lines = new ArrayList<>();
        for (int i = Math.max(0, transcript.size() - EVIDENCE_LINES); i < transcript.size(); i++) {
            lines.add(transcript.get(i).toString());
        }
        return lines;
    }
}
