package driverlessons.search;

import driverlessons.chess.Piece;
import driverlessons.chess.Side;

/**
 * Material and piece-square values, for the middlegame and for the endgame; {@link Evaluation} blends the two by
 * the material left on the board (a "tapered" evaluation). The tables are drawn as a board seen from White's
 * side, rank 8 at the top, so a reader can see at a glance where each piece likes to stand; Black uses the same
 * tables mirrored.
 *
 * <p>The numbers are ours, set by chess sense rather than tuned on games: knights and bishops want the centre,
 * rooks the seventh rank and the centre files, the king shelter in the middlegame and the centre in the
 * endgame, pawns to advance (more so in the endgame; passed pawns get more in {@link Evaluation}).
 */
final class PieceSquareTables {
    private PieceSquareTables() {
    }

    /** Material, middlegame, by piece type: pawn, knight, bishop, rook, queen, king. */
    static final int[] MATERIAL_MG = {85, 325, 340, 460, 980, 0};
    /** Material, endgame: pawns and rooks gain, minor pieces lose a little as the board empties. */
    static final int[] MATERIAL_EG = {110, 300, 320, 530, 960, 0};

    private static final int[] PAWN_MG = {
         0,   0,   0,   0,   0,   0,   0,   0,
        30,  30,  30,  35,  35,  30,  30,  30,
        10,  15,  20,  30,  30,  20,  15,  10,
         0,   5,  10,  22,  22,  10,   5,   0,
        -5,   0,   8,  18,  18,   5,   0,  -5,
        -5,   0,   0,   5,   5,  -5,   0,  -5,
        -5,   5,   5, -15, -15,  10,  10,  -5,
         0,   0,   0,   0,   0,   0,   0,   0,
    };
    private static final int[] PAWN_EG = {
         0,   0,   0,   0,   0,   0,   0,   0,
        45,  45,  40,  40,  40,  40,  45,  45,
        25,  25,  20,  20,  20,  20,  25,  25,
        12,  12,  10,  10,  10,  10,  12,  12,
         5,   5,   3,   3,   3,   3,   5,   5,
         0,   0,   0,   0,   0,   0,   0,   0,
         0,   0,   0,   0,   0,   0,   0,   0,
         0,   0,   0,   0,   0,   0,   0,   0,
    };
    private static final int[] KNIGHT_MG = {
       -60, -30, -20, -15, -15, -20, -30, -60,
       -30, -15,   0,   5,   5,   0, -15, -30,
       -15,   5,  15,  20,  20,  15,   5, -15,
       -10,  10,  20,  25,  25,  20,  10, -10,
       -10,   5,  15,  20,  20,  15,   5, -10,
       -20,   0,  10,  10,  10,  10,   0, -20,
       -30, -15,   0,   5,   5,   0, -15, -30,
       -50, -25, -20, -15, -15, -20, -25, -50,
    };
    private static final int[] KNIGHT_EG = {
       -50, -30, -20, -15, -15, -20, -30, -50,
       -30, -10,   0,   5,   5,   0, -10, -30,
       -20,   0,  10,  15,  15,  10,   0, -20,
       -15,   5,  15,  20,  20,  15,   5, -15,
       -15,   5,  15,  20,  20,  15,   5, -15,
       -20,   0,  10,  15,  15,  10,   0, -20,
       -30, -10,   0,   5,   5,   0, -10, -30,
       -50, -30, -20, -15, -15, -20, -30, -50,
    };
    private static final int[] BISHOP_MG = {
       -20, -10, -10, -10, -10, -10, -10, -20,
       -10,   0,   0,   0,   0,   0,   0, -10,
       -10,   0,   5,  10,  10,   5,   0, -10,
       -10,   5,   5,  12,  12,   5,   5, -10,
       -10,   0,  12,  12,  12,  12,   0, -10,
       -10,  10,  10,  10,  10,  10,  10, -10,
       -10,  12,   0,   5,   5,   0,  12, -10,
       -20, -10, -15, -10, -10, -15, -10, -20,
    };
    private static final int[] BISHOP_EG = {
       -15, -10,  -8,  -5,  -5,  -8, -10, -15,
       -10,  -3,   0,   2,   2,   0,  -3, -10,
        -8,   0,   5,   8,   8,   5,   0,  -8,
        -5,   2,   8,  10,  10,   8,   2,  -5,
        -5,   2,   8,  10,  10,   8,   2,  -5,
        -8,   0,   5,   8,   8,   5,   0,  -8,
       -10,  -3,   0,   2,   2,   0,  -3, -10,
       -15, -10,  -8,  -5,  -5,  -8, -10, -15,
    };
    private static final int[] ROOK_MG = {
         5,   5,   8,  10,  10,   8,   5,   5,
        15,  20,  20,  20,  20,  20,  20,  15,
         0,   0,   5,   5,   5,   5,   0,   0,
        -5,   0,   0,   5,   5,   0,   0,  -5,
        -5,   0,   0,   5,   5,   0,   0,  -5,
        -5,   0,   0,   5,   5,   0,   0,  -5,
       -10,  -5,   0,   5,   5,   0,  -5, -10,
        -5,   0,   5,  10,  10,   8,   0,  -5,
    };
    private static final int[] ROOK_EG = {
         5,   5,   5,   5,   5,   5,   5,   5,
        10,  10,  10,  10,  10,  10,  10,  10,
         0,   0,   0,   0,   0,   0,   0,   0,
         0,   0,   0,   0,   0,   0,   0,   0,
         0,   0,   0,   0,   0,   0,   0,   0,
         0,   0,   0,   0,   0,   0,   0,   0,
        -5,  -5,  -5,  -5,  -5,  -5,  -5,  -5,
        -5,  -5,   0,   0,   0,   0,  -5,  -5,
    };
    private static final int[] QUEEN_MG = {
       -20, -10, -10,  -5,  -5, -10, -10, -20,
       -10,  -5,   0,   0,   0,   0,  -5, -10,
       -10,   0,   5,   5,   5,   5,   0, -10,
        -5,   0,   5,   5,   5,   5,   0,  -5,
        -5,   0,   5,   5,   5,   5,   0,  -5,
       -10,   0,   5,   5,   5,   5,   0, -10,
       -10,   0,   3,   0,   0,   0,   0, -10,
       -20, -10, -10,   0,  -5, -10, -10, -20,
    };
    private static final int[] QUEEN_EG = {
       -20, -10, -10,  -5,  -5, -10, -10, -20,
       -10,   0,   5,   5,   5,   5,   0, -10,
       -10,   5,  10,  10,  10,  10,   5, -10,
        -5,   5,  10,  15,  15,  10,   5,  -5,
        -5,   5,  10,  15,  15,  10,   5,  -5,
       -10,   5,  10,  10,  10,  10,   5, -10,
       -10,   0,   5,   5,   5,   5,   0, -10,
       -20, -10, -10,  -5,  -5, -10, -10, -20,
    };
    private static final int[] KING_MG = {
       -40, -45, -45, -50, -50, -45, -45, -40,
       -40, -45, -45, -50, -50, -45, -45, -40,
       -40, -45, -45, -50, -50, -45, -45, -40,
       -40, -45, -45, -50, -50, -45, -45, -40,
       -30, -40, -40, -45, -45, -40, -40, -30,
       -20, -30, -30, -35, -35, -30, -30, -20,
        10,  10, -10, -20, -20, -10,  10,  10,
        20,  30,  10, -10,   0, -10,  30,  20,
    };
    private static final int[] KING_EG = {
       -50, -35, -25, -20, -20, -25, -35, -50,
       -30, -10,   0,   5,   5,   0, -10, -30,
       -25,   0,  15,  20,  20,  15,   0, -25,
       -20,   5,  20,  30,  30,  20,   5, -20,
       -20,   5,  20,  30,  30,  20,   5, -20,
       -25,   0,  15,  20,  20,  15,   0, -25,
       -30, -15,   0,   0,   0,   0, -15, -30,
       -50, -35, -25, -20, -20, -25, -35, -50,
    };

    private static final int[][] TABLES_MG = {PAWN_MG, KNIGHT_MG, BISHOP_MG, ROOK_MG, QUEEN_MG, KING_MG};
    private static final int[][] TABLES_EG = {PAWN_EG, KNIGHT_EG, BISHOP_EG, ROOK_EG, QUEEN_EG, KING_EG};

    /** Material plus square, middlegame, indexed by coloured piece and square, from that piece's side's view. */
    static final int[][] MG = new int[12][64];
    /** The same for the endgame. */
    static final int[][] EG = new int[12][64];

    static {
        for (int side = Side.WHITE; side <= Side.BLACK; side++) {
            for (int type = Piece.PAWN; type <= Piece.KING; type++) {
                int piece = Piece.of(side, type);
                for (int sq = 0; sq < 64; sq++) {
                    // The tables are drawn rank 8 first: index 0 is a8. For White, square a1 = 0 must read
                    // the bottom-left entry (index 56), which is sq ^ 56; Black mirrors the board, so its a8 (56)
                    // reads index 56 as well: sq itself.
                    int index = side == Side.WHITE ? sq ^ 56 : sq;
                    MG[piece][sq] = MATERIAL_MG[type] + TABLES_MG[type][index];
                    EG[piece][sq] = MATERIAL_EG[type] + TABLES_EG[type][index];
                }
            }
        }
    }
}
