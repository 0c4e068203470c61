package driverlessons.console;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.jline.reader.Candidate;
import org.jline.reader.Completer;
import org.jline.reader.LineReader;
import org.jline.reader.ParsedLine;

/**
 * Tab completion, asked afresh at each Tab: the first word completes to a command or a legal move, the word after
 * {@code usermove} to a legal move, the word after {@code help} to a command. The commands are the lesson's
 * command table and the console's own; the moves come from the driver's last snapshot.
 */
final class MoveCompleter implements Completer {
    private final Supplier<List<String>> commands;
    private final Supplier<List<String>> moves;

    MoveCompleter(Supplier<List<String>> commands, Supplier<List<String>> moves) {
        this.commands = commands;
        this.moves = moves;
    }

    @Override
    public void complete(LineReader reader, ParsedLine line, List<Candidate> candidates) {
        List<String> words = line.words();
        int index = line.wordIndex();
        String first = words.isEmpty() ? "" : words.get(0);
        if (index == 0) {
            add(candidates, commands(), "commands");
            add(candidates, moves.get(), "moves");
        } else if (index == 1 && first.equals("usermove")) {
            add(candidates, moves.get(), "moves");
        } else if (index == 1 && first.equals("help")) {
            add(candidates, commands(), "commands");
        }
    }

    private Set<String> commands() {
        Set<String> all = new LinkedHashSet<>(commands.get());
        all.addAll(ConsoleCommands.CONSOLE_ONLY);
        return all;
    }

    private static void add(List<Candidate> candidates, Iterable<String> values, String group) {
        for (String value : values) {
            candidates.add(new Candidate(value, value, group, null, null, null, true));
        }
    }
}
