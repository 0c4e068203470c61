package driverlessons.console;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jline.reader.Candidate;
import org.jline.reader.Completer;
import org.jline.reader.LineReader;
import org.jline.reader.ParsedLine;

/**
 * Tab completion, asked afresh at each Tab: the first word completes to a command or a legal move, the word after
 * {@code usermove} to a legal move, the word after {@code help} to a command.
 */
final class MoveCompleter implements Completer {
    /** The console-only commands, offered besides the lesson's protocol commands. */
    static final List<String> CONSOLE_COMMANDS = List.of("board", "fen", "help");

    private final ConsoleHooks hooks;

    MoveCompleter(ConsoleHooks hooks) {
        this.hooks = hooks;
    }

    @Override
    public void complete(LineReader reader, ParsedLine line, List<Candidate> candidates) {
        List<String> words = line.words();
        int index = line.wordIndex();
        String first = words.isEmpty() ? "" : words.get(0);
        if (index == 0) {
            add(candidates, commands(), "commands");
            add(candidates, moves(), "moves");
        } else if (index == 1 && first.equals("usermove")) {
            add(candidates, moves(), "moves");
        } else if (index == 1 && first.equals("help")) {
            add(candidates, commands(), "commands");
        }
    }

    private Set<String> commands() {
        Set<String> all = new LinkedHashSet<>();
        try {
            all.addAll(hooks.commands());
        } catch (RuntimeException e) {
            // a driver's mistake must not break the console: offer what we have
        }
        all.addAll(CONSOLE_COMMANDS);
        return all;
    }

    private List<String> moves() {
        try {
            return hooks.legalMoves();
        } catch (RuntimeException e) {
            return List.of();
        }
    }

    private static void add(List<Candidate> candidates, Iterable<String> values, String group) {
        for (String value : values) {
            candidates.add(new Candidate(value, value, group, null, null, null, true));
        }
    }
}
