package driverlessons.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Protocol-mode output: whole lines, each flushed, never mixed between threads. */
@Timeout(10)
class PrintLineOutputTest {

    @Test
    void concurrentWritersNeverMixInsideALine() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintLineOutput output = new PrintLineOutput(new PrintStream(bytes, false, StandardCharsets.UTF_8));
        int threads = 6;
        int linesEach = 300;
        List<Thread> all = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int id = t;
            Thread thread = new Thread(() -> {
                for (int i = 0; i < linesEach; i++) {
                    output.send(id + " " + i + " 1234 5678 e2e4 e7e5 g1f3 b8c6 f1b5 a7a6");
                    output.send("pair " + id + " " + i + " a\npair " + id + " " + i + " b");
                }
            });
            all.add(thread);
            thread.start();
        }
        for (Thread thread : all) {
            thread.join();
        }
        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(threads * linesEach * 3, lines.size());
        for (int n = 0; n < lines.size(); n++) {
            String line = lines.get(n);
            if (line.startsWith("pair ")) {
                assertTrue(line.endsWith(" a"), "the two lines of one send stay together: " + line);
                assertEquals(line.substring(0, line.length() - 1) + "b", lines.get(++n));
            } else {
                assertTrue(line.matches("\\d \\d+ 1234 5678 e2e4 e7e5 g1f3 b8c6 f1b5 a7a6"), line);
            }
        }
    }

    @Test
    void everyLineIsFlushedAtOnce() {
        AtomicInteger flushes = new AtomicInteger();
        StringBuilder seen = new StringBuilder();
        OutputStream sink = new OutputStream() {
            @Override
            public void write(int b) {
                seen.append((char) b);
            }

            @Override
            public void flush() {
                flushes.incrementAndGet();
            }
        };
        PrintLineOutput output = new PrintLineOutput(new PrintStream(sink, false, StandardCharsets.US_ASCII));
        output.send("feature done=1");
        assertEquals("feature done=1\n", seen.toString());
        assertTrue(flushes.get() >= 1);
        output.send("move e2e4");
        assertEquals("feature done=1\nmove e2e4\n", seen.toString());
    }

    @Test
    void textWithNewlinesBecomesSeveralLines() {
        assertEquals(List.of("a", "b"), Lines.split("a\nb\n"));
        assertEquals(List.of("a", "b"), Lines.split("a\r\nb"));
        assertEquals(List.of(""), Lines.split(""));
    }
}
