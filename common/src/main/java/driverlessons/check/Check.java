package driverlessons.check;

import driverlessons.io.Mode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code common.jar check}: the examiner's command line. It plays the GUI against any CECP engine, one fresh
 * process per scenario, and prints a report card per lesson; exit status 0 when every chosen scenario passed
 * (n/a and warnings are no failure, unless {@code --strict} makes a warning one), 1 when one failed, 2 on a usage
 * error.
 */
public final class Check {
    public static final String USAGE_TEXT = "check [--lesson N] [--only NAME,...] [--json FILE] [--transcripts DIR]"
            + " [--timeout-scale X] [--strict] [--list] -- ENGINE [ARGS...]";

    private Check() {
    }

    /** Runs the command; returns the exit status. */
    public static int run(String[] args) {
        int lesson = 5;
        Set<String> only = null;
        Path json = null;
        Path transcripts = null;
        double scale = 1;
        boolean list = false;
        boolean strict = false;
        List<String> engine = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            try {
                switch (arg) {
                    case "--help", "-h" -> {
                        System.out.println("usage: common.jar " + USAGE_TEXT + "   (common.jar check --help explains)");
                        return 0;
                    }
                    case "--lesson" -> lesson = Integer.parseInt(value(args, ++i, arg));
                    case "--only" -> only = new LinkedHashSet<>(Arrays.asList(value(args, ++i, arg).split(",")));
                    case "--json" -> json = Path.of(value(args, ++i, arg));
                    case "--transcripts" -> transcripts = Path.of(value(args, ++i, arg));
                    case "--timeout-scale" -> scale = Double.parseDouble(value(args, ++i, arg));
                    case "--list" -> list = true;
                    case "--strict" -> strict = true;
                    case "--" -> {
                        engine.addAll(Arrays.asList(args).subList(i + 1, args.length));
                        i = args.length;
                    }
                    default -> {
                        if (arg.startsWith("--")) {
                            return usage("unknown option " + arg);
                        }
                        engine.addAll(Arrays.asList(args).subList(i, args.length));
                        i = args.length;
                    }
                }
            } catch (NumberFormatException e) {
                return usage("not a number after " + arg + ": " + e.getMessage());
            } catch (IllegalArgumentException e) {
                return usage(e.getMessage());
            }
        }
        if (lesson < 1 || lesson > 5) {
            return usage("--lesson takes 1 to 5");
        }
        if (!(scale > 0) || scale > 100) {
            return usage("--timeout-scale takes a number above 0 (at most 100)");
        }
        List<Scenario> scenarios = Scenarios.upTo(lesson);
        if (only != null) {
            Set<String> known = new LinkedHashSet<>();
            Scenarios.all().forEach(s -> known.add(s.name()));
            for (String name : only) {
                if (!known.contains(name)) {
                    return usage("no scenario named '" + name + "' (--list shows them)");
                }
            }
            Set<String> chosen = only;
            scenarios = Scenarios.all().stream().filter(s -> chosen.contains(s.name())).toList();
        }
        if (list) {
            for (Scenario s : scenarios) {
                System.out.printf("%-2s %-26s %s%n", s.lesson() > 5 ? "R" : Integer.toString(s.lesson()), s.name(),
                        s.demand());
            }
            return 0;
        }
        if (engine.isEmpty()) {
            return usage("no engine command given (after --)");
        }
        ReportCard card = new ReportCard(System.out, Mode.stdinAndStdoutAreTerminals());
        card.heading(engine, scenarios.size());
        long start = System.nanoTime();
        List<Outcome> outcomes = new Examiner(engine, null, scale).run(scenarios, card::print);
        double seconds = (System.nanoTime() - start) / 1e9;
        card.summary(outcomes, seconds);
        try {
            if (json != null) {
                ReportCard.writeJson(json, engine, outcomes, seconds);
            }
            if (transcripts != null) {
                ReportCard.writeTranscripts(transcripts, outcomes);
            }
        } catch (IOException e) {
            System.err.println("check: could not write the report: " + e.getMessage());
            return 2;
        }
        boolean warned = strict && outcomes.stream().anyMatch(o -> o.verdict() == Outcome.Verdict.WARN);
        return warned || outcomes.stream().anyMatch(o -> o.verdict() == Outcome.Verdict.FAIL
                || o.verdict() == Outcome.Verdict.NOT_JUDGED) ? 1 : 0;
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
