package driverlessons.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.jline.utils.AttributedStyle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Which engine lines stand out in the console. */
@Timeout(5)
class OutputStyleTest {

    @Test
    void eachKindOfLineHasItsStyle() {
        AttributedStyle plain = AttributedStyle.DEFAULT;
        AttributedStyle move = OutputStyle.styleOf("move e2e4");
        AttributedStyle error = OutputStyle.styleOf("Error (unknown command): foo");
        AttributedStyle result = OutputStyle.styleOf("1-0 {White mates}");
        AttributedStyle thinking = OutputStyle.styleOf("5 34 120 45000 e2e4 e7e5");
        assertEquals(error, OutputStyle.styleOf("Illegal move: e2e5"));
        assertEquals(error, OutputStyle.styleOf("tellusererror Illegal position"));
        assertEquals(result, OutputStyle.styleOf("1/2-1/2 {Stalemate}"));
        assertEquals(result, OutputStyle.styleOf("0-1 {Black mates}"));
        assertEquals(thinking, OutputStyle.styleOf(" 12 -5 300 900000 d2d4"));
        assertEquals(plain, OutputStyle.styleOf("pong 3"));
        assertEquals(plain, OutputStyle.styleOf("feature done=1"));
        assertEquals(5, java.util.Set.of(plain, move, error, result, thinking).size(), "all different");
    }
}
