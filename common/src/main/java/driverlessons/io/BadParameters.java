package driverlessons.io;

/**
 * A command's arguments cannot be used (not a number, out of range, too few): thrown by the parsers of
 * {@link Args}, caught once in a driver's {@code handle()}, which answers {@code Error (bad parameters): LINE} and
 * leaves everything as it was.
 */
public final class BadParameters extends IllegalArgumentException {
    /** The arguments that could not be used (for a log; the driver answers with the whole line). */
    public BadParameters(String arguments) {
        super(arguments);
    }
}
