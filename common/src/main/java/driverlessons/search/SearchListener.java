package driverlessons.search;

/**
 * Progress of a search, for the thinking output that {@code post} asks for. Called on the search's thread, at
 * each completed iteration and each time a new best root move is found; with {@link SearchOptions#multiPv} also
 * once for each further best move of an iteration, after the best one.
 */
@FunctionalInterface
public interface SearchListener {

    /** A listener for when nobody is watching ({@code nopost}, tests, bench). */
    SearchListener NONE = line -> { };

    /** One more line of thinking output. */
    void thinking(ThinkingLine line);
}
