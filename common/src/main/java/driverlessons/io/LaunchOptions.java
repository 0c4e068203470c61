package driverlessons.io;

import java.util.Set;

/**
 * The command line of a lesson: {@code --console}, {@code --protocol}, {@code --log FILE},
 * {@code --log-level LEVEL}. {@code forcedMode} is null when no flag chose the mode; {@code logFile} and
 * {@code logLevel} are null when not given (then stderr and WARN, from {@code simplelogger.properties}).
 */
public record LaunchOptions(Mode forcedMode, String logFile, String logLevel) {
    /** The levels slf4j-simple knows. */
    static final Set<String> LEVELS = Set.of("trace", "debug", "info", "warn", "error", "off");

    /** The usage line printed after an argument error. */
    static final String USAGE = "usage: [--console | --protocol] [--log FILE] [--log-level trace|debug|info|warn|error|off]"
            + " (--help tells more)";

    /** True when the arguments ask for help ({@code --help}, {@code -h} or {@code help}) instead of a run. */
    public static boolean asksForHelp(String[] args) {
        return args.length == 1 && (args[0].equals("--help") || args[0].equals("-h") || args[0].equals("help"));
    }

    /** What {@code --help} prints: the options of a lesson's jar, what they do, and an example. */
    public static String help(LessonInfo lesson) {
        return lesson.id() + ": " + lesson.title() + ", an engine that speaks the WinBoard/XBoard protocol.\n"
                + "usage: java -jar JAR [--console | --protocol] [--log FILE] [--log-level LEVEL]\n"
                + "\n"
                + "  --console          the console for a person, even when stdin or stdout is not a terminal\n"
                + "  --protocol         the protocol only, as a GUI gets it, even in a terminal\n"
                + "  --log FILE         write the log to FILE instead of stderr (never stdout)\n"
                + "  --log-level LEVEL  trace, debug (every line in and out), info (also the terminal the console\n"
                + "                     got), warn (the default), error or off\n"
                + "\n"
                + "Without --console or --protocol the jar decides: a console in a terminal, the protocol under a\n"
                + "GUI. In the console, help lists the protocol's commands.\n"
                + "\n"
                + "example: xboard -fcp \"java -jar $PWD/JAR\" -fd \"$PWD\"\n";
    }

    /** Parses the arguments; throws {@link IllegalArgumentException} with a one-line reason on a bad one. */
    public static LaunchOptions parse(String[] args) {
        Mode mode = null;
        String logFile = null;
        String logLevel = null;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            switch (arg) {
                case "--console", "--protocol" -> {
                    Mode wanted = arg.equals("--console") ? Mode.CONSOLE : Mode.PROTOCOL;
                    if (mode != null && mode != wanted) {
                        throw new IllegalArgumentException("--console and --protocol exclude each other");
                    }
                    mode = wanted;
                }
                case "--log" -> {
                    logFile = value(args, ++i, arg);
                    if (logFile.equalsIgnoreCase("System.out")) {
                        throw new IllegalArgumentException("--log must not be System.out: stdout carries the protocol");
                    }
                }
                case "--log-level" -> {
                    logLevel = value(args, ++i, arg).toLowerCase(java.util.Locale.ROOT);
                    if (!LEVELS.contains(logLevel)) {
                        throw new IllegalArgumentException("unknown log level: " + args[i]);
                    }
                }
                default -> throw new IllegalArgumentException("unknown argument: " + arg);
            }
        }
        return new LaunchOptions(mode, logFile, logLevel);
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length || args[i].startsWith("--")) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return args[i];
    }
}
