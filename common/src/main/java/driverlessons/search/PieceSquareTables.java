package driverlessons.search;

import driverlessons.chess.Piece;
import driverlessons.chess.Side;

import static driverlessons.search.EvaluationWeights.EG;
import static driverlessons.search.EvaluationWeights.MATERIAL;
import static driverlessons.search.EvaluationWeights.MG;
import static driverlessons.search.EvaluationWeights.PST;

/**
 * Material plus piece-square value, for the middlegame and for the endgame, by coloured piece and square: the
 * sums {@link Evaluation} adds for every piece, built once from {@link EvaluationWeights} (where the tables are
 * drawn as a board from White's side, so a reader sees at a glance where each piece likes to stand). Black uses
 * White's tables mirrored.
 */
final class PieceSquareTables {
    private PieceSquareTables() {
    }

    /** Material, middlegame, by piece type: pawn, knight, bishop, rook, queen, king. */
    static final int[] MATERIAL_MG = new int[Piece.TYPES];
    /** Material, endgame. */
    static final int[] MATERIAL_EG = new int[Piece.TYPES];

    /** Material plus square, middlegame, indexed by coloured piece and square, from that piece's side's view. */
    static final int[][] MG_TABLE = new int[Piece.COUNT][64];
    /** The same for the endgame. */
    static final int[][] EG_TABLE = new int[Piece.COUNT][64];

    static {
        build();
    }

    /** Fills the tables from the weights in {@link EvaluationWeights} (again after {@link EvaluationWeights#use}). */
    static void build() {
        for (int type = Piece.PAWN; type <= Piece.KING; type++) {
            MATERIAL_MG[type] = MG[MATERIAL + type];
            MATERIAL_EG[type] = EG[MATERIAL + type];
        }
        for (int side = Side.WHITE; side <= Side.BLACK; side++) {
            for (int type = Piece.PAWN; type <= Piece.KING; type++) {
                int piece = Piece.of(side, type);
                for (int sq = 0; sq < 64; sq++) {
                    int term = PST + 64 * type + index(side, sq);
                    MG_TABLE[piece][sq] = MATERIAL_MG[type] + MG[term];
                    EG_TABLE[piece][sq] = MATERIAL_EG[type] + EG[term];
                }
            }
        }
    }

    /**
     * Where a piece of {@code side} on {@code sq} reads the drawn table: index 0 is a8. For White, square a1 = 0
     * must read the bottom-left entry (index 56), which is sq ^ 56; Black mirrors the board, so its a8 (56) reads
     * index 56 as well: sq itself.
     */
    static int index(int side, int sq) {
        return side == Side.WHITE ? sq ^ 56 : sq;
    }
}
