package driverlessons.search;

import driverlessons.chess.Attacks;
import driverlessons.chess.Piece;
import driverlessons.chess.Position;
import driverlessons.chess.Side;
import driverlessons.chess.Square;

import static driverlessons.chess.Square.FILE_A;
import static driverlessons.chess.Square.FILE_H;
import static driverlessons.search.Evaluation.LIGHT_SQUARES;
import static driverlessons.search.Evaluation.distance;

/**
 * Endgames whose outcome is known, which a sum of evaluation terms gets wrong, recognised by the material on the
 * board and answered with that knowledge instead of the usual terms:
 * <ul>
 *   <li>king and pawn against king: won or drawn, looked up in a table of all such positions ({@link Kpk});</li>
 *   <li>a bare king against a queen, a rook, two bishops on both colours or a bishop and a knight, without pawns:
 *       won, scored so that the search drives the bare king to the edge (with a bishop and a knight, to a corner
 *       the bishop controls) and brings the other king close, which is how these endings are mated;</li>
 *   <li>a bishop and pawns all on one rook file against a bare king that stands by the promotion square, when the
 *       bishop cannot control that square: drawn, since the king can never be driven out of the corner.</li>
 * </ul>
 * A won ending scores {@link #KNOWN_WIN} and more for the side that wins, so the search prefers it to any
 * ordinary advantage and, once in it, still sees progress: a pawn nearer promotion, then a queen, then the bare
 * king nearer its mating corner. The scores stay far below a mate score.
 */
final class Endgames {
    private Endgames() {
    }

    /** Returned by {@link #probe} when the position is none of the endgames this class knows. */
    static final int NONE = Integer.MIN_VALUE;

    /** The least score of a won ending (centipawns): more than any material a side can have besides it. */
    static final int KNOWN_WIN = 2000;

    /**
     * The position's score for the side to move when it is a known endgame, else {@link #NONE}. Cheap when it is
     * not: positions with more than six men are refused at once.
     */
    static int probe(Position pos) {
        long occupied = pos.occupied();
        if (Long.bitCount(occupied) > 6) {
            return NONE;
        }
        for (int strong = Side.WHITE; strong <= Side.BLACK; strong++) {
            int weak = Side.other(strong);
            if (pos.sidePieces(weak) != pos.pieces(weak, Piece.KING)) {
                continue; // every ending known here is against a bare king
            }
            int score = againstBareKing(pos, strong);
            if (score != NONE) {
                return pos.sideToMove() == strong ? score : -score;
            }
        }
        return NONE;
    }

    /** The known endgames where {@code weak} has a bare king: the score for {@code strong}, or {@link #NONE}. */
    private static int againstBareKing(Position pos, int strong) {
        int weak = Side.other(strong);
        long pawns = pos.pieces(strong, Piece.PAWN);
        long knights = pos.pieces(strong, Piece.KNIGHT);
        long bishops = pos.pieces(strong, Piece.BISHOP);
        long heavy = pos.pieces(strong, Piece.ROOK) | pos.pieces(strong, Piece.QUEEN);
        int strongKing = pos.kingSquare(strong);
        int weakKing = pos.kingSquare(weak);
        if (pawns != 0) {
            if (Long.bitCount(pawns) == 1 && (knights | bishops | heavy) == 0) {
                return Kpk.isWin(strong, Long.numberOfTrailingZeros(pawns), strongKing, weakKing,
                        pos.sideToMove()) ? KNOWN_WIN + pawnProgress(strong, pawns) : 0;
            }
            if (bishops != 0 && (knights | heavy) == 0 && isWrongRookPawnDraw(strong, pawns, bishops, weakKing)) {
                return 0;
            }
            return NONE;
        }
        boolean bothColours = (bishops & LIGHT_SQUARES) != 0 && (bishops & ~LIGHT_SQUARES) != 0;
        if (heavy == 0 && !bothColours && (knights == 0 || bishops == 0)) {
            return NONE; // no mate can be forced: the usual evaluation (and the drawish scale) has it
        }
        int closeness = 10 * (7 - distance(strongKing, weakKing));
        int material = Evaluation.nonPawnMaterial(pos, strong);
        if (heavy == 0 && Long.bitCount(knights) == 1 && Long.bitCount(bishops) == 1) {
            // Bishop and knight mate only in a corner of the bishop's colour.
            long corners = (1L << Square.A1) | (1L << Square.H1) | (1L << Square.A8) | (1L << Square.H8);
            long mating = corners & ((bishops & LIGHT_SQUARES) != 0 ? LIGHT_SQUARES : ~LIGHT_SQUARES);
            int toCorner = 7;
            for (long bits = mating; bits != 0; bits &= bits - 1) {
                toCorner = Math.min(toCorner, distance(weakKing, Long.numberOfTrailingZeros(bits)));
            }
            return KNOWN_WIN + material + 40 * (7 - toCorner) + closeness;
        }
        return KNOWN_WIN + material + 20 * centreDistance(weakKing) + closeness;
    }

    /** A won pawn's worth: a pawn, and ten centipawns for each rank it has gone up (1 to 6). */
    private static int pawnProgress(int side, long pawns) {
        int rank = Square.rank(Long.numberOfTrailingZeros(pawns));
        return PieceSquareTables.MATERIAL_EG[Piece.PAWN] + 10 * (side == Side.WHITE ? rank : 7 - rank);
    }

    /**
     * Bishops and pawns against a bare king, the pawns all on the a-file or all on the h-file, the bishops all on
     * the colour the promotion square is not, and the bare king on or next to that square: a draw.
     */
    private static boolean isWrongRookPawnDraw(int strong, long pawns, long bishops, int weakKing) {
        int file;
        if ((pawns & ~FILE_A) == 0) {
            file = 0;
        } else if ((pawns & ~FILE_H) == 0) {
            file = 7;
        } else {
            return false;
        }
        int promotion = Square.of(file, strong == Side.WHITE ? 7 : 0);
        long promotionColour = (LIGHT_SQUARES & (1L << promotion)) != 0 ? LIGHT_SQUARES : ~LIGHT_SQUARES;
        return (bishops & promotionColour) == 0 && distance(weakKing, promotion) <= 1;
    }

    /** How far a square is from the four centre squares, counting files and ranks: 0 (centre) to 6 (corner). */
    private static int centreDistance(int sq) {
        int file = Square.file(sq);
        int rank = Square.rank(sq);
        return Math.max(3 - file, file - 4) + Math.max(3 - rank, rank - 4);
    }

    /**
     * King and pawn against king: which positions the side with the pawn wins. The table covers every position
     * with White's pawn on files a to d (the others are their mirror images, and Black's pawn is White's seen from
     * the other side), 2 × 24 × 64 × 64 of them, and is worked out backwards when it is first needed (about 50 ms):
     * a position where White can promote safely is won; a position where Black can take the pawn,
     * or is stalemated, is drawn; then, until nothing changes, a position with White to move is won when one move
     * leads to a won position and drawn when all lead to drawn ones, and with Black to move, drawn when one move
     * leads to a drawn position and won when all lead to won ones. What is still open at the end is drawn (White
     * can only go round in circles).
     */
    static final class Kpk {
        private Kpk() {
        }

        private static final byte INVALID = 0;
        private static final byte UNKNOWN = 1;
        private static final byte DRAW = 2;
        private static final byte WIN = 4;
        private static final int SIZE = 2 * 24 * 64 * 64;

        /** One bit per position: won for White. Built on first use (the holder idiom). */
        private static final class Table {
            static final long[] WON = build();
        }

        /**
         * Whether the side with the pawn wins: {@code strong} has its king on {@code strongKing} and its pawn on
         * {@code pawn}, the other side's king is on {@code weakKing}, {@code toMove} moves.
         */
        static boolean isWin(int strong, int pawn, int strongKing, int weakKing, int toMove) {
            int flip = strong == Side.WHITE ? 0 : 56; // seen from the pawn's side
            int mirror = Square.file(pawn) >= 4 ? 7 : 0; // the pawn on files a to d
            int index = index(toMove == strong ? Side.WHITE : Side.BLACK, pawn ^ flip ^ mirror,
                    strongKing ^ flip ^ mirror, weakKing ^ flip ^ mirror);
            return (Table.WON[index >>> 6] & (1L << index)) != 0;
        }

        private static int index(int toMove, int pawn, int whiteKing, int blackKing) {
            int pawnIndex = 4 * (Square.rank(pawn) - 1) + Square.file(pawn);
            return ((toMove * 24 + pawnIndex) * 64 + whiteKing) * 64 + blackKing;
        }

        private static long[] build() {
            byte[] result = new byte[SIZE];
            for (int index = 0; index < SIZE; index++) {
                result[index] = initial(index);
            }
            boolean changed = true;
            while (changed) {
                changed = false;
                for (int index = 0; index < SIZE; index++) {
                    if (result[index] == UNKNOWN) {
                        byte now = classify(index, result);
                        if (now != UNKNOWN) {
                            result[index] = now;
                            changed = true;
                        }
                    }
                }
            }
            long[] won = new long[SIZE / 64];
            for (int index = 0; index < SIZE; index++) {
                if (result[index] == WIN) {
                    won[index >>> 6] |= 1L << index;
                }
            }
            return won;
        }

        private static int toMove(int index) {
            return index / (24 * 64 * 64);
        }

        private static int pawn(int index) {
            int pawnIndex = index / (64 * 64) % 24;
            return Square.of(pawnIndex % 4, pawnIndex / 4 + 1);
        }

        private static int whiteKing(int index) {
            return index / 64 % 64;
        }

        private static int blackKing(int index) {
            return index % 64;
        }

        /** What is known of a position before looking at its moves. */
        private static byte initial(int index) {
            int pawn = pawn(index);
            int whiteKing = whiteKing(index);
            int blackKing = blackKing(index);
            if (distance(whiteKing, blackKing) <= 1 || whiteKing == pawn || blackKing == pawn) {
                return INVALID;
            }
            long pawnAttacks = Attacks.pawn(Side.WHITE, pawn);
            if (toMove(index) == Side.WHITE) {
                if ((pawnAttacks & (1L << blackKing)) != 0) {
                    return INVALID; // Black is in check with White to move
                }
                int queening = pawn + 8;
                if (Square.rank(pawn) == 6 && queening != whiteKing && queening != blackKing
                        && (distance(blackKing, queening) > 1 || distance(whiteKing, queening) == 1)) {
                    return WIN;
                }
                return UNKNOWN;
            }
            long flight = Attacks.king(blackKing) & ~(Attacks.king(whiteKing) | pawnAttacks);
            if (flight == 0) {
                return DRAW; // stalemate (a king and a pawn cannot mate a king that has no move)
            }
            if (distance(blackKing, pawn) == 1 && distance(whiteKing, pawn) > 1) {
                return DRAW; // the pawn falls
            }
            return UNKNOWN;
        }

        /** A position's value from its moves' values so far. */
        private static byte classify(int index, byte[] result) {
            int pawn = pawn(index);
            int whiteKing = whiteKing(index);
            int blackKing = blackKing(index);
            int reached = 0;
            if (toMove(index) == Side.WHITE) {
                long moves = Attacks.king(whiteKing) & ~Attacks.king(blackKing) & ~(1L << pawn);
                for (; moves != 0; moves &= moves - 1) {
                    reached |= result[index(Side.BLACK, pawn, Long.numberOfTrailingZeros(moves), blackKing)];
                }
                // A push to the 8th rank counts only where initial() found it safe; a push onto a king is invalid.
                if (Square.rank(pawn) < 6) {
                    reached |= result[index(Side.BLACK, pawn + 8, whiteKing, blackKing)];
                    if (Square.rank(pawn) == 1 && pawn + 8 != whiteKing && pawn + 8 != blackKing) {
                        reached |= result[index(Side.BLACK, pawn + 16, whiteKing, blackKing)];
                    }
                }
                return (reached & WIN) != 0 ? WIN : (reached & UNKNOWN) != 0 ? UNKNOWN : DRAW;
            }
            // Squares next to White's king, and the pawn when White's king defends it, are refused here; squares
            // the pawn attacks lead to invalid positions, which count for nothing.
            long moves = Attacks.king(blackKing) & ~Attacks.king(whiteKing);
            for (; moves != 0; moves &= moves - 1) {
                int to = Long.numberOfTrailingZeros(moves);
                if (to != pawn) {
                    reached |= result[index(Side.WHITE, pawn, whiteKing, to)];
                }
            }
            return (reached & DRAW) != 0 ? DRAW : (reached & UNKNOWN) != 0 ? UNKNOWN : WIN;
        }
    }
}
