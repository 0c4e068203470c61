package driverlessons.chess;

import java.util.Arrays;

/**
 * The board of the protocol's old {@code edit} mode, which sets up a position piece by piece: {@code c} changes
 * the colour of the pieces placed next (white first), {@code #} clears the board, {@code Pa4} puts a pawn of that
 * colour on a4, {@code xa4} empties a4. The driver reads the lines; this class only keeps the board and turns it
 * into a FEN.
 *
 * <p>As the specification says for a position made this way: a king and a rook on their home squares may
 * castle, no en-passant capture is possible, the fifty-move clock starts at zero and no earlier position counts
 * for repetition. The side to move is not edited: it is the one of the position edit mode started from.
 */
public final class BoardEditor {
    private final int[] board = new int[64];
    private final int sideToMove;
    private int colour = Side.WHITE;

    /** Edit mode starts from the current board, with white as the colour of the pieces placed. */
    public BoardEditor(Position current) {
        for (int sq = 0; sq < 64; sq++) {
            board[sq] = current.pieceAt(sq);
        }
        sideToMove = current.sideToMove();
    }

    /**
     * Applies one line of edit mode ({@code c}, {@code #}, {@code Pa4}, {@code xa4}); returns false when the line
     * is none of these (and changes nothing). The {@code .} that ends edit mode is the driver's to read.
     */
    public boolean apply(String line) {
        String text = line.strip();
        if (text.equals("c")) {
            colour = Side.other(colour);
            return true;
        }
        if (text.equals("#")) {
            Arrays.fill(board, Piece.NONE);
            return true;
        }
        if (text.length() != 3) {
            return false;
        }
        int sq = Square.parse(text.substring(1));
        char letter = text.charAt(0);
        if (sq == Square.NONE) {
            return false;
        }
        if (letter == 'x' || letter == 'X') {
            board[sq] = Piece.NONE;
            return true;
        }
        int piece = Piece.fromLetter(Character.toUpperCase(letter));
        if (piece == Piece.NONE) {
            return false;
        }
        board[sq] = Piece.of(colour, Piece.type(piece));
        return true;
    }

    /** The position as FEN: castling where king and rook stand at home, no en passant, clocks at 0 and 1. */
    public String fen() {
        StringBuilder fen = new StringBuilder(Fen.placement(sq -> board[sq]));
        fen.append(sideToMove == Side.WHITE ? " w " : " b ");
        String castling = castling(Side.WHITE, Square.E1, Square.H1, 'K')
                + castling(Side.WHITE, Square.E1, Square.A1, 'Q')
                + castling(Side.BLACK, Square.E8, Square.H8, 'k')
                + castling(Side.BLACK, Square.E8, Square.A8, 'q');
        return fen.append(castling.isEmpty() ? "-" : castling).append(" - 0 1").toString();
    }

    /** The castling letter when this side's king and rook stand on these home squares, else "". */
    private String castling(int side, int king, int rook, char letter) {
        return board[king] == Piece.of(side, Piece.KING) && board[rook] == Piece.of(side, Piece.ROOK)
                ? String.valueOf(letter) : "";
    }
}
