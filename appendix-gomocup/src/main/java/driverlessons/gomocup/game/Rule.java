package driverlessons.gomocup.game;

/**
 * The rules the engine plays, by their Gomocup number ({@code INFO rule}). Rule 2 (continuous game) and any other
 * bit mask are not playable: {@link #fromGomocup} answers null and the driver says ERROR.
 */
public enum Rule {
    /** 0: five or more in a row wins. */
    FREESTYLE(0),
    /** 1: exactly five wins; an overline (six or more) wins nothing, for either side. */
    STANDARD(1),
    /** 4: renju. Black wins with exactly five and may not play double three, double four or overline; white
     * wins with five or more. */
    RENJU(4),
    /** 8: caro. Five or more wins unless an opponent stone closes the line at both ends (OXXXXXO); the board's
     * edge does not close a line. */
    CARO(8);

    /** The number the manager sends. */
    public final int gomocup;

    Rule(int gomocup) {
        this.gomocup = gomocup;
    }

    /** The rule for an {@code INFO rule} value, or null when this engine cannot play it. */
    public static Rule fromGomocup(int value) {
        for (Rule rule : values()) {
            if (rule.gomocup == value) {
                return rule;
            }
        }
        return null;
    }

    /** Which kind of five wins for this colour (Board.BLACK or Board.WHITE). */
    public FiveKind fiveKind(int color) {
        return switch (this) {
            case FREESTYLE -> FiveKind.FIVE_OR_MORE;
            case STANDARD -> FiveKind.EXACTLY_FIVE;
            case RENJU -> color == Board.BLACK ? FiveKind.EXACTLY_FIVE : FiveKind.FIVE_OR_MORE;
            case CARO -> FiveKind.UNBLOCKED;
        };
    }

    /** What a row of stones must look like to win. */
    public enum FiveKind {
        FIVE_OR_MORE, EXACTLY_FIVE, UNBLOCKED
    }
}
