package driverlessons.console;

import driverlessons.chess.Piece;
import driverlessons.chess.Position;
import driverlessons.chess.Side;
import driverlessons.chess.Square;
import driverlessons.console.CommandHelp.Topic;

/**
 * The console-only commands a driver answers when {@code EngineIo.console()} is true: {@code board},
 * {@code help} and {@code help COMMAND} ({@code fen} is just {@code position.toFen()}). They return text; the
 * driver sends it. No JLine here.
 */
public final class ConsoleCommands {
    /** The width help text is wrapped to. */
    private static final int WIDTH = 80;

    private ConsoleCommands() {
    }

    /**
     * A diagram of the position, white at the bottom, FEN letters for the pieces (upper case white) and '.' for
     * an empty square, with the files and ranks around it, then the side to move, the castling rights, the en
     * passant square and the move counters. Plain ASCII, so it reads the same on every terminal.
     */
    public static String board(Position pos) {
        StringBuilder text = new StringBuilder("  +-----------------+\n");
        for (int rank = 7; rank >= 0; rank--) {
            text.append(rank + 1).append(" |");
            for (int file = 0; file < 8; file++) {
                int piece = pos.pieceAt(Square.of(file, rank));
                text.append(' ').append(piece == Piece.NONE ? '.' : Piece.letter(piece));
            }
            text.append(" |\n");
        }
        text.append("  +-----------------+\n");
        text.append("    a b c d e f g h\n");
        String side = Side.name(pos.sideToMove());
        text.append(Character.toUpperCase(side.charAt(0))).append(side.substring(1)).append(" to move");
        if (pos.inCheck()) {
            text.append(" (in check)");
        }
        int ep = pos.enPassantSquare();
        text.append(", castling ").append(castling(pos.castlingRights()))
                .append(", en passant ").append(ep < 0 ? "-" : Square.name(ep))
                .append(", move ").append(pos.fullmoveNumber())
                .append(", fifty-move clock ").append(pos.halfmoveClock());
        return text.toString();
    }

    /** The castling rights as in FEN: {@code KQkq}, or {@code -} when none is left. */
    private static String castling(int rights) {
        String text = ((rights & Position.WHITE_OO) != 0 ? "K" : "") + ((rights & Position.WHITE_OOO) != 0 ? "Q" : "")
                + ((rights & Position.BLACK_OO) != 0 ? "k" : "") + ((rights & Position.BLACK_OOO) != 0 ? "q" : "");
        return text.isEmpty() ? "-" : text;
    }

    /** The list of commands, one line each with its arguments and what it does. */
    public static String help() {
        int width = 0;
        for (Topic topic : CommandHelp.TOPICS.values()) {
            width = Math.max(width, topic.usage().length());
        }
        StringBuilder text = new StringBuilder("Commands (help COMMAND tells more; a lesson knows only some):\n");
        for (Topic topic : CommandHelp.TOPICS.values()) {
            text.append("  ").append(pad(topic.usage(), width)).append("  ").append(topic.summary()).append('\n');
        }
        text.append("  ").append(pad("MOVE", width)).append("  the opponent's move without usermove, e.g. e2e4");
        return text.toString();
    }

    /** More about one command: its arguments, what it does, examples; a move is taken as {@code usermove}. */
    public static String help(String command) {
        String name = command.strip();
        Topic topic = CommandHelp.TOPICS.get(name);
        if (topic == null && (name.equals("MOVE") || name.matches("[a-h][1-8][a-h][1-8][nbrqNBRQ]?"))) {
            topic = CommandHelp.TOPICS.get("usermove");
        }
        if (topic == null) {
            return "No help for '" + name + "'. Type help for the list of commands.";
        }
        String words = capitalised(topic.summary()) + "." + (topic.details().isEmpty() ? "" : " " + topic.details());
        StringBuilder text = new StringBuilder(topic.usage());
        wrap(words, text);
        for (String example : topic.examples()) {
            text.append("\n  Example: ").append(example);
        }
        return text.toString();
    }

    /** Appends {@code words} as lines of at most {@link #WIDTH} characters, each indented by two spaces. */
    private static void wrap(String words, StringBuilder text) {
        StringBuilder line = new StringBuilder();
        for (String word : words.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > WIDTH - 2) {
                text.append("\n  ").append(line);
                line.setLength(0);
            }
            line.append(line.length() > 0 ? " " : "").append(word);
        }
        text.append("\n  ").append(line);
    }

    private static String pad(String text, int width) {
        return text + " ".repeat(width - text.length());
    }

    private static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
