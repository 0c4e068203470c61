package driverlessons.check;

import driverlessons.io.Mode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code common.jar check}: the examiner's command line. It plays the GUI against any CECP engine, one fresh
 * process per scenario, and prints a report card per lesson. {@code --lesson N} is a student's stage: lesson N's
 * own scenarios first and, only when they pass, lessons 1..N-1 and the robustness one as regression;
 * {@code --all} examines 1..N at once (with no {@code --lesson}: the whole card). Exit status 0 when every chosen
 * scenario passed (n/a and warnings are no failure, unless {@code --strict} makes a warning one), 1 when one
 * failed, 2 on a usage error. {@code --watch} reruns the stage when the engine's files change, {@code --progress}
 * shows the ladder of lessons passed (of the current folder's engines; with {@code --all} of every engine),
 * {@code --explain NAME} what a scenario demands.
 */
public final class Check {
    public static final String USAGE_TEXT = "check [--lesson N [--all]] [--only NAME,...] [--json FILE]"
            + " [--transcripts DIR] [--timeout-scale X] [--jobs N] [--strict] [--watch [PATH...]] [--list] [--explain NAME]"
            + " [--progress [--all]] -- ENGINE [ARGS...]";

    private Check() {
    }

    /** What the command line asked for. */
    private static final class Request {
        int lesson = 5;
        boolean lessonGiven;
        boolean all;
        Set<String> only;
        Path json;
        Path transcripts;
        double scale = 1;
        int jobs = Examiner.DEFAULT_JOBS;
        boolean strict;
        boolean list;
        boolean progress;
        String explain;
        List<Path> watch;
        Path progressFile = ProgressFile.standard();
        List<String> engine = new ArrayList<>();
    }

    /** Runs the command; returns the exit status. */
    public static int run(String[] args) {
        Request r = new Request();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            try {
                switch (arg) {
                    case "--help", "-h" -> {
                        System.out.println("usage: common.jar " + USAGE_TEXT + "   (common.jar check --help explains)");
                        return 0;
                    }
                    case "--lesson" -> {
                        r.lesson = Integer.parseInt(value(args, ++i, arg));
                        r.lessonGiven = true;
                    }
                    case "--all" -> r.all = true;
                    case "--only" -> r.only = new LinkedHashSet<>(Arrays.asList(value(args, ++i, arg).split(",")));
                    case "--json" -> r.json = Path.of(value(args, ++i, arg));
                    case "--transcripts" -> r.transcripts = Path.of(value(args, ++i, arg));
                    case "--timeout-scale" -> r.scale = Double.parseDouble(value(args, ++i, arg));
                    case "--strict" -> r.strict = true;
                    case "--jobs" -> r.jobs = Integer.parseInt(value(args, ++i, arg));
                    case "--list" -> r.list = true;
                    case "--progress" -> r.progress = true;
                    case "--progress-file" -> r.progressFile = Path.of(value(args, ++i, arg));
                    case "--explain" -> r.explain = value(args, ++i, arg);
                    case "--watch" -> {
                        r.watch = new ArrayList<>();
                        while (i + 1 < args.length && !args[i + 1].startsWith("--")) {
                            r.watch.add(Path.of(args[++i]));
                        }
                    }
                    case "--" -> {
                        r.engine.addAll(Arrays.asList(args).subList(i + 1, args.length));
                        i = args.length;
                    }
                    default -> {
                        if (arg.startsWith("--")) {
                            return usage("unknown option " + arg);
                        }
                        r.engine.addAll(Arrays.asList(args).subList(i, args.length));
                        i = args.length;
                    }
                }
            } catch (NumberFormatException e) {
                return usage("not a number after " + arg + ": " + e.getMessage());
            } catch (IllegalArgumentException e) {
                return usage(e.getMessage());
            }
        }
        if (r.lesson < 1 || r.lesson > 5) {
            return usage("--lesson takes 1 to 5");
        }
        if (!(r.scale > 0) || r.scale > 100) {
            return usage("--timeout-scale takes a number above 0 (at most 100)");
        }
        if (r.explain != null) {
            return Explain.print(r.explain, System.out) ? 0 : usage("no scenario named '" + r.explain
                    + "' (--list shows them)");
        }
        if (r.progress) {
            ProgressFile.showLadder(r.progressFile, ProgressFile.here(), r.engine, r.all, System.out);
            return 0;
        }
        List<Scenario> scenarios = Scenarios.upTo(r.lesson);
        if (r.only != null) {
            Set<String> known = new LinkedHashSet<>();
            Scenarios.all().forEach(s -> known.add(s.name()));
            for (String name : r.only) {
                if (!known.contains(name)) {
                    return usage("no scenario named '" + name + "' (--list shows them)");
                }
            }
            Set<String> names = r.only;
            scenarios = Scenarios.all().stream().filter(s -> names.contains(s.name())).toList();
        }
        if (r.list) {
            for (Scenario s : scenarios) {
                System.out.printf("%-2s %-26s %s%n", s.lesson() > 5 ? "R" : Integer.toString(s.lesson()), s.name(),
                        s.demand());
            }
            return 0;
        }
        if (r.engine.isEmpty()) {
            return usage("no engine command given (after --)");
        }
        boolean stage = r.lessonGiven && !r.all && r.only == null;
        List<Scenario> chosen = scenarios;
        if (r.watch != null) {
            return Watch.run(r.watch.isEmpty() ? Watch.engineFiles(r.engine) : r.watch, () -> {
                Watch.compileStarter(r.engine);
                return examine(r, chosen, stage);
            });
        }
        return examine(r, chosen, stage).status();
    }

    /** The outcomes of one examination and its exit status. */
    record Run(List<Outcome> outcomes, int status) {
        /** Scenario name to verdict label. */
        Map<String, String> verdicts() {
            Map<String, String> verdicts = new LinkedHashMap<>();
            outcomes.forEach(o -> verdicts.put(o.scenario().name(), o.verdict().label()));
            return verdicts;
        }
    }

    /**
     * Examines the engine once: the stage (lesson N's scenarios, then, when they pass, the earlier lessons' and
     * robustness as regression) or the chosen scenarios all at once; prints the card, writes the files, records
     * the progress.
     */
    static Run examine(Request r, List<Scenario> scenarios, boolean stage) {
        ReportCard card = new ReportCard(System.out, Mode.stdinAndStdoutAreTerminals());
        Examiner examiner = new Examiner(r.engine, null, r.scale, r.jobs);
        long start = System.nanoTime();
        List<Outcome> outcomes = new ArrayList<>();
        boolean regressionRun = false;
        if (stage) {
            List<Scenario> own = scenarios.stream().filter(s -> s.lesson() == r.lesson).toList();
            card.heading(r.engine, own.size(), "lesson " + r.lesson + "'s stage");
            outcomes.addAll(examiner.run(own, card::print));
            if (passed(outcomes, false)) {
                List<Scenario> earlier = scenarios.stream().filter(s -> s.lesson() != r.lesson).toList();
                card.regression(r.lesson, earlier.size());
                outcomes.addAll(examiner.run(earlier, card::print));
                regressionRun = true;
            }
        } else {
            card.heading(r.engine, scenarios.size(), null);
            outcomes.addAll(examiner.run(scenarios, card::print));
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        card.summary(outcomes, seconds, r.strict);
        boolean passed = passed(outcomes, r.strict);
        if (stage) {
            card.stageEnd(r.lesson, passed(outcomes, r.strict), regressionRun);
        }
        try {
            if (r.json != null) {
                ReportCard.writeJson(r.json, r.engine, outcomes, seconds, r.strict);
            }
            if (r.transcripts != null) {
                ReportCard.writeTranscripts(r.transcripts, outcomes);
            }
        } catch (IOException e) {
            System.err.println("check: could not write the report: " + e.getMessage());
            return new Run(outcomes, 2);
        }
        if (stage || r.only == null) {
            ProgressFile.record(r.progressFile, r.engine, outcomes, r.lesson, stage ? regressionRun : true);
        } else {
            System.out.println("(--only: the ladder of ./lesson progress counts whole stages, not this run)");
        }
        return new Run(outcomes, passed ? 0 : 1);
    }

    /** True when nothing failed (and, when {@code strict}, nothing warned). */
    static boolean passed(List<Outcome> outcomes, boolean strict) {
        return outcomes.stream().noneMatch(o -> o.verdict() == Outcome.Verdict.FAIL
                || o.verdict() == Outcome.Verdict.NOT_JUDGED || strict && o.verdict() == Outcome.Verdict.WARN);
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return args[i];
    }

    private static int usage(String problem) {
        System.err.println("check: " + problem);
        System.err.println("usage: common.jar " + USAGE_TEXT + "   (--help explains)");
        return 2;
    }
}
