package driverlessons.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The driver's input: nothing lost, nothing hidden from inputWaiting(), the kept line first, EOF distinct. */
@Timeout(10)
class QueuedLineInputTest {

    private static QueuedLineInput readFrom(String text) {
        QueuedLineInput input = new QueuedLineInput();
        StreamLineReader.start(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), input);
        return input;
    }

    @Test
    void linesFromSeveralWritersAllArriveWholeAndInOrderPerWriter() throws Exception {
        PipedInputStream pipeIn = new PipedInputStream(1 << 16);
        PipedOutputStream pipeOut = new PipedOutputStream(pipeIn);
        QueuedLineInput input = new QueuedLineInput();
        StreamLineReader.start(pipeIn, input);
        int writers = 4;
        int linesEach = 200;
        // A PipedInputStream reports "Write end dead" as soon as the thread that wrote last has ended and nothing is
        // left to read, although other writers may still be coming: so no writer ends before the pipe is closed.
        CountDownLatch written = new CountDownLatch(writers);
        CountDownLatch closed = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>();
        for (int w = 0; w < writers; w++) {
            int writer = w;
            Thread t = new Thread(() -> {
                try {
                    for (int i = 0; i < linesEach; i++) {
                        byte[] line = ("usermove " + writer + " " + i + "\n").getBytes(StandardCharsets.US_ASCII);
                        pipeOut.write(line);   // one write per line: the pipe keeps it whole
                    }
                    written.countDown();
                    closed.await();
                } catch (IOException | InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            });
            threads.add(t);
            t.start();
        }
        written.await();
        pipeOut.close();
        closed.countDown();
        for (Thread t : threads) {
            t.join();
        }

        Map<Integer, Integer> next = new HashMap<>();
        int count = 0;
        String line;
        while ((line = input.readLine()) != null) {
            String[] words = line.split(" ");
            assertEquals(3, words.length, line);
            int writer = Integer.parseInt(words[1]);
            int index = Integer.parseInt(words[2]);
            assertEquals(next.getOrDefault(writer, 0), index, "order of writer " + writer);
            next.put(writer, index + 1);
            count++;
        }
        assertEquals(writers * linesEach, count);
    }

    @Test
    void endOfInputIsNullForEverAndCountsAsWaiting() {
        QueuedLineInput input = readFrom("new\n");
        assertEquals("new", input.readLine());
        assertNull(input.readLine());
        assertTrue(input.inputWaiting(), "at EOF readLine returns at once, so input is 'waiting'");
        assertNull(input.readLine());
    }

    @Test
    void emptyInputEndsAtOnce() {
        assertNull(readFrom("").readLine());
    }

    @Test
    void trailingCarriageReturnIsStripped() {
        QueuedLineInput input = readFrom("usermove e2e4\r\nping 1\r\n");
        assertEquals("usermove e2e4", input.readLine());
        assertEquals("ping 1", input.readLine());
    }

    @Test
    void keepingTheEndOfInputLeavesItForTheMainLoop() {
        QueuedLineInput input = new QueuedLineInput();
        input.end();
        assertNull(input.readLine());
        input.keep(null);   // a search met the end while peeking and leaves it
        assertTrue(input.inputWaiting());
        assertNull(input.readLine());
        assertNull(input.readLine());
    }

    @Test
    void controlCharactersNeverReachTheDriver() {
        QueuedLineInput input = new QueuedLineInput();
        input.add("ping\u0000 1\u0085\t2\r");
        assertEquals("ping\uFFFD 1\uFFFD\t2", input.readLine());
    }

    @Test
    void keptLineComesBackFirst() {
        QueuedLineInput input = new QueuedLineInput();
        input.add("ping 1");
        input.add("ping 2");
        String aborting = input.readLine();
        input.keep(aborting);
        assertTrue(input.inputWaiting());
        assertEquals("ping 1", input.readLine());
        assertEquals("ping 2", input.readLine());
        input.end();
        input.keep("usermove e7e5");   // a line that aborted the search just before EOF is not lost either
        assertEquals("usermove e7e5", input.readLine());
        assertNull(input.readLine());
    }

    @Test
    void aWrittenLineBecomesWaitingWithoutBeingConsumed() throws Exception {
        PipedInputStream pipeIn = new PipedInputStream();
        PipedOutputStream pipeOut = new PipedOutputStream(pipeIn);
        QueuedLineInput input = new QueuedLineInput();
        StreamLineReader.start(pipeIn, input);
        assertFalse(input.inputWaiting());
        pipeOut.write("usermove e2e4\n".getBytes(StandardCharsets.US_ASCII));
        pipeOut.flush();
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (!input.inputWaiting()) {   // what a search does every 1024 nodes
            assertTrue(System.nanoTime() < deadline, "the line never showed up as waiting");
            Thread.sleep(1);
        }
        assertTrue(input.inputWaiting(), "asking again does not consume it");
        assertEquals("usermove e2e4", input.readLine());
        assertFalse(input.inputWaiting());
        pipeOut.close();
        assertNull(input.readLine());
    }

    @Test
    void readLineBlocksUntilALineArrives() throws Exception {
        QueuedLineInput input = new QueuedLineInput();
        AtomicReference<String> got = new AtomicReference<>();
        Thread reader = new Thread(() -> got.set(input.readLine()));
        reader.start();
        Thread.sleep(50);
        assertTrue(reader.isAlive(), "readLine returned without a line");
        input.add("go");
        reader.join(5000);
        assertEquals("go", got.get());
    }

    @Test
    void readerStopsAfterQuit() {
        QueuedLineInput input = readFrom("force\nquit\nnew\n");
        assertEquals("force", input.readLine());
        assertEquals("quit", input.readLine());
        assertNull(input.readLine(), "nothing is read after quit");
    }
}
