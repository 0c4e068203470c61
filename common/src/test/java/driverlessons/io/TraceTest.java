package driverlessons.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/** One call per event: the log always, a # line only after the GUI accepted debug. */
class TraceTest {
    @Test
    void hashLinesOnlyWhenTheGuiAcceptedThem() {
        List<String> sent = new ArrayList<>();
        Trace trace = new Trace(sent::add, LoggerFactory.getLogger(TraceTest.class));
        trace.say("pondering on e7e5");
        trace.debugLines(true);
        trace.say("ponder hit on e7e5 after 12 ms");
        trace.debugLines(false);
        trace.say("paused");
        assertEquals(List.of("# ponder hit on e7e5 after 12 ms"), sent);
    }
}
