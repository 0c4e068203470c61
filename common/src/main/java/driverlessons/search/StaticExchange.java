package driverlessons.search;

import driverlessons.chess.Move;
import driverlessons.chess.Piece;
import driverlessons.chess.Position;
import driverlessons.chess.Side;

/**
 * Static exchange evaluation (SEE): what a capture wins or loses in material when both sides keep recapturing on
 * its square with their least valuable attacker, each free to stop when going on would lose. It orders captures
 * (a queen taking a defended pawn comes after the quiet moves), prunes losing captures in quiescence search, and
 * near the leaves of the main search prunes the moves that lose material on their square.
 *
 * <p>Attackers are found again after each capture with the occupancy of that moment, so pieces behind the
 * capturer (a rook behind a rook, a bishop behind a queen) join in. Pins are ignored, as usual: SEE is a guess
 * that is cheap and good enough for ordering, not a search.
 */
final class StaticExchange {
    private StaticExchange() {
    }

    /** Piece values for exchanges, by type; the king is worth more than any exchange can win. */
    static final int[] VALUE = {100, 320, 330, 500, 950, 20_000};

    /** The most captures one exchange can have (the length of the list {@link #see(Position, int, int[])} needs). */
    static final int MAX_EXCHANGES = 32;

    /**
     * The material the side to move wins (or loses, when negative) by playing this move and the exchange that
     * follows on its square: for a quiet move, what it loses when the piece can be taken there.
     */
    static int see(Position pos, int move) {
        return see(pos, move, new int[MAX_EXCHANGES]);
    }

    /** The same, with a list of {@link #MAX_EXCHANGES} entries for the gains (a search thread keeps its own). */
    static int see(Position pos, int move, int[] gain) {
        int from = Move.from(move);
        int to = Move.to(move);
        int side = pos.sideToMove();
        long occupied = pos.occupied() ^ (1L << from);

        int captured;
        if (Move.isEnPassant(move)) {
            captured = Piece.PAWN;
            occupied ^= 1L << (to + (side == Side.WHITE ? -8 : 8));
        } else {
            int victim = pos.pieceAt(to);
            captured = victim == Piece.NONE ? -1 : Piece.type(victim);
        }
        gain[0] = captured < 0 ? 0 : VALUE[captured];
        int onSquare = Piece.type(pos.pieceAt(from));
        if (Move.promotion(move) != 0) {
            onSquare = Move.promotion(move);
            gain[0] += VALUE[onSquare] - VALUE[Piece.PAWN];
        }

        int depth = 0;
        side = Side.other(side);
        long attackers = pos.attackersTo(to, occupied) & occupied;
        while (depth + 1 < MAX_EXCHANGES) {
            long own = attackers & pos.sidePieces(side);
            if (own == 0) {
                break;
            }
            // The least valuable attacker recaptures.
            int type = Piece.PAWN;
            long candidates = own & pos.pieces(side, type);
            while (candidates == 0) {
                type++;
                candidates = own & pos.pieces(side, type);
            }
            // A king may only recapture when the other side has nothing left to take back with.
            if (type == Piece.KING && (attackers & pos.sidePieces(Side.other(side))) != 0) {
                break;
            }
            depth++;
            gain[depth] = VALUE[onSquare] - gain[depth - 1];
            onSquare = type;
            occupied ^= Long.lowestOneBit(candidates);
            attackers = pos.attackersTo(to, occupied) & occupied;
            side = Side.other(side);
        }
        // Walk back: at each step the side to move chooses between capturing and standing pat.
        while (depth > 0) {
            gain[depth - 1] = -Math.max(-gain[depth - 1], gain[depth]);
            depth--;
        }
        return gain[0];
    }
}
