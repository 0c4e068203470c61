package driverlessons.chess;

/**
 * Moves as text, both ways: coordinate notation ({@code e2e4}, {@code e7e8q}, castling as the king's move
 * {@code e1g1}), which the WinBoard protocol uses, and SAN (Standard Algebraic Notation: {@code Nf3},
 * {@code exd5}, {@code O-O}, {@code e8=Q+}), which people read and which GUIs ask for with {@code feature san=1}.
 */
public final class Notation {
    private static final String PROMOTION_LETTERS = "?nbrq";   // indexed by piece type KNIGHT (1) .. QUEEN (4)
    private static final String SAN_PIECE_LETTERS = "PNBRQK";

    /**
     * The shape of a move written without {@code usermove}: coordinates ({@code e2e4}, {@code e7e8q}), castling
     * ({@code O-O}, {@code 0-0-0}) or SAN ({@code Nf3}, {@code exd5}, {@code e8=Q+}). It says nothing about
     * legality; the drivers, the console's completion and its help all use this one definition.
     */
    private static final java.util.regex.Pattern MOVE_SHAPE = java.util.regex.Pattern.compile(
            "[a-h][1-8][a-h][1-8][qrbnQRBN]?|[O0]-[O0](-[O0])?[+#]?"
                    + "|[KQRBN][a-h]?[1-8]?x?[a-h][1-8][+#]?|[a-h](x[a-h])?[1-8](=?[QRBNqrbn])?[+#]?");

    private Notation() {
    }

    /** True when {@code text} has the shape of a move (see {@link #MOVE_SHAPE}), legal or not. */
    public static boolean looksLikeMove(String text) {
        return text != null && MOVE_SHAPE.matcher(text).matches();
    }

    /** The move in coordinate notation: {@code e2e4}, {@code e7e8q}, castling {@code e1g1}. */
    public static String coordinate(int move) {
        if (move == Move.NONE) {
            return "0000";
        }
        String text = Square.name(Move.from(move)) + Square.name(Move.to(move));
        int promotion = Move.promotion(move);
        return promotion == 0 ? text : text + PROMOTION_LETTERS.charAt(promotion);
    }

    /**
     * The legal move of {@code pos} that {@code text} names, or Move.NONE when there is none (or more than one).
     * Accepts coordinate notation ({@code e2e4}, {@code e7e8q}, also {@code e7e8Q}), castling as
     * {@code O-O}/{@code O-O-O}/{@code 0-0}/{@code 0-0-0}, and SAN ({@code Nf3}, {@code exd5}, {@code e8=Q+}).
     */
    public static int parseMove(Position pos, String text) {
        if (text == null) {
            return Move.NONE;
        }
        String t = text.trim();
        // Check and annotation marks say nothing about which move it is.
        while (!t.isEmpty() && "+#!?".indexOf(t.charAt(t.length() - 1)) >= 0) {
            t = t.substring(0, t.length() - 1);
        }
        if (t.isEmpty()) {
            return Move.NONE;
        }
        int[] moves = new int[Position.MAX_MOVES];
        int count = pos.generateMoves(moves);

        if (t.equals("O-O") || t.equals("0-0") || t.equals("O-O-O") || t.equals("0-0-0")) {
            boolean kingSide = t.length() == 3;
            for (int i = 0; i < count; i++) {
                int m = moves[i];
                if (Move.isCastling(m) && (Move.to(m) > Move.from(m)) == kingSide) {
                    return m;
                }
            }
            return Move.NONE;
        }
        int move = parseCoordinate(moves, count, t);
        return move != Move.NONE ? move : parseSan(pos, moves, count, t);
    }

    /** Coordinate notation: four characters and an optional promotion letter. */
    private static int parseCoordinate(int[] moves, int count, String t) {
        if (t.length() != 4 && t.length() != 5) {
            return Move.NONE;
        }
        int from = Square.parse(t.substring(0, 2));
        int to = Square.parse(t.substring(2, 4));
        if (from == Square.NONE || to == Square.NONE) {
            return Move.NONE;
        }
        int promotion = 0;
        if (t.length() == 5) {
            promotion = PROMOTION_LETTERS.indexOf(Character.toLowerCase(t.charAt(4)));
            if (promotion < Piece.KNIGHT) {
                return Move.NONE;
            }
        }
        for (int i = 0; i < count; i++) {
            int m = moves[i];
            if (Move.from(m) == from && Move.to(m) == to && Move.promotion(m) == promotion) {
                return m;
            }
        }
        return Move.NONE;
    }

    /**
     * SAN, read leniently: an optional piece letter, optional from-file and from-rank hints, an optional 'x',
     * the target square and an optional promotion ({@code =Q} or {@code Q}). The move must be the only legal
     * one that fits; a hint that is not needed ({@code Ngf3} when only one knight can go) does no harm.
     */
    private static int parseSan(Position pos, int[] moves, int count, String t) {
        int type = Piece.PAWN;
        int i = 0;
        if (SAN_PIECE_LETTERS.indexOf(t.charAt(0)) > 0) {   // upper case; 'b' is a file, not a bishop
            type = SAN_PIECE_LETTERS.indexOf(t.charAt(0));
            i = 1;
        }
        int promotion = 0;
        int end = t.length();
        char last = t.charAt(end - 1);
        int promotionIndex = "NBRQnbrq".indexOf(last);
        if (type == Piece.PAWN && promotionIndex >= 0 && end - 1 > i) {
            promotion = PROMOTION_LETTERS.indexOf(Character.toLowerCase(last));
            end--;
            if (end > i && t.charAt(end - 1) == '=') {
                end--;
            }
        }
        if (end - i < 2) {
            return Move.NONE;
        }
        int to = Square.parse(t.substring(end - 2, end));
        if (to == Square.NONE) {
            return Move.NONE;
        }
        int fromFile = -1;
        int fromRank = -1;
        for (int k = i; k < end - 2; k++) {
            char c = t.charAt(k);
            if (c >= 'a' && c <= 'h') {
                fromFile = c - 'a';
            } else if (c >= '1' && c <= '8') {
                fromRank = c - '1';
            } else if (c != 'x' && c != ':' && c != '-') {
                return Move.NONE;
            }
        }
        int found = Move.NONE;
        for (int k = 0; k < count; k++) {
            int m = moves[k];
            int from = Move.from(m);
            if (Move.to(m) == to && Piece.type(pos.pieceAt(from)) == type && Move.promotion(m) == promotion
                    && (fromFile < 0 || Square.file(from) == fromFile)
                    && (fromRank < 0 || Square.rank(from) == fromRank)
                    && !(Move.isCastling(m))) {
                if (found != Move.NONE) {
                    return Move.NONE;   // ambiguous
                }
                found = m;
            }
        }
        return found;
    }

    /**
     * The legal move {@code move} of {@code pos} in SAN: the piece letter (none for pawns), the from file, rank
     * or both when another piece of the same kind could also go there, 'x' for captures, the target square,
     * {@code =Q} for promotions, and '+' for check or '#' for mate. {@code pos} is left unchanged.
     */
    public static String san(Position pos, int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        StringBuilder sb = new StringBuilder(8);
        if (Move.isCastling(move)) {
            sb.append(to > from ? "O-O" : "O-O-O");
        } else {
            int type = Piece.type(pos.pieceAt(from));
            boolean capture = pos.pieceAt(to) != Piece.NONE || Move.isEnPassant(move);
            if (type == Piece.PAWN) {
                if (capture) {
                    sb.append((char) ('a' + Square.file(from)));
                }
            } else {
                sb.append(SAN_PIECE_LETTERS.charAt(type));
                sb.append(disambiguation(pos, move, type));
            }
            if (capture) {
                sb.append('x');
            }
            sb.append(Square.name(to));
            if (Move.promotion(move) != 0) {
                sb.append('=').append(SAN_PIECE_LETTERS.charAt(Move.promotion(move)));
            }
        }
        pos.makeMove(move);
        if (pos.inCheck()) {
            sb.append(pos.generateMoves(new int[Position.MAX_MOVES]) == 0 ? '#' : '+');
        }
        pos.unmakeMove();
        return sb.toString();
    }

    /**
     * What SAN adds after the piece letter so that only this piece fits: nothing when no other piece of the
     * kind can go to the same square, else the file if that tells them apart, else the rank, else both.
     */
    private static String disambiguation(Position pos, int move, int type) {
        int from = Move.from(move);
        int to = Move.to(move);
        int[] moves = new int[Position.MAX_MOVES];
        int count = pos.generateMoves(moves);
        boolean others = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (int i = 0; i < count; i++) {
            int other = Move.from(moves[i]);
            if (Move.to(moves[i]) == to && other != from && Piece.type(pos.pieceAt(other)) == type) {
                others = true;
                sameFile |= Square.file(other) == Square.file(from);
                sameRank |= Square.rank(other) == Square.rank(from);
            }
        }
        if (!others) {
            return "";
        }
        String square = Square.name(from);
        if (!sameFile) {
            return square.substring(0, 1);
        }
        if (!sameRank) {
            return square.substring(1);
        }
        return square;
    }

    /**
     * A line of moves played from {@code pos} in SAN, separated by spaces (for a readable principal variation).
     * Stops early at a move that is not legal where it stands. {@code pos} is left unchanged.
     */
    public static String sanLine(Position pos, int[] moves, int count) {
        StringBuilder sb = new StringBuilder();
        int made = 0;
        for (int i = 0; i < count && pos.isLegal(moves[i]); i++) {
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(san(pos, moves[i]));
            pos.makeMove(moves[i]);
            made++;
        }
        for (; made > 0; made--) {
            pos.unmakeMove();
        }
        return sb.toString();
    }
}
