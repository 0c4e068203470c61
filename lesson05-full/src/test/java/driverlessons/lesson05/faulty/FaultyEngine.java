package driverlessons.lesson05.faulty;

import driverlessons.io.EngineIo;
import driverlessons.io.LineOutput;
import driverlessons.io.PrintLineOutput;
import driverlessons.io.QueuedLineInput;
import driverlessons.lesson05.Lesson05Driver;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * A faulty engine for the examiner's own tests: {@code java -cp ... FaultyEngine NAME} runs lesson 5's driver on
 * stdin and stdout behind the filter of the fault {@code NAME} ({@link Faults}). Started by {@code FaultsTest}.
 */
public final class FaultyEngine {
    private FaultyEngine() {
    }

    public static void main(String[] args) {
        Fault fault = Faults.named(args.length > 0 ? args[0] : "");
        if (fault == null) {
            System.err.println("no fault named " + (args.length > 0 ? args[0] : "(none)"));
            System.exit(2);
        }
        if (fault.name().equals(AnalysisFaults.DIES_OF_SIGINT_IN_ANALYSIS)
                && fault.filter() instanceof PonderingFaults.Tracking tracking) {
            sun.misc.Signal.handle(new sun.misc.Signal("INT"), signal -> {
                if (tracking.analysing) {
                    Runtime.getRuntime().halt(130);           // as the default action reads in a shell
                }
            });
        } else if (!fault.name().equals(MinimalFaults.DIES_OF_SIGINT)
                && !fault.name().equals(MinimalFaults.DIES_OF_SIGINT_PROTOCOL_2)) {
            // as the lessons' Launcher does in protocol mode: XBoard's SIGINT must not end the engine
            sun.misc.Signal.handle(new sun.misc.Signal("INT"), sun.misc.SignalHandler.SIG_IGN);
        }
        PrintStream stdout = System.out;
        System.setOut(System.err);
        QueuedLineInput input = new QueuedLineInput();
        LineOutput raw = new PrintLineOutput(stdout);
        Pipes pipes = new Pipes(input, raw);
        Fault.Filter filter = fault.filter();
        LineOutput filtered = text -> {
            for (String line : text.split("\n", -1)) {
                filter.toGui(line, pipes);
            }
        };
        // as Python reads stdin in a UTF-8 locale: a byte that is no UTF-8 ends the engine (status 1)
        boolean strict = fault.name().equals(RobustnessFaults.DIES_OF_BYTES_NOT_UTF8);
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(strict ? new InputStreamReader(System.in,
                    StandardCharsets.UTF_8.newDecoder()) : new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
                String line;
                while ((line = in.readLine()) != null) {
                    filter.toEngine(line, pipes);
                }
            } catch (java.nio.charset.CharacterCodingException e) {
                System.err.println("UnicodeDecodeError: " + e);
                System.exit(1);
            } catch (IOException e) {
                // the end
            }
            filter.endOfInput(pipes);
        }, "faulty-reader");
        reader.setDaemon(true);
        Lesson05Driver driver = new Lesson05Driver(new EngineIo(input, filtered));
        reader.start();
        driver.run();
        System.exit(0);
    }
}
