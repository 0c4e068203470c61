package driverlessons.check;

import static driverlessons.check.Exam.check;
import static driverlessons.check.Exam.fail;

import driverlessons.chess.Move;
import driverlessons.chess.Notation;
import driverlessons.chess.Position;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.stream.Stream;

/**
 * Lesson 3's scenarios: pondering. The engine plays a move at {@code level 40 1 0} with 20 s left on each clock (40 s
 * for {@code ponder-hit}), as XBoard does with -ponder ({@code tools/ponder-bench} prints these scenarios'
 * figures), and then, after {@code hard}, thinks on the opponent's time. The examiner sees the
 * pondering in two ways: thinking output after the move ({@code post} is on; XBoard shows a ponder move in
 * parentheses, but that is not required), or, for an engine that ponders silently, the CPU time its processes use
 * while it is not on move. An engine that shows neither does not ponder: the {@code hard} scenario fails, and the
 * scenarios that need pondering are n/a.
 */
final class PonderingScenarios {
    /** How long a move may take: level 40 1 0 with 40 s left is about 1 s; room for a slow machine. */
    static final long MOVE_MS = 15_000;
    /** Each clock, in centiseconds, when the engine moves: 20 s of the minute for 40 moves (a move of about 0.5 s). */
    static final long CLOCK_CS = 2000;
    /**
     * How long the engine ponders before the hit or the miss: twice its share of one move at {@link #CLOCK_CS}.
     * The hit's reply is judged against the unpondered move at the same clock (at most half of it, and never less
     * than 200 ms: the time an engine may need to see its input on a busy machine).
     */
    static final long PONDER_MS = 1000;
    /** A share of one core above this while the engine is not on move: it is searching. */
    static final double BUSY_CPU = 0.3;
    /**
     * A share of one core above this after force or new (or exit, for an analysis): the search goes on (it takes
     * a whole core). Lower shares come from a JVM that is still compiling or collecting when its search has stopped
     * (up to 20% seen).
     */
    static final double SEARCHING_CPU = 0.6;
    /**
     * A search on a machine with a core to spare takes about a whole one; below this share the machine is too busy
     * for the CPU to tell a search that goes on from a JVM that still compiles (the CPU is then only a figure).
     */
    static final double FULL_CORE = 0.75;
    /** The middle game the engine plays from (black, after white's move); its opening when it has no setboard. */
    static final int POSITION = 6;

    private PonderingScenarios() {
    }

    static List<Scenario> list() {
        return List.of(
                Scenario.of("hard", 3, "after hard the engine ponders once it has moved (thinking output or CPU"
                        + " on the opponent's time), and not before the first move of a new game", 40_000,
                        PonderingScenarios::hard),
                Scenario.of("easy-no-ponder", 3, "after hard, easy (XBoard's idiom) the engine does not ponder:"
                        + " no thinking output, no CPU on the opponent's time", 40_000,
                        PonderingScenarios::easyNoPonder),
                Scenario.of("ping-while-pondering", 3, "a ping while the engine ponders is answered at once"
                        + " (10 round trips)", 40_000, PonderingScenarios::pingWhilePondering),
                Scenario.of("ponder-hit", 3, "the move it pondered on gets its reply fast: the time pondered counts"
                        + " (clearly faster than its unpondered move at the same clock)", 70_000,
                        PonderingScenarios::ponderHit),
                Scenario.of("ponder-miss", 3, "another move stops the ponder search: the engine thinks anew and"
                        + " replies with a legal move in a normal move's time", 80_000,
                        PonderingScenarios::ponderMiss),
                Scenario.of("time-while-pondering", 3, "time and otim while pondering neither stop nor restart"
                        + " the ponder search", 40_000, PonderingScenarios::timeWhilePondering),
                Scenario.of("force-stops-ponder", 3, "force stops pondering at once: no thinking output after it,"
                        + " and the move it pondered on, then sent, gets no reply", 70_000, exam -> stopsPondering(exam, "force")),
                Scenario.of("new-stops-ponder", 3, "new stops pondering at once (no thinking output after it),"
                        + " and a new game follows", 80_000,
                        exam -> stopsPondering(exam, "new")),
                Scenario.of("easy-stops-ponder", 3, "easy while the engine ponders (XBoard's Ponder switched off)"
                        + " stops the pondering at once: no thinking output after it", 70_000,
                        exam -> stopsPondering(exam, "easy")),
                Scenario.of("quit-while-pondering", 3, "quit while pondering: the engine exits at once", 40_000,
                        PonderingScenarios::quitWhilePondering),
                Scenario.of("hint", 3, "hint is answered with 'Hint: MOVE', a legal move for the side to move"
                        + " (optional: no answer is n/a)", 60_000, PonderingScenarios::hint));
    }

    // ---- what the scenarios share ---------------------------------------------------------------------------

    /**
     * What the examiner saw of the engine's move and of its pondering after it; {@code posted}: the search for its
     * move printed thinking lines.
     */
    record Ponder(double firstMoveMs, EngineUnderTest.Line move, boolean pondering, boolean visible, double cpu,
                  String expected, String expectedFrom, List<EngineUnderTest.Line> after, double firstMoveWaitedMs,
                  boolean posted) {
        /** A line to say how the pondering was seen. */
        String seen() {
            if (!pondering) {
                return "no pondering";
            }
            return (visible ? "thinking output" : String.format(Locale.ROOT, "no output, CPU %.0f%%", cpu * 100))
                    + (expected == null ? "" : "; ponder move " + expected + " (" + expectedFrom + ")");
        }

        /** The depths of the thinking lines seen after the move. */
        int maxDepth() {
            return Exam.thinking(after).stream().mapToInt(m -> Integer.parseInt(m.group(1))).max().orElse(0);
        }
    }

    /**
     * XBoard's start of a game at {@code level 40 1 0} with pondering on ({@code hard}) or off ({@code hard},
     * {@code easy}: its idiom when it is not sure), thinking output on; then a middle game (by setboard, else an
     * opening) in which the engine plays black.
     */
    static void startGame(Exam exam, boolean hard) {
        if (hard) {
            exam.about(Exam.Refused.NOT_AVAILABLE, "it does not ponder, so XBoard's Ponder does nothing", "hard");
        }
        exam.newGame();
        exam.send("post", "hard");
        if (!hard) {
            exam.send("easy");
        }
        exam.send("level 40 1 0");
    }

    /** Sets up the position the engine plays from (force mode), with the engine to move. */
    static void setUp(Exam exam) {
        exam.force();
        if (exam.features().on("setboard")) {
            Positions.WithMove position = Positions.MIDDLE_GAMES.get(POSITION);
            exam.setboard(position.fen());
            exam.userMove(position.move());
        } else {
            for (String move : Positions.OUT_OF_BOOK.get(POSITION).split(" ")) {
                exam.userMove(move);
            }
        }
    }

    /**
     * Plays the engine's move and looks at what follows for 1 s: thinking output (pondering to see), or else CPU
     * use in the second after that (silent pondering; a JVM may still compile its search for most of a second after
     * its move, the more so on a busy machine). With {@code required}, an engine that does not ponder makes the
     * scenario n/a.
     */
    static Ponder moveAndPonder(Exam exam, boolean required) throws InterruptedException {
        setUp(exam);
        exam.clocks(CLOCK_CS, CLOCK_CS);
        Position beforeMove = exam.referee().game().position().copy();
        List<EngineUnderTest.Line> before = new ArrayList<>();
        long sent = exam.go();
        EngineUnderTest.Line move = exam.expectMove(MOVE_MS, before);
        double firstMoveMs = EngineUnderTest.ms(sent, move.nanos());
        double firstMoveWaited = Math.min(firstMoveMs, exam.waitedForCpuMs());
        exam.figureMs("its move (not pondered)", firstMoveMs);
        List<EngineUnderTest.Line> after = new ArrayList<>();
        EngineUnderTest.Line first = exam.engine().next(text -> Exam.THINKING.matcher(text).matches(), 1000, after);
        boolean visible = first != null;
        double cpu = -1;
        if (visible) {
            after.add(first);
        } else {
            cpu = cpuShare(exam, 1000, after);
        }
        if (!visible && cpu < BUSY_CPU) {   // a busy machine may delay a ponder search's first line: look again
            exam.note("no thinking line and " + percent(cpu) + " in the second after its move: the examiner looks"
                    + " again, for " + exam.scaled(LOOK_AGAIN_MS) + " ms, for the first line of a ponder search");
            java.util.Map<Long, long[]> threads = exam.engine().runDelays();
            long from = System.nanoTime();
            first = exam.engine().next(text -> Exam.THINKING.matcher(text).matches(), exam.scaled(LOOK_AGAIN_MS),
                    after);
            if (first != null) {
                after.add(first);
                visible = true;
            } else {   // a search wants a whole core, however little of one a busy machine gives it
                double demand = exam.engine().demandSince(threads, System.nanoTime() - from);
                exam.note(String.format(Locale.ROOT, "in the second look it wanted %.0f%% of a core (it ran or"
                        + " waited to run)", demand * 100));
                if (demand >= SEARCHING_CPU) {
                    cpu = Math.max(cpu, BUSY_CPU);
                    exam.figure("pondering seen on a busy machine", String.format(Locale.ROOT, "it got %s of a core"
                            + " but wanted %.0f%%", percent(cpu), demand * 100));
                }
            }
        }
        judgeOpponentsTime(exam, after);
        boolean pondering = visible || cpu >= BUSY_CPU;
        String[] expected = expectedMove(exam, beforeMove, before, after, move);
        Ponder ponder = new Ponder(firstMoveMs, move, pondering, visible, cpu, expected[0], expected[1], after,
                firstMoveWaited, !Exam.thinking(before).isEmpty());
        if (required && !pondering) {
            Exam.notAvailable("it does not ponder: after hard and its move it printed no thinking output and used "
                    + (cpu < 0 ? "(CPU unknown)" : String.format(Locale.ROOT, "%.0f%% CPU", cpu * 100))
                    + " on the opponent's time (see scenario hard)");
        }
        return ponder;
    }

    /** Lines on the opponent's time: no move, no wrong error, right result claims. */
    static void judgeOpponentsTime(Exam exam, List<EngineUnderTest.Line> lines) {
        for (EngineUnderTest.Line line : lines) {
            check(!line.text().matches(Exam.ANY_MOVE), "a move on the opponent's time: '" + line.text() + "'");
            exam.judgeLine(line.text());
        }
    }

    /**
     * The move the engine ponders on, in coordinates, and where the examiner read it: a thinking line that starts
     * with it in parentheses, a {@code Hint:} line, or the second move of the last PV before its move.
     */
    private static String[] expectedMove(Exam exam, Position beforeMove, List<EngineUnderTest.Line> before,
                                         List<EngineUnderTest.Line> after, EngineUnderTest.Line move) {
        Position position = exam.referee().game().position();
        for (Matcher m : Exam.thinking(after)) {
            String pv = m.group(5) == null ? "" : m.group(5).strip();
            if (pv.startsWith("(") && pv.indexOf(')') > 1) {
                String text = pv.substring(1, pv.indexOf(')'));
                int parsed = parse(position, text);
                if (parsed != Move.NONE) {
                    return new String[] {Notation.coordinate(parsed), "in parentheses in its thinking"};
                }
            }
        }
        for (EngineUnderTest.Line line : concat(before, after)) {
            if (line.text().startsWith("Hint:")) {
                int parsed = parse(position, line.text().substring(5).strip());
                if (parsed != Move.NONE) {
                    return new String[] {Notation.coordinate(parsed), "its Hint: line"};
                }
            }
        }
        List<Matcher> thinking = Exam.thinking(before);
        int engineMove = parse(beforeMove, Exam.moveOf(move));
        for (int i = thinking.size() - 1; i >= 0; i--) {
            List<String> pv = pvTokens(thinking.get(i).group(5));
            if (pv.size() >= 2 && parse(beforeMove, pv.get(0)) == engineMove) {
                int parsed = parse(position, pv.get(1));
                if (parsed != Move.NONE) {
                    return new String[] {Notation.coordinate(parsed), "the second move of its last PV"};
                }
            }
        }
        return new String[] {null, null};
    }

    private static List<EngineUnderTest.Line> concat(List<EngineUnderTest.Line> a, List<EngineUnderTest.Line> b) {
        return Stream.concat(a.stream(), b.stream()).toList();
    }

    /** The moves of a PV: move numbers ({@code 12.}, {@code 12...}) and parentheses dropped. */
    static List<String> pvTokens(String pv) {
        List<String> tokens = new ArrayList<>();
        if (pv == null) {
            return tokens;
        }
        for (String token : pv.strip().split("\\s+")) {
            // move numbers ("1.", "1...", "..."), brackets and marks without a move ("(-)", "??") are not moves
            String t = token.replaceAll("^\\d*\\.+", "").replace("(", "").replace(")", "").replaceAll(",$", "");
            // long algebraic as some engines print it ("Bf1-b5", "e4xd5"): the squares are the move
            t = t.replaceAll("^[KQRBNP]?([a-h][1-8])[-x:]([a-h][1-8])(=?([QRBNqrbn]))?[+#]?$", "$1$2$4");
            if (t.chars().anyMatch(Character::isLetterOrDigit)) {
                tokens.add(t);
            }
        }
        return tokens;
    }

    /** The legal move {@code text} names in {@code position}, or Move.NONE. */
    static int parse(Position position, String text) {
        return text == null ? Move.NONE : Notation.parseMove(position, text);
    }

    /** True when the first move of the PV is legal in {@code position} (and null when the PV is empty). */
    static Boolean pvFitsPosition(Position position, String pv) {
        List<String> tokens = pvTokens(pv);
        if (tokens.isEmpty()) {
            return null;
        }
        if (!Notation.looksLikeMove(tokens.get(0))) {
            return null;                                   // no move at all (an adapter's "NNUE evaluation ..."): not judged
        }
        return parse(position, tokens.get(0)) != Move.NONE;
    }

    /** The CPU time (ns) the engine's process and its descendants have used, or -1 when the system does not say. */
    static long cpuNanos(Exam exam) {
        return exam.engine().cpuNanos();
    }

    /**
     * Collects the engine's lines for {@code ms} into {@code lines} and returns the share of one core its
     * processes used meanwhile (1.0: one core busy), or -1 when the system does not say.
     */
    static double cpuShare(Exam exam, long ms, List<EngineUnderTest.Line> lines) throws InterruptedException {
        long start = System.nanoTime();
        long cpuStart = cpuNanos(exam);
        lines.addAll(exam.drain(ms));
        long cpuEnd = cpuNanos(exam);
        long wall = System.nanoTime() - start;
        return cpuStart < 0 || cpuEnd < 0 ? -1 : (double) (cpuEnd - cpuStart) / wall;
    }

    /** How long the second look lasts, when the machine was too busy for the first (scaled). */
    static final long LOOK_AGAIN_MS = 2000;
    /** Below this share of a core for the search the machine is too busy to tell anything by the CPU. */
    static final double READABLE_CPU = 0.1;
    /** What a stopped engine may still use (a JVM's compiler and collector): next to nothing. */
    static final double IDLE_CPU = 0.05;

    /**
     * The second look, on a machine too busy for the search to get most of a core (so that a JVM that still
     * compiles after it stopped could not be told from a search that goes on): from now, for {@link #LOOK_AGAIN_MS},
     * the lines into {@code lines}; returns the engine's share of a core meanwhile. What a JVM compiles after a
     * stop is over by then, and a search that goes on still gets about what it got before.
     */
    static double lookAgain(Exam exam, double busy, String after, String doing, List<EngineUnderTest.Line> lines)
            throws InterruptedException {
        exam.note(String.format(Locale.ROOT, "the machine is busy (the search got %s while %s): the examiner"
                + " looks again %s, for %d ms", percent(busy), doing, after, exam.scaled(LOOK_AGAIN_MS)));
        return cpuShare(exam, exam.scaled(LOOK_AGAIN_MS), lines);
    }

    /**
     * Judges the second look relative to what the engine could have had: the search's share before ({@code
     * busy}); a stopped engine uses next to none, one that goes on at least half of it. When the search got less
     * than {@link #READABLE_CPU} of a core the machine is too busy to tell: n/a, never a pass.
     */
    static void judgeLater(Exam exam, double busy, double later, String after, String doing, String verdict) {
        if (busy < READABLE_CPU || later < 0) {
            Exam.notAvailable(String.format(Locale.ROOT, "the machine was too busy to tell whether the search stopped"
                    + " %s: it got %s of a core while %s (the CPU is judged from %.0f%%), and no thinking line came",
                    after, percent(busy), doing, READABLE_CPU * 100));
        }
        double limit = Math.max(IDLE_CPU, busy / 2);
        check(later < limit || lookOnceMore(exam, limit), String.format(Locale.ROOT, "%s the engine still used %s in"
                + " a second look (%d ms, the machine being busy: %s while %s; a stopped engine uses next to none, a"
                + " search that goes on about as much as before), and its searching thread still wanted a CPU in a"
                + " third look: %s", after, percent(later), exam.scaled(LOOK_AGAIN_MS), percent(busy), doing,
                verdict));
        exam.figure("CPU judged on a busy machine", String.format(Locale.ROOT, "%s while %s, %s in a second look %s"
                + " (below %s: stopped)", percent(busy), doing, percent(later), after, percent(limit)));
    }

    /**
     * Still over the limit in the second look: a JVM that stopped may still compile and collect on a machine that
     * starves it, a search that goes on keeps its share. A third look, as long, tells: below {@code limit} then, it
     * stopped; or by another sign that does not depend on the machine, its threads: the one that has used the most
     * CPU of the engine's so far (its search) wanted less than {@link #READABLE_CPU} of a core meanwhile (it ran or
     * waited to run; a search wants a whole one however busy the machine) and another thread used more than it (a
     * JVM's compiler), so the search stopped. No thinking line may come.
     */
    private static boolean lookOnceMore(Exam exam, double limit) {
        try {
            List<EngineUnderTest.Line> lines = new ArrayList<>();
            java.util.Map<Long, long[]> before = exam.engine().runDelays();
            long from = System.nanoTime();
            double share = cpuShare(exam, exam.scaled(LOOK_AGAIN_MS), lines);
            java.util.Map<Long, long[]> now = exam.engine().runDelays();
            long wall = System.nanoTime() - from;
            Long searcher = before.entrySet().stream().max(java.util.Comparator.comparingLong(e -> e.getValue()[0]))
                    .map(java.util.Map.Entry::getKey).orElse(null);
            Long busiest = now.entrySet().stream().max(java.util.Comparator.comparingLong(e -> e.getValue()[0]
                    - before.getOrDefault(e.getKey(), new long[2])[0])).map(java.util.Map.Entry::getKey).orElse(null);
            double wanted = -1;
            if (searcher != null && wall > 0) {
                long[] then = before.get(searcher);
                long[] later = now.getOrDefault(searcher, then);   // gone: it wanted nothing more
                wanted = (double) (later[0] - then[0] + later[1] - then[1]) / wall;
            }
            boolean searchStopped = wanted >= 0 && wanted < READABLE_CPU && !searcher.equals(busiest);
            exam.note(String.format(Locale.ROOT, "a third look: %s; the thread that has searched wanted %s%s",
                    percent(share), percent(wanted), searchStopped ? " and another used more: its search stopped" : ""));
            return share >= 0 && (share < limit || searchStopped) && Exam.thinking(lines).isEmpty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    static String percent(double share) {
        return share < 0 ? "unknown" : String.format(Locale.ROOT, "%.0f%% of a core", share * 100);
    }

    /**
     * A new game, the engine's move and {@code ms} of pondering, for the scenarios that test the ponder search: it
     * must be seen to have begun. For an engine whose search for its move printed thinking lines, a thinking line
     * since its move; with {@code onAMove} (a hit, a miss), the move it ponders on known too. On a busy machine
     * neither may be there yet (a search for its move so starved that its PV is one move long leaves it nothing to
     * ponder on; a ponder search that has not begun prints nothing): the examiner then looks again, with another new
     * game from the same position (the engine's search is faster the second time). Seen neither time, a hit or a miss
     * is n/a with the reason, never judged on a pondering it could not see; the other scenarios judge it by its CPU.
     */
    static Ponder ponderSeen(Exam exam, long ms, boolean onAMove) throws InterruptedException {
        for (int look = 1; ; look++) {
            startGame(exam, true);
            Ponder ponder = moveAndPonder(exam, true);
            ponderFor(exam, ponder, ms);
            String unseen = onAMove && ponder.expected() == null ? "the move it ponders on cannot be seen (no"
                    + " '(MOVE)' thinking line, no Hint:, no PV of two moves)" : ponder.posted()
                    && Exam.thinking(ponder.after()).isEmpty() ? "no thinking line came in " + ms + " ms of"
                    + " pondering, though its search for its move printed them: its ponder search cannot be seen to"
                    + " have begun" : null;
            if (unseen == null) {
                return ponder;
            }
            if (look == 2) {
                if (onAMove) {
                    Exam.notAvailable(unseen + ", twice (a machine too busy, or a slow engine: --timeout-scale gives"
                            + " it more time)");
                }
                exam.note(unseen + ", twice: its CPU tells");
                return ponder;
            }
            exam.note(unseen + ": the examiner looks again, with a new game from the same position");
        }
    }

    /** Waits until the engine has pondered {@code ms} since its move, keeping what it says. */
    private static void ponderFor(Exam exam, Ponder ponder, long ms) throws InterruptedException {
        long left = ms - Math.round(EngineUnderTest.ms(ponder.move().nanos(), System.nanoTime()));
        List<EngineUnderTest.Line> lines = exam.drain(Math.max(0, left));
        judgeOpponentsTime(exam, lines);
        ponder.after().addAll(lines);
    }

    // ---- the scenarios ------------------------------------------------------------------------------------

    private static void hard(Exam exam) throws InterruptedException {
        startGame(exam, true);
        exam.clocks(CLOCK_CS, CLOCK_CS);
        exam.expectNone(Exam.THINKING.pattern(), 500,
                "thinking output before the first move of a new game (new: 'do not ponder on this move')");
        Ponder ponder = moveAndPonder(exam, false);
        check(ponder.pondering(), "after hard and its move the engine neither printed thinking output (post is on)"
                + " nor used CPU (" + percent(ponder.cpu()) + ") on the opponent's time: it does not ponder");
        exam.figure("pondering seen by", ponder.seen());
    }

    private static void easyNoPonder(Exam exam) throws InterruptedException {
        startGame(exam, false);
        Ponder ponder = moveAndPonder(exam, false);
        List<EngineUnderTest.Line> lines = new ArrayList<>(ponder.after());
        double cpu = ponder.cpu() >= 0 ? ponder.cpu() : cpuShare(exam, 1000, lines);
        judgeOpponentsTime(exam, lines);
        List<Matcher> thinking = Exam.thinking(lines);
        check(thinking.isEmpty(), "thinking output on the opponent's time after easy: '" + (thinking.isEmpty() ? ""
                : thinking.get(0).group(0)) + "'");
        check(cpu < BUSY_CPU, "after easy the engine used " + percent(cpu) + " on the opponent's time:"
                + " it ponders");
        exam.figure("CPU on the opponent's time", percent(cpu));
        // A pass measures something only for an engine that ponders when asked: a game with hard tells (n/a when
        // it does not ponder then either).
        startGame(exam, true);
        moveAndPonder(exam, true);
    }

    private static void pingWhilePondering(Exam exam) throws InterruptedException {
        exam.require("ping");
        startGame(exam, true);
        moveAndPonder(exam, true);
        exam.figure("ping while pondering", Stats.msSummary(exam.pingsWhileBusy("pondered", "pondering",
                passed -> judgeOpponentsTime(exam, passed))));
    }

    private static void ponderHit(Exam exam) throws InterruptedException {
        Ponder ponder = ponderSeen(exam, PONDER_MS, true);
        exam.clocks(CLOCK_CS - Math.round(ponder.firstMoveMs() / 10), CLOCK_CS - 200);
        long sent = exam.userMove(ponder.expected());
        List<EngineUnderTest.Line> afterHit = new ArrayList<>();
        EngineUnderTest.Line reply = exam.expectMove(MOVE_MS, afterHit);
        double hitMs = EngineUnderTest.ms(sent, reply.nanos());
        double waited = Math.min(hitMs, exam.waitedForCpuMs());
        exam.figure("pondering seen by", ponder.seen());
        exam.figureMs("reply to the hit, after " + PONDER_MS + " ms of pondering", hitMs);
        // Judged twice, by the wall clock and by the engine's own time (less what its search waited for a CPU, the
        // unpondered move's too): the two agree on a quiet machine; where a busy one makes them disagree, only what
        // does not depend on time (a restart's shallow thinking lines) is judged, else n/a, never a pass.
        double firstOwn = ponder.firstMoveMs() - ponder.firstMoveWaitedMs();
        double hitOwn = hitMs - waited;
        long limit = Math.round(Math.max(ponder.firstMoveMs() / 2, exam.scaled(200)));
        long ownLimit = Math.round(Math.max(firstOwn / 2, exam.scaled(200)));
        String busy = waited + ponder.firstMoveWaitedMs() >= 1 ? String.format(Locale.ROOT, " (by its own time"
                + " %.0f ms and %.0f ms: its search waited %.0f and %.0f ms for a CPU)", hitOwn, firstOwn, waited,
                ponder.firstMoveWaitedMs()) : "";
        if (busy.length() > 0) {
            exam.figure("on a busy machine", busy.strip());
        }
        if (hitMs <= limit && hitOwn <= ownLimit) {
            return;
        }
        boolean fastByOne = hitMs <= limit || hitOwn <= ownLimit;
        // Slower than that, the search may still have gone on, Muller's way, and finished the iteration it was in
        // when the hit came (a slow engine's iteration takes long): its thinking lines after the hit are as deep as
        // the pondering got, where a search started afresh begins again at depth 1.
        int pondered = ponder.maxDepth();
        int shallowest = Exam.thinking(afterHit).stream().mapToInt(m -> Integer.parseInt(m.group(1))).min()
                .orElse(0);
        String slow = String.format(Locale.ROOT, "the hit %s was answered in %.0f ms after %d ms of pondering; its"
                + " unpondered move at the same clock took %.0f ms%s", ponder.expected(), hitMs, PONDER_MS,
                ponder.firstMoveMs(), busy);
        check(shallowest == 0 || shallowest >= pondered, slow + ": the search started again (depth " + pondered
                + " while pondering, then depth " + shallowest + " after the hit), so the time it pondered did not"
                + " count; on a hit the ponder search goes on as the timed search (lesson 3)");
        if (fastByOne) {
            Exam.notAvailable(slow + ": fast enough by one clock, not by the other: the machine was too busy to"
                    + " tell");
        }
        if (pondered > 1 && shallowest >= pondered) {
            exam.figure("after the hit", "the search it pondered went on (depth " + pondered + " while pondering, "
                    + "no shallower line after the hit)");
            if (hitMs >= ponder.firstMoveMs() && hitOwn >= firstOwn) {
                exam.warn(slow + ": it finished an iteration the unpondered search would not have begun; the time"
                        + " pondered counts towards its limits (lesson 3)");
            }
            return;
        }
        boolean noFaster = hitMs >= ponder.firstMoveMs();
        if (noFaster != hitOwn >= firstOwn) {
            Exam.notAvailable(slow + ": no faster than the unpondered move by one clock, faster by the other: the"
                    + " machine was too busy to tell");
        }
        check(!noFaster, slow + ": the time it pondered did not count (a hit must come faster than a move without"
                + " pondering: go on with the ponder search as the timed one, lesson 3)");
        exam.warn(slow + ": more than half of it, so the pondering counted only in part. When the time pondered is"
                + " already past the move's share, move at once; else go on with the ponder search, whose thinking"
                + " lines then show it (lesson 3)");
    }

    private static void ponderMiss(Exam exam) throws InterruptedException {
        Ponder ponder = ponderSeen(exam, PONDER_MS, true);
        String miss = otherMove(exam.referee().game().position(), ponder.expected());
        exam.clocks(CLOCK_CS - Math.round(ponder.firstMoveMs() / 10), CLOCK_CS - 200);
        long sent = exam.userMove(miss);
        String before = exam.referee().game().position().toFen();
        List<EngineUnderTest.Line> passed = new ArrayList<>();
        EngineUnderTest.Line reply;
        try {
            reply = exam.expectMove(MOVE_MS, passed);
        } catch (Exam.Failed failed) {                     // a classic, named: the pondered move kept on its board
            if (failed.cause != null && (failed.cause.equals("legal-called-illegal")
                    || failed.cause.equals("illegal-move-of-its-own"))) {
                fail(failed.cause, "on the miss " + miss + " (it pondered on " + ponder.expected() + ") "
                        + failed.getMessage() + ": it kept the move it pondered on and played the miss on top of"
                        + " it; on a miss take the ponder move back, then play the GUI's move (lesson 3)");
            }
            throw failed;
        }
        String captured = capturesNothing(before, Exam.moveOf(reply));
        if (captured != null) {                            // its board has a piece the game does not
            fail("illegal-move-of-its-own", "on the miss " + miss + " (it pondered on " + ponder.expected() + ") it"
                    + " replied " + Exam.moveOf(reply) + ", a capture on " + captured + ", which is empty in the game:"
                    + " it kept the move it pondered on and played the miss on top of it; on a miss take the ponder"
                    + " move back, then play the GUI's move (lesson 3)");
        }
        double missMs = EngineUnderTest.ms(sent, reply.nanos());
        exam.figure("pondering seen by", ponder.seen());
        exam.figureMs("reply to the miss " + miss + ", after " + PONDER_MS + " ms of pondering", missMs);
        for (EngineUnderTest.Line line : passed) {
            Matcher m = Exam.THINKING.matcher(line.text());
            double at = EngineUnderTest.ms(sent, line.nanos());
            if (m.matches() && m.group(5) != null && m.group(5).strip().startsWith("(") && at > exam.scaled(500)) {
                fail(String.format(Locale.ROOT, "%.0f ms after the miss %s the engine still pondered: '%s'", at,
                        miss, line.text()));
            }
        }
        double limit = Math.max(3 * ponder.firstMoveMs(), exam.scaled(5000));
        check(missMs <= limit, String.format(Locale.ROOT, "the miss %s was answered after %.0f ms; its move at the"
                + " same clock took %.0f ms: the miss did not stop the ponder search", miss, missMs,
                ponder.firstMoveMs()));
    }

    /**
     * The target square of a SAN capture ({@code Nxd5}) that is empty in {@code fen} (not en passant), or null: the
     * engine's board has a piece there that the game does not (a lenient reader takes the move all the same).
     */
    static String capturesNothing(String fen, String move) {
        if (move == null || !move.contains("x") || move.matches("[a-h][1-8][a-h][1-8].*")) {
            return null;
        }
        Matcher target = java.util.regex.Pattern.compile("x([a-h])([1-8])").matcher(move);
        if (!target.find()) {
            return null;
        }
        String square = target.group(1) + target.group(2);
        String[] fields = fen.split(" ");
        if (fields.length > 3 && fields[3].equals(square)) {
            return null;                                   // en passant
        }
        String rank = fen.split(" ")[0].split("/")[8 - (target.group(2).charAt(0) - '0')];
        int file = 0;
        for (char c : rank.toCharArray()) {
            if (Character.isDigit(c)) {
                int empty = c - '0';
                if (target.group(1).charAt(0) - 'a' < file + empty) {
                    return square;                         // inside a run of empty squares
                }
                file += empty;
            } else if (file++ == target.group(1).charAt(0) - 'a') {
                return null;                               // a piece stands there
            }
        }
        return null;
    }

    /** A legal move other than {@code expected} (any, when the ponder move is unknown). */
    private static String otherMove(Position position, String expected) {
        int[] moves = new int[Position.MAX_MOVES];
        int count = position.generateMoves(moves);
        for (int i = 0; i < count; i++) {
            String text = Notation.coordinate(moves[i]);
            if (!text.equals(expected)) {
                return text;
            }
        }
        throw new IllegalStateException("no other move in " + position.toFen());
    }

    /**
     * time and otim while pondering (XBoard sends them just before the opponent's move): the ponder search goes
     * on without starting again (no thinking line shallower than before), and a hit after it is still fast.
     */
    private static void timeWhilePondering(Exam exam) throws InterruptedException {
        startGame(exam, true);
        Ponder ponder = moveAndPonder(exam, true);
        if (ponder.visible()) {   // on to depth 3 or more, so that a restart shows (depth 1 and 2 come again)
            long deadline = System.nanoTime() + exam.scaled(3000) * 1_000_000L;
            while (ponder.maxDepth() < 3 && System.nanoTime() < deadline) {
                EngineUnderTest.Line line = exam.engine().next(t -> true, 100, null);
                if (line != null) {
                    judgeOpponentsTime(exam, List.of(line));
                    ponder.after().add(line);
                }
            }
        }
        int depthBefore = ponder.maxDepth();
        if (ponder.visible() && depthBefore < 2) {   // a restart shows as a line shallower than the pondering's
            Exam.notAvailable("the ponder search reached only depth " + depthBefore + " in "
                    + exam.scaled(3000) + " ms, so a restart would not show (a machine too busy, or a slow engine:"
                    + " --timeout-scale gives it more time)");
        }
        long cs = CLOCK_CS - Math.round(ponder.firstMoveMs() / 10);
        exam.send("time " + cs, "otim " + (CLOCK_CS - 100));
        List<EngineUnderTest.Line> lines = new ArrayList<>(exam.drain(200));
        double cpu = cpuShare(exam, 1000, lines);
        if (ponder.visible() && Exam.thinking(lines).isEmpty()) {   // no line yet: a busy machine, or a deep search
            cpu = lookAgain(exam, cpu, "after time/otim", "it pondered", lines);
            if (Exam.thinking(lines).isEmpty() && cpu < READABLE_CPU) {
                Exam.notAvailable("the machine was too busy to tell whether the ponder search started again: no"
                        + " thinking line came after time/otim, and the engine got " + percent(cpu) + " of a core");
            }
        }
        judgeOpponentsTime(exam, lines);
        for (Matcher m : Exam.thinking(lines)) {
            check(Integer.parseInt(m.group(1)) >= depthBefore, "after time/otim a thinking line of depth "
                    + m.group(1) + " where the ponder search was at depth " + depthBefore + ": the ponder search"
                    + " started again ('" + m.group(0).strip() + "')");
        }
        exam.figure("pondering seen by", ponder.seen());
        exam.figure("after time/otim", (depthBefore > 0 ? "no line below depth " + depthBefore + ", " : "")
                + percent(cpu));
        if (!ponder.visible()) {
            check(cpu >= BUSY_CPU, "after time/otim the engine used " + percent(cpu) + ": the ponder search"
                    + " stopped");
        }
        if (ponder.expected() != null) {   // the hit after it, a figure: how fast a hit is, ponder-hit judges
            exam.send("time " + cs, "otim " + (CLOCK_CS - 200));
            long hitSent = exam.userMove(ponder.expected());
            EngineUnderTest.Line reply = exam.expectMove(MOVE_MS);
            double hitMs = EngineUnderTest.ms(hitSent, reply.nanos());
            exam.figureMs("reply to the hit after it (judged by ponder-hit; its unpondered move took "
                    + Math.round(ponder.firstMoveMs()) + " ms)", hitMs);
        }
    }

    /**
     * force or new while pondering: no thinking output after a moment. Then what the engine does shows whether
     * the ponder search still runs: after force the move it pondered on is sent (in force mode only recorded: a
     * ponder search that went on would take it as a hit and move); after new a game follows from the start.
     * For an engine that ponders silently its CPU use tells.
     */
    private static void stopsPondering(Exam exam, String command) throws InterruptedException {
        Ponder ponder = ponderSeen(exam, 500, false);
        judgeStopped(exam, ponder, command);
        if (command.equals("new")) {   // the new game is on: white's move gets black's reply (a quick one: 5 s left)
            exam.send("easy");
            exam.clocks(CLOCK_CS / 4, CLOCK_CS / 4);
            exam.userMove("e2e4");
            exam.expectMove(MOVE_MS);
        } else if (exam.features().on("ping")) {
            exam.sync();
        }
    }

    /**
     * Sends {@code command} (force, new, easy) while the engine ponders and judges that the ponder search stopped
     * at once: no thinking line after 500 ms, and its CPU (from 300 ms after the command, for 1 s) no longer a
     * search's; after force, the move it pondered on gets no reply.
     */
    private static void judgeStopped(Exam exam, Ponder ponder, String command) throws InterruptedException {
        List<EngineUnderTest.Line> during = new ArrayList<>();
        double busy = cpuShare(exam, 300, during);         // the ponder search's share on this machine, now
        judgeOpponentsTime(exam, during);
        long sent;
        if (command.equals("new")) {
            exam.newGame();
            sent = System.nanoTime();
        } else {
            sent = exam.send(command);
        }
        List<EngineUnderTest.Line> lines = new ArrayList<>(exam.drain(300));
        double last = 0;
        if (command.equals("force")) {
            String move = ponder.expected() != null ? ponder.expected() : otherMove(exam.referee().game().position(), null);
            exam.note("in force mode the move it pondered on is only recorded");
            exam.userMove(move);
        }
        double cpu = cpuShare(exam, 1000, lines);
        for (EngineUnderTest.Line line : lines) {
            check(!line.text().matches(Exam.ANY_MOVE), "a move after " + command + ": '" + line.text() + "'"
                    + (command.equals("force") ? " (the ponder search went on and took the move as a hit)" : ""));
            exam.judgeLine(line.text());
            if (Exam.THINKING.matcher(line.text()).matches()) {
                double at = EngineUnderTest.ms(sent, line.nanos());
                last = at;
                check(at <= exam.scaled(500), String.format(Locale.ROOT, "thinking output %.0f ms after %s: the"
                        + " engine still searches ('%s')", at, command, line.text()));
            }
        }
        // The CPU tells whether the search goes on, also for an engine whose next iteration has not ended yet
        // (silent pondering compares with its share while it pondered: a JVM's compiler may still run a while).
        // On a machine so busy that the search got less than FULL_CORE of a core just before, what a stopped
        // JVM still compiles cannot be told from a search that goes on: the examiner looks again (for a silent
        // ponderer only when the CPU would fail it).
        double limit = ponder.visible() ? SEARCHING_CPU : Math.max(BUSY_CPU, 0.75 * ponder.cpu());
        if (busy < 0 || busy >= FULL_CORE || !ponder.visible() && cpu < limit) {
            check(cpu < limit, "after " + command + " the engine used " + percent(cpu)
                    + " (measured from 300 ms after it for 1 s; " + percent(ponder.visible() ? busy : ponder.cpu())
                    + " while it pondered): the ponder search goes on");
        } else {
            List<EngineUnderTest.Line> again = new ArrayList<>();
            double later = lookAgain(exam, busy, "after " + command, "it pondered", again);
            for (EngineUnderTest.Line line : again) {
                check(!line.text().matches(Exam.ANY_MOVE), "a move after " + command + ": '" + line.text() + "'"
                        + (command.equals("force") ? " (the ponder search went on and took the move as a hit)" : ""));
                exam.judgeLine(line.text());
                check(!Exam.THINKING.matcher(line.text()).matches(), String.format(Locale.ROOT, "thinking output"
                        + " %.0f ms after %s: the engine still searches ('%s')", EngineUnderTest.ms(sent,
                        line.nanos()), command, line.text()));
            }
            judgeLater(exam, busy, later, "after " + command, "it pondered", "the ponder search goes on");
        }
        exam.figure("CPU after " + command, percent(cpu));
        exam.figure("pondering seen by", ponder.seen());
        exam.figureMs("last thinking line after " + command, last);
    }

    private static void quitWhilePondering(Exam exam) throws InterruptedException {
        startGame(exam, true);
        Ponder ponder = moveAndPonder(exam, true);
        ponderFor(exam, ponder, 500);
        exam.figure("pondering seen by", ponder.seen());
        exam.quitAndJudge(" while it pondered");
    }

    /**
     * hint after the engine's move (pondering off). An engine answers with the reply it expects, which a search for
     * its move so starved by a busy machine that its PV is one move long does not have: when nothing came and no
     * reply could be seen in its PV, the examiner looks again, with a new game from the same position.
     */
    private static void hint(Exam exam) throws InterruptedException {
        for (int look = 1; ; look++) {
            startGame(exam, false);
            Ponder ponder = moveAndPonder(exam, false);
            exam.send("hint");
            List<EngineUnderTest.Line> lines = new ArrayList<>();
            if (exam.features().on("ping")) {
                exam.sync(lines);
            }
            lines.addAll(exam.drain(300));
            Position position = exam.referee().game().position();
            for (EngineUnderTest.Line line : lines) {
                String text = line.text();
                if (text.startsWith("Hint:")) {
                    String move = text.substring(5).strip();
                    check(parse(position, move) != Move.NONE, "'" + text + "' is not a legal move for the side to"
                            + " move in " + position.toFen());
                    exam.figure("hint", move + " (after its move " + Exam.moveOf(ponder.move()) + ")");
                    return;
                }
                if (text.startsWith("Error") && text.contains("hint")) {
                    Exam.notAvailable("no hint (optional; it answered '" + text + "')");
                }
                judgeOpponentsTime(exam, List.of(line));
            }
            if (look == 2 || ponder.expected() != null) {
                Exam.notAvailable("no hint (optional; it answered nothing" + (look == 2 ? ", twice)" : ")"));
            }
            exam.note("no answer to hint, and no reply to expect in the PV of its move (one move long: a search"
                    + " starved by a busy machine?): the examiner looks again, with a new game from the same position");
        }
    }
}
