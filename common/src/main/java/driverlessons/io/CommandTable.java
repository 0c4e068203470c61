package driverlessons.io;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A lesson's command table: an enum whose constants are the commands the lesson accepts, in the order the
 * driver's {@code switch} handles them. A constant's protocol word is its name in lower case ({@code USERMOVE} is
 * {@code usermove}); the two commands that are not words are spelled out: {@code DOT} is {@code .} and
 * {@code MOVE_NOW} is {@code ?}. The console completes the same words, so the table is written once.
 */
public final class CommandTable<E extends Enum<E>> {
    private final Map<String, E> byWord = new LinkedHashMap<>();

    /** The table of the enum {@code commands}. */
    public CommandTable(Class<E> commands) {
        for (E command : commands.getEnumConstants()) {
            byWord.put(word(command), command);
        }
    }

    /** The command the word names, or null when the word is not in the table. */
    public E lookup(String word) {
        return byWord.get(word);
    }

    /** Every word of the table, in its order. */
    public List<String> words() {
        return Collections.unmodifiableList(new ArrayList<>(byWord.keySet()));
    }

    /** The protocol word of a command constant. */
    public static String word(Enum<?> command) {
        return switch (command.name()) {
            case "DOT" -> ".";
            case "MOVE_NOW" -> "?";
            default -> command.name().toLowerCase(Locale.ROOT);
        };
    }
}
