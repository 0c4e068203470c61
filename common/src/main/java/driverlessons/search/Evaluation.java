package driverlessons.search;

import driverlessons.chess.Attacks;
import driverlessons.chess.Piece;
import driverlessons.chess.Position;
import driverlessons.chess.Side;
import driverlessons.chess.Square;

import java.util.Arrays;

import static driverlessons.chess.Square.FILE_A;
import static driverlessons.chess.Square.FILE_H;
import static driverlessons.chess.Square.RANK_1;
import static driverlessons.chess.Square.RANK_8;
import static driverlessons.search.EvaluationWeights.BACKWARD;
import static driverlessons.search.EvaluationWeights.BISHOP_OUTPOST;
import static driverlessons.search.EvaluationWeights.BISHOP_PAIR;
import static driverlessons.search.EvaluationWeights.BISHOP_PAWNS;
import static driverlessons.search.EvaluationWeights.DOUBLED;
import static driverlessons.search.EvaluationWeights.EG;
import static driverlessons.search.EvaluationWeights.HANGING;
import static driverlessons.search.EvaluationWeights.HANGING_PAWN;
import static driverlessons.search.EvaluationWeights.ISOLATED;
import static driverlessons.search.EvaluationWeights.KING_DANGER;
import static driverlessons.search.EvaluationWeights.KING_OPEN_FILES;
import static driverlessons.search.EvaluationWeights.KING_PAWN_DISTANCE;
import static driverlessons.search.EvaluationWeights.KING_STORM;
import static driverlessons.search.EvaluationWeights.KNIGHT_OUTPOST;
import static driverlessons.search.EvaluationWeights.KNIGHT_PAWNS;
import static driverlessons.search.EvaluationWeights.MATERIAL;
import static driverlessons.search.EvaluationWeights.MG;
import static driverlessons.search.EvaluationWeights.MINOR_BEHIND_PAWN;
import static driverlessons.search.EvaluationWeights.MOBILITY;
import static driverlessons.search.EvaluationWeights.PASSED;
import static driverlessons.search.EvaluationWeights.PASSED_BLOCKED;
import static driverlessons.search.EvaluationWeights.PASSED_FREE;
import static driverlessons.search.EvaluationWeights.PAWN_PHALANX;
import static driverlessons.search.EvaluationWeights.PAWN_SUPPORTED;
import static driverlessons.search.EvaluationWeights.PST;
import static driverlessons.search.EvaluationWeights.ROOK_BEHIND_PASSED;
import static driverlessons.search.EvaluationWeights.ROOK_HALF_OPEN_FILE;
import static driverlessons.search.EvaluationWeights.ROOK_ON_SEVENTH;
import static driverlessons.search.EvaluationWeights.ROOK_OPEN_FILE;
import static driverlessons.search.EvaluationWeights.ROOK_PAWNS;
import static driverlessons.search.EvaluationWeights.SHIELD_FAR;
import static driverlessons.search.EvaluationWeights.SHIELD_NEAR;
import static driverlessons.search.EvaluationWeights.TEMPO;
import static driverlessons.search.EvaluationWeights.THREAT_BY_MINOR;
import static driverlessons.search.EvaluationWeights.THREAT_BY_PAWN;
import static driverlessons.search.EvaluationWeights.THREAT_BY_ROOK;
import static driverlessons.search.EvaluationWeights.THREAT_PAWN_PUSH;

/**
 * The static evaluation: how good the position looks for the side to move, in centipawns, without searching.
 *
 * <p>Every term is computed twice, once for the middlegame and once for the endgame, and the two are blended by
 * the phase: the non-pawn material left (knight and bishop 1, rook 2, queen 4; 24 at the start). The terms:
 * <ul>
 *   <li>material and piece-square values ({@link PieceSquareTables});</li>
 *   <li>pawn structure: passed pawns (by rank, blocked or free to advance, with a rook behind them, and in the
 *       endgame by how close the kings are to the pawn's path), doubled, isolated and backward pawns, pawns
 *       defended by pawns or side by side;</li>
 *   <li>mobility: the squares each knight, bishop, rook and queen attacks that hold no piece of its own and are
 *       not attacked by an enemy pawn;</li>
 *   <li>king safety: the pawn shield in front of the king, open files and storming enemy pawns near it, and the
 *       king danger: small counts about the squares around the king (how many the enemy attacks, twice or
 *       where only the king defends, how few of the king's own men stand there, which enemy pieces can check
 *       from where, which kinds of piece join the attack) add up to an index into a table that rises steeply,
 *       so that several threats together count far more than each alone;</li>
 *   <li>threats: an enemy piece attacked by a pawn or by a safe pawn push, a rook or queen attacked by a minor
 *       piece, a queen attacked by a rook, and any piece or pawn attacked and not defended;</li>
 *   <li>the bishop pair, bishops hemmed in by their own pawns, knights and bishops on outposts or behind a
 *       pawn, knights and rooks by the number of their own pawns, rooks on open and half-open files and on the
 *       7th rank, the king's way to its nearest pawn, and a small bonus for having the move;</li>
 *   <li>endgame scales: the endgame part counts less with opposite-coloured bishops and when the side ahead
 *       has fewer than four pawns; without pawns, an advantage of less than a rook is worth little;</li>
 *   <li>known endgames ({@link Endgames}): king and pawn against king from a table of all such positions, the
 *       mates against a bare king, and a rook pawn with a bishop that cannot control its promotion square. Their
 *       score replaces the terms.</li>
 * </ul>
 * The class holds no state; it is a function of the position. Its numbers are in {@link EvaluationWeights}. The
 * attack maps it gathers on the way live in a {@link Workspace}, which a search thread keeps and passes in, so that
 * evaluating a node allocates nothing; a search thread's workspace also remembers the pawn terms of the pawn
 * structures it has met ({@link PawnCache}).
 *
 * <p>For the tuner, {@link #evaluate(Position, Trace)} also counts how often each weight was added (White's count
 * minus Black's): the evaluation is linear in those weights (the king danger adds one table entry, the one its
 * index points at), except for the king distances to a passed pawn, which the trace keeps as a fixed amount, the
 * endgame scale, which it keeps as a factor of the endgame part, and the drawish scale, which it keeps as a
 * divisor.
 */
public final class Evaluation {
    private Evaluation() {
    }

    /** The number of squares counted as normal mobility (no bonus, no malus), by piece type. */
    private static final int[] MOBILITY_NORMAL = {0, 4, 6, 6, 12, 0};

    private static final int[] PHASE_WEIGHT = {0, 1, 1, 2, 4, 0};
    private static final int MAX_PHASE = 24;

    /** Squares in front of a pawn on the same and the two adjacent files, by side and square (passed pawns). */
    private static final long[][] PASSED_SPAN = new long[2][64];
    /** The two files next to each file (isolated pawns). */
    private static final long[] ADJACENT_FILES = new long[8];
    /** The light squares (b1, a2, ...; a1 is dark). */
    static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;
    /** The 4th to 6th ranks from each side's view (outposts). */
    private static final long[] OUTPOST_RANKS = {0x0000FFFFFF000000L, 0x000000FFFFFF0000L};
    /** The 7th rank from each side's view (rooks on the 7th). */
    private static final long[] SEVENTH_RANK = {0x00FF000000000000L, 0x000000000000FF00L};
    /** The 8th rank from each side's view (a rook on the 7th counts when the enemy king is there). */
    private static final long[] EIGHTH_RANK = {RANK_8, RANK_1};
    /** The squares {@code d} king moves away from a square ([square][d], d from 1 to 7). */
    private static final long[][] RING = new long[64][8];
    /** The 3rd and 4th ranks from each side's view (enemy pawns storming a king). */
    private static final long[] STORM_RANKS = {0x00000000FFFF0000L, 0x0000FFFF00000000L};
    /**
     * The king's area, for the king danger: the 3 by 3 squares around it, moved in from the edge of the board (a
     * rank up from the back rank, a file in from the a- or h-file), so that it always has 8 squares.
     */
    private static final long[] KING_AREA = new long[64];

    static {
        for (int file = 0; file < 8; file++) {
            if (file > 0) {
                ADJACENT_FILES[file] |= FILE_A << (file - 1);
            }
            if (file < 7) {
                ADJACENT_FILES[file] |= FILE_A << (file + 1);
            }
        }
        for (int sq = 0; sq < 64; sq++) {
            // The 3 by 3 squares around the nearest square off the board's edge, without the king's own.
            int centre = Square.of(Math.max(1, Math.min(6, Square.file(sq))),
                    Math.max(1, Math.min(6, Square.rank(sq))));
            KING_AREA[sq] = (Attacks.king(centre) | 1L << centre) & ~(1L << sq);
        }
        for (int sq = 0; sq < 64; sq++) {
            for (int other = 0; other < 64; other++) {
                RING[sq][distance(sq, other)] |= 1L << other;
            }
            int file = Square.file(sq);
            long files = ADJACENT_FILES[file] | (FILE_A << file);
            for (int rank = 0; rank < 8; rank++) {
                long rankMask = RANK_1 << (8 * rank);
                if (rank > Square.rank(sq)) {
                    PASSED_SPAN[Side.WHITE][sq] |= files & rankMask;
                }
                if (rank < Square.rank(sq)) {
                    PASSED_SPAN[Side.BLACK][sq] |= files & rankMask;
                }
            }
        }
    }

    /** What {@link #evaluate(Position, Trace)} found out about the terms of one position, for the tuner. */
    public static final class Trace {
        /** Per term: how often its weight was added for White minus for Black. */
        public final int[] count = new int[EvaluationWeights.COUNT];
        /** The non-linear part, White's view: the kings' distances to passed pawns (endgame). */
        public int fixedEg;
        /** The phase, 0 (bare kings and pawns) to 24 (all pieces). */
        public int phase;
        /** 4 when the drawish scale applied, else 1. */
        public int divisor;
        /** The endgame part's scale in 128ths ({@code endgameScale}). */
        public int egScale;
        /** The king danger's counts ({@link KingDanger}) by attacking side, null when it counted none. */
        public final int[][] dangerCounts = new int[2][];
    }

    /**
     * Room for the attack maps of one evaluation: what each side's pawns attack, what each side attacks, and what
     * it attacks with each piece type ([side][type]). Its contents mean nothing between evaluations.
     */
    public static final class Workspace {
        final long[] pawnAttacks = new long[2];
        final long[] attacked = new long[2];
        final long[] twice = new long[2];
        final int[] attackerTypes = new int[2];
        final long[][] by = new long[2][Piece.TYPES];
        final int[] dangerCounts = new int[KingDanger.COUNTS];
        final PawnCache pawns;

        /** A workspace for a single evaluation: its pawn cache has one entry. */
        public Workspace() {
            this(1);
        }

        /** A workspace whose pawn cache has {@code pawnEntries} entries, a power of two. */
        Workspace(int pawnEntries) {
            pawns = new PawnCache(pawnEntries);
        }

        /** A workspace for a search thread, which remembers 8192 pawn structures (256 KB). */
        static Workspace forSearch() {
            return new Workspace(1 << 13);
        }
    }

    /**
     * What the pawns alone are worth, remembered by pawn structure. The pawns change far less often than the
     * pieces (most moves in a search are piece moves), so the same structure comes back again and again: the
     * pawn terms are computed once per structure and then looked up. An entry holds the two pawn sets it was
     * computed for (so a lookup is never wrong), White's middlegame and endgame score from the pawns' material,
     * squares and pawn terms, and the passed pawns of both sides. An empty entry stands for "no pawns at all",
     * which is right: without pawns every pawn term is zero.
     */
    static final class PawnCache {
        final long[] white;
        final long[] black;
        final long[] passed;
        final int[] mg;
        final int[] eg;
        private final int mask;
        private final int shift;

        /** A cache of {@code size} entries, a power of two. */
        PawnCache(int size) {
            white = new long[size];
            black = new long[size];
            passed = new long[size];
            mg = new int[size];
            eg = new int[size];
            mask = size - 1;
            shift = 64 - Integer.numberOfTrailingZeros(size);
        }

        /**
         * The entry for two pawn sets: the top bits of their {@link #pawnHash} (with one entry, the shift is 64,
         * which Java takes as 0, and the mask keeps nothing).
         */
        int index(long whitePawns, long blackPawns) {
            return (int) (pawnHash(whitePawns, blackPawns) >>> shift) & mask;
        }
    }

    /**
     * A hash of two pawn sets, for tables found by the pawns: both multiplied by odd constants and mixed. Take its
     * top bits, which depend on every bit of both sets.
     */
    static long pawnHash(long whitePawns, long blackPawns) {
        return whitePawns * 0x9E3779B97F4A7C15L ^ blackPawns * 0xC2B2AE3D27D4EB4FL;
    }

    /** The evaluation of the position for the side to move, in centipawns. */
    public static int evaluate(Position pos) {
        return evaluate(pos, null, new Workspace());
    }

    /** The same, counting the terms into {@code trace} when it is not null. */
    public static int evaluate(Position pos, Trace trace) {
        return evaluate(pos, trace, new Workspace());
    }

    /** The same, with the search thread's own workspace. */
    static int evaluate(Position pos, Workspace work) {
        return evaluate(pos, null, work);
    }

    private static int evaluate(Position pos, Trace trace, Workspace work) {
        if (trace == null) { // the tuner fits the terms; a known endgame has no terms to fit
            int known = Endgames.probe(pos);
            if (known != Endgames.NONE) {
                return known;
            }
        }
        return sumOfTerms(pos, trace, work);
    }

    /** The evaluation by its terms, for any position. */
    private static int sumOfTerms(Position pos, Trace trace, Workspace work) {
        int mg = 0;
        int eg = 0;
        int phase = 0;
        long whitePawns = pos.pieces(Side.WHITE, Piece.PAWN);
        long blackPawns = pos.pieces(Side.BLACK, Piece.PAWN);
        long[] pawnAttacks = work.pawnAttacks;
        pawnAttacks[Side.WHITE] = pawnAttacks(Side.WHITE, whitePawns);
        pawnAttacks[Side.BLACK] = pawnAttacks(Side.BLACK, blackPawns);
        // What each side attacks, gathered with the mobility for the threats and the king danger below:
        // everything, by each piece type ([side][type]), the squares attacked twice (to start with, those that two
        // pawns attack), and which piece types reach the enemy king's area (a bit per type).
        long[] attacked = work.attacked;
        long[] twice = work.twice;
        int[] attackerTypes = work.attackerTypes;
        long[][] by = work.by;
        twice[Side.WHITE] = pawnAttacksWest(Side.WHITE, whitePawns) & pawnAttacksEast(Side.WHITE, whitePawns);
        twice[Side.BLACK] = pawnAttacksWest(Side.BLACK, blackPawns) & pawnAttacksEast(Side.BLACK, blackPawns);
        attackerTypes[Side.WHITE] = 0;
        attackerTypes[Side.BLACK] = 0;
        Arrays.fill(attacked, 0);
        Arrays.fill(by[Side.WHITE], 0);
        Arrays.fill(by[Side.BLACK], 0);
        PawnCache pawnCache = work.pawns;
        int pawnEntry = pawnStructure(whitePawns, blackPawns, pawnAttacks, pawnCache, trace);
        mg += pawnCache.mg[pawnEntry];
        eg += pawnCache.eg[pawnEntry];
        long passed = pawnCache.passed[pawnEntry];

        for (int side = Side.WHITE; side <= Side.BLACK; side++) {
            int sign = side == Side.WHITE ? 1 : -1;
            int enemy = Side.other(side);
            long ownPawns = pos.pieces(side, Piece.PAWN);
            long enemyPawns = pos.pieces(enemy, Piece.PAWN);
            long own = pos.sidePieces(side);
            long occupied = pos.occupied();
            long safe = ~own & ~pawnAttacks[enemy];
            int enemyKing = pos.kingSquare(enemy);

            // The king's square; the pawns' material and squares come with the pawn structure above.
            int kingSq = pos.kingSquare(side);
            mg += sign * PieceSquareTables.MG_TABLE[Piece.of(side, Piece.KING)][kingSq];
            eg += sign * PieceSquareTables.EG_TABLE[Piece.of(side, Piece.KING)][kingSq];
            if (trace != null) {
                trace.count[MATERIAL + Piece.KING] += sign;
                trace.count[PST + 64 * Piece.KING + PieceSquareTables.index(side, kingSq)] += sign;
            }
            // Material, piece-square values, mobility and attacks on the enemy king, piece by piece.
            for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
                int piece = Piece.of(side, type);
                for (long bits = pos.pieces(side, type); bits != 0; bits &= bits - 1) {
                    int sq = Long.numberOfTrailingZeros(bits);
                    mg += sign * PieceSquareTables.MG_TABLE[piece][sq];
                    eg += sign * PieceSquareTables.EG_TABLE[piece][sq];
                    phase += PHASE_WEIGHT[type];
                    if (trace != null) {
                        trace.count[MATERIAL + type] += sign;
                        trace.count[PST + 64 * type + PieceSquareTables.index(side, sq)] += sign;
                    }
                    long attacks = attacks(type, sq, occupied);
                    twice[side] |= (attacked[side] | pawnAttacks[side]) & attacks;
                    if ((attacks & KING_AREA[enemyKing]) != 0) {
                        attackerTypes[side] |= 1 << type;
                    }
                    attacked[side] |= attacks;
                    by[side][type] |= attacks;
                    // An outpost: a minor piece on the 4th to 6th rank, defended by a pawn, out of reach of enemy
                    // pawns (none on the files next to it, in front of it).
                    if ((type == Piece.KNIGHT || type == Piece.BISHOP) && (pawnAttacks[side] & (1L << sq)) != 0
                            && (OUTPOST_RANKS[side] & (1L << sq)) != 0
                            && (PASSED_SPAN[side][sq] & ADJACENT_FILES[Square.file(sq)] & enemyPawns) == 0) {
                        int term = type == Piece.KNIGHT ? KNIGHT_OUTPOST : BISHOP_OUTPOST;
                        mg += sign * MG[term];
                        eg += sign * EG[term];
                        if (trace != null) {
                            trace.count[term] += sign;
                        }
                    }
                    // A minor piece behind a pawn: the pawn shields it from rooks and queens on the file.
                    if (type <= Piece.BISHOP) {
                        long inFront = side == Side.WHITE ? (1L << sq) << 8 : (1L << sq) >>> 8;
                        if ((inFront & (ownPawns | enemyPawns)) != 0) {
                            mg += sign * MG[MINOR_BEHIND_PAWN];
                            eg += sign * EG[MINOR_BEHIND_PAWN];
                            if (trace != null) {
                                trace.count[MINOR_BEHIND_PAWN] += sign;
                            }
                        }
                    }
                    if (type == Piece.BISHOP) {
                        int onItsColour = Long.bitCount(ownPawns & ((LIGHT_SQUARES & (1L << sq)) != 0
                                ? LIGHT_SQUARES : ~LIGHT_SQUARES));
                        mg += sign * onItsColour * MG[BISHOP_PAWNS];
                        eg += sign * onItsColour * EG[BISHOP_PAWNS];
                        if (trace != null) {
                            trace.count[BISHOP_PAWNS] += sign * onItsColour;
                        }
                    }
                    // A rook behind a passed pawn of its own: the first thing it sees up the file is that pawn.
                    if (type == Piece.ROOK
                            && (attacks & PASSED_SPAN[side][sq] & (FILE_A << Square.file(sq)) & passed & ownPawns)
                            != 0) {
                        mg += sign * MG[ROOK_BEHIND_PASSED];
                        eg += sign * EG[ROOK_BEHIND_PASSED];
                        if (trace != null) {
                            trace.count[ROOK_BEHIND_PASSED] += sign;
                        }
                    }
                    int moves = Long.bitCount(attacks & safe) - MOBILITY_NORMAL[type];
                    mg += sign * moves * MG[MOBILITY + type];
                    eg += sign * moves * EG[MOBILITY + type];
                    if (trace != null) {
                        trace.count[MOBILITY + type] += sign * moves;
                    }
                }
            }

            // Rooks on open files (no pawns) and half-open files (no own pawns), and on the 7th rank.
            long seventh = SEVENTH_RANK[side];
            boolean seventhMatters = (enemyPawns & seventh) != 0 || (EIGHTH_RANK[side] & (1L << enemyKing)) != 0;
            for (long bits = pos.pieces(side, Piece.ROOK); bits != 0; bits &= bits - 1) {
                if (seventhMatters && (seventh & bits & -bits) != 0) {
                    mg += sign * MG[ROOK_ON_SEVENTH];
                    eg += sign * EG[ROOK_ON_SEVENTH];
                    if (trace != null) {
                        trace.count[ROOK_ON_SEVENTH] += sign;
                    }
                }
                long file = FILE_A << Square.file(Long.numberOfTrailingZeros(bits));
                if ((file & ownPawns) == 0) {
                    int term = (file & enemyPawns) == 0 ? ROOK_OPEN_FILE : ROOK_HALF_OPEN_FILE;
                    mg += sign * MG[term];
                    eg += sign * EG[term];
                    if (trace != null) {
                        trace.count[term] += sign;
                    }
                }
            }

            // The knights and rooks by their own pawns (a knight likes a closed position, a rook an open one),
            // counted from five pawns.
            int pawnsAboveFive = Long.bitCount(ownPawns) - 5;
            int knightPawns = Long.bitCount(pos.pieces(side, Piece.KNIGHT)) * pawnsAboveFive;
            int rookPawns = Long.bitCount(pos.pieces(side, Piece.ROOK)) * pawnsAboveFive;
            mg += sign * (knightPawns * MG[KNIGHT_PAWNS] + rookPawns * MG[ROOK_PAWNS]);
            eg += sign * (knightPawns * EG[KNIGHT_PAWNS] + rookPawns * EG[ROOK_PAWNS]);
            if (trace != null) {
                trace.count[KNIGHT_PAWNS] += sign * knightPawns;
                trace.count[ROOK_PAWNS] += sign * rookPawns;
            }

            if (Long.bitCount(pos.pieces(side, Piece.BISHOP)) >= 2) {
                mg += sign * MG[BISHOP_PAIR];
                eg += sign * EG[BISHOP_PAIR];
                if (trace != null) {
                    trace.count[BISHOP_PAIR] += sign;
                }
            }

            // The king's way to its nearest pawn: in the endgame it has to protect them.
            int nearest = 0;
            if (ownPawns != 0) {
                do {
                    nearest++;
                } while ((RING[kingSq][nearest] & ownPawns) == 0);
            }
            mg += sign * nearest * MG[KING_PAWN_DISTANCE];
            eg += sign * nearest * EG[KING_PAWN_DISTANCE];
            if (trace != null) {
                trace.count[KING_PAWN_DISTANCE] += sign * nearest;
            }

            // The pawn shield in front of a king on a wing; nothing for a king in the centre: its piece-square
            // value already says it should castle.
            int kingFile = Square.file(kingSq);
            int kingRank = side == Side.WHITE ? Square.rank(kingSq) : 7 - Square.rank(kingSq);
            int openFiles = 0;
            for (int f = Math.max(0, kingFile - 1); f <= Math.min(7, kingFile + 1); f++) {
                if ((ownPawns & (FILE_A << f)) == 0) {
                    openFiles++;
                }
            }
            mg += sign * openFiles * MG[KING_OPEN_FILES];
            eg += sign * openFiles * EG[KING_OPEN_FILES];
            if (trace != null) {
                trace.count[KING_OPEN_FILES] += sign * openFiles;
            }
            // Enemy pawns marching on the king: on its files, two or three ranks up from our back rank.
            long kingFiles = ADJACENT_FILES[kingFile] | (FILE_A << kingFile);
            int storm = Long.bitCount(enemyPawns & kingFiles & STORM_RANKS[side]);
            mg += sign * storm * MG[KING_STORM];
            eg += sign * storm * EG[KING_STORM];
            if (trace != null) {
                trace.count[KING_STORM] += sign * storm;
            }
            if (kingRank <= 1 && kingFile != 3 && kingFile != 4) {
                int forward = side == Side.WHITE ? 8 : -8;
                int near = Long.bitCount(ownPawns & kingFiles & rankOf(kingSq + forward));
                int far = Long.bitCount(ownPawns & kingFiles & rankOf(kingSq + 2 * forward));
                mg += sign * (near * MG[SHIELD_NEAR] + far * MG[SHIELD_FAR]);
                eg += sign * (near * EG[SHIELD_NEAR] + far * EG[SHIELD_FAR]);
                if (trace != null) {
                    trace.count[SHIELD_NEAR] += sign * near;
                    trace.count[SHIELD_FAR] += sign * far;
                }
            }
        }

        // What needs both sides' complete attack maps (the king and the pawns count as attackers and defenders
        // too): threats (enemy pieces attacked by something worth less, or attacked and not defended at all), the
        // danger to each king, and the passed pawns' paths.
        for (int side = Side.WHITE; side <= Side.BLACK; side++) {
            long king = Attacks.king(pos.kingSquare(side));
            attacked[side] |= pawnAttacks[side];
            twice[side] |= attacked[side] & king;
            attacked[side] |= king;
        }
        for (int side = Side.WHITE; side <= Side.BLACK; side++) {
            int sign = side == Side.WHITE ? 1 : -1;
            int enemy = Side.other(side);
            long queens = pos.pieces(enemy, Piece.QUEEN);
            long majors = pos.pieces(enemy, Piece.ROOK) | queens;
            long pieces = majors | pos.pieces(enemy, Piece.KNIGHT) | pos.pieces(enemy, Piece.BISHOP);
            int byPawn = Long.bitCount(pieces & pawnAttacks[side]);
            long[] ours = by[side];
            int byMinor = Long.bitCount(majors & (ours[Piece.KNIGHT] | ours[Piece.BISHOP]));
            int byRook = Long.bitCount(queens & ours[Piece.ROOK]);
            long undefended = attacked[side] & ~attacked[enemy];
            int hanging = Long.bitCount(pieces & undefended);
            int hangingPawns = Long.bitCount(pos.pieces(enemy, Piece.PAWN) & undefended);
            int king = pos.kingSquare(enemy);
            long occupied = pos.occupied();
            // The danger to the enemy king (see kingDanger).
            int danger = kingDanger(pos, side, king, work);
            if (danger >= 0) {
                mg += sign * MG[KING_DANGER + danger];
                eg += sign * EG[KING_DANGER + danger];
                if (trace != null) {
                    trace.count[KING_DANGER + danger] += sign;
                    trace.dangerCounts[side] = work.dangerCounts.clone();
                }
            }
            // A pawn push that would attack a piece: the pawn steps to an empty square where it is safe (not
            // attacked, or defended), and the piece is not attacked by a pawn already.
            long ownPawns = pos.pieces(side, Piece.PAWN);
            long pushed = (side == Side.WHITE ? ownPawns << 8 : ownPawns >>> 8) & ~occupied
                    & ~pawnAttacks[enemy] & (attacked[side] | ~attacked[enemy]);
            int pushThreats = Long.bitCount(pawnAttacks(side, pushed) & pieces & ~pawnAttacks[side]);
            // Passed pawns (found with the pawn structure above), by the square in front of each: a piece there
            // blocks it; from its 4th rank on, a pawn whose square is empty and not attacked is free to advance.
            // In the endgame the kings decide too: the defender wants to stand in front of the pawn.
            int free = 0;
            for (long bits = passed & ownPawns; bits != 0; bits &= bits - 1) {
                int sq = Long.numberOfTrailingZeros(bits);
                int relativeRank = side == Side.WHITE ? Square.rank(sq) : 7 - Square.rank(sq);
                int stop = sq + (side == Side.WHITE ? 8 : -8);
                if ((occupied & (1L << stop)) != 0) {
                    mg += sign * MG[PASSED_BLOCKED];
                    eg += sign * EG[PASSED_BLOCKED];
                    if (trace != null) {
                        trace.count[PASSED_BLOCKED] += sign;
                    }
                } else if (relativeRank >= 3 && (attacked[enemy] & (1L << stop)) == 0) {
                    free += relativeRank - 2;
                }
                int kings = sign * relativeRank * (2 * distance(king, stop) - distance(pos.kingSquare(side), stop));
                eg += kings;
                if (trace != null) {
                    trace.fixedEg += kings;
                }
            }
            mg += sign * (pushThreats * MG[THREAT_PAWN_PUSH] + free * MG[PASSED_FREE]);
            eg += sign * (pushThreats * EG[THREAT_PAWN_PUSH] + free * EG[PASSED_FREE]);
            if (trace != null) {
                trace.count[THREAT_PAWN_PUSH] += sign * pushThreats;
                trace.count[PASSED_FREE] += sign * free;
            }
            mg += sign * (byPawn * MG[THREAT_BY_PAWN] + byMinor * MG[THREAT_BY_MINOR] + byRook * MG[THREAT_BY_ROOK]
                    + hanging * MG[HANGING] + hangingPawns * MG[HANGING_PAWN]);
            eg += sign * (byPawn * EG[THREAT_BY_PAWN] + byMinor * EG[THREAT_BY_MINOR] + byRook * EG[THREAT_BY_ROOK]
                    + hanging * EG[HANGING] + hangingPawns * EG[HANGING_PAWN]);
            if (trace != null) {
                trace.count[THREAT_BY_PAWN] += sign * byPawn;
                trace.count[THREAT_BY_MINOR] += sign * byMinor;
                trace.count[THREAT_BY_ROOK] += sign * byRook;
                trace.count[HANGING] += sign * hanging;
                trace.count[HANGING_PAWN] += sign * hangingPawns;
            }
        }

        phase = Math.min(phase, MAX_PHASE);
        int egScale = endgameScale(pos, eg);
        int blended = (mg * phase + eg * egScale / SCALE_NORMAL * (MAX_PHASE - phase)) / MAX_PHASE;
        int score = scaleDrawish(pos, blended);
        if (trace != null) {
            trace.phase = phase;
            trace.egScale = egScale;
            trace.divisor = score == blended ? 1 : 4;
            trace.count[TEMPO] = pos.sideToMove() == Side.WHITE ? 1 : -1;
        }
        int forSideToMove = pos.sideToMove() == Side.WHITE ? score : -score;
        return forSideToMove + MG[TEMPO];
    }

    /**
     * The pawns of both sides (White's view): their material and squares, and the pawn terms: pawns defended by
     * pawns, phalanxes, isolated, backward, doubled and passed pawns by rank. They depend on the pawns alone, so
     * they come from the cache when it holds this structure; else (and always for the tuner, which counts the
     * terms) they are computed and stored. Returns the entry.
     */
    private static int pawnStructure(long whitePawns, long blackPawns, long[] pawnAttacks, PawnCache cache,
            Trace trace) {
        int entry = cache.index(whitePawns, blackPawns);
        if (trace == null && cache.white[entry] == whitePawns && cache.black[entry] == blackPawns) {
            return entry;
        }
        int mg = 0;
        int eg = 0;
        long passed = 0;
        for (int side = Side.WHITE; side <= Side.BLACK; side++) {
            int sign = side == Side.WHITE ? 1 : -1;
            int enemy = Side.other(side);
            long ownPawns = side == Side.WHITE ? whitePawns : blackPawns;
            long enemyPawns = side == Side.WHITE ? blackPawns : whitePawns;
            int supported = Long.bitCount(ownPawns & pawnAttacks[side]);
            mg += sign * supported * MG[PAWN_SUPPORTED];
            eg += sign * supported * EG[PAWN_SUPPORTED];
            if (trace != null) {
                trace.count[PAWN_SUPPORTED] += sign * supported;
            }
            // A phalanx: pawns side by side on one rank, which guard each other's squares in front.
            long beside = ((ownPawns & ~FILE_H) << 1) | ((ownPawns & ~FILE_A) >>> 1);
            int phalanx = Long.bitCount(ownPawns & beside);
            mg += sign * phalanx * MG[PAWN_PHALANX];
            eg += sign * phalanx * EG[PAWN_PHALANX];
            if (trace != null) {
                trace.count[PAWN_PHALANX] += sign * phalanx;
            }
            int pawn = Piece.of(side, Piece.PAWN);
            for (long bits = ownPawns; bits != 0; bits &= bits - 1) {
                int sq = Long.numberOfTrailingZeros(bits);
                mg += sign * PieceSquareTables.MG_TABLE[pawn][sq];
                eg += sign * PieceSquareTables.EG_TABLE[pawn][sq];
                if (trace != null) {
                    trace.count[MATERIAL + Piece.PAWN] += sign;
                    trace.count[PST + 64 * Piece.PAWN + PieceSquareTables.index(side, sq)] += sign;
                }
                int file = Square.file(sq);
                if ((ADJACENT_FILES[file] & ownPawns) == 0) {
                    mg += sign * MG[ISOLATED];
                    eg += sign * EG[ISOLATED];
                    if (trace != null) {
                        trace.count[ISOLATED] += sign;
                    }
                } else {
                    // Backward: the pawns on the files next to it have all gone past it, and an enemy pawn
                    // guards the square it would advance to.
                    int ahead = sq + (side == Side.WHITE ? 8 : -8);
                    if (ahead >= 0 && ahead < 64 && (pawnAttacks[enemy] & (1L << ahead)) != 0
                            && (PASSED_SPAN[enemy][ahead] & ADJACENT_FILES[file] & ownPawns) == 0) {
                        mg += sign * MG[BACKWARD];
                        eg += sign * EG[BACKWARD];
                        if (trace != null) {
                            trace.count[BACKWARD] += sign;
                        }
                    }
                }
                if (isPassed(side, sq, ownPawns, enemyPawns)) {
                    int relativeRank = side == Side.WHITE ? Square.rank(sq) : 7 - Square.rank(sq);
                    passed |= 1L << sq;
                    mg += sign * MG[PASSED + relativeRank];
                    eg += sign * EG[PASSED + relativeRank];
                    if (trace != null) {
                        trace.count[PASSED + relativeRank] += sign;
                    }
                }
            }
            for (int file = 0; file < 8; file++) {
                int count = Long.bitCount(ownPawns & (FILE_A << file));
                if (count > 1) {
                    mg += sign * (count - 1) * MG[DOUBLED];
                    eg += sign * (count - 1) * EG[DOUBLED];
                    if (trace != null) {
                        trace.count[DOUBLED] += sign * (count - 1);
                    }
                }
            }
        }
        cache.white[entry] = whitePawns;
        cache.black[entry] = blackPawns;
        cache.mg[entry] = mg;
        cache.eg[entry] = eg;
        cache.passed[entry] = passed;
        return entry;
    }

    /**
     * A pawn is passed when no enemy pawn stands in front of it on its own or an adjacent file; of doubled pawns
     * only the front one can be.
     */
    private static boolean isPassed(int side, int sq, long ownPawns, long enemyPawns) {
        if ((PASSED_SPAN[side][sq] & enemyPawns) != 0) {
            return false;
        }
        long fileAhead = PASSED_SPAN[side][sq] & (FILE_A << Square.file(sq));
        return (fileAhead & ownPawns) == 0;
    }

    /**
     * How much danger {@code side}'s pieces put the enemy king in (on {@code king}): an index into the king danger
     * table ({@code KING_DANGER}), whose values rise steeply, so that a few threats together count far more than
     * each alone. The index adds up the points ({@link KingDanger}) of small counts about the king's area
     * ({@code KING_AREA}: the 3 by 3 squares around it, moved in from the edge of the board): the squares we attack,
     * those we attack twice where no enemy pawn guards, those only the king guards; the king's own men there;
     * for each kind of piece (knight, bishop, rook, queen) whether it can check from a square the enemy does not
     * guard, or only from a guarded one; the kinds of piece of ours that reach the area; whether it is our move,
     * whether an enemy knight guards the area, how far our queen is, whether it can check from next to the king
     * where only the king guards, and whether a rook or queen can check safely along the king's back rank. -1 (no
     * danger counted) without a rook or a queen to attack with.
     */
    private static int kingDanger(Position pos, int side, int king, Workspace work) {
        if ((pos.pieces(side, Piece.ROOK) | pos.pieces(side, Piece.QUEEN)) == 0) {
            return -1;
        }
        int enemy = Side.other(side);
        long area = KING_AREA[king];
        long[] attacked = work.attacked;
        long[] ours = work.by[side];
        long[] theirs = work.by[enemy];
        long enemyPawnAttacks = work.pawnAttacks[enemy];
        long guarded = enemyPawnAttacks | theirs[Piece.KNIGHT] | theirs[Piece.BISHOP] | theirs[Piece.ROOK]
                | theirs[Piece.QUEEN];
        long hit = area & attacked[side];
        int[] counts = work.dangerCounts;
        counts[KingDanger.ATTACKED] = Long.bitCount(hit);
        counts[KingDanger.TWICE] = Long.bitCount(area & work.twice[side] & ~enemyPawnAttacks);
        counts[KingDanger.ONLY_KING] = Long.bitCount(hit & ~guarded);
        counts[KingDanger.DEFENDERS] = Long.bitCount(area & pos.sidePieces(enemy));
        long safe = ~attacked[enemy];
        long free = ~pos.sidePieces(side);
        long diagonal = Attacks.bishop(king, pos.occupied()) & free;
        long straight = Attacks.rook(king, pos.occupied()) & free;
        counts[KingDanger.KNIGHT_CHECK] = checks(Attacks.knight(king) & free & ours[Piece.KNIGHT], safe);
        counts[KingDanger.BISHOP_CHECK] = checks(diagonal & ours[Piece.BISHOP], safe);
        counts[KingDanger.ROOK_CHECK] = checks(straight & ours[Piece.ROOK], safe);
        counts[KingDanger.QUEEN_CHECK] = checks((diagonal | straight) & ours[Piece.QUEEN], safe);
        counts[KingDanger.ATTACKERS] = work.attackerTypes[side] >>> Piece.KNIGHT;
        counts[KingDanger.TO_MOVE] = pos.sideToMove() == side ? 1 : 0;
        counts[KingDanger.KNIGHT_GUARD] = (area & theirs[Piece.KNIGHT]) != 0 ? 1 : 0;
        long queens = pos.pieces(side, Piece.QUEEN);
        counts[KingDanger.QUEEN_DISTANCE] = queens == 0 ? 8
                : distance(king, Long.numberOfTrailingZeros(queens));
        counts[KingDanger.QUEEN_CONTACT] =
                (Attacks.king(king) & ours[Piece.QUEEN] & work.twice[side] & ~guarded & free) != 0 ? 1 : 0;
        long backRank = EIGHTH_RANK[side];
        counts[KingDanger.BACK_RANK] = (backRank & (1L << king)) != 0
                && (straight & backRank & (ours[Piece.ROOK] | ours[Piece.QUEEN]) & safe) != 0 ? 1 : 0;
        return KingDanger.index(counts);
    }

    /** Whether these checking squares hold a check: 2 when one is safe, 1 when all are guarded, 0 without. */
    private static int checks(long squares, long safe) {
        if (squares == 0) {
            return 0;
        }
        return (squares & safe) != 0 ? 2 : 1;
    }

    /** The endgame part's full scale: 128ths. */
    private static final int SCALE_NORMAL = 128;

    /**
     * How much of the endgame part of the score counts, in 128ths, by the material left. Opposite-coloured bishops
     * draw often: alone with pawns half counts, with a knight or a rook each about three quarters. Otherwise the side
     * ahead (by the endgame part) needs pawns to win: with fewer than four, each missing one takes off a sixteenth.
     */
    private static int endgameScale(Position pos, int eg) {
        long whiteBishops = pos.pieces(Side.WHITE, Piece.BISHOP);
        long blackBishops = pos.pieces(Side.BLACK, Piece.BISHOP);
        if (Long.bitCount(whiteBishops) == 1 && Long.bitCount(blackBishops) == 1
                && Long.bitCount((whiteBishops | blackBishops) & LIGHT_SQUARES) == 1) {
            long whiteKnights = pos.pieces(Side.WHITE, Piece.KNIGHT);
            long blackKnights = pos.pieces(Side.BLACK, Piece.KNIGHT);
            long whiteRooks = pos.pieces(Side.WHITE, Piece.ROOK);
            long blackRooks = pos.pieces(Side.BLACK, Piece.ROOK);
            boolean queens = (pos.pieces(Side.WHITE, Piece.QUEEN) | pos.pieces(Side.BLACK, Piece.QUEEN)) != 0;
            boolean knights = (whiteKnights | blackKnights) != 0;
            boolean rooks = (whiteRooks | blackRooks) != 0;
            if (!queens && !rooks && !knights) {
                return 64;
            }
            if (!queens && !rooks && Long.bitCount(whiteKnights) == 1 && Long.bitCount(blackKnights) == 1) {
                return 106;
            }
            if (!queens && !knights && Long.bitCount(whiteRooks) == 1 && Long.bitCount(blackRooks) == 1) {
                return 96;
            }
        }
        int strong = eg > 0 ? Side.WHITE : Side.BLACK;
        return Math.min(SCALE_NORMAL, 96 + 8 * Long.bitCount(pos.pieces(strong, Piece.PAWN)));
    }

    /**
     * Endgames without pawns need a big advantage to win: a minor piece up (or a rook against a minor piece) is
     * usually a draw, so the side ahead without pawns gets only a quarter of its score.
     */
    private static int scaleDrawish(Position pos, int score) {
        int strong = score > 0 ? Side.WHITE : Side.BLACK;
        if (pos.pieces(strong, Piece.PAWN) != 0) {
            return score;
        }
        int weak = Side.other(strong);
        int difference = nonPawnMaterial(pos, strong) - nonPawnMaterial(pos, weak);
        if (difference <= PieceSquareTables.MATERIAL_EG[Piece.BISHOP] + 30) {
            return score / 4;
        }
        return score;
    }

    /** Knights, bishops, rooks and queens of one side, in endgame material values. */
    static int nonPawnMaterial(Position pos, int side) {
        int sum = 0;
        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            sum += Long.bitCount(pos.pieces(side, type)) * PieceSquareTables.MATERIAL_EG[type];
        }
        return sum;
    }

    private static long attacks(int type, int sq, long occupied) {
        switch (type) {
            case Piece.KNIGHT:
                return Attacks.knight(sq);
            case Piece.BISHOP:
                return Attacks.bishop(sq, occupied);
            case Piece.ROOK:
                return Attacks.rook(sq, occupied);
            default:
                return Attacks.queen(sq, occupied);
        }
    }

    /** All squares attacked by the pawns of one side. */
    static long pawnAttacks(int side, long pawns) {
        return pawnAttacksWest(side, pawns) | pawnAttacksEast(side, pawns);
    }

    /** The squares {@code side}'s pawns attack towards the a-file. */
    private static long pawnAttacksWest(int side, long pawns) {
        long west = pawns & ~FILE_A;
        return side == Side.WHITE ? west << 7 : west >>> 9;
    }

    /** The squares {@code side}'s pawns attack towards the h-file. */
    private static long pawnAttacksEast(int side, long pawns) {
        long east = pawns & ~FILE_H;
        return side == Side.WHITE ? east << 9 : east >>> 7;
    }

    private static long rankOf(int sq) {
        return sq < 0 || sq > 63 ? 0 : RANK_1 << (8 * Square.rank(sq));
    }

    /** King moves between two squares (Chebyshev distance). */
    static int distance(int a, int b) {
        return Math.max(Math.abs(Square.file(a) - Square.file(b)), Math.abs(Square.rank(a) - Square.rank(b)));
    }
}
