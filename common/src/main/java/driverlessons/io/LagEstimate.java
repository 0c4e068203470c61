package driverlessons.io;

import driverlessons.chess.Game;
import java.util.Arrays;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The GUI's lag, learned move by move: how much more time the GUI's clock charges for one of our moves than our
 * own search measured. The GUI starts our clock when it sends its move and stops it when our move arrives, so it
 * also counts the pipes, its own work, the JVM's start-up of the reply and anything the engine does outside the
 * search. XBoard on Linux adds a few milliseconds; WinBoard under load, an adapter or the spy with {@code --lag}
 * a hundred or more.
 *
 * <p>The estimate for the next move is meant to be recent and pessimistic: the second-largest of the last
 * {@link #WINDOW} samples ({@link #estimateMs()}). One slow move (a garbage collection) does not count, two do; and
 * one fast move does not make the engine forget a slow GUI, as an average would. For many moves to come the
 * pessimistic figure would count the slow moves again and again: their lags add up to about as many typical ones,
 * the median ({@link #typicalMs()}). Until the GUI's clock has said anything, {@link #FIRST_GUESS_MS} stands in;
 * it is the first sample, and it leaves the window like any other.
 *
 * <p>A driver teaches it with two calls: {@link #expectClock(long, Game)} just before it plays its move (the clock
 * the GUI should tell next if it charged only what the search measured) and {@link #clockTold(long, Game)} in its
 * {@code time} command (what the GUI's clock says): the difference is the lag of that move. It plans with
 * {@link #estimateMs()} and {@link #typicalMs()} (never above the estimate), and keeps {@link #reserveMs} in reserve.
 */
public final class LagEstimate {
    private static final Logger LOG = LoggerFactory.getLogger(LagEstimate.class);
    /** How many recent moves the estimate looks at. */
    public static final int WINDOW = 8;
    /** The lag assumed before the first measurement (ms). */
    public static final long FIRST_GUESS_MS = 50;
    /**
     * A difference larger than this (ms) either way is not lag but a clock the GUI set some other way: a new
     * session the driver did not count, time odds, a clock changed by hand. It is not learned.
     */
    public static final long IMPLAUSIBLE_MS = 5_000;
    /** No clock to compare: {@link #expectClock} with it expects nothing (st: every move starts from a full clock). */
    public static final long NO_CLOCK = Long.MIN_VALUE;
    /**
     * In a game without sessions, when the lag eats the increment, every move costs the clock the difference, also
     * the moves beyond a driver's guessed length: {@link #reserveMs} keeps that net cost of this many moves.
     */
    public static final int RESERVE_MOVES = 40;

    private final long[] recent = new long[WINDOW];
    private int count;
    private int next;

    /** A time command told our clock since our last move (without one, the clock is the engine's own guess). */
    private boolean toldSinceOurMove;
    /** What the GUI's clock should say after our last move, or NO_CLOCK; and where in which game that holds. */
    private long expectedMs = NO_CLOCK;
    private Game expectedGame;
    private int plyAfterOurMove;

    /** A new estimate: the first guess only. */
    public LagEstimate() {
        record(FIRST_GUESS_MS);
    }

    /**
     * Just before our move is played in {@code game}: {@code clockMs} is what the GUI's clock should say at our
     * next turn if it charges exactly the time our search measured (the clock told for this move, less that time,
     * plus the increment and a new session's time when this move ends a session), or {@link #NO_CLOCK}. Only a
     * clock the GUI told for this move can be compared: without a time command since our last move, nothing is
     * expected.
     */
    public void expectClock(long clockMs, Game game) {
        expectedMs = toldSinceOurMove ? clockMs : NO_CLOCK;
        expectedGame = game;
        plyAfterOurMove = game.moveCount() + 1;
        toldSinceOurMove = false;
    }

    /**
     * time N: the GUI told our clock, {@code clockMs}. When it tells the clock {@link #expectClock} announced for
     * this game, and nothing but the opponent's move (or the move pondered on) was played in between, the expected
     * clock less the clock told is what the GUI charged beyond our own measure on our last move: one sample of
     * its lag, learned once. A new game, a setboard, an undo leave nothing to compare.
     */
    public void clockTold(long clockMs, Game game) {
        toldSinceOurMove = true;
        int ply = game.moveCount();
        if (expectedMs != NO_CLOCK && game == expectedGame && (ply == plyAfterOurMove || ply == plyAfterOurMove + 1)) {
            long sample = expectedMs - clockMs;
            boolean learned = add(sample);
            LOG.debug("lag on the last move {} ms{}, estimate {}", sample, learned ? "" : " (ignored)", this);
        }
        expectedMs = NO_CLOCK;
    }

    /**
     * Learns one move: {@code sampleMs} is what the GUI charged less what the engine measured. A small negative
     * difference (the clock is told in centiseconds) counts as no lag; an implausible one is ignored.
     * Returns true when the sample was learned.
     */
    public boolean add(long sampleMs) {
        if (Math.abs(sampleMs) > IMPLAUSIBLE_MS) {
            return false;
        }
        record(Math.max(0, sampleMs));
        return true;
    }

    /** The lag to plan with (ms): the second-largest of the recent samples (the largest while there are two). */
    public long estimateMs() {
        long[] sorted = Arrays.copyOf(recent, count);
        Arrays.sort(sorted);
        return count >= 3 ? sorted[count - 2] : sorted[count - 1];
    }

    /** The lag of a typical move (ms): the median of the recent samples (the upper one of an even count). */
    public long typicalMs() {
        long[] sorted = Arrays.copyOf(recent, count);
        Arrays.sort(sorted);
        return sorted[count / 2];
    }

    /**
     * The part of the clock a driver keeps for the lag and never plans to spend (ms): one lag more than
     * {@link #estimateMs()} (a move slower than the recent ones), and in a game without sessions (sudden death or
     * incremental), when the typical lag eats the increment, the net cost of {@link #RESERVE_MOVES} more moves.
     */
    public long reserveMs(boolean withoutSessions, long incrementMs) {
        return estimateMs() + (withoutSessions ? RESERVE_MOVES * Math.max(0, typicalMs() - incrementMs) : 0);
    }

    private void record(long ms) {
        recent[next] = ms;
        next = (next + 1) % WINDOW;
        count = Math.min(count + 1, WINDOW);
    }

    @Override
    public String toString() {
        return estimateMs() + " ms (typical " + typicalMs() + " ms)";
    }
}
