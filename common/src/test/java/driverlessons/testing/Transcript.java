package driverlessons.testing;

import driverlessons.io.Driver;
import driverlessons.io.EngineIo;
import driverlessons.io.LineOutput;
import driverlessons.io.QueuedLineInput;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * A GUI dialog for the transcript tests: the lines sent to a driver, then the end of input, and the lines it
 * answered. The driver runs on the test's thread until it returns, exactly as under a GUI that closes its pipe.
 * All input is there before the driver starts, so a driver that peeks at its input while searching sees it at
 * once; for input that must arrive while the engine thinks or ponders use {@link Dialog}.
 */
public final class Transcript {
    /** A thinking-output line: ply, score, centiseconds, nodes, then the principal variation. */
    private static final Pattern THINKING = Pattern.compile("\\d+ -?\\d+ \\d+ \\d+( .*)?");

    private final List<String> output;

    private Transcript(List<String> output) {
        this.output = output;
    }

    /** Runs the driver on these input lines, followed by the end of input. */
    public static Transcript run(Function<EngineIo, Driver> factory, String... lines) {
        QueuedLineInput input = new QueuedLineInput();
        for (String line : lines) {
            input.add(line);
        }
        input.end();
        List<String> output = Collections.synchronizedList(new ArrayList<>());
        LineOutput out = text -> output.addAll(List.of(text.split("\n", -1)));
        factory.apply(new EngineIo(input, out)).run();
        return new Transcript(List.copyOf(output));
    }

    /** Every line the driver printed, in order. */
    public List<String> lines() {
        return output;
    }

    /** True for a thinking-output line. */
    public static boolean isThinking(String line) {
        return THINKING.matcher(line).matches();
    }

    /** The printed lines without thinking output ("ply score time nodes pv"). */
    public List<String> withoutThinking() {
        return output.stream().filter(line -> !THINKING.matcher(line).matches()).toList();
    }

    /** The thinking-output lines only. */
    public List<String> thinking() {
        return output.stream().filter(line -> THINKING.matcher(line).matches()).toList();
    }

    /** The moves the engine played ("move X" lines), without the "move " prefix. */
    public List<String> moves() {
        return output.stream().filter(line -> line.startsWith("move ")).map(line -> line.substring(5)).toList();
    }

    @Override
    public String toString() {
        return String.join("\n", output);
    }
}
