package driverlessons.tool;

import java.util.List;

/**
 * One command of a command-line tool, as its help shows it: the name typed, a one-line summary for the list of
 * commands, the usage line, what each argument and option means, an example, and the code that runs it. A tool
 * is a list of these ({@link CommandLine}); adding a command is adding one entry there.
 */
public record ToolCommand(String name, String summary, String usage, List<Option> options, String example,
                          Runner runner) {
    /** An argument or option and what it means, e.g. {@code DEPTH} "plies to count". */
    public record Option(String name, String meaning) {
    }

    /** The command's code: gets the arguments after its name and returns the exit status. */
    @FunctionalInterface
    public interface Runner {
        int run(String[] args);
    }

    /** An entry of the table; {@code options} alternate name and meaning ("DEPTH", "plies to count", ...). */
    public static ToolCommand of(String name, String summary, String usage, String example, Runner runner,
                                 String... options) {
        if (options.length % 2 != 0) {
            throw new IllegalArgumentException(name + ": every option needs a meaning");
        }
        Option[] list = new Option[options.length / 2];
        for (int i = 0; i < list.length; i++) {
            list[i] = new Option(options[2 * i], options[2 * i + 1]);
        }
        return new ToolCommand(name, summary, usage, List.of(list), example, runner);
    }
}
