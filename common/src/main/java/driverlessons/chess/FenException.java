package driverlessons.chess;

/**
 * A FEN that cannot be loaded. The message is the reason in words a person can act on, such as
 * "rank 3 has 9 squares" or "the side not to move (black) is in check"; drivers pass it on to the GUI as is.
 */
public class FenException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** A rejection with this reason. */
    public FenException(String reason) {
        super(reason);
    }
}
