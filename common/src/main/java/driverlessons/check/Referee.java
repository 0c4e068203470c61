package driverlessons.check;

import driverlessons.chess.Game;
import driverlessons.chess.Move;
import driverlessons.chess.Notation;
import driverlessons.chess.Result;
import driverlessons.chess.Side;
import java.util.regex.Pattern;

/**
 * The examiner's own record of the game, kept with {@code common}'s rules: it turns the examiner's moves into the
 * notation the engine asked for, and judges every move and every result the engine sends.
 */
public final class Referee {
    private static final Pattern COORDINATE = Pattern.compile("[a-h][1-8][a-h][1-8][qrbnQRBN]?");
    private static final Pattern RESULT = Pattern.compile("(1-0|0-1|1/2-1/2|\\*)(\\s+\\{.*\\}?)?\\s*");

    private final boolean san;
    private final boolean sanRejected;
    private Game game = new Game();
    private String notationWarning;

    /** A referee for an engine that speaks SAN ({@code san=1} accepted) or coordinates. */
    public Referee(boolean san) {
        this(san, false);
    }

    /**
     * The same; {@code sanRejected}: the engine asked for san=1 and the GUI said no. SAN from it is a warning all
     * the same (san=1 governs the GUI's moves; XBoard reads SAN from any engine), which then says so.
     */
    public Referee(boolean san, boolean sanRejected) {
        this.san = san;
        this.sanRejected = sanRejected;
    }

    /** The start position (after {@code new}). */
    public void reset() {
        game = new Game();
    }

    /** A set-up position (after {@code setboard}). */
    public void setPosition(String fen) {
        game = new Game(fen);
    }

    public Game game() {
        return game;
    }

    /** The side to move. */
    public int sideToMove() {
        return game.position().sideToMove();
    }

    /**
     * The examiner's move, given in coordinates, turned into the text the engine expects (SAN after
     * {@code san=1}) and played on the referee's board.
     */
    public String play(String coordinate) {
        int move = Notation.parseMove(game.position(), coordinate);
        if (move == Move.NONE) {
            throw new IllegalArgumentException("the examiner tried an illegal move " + coordinate);
        }
        String text = san ? Notation.san(game.position(), move) : Notation.coordinate(move);
        game.play(move);
        return text;
    }

    /** The examiner's move as the engine expects it, without playing it. */
    public String text(String coordinate) {
        int move = Notation.parseMove(game.position(), coordinate);
        return move == Move.NONE ? coordinate : san ? Notation.san(game.position(), move) : coordinate;
    }

    /**
     * Judges a move the engine sent and plays it; returns null when it is legal, else why not (the board is then
     * unchanged). A move in SAN from an engine that did not ask for san=1 is legal, with a warning
     * ({@link #takeNotationWarning}).
     */
    public String judgeAndPlay(String text) {
        int move = Notation.parseMove(game.position(), text);
        if (move == Move.NONE) {
            return "the move " + text + " is not legal in " + game.position().toFen();
        }
        boolean coordinate = COORDINATE.matcher(text).matches();
        if (!san && !coordinate) {   // the spec lets an engine send SAN: XBoard reads it, some GUIs do not
            notationWarning = "it wrote the move " + text + " in SAN though it did not ask for san=1"
                    + (sanRejected ? " (the GUI rejected it)" : "") + ": XBoard reads it (san=1 governs only the"
                    + " GUI's moves; the spec calls SAN from the engine safe after protover 2), but some GUIs take"
                    + " only coordinates (" + Notation.coordinate(move) + ")";
        }
        game.play(move);
        return null;
    }

    /** A warning about the notation of the last move judged (SAN without san=1), once; or null. */
    public String takeNotationWarning() {
        String warning = notationWarning;
        notationWarning = null;
        return warning;
    }

    /** True when {@code line} has the form of a result ({@code 1-0 {...}}, {@code 1/2-1/2 {...}}, ...). */
    public static boolean isResult(String line) {
        return RESULT.matcher(line).matches();
    }

    /**
     * Judges a result the engine claims, where it plays {@code engineSide} (Side.WHITE/BLACK, or -1 for none):
     * null when it is right (the game ended so by rule, or the engine gives up its own game), else why not.
     */
    public String judgeClaim(String line, int engineSide) {
        String score = line.split("\\s+")[0];
        Result byRule = game.result();
        if (byRule != null) {
            String expected = byRule.cecp().split(" ")[0];
            return score.equals(expected) ? null
                    : "claims " + score + " but the game ended " + byRule.cecp() + " (" + game.position().toFen() + ")";
        }
        boolean resigns = engineSide == Side.WHITE && score.equals("0-1")
                || engineSide == Side.BLACK && score.equals("1-0");
        if (resigns) {
            return null;
        }
        return "claims '" + line + "' but the game is not over by rule (" + game.position().toFen() + ")";
    }
}
