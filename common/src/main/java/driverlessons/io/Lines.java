package driverlessons.io;

import java.util.List;

/** Splitting an outgoing text into lines, the same way in both modes. */
public final class Lines {
    private Lines() {
    }

    /** The lines of {@code text}: split at '\n', a '\r' before it dropped; one empty line for an empty text. */
    public static List<String> split(String text) {
        List<String> lines = text.lines().toList();
        return lines.isEmpty() ? List.of("") : lines;
    }
}
