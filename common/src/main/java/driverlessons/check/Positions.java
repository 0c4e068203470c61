package driverlessons.check;

import java.util.List;

/** Positions the scenarios play from: a start, open and closed middle games, an endgame; each with a legal move. */
public final class Positions {
    /** A position (FEN, white to move) and a legal move in it, in coordinates. */
    public record WithMove(String fen, String move) {
    }

    public static final List<WithMove> MIDDLE_GAMES = List.of(
            new WithMove("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2e4"),
            new WithMove("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", "f1b5"),
            new WithMove("rnbqkb1r/pp2pppp/3p1n2/8/3NP3/8/PPP2PPP/RNBQKB1R w KQkq - 1 5", "b1c3"),
            new WithMove("r1bq1rk1/pp2ppbp/2np1np1/8/3NP3/2N1BP2/PPPQ2PP/R3KB1R w KQ - 3 9", "e1c1"),
            new WithMove("8/5pk1/6p1/8/3R4/6P1/5PKP/3r4 w - - 0 40", "d4d7"),
            new WithMove("r3k2r/pp3ppp/2n1bn2/2bp4/8/2NB1N2/PPP2PPP/R1B1R1K1 w kq - 4 11", "c1g5"),
            // 1. a4 h5 2. h4 a5 3. e4 e5 4. Nf3 Nc6 5. Bc4 Nf6 6. d3 Bc5, then 7. Nc3: an Italian with the four rook
            // pawns pushed two squares, which no book holds (Phalanx and HoiChess search here, where they answer the
            // Sicilian after 5. Nc3 from their books; Debian's Sjeng has no book for normal chess), so that an
            // engine with a book thinks, and ponders, from its first move on.
            new WithMove("r1bqk2r/1ppp1pp1/2n2n2/p1b1p2p/P1B1P2P/3P1N2/1PP2PP1/RNBQK2R w KQkq - 1 7", "b1c3"));

    /** Openings (moves from the start, in coordinates) after which the engine is to move. */
    public static final List<String> OPENINGS = List.of(
            "e2e4", "d2d4 g8f6", "e2e4 c7c5 g1f3", "c2c4 e7e5 b1c3 g8f6", "e2e4 e7e5 g1f3 b8c6 f1b5",
            "d2d4 d7d5 c2c4 e7e6 b1c3", "g1f3 d7d5 g2g3");

    /**
     * Openings no book holds (moves from the start, in coordinates), after which the engine is to move: for
     * scenarios that need it to think, with an engine that has no setboard.
     */
    public static final List<String> OUT_OF_BOOK = List.of(
            "a2a3 g7g5 h2h4", "h2h4 a7a5 a2a4 h7h5 g2g4", "b2b4 h7h6 g2g4 a7a6", "g2g4 b7b5 h2h3",
            "a2a4 h7h5 h2h4 a7a5 b2b3", "h2h3 g7g6 a2a4 b7b6", "b2b3 a7a6 g2g3 h7h6 a2a3");

    private Positions() {
    }
}
