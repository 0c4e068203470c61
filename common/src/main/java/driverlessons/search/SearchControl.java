package driverlessons.search;

/**
 * Muller's three questions, which the search asks its caller at the places his lessons put them. The search
 * knows nothing about clocks, time controls or input; the driver answers these questions with its
 * {@code noNewIterationLimit}, {@code noNewMoveLimit} and {@code neverExceedLimit} (or, while pondering and
 * analysing, with "is input waiting?"). All times are milliseconds since the search started, read from the
 * search's clock (see {@link Search#setClock}).
 */
public interface SearchControl {

    /**
     * Asked before iteration {@code depth} (1, 2, ...) starts: may I start it? This is where {@code sd} and
     * {@code noNewIterationLimit} apply. Even when the answer is no before depth 1, the search returns a legal
     * move (the first one in its move ordering).
     */
    boolean mayStartIteration(int depth, long elapsedMs);

    /**
     * Asked after a root move has been searched, when more remain at this depth: may I start another one? The
     * driver compares {@code elapsedMs} with {@code noNewMoveLimit}, and keeps searching anyway when
     * {@code bestScore} fell more than {@code MARGIN} below {@code previousIterationScore} (a fail low: one of
     * the remaining moves may save the game). Scores are centipawns for the side to move (see {@link Score}).
     * Answering no ends the search with the best move found so far.
     */
    boolean mayStartRootMove(long elapsedMs, int bestScore, int previousIterationScore);

    /**
     * Asked about every 1024 nodes: must I stop now? ({@code neverExceedLimit}, or input waiting while pondering
     * or analysing.) The driver may read and handle input inside this call, for example answer '.' with
     * {@link Search#stat01()}, but must not touch the position being searched.
     */
    boolean mustAbort(long elapsedMs);

    /** A control that never stops the search before {@code maxDepth} is completed (fixed-depth searches, bench). */
    static SearchControl depth(int maxDepth) {
        return new SearchControl() {
            @Override
            public boolean mayStartIteration(int depth, long elapsedMs) {
                return depth <= maxDepth;
            }

            @Override
            public boolean mayStartRootMove(long elapsedMs, int bestScore, int previousIterationScore) {
                return true;
            }

            @Override
            public boolean mustAbort(long elapsedMs) {
                return false;
            }
        };
    }

    /**
     * A control that starts every iteration and root move and stops when {@code mustAbort} says so (tests, and
     * searches stopped from outside).
     */
    static SearchControl abortWhen(java.util.function.LongPredicate mustAbort) {
        return new SearchControl() {
            @Override
            public boolean mayStartIteration(int depth, long elapsedMs) {
                return true;
            }

            @Override
            public boolean mayStartRootMove(long elapsedMs, int bestScore, int previousIterationScore) {
                return true;
            }

            @Override
            public boolean mustAbort(long elapsedMs) {
                return mustAbort.test(elapsedMs);
            }
        };
    }
}
