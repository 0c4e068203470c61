package driverlessons.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Move text both ways: coordinate notation and SAN. */
class NotationTest {
    /** Reads {@code text} in {@code fen} and writes the move back as coordinates and as SAN. */
    @ParameterizedTest(name = "{1} in {0}")
    @CsvSource(delimiter = '|', value = {
        // fen | text read | coordinate | SAN
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4  | e2e4  | e4",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e4    | e2e4  | e4",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Nf3   | g1f3  | Nf3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Ngf3  | g1f3  | Nf3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Ng1-f3 | g1f3 | Nf3",
        // two knights reach d2: the file tells them apart
        "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1                         | Nbd2  | b1d2  | Nbd2",
        "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1                         | f1d2  | f1d2  | Nfd2",
        // two rooks on one file: the rank tells them apart
        "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1                          | R1a3  | a1a3  | R1a3",
        "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1                          | R5a3  | a5a3  | R5a3",
        // three queens: only the whole square will do
        "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1                        | Qa1b2 | a1b2  | Qa1b2",
        "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1                        | Qcb2  | c1b2  | Qcb2",
        // promotions, with and without check, upper-case letters accepted
        "3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1                        | e7e8q | e7e8q | e8=Q+",
        "3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1                        | e7e8Q | e7e8q | e8=Q+",
        "3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1                        | e8=N  | e7e8n | e8=N",
        "3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1                        | exd8R | e7d8r | exd8=R+",
        "3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1                        | exd8=Q+ | e7d8q | exd8=Q+",
        // castling in every spelling
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                     | O-O   | e1g1  | O-O",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                     | 0-0-0 | e1c1  | O-O-O",
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1                     | e8g8  | e8g8  | O-O",
        // captures, en passant, checks and mates
        "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3 | exd6 | e5d6 | exd6",
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 | exd5 | e4d5 | exd5",
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 | Bb5+ | f1b5 | Bb5+",
        "rnbqkbnr/ppppp2p/5p2/6p1/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3 | Qh5# | d1h5 | Qh5#",
    })
    void readAndWrite(String fen, String text, String coordinate, String san) {
        Position pos = Position.fromFen(fen);
        int move = Notation.parseMove(pos, text);
        assertEquals(coordinate, Notation.coordinate(move));
        assertEquals(san, Notation.san(pos, move));
        assertEquals(fen, pos.toFen());   // san() leaves the position as it was
        assertEquals(move, Notation.parseMove(pos, san));
    }

    @ParameterizedTest(name = "{1} in {0}")
    @CsvSource(delimiter = '|', value = {
        "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1                         | Nd2",      // ambiguous
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e5",     // not legal
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | O-O",      // not legal
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Ke2",      // not legal
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | hello",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | ''",
        "3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1                        | e7e8",     // promotion piece missing
        "3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1                        | e7e8k",
    })
    void nonsenseAndIllegalMovesAreNone(String fen, String text) {
        assertEquals(Move.NONE, Notation.parseMove(Position.fromFen(fen), text));
    }

    @Test
    void sanLineOfFoolsMate() {
        Position pos = Position.start();
        int[] line = new int[4];
        Position walker = pos.copy();
        String[] moves = {"f2f3", "e7e5", "g2g4", "d8h4"};
        for (int i = 0; i < moves.length; i++) {
            line[i] = Notation.parseMove(walker, moves[i]);
            walker.makeMove(line[i]);
        }
        assertEquals("f3 e5 g4 Qh4#", Notation.sanLine(pos, line, 4));
        assertEquals(Position.START_FEN, pos.toFen());
        assertEquals("f3 e5", Notation.sanLine(pos, line, 2));
    }

    @Test
    void coordinateOfNoMove() {
        assertEquals("0000", Notation.coordinate(Move.NONE));
    }
}
