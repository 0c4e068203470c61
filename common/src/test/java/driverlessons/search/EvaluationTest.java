package driverlessons.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.chess.Position;

import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * The evaluation is the same for both colours, it likes what it should like, and its pawn cache never changes a
 * score.
 */
class EvaluationTest {

    private static final String[] POSITIONS = {
        Position.START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1",
        "8/8/1p2k1p1/3p3p/1p1P1P1P/1P2PK2/8/8 w - - 3 54",
        "8/8/8/4k3/8/8/8/KQ6 w - - 0 1",
    };

    /** The same position with the colours swapped and the board turned upside down. */
    static String mirror(String fen) {
        String[] fields = fen.split(" ");
        String[] ranks = fields[0].split("/");
        StringBuilder board = new StringBuilder();
        for (int i = ranks.length - 1; i >= 0; i--) {
            board.append(swapCase(ranks[i])).append(i > 0 ? "/" : "");
        }
        String side = fields[1].equals("w") ? "b" : "w";
        String castling = fields[2].equals("-") ? "-" : sortCastling(swapCase(fields[2]));
        String enPassant = fields[3].equals("-") ? "-"
                : fields[3].charAt(0) + String.valueOf((char) ('1' + '8' - fields[3].charAt(1)));
        return board + " " + side + " " + castling + " " + enPassant + " " + fields[4] + " " + fields[5];
    }

    private static String swapCase(String text) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) {
            out.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        }
        return out.toString();
    }

    private static String sortCastling(String castling) {
        StringBuilder out = new StringBuilder();
        for (char c : "KQkq".toCharArray()) {
            if (castling.indexOf(c) >= 0) {
                out.append(c);
            }
        }
        return out.toString();
    }

    @Test
    void colourFlippedPositionsScoreTheSame() {
        for (String fen : POSITIONS) {
            int original = Evaluation.evaluate(Position.fromFen(fen));
            int mirrored = Evaluation.evaluate(Position.fromFen(mirror(fen)));
            assertEquals(original, mirrored, fen);
        }
    }

    @Test
    void startPositionIsNearlyEqual() {
        int score = Evaluation.evaluate(Position.start());
        assertTrue(Math.abs(score) <= 30, "start position: " + score);
    }

    @Test
    void extraMaterialShows() {
        assertTrue(Evaluation.evaluate(Position.fromFen("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"))
                > 700, "a queen up");
        assertTrue(Evaluation.evaluate(Position.fromFen("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"))
                < -700, "a queen down, from the other side");
    }

    @Test
    void advancedPassedPawnIsWorthMore() {
        int far = Evaluation.evaluate(Position.fromFen("4k3/8/8/8/8/8/P7/4K3 w - - 0 1"));
        int near = Evaluation.evaluate(Position.fromFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"));
        assertTrue(near > far + 100, "a7 " + near + " against a2 " + far);
    }

    /** How often the evaluation counted a term in this position, White's count minus Black's. */
    private static int counted(String fen, int term) {
        return traced(fen).count[term];
    }

    /** What the evaluation traced in this position. */
    private static Evaluation.Trace traced(String fen) {
        Evaluation.Trace trace = new Evaluation.Trace();
        Evaluation.evaluate(Position.fromFen(fen), trace);
        return trace;
    }

    @Test
    void endgameScaleTracesTheMaterial() {
        // Two pawns up with opposite-coloured bishops (c1 dark, e6 light): half the endgame part counts.
        assertEquals(64, traced("4k3/8/4b3/8/8/8/PP6/2B1K3 w - - 0 1").egScale);
        // The same with bishops of one colour (c1 and f8, both dark): only the two pawns count, 96 + 2 * 8.
        assertEquals(112, traced("4kb2/8/8/8/8/8/PP6/2B1K3 w - - 0 1").egScale);
        // Opposite-coloured bishops and a rook each; with a knight each.
        assertEquals(96, traced("r3k3/8/4b3/8/8/8/PP6/R1B1K3 w - - 0 1").egScale);
        assertEquals(106, traced("n3k3/8/4b3/8/8/8/PP6/N1B1K3 w - - 0 1").egScale);
        // The side ahead is Black, with one pawn: 96 + 8.
        assertEquals(104, traced("r3k3/p7/8/8/8/8/8/4K3 w - - 0 1").egScale);
        // Four pawns or more for the side ahead: all of it.
        assertEquals(128, traced("4k3/8/8/8/8/8/PPPP4/4K3 w - - 0 1").egScale);
        int oppositeColours = Evaluation.evaluate(Position.fromFen("4k3/8/4b3/8/8/8/PP6/2B1K3 w - - 0 1"));
        int sameColour = Evaluation.evaluate(Position.fromFen("4kb2/8/8/8/8/8/PP6/2B1K3 w - - 0 1"));
        assertTrue(oppositeColours < sameColour, "opposite " + oppositeColours + ", same " + sameColour);
    }

    @Test
    void termsAreCountedWhereTheyApply() {
        // The rook on a1 behind the passed a-pawn; on h1 it is not.
        String rookBehind = "6k1/8/8/P7/8/8/8/R5K1 w - - 0 1";
        assertEquals(1, counted(rookBehind, EvaluationWeights.ROOK_BEHIND_PASSED));
        assertEquals(0, counted("6k1/8/8/P7/8/8/8/6KR w - - 0 1", EvaluationWeights.ROOK_BEHIND_PASSED));
        // The pawn on d5 is attacked by the rook and defended by nothing; with the king on e6 it is defended.
        assertEquals(1, counted("6k1/8/8/3p4/8/8/8/3R2K1 w - - 0 1", EvaluationWeights.HANGING_PAWN));
        assertEquals(0, counted("8/8/4k3/3p4/8/8/8/3R2K1 w - - 0 1", EvaluationWeights.HANGING_PAWN));
        // Six king moves from g1 to a2; Black has no pawn to walk to.
        assertEquals(6, counted("6k1/8/8/8/8/8/P7/6K1 w - - 0 1", EvaluationWeights.KING_PAWN_DISTANCE));
        // One knight with six pawns, one rook with three.
        assertEquals(1, counted("6k1/8/8/8/8/8/PPPPPP2/1N4K1 w - - 0 1", EvaluationWeights.KNIGHT_PAWNS));
        assertEquals(-2, counted("6k1/8/8/8/8/8/PPP5/R5K1 w - - 0 1", EvaluationWeights.ROOK_PAWNS));
    }

    @Test
    void pawnCacheGivesTheScoreOfAFreshEvaluation() {
        // Random games from every test position, each position scored three ways: fresh (a one-entry cache), by a
        // search thread's workspace, and by a two-entry cache, where different pawn structures keep pushing
        // each other out of the same entry.
        Evaluation.Workspace search = Evaluation.Workspace.forSearch();
        Evaluation.Workspace tiny = new Evaluation.Workspace(2);
        Random random = new Random(24);
        int[] moves = new int[Position.MAX_MOVES];
        int checked = 0;
        for (String fen : POSITIONS) {
            for (int game = 0; game < 20; game++) {
                Position pos = Position.fromFen(fen);
                for (int ply = 0; ply < 60; ply++) {
                    int fresh = Evaluation.evaluate(pos);
                    assertEquals(fresh, Evaluation.evaluate(pos, search), fen + " ply " + ply);
                    assertEquals(fresh, Evaluation.evaluate(pos, tiny), fen + " ply " + ply);
                    checked++;
                    int count = pos.generateMoves(moves);
                    if (count == 0) {
                        break;
                    }
                    pos.makeMove(moves[random.nextInt(count)]);
                }
            }
        }
        assertTrue(checked > 5000, "positions checked: " + checked);
    }
}
