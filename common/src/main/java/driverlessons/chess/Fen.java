package driverlessons.chess;

/**
 * Reading and writing FEN (Forsyth-Edwards Notation), the one-line text form of a position that GUIs send with
 * {@code setboard}. Reading checks everything a GUI or a person could get wrong and says what, so the engine
 * can answer with a reason instead of playing on from a broken position.
 */
final class Fen {
    private Fen() {
    }

    /** The position a FEN describes; throws {@link FenException} with the reason when the FEN is wrong. */
    static Position parse(String fen) {
        if (fen == null || fen.isBlank()) {
            throw new FenException("the FEN is empty");
        }
        String[] fields = fen.trim().split("\\s+");
        if (fields.length != 6 && fields.length != 4) {
            throw new FenException("a FEN has 6 fields (or 4 without the move counters), this one has "
                    + fields.length);
        }
        Position pos = new Position();
        placePieces(pos, fields[0]);
        int side = parseSide(fields[1]);
        int rights = parseCastling(fields[2]);
        int enPassant = parseEnPassant(pos, fields[3], side);
        int halfmoves = fields.length == 6 ? parseCounter(fields[4], "halfmove clock", 0) : 0;
        int fullmoves = fields.length == 6 ? parseCounter(fields[5], "fullmove number", 1) : 1;
        checkKingsAndPawns(pos);
        pos.setUp(side, rights, enPassant, halfmoves, fullmoves);
        if (isAttacked(pos, pos.kingSquare(side ^ 1), side)) {
            throw new FenException("the side not to move (" + Side.name(side ^ 1) + ") is in check");
        }
        return pos;
    }

    /** Reads the board field: eight ranks from the eighth down, separated by '/'. */
    private static void placePieces(Position pos, String board) {
        String[] ranks = board.split("/", -1);
        if (ranks.length != 8) {
            throw new FenException("the board has " + ranks.length + " ranks, it needs 8 separated by '/'");
        }
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else {
                    int piece = Piece.fromLetter(c);
                    if (piece == Piece.NONE) {
                        throw new FenException("unknown piece letter '" + c + "' on rank " + (rank + 1)
                                + " (use PNBRQK for white, pnbrqk for black, 1-8 for empty squares)");
                    }
                    if (file < 8) {
                        pos.put(piece, Square.of(file, rank));
                    }
                    file++;
                }
            }
            if (file != 8) {
                throw new FenException("rank " + (rank + 1) + " has " + file + " squares, it needs 8");
            }
        }
    }

    private static int parseSide(String field) {
        switch (field) {
            case "w":
                return Side.WHITE;
            case "b":
                return Side.BLACK;
            default:
                throw new FenException("the side to move is '" + field + "', it must be 'w' or 'b'");
        }
    }

    /** Reads the castling field: "-" or some of "KQkq", each at most once. */
    private static int parseCastling(String field) {
        if (field.equals("-")) {
            return 0;
        }
        int rights = 0;
        for (char c : field.toCharArray()) {
            int right;
            switch (c) {
                case 'K':
                    right = Position.WHITE_OO;
                    break;
                case 'Q':
                    right = Position.WHITE_OOO;
                    break;
                case 'k':
                    right = Position.BLACK_OO;
                    break;
                case 'q':
                    right = Position.BLACK_OOO;
                    break;
                default:
                    throw new FenException("the castling rights '" + field + "' must be '-' or letters of KQkq");
            }
            if ((rights & right) != 0) {
                throw new FenException("the castling rights '" + field + "' name '" + c + "' twice");
            }
            rights |= right;
        }
        return rights;
    }

    /**
     * Reads the en passant field and checks it could be right: it is on the sixth rank with white to move (the
     * third with black), empty, with the square behind it empty too, and the pawn that just made the double step
     * stands in front of it. Whether a capture is possible is another matter: see
     * {@link Position#enPassantSquare()}.
     */
    private static int parseEnPassant(Position pos, String field, int side) {
        if (field.equals("-")) {
            return Square.NONE;
        }
        int sq = Square.parse(field);
        if (sq == Square.NONE) {
            throw new FenException("the en passant square '" + field + "' is not a square (or '-')");
        }
        int them = side ^ 1;
        int expectedRank = side == Side.WHITE ? 5 : 2;
        int pawnSq = side == Side.WHITE ? sq - 8 : sq + 8;
        int startSq = side == Side.WHITE ? sq + 8 : sq - 8;
        if (Square.rank(sq) != expectedRank) {
            throw new FenException("the en passant square " + field + " cannot be right: with "
                    + Side.name(side) + " to move it must be on rank " + (expectedRank + 1));
        }
        if (pos.pieceAt(pawnSq) != Piece.of(them, Piece.PAWN)) {
            throw new FenException("the en passant square " + field + " cannot be right: no "
                    + Side.name(them) + " pawn on " + Square.name(pawnSq) + " that just moved past it");
        }
        if (pos.pieceAt(sq) != Piece.NONE || pos.pieceAt(startSq) != Piece.NONE) {
            throw new FenException("the en passant square " + field + " cannot be right: " + field + " and "
                    + Square.name(startSq) + " must be empty after a double pawn step");
        }
        return sq;
    }

    private static int parseCounter(String field, String name, int minimum) {
        int value;
        try {
            value = Integer.parseInt(field);
        } catch (NumberFormatException e) {
            throw new FenException("the " + name + " '" + field + "' is not a number");
        }
        if (value < minimum) {
            // Some programs write fullmove number 0; reading it as 1 does no harm.
            if (minimum == 1 && value == 0) {
                return 1;
            }
            throw new FenException("the " + name + " " + value + " must be at least " + minimum);
        }
        return value;
    }

    /** Exactly one king per side, and no pawn on the first or last rank. */
    private static void checkKingsAndPawns(Position pos) {
        for (int side = 0; side < 2; side++) {
            int kings = Long.bitCount(pos.pieces(side, Piece.KING));
            if (kings != 1) {
                throw new FenException(Side.name(side) + " has " + (kings == 0 ? "no king" : kings + " kings")
                        + ", it needs exactly one");
            }
            long misplaced = pos.pieces(side, Piece.PAWN) & (Square.RANK_1 | Square.RANK_8);
            if (misplaced != 0) {
                throw new FenException("a " + Side.name(side) + " pawn stands on "
                        + Square.name(Long.numberOfTrailingZeros(misplaced))
                        + "; pawns cannot stand on the first or last rank");
            }
        }
    }

    /** Whether a piece of {@code side} attacks {@code sq}. */
    private static boolean isAttacked(Position pos, int sq, int side) {
        return (pos.attackersTo(sq, pos.occupied()) & pos.sidePieces(side)) != 0;
    }

    /** The first field of a FEN, rank 8 to rank 1: the piece on each square ({@code pieceAt}) or the empty ones counted. */
    static String placement(java.util.function.IntUnaryOperator pieceAt) {
        StringBuilder sb = new StringBuilder(72);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int piece = pieceAt.applyAsInt(Square.of(file, rank));
                if (piece == Piece.NONE) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                        empty = 0;
                    }
                    sb.append(Piece.letter(piece));
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.toString();
    }

    /** The FEN of a position. */
    static String format(Position pos) {
        StringBuilder sb = new StringBuilder(90).append(placement(pos::pieceAt));
        sb.append(pos.sideToMove() == Side.WHITE ? " w " : " b ");
        int rights = pos.castlingRights();
        if (rights == 0) {
            sb.append('-');
        } else {
            if ((rights & Position.WHITE_OO) != 0) {
                sb.append('K');
            }
            if ((rights & Position.WHITE_OOO) != 0) {
                sb.append('Q');
            }
            if ((rights & Position.BLACK_OO) != 0) {
                sb.append('k');
            }
            if ((rights & Position.BLACK_OOO) != 0) {
                sb.append('q');
            }
        }
        int ep = pos.enPassantSquare();
        sb.append(' ').append(ep == Square.NONE ? "-" : Square.name(ep));
        sb.append(' ').append(pos.halfmoveClock()).append(' ').append(pos.fullmoveNumber());
        return sb.toString();
    }
}
