package driverlessons.console;

import org.jline.utils.AttributedString;
import org.jline.utils.AttributedStyle;

/**
 * How engine output looks in the console. JLine turns the styles into escape codes only when the terminal can
 * show them; on a dumb terminal the text comes out plain.
 */
final class OutputStyle {
    private static final AttributedStyle MOVE = AttributedStyle.BOLD.foreground(AttributedStyle.GREEN);
    private static final AttributedStyle ERROR = AttributedStyle.BOLD.foreground(AttributedStyle.RED);
    private static final AttributedStyle RESULT = AttributedStyle.BOLD;
    private static final AttributedStyle THINKING = AttributedStyle.DEFAULT.faint();
    private static final AttributedStyle HINT = AttributedStyle.DEFAULT.italic().foreground(AttributedStyle.YELLOW);

    private OutputStyle() {
    }

    /** One line of engine output with its style. */
    static AttributedString of(String line) {
        return new AttributedString(line, styleOf(line));
    }

    /** A console hint after an error (never sent to a GUI). */
    static AttributedString hint(String line) {
        return new AttributedString(line, HINT);
    }

    /** The style of a line: moves stand out, errors are red, results bold, thinking lines (a number first) dim. */
    static AttributedStyle styleOf(String line) {
        if (line.startsWith("move ")) {
            return MOVE;
        }
        if (line.startsWith("Error") || line.startsWith("Illegal move") || line.startsWith("tellusererror")) {
            return ERROR;
        }
        if (line.startsWith("1-0") || line.startsWith("0-1") || line.startsWith("1/2-1/2")
                || line.startsWith("resign")) {
            return RESULT;
        }
        String text = line.stripLeading();
        if (!text.isEmpty() && Character.isDigit(text.charAt(0))) {
            return THINKING;
        }
        return AttributedStyle.DEFAULT;
    }
}
