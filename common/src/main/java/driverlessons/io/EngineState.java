package driverlessons.io;

import driverlessons.chess.Game;
import driverlessons.chess.Position;
import driverlessons.chess.Result;
import driverlessons.chess.Side;

/**
 * What the console shows of a driver: a snapshot the driver hands over between commands, never while a search
 * runs on its position. From it the console draws the prompt, answers {@code board} and {@code fen}, completes
 * the legal moves and explains an illegal move; the driver itself knows nothing of prompts or completion.
 *
 * @param position        a private copy of the game's position (with its history, so repetitions count)
 * @param result          the game's result by rule, or null while it goes on
 * @param engineSide      the side the engine plays ({@link Side#WHITE}, {@link Side#BLACK}), anything else: none
 * @param illegalPosition why the last setboard was refused, or null
 * @param clockMs         the engine's clock in milliseconds, or -1 when the lesson keeps no clock
 * @param activity        what the engine is doing ("thinking", "pondering on e7e5", "analysing"), or ""
 */
public record EngineState(Position position, Result result, int engineSide, String illegalPosition, long clockMs,
                          String activity) {
    /** The state of {@code game} (copied: the driver may go on searching on the original). */
    public static EngineState of(Game game, int engineSide, String illegalPosition) {
        return new EngineState(game.position().copy(), game.result(), engineSide, illegalPosition, -1, "");
    }

    /** The same state with the engine's clock shown (lesson 2 on). */
    public EngineState withClock(long ms) {
        return new EngineState(position, result, engineSide, illegalPosition, ms, activity);
    }

    /** The same state with what the engine is doing now. */
    public EngineState doing(String what) {
        return new EngineState(position, result, engineSide, illegalPosition, clockMs, what);
    }

    /** True when the engine plays a side (not in force mode). */
    public boolean enginePlays() {
        return engineSide == Side.WHITE || engineSide == Side.BLACK;
    }
}
