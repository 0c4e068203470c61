package driverlessons.chess;

/**
 * The ways a game ends by rule, each with the result string a CECP engine sends (the score and a comment in
 * braces that the GUI shows).
 */
public enum Result {
    WHITE_MATES("1-0 {White mates}"),
    BLACK_MATES("0-1 {Black mates}"),
    STALEMATE("1/2-1/2 {Stalemate}"),
    FIFTY_MOVES("1/2-1/2 {Draw by fifty move rule}"),
    REPETITION("1/2-1/2 {Draw by repetition}"),
    INSUFFICIENT_MATERIAL("1/2-1/2 {Draw by insufficient material}");

    private final String cecp;

    Result(String cecp) {
        this.cecp = cecp;
    }

    /** The result as the engine sends it to the GUI, for example "1-0 {White mates}". */
    public String cecp() {
        return cecp;
    }
}
