package driverlessons.gomocup;

import driverlessons.io.LaunchOptions;
import driverlessons.io.Launcher;
import driverlessons.io.LessonInfo;
import driverlessons.tool.CommandLine;
import driverlessons.tool.ToolCommand;
import java.util.List;

/**
 * Starts the Gomocup engine: protocol mode under a manager, the console in a terminal. {@code bench} instead
 * runs the benchmark and prints its figures; {@code help} (or {@code --help}) lists both.
 */
public final class Main {
    /** The engine's short name (console prompt, log) and title. */
    static final LessonInfo APPENDIX = new LessonInfo("gomocup", "Driver Lessons appendix (Gomocup)");

    /** The jar's commands besides starting the engine; help and usage errors come from this table. */
    static final CommandLine COMMANDS = new CommandLine("appendix-gomocup.jar",
            "java -jar appendix-gomocup/target/appendix-gomocup.jar",
            "a gomoku engine that speaks the Gomocup protocol (in a terminal: a console)",
            List.of(ToolCommand.of("bench", "search fixed positions for a fixed time and print the speed",
                    "bench [MS]", "bench 500", args -> Bench.run(prepend("bench", args), System.out),
                    "MS", "milliseconds per position (default 1000)")),
            "[--console | --protocol] [--log FILE] [--log-level LEVEL]\n"
                    + "   or: java -jar appendix-gomocup/target/appendix-gomocup.jar COMMAND [ARGS...]");

    private Main() {
    }

    public static void main(String[] args) {
        if (args.length > 0 && (args[0].equals("bench") || LaunchOptions.asksForHelp(args))) {
            System.exit(COMMANDS.run(args, System.out, System.err));
        }
        Launcher.launch(args, APPENDIX, GomocupDriver::new);
    }

    /** Bench reads its arguments with the command's name in front. */
    private static String[] prepend(String first, String[] rest) {
        String[] all = new String[rest.length + 1];
        all[0] = first;
        System.arraycopy(rest, 0, all, 1, rest.length);
        return all;
    }
}
