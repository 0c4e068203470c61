package driverlessons.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.tool.SpyLog.Direction;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How the spy's log writes a line: cut into lines whatever the chunks, escaped where the bytes are not text. */
class SpyLogTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    private List<String> records() {
        return List.of(out.toString(StandardCharsets.UTF_8).split("\\R"));
    }

    private static String render(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
        return SpyLog.render(bytes, bytes.length);
    }

    @Test
    void recordsHaveTheTimeTheDirectionAndTheText() {
        SpyLog log = new SpyLog(out, false, System.nanoTime());
        log.write(Direction.TO_ENGINE, "ping 1");
        log.write(Direction.TO_GUI, "pong 1");
        log.write(Direction.ENGINE_STDERR, "a warning");
        log.note("engine exited with code 0");
        log.close(false);
        List<String> records = records();
        assertTrue(records.get(0).matches("[ \\d]{7} GUI>eng  ping 1"), records.get(0));
        assertTrue(records.get(1).matches("[ \\d]{7} eng>GUI  pong 1"), records.get(1));
        assertTrue(records.get(2).matches("[ \\d]{7} eng err  a warning"), records.get(2));
        assertTrue(records.get(3).matches("[ \\d]{7} spy      engine exited with code 0"), records.get(3));
    }

    @Test
    void colourWrapsEachRecord() {
        SpyLog log = new SpyLog(out, true, System.nanoTime());
        log.write(Direction.TO_GUI, "move e7e5");
        log.close(false);
        String record = records().get(0);
        assertTrue(record.startsWith("\u001b[32m") && record.endsWith("move e7e5\u001b[0m"), record);
    }

    @Test
    void linesAreCutWhereverTheChunksEnd() {
        SpyLog log = new SpyLog(out, false, System.nanoTime());
        SpyLog.Lines lines = log.lines(Direction.TO_ENGINE);
        byte[] bytes = "xboard\nprotover 2\n\nping 1\nqu".getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i < bytes.length; i += 4) {
            byte[] chunk = Arrays.copyOfRange(bytes, i, Math.min(bytes.length, i + 4));
            lines.accept(chunk, chunk.length);
        }
        lines.end();
        log.close(false);
        List<String> texts = records().stream().map(r -> r.substring(17)).toList();
        assertEquals(List.of("xboard", "protover 2", "", "ping 1", "qu [no newline at the end]"), texts);
    }

    @Test
    void nothingIsLoggedAfterClose() {
        SpyLog log = new SpyLog(out, false, System.nanoTime());
        log.note("before");
        log.close(false);
        log.note("after");
        log.close(false);
        assertEquals(1, records().size());
    }

    @Test
    void textIsWrittenAsItIsControlCharactersAndBadBytesEscaped() {
        assertEquals("feature myname=\"Fairy-Max 5.0b\"", render("feature myname=\"Fairy-Max 5.0b\""));
        assertEquals("time 1000\\r", render("time 1000\r"));
        assertEquals("1\t2 \\x00\\x1b[0m", render("1\t2 \u0000\u001b[0m"));
        assertEquals("a\\xffb\\xc3", render("a\u00ffb\u00c3"), "not UTF-8: byte by byte");
        byte[] utf8 = "Erdős ♞".getBytes(StandardCharsets.UTF_8);
        assertEquals("Erdős ♞", SpyLog.render(utf8, utf8.length));
    }
}
