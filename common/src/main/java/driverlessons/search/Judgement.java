package driverlessons.search;

import driverlessons.chess.Game;
import driverlessons.chess.Result;

/**
 * The engine's judgement of a game that is not protocol: when to resign, when to offer a draw or take the one the
 * opponent offered. A driver asks it after the search of each of its own moves ({@link #resignNow} before the
 * move, {@link #offerDraw} with the move made on the board) and sends the protocol lines itself ({@code resign},
 * {@code offer draw}). The thresholds are the engine's options (Resign Threshold, Contempt) and come with each
 * question; the counters of moves in a row are the judgement's own, kept until {@link #newGame}.
 *
 * <p>The numbers are a small engine's taste, not a rule of the protocol: resign after {@value #RESIGN_MOVES}
 * searches in a row below minus the threshold; take an offer only when the game is worth less than a draw (the
 * score below minus the contempt) and past move {@value #YOUNG_GAME_MOVES}; offer one when our move lets us claim a
 * draw by rule (repetition, fifty moves), or when the score has been within {@value #DEAD_EVEN} centipawns for
 * {@value #EVEN_MOVES} moves in a row past move {@value #EVEN_GAME_MOVES} and we have no contempt for a draw.
 */
public final class Judgement {
    /** With the Resign option on, resign after this many searches in a row below minus the threshold. */
    public static final int RESIGN_MOVES = 3;
    /** A draw offer is not accepted before this move number (the game is still young). */
    public static final int YOUNG_GAME_MOVES = 20;
    /** Offer a draw after this many moves in a row with a score within DEAD_EVEN centipawns of equality... */
    public static final int EVEN_MOVES = 10;
    public static final int DEAD_EVEN = 10;
    /** ...and not before this move number. */
    public static final int EVEN_GAME_MOVES = 40;

    /** Our searches in a row with a score below minus the resign threshold. */
    private int losingMoves;
    /** Our moves in a row with a dead-even score. */
    private int evenMoves;
    /** Why the last {@link #offerDraw} said yes, for the driver's log; null after a no. */
    private String reason;

    /** A new game: nothing counted. */
    public void newGame() {
        losingMoves = 0;
        evenMoves = 0;
        reason = null;
    }

    /**
     * Resign now? Asked after every search of our own move, with its score (centipawns, for us), before the
     * move is played: true when this is the {@value #RESIGN_MOVES}th search in a row below {@code -threshold}.
     * It counts also when the driver will not resign (the Resign option off), so that the count is ready when it
     * is turned on.
     */
    public boolean resignNow(int score, int threshold) {
        losingMoves = score < -threshold ? losingMoves + 1 : 0;
        return losingMoves >= RESIGN_MOVES;
    }

    /**
     * Offer a draw? Asked after every search of our own move, with the move made on the board: true to accept
     * the opponent's offer ({@code offered}: one came since our last move) or to offer one ourselves; the
     * driver then sends {@code offer draw} before its move. {@code contempt} is the engine's (centipawns): with
     * it, an offer is taken only when the game is worth less to us than that, and we offer none for an even game.
     */
    public boolean offerDraw(int score, Game game, boolean offered, int contempt) {
        evenMoves = Math.abs(score) <= DEAD_EVEN ? evenMoves + 1 : 0;
        Result claim = game.result();
        int moveNumber = game.position().fullmoveNumber();
        reason = offered && score < -contempt && moveNumber >= YOUNG_GAME_MOVES ? "accepting"
                : claim == Result.REPETITION || claim == Result.FIFTY_MOVES ? "claiming " + claim.cecp()
                : evenMoves >= EVEN_MOVES && moveNumber >= EVEN_GAME_MOVES && contempt <= 0 ? "dead even"
                : null;
        if (reason != null) {
            evenMoves = 0;
        }
        return reason != null;
    }

    /** Why the last {@link #offerDraw} said yes ("accepting", "claiming 1/2-1/2 {...}", "dead even"), or null. */
    public String reason() {
        return reason;
    }
}
