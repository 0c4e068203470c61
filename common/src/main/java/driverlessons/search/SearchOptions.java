package driverlessons.search;

/**
 * What the driver wants from one search, beyond the limits that {@link SearchControl} enforces. The defaults
 * ({@link #DEFAULT}) are the plain search of lessons 1 to 4; the withers change one wish at a time:
 * {@code SearchOptions.DEFAULT.withMultiPv(3).withSan(true)}.
 *
 * @param rootMoves the root moves to consider ({@code exclude}/{@code include}); {@code null} means all legal
 *                  moves. Moves in it that are not legal are ignored; when none is left the search returns
 *                  {@code Move.NONE} at once (see {@link Search#search}).
 * @param san       the PV of the thinking output in SAN instead of coordinate notation
 * @param random    vary the choice among moves of (nearly) equal score, by adding a few centipawns of noise,
 *                  fixed for the whole search, to the evaluation
 * @param contempt  how much the side to move at the root dislikes a draw, in centipawns: a draw in the tree
 *                  (repetition, 50 moves, insufficient material, stalemate) scores {@code -contempt} for the
 *                  root side and {@code +contempt} for its opponent. Positive against a weaker opponent (play
 *                  on), negative against a stronger one (take the draw); 0 scores draws as 0. A few dozen
 *                  centipawns at most: a draw should not look worse than losing a piece.
 * @param multiPv   how many best moves to report per iteration ({@code multipv}, analysis): the best one, then
 *                  the second best, and so on, each in a thinking line of its own with an exact score. The move
 *                  to play is always the best one. Values below 1 are taken as 1, the plain search.
 * @param untilMaxDepth iterate on to the maximum depth also after a mate is proven within the full-width depth
 *                  (which otherwise ends the search: deeper iterations only repeat it). For analysis: it goes on
 *                  until the position changes, as Fairy-Max's does, and a GUI that waits for a depth gets it.
 */
public record SearchOptions(int[] rootMoves, boolean san, boolean random, int contempt, int multiPv,
                            boolean untilMaxDepth) {

    /** All legal moves, coordinate notation, no randomisation, draws scored 0, one line per iteration. */
    public static final SearchOptions DEFAULT = new SearchOptions(null, false, false, 0, 1, false);

    /** Normalises {@code multiPv}: fewer than one line means one line. */
    public SearchOptions {
        multiPv = Math.max(1, multiPv);
    }

    /** These options, a proven mate ending the search. */
    public SearchOptions(int[] rootMoves, boolean san, boolean random, int contempt, int multiPv) {
        this(rootMoves, san, random, contempt, multiPv, false);
    }

    /** The options of lessons 1 to 4: no contempt, one line per iteration. */
    public SearchOptions(int[] rootMoves, boolean san, boolean random) {
        this(rootMoves, san, random, 0, 1);
    }

    /** These options with other root moves ({@code null}: all legal moves). */
    public SearchOptions withRootMoves(int[] moves) {
        return new SearchOptions(moves, san, random, contempt, multiPv, untilMaxDepth);
    }

    /** These options with the PV in SAN ({@code true}) or in coordinate notation. */
    public SearchOptions withSan(boolean inSan) {
        return new SearchOptions(rootMoves, inSan, random, contempt, multiPv, untilMaxDepth);
    }

    /** These options with or without the evaluation's noise. */
    public SearchOptions withRandom(boolean noise) {
        return new SearchOptions(rootMoves, san, noise, contempt, multiPv, untilMaxDepth);
    }

    /** These options with another contempt, in centipawns. */
    public SearchOptions withContempt(int centipawns) {
        return new SearchOptions(rootMoves, san, random, centipawns, multiPv, untilMaxDepth);
    }

    /** These options with another number of lines per iteration (below 1 means 1). */
    public SearchOptions withMultiPv(int lines) {
        return new SearchOptions(rootMoves, san, random, contempt, lines, untilMaxDepth);
    }

    /** These options, iterating to the maximum depth after a proven mate too ({@code true}: analysis) or not. */
    public SearchOptions withUntilMaxDepth(boolean deeper) {
        return new SearchOptions(rootMoves, san, random, contempt, multiPv, deeper);
    }
}
