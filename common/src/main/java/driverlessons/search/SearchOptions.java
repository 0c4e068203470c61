package driverlessons.search;

/**
 * What the driver wants from one search, beyond the limits that {@link SearchControl} enforces.
 *
 * @param rootMoves the root moves to consider ({@code exclude}/{@code include}); {@code null} means all legal
 *                  moves. Moves in it that are not legal are ignored; when none is left the search returns
 *                  {@code Move.NONE} at once (see {@link Search#search}).
 * @param san       the PV of the thinking output in SAN instead of coordinate notation
 * @param random    vary the choice among moves of (nearly) equal score, by adding a few centipawns of noise,
 *                  fixed for the whole search, to the evaluation
 */
public record SearchOptions(int[] rootMoves, boolean san, boolean random) {

    /** All legal moves, coordinate notation, no randomisation. */
    public static final SearchOptions DEFAULT = new SearchOptions(null, false, false);
}
