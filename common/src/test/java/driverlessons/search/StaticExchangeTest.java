package driverlessons.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import driverlessons.chess.Notation;
import driverlessons.chess.Position;

import org.junit.jupiter.api.Test;

/** Exchanges counted to their end, with pieces behind pieces joining in. */
class StaticExchangeTest {

    private static int see(String fen, String move) {
        Position pos = Position.fromFen(fen);
        return StaticExchange.see(pos, Notation.parseMove(pos, move));
    }

    @Test
    void undefendedPawnIsWon() {
        assertEquals(100, see("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "exd5"));
    }

    @Test
    void queenTakingADefendedPawnLosesTheQueen() {
        assertEquals(100 - 950, see("4k3/2p5/3p4/8/8/8/3Q4/4K3 w - - 0 1", "Qxd6"));
    }

    @Test
    void doubledRooksWinTheExchangeOnAFile() {
        // Rxd6 Rxd6 Rxd6: the rook behind the first joins in, and White ends a rook up.
        assertEquals(500, see("3rk3/8/3r4/8/8/8/3R4/3RK3 w - - 0 1", "Rxd6"));
    }

    @Test
    void enPassantCountsThePawn() {
        assertEquals(100, see("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6"));
    }
}
