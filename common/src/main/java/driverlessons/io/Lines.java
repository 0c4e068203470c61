package driverlessons.io;

import java.util.List;

/** Cutting text into lines and words: outgoing text into lines (the same way in both modes), an input line into its command and argument. */
public final class Lines {
    private Lines() {
    }

    /** The command word of an input line: its first word ({@code "level"} in {@code "level 40 5 0"}). */
    public static String command(String line) {
        String text = line.strip();
        int space = firstSpace(text);
        return space < 0 ? text : text.substring(0, space);
    }

    /** Everything after the command word, without the spaces around it ({@code "40 5 0"}). */
    public static String argument(String line) {
        String text = line.strip();
        int space = firstSpace(text);
        return space < 0 ? "" : text.substring(space).strip();
    }

    private static int firstSpace(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (Character.isWhitespace(text.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    /** The lines of {@code text}: split at '\n', a '\r' before it dropped; one empty line for an empty text. */
    public static List<String> split(String text) {
        List<String> lines = text.lines().toList();
        return lines.isEmpty() ? List.of("") : lines;
    }
}
