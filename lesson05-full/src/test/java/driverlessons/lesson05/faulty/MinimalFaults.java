package driverlessons.lesson05.faulty;

import static driverlessons.lesson05.faulty.Fault.input;
import static driverlessons.lesson05.faulty.Fault.output;

import driverlessons.chess.Notation;
import java.util.List;

/** The faults that break lesson 1's scenarios, one each (two for the whole game). */
final class MinimalFaults {
    /** The fault whose engine keeps the JVM's answer to SIGINT, exiting (every other faulty engine ignores it). */
    static final String DIES_OF_SIGINT = "dies-of-sigint";
    /** Says nothing of sigint (no sigint=0) and keeps SIGINT at its default: the JVM exits at XBoard's first. */
    static final String DIES_OF_SIGINT_PROTOCOL_2 = "dies-of-sigint-in-protocol-2";

    private MinimalFaults() {
    }

    static List<Fault> list() {
        return List.of(
                output("late-done", "handshake", (line, p) -> {
                    if (line.equals("feature done=0")) {
                        return;                                    // no done=0 ...
                    }
                    if (line.equals("feature done=1")) {
                        Pipes.sleep(3000);                         // ... and done=1 after 3 s
                    }
                    p.toGui(line);
                }),
                output("malformed-feature", "handshake", (line, p) ->
                        p.toGui(line.replace("myname=\"", "myname=").replaceAll("\"$", ""))),
                output("thinking-time-in-ms", "new-and-move", (line, p) -> {
                    String[] f = line.strip().split("\\s+", 5);
                    if (f.length >= 4 && f[0].matches("\\d+") && f[2].matches("\\d+")) {
                        f[2] = Long.toString(10 * Long.parseLong(f[2]));   // milliseconds where centiseconds go
                        line = String.join(" ", f);
                    }
                    p.toGui(line);
                }),
                input("plays-white-after-new", "new-and-move", (line, p) -> {
                    p.toEngine(line);
                    if (line.equals("new")) {
                        p.toEngine("go");                          // as if new meant "play white"
                    }
                }),
                input("ignores-force", "force-and-go", (line, p) -> {
                    if (!line.equals("force")) {
                        p.toEngine(line);
                    }
                }),
                input("no-usermove", "moves", (line, p) -> p.toEngine(line.replace("usermove ", "usermove-"))),
                input("bare-moves-unknown", "bare-moves", (line, p) -> {
                    if (Notation.looksLikeMove(line.strip())) {
                        p.toGui("Error (unknown command): " + line);
                    } else {
                        p.toEngine(line);
                    }
                }),
                input("ignores-setboard", "setboard", (line, p) -> {
                    if (!line.startsWith("setboard")) {
                        p.toEngine(line);
                    }
                }),
                input("ignores-castling-rights", "setboard", (line, p) -> {
                    String[] f = line.split(" ");
                    if (f[0].equals("setboard") && f.length > 3) {
                        f[3] = "-";                                // the FEN's castling field read as none
                        line = String.join(" ", f);
                    }
                    p.toEngine(line);
                }),
                output("takes-any-position", "setboard-illegal", (line, p) -> {
                    if (!line.startsWith("tellusererror") && !line.startsWith("Error")
                            && !line.startsWith("Illegal move")) {
                        p.toGui(line);
                    }
                }),
                output("swallows-illegal-move", "illegal-move", (line, p) -> {
                    if (!line.startsWith("Illegal move")) {
                        p.toGui(line);
                    }
                }),
                output("silent-on-unknown", "unknown-command", (line, p) -> {
                    if (!line.startsWith("Error (unknown command)")) {
                        p.toGui(line);
                    }
                }),
                output("pong-wrong-number", "ping", (line, p) -> p.toGui(line.startsWith("pong ")
                        ? "pong " + (Integer.parseInt(line.substring(5).strip()) + 1) : line)),
                input("pong-before-move", "ping-while-thinking", (line, p) -> {
                    if (line.startsWith("ping")) {
                        p.toGui(line.replace("ping", "pong"));      // answered at once, thinking or not
                    } else {
                        p.toEngine(line);
                    }
                }),
                input("ignores-undo", "undo", (line, p) -> {
                    if (!line.equals("undo")) {
                        p.toEngine(line);
                    }
                }),
                input("ignores-remove", "remove", (line, p) -> {
                    if (!line.equals("remove")) {
                        p.toEngine(line);
                    }
                }),
                input("result-quits", "result", (line, p) -> {
                    if (line.startsWith("result")) {
                        p.endInput();                              // result taken for quit: the engine ends
                    } else {
                        p.toEngine(line);
                    }
                }),
                input(DIES_OF_SIGINT, "sigint", (line, p) -> p.toEngine(line)),
                output(DIES_OF_SIGINT_PROTOCOL_2, "force-and-go",
                        (line, p) -> p.toGui(line.replace(" sigint=0", ""))),
                output("announces-a-variant-it-lacks", "variant", (line, p) ->   // lists suicide, knows it not
                        p.toGui(line.contains("myname=") ? line + " variants=\"normal,suicide\"" : line)),
                input("ignores-quit", "quit", (line, p) -> {
                    if (!line.equals("quit")) {
                        p.toEngine(line);
                    }
                }),
                new Fault("no-exit-at-end-of-input", "end-of-input", new Fault.Filter() {
                    @Override
                    public void endOfInput(Pipes pipes) {
                        // the engine goes on waiting for a line that never comes
                    }
                }),
                new Fault("exception-at-end-of-input", "end-of-input", new Fault.Filter() {
                    @Override
                    public void endOfInput(Pipes pipes) {
                        // as a driver that reads null at the end and uses it: a stack trace and status 1
                        System.err.println("Exception in thread \"main\" java.lang.NullPointerException: Cannot"
                                + " invoke \"String.strip()\" because \"line\" is null");
                        System.err.println("\tat Engine.main(Engine.java:42)");
                        System.err.flush();
                        System.exit(1);
                    }
                }),
                output("claims-a-win", "whole-game", (line, p) -> {
                    p.toGui(line);
                    if (line.startsWith("move ") && p.count.incrementAndGet() == 4) {
                        p.toGui("1-0 {White mates}");
                    }
                }),
                output("mate-in-own-scale", "whole-game", (line, p) -> {
                    String[] f = line.strip().split("\\s+", 3);   // its first thinking line's score a mate as 29999
                    if (f.length == 3 && f[0].matches("\\d+") && f[1].matches("-?\\d+")
                            && p.count.getAndIncrement() == 0) {
                        line = f[0] + " 29999 " + f[2];
                    }
                    p.toGui(line);
                }),
                output("illegal-move-in-game", "whole-game", (line, p) -> {
                    if (line.startsWith("move ") && p.count.incrementAndGet() == 3) {
                        p.toGui("move a1a8");
                    } else {
                        p.toGui(line);
                    }
                }));
    }
}
