package driverlessons.chess;

import static driverlessons.chess.Piece.BISHOP;
import static driverlessons.chess.Piece.KING;
import static driverlessons.chess.Piece.KNIGHT;
import static driverlessons.chess.Piece.PAWN;
import static driverlessons.chess.Piece.QUEEN;
import static driverlessons.chess.Piece.ROOK;
import static driverlessons.chess.Square.FILE_A;
import static driverlessons.chess.Square.FILE_H;
import static driverlessons.chess.Square.RANK_1;
import static driverlessons.chess.Square.RANK_8;
import static java.lang.Long.numberOfTrailingZeros;

import java.util.Arrays;

/**
 * A chess position that changes in place: make a move, unmake it, generate the legal moves. It remembers every
 * move made on it since it was set up, so it can take moves back and see repetitions.
 *
 * <p>The board is kept twice, because each form answers a different question fast: twelve <em>bitboards</em>
 * (one {@code long} per coloured piece, bit {@code sq} set where such a piece stands) answer "where are the
 * white knights?" and, with {@link Attacks}, "which squares does that rook attack?"; an array of 64 squares
 * answers "what stands on e4?". Make and unmake keep both in step, and the Zobrist hash with them.
 *
 * <p>Move generation is strictly legal, without trying moves and taking back the illegal ones: it first finds
 * the pieces giving check and our pieces that are pinned to our king, then lets each piece go only where that
 * is allowed (see {@link #generate}). Not thread-safe: one position per thread.
 */
public final class Position {
    /** The initial position of a game of chess. */
    public static final String START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    /** Castling rights, bits of {@link #castlingRights()}: white king side (O-O), white queen side (O-O-O), ... */
    public static final int WHITE_OO = 1, WHITE_OOO = 2, BLACK_OO = 4, BLACK_OOO = 8;
    /** Room enough for the moves of any legal position (the most known is 218). */
    public static final int MAX_MOVES = 256;

    private static final long RANK_3 = RANK_1 << 16;
    private static final long RANK_6 = RANK_1 << 40;

    /**
     * For each square, the castling rights that survive a move from or to it: a king or rook that moves, or a
     * rook that is captured on its corner, takes its rights away. A move keeps
     * {@code rights & KEEP[from] & KEEP[to]}.
     */
    private static final int[] CASTLING_KEEP = new int[64];

    static {
        java.util.Arrays.fill(CASTLING_KEEP, 15);
        CASTLING_KEEP[Square.E1] = 15 & ~(WHITE_OO | WHITE_OOO);
        CASTLING_KEEP[Square.H1] = 15 & ~WHITE_OO;
        CASTLING_KEEP[Square.A1] = 15 & ~WHITE_OOO;
        CASTLING_KEEP[Square.E8] = 15 & ~(BLACK_OO | BLACK_OOO);
        CASTLING_KEEP[Square.H8] = 15 & ~BLACK_OO;
        CASTLING_KEEP[Square.A8] = 15 & ~BLACK_OOO;
    }

    // ---- the board ----
    /** Where each coloured piece stands, one bitboard per piece (index {@code Piece.of(side, type)}). */
    private final long[] pieceBoards = new long[Piece.COUNT];
    /** All pieces of each side. */
    private final long[] sideBoards = new long[2];
    private long occupied;
    /** The coloured piece on each square, or Piece.NONE. */
    private final int[] squares = new int[64];

    // ---- the rest of the state ----
    private int sideToMove;
    private int castling;
    /** The en passant square, only when a legal en passant capture exists (see {@link #enPassantSquare()}). */
    private int enPassant = Square.NONE;
    private int halfmoveClock;
    private int fullmoveNumber = 1;
    private long hash;
    /**
     * Plies since the last move that cannot be repeated past (a capture, a pawn move, a null move) or since
     * this object was set up: how far back a repetition can be.
     */
    private int reversiblePlies;

    // ---- history: what unmake needs, one entry per move made ----
    private int ply;
    private int[] undoMove = new int[256];
    private int[] undoCaptured = new int[256];
    private int[] undoCastling = new int[256];
    private int[] undoEnPassant = new int[256];
    private int[] undoHalfmoveClock = new int[256];
    private int[] undoReversiblePlies = new int[256];
    /** The hash before each move: the hashes of all earlier positions, for repetitions. */
    private long[] undoHash = new long[256];

    /** A scratch move list for {@link #isLegal}. */
    private final int[] scratch = new int[MAX_MOVES];

    /** An empty board; Fen fills it. */
    Position() {
        java.util.Arrays.fill(squares, Piece.NONE);
    }

    /** The initial position of a game. */
    public static Position start() {
        return fromFen(START_FEN);
    }

    /**
     * The position a FEN describes. Also accepts a FEN without the two move counters (4 fields, as some GUIs
     * send), defaulting them to "0 1". Throws {@link FenException} with the reason when the FEN is wrong.
     */
    public static Position fromFen(String fen) {
        return Fen.parse(fen);
    }

    /** An independent copy, history included (so the copy sees the same repetitions). */
    public Position copy() {
        Position c = new Position();
        System.arraycopy(pieceBoards, 0, c.pieceBoards, 0, Piece.COUNT);
        System.arraycopy(sideBoards, 0, c.sideBoards, 0, 2);
        System.arraycopy(squares, 0, c.squares, 0, 64);
        c.occupied = occupied;
        c.sideToMove = sideToMove;
        c.castling = castling;
        c.enPassant = enPassant;
        c.halfmoveClock = halfmoveClock;
        c.fullmoveNumber = fullmoveNumber;
        c.hash = hash;
        c.reversiblePlies = reversiblePlies;
        c.ply = ply;
        c.undoMove = undoMove.clone();
        c.undoCaptured = undoCaptured.clone();
        c.undoCastling = undoCastling.clone();
        c.undoEnPassant = undoEnPassant.clone();
        c.undoHalfmoveClock = undoHalfmoveClock.clone();
        c.undoReversiblePlies = undoReversiblePlies.clone();
        c.undoHash = undoHash.clone();
        return c;
    }

    /** The position as FEN, such as {@link #START_FEN}. */
    public String toFen() {
        return Fen.format(this);
    }

    /**
     * This position as FEN with {@code side} on move and no en-passant square, the rest as it is: protocol 1's
     * {@code white} and {@code black} set the side on move this way. The FEN may describe a position that cannot
     * be (the side not on move in check): {@link #fromFen} then refuses it.
     */
    public String toFen(int side) {
        String[] fields = toFen().split(" ");
        fields[1] = side == Side.WHITE ? "w" : "b";
        fields[3] = "-";
        return String.join(" ", fields);
    }

    @Override
    public String toString() {
        return toFen();
    }

    // ---------------------------------------------------------------------------------------------------------
    // Questions about the position
    // ---------------------------------------------------------------------------------------------------------

    /** Side.WHITE or Side.BLACK. */
    public int sideToMove() {
        return sideToMove;
    }

    /** The coloured piece on {@code sq}, or Piece.NONE when the square is empty. */
    public int pieceAt(int sq) {
        return squares[sq];
    }

    /** The squares of this side's pieces of this type, as a bitboard. */
    public long pieces(int side, int type) {
        return pieceBoards[Piece.of(side, type)];
    }

    /** The squares of all of this side's pieces. */
    public long sidePieces(int side) {
        return sideBoards[side];
    }

    /** The squares of all pieces. */
    public long occupied() {
        return occupied;
    }

    /** Where this side's king stands. */
    public int kingSquare(int side) {
        return numberOfTrailingZeros(pieceBoards[Piece.of(side, KING)]);
    }

    /** The castling rights still held: a mask of WHITE_OO, WHITE_OOO, BLACK_OO and BLACK_OOO. */
    public int castlingRights() {
        return castling;
    }

    /**
     * The square a pawn may capture en passant on, or -1. It is set only when such a capture is legal, so after
     * a double pawn push that nothing can take it is -1, the FEN says "-" and the hash is the same as if the pawn
     * had come one square at a time: for repetitions these are the same position (FIDE rule 9.2).
     */
    public int enPassantSquare() {
        return enPassant;
    }

    /** Half-moves since the last capture or pawn move, for the fifty-move rule. */
    public int halfmoveClock() {
        return halfmoveClock;
    }

    /** The move number: 1 at the start, one up after each black move. */
    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    /** The Zobrist hash: equal positions (pieces, side to move, castling, en passant) have equal hashes. */
    public long hash() {
        return hash;
    }

    /** Whether the side to move is in check. */
    public boolean inCheck() {
        int us = sideToMove;
        return isAttackedBy(us ^ 1, kingSquare(us), occupied);
    }

    /**
     * Whether {@code move}, a legal move of this position, would give check, without making it: by the moved (or
     * promoted) piece from its new square, or by one of our sliders whose line the move opens (the piece leaving
     * its square, a pawn taken en passant, the rook of a castling). The search asks it before it decides to skip
     * a quiet move, which is cheaper than making the move to look.
     */
    public boolean givesCheck(int move) {
        final int from = Move.from(move);
        final int to = Move.to(move);
        final int us = sideToMove;
        final int king = kingSquare(us ^ 1);
        final long fromBit = 1L << from;
        final long toBit = 1L << to;
        int type = Move.promotion(move) != 0 ? Move.promotion(move) : Piece.type(squares[from]);
        long occupiedAfter = occupied & ~fromBit | toBit;
        long straight = (pieceBoards[Piece.of(us, ROOK)] | pieceBoards[Piece.of(us, QUEEN)]) & ~fromBit;
        long diagonal = (pieceBoards[Piece.of(us, BISHOP)] | pieceBoards[Piece.of(us, QUEEN)]) & ~fromBit;
        switch (type) {
            case PAWN -> {
                if ((Attacks.pawn(us, to) & (1L << king)) != 0) {
                    return true;
                }
            }
            case KNIGHT -> {
                if ((Attacks.knight(to) & (1L << king)) != 0) {
                    return true;
                }
            }
            case BISHOP -> diagonal |= toBit;
            case ROOK -> straight |= toBit;
            case QUEEN -> {
                diagonal |= toBit;
                straight |= toBit;
            }
            default -> { // the king itself never checks
            }
        }
        if ((move & Move.EN_PASSANT) != 0) {
            occupiedAfter &= ~(1L << (us == Side.WHITE ? to - 8 : to + 8));
        } else if ((move & Move.CASTLING) != 0) {
            long rookFrom = 1L << castlingRookFrom(from, to);
            long rookTo = 1L << castlingRookTo(from, to);
            occupiedAfter = occupiedAfter & ~rookFrom | rookTo;
            straight = straight & ~rookFrom | rookTo;
        }
        return (Attacks.rook(king, occupiedAfter) & straight) != 0
                || (Attacks.bishop(king, occupiedAfter) & diagonal) != 0;
    }

    /** Both sides' pieces that attack {@code sq} when the pieces stand on {@code occupied} (for SEE). */
    public long attackersTo(int sq, long occupied) {
        long p = pieceBoards[Piece.of(Side.WHITE, PAWN)] & Attacks.pawn(Side.BLACK, sq)
                | pieceBoards[Piece.of(Side.BLACK, PAWN)] & Attacks.pawn(Side.WHITE, sq);
        long n = (pieceBoards[Piece.of(Side.WHITE, KNIGHT)] | pieceBoards[Piece.of(Side.BLACK, KNIGHT)])
                & Attacks.knight(sq);
        long k = (pieceBoards[Piece.of(Side.WHITE, KING)] | pieceBoards[Piece.of(Side.BLACK, KING)])
                & Attacks.king(sq);
        long queens = pieceBoards[Piece.of(Side.WHITE, QUEEN)] | pieceBoards[Piece.of(Side.BLACK, QUEEN)];
        long diagonal = (pieceBoards[Piece.of(Side.WHITE, BISHOP)] | pieceBoards[Piece.of(Side.BLACK, BISHOP)]
                | queens) & Attacks.bishop(sq, occupied);
        long straight = (pieceBoards[Piece.of(Side.WHITE, ROOK)] | pieceBoards[Piece.of(Side.BLACK, ROOK)]
                | queens) & Attacks.rook(sq, occupied);
        return p | n | k | diagonal | straight;
    }

    /** Whether a piece of {@code side} attacks {@code sq} when the pieces stand on {@code occupied}. */
    private boolean isAttackedBy(int side, int sq, long occupied) {
        int base = side * Piece.TYPES;
        long queens = pieceBoards[base + QUEEN];
        return (Attacks.pawn(side ^ 1, sq) & pieceBoards[base + PAWN]) != 0
                || (Attacks.knight(sq) & pieceBoards[base + KNIGHT]) != 0
                || (Attacks.king(sq) & pieceBoards[base + KING]) != 0
                || (Attacks.bishop(sq, occupied) & (pieceBoards[base + BISHOP] | queens)) != 0
                || (Attacks.rook(sq, occupied) & (pieceBoards[base + ROOK] | queens)) != 0;
    }

    /**
     * Whether the current position occurred before since the last capture, pawn move or null move (only moves
     * made on this object count). The search uses it to score a repetition as a draw.
     */
    public boolean isRepetition() {
        // A position can only repeat with the same side to move, so look back 4, 6, 8, ... plies.
        for (int back = 4; back <= reversiblePlies; back += 2) {
            if (undoHash[ply - back] == hash) {
                return true;
            }
        }
        return false;
    }

    /** How often the current position has occurred, this time included (3 means a threefold repetition). */
    public int repetitionCount() {
        int count = 1;
        for (int back = 4; back <= reversiblePlies; back += 2) {
            if (undoHash[ply - back] == hash) {
                count++;
            }
        }
        return count;
    }

    /**
     * Whether neither side can ever mate: only the kings, a king and one minor piece against a bare king, or
     * king and bishop against king and bishop with both bishops on squares of one colour.
     */
    public boolean hasInsufficientMaterial() {
        long heavyOrPawns = 0;
        for (int side = 0; side < 2; side++) {
            heavyOrPawns |= pieces(side, PAWN) | pieces(side, ROOK) | pieces(side, QUEEN);
        }
        if (heavyOrPawns != 0) {
            return false;
        }
        long knights = pieces(Side.WHITE, KNIGHT) | pieces(Side.BLACK, KNIGHT);
        long whiteBishops = pieces(Side.WHITE, BISHOP);
        long blackBishops = pieces(Side.BLACK, BISHOP);
        int minors = Long.bitCount(knights | whiteBishops | blackBishops);
        if (minors <= 1) {
            return true;
        }
        if (knights == 0 && Long.bitCount(whiteBishops) == 1 && Long.bitCount(blackBishops) == 1) {
            final long darkSquares = 0xAA55AA55AA55AA55L;   // a1 is dark, b1 light, a2 light, ...
            return ((whiteBishops & darkSquares) == 0) == ((blackBishops & darkSquares) == 0);
        }
        return false;
    }

    // ---------------------------------------------------------------------------------------------------------
    // Move generation
    // ---------------------------------------------------------------------------------------------------------

    /** Writes all legal moves into {@code moves} (room for MAX_MOVES) and returns how many there are. */
    public int generateMoves(int[] moves) {
        return generate(moves, false);
    }

    /** The legal moves, in a list of their own (for a driver: a search's root moves, an exclusion list...). */
    public int[] legalMoves() {
        int[] moves = new int[MAX_MOVES];
        return Arrays.copyOf(moves, generateMoves(moves));
    }

    /**
     * Writes the legal moves for a quiescence search into {@code moves} and returns how many: all captures
     * (en passant and capturing promotions to any piece included) and the promotions to a queen that capture
     * nothing.
     */
    public int generateNoisyMoves(int[] moves) {
        return generate(moves, true);
    }

    /** The number of legal moves, counted without writing them down (perft's last ply). */
    int countMoves() {
        return generate(null, false);
    }

    /** Whether {@code move} is a legal move in this position (for example a move from the hash table). */
    public boolean isLegal(int move) {
        if (move == Move.NONE) {
            return false;
        }
        int piece = squares[Move.from(move)];
        if (piece == Piece.NONE || Piece.side(piece) != sideToMove) {
            return false;
        }
        int count = generate(scratch, false);
        for (int i = 0; i < count; i++) {
            if (scratch[i] == move) {
                return true;
            }
        }
        return false;
    }

    /**
     * The legal move generator. With {@code moves == null} it only counts.
     *
     * <p>How it stays legal without trying the moves:
     * <ol>
     * <li>The king may go to any square that no enemy piece attacks; the attacks are computed with the king
     *     taken off the board, so it cannot step back along the line of a slider that checks it.</li>
     * <li>In double check only the king can move.</li>
     * <li>In single check every other piece must capture the checker or step between it and the king: the
     *     {@code target} mask. Out of check the target is every square not holding our own piece.</li>
     * <li>A piece pinned to its king by an enemy slider may only move along the line through the king and the
     *     pinned piece.</li>
     * <li>The rare cases left, en passant (two pawns leave one rank at once) and castling (the squares the king
     *     crosses), are checked directly.</li>
     * </ol>
     */
    private int generate(int[] moves, boolean noisy) {
        final int us = sideToMove;
        final int them = us ^ 1;
        final long ours = sideBoards[us];
        final long theirs = sideBoards[them];
        final long occ = occupied;
        final int base = us * Piece.TYPES;
        final int kingSq = numberOfTrailingZeros(pieceBoards[base + KING]);
        final long checkers = attackersTo(kingSq, occ) & theirs;
        int n = 0;

        // 1. The king: to any square that is not attacked with the king itself off the board.
        long kingTargets = Attacks.king(kingSq) & (noisy ? theirs : ~ours);
        long occWithoutKing = occ ^ (1L << kingSq);
        for (; kingTargets != 0; kingTargets &= kingTargets - 1) {
            int to = numberOfTrailingZeros(kingTargets);
            if (!isAttackedBy(them, to, occWithoutKing)) {
                if (moves != null) {
                    moves[n] = Move.of(kingSq, to);
                }
                n++;
            }
        }
        // 2. Double check: nothing else helps.
        if ((checkers & (checkers - 1)) != 0) {
            return n;
        }

        // 3. Where the other pieces may go: in check, onto the checker or between it and the king.
        long target = checkers == 0
                ? ~ours
                : Attacks.between(kingSq, numberOfTrailingZeros(checkers)) | checkers;
        long pieceTarget = noisy ? target & theirs : target;
        long pinned = pinnedPieces(kingSq, ours, theirs, occ, them);

        // 4. Knights (a pinned knight can never move), then the sliders, held to their pin line if pinned.
        for (long b = pieceBoards[base + KNIGHT] & ~pinned; b != 0; b &= b - 1) {
            int from = numberOfTrailingZeros(b);
            n = addMoves(moves, n, from, Attacks.knight(from) & pieceTarget);
        }
        long queens = pieceBoards[base + QUEEN];
        for (long b = pieceBoards[base + BISHOP] | queens; b != 0; b &= b - 1) {
            int from = numberOfTrailingZeros(b);
            long to = Attacks.bishop(from, occ) & pieceTarget;
            if ((pinned & (1L << from)) != 0) {
                to &= Attacks.line(kingSq, from);
            }
            n = addMoves(moves, n, from, to);
        }
        for (long b = pieceBoards[base + ROOK] | queens; b != 0; b &= b - 1) {
            int from = numberOfTrailingZeros(b);
            long to = Attacks.rook(from, occ) & pieceTarget;
            if ((pinned & (1L << from)) != 0) {
                to &= Attacks.line(kingSq, from);
            }
            n = addMoves(moves, n, from, to);
        }

        // 5. Pawns, en passant and castling.
        n = pawnMoves(moves, n, noisy, kingSq, target, pinned);
        if (enPassant != Square.NONE) {
            for (long b = Attacks.pawn(them, enPassant) & pieceBoards[base + PAWN]; b != 0; b &= b - 1) {
                int from = numberOfTrailingZeros(b);
                if (enPassantIsLegal(from, enPassant)) {
                    if (moves != null) {
                        moves[n] = Move.of(from, enPassant) | Move.EN_PASSANT;
                    }
                    n++;
                }
            }
        }
        if (!noisy && checkers == 0 && castling != 0) {
            n = castlingMoves(moves, n, us, occ);
        }
        return n;
    }

    /**
     * Our pieces pinned to our king on {@code kingSq}: for each enemy slider that would attack the king if our
     * pieces were not there (a "sniper"), a lone piece of ours between them is pinned.
     */
    private long pinnedPieces(int kingSq, long ours, long theirs, long occ, int them) {
        int base = them * Piece.TYPES;
        long queens = pieceBoards[base + QUEEN];
        long snipers = Attacks.rook(kingSq, theirs) & (pieceBoards[base + ROOK] | queens)
                | Attacks.bishop(kingSq, theirs) & (pieceBoards[base + BISHOP] | queens);
        long pinned = 0;
        for (; snipers != 0; snipers &= snipers - 1) {
            long between = Attacks.between(kingSq, numberOfTrailingZeros(snipers)) & occ;
            if ((between & (between - 1)) == 0) {   // exactly one piece in between (or none: a checker)
                pinned |= between & ours;
            }
        }
        return pinned;
    }

    /** Adds a move from {@code from} to each square of {@code targets} (or only counts them). */
    private static int addMoves(int[] moves, int n, int from, long targets) {
        if (moves == null) {
            return n + Long.bitCount(targets);
        }
        for (; targets != 0; targets &= targets - 1) {
            moves[n++] = Move.of(from, numberOfTrailingZeros(targets));
        }
        return n;
    }

    /**
     * The pawn moves except en passant. The pawns that are not pinned move all at once: shifting the bitboard of
     * pawns one rank forward gives all single pushes, shifting again the double pushes, and shifting diagonally
     * the captures. Each target set then yields moves whose from square is the to square minus the shift. The
     * few pinned pawns go one by one, held to their pin line.
     */
    private int pawnMoves(int[] moves, int n, boolean noisy, int kingSq, long target, long pinned) {
        final int us = sideToMove;
        final int up = us == Side.WHITE ? 8 : -8;
        final long pawns = pieceBoards[Piece.of(us, PAWN)];
        final long theirs = sideBoards[us ^ 1];
        final long empty = ~occupied;
        final long lastRank = us == Side.WHITE ? RANK_8 : RANK_1;
        final long thirdRank = us == Side.WHITE ? RANK_3 : RANK_6;   // where a double push passes

        long free = pawns & ~pinned;
        long single = shift(free, up) & empty;
        long twice = shift(single & thirdRank, up) & empty & target;
        single &= target;
        long westCaptures = shift(free & ~FILE_A, up - 1) & theirs & target;
        long eastCaptures = shift(free & ~FILE_H, up + 1) & theirs & target;

        if (!noisy) {
            n = addShifted(moves, n, single & ~lastRank, up);
            n = addShifted(moves, n, twice, 2 * up);
        }
        n = addShifted(moves, n, westCaptures & ~lastRank, up - 1);
        n = addShifted(moves, n, eastCaptures & ~lastRank, up + 1);
        n = addPromotions(moves, n, single & lastRank, up, noisy);
        n = addPromotions(moves, n, westCaptures & lastRank, up - 1, false);
        n = addPromotions(moves, n, eastCaptures & lastRank, up + 1, false);

        for (long b = pawns & pinned; b != 0; b &= b - 1) {
            int from = numberOfTrailingZeros(b);
            long oneStep = shift(1L << from, up) & empty;
            long pushes = oneStep | shift(oneStep & thirdRank, up) & empty;
            long to = (pushes | Attacks.pawn(us, from) & theirs) & target & Attacks.line(kingSq, from);
            if (noisy) {
                to &= theirs | lastRank;
            }
            for (; to != 0; to &= to - 1) {
                int sq = numberOfTrailingZeros(to);
                if (((1L << sq) & lastRank) != 0) {
                    n = addPromotions(moves, n, 1L << sq, sq - from, noisy && squares[sq] == Piece.NONE);
                } else {
                    n = addShifted(moves, n, 1L << sq, sq - from);
                }
            }
        }
        return n;
    }

    /** Shifts a bitboard {@code by} squares: up the board when positive, down when negative. */
    private static long shift(long b, int by) {
        return by > 0 ? b << by : b >>> -by;
    }

    /** Adds, for each square in {@code targets}, the pawn move that arrives there after a shift by {@code by}. */
    private static int addShifted(int[] moves, int n, long targets, int by) {
        if (moves == null) {
            return n + Long.bitCount(targets);
        }
        for (; targets != 0; targets &= targets - 1) {
            int to = numberOfTrailingZeros(targets);
            moves[n++] = Move.of(to - by, to);
        }
        return n;
    }

    /** Adds the promotions arriving on {@code targets}: to a queen only, or to all four pieces. */
    private static int addPromotions(int[] moves, int n, long targets, int by, boolean queenOnly) {
        if (moves == null) {
            return n + Long.bitCount(targets) * (queenOnly ? 1 : 4);
        }
        for (; targets != 0; targets &= targets - 1) {
            int to = numberOfTrailingZeros(targets);
            int from = to - by;
            moves[n++] = Move.promotion(from, to, QUEEN);
            if (!queenOnly) {
                moves[n++] = Move.promotion(from, to, KNIGHT);
                moves[n++] = Move.promotion(from, to, ROOK);
                moves[n++] = Move.promotion(from, to, BISHOP);
            }
        }
        return n;
    }

    /**
     * Whether the side to move may take en passant with the pawn on {@code from}. The capture takes two pawns
     * off one rank at once, which can open a line to the king that no pin test sees (white king a5, pawns b5
     * and c5, black rook h5: bxc6 would leave the king in check). So the capture is tried on a copy of the
     * occupancy and the king's square tested; this also settles whether it answers a check.
     */
    private boolean enPassantIsLegal(int from, int to) {
        int us = sideToMove;
        int capturedSq = us == Side.WHITE ? to - 8 : to + 8;
        long capturedBit = 1L << capturedSq;
        long occAfter = (occupied ^ (1L << from) ^ capturedBit) | (1L << to);
        return (attackersTo(kingSquare(us), occAfter) & sideBoards[us ^ 1] & ~capturedBit) == 0;
    }

    /**
     * Castling, when not in check (the caller knows): the right is held, the squares between king and rook are
     * empty, and neither the square the king crosses nor the one it lands on is attacked.
     */
    private int castlingMoves(int[] moves, int n, int us, long occ) {
        int them = us ^ 1;
        int kingFrom = us == Side.WHITE ? Square.E1 : Square.E8;
        int kingSide = us == Side.WHITE ? WHITE_OO : BLACK_OO;
        int queenSide = us == Side.WHITE ? WHITE_OOO : BLACK_OOO;
        if ((castling & kingSide) != 0
                && (occ & (3L << (kingFrom + 1))) == 0
                && !isAttackedBy(them, kingFrom + 1, occ) && !isAttackedBy(them, kingFrom + 2, occ)) {
            if (moves != null) {
                moves[n] = Move.of(kingFrom, kingFrom + 2) | Move.CASTLING;
            }
            n++;
        }
        if ((castling & queenSide) != 0
                && (occ & (7L << (kingFrom - 3))) == 0
                && !isAttackedBy(them, kingFrom - 1, occ) && !isAttackedBy(them, kingFrom - 2, occ)) {
            if (moves != null) {
                moves[n] = Move.of(kingFrom, kingFrom - 2) | Move.CASTLING;
            }
            n++;
        }
        return n;
    }

    // ---------------------------------------------------------------------------------------------------------
    // Make and unmake
    // ---------------------------------------------------------------------------------------------------------

    /** Plays {@code move}, which must be a legal move of this position (from {@link #generateMoves}). */
    public void makeMove(int move) {
        saveUndo(move);
        final int from = Move.from(move);
        final int to = Move.to(move);
        final int us = sideToMove;
        final int them = us ^ 1;
        final int piece = squares[from];
        int captured = squares[to];
        long h = hash;

        if (enPassant != Square.NONE) {
            h ^= Zobrist.EN_PASSANT_FILE[Square.file(enPassant)];
            enPassant = Square.NONE;
        }
        halfmoveClock++;
        reversiblePlies++;

        if ((move & Move.EN_PASSANT) != 0) {
            int capturedSq = us == Side.WHITE ? to - 8 : to + 8;
            captured = Piece.of(them, PAWN);
            remove(capturedSq);
            h ^= Zobrist.PIECE_SQUARE[captured * 64 + capturedSq];
        } else if (captured != Piece.NONE) {
            remove(to);
            h ^= Zobrist.PIECE_SQUARE[captured * 64 + to];
        }
        undoCaptured[ply] = captured;

        relocate(from, to);
        h ^= Zobrist.PIECE_SQUARE[piece * 64 + from] ^ Zobrist.PIECE_SQUARE[piece * 64 + to];

        int promotion = Move.promotion(move);
        if (promotion != 0) {
            int promoted = Piece.of(us, promotion);
            remove(to);
            put(promoted, to);
            h ^= Zobrist.PIECE_SQUARE[piece * 64 + to] ^ Zobrist.PIECE_SQUARE[promoted * 64 + to];
        } else if ((move & Move.CASTLING) != 0) {
            // The rook jumps over the king: h1 to f1, a1 to d1 (and the same on the eighth rank).
            int rookFrom = castlingRookFrom(from, to);
            int rookTo = castlingRookTo(from, to);
            int rook = Piece.of(us, ROOK);
            relocate(rookFrom, rookTo);
            h ^= Zobrist.PIECE_SQUARE[rook * 64 + rookFrom] ^ Zobrist.PIECE_SQUARE[rook * 64 + rookTo];
        }

        if (captured != Piece.NONE || Piece.type(piece) == PAWN) {
            halfmoveClock = 0;
            reversiblePlies = 0;
        }
        int rights = castling & CASTLING_KEEP[from] & CASTLING_KEEP[to];
        if (rights != castling) {
            h ^= Zobrist.CASTLING[castling] ^ Zobrist.CASTLING[rights];
            castling = rights;
        }

        sideToMove = them;
        h ^= Zobrist.BLACK_TO_MOVE;
        if (us == Side.BLACK) {
            fullmoveNumber++;
        }
        // A double push gives an en passant square only when the capture is legal (see enPassantSquare()).
        if (Piece.type(piece) == PAWN && (from ^ to) == 16) {
            int passed = (from + to) >>> 1;
            if ((Attacks.pawn(us, passed) & pieceBoards[Piece.of(them, PAWN)]) != 0
                    && anyEnPassantIsLegal(passed)) {
                enPassant = passed;
                h ^= Zobrist.EN_PASSANT_FILE[Square.file(passed)];
            }
        }
        hash = h;
        ply++;
    }

    /** Where the rook of a castling king move {@code from}-{@code to} stands: h1 for O-O, a1 for O-O-O (or h8, a8). */
    private static int castlingRookFrom(int from, int to) {
        return to > from ? to + 1 : to - 2;
    }

    /** Where it goes: it jumps over the king, to f1 or d1 (or f8, d8). */
    private static int castlingRookTo(int from, int to) {
        return to > from ? to - 1 : to + 1;
    }

    /** Takes back the last move made with {@link #makeMove}. */
    public void unmakeMove() {
        ply--;
        final int move = undoMove[ply];
        final int from = Move.from(move);
        final int to = Move.to(move);
        final int us = sideToMove ^ 1;   // the side that made the move
        sideToMove = us;

        if (Move.promotion(move) != 0) {
            remove(to);
            put(Piece.of(us, PAWN), to);
        } else if ((move & Move.CASTLING) != 0) {
            int rookFrom = castlingRookFrom(from, to);
            int rookTo = castlingRookTo(from, to);
            relocate(rookTo, rookFrom);
        }
        relocate(to, from);
        int captured = undoCaptured[ply];
        if (captured != Piece.NONE) {
            put(captured, (move & Move.EN_PASSANT) != 0 ? (us == Side.WHITE ? to - 8 : to + 8) : to);
        }

        castling = undoCastling[ply];
        enPassant = undoEnPassant[ply];
        halfmoveClock = undoHalfmoveClock[ply];
        reversiblePlies = undoReversiblePlies[ply];
        hash = undoHash[ply];
        if (us == Side.BLACK) {
            fullmoveNumber--;
        }
    }

    /** Records what unmaking {@code move} (or a null move, {@code Move.NONE}) will need to restore. */
    private void saveUndo(int move) {
        if (ply == undoMove.length) {
            growHistory();
        }
        undoMove[ply] = move;
        undoCastling[ply] = castling;
        undoEnPassant[ply] = enPassant;
        undoHalfmoveClock[ply] = halfmoveClock;
        undoReversiblePlies[ply] = reversiblePlies;
        undoHash[ply] = hash;
    }

    /**
     * Passes the move to the opponent without moving (for null-move pruning). The position must not be in
     * check. Repetitions are not looked for across a null move.
     */
    public void makeNullMove() {
        saveUndo(Move.NONE);
        undoCaptured[ply] = Piece.NONE;
        if (enPassant != Square.NONE) {
            hash ^= Zobrist.EN_PASSANT_FILE[Square.file(enPassant)];
            enPassant = Square.NONE;
        }
        halfmoveClock++;
        reversiblePlies = 0;
        if (sideToMove == Side.BLACK) {
            fullmoveNumber++;
        }
        sideToMove ^= 1;
        hash ^= Zobrist.BLACK_TO_MOVE;
        ply++;
    }

    /** Takes back the null move made last. */
    public void unmakeNullMove() {
        ply--;
        sideToMove ^= 1;
        if (sideToMove == Side.BLACK) {
            fullmoveNumber--;
        }
        castling = undoCastling[ply];
        enPassant = undoEnPassant[ply];
        halfmoveClock = undoHalfmoveClock[ply];
        reversiblePlies = undoReversiblePlies[ply];
        hash = undoHash[ply];
    }

    /** How many moves (null moves included) have been made on this object and not taken back. */
    public int movesMade() {
        return ply;
    }

    /** The last move made and not taken back, or Move.NONE (also after a null move). */
    public int lastMove() {
        return ply == 0 ? Move.NONE : undoMove[ply - 1];
    }

    /** The piece the last move captured, or Piece.NONE. */
    public int lastCaptured() {
        return ply == 0 ? Piece.NONE : undoCaptured[ply - 1];
    }

    /** Whether the side to move has a legal en passant capture onto {@code sq} (used when setting it). */
    private boolean anyEnPassantIsLegal(int sq) {
        int us = sideToMove;
        for (long b = Attacks.pawn(us ^ 1, sq) & pieceBoards[Piece.of(us, PAWN)]; b != 0; b &= b - 1) {
            if (enPassantIsLegal(numberOfTrailingZeros(b), sq)) {
                return true;
            }
        }
        return false;
    }

    private void growHistory() {
        int size = undoMove.length * 2;
        undoMove = java.util.Arrays.copyOf(undoMove, size);
        undoCaptured = java.util.Arrays.copyOf(undoCaptured, size);
        undoCastling = java.util.Arrays.copyOf(undoCastling, size);
        undoEnPassant = java.util.Arrays.copyOf(undoEnPassant, size);
        undoHalfmoveClock = java.util.Arrays.copyOf(undoHalfmoveClock, size);
        undoReversiblePlies = java.util.Arrays.copyOf(undoReversiblePlies, size);
        undoHash = java.util.Arrays.copyOf(undoHash, size);
    }

    // ---------------------------------------------------------------------------------------------------------
    // Placing pieces (no hashing: makeMove hashes, unmakeMove restores the old hash)
    // ---------------------------------------------------------------------------------------------------------

    /** Puts {@code piece} on the empty square {@code sq}. */
    void put(int piece, int sq) {
        long bit = 1L << sq;
        pieceBoards[piece] |= bit;
        sideBoards[Piece.side(piece)] |= bit;
        occupied |= bit;
        squares[sq] = piece;
    }

    /** Takes the piece off {@code sq}. */
    private void remove(int sq) {
        int piece = squares[sq];
        long bit = 1L << sq;
        pieceBoards[piece] ^= bit;
        sideBoards[Piece.side(piece)] ^= bit;
        occupied ^= bit;
        squares[sq] = Piece.NONE;
    }

    /** Moves the piece on {@code from} to the empty square {@code to}. */
    private void relocate(int from, int to) {
        int piece = squares[from];
        long bits = (1L << from) | (1L << to);
        pieceBoards[piece] ^= bits;
        sideBoards[Piece.side(piece)] ^= bits;
        occupied ^= bits;
        squares[from] = Piece.NONE;
        squares[to] = piece;
    }

    // ---------------------------------------------------------------------------------------------------------
    // Setting up (used by Fen)
    // ---------------------------------------------------------------------------------------------------------

    /**
     * Sets the state after the pieces are placed: drops castling rights whose king or rook is not on its
     * square, keeps the en passant square only when a legal capture onto it exists, and computes the hash.
     */
    void setUp(int side, int rights, int enPassantSq, int halfmoves, int fullmoves) {
        sideToMove = side;
        // A GUI may send rights that the board contradicts (a rook has left its corner): ignore those rights
        // instead of rejecting the FEN, because the position itself is fine.
        int white = Piece.of(Side.WHITE, ROOK);
        int black = Piece.of(Side.BLACK, ROOK);
        boolean whiteKingHome = squares[Square.E1] == Piece.of(Side.WHITE, KING);
        boolean blackKingHome = squares[Square.E8] == Piece.of(Side.BLACK, KING);
        if (!whiteKingHome || squares[Square.H1] != white) {
            rights &= ~WHITE_OO;
        }
        if (!whiteKingHome || squares[Square.A1] != white) {
            rights &= ~WHITE_OOO;
        }
        if (!blackKingHome || squares[Square.H8] != black) {
            rights &= ~BLACK_OO;
        }
        if (!blackKingHome || squares[Square.A8] != black) {
            rights &= ~BLACK_OOO;
        }
        castling = rights;
        enPassant = enPassantSq != Square.NONE && anyEnPassantIsLegal(enPassantSq) ? enPassantSq : Square.NONE;
        halfmoveClock = halfmoves;
        fullmoveNumber = fullmoves;
        hash = computeHash();
        reversiblePlies = 0;
        ply = 0;
    }

    /** The Zobrist hash computed from scratch (makeMove updates it incrementally; tests compare the two). */
    long computeHash() {
        long h = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (squares[sq] != Piece.NONE) {
                h ^= Zobrist.PIECE_SQUARE[squares[sq] * 64 + sq];
            }
        }
        h ^= Zobrist.CASTLING[castling];
        if (enPassant != Square.NONE) {
            h ^= Zobrist.EN_PASSANT_FILE[Square.file(enPassant)];
        }
        if (sideToMove == Side.BLACK) {
            h ^= Zobrist.BLACK_TO_MOVE;
        }
        return h;
    }
}
