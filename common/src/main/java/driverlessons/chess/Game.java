package driverlessons.chess;

/**
 * A game: the position it started from and the moves played since, for the driver. It answers the questions a
 * driver asks between moves: may I take a move back ({@code undo}, {@code remove}), and is the game over by
 * rule ({@link #result()}, Muller's {@code TerminalCondition})?
 */
public final class Game {
    private final String startFen;
    private final Position position;
    private final int[] scratch = new int[Position.MAX_MOVES];
    /**
     * The half-moves played through {@link #play}, less those taken back: the game's own count. The position's
     * count would also hold the moves a search is making on it, and a driver asks during a search too (a ponder
     * hit sets the time limits from inside the search).
     */
    private int moves;

    /** A game from the initial position. */
    public Game() {
        this(Position.START_FEN);
    }

    /** A game from the position {@code fen}; throws {@link FenException} with the reason when it is wrong. */
    public Game(String fen) {
        this.position = Position.fromFen(fen);
        this.startFen = position.toFen();
    }

    /**
     * The live position with the game's moves made on it, so it sees repetitions across the whole game. The
     * search may make and unmake moves on it, but must leave it as it found it.
     */
    public Position position() {
        return position;
    }

    /** The FEN the game started from (as this class writes it back, so normalised). */
    public String startFen() {
        return startFen;
    }

    /** Plays {@code move}; throws IllegalArgumentException when it is not legal in the current position. */
    public void play(int move) {
        if (!position.isLegal(move)) {
            throw new IllegalArgumentException("illegal move " + Notation.coordinate(move) + " in "
                    + position.toFen());
        }
        position.makeMove(move);
        moves++;
    }

    /** Takes back the last move; false when no move is left to take back. */
    public boolean undo() {
        if (moves == 0) {
            return false;
        }
        position.unmakeMove();
        moves--;
        return true;
    }

    /** undo / remove: takes back {@code halfMoves} half-moves (as many as there are, at most). */
    public void undo(int halfMoves) {
        for (int i = 0; i < halfMoves; i++) {
            undo();
        }
    }

    /**
     * How many half-moves have been played since the start position: the game's moves, also while a search makes
     * and unmakes its own on the position.
     */
    public int moveCount() {
        return moves;
    }

    /** The last move played, or Move.NONE at the start. */
    public int lastMove() {
        return position.lastMove();
    }

    /**
     * The game is over on the board: mate or stalemate, no move to play or to search (unlike a draw by rule,
     * where the moves go on and an analysis may still search them).
     */
    public boolean overOnTheBoard() {
        return position.generateMoves(scratch) == 0;
    }

    /**
     * The result by rule in the current position, or {@code null} while the game goes on. Checked in this
     * order: checkmate and stalemate, then insufficient material, the fifty-move rule (a mate on the hundredth
     * half-move still counts as mate) and threefold repetition.
     */
    public Result result() {
        if (position.generateMoves(scratch) == 0) {
            if (!position.inCheck()) {
                return Result.STALEMATE;
            }
            return position.sideToMove() == Side.WHITE ? Result.BLACK_MATES : Result.WHITE_MATES;
        }
        if (position.hasInsufficientMaterial()) {
            return Result.INSUFFICIENT_MATERIAL;
        }
        if (position.halfmoveClock() >= 100) {
            return Result.FIFTY_MOVES;
        }
        if (position.repetitionCount() >= 3) {
            return Result.REPETITION;
        }
        return null;
    }
}
