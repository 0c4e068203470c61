package driverlessons.gomocup;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import driverlessons.io.EngineIo;
import driverlessons.io.QueuedLineInput;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Seeded fuzzing: random bytes, huge lines, commands with bad arguments and plausible commands in any order.
 * The driver must never throw, must end at the end of input within a few seconds, and every line it prints must
 * be a protocol line. The search is held short with max_node so the run stays quick. END is left out of the
 * random commands (it would end the run early); the dialog tests check it.
 */
class FuzzTest {
    private static final Pattern PROTOCOL_LINE = Pattern.compile(
            "OK|ERROR .+|UNKNOWN .*|MESSAGE.*|DEBUG .*|\\d+,\\d+|SUGGEST \\d+,\\d+|FORBID( \\d+,\\d+)*|SWAP"
                    + "|\\d+,\\d+( \\d+,\\d+)+|name=.*|1,0");
    private static final String[] COMMANDS = {"START", "RECTSTART", "RESTART", "BEGIN", "TURN", "BOARD", "DONE",
        "TAKEBACK", "ABOUT", "INFO", "PLAY", "PONDER", "STOP", "SWAP2BOARD", "SWAPBOARD", "SHOWFORBID",
        "BALANCE", "CLEARHASH", "PROTOCOLVERSION", "Board", "turn", "Info"};
    private static final String[] INFO_KEYS = {"timeout_turn", "timeout_match", "time_left", "max_memory",
        "game_type", "rule", "evaluate", "folder", "analysis_mode", "max_depth", "time_increment", "style",
        "auto_pondering", "protocol_lag", "thread_num", "bogus"};

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6})
    void randomInputNeverBreaksTheEngine(long seed) throws InterruptedException {
        Random random = new Random(seed);
        List<String> lines = new ArrayList<>(List.of("INFO max_node 3000", "INFO timeout_turn 50",
                "INFO protocol_lag 0"));
        for (int i = 0; i < 600; i++) {
            lines.add(randomLine(random));
        }
        QueuedLineInput input = new QueuedLineInput();
        lines.forEach(input::add);
        input.end();
        List<String> output = Collections.synchronizedList(new ArrayList<>());
        Throwable[] failure = new Throwable[1];
        Thread thread = new Thread(() -> {
            try {
                new GomocupDriver(new EngineIo(input, text -> output.addAll(List.of(text.split("\n", -1)))))
                        .run();
            } catch (Throwable t) {
                failure[0] = t;
            }
        });
        thread.setDaemon(true);
        thread.start();
        thread.join(30_000);
        assertTrue(!thread.isAlive(), "seed " + seed + ": the engine hangs");
        if (failure[0] != null) {
            throw new AssertionError("seed " + seed + ": the engine threw", failure[0]);
        }
        assertTrue(output.size() > 150, "seed " + seed + ": most lines are answered, got " + output.size());
        for (String line : output) {
            if (!PROTOCOL_LINE.matcher(line).matches()) {
                fail("seed " + seed + ": not a protocol line: " + line);
            }
        }
    }

    private static String randomLine(Random random) {
        switch (random.nextInt(11)) {
            case 10 -> {
                return "DONE";   // ends the framed commands (BOARD, SWAP2BOARD, ...) that would read on
            }
            case 0 -> {
                StringBuilder sb = new StringBuilder();
                for (int i = random.nextInt(40); i > 0; i--) {
                    sb.append((char) random.nextInt(256));
                }
                return sb.toString();
            }
            case 1 -> {
                return (random.nextBoolean() ? "TURN " : "") + "9".repeat(1 + random.nextInt(200_000));
            }
            case 2 -> {
                return "INFO " + pick(random, INFO_KEYS) + " " + number(random);
            }
            case 3 -> {
                return "START " + (random.nextInt(40) - 3);
            }
            case 4 -> {
                return "RECTSTART " + number(random) + "," + number(random);
            }
            case 5 -> {
                return (random.nextBoolean() ? "TURN " : "TAKEBACK ") + random.nextInt(22) + "," + random.nextInt(22);
            }
            case 6 -> {
                return random.nextInt(22) + "," + random.nextInt(22) + "," + random.nextInt(4);
            }
            case 7 -> {
                return pick(random, COMMANDS) + (random.nextBoolean() ? "" : " " + number(random));
            }
            case 8 -> {
                return "INFO rule " + pick(random, new String[] {"0", "1", "4", "8", "2", "-1", "x"});
            }
            default -> {
                return pick(random, COMMANDS) + "\r";
            }
        }
    }

    private static String number(Random random) {
        return switch (random.nextInt(5)) {
            case 0 -> Long.toString(random.nextLong());
            case 1 -> "-" + random.nextInt(100);
            case 2 -> "99999999999999999999999";
            case 3 -> "abc";
            default -> Integer.toString(random.nextInt(30));
        };
    }

    private static String pick(Random random, String[] items) {
        return items[random.nextInt(items.length)];
    }
}
