package driverlessons.lesson05.faulty;

import static driverlessons.lesson05.faulty.Fault.output;

import driverlessons.chess.Notation;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The faults that break lesson 3's scenarios (pondering), one each. */
final class PonderingFaults {
    private PonderingFaults() {
    }

    /**
     * A filter that follows the dialog as far as these faults need: whether the engine ponders (it moved, and
     * no move, force, new, easy or quit came since), the move it ponders on (from its thinking output, where it
     * stands in parentheses), and whether it analyses ({@code analyze} came, {@code exit} not yet).
     */
    abstract static class Tracking implements Fault.Filter {
        private static final Pattern PONDER_LINE = Pattern.compile("\\s*\\d+\\s+-?\\d+\\s+\\d+\\s+\\d+\\s+\\((\\S+)\\).*");
        volatile boolean pondering;
        volatile String ponderMove;
        volatile boolean analysing;

        @Override
        public final void toEngine(String line, Pipes pipes) {
            String word = line.strip().split("\\s+")[0];
            String move = word.equals("usermove") ? line.strip().substring(8).strip()
                    : Notation.looksLikeMove(word) ? word : null;
            input(line, word, move, pipes);
            if (move != null || List.of("force", "new", "easy", "quit", "result", "analyze").contains(word)) {
                pondering = false;
            }
            if (word.equals("analyze")) {
                analysing = true;
            } else if (word.equals("exit") || word.equals("quit")) {
                analysing = false;
            }
        }

        @Override
        public final void toGui(String line, Pipes pipes) {
            if (line.startsWith("move ")) {
                pondering = true;
                ponderMove = null;
            }
            Matcher m = PONDER_LINE.matcher(line);
            if (m.matches()) {
                ponderMove = m.group(1);
            }
            output(line, pipes);
        }

        /** A line from the GUI ({@code word} its first word, {@code move} the move it carries or null). */
        void input(String line, String word, String move, Pipes pipes) {
            pipes.toEngine(line);
        }

        /** A line of the engine's. */
        void output(String line, Pipes pipes) {
            pipes.toGui(line);
        }
    }

    /** A fault that changes what the GUI sends, knowing whether the engine ponders or analyses. */
    interface Input {
        void accept(Tracking state, String line, String word, String move, Pipes pipes);
    }

    /** A fault that changes what the engine says, knowing whether it ponders or analyses. */
    interface Output {
        void accept(Tracking state, String line, Pipes pipes);
    }

    static Fault tracked(String name, String scenario, Input input) {
        return new Fault(name, scenario, new Tracking() {
            @Override
            void input(String line, String word, String move, Pipes pipes) {
                input.accept(this, line, word, move, pipes);
            }
        });
    }

    static Fault trackedOutput(String name, String scenario, Output output) {
        return new Fault(name, scenario, new Tracking() {
            @Override
            void output(String line, Pipes pipes) {
                output.accept(this, line, pipes);
            }
        });
    }

    static List<Fault> list() {
        return List.of(
                tracked("ignores-hard", "hard", (s, line, word, move, p) -> {
                    if (!word.equals("hard")) {
                        p.toEngine(line);
                    }
                }),
                tracked("ignores-easy", "easy-no-ponder", (s, line, word, move, p) -> {
                    if (!word.equals("easy")) {
                        p.toEngine(line);
                    }
                }),
                trackedOutput("slow-pong-while-pondering", "ping-while-pondering", (s, line, p) -> {
                    if (line.startsWith("pong") && s.pondering) {
                        Pipes.sleep(2000);                         // as if it finished an iteration first
                    }
                    p.toGui(line);
                }),
                tracked("hit-restarts-search", "ponder-hit", (s, line, word, move, p) -> {
                    if (s.pondering && move != null && move.equalsIgnoreCase(s.ponderMove)) {
                        // The ponder search thrown away and a new one started that thinks a move's full time
                        // (st 5: the engine's own time rules, which stop at an iteration's end, could by chance
                        // end it in less than half its unpondered move's time).
                        p.toEngine("force");
                        p.toEngine("st 5");
                        p.toEngine(line);
                        p.toEngine("go");
                    } else {
                        p.toEngine(line);
                    }
                }),
                tracked("easy-ignored-while-pondering", "easy-stops-ponder", (s, line, word, move, p) -> {
                    if (!(s.pondering && word.equals("easy"))) {  // easy takes effect from the next move on
                        p.toEngine(line);
                    }
                }),
                tracked("ponder-move-kept-on-a-miss", "ponder-miss", (s, line, word, move, p) -> {
                    if (s.pondering && move != null && s.ponderMove != null && !move.equalsIgnoreCase(s.ponderMove)) {
                        // the classic: the move it pondered on stays on its board, and the miss is played on top
                        // of it (where it is the engine's own side to move: Illegal move)
                        p.toEngine("force");
                        p.toEngine("usermove " + s.ponderMove);
                    }
                    p.toEngine(line);
                }),
                tracked("miss-noticed-late", "ponder-miss", (s, line, word, move, p) -> {
                    if (s.pondering && move != null && !move.equalsIgnoreCase(s.ponderMove)) {
                        Pipes.sleep(8000);                         // the ponder search looks at input rarely
                    }
                    p.toEngine(line);
                }),
                tracked("time-restarts-ponder", "time-while-pondering", (s, line, word, move, p) -> {
                    if (s.pondering && word.equals("time")) {
                        p.toEngine("easy");                        // the ponder search stopped ...
                        p.toEngine("hard");                        // ... and started again
                    }
                    p.toEngine(line);
                }),
                tracked("ignores-force-while-pondering", "force-stops-ponder", (s, line, word, move, p) -> {
                    if (!(s.pondering && word.equals("force"))) {
                        p.toEngine(line);
                    }
                }),
                tracked("ignores-new-while-pondering", "new-stops-ponder", (s, line, word, move, p) -> {
                    if (!(s.pondering && word.equals("new"))) {
                        p.toEngine(line);
                    }
                }),
                tracked("quit-late-while-pondering", "quit-while-pondering", (s, line, word, move, p) -> {
                    if (s.pondering && word.equals("quit")) {
                        Pipes.sleep(4000);                         // quit waits for the ponder search
                    }
                    p.toEngine(line);
                }),
                output("illegal-hint", "hint", (line, p) ->
                        p.toGui(line.startsWith("Hint:") ? "Hint: a1a8" : line)));
    }
}
