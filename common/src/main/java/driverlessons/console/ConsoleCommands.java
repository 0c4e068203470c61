package driverlessons.console;

import driverlessons.chess.Notation;
import driverlessons.chess.Piece;
import driverlessons.chess.Position;
import driverlessons.chess.Side;
import driverlessons.chess.Square;
import driverlessons.console.CommandHelp.Topic;
import driverlessons.io.EngineState;
import driverlessons.io.Lines;
import java.util.ArrayList;
import java.util.List;

/**
 * What the console says by itself, from the driver's last {@link EngineState}: the prompt, the console-only
 * commands {@code board}, {@code fen} and {@code help [COMMAND]}, the legal moves for completion, and hints after
 * an error. They return text; no JLine here, so they are tested as plain functions.
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

    /**
     * The list of commands for lesson {@code lesson}: first those it acts on, then the protocol's other commands
     * marked with the lesson that teaches them, then the console's own. One line each, with its arguments.
     */
    public static String help(int lesson) {
        int width = 0;
        for (Topic topic : CommandHelp.TOPICS.values()) {
            width = Math.max(width, topic.usage().length());
        }
        StringBuilder now = new StringBuilder();
        StringBuilder later = new StringBuilder();
        StringBuilder console = new StringBuilder();
        for (Topic topic : CommandHelp.TOPICS.values()) {
            String entry = "  " + pad(topic.usage(), width) + "  " + topic.summary();
            if (topic.lesson() == 0) {
                console.append(entry).append('\n');
            } else if (topic.lesson() <= lesson) {
                now.append(entry).append('\n');
            } else {
                later.append(entry).append(" (lesson ").append(topic.lesson()).append(")\n");
            }
        }
        now.append("  ").append(pad("MOVE", width)).append("  the opponent's move without usermove, e.g. e2e4\n");
        String text = (lesson > 0 ? "Commands lesson " + lesson + " acts on" : "Commands") + " (help COMMAND tells more):\n"
                + now + (later.length() > 0 ? "Commands of later lessons:\n" + later : "")
                + "Console only:\n" + console;
        return text.stripTrailing();
    }

    /** More about one command: its arguments, what it does, examples; a move is taken as {@code usermove}. */
    public static String help(String command) {
        String name = command.strip();
        Topic topic = CommandHelp.TOPICS.get(name);
        if (topic == null && (name.equals("MOVE") || Notation.looksLikeMove(name))) {
            topic = CommandHelp.TOPICS.get("usermove");
        }
        if (topic == null) {
            return "No help for '" + name + "'. Type help for the list of commands.";
        }
        String words = capitalised(topic.summary()) + "." + (topic.details().isEmpty() ? "" : " " + topic.details());
        StringBuilder text = new StringBuilder(topic.usage());
        if (topic.lesson() > 0) {
            text.append("   (lesson ").append(topic.lesson()).append(')');
        }
        wrap(words, text);
        for (String example : topic.examples()) {
            text.append("\n  Example: ").append(example);
        }
        return text.toString();
    }

    /** The commands the console answers itself, from the driver's last {@link EngineState}. */
    public static final List<String> CONSOLE_ONLY = List.of("board", "fen", "help");

    /**
     * The console's answer to a line it handles itself ({@code board}, {@code fen}, {@code help [COMMAND]}), or
     * null when the line is for the driver.
     */
    public static String answer(String line, EngineState state, int lesson) {
        String command = Lines.command(line);
        if (!CONSOLE_ONLY.contains(command)) {
            return null;
        }
        String argument = Lines.argument(line);
        return switch (command) {
            case "board" -> board(state.position());
            case "fen" -> state.position().toFen();
            default -> argument.isEmpty() ? help(lesson) : help(argument);
        };
    }

    /**
     * The prompt: the lesson, then the game's state, who the engine plays, its clock and what it is doing, e.g.
     * {@code lesson02 · white to move · engine plays black · clock 0:58 > }.
     */
    public static String prompt(String lessonId, EngineState state) {
        StringBuilder text = new StringBuilder(lessonId);
        if (state.illegalPosition() != null) {
            text.append(" · illegal position (").append(state.illegalPosition()).append(')');
        } else if (state.result() != null) {
            text.append(" · game over ").append(state.result().cecp());
        } else {
            text.append(" · ").append(Side.name(state.position().sideToMove())).append(" to move");
        }
        text.append(" · ").append(state.enginePlays() ? "engine plays " + Side.name(state.engineSide()) : "force mode");
        if (state.clockMs() >= 0) {
            text.append(" · clock ").append(clock(state.clockMs()));
        }
        if (!state.activity().isEmpty()) {
            text.append(" · ").append(state.activity());
        }
        return text.append(" > ").toString();
    }

    /** A clock as M:SS (H:MM:SS from an hour on). */
    static String clock(long ms) {
        long seconds = ms / 1000;
        String text = (seconds / 60) % 60 + ":" + String.format("%02d", seconds % 60);
        return seconds >= 3600 ? seconds / 3600 + ":" + (text.length() < 5 ? "0" : "") + text : text;
    }

    /** The legal moves of {@code state}'s position in coordinate notation (none in an illegal position). */
    public static List<String> legalMoves(EngineState state) {
        if (state.illegalPosition() != null || state.result() != null) {
            return List.of();
        }
        int[] moves = new int[Position.MAX_MOVES];
        int count = state.position().generateMoves(moves);
        List<String> texts = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            texts.add(Notation.coordinate(moves[i]));
        }
        return texts;
    }

    /**
     * A console-only explanation after an error line of the driver, or null: "did you mean" for a mistyped
     * command, the legal moves of the piece for an illegal move. Never sent to a GUI.
     */
    public static String hint(String output, EngineState state, List<String> commands) {
        if (output.startsWith("Error (unknown command): ")) {
            String word = Lines.command(output.substring("Error (unknown command): ".length()));
            String best = closest(word, commands);
            return best == null ? null : "  did you mean " + best + "? (help lists the commands)";
        }
        if (output.startsWith("Illegal move: ") && state != null) {
            String move = output.substring("Illegal move: ".length()).strip();
            int from = move.length() >= 2 ? Square.parse(move.substring(0, 2)) : -1;
            if (from < 0 || state.position().pieceAt(from) == Piece.NONE) {
                return from < 0 ? null : "  there is no piece on " + move.substring(0, 2);
            }
            List<String> moves = legalMoves(state).stream().filter(m -> m.startsWith(move.substring(0, 2))).toList();
            String piece = pieceName(state.position().pieceAt(from)) + " on " + move.substring(0, 2);
            return moves.isEmpty() ? "  the " + piece + " has no legal move"
                    : "  legal moves of the " + piece + ": " + String.join(" ", moves);
        }
        return null;
    }

    /** The command nearest to {@code word} by edit distance (at most 2, and less than the word's length). */
    static String closest(String word, List<String> commands) {
        String best = null;
        int bestDistance = Math.min(3, word.length());
        for (String command : commands) {
            int distance = editDistance(word.toLowerCase(java.util.Locale.ROOT), command);
            if (distance < bestDistance) {
                best = command;
                bestDistance = distance;
            }
        }
        return best;
    }

    /** Levenshtein distance: the fewest single-character insertions, deletions and changes from a to b. */
    static int editDistance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int change = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(change, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }

    private static String pieceName(int piece) {
        String[] names = {"pawn", "knight", "bishop", "rook", "queen", "king"};
        return Side.name(Piece.side(piece)) + " " + names[Piece.type(piece)];
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
