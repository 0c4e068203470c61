package driverlessons.tool;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;

/**
 * A tool's command line made from its table of {@link ToolCommand}s: {@code help}, {@code --help} and {@code -h}
 * list the commands; {@code COMMAND --help} (or {@code help COMMAND}) shows one command's usage, options and an
 * example; anything else runs the command. A mistake prints the problem and that one command's usage on stderr
 * and gives exit status 2, so the person sees the one line that matters, not every command there is.
 */
public final class CommandLine {
    /** Exit status for a usage error or bad input, for every tool. */
    public static final int USAGE = 2;

    private final String program;
    private final String invocation;
    private final String description;
    private final List<ToolCommand> commands;
    private final String synopsis;

    /**
     * @param program     the name in messages, e.g. {@code common.jar}
     * @param invocation  how it is started from the repository, e.g. {@code java -jar common/target/common.jar}
     * @param description one sentence above the list of commands
     * @param commands    the table, in the order the list shows them
     */
    public CommandLine(String program, String invocation, String description, List<ToolCommand> commands) {
        this(program, invocation, description, commands, "COMMAND [ARGS...]");
    }

    /** The same with another usage line after the invocation, for a program that also runs without a command. */
    public CommandLine(String program, String invocation, String description, List<ToolCommand> commands,
                       String synopsis) {
        this.program = program;
        this.invocation = invocation;
        this.description = description;
        this.commands = List.copyOf(commands);
        this.synopsis = synopsis;
    }

    /** The commands, in the order of the table. */
    public List<ToolCommand> commands() {
        return commands;
    }

    /** The command of this name, or null. */
    public ToolCommand find(String name) {
        for (ToolCommand command : commands) {
            if (command.name().equals(name)) {
                return command;
            }
        }
        return null;
    }

    /** Answers help requests and runs the named command; returns the exit status. */
    public int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0) {
            err.println(program + ": no command given");
            err.print(list());
            return USAGE;
        }
        if (isHelp(args[0])) {
            if (args.length == 1) {
                out.print(list());
                return 0;
            }
            ToolCommand command = find(args[1]);
            if (command == null) {
                return unknown(args[1], err);
            }
            out.print(help(command));
            return 0;
        }
        ToolCommand command = find(args[0]);
        if (command == null) {
            return unknown(args[0], err);
        }
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        if (rest.length == 1 && isHelp(rest[0])) {
            out.print(help(command));
            return 0;
        }
        try {
            return command.runner().run(rest);
        } catch (NumberFormatException e) {   // a word where the command wanted a number
            return usage(command.name(), "not a number: " + e.getMessage().replaceFirst("^For input string: ", ""),
                    err);
        }
    }

    /** Prints the problem and the command's usage line to {@code err}; returns {@link #USAGE}. */
    public int usage(String name, String problem, PrintStream err) {
        ToolCommand command = find(name);
        err.println(program + " " + name + ": " + problem);
        if (command != null) {
            err.println("usage: " + program + " " + command.usage() + "   (" + program + " " + name
                    + " --help tells more)");
        }
        return USAGE;
    }

    /** Prints one line about input that cannot be used (a bad FEN, a missing file); returns {@link #USAGE}. */
    public int error(String name, String problem, PrintStream err) {
        err.println(program + " " + name + ": " + problem);
        return USAGE;
    }

    /** The list of commands: one line each, with its summary. */
    public String list() {
        int width = 0;
        for (ToolCommand command : commands) {
            width = Math.max(width, command.name().length());
        }
        StringBuilder text = new StringBuilder(program + ": " + description + "\n")
                .append("usage: ").append(invocation).append(' ').append(synopsis).append("\n\ncommands:\n");
        for (ToolCommand command : commands) {
            text.append("  ").append(pad(command.name(), width)).append("  ").append(command.summary()).append('\n');
        }
        text.append('\n').append(program).append(" COMMAND --help shows a command's options and an example.\n");
        return text.toString();
    }

    /** One command's usage, its options with their meaning, and an example. */
    public String help(ToolCommand command) {
        StringBuilder text = new StringBuilder("usage: " + program + " " + command.usage() + "\n")
                .append(capitalised(command.summary())).append(".\n");
        int width = 0;
        for (ToolCommand.Option option : command.options()) {
            width = Math.max(width, option.name().length());
        }
        if (!command.options().isEmpty()) {
            text.append('\n');
        }
        for (ToolCommand.Option option : command.options()) {
            text.append("  ").append(pad(option.name(), width)).append("  ").append(option.meaning()).append('\n');
        }
        text.append("\nexample: ").append(invocation).append(' ').append(command.example()).append('\n');
        return text.toString();
    }

    private int unknown(String name, PrintStream err) {
        err.println(program + ": unknown command '" + name + "'");
        err.print(list());
        return USAGE;
    }

    private static boolean isHelp(String arg) {
        return arg.equals("help") || arg.equals("--help") || arg.equals("-h");
    }

    private static String pad(String text, int width) {
        return text + " ".repeat(Math.max(0, width - text.length()));
    }

    private static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
