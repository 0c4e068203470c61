package driverlessons.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.chess.Game;
import driverlessons.chess.Notation;
import org.junit.jupiter.api.Test;

/** The engine's judgement: resign after three bad searches in a row, offer or take a draw. */
class JudgementTest {
    @Test
    void resignsOnTheThirdSearchInARowBelowTheThreshold() {
        Judgement judgement = new Judgement();
        assertFalse(judgement.resignNow(-900, 800));
        assertFalse(judgement.resignNow(-900, 800));
        assertFalse(judgement.resignNow(-700, 800), "a better search starts the count again");
        assertFalse(judgement.resignNow(-900, 800));
        assertFalse(judgement.resignNow(-900, 800));
        assertTrue(judgement.resignNow(-900, 800));
        judgement.newGame();
        assertFalse(judgement.resignNow(-900, 800));
    }

    @Test
    void anOfferIsTakenOnlyInALosingGamePastMoveTwenty() {
        Judgement judgement = new Judgement();
        Game young = new Game();
        assertFalse(judgement.offerDraw(-300, young, true, 0), "a young game");
        Game late = new Game("4k3/8/8/8/8/8/4P3/4K3 w - - 0 30");
        assertFalse(judgement.offerDraw(300, late, true, 0), "winning");
        assertTrue(judgement.offerDraw(-300, late, true, 0));
        assertEquals("accepting", judgement.reason());
        assertFalse(judgement.offerDraw(-300, late, false, 0), "no offer to take");
    }

    @Test
    void offersADrawItCanClaimByRepetition() {
        Judgement judgement = new Judgement();
        Game game = new Game();
        for (String move : "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8".split(" ")) {
            game.play(Notation.parseMove(game.position(), move));
        }
        assertTrue(judgement.offerDraw(50, game, false, 0));
        assertTrue(judgement.reason().startsWith("claiming 1/2-1/2"), judgement.reason());
    }

    @Test
    void offersADrawAfterTenDeadEvenMovesLateInTheGameWithoutContempt() {
        Game late = new Game("4k3/8/8/8/8/8/4P3/4K3 w - - 0 45");
        Judgement judgement = new Judgement();
        for (int i = 1; i < Judgement.EVEN_MOVES; i++) {
            assertFalse(judgement.offerDraw(5, late, false, 0));
        }
        assertTrue(judgement.offerDraw(5, late, false, 0));
        assertEquals("dead even", judgement.reason());
        Judgement contemptuous = new Judgement();
        for (int i = 0; i < Judgement.EVEN_MOVES; i++) {
            assertFalse(contemptuous.offerDraw(5, late, false, 20));
        }
    }
}
