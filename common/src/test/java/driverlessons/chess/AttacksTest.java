package driverlessons.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The magic-bitboard attacks against the slow way of walking the rays. */
class AttacksTest {
    @Test
    void slidersMatchRayWalkingOnRandomBoards() {
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < 20_000; i++) {
            long occupied = random.nextLong() & random.nextLong();   // about a quarter of the squares full
            int sq = random.nextInt(64);
            assertEquals(Attacks.slowBishop(sq, occupied), Attacks.bishop(sq, occupied));
            assertEquals(Attacks.slowRook(sq, occupied), Attacks.rook(sq, occupied));
            assertEquals(Attacks.bishop(sq, occupied) | Attacks.rook(sq, occupied), Attacks.queen(sq, occupied));
        }
    }

    @Test
    void theMagicTablesAreWhatTheFinderProduces() {
        long[] state = {Attacks.MAGIC_SEED};
        for (int sq = 0; sq < 64; sq++) {
            assertEquals(Attacks.magic(sq, false), Attacks.findMagic(sq, false, state), "bishop " + sq);
            assertEquals(Attacks.magic(sq, true), Attacks.findMagic(sq, true, state), "rook " + sq);
        }
    }

    @Test
    void stepPatterns() {
        assertEquals(bits("b3", "c2"), Attacks.knight(Square.A1));
        assertEquals(bits("d1", "d2", "e2", "f2", "f1"), Attacks.king(Square.E1));
        assertEquals(bits("d5", "f5"), Attacks.pawn(Side.WHITE, Square.parse("e4")));
        assertEquals(bits("g6"), Attacks.pawn(Side.BLACK, Square.parse("h7")));
        assertEquals(0, Attacks.pawn(Side.WHITE, Square.parse("e8")));
    }

    @Test
    void betweenAndLine() {
        assertEquals(bits("f1", "g1"), Attacks.between(Square.E1, Square.H1));
        assertEquals(0, Attacks.between(Square.E1, Square.parse("f3")));
        assertEquals(0xFFL, Attacks.line(Square.B1, Square.E1));
        assertEquals(0x8040201008040201L, Attacks.line(Square.A1, Square.H8));
    }

    private static long bits(String... squares) {
        long b = 0;
        for (String sq : squares) {
            b |= 1L << Square.parse(sq);
        }
        return b;
    }
}
