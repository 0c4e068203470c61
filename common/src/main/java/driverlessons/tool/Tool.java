package driverlessons.tool;

import java.util.Arrays;

/**
 * The command-line tool in {@code common.jar}: perft, divide and perft-suite for the move generator; bench, search
 * and epd (a test suite such as Win At Chess) for the search; spy, which sits between a GUI and any engine and logs
 * their conversation. The tool is not an engine: its stdout is its report, so unlike the lessons it prints there
 * directly — except {@code spy}, whose stdout is the engine's and nothing else. Each command lives in its own
 * class; this one only dispatches.
 */
public final class Tool {
    private Tool() {
    }

    /**
     * Runs one tool command and exits with its status (0 success, 1 a check failed, 2 bad arguments; {@code spy}
     * exits with its engine's code, or 127 when the engine cannot be started).
     */
    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Dispatches {@code args[0]} to its command and returns the exit status. */
    static int run(String[] args) {
        if (args.length == 0) {
            return usage("no command given");
        }
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        switch (args[0]) {
            case "perft":
                return PerftCommands.perft(rest);
            case "divide":
                return PerftCommands.divide(rest);
            case "perft-suite":
                return PerftCommands.perftSuite(rest);
            case "bench":
                return SearchCommands.bench(rest);
            case "selfplay":
                return TuneCommands.selfPlay(rest);
            case "openings":
                return TuneCommands.openings(rest);
            case "label":
                return TuneCommands.label(rest);
            case "tune":
                return TuneCommands.tune(rest);
            case "match":
                return TuneCommands.match(rest);
            case "smp":
                return SearchCommands.smp(rest);
            case "search":
                return SearchCommands.search(rest);
            case "epd":
                return SearchCommands.epd(rest);
            case "spy":
                return Spy.run(rest);
            case "check":
                return driverlessons.check.Check.run(rest);
            default:
                return usage("unknown command: " + args[0]);
        }
    }

    /** Prints one line about what went wrong and the usage to stderr; returns exit status 2. */
    static int usage(String problem) {
        System.err.println("common.jar: " + problem
                + " (commands: perft DEPTH [FEN] | divide DEPTH [FEN] | perft-suite FILE [MAXDEPTH]"
                + " | bench [DEPTH] [--threads N] | smp [DEPTH] [THREADS] [RUNS]"
                + " | search FEN (--depth D | --movetime MS | --nodes N) [--hash MB] [--threads N] | epd FILE [MS | --nodes N]"
                + " | selfplay OUT [GAMES] [NODES] [PER_GAME] [SEED] | label IN OUT [DEPTH] [ENGINE]"
                + " | openings OUT [COUNT] [MAX_CP] [SEED]"
                + " | tune DATA [--epochs N] [--lambda L] [--rate R] [--scale S] [--reg R] [--tables B] [--write FILE]"
                + " | match A B [--games N] [--nodes N] [--openings FILE] [--start N]"
                + " | " + Spy.USAGE_TEXT + " | " + driverlessons.check.Check.USAGE_TEXT + ")");
        return 2;
    }
}
