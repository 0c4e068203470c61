package driverlessons.search;

import driverlessons.chess.Move;
import driverlessons.chess.Notation;
import driverlessons.chess.Position;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * {@code exclude} and {@code include} (CECP v2): the root moves a driver's searches leave out, until it clears them
 * because the position changed. A driver keeps one, changes it by the commands and asks it for the root moves to
 * give {@link SearchOptions#withRootMoves}.
 */
public final class ExcludedMoves {
    private final Set<Integer> moves = new HashSet<>();

    /**
     * {@code exclude MOVE}, {@code include MOVE} ({@code exclude} false), or {@code all} of them, in
     * {@code position} (null: there is none to play, after a refused setboard: all clears, a move is refused).
     * Returns false when MOVE is not a legal move there: nothing changes.
     */
    public boolean change(Position position, String argument, boolean exclude) {
        if (argument.equals("all")) {
            moves.clear();
            if (exclude && position != null) {
                Arrays.stream(position.legalMoves()).forEach(moves::add);
            }
            return true;
        }
        int move = position == null ? Move.NONE : Notation.parseMove(position, argument);
        if (move == Move.NONE) {
            return false;
        }
        if (exclude) {
            moves.add(move);
        } else {
            moves.remove(move);
        }
        return true;
    }

    /** The position changed: nothing is excluded. */
    public void clear() {
        moves.clear();
    }

    /**
     * The root moves to search in {@code position}: its legal moves not excluded, or null (all of them) when
     * nothing is excluded, or when every move is and the engine {@code mustMove} (an analysis has none to search).
     */
    public int[] rootMoves(Position position, boolean mustMove) {
        if (moves.isEmpty()) {
            return null;
        }
        int[] rootMoves = Arrays.stream(position.legalMoves()).filter(m -> !moves.contains(m)).toArray();
        return rootMoves.length == 0 && mustMove ? null : rootMoves;
    }
}
