package driverlessons.check;

import static driverlessons.check.Exam.check;
import static driverlessons.check.Exam.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.regex.Matcher;

/**
 * Lesson 2's scenarios: the clock. The examiner keeps the engine's clock as a GUI does (from sending the
 * opponent's move to reading the engine's reply), tells it {@code time} and {@code otim} before each move and
 * plays a short game at each time control. The engine must never use more than it has, never more than {@code st},
 * and stop at the {@code sd} depth. How much of its clock it spends is a figure, not a verdict: moving fast breaks
 * no rule. Every game starts from a position no opening book knows (1. a3 g5 2. h4), so the engine thinks.
 */
final class TimeControlScenarios {
    private TimeControlScenarios() {
    }

    static List<Scenario> list() {
        return List.of(
                Scenario.of("level-sudden-death", 2,
                        "level 0 0:04 0 (a MIN:SEC base): 14 moves without running out of its clock", 60_000,
                        exam -> clockGame(exam, "level 0 0:04 0", 4000, 0, 0, 14)),
                Scenario.of("level-increment", 2,
                        "level 0 0:01 0.2 (a fractional increment): 10 moves, living on the increment", 60_000,
                        exam -> clockGame(exam, "level 0 0:01 0.2", 1000, 200, 0, 10)),
                Scenario.of("level-moves-per-session", 2,
                        "level 5 0:02 0 (5 moves in 2 s, then 2 s more): 10 moves without running out", 60_000,
                        exam -> clockGame(exam, "level 5 0:02 0", 2000, 0, 5, 10)),
                Scenario.of("st", 2, "st 2: no move takes longer than 2 s", 40_000, TimeControlScenarios::st),
                Scenario.of("sd", 2, "sd 3: the search stops at depth 3 (thinking output shows the depth)",
                        40_000, TimeControlScenarios::sd),
                Scenario.of("time-otim", 2,
                        "time and otim: with 0.5 s left of a 5-minute game the engine moves within 0.5 s", 40_000,
                        TimeControlScenarios::timeOtim));
    }

    /**
     * A game at a time control: the engine plays black against the simple opponent, which answers at once. The
     * clock starts at {@code baseMs}, loses what each move took, gains {@code incMs} after it and {@code baseMs}
     * again after every {@code mps} moves (0: never).
     */
    private static void clockGame(Exam exam, String level, long baseMs, long incMs, int mps, int moves)
            throws InterruptedException {
        if (!clockGame(exam, level, baseMs, incMs, mps, moves, false)) {
            clockGame(exam, level, baseMs, incMs, mps, moves, true);
        }
    }

    /**
     * The game; false when a busy machine left a move's time against its clock unsure ({@link Exam.MoveTime#unsure})
     * and nothing later decided it: the game is played again, and in the {@code lastLook} such a move is n/a, or FAILs
     * by the time counted. The game goes on after an unsure move, its clock charged the time counted (its own time
     * where that is over the clock: never more than a GUI would charge), for the later moves are another sign: an
     * engine that ignores its clock runs out by any count a move or two later (lesson 1 on a busy machine did).
     */
    private static boolean clockGame(Exam exam, String level, long baseMs, long incMs, int mps, int moves,
                                     boolean lastLook) throws InterruptedException {
        outOfBook(exam, level);
        Random random = new Random(11);
        // The margin: the clock the GUI keeps, by the wall clock (an engine that keeps time by the wall clock comes as
        // near the flag on any machine) up to the margin's line, past it by the engine's own time (judgeTime); the
        // clock's use below is the engine's own time's (a busy machine lengthens a quick search).
        long narrow = Math.max(baseMs / 20, 150);
        long clock = baseMs;
        long opponent = baseMs;
        long lowest = Long.MAX_VALUE;
        double ownClock = baseMs;                        // the clock as the engine's own time (its waits not counted)
        double ownLowest = Double.MAX_VALUE;
        List<Double> shares = new ArrayList<>();
        List<Double> ownShares = new ArrayList<>();
        double used = 0;
        double ownUsed = 0;
        int played = 0;
        String unsure = null;                            // the first move whose time a busy machine left unsure
        boolean unsureByCount = false;                   // ... over the clock by the time counted (the last look FAILs)
        while (played < moves) {
            exam.clocks(clock / 10, opponent / 10);
            long sent = played == 0 ? exam.go() : exam.userMove(
                    MinimalScenarios.simpleReply(exam.referee().game().position(), random));
            EngineUnderTest.Line move = exam.expectMove(clock + 5000, Math.max(0, clock - narrow), null);
            played++;
            double wall = EngineUnderTest.ms(sent, move.nanos());
            Exam.MoveTime time = exam.judgeTime(wall, clock, false, null, "out of time at its move " + played
                    + ": it took %.0f ms with %d ms on its clock");
            double took = time.countedMs();
            if (time.unsureAtLimit()) {
                took = took <= clock ? took : time.ownMs();
                String seen = String.format(Locale.ROOT, "its move %d took %.0f ms by the wall clock with %d ms on"
                        + " its clock, %.0f ms counted (its wait for a CPU past %d ms taken out), %.0f ms its own in"
                        + " all", played, wall, clock, time.countedMs(), Math.max(0, clock - narrow), time.ownMs());
                exam.note(seen + ": a busy machine leaves unsure whether it is out of time; the game goes on with"
                        + String.format(Locale.ROOT, " %.0f ms charged", took));
                if (unsure == null) {
                    unsure = seen;
                    unsureByCount = time.countedMs() > clock;
                }
            }
            double own = wall - Math.min(wall, exam.waitedForCpuMs());
            shares.add(took / clock);
            ownShares.add(own / ownClock);
            used += took;
            ownUsed += own;
            clock -= Math.round(took);
            ownClock -= own;
            lowest = Math.min(lowest, clock);
            ownLowest = Math.min(ownLowest, ownClock);
            clock += incMs;
            ownClock += incMs;
            if (mps > 0 && played % mps == 0) {
                clock += baseMs;
                ownClock += baseMs;
            }
            if (exam.referee().game().result() != null) {
                break;
            }
        }
        if (unsure != null && !lastLook) {
            exam.note("no later move decided it: the game again");
            return false;
        }
        check(unsure == null || !unsureByCount, unsure + ": over its clock by the time counted, in the game and"
                + " again in a second one");
        if (unsure != null) {
            Exam.notAvailable(unsure + ": whether that was the little it needs to move or a search that went on, the"
                    + " machine was too busy to tell, in the game and again in a second one");
        }
        if (lowest < narrow) {
            exam.warn(String.format(Locale.ROOT, "its clock came down to %.2f s, under the %.2f s (a twentieth of"
                    + " the control, at least 0.15 s) that a busy machine or a slow GUI's lag can eat: keep a margin"
                    + " for the lag and the time to stop the search, and check the clock more often than every few"
                    + " thousand nodes (lesson 2, 'The GUI's lag')", lowest / 1000.0, narrow / 1000.0));
        }
        String refused = exam.refusalText("level");
        if (refused != null) {   // unknown: it keeps time by time/otim alone; a wrong argument: it misreads level
            check(refused.toLowerCase(java.util.Locale.ROOT).contains("unknown"), "it answered '" + refused + "': it"
                    + " knows level but cannot read this time control, which XBoard sends as it stands (lesson 2)");
            exam.warn("level-refused", "it answered '" + refused + "': it keeps time by time and otim alone (XBoard"
                    + " sends level for every game at a clock; lesson 2)");
        }
        double meanShare = shares.stream().mapToDouble(Double::doubleValue).average().orElse(0);
        double ownShare = ownShares.stream().mapToDouble(Double::doubleValue).average().orElse(0);
        // An engine's reading of its clock lies between its own time (a search slowed by a busy machine) and the
        // wall clock's (an engine that keeps time by the wall clock): judged by their geometric mean, which keeps
        // both kinds on their side of the line beside busy loops (HoiChess 1.1% and 0.66%, lesson 2 2.1% and 1.2%).
        judgeClockUse(exam, level, baseMs, mps, played, Math.sqrt(used * ownUsed), Math.sqrt(meanShare * ownShare));
        if (used - ownUsed >= 1) {
            exam.figure("clock by its own time", String.format(Locale.ROOT, "%.1f s used, lowest clock left %.2f"
                    + " s, on average %.1f%% of its clock a move (its search waited %.1f s for a CPU)", ownUsed
                    / 1000, ownLowest / 1000, 100 * ownShare, (used - ownUsed) / 1000));
        }
        var result = exam.referee().game().result();
        exam.figure("clock", String.format(Locale.ROOT,
                "%d moves%s, %.1f s used, lowest clock left %.2f s, on average %.1f%% of its clock a move",
                played, result == null ? "" : " (then the game was over: " + result.cecp() + ")", used / 1000,
                lowest / 1000.0, 100 * meanShare));
        return true;
    }

    /** The cause of the warnings of a clock hardly used: one warning a card, in the first game that shows it. */
    static final String CLOCK_TOO_FAST = "clock-read-too-fast";

    /**
     * The classic misreadings of a clock, which lose no game here but play ten times too fast in a real one: a
     * {@code MIN:SEC} base read as its minutes alone ({@code level 5 0:02 0} as 0 minutes), {@code time} read as
     * milliseconds (the clock ten times shorter). Seen as a clock hardly used: on average under 1% of it a move
     * in a game without sessions (an engine that plans for 40 moves to go uses about 2.5%), or under 20% of
     * the sessions' time where each session's time not used is lost (engines that keep time use two thirds and more,
     * a clock read ten times too fast 5-7%; 40% warned lesson 2 beside two busy loops, 34% by its own time).
     * A warning with the figure (lesson 2). {@code used} and {@code meanShare} are the geometric means of the wall
     * clock's and the engine's own time (its moves' times less what its search waited for a CPU).
     */
    private static void judgeClockUse(Exam exam, String level, long baseMs, int mps, int played, double used,
                                      double meanShare) {
        if (played < 5) {
            return;
        }
        if (mps > 0) {
            double available = baseMs * Math.ceil(played / (double) mps);
            if (used < 0.2 * available) {
                exam.warn(CLOCK_TOO_FAST, String.format(Locale.ROOT, "it used %.2f s of the %.1f s its %d moves had"
                        + " (%.0f%%) under '%s', where the time a session does not use is lost: a clock read ten times too fast?"
                        + " (a MIN:SEC base read as its minutes alone, or time and otim read as milliseconds; they"
                        + " are centiseconds; lesson 2)", used / 1000, available / 1000, played,
                        100 * used / available, level));
            }
        } else if (meanShare < 0.01) {
            exam.warn(CLOCK_TOO_FAST, String.format(Locale.ROOT, "on average it used %.2f%% of its clock a move"
                    + " under '%s' (an engine that plans for 40 moves to go uses about 2.5%%): a clock read ten times too fast? (time and"
                    + " otim are centiseconds, not milliseconds; a MIN:SEC base is minutes and seconds; lesson 2)",
                    100 * meanShare, level));
        }
    }

    /**
     * A new game with {@code setup} (the time control), then 1. a3 g5 2. h4 in force mode: black to move in a
     * position no opening book has, so the engine thinks about every move it makes.
     */
    static void outOfBook(Exam exam, String... setup) {
        exam.newGame();
        exam.send("random");
        exam.send(setup);
        exam.send("post", "easy");
        exam.force();
        for (String move : List.of("a2a3", "g7g5", "h2h4")) {
            exam.userMove(move);
        }
    }

    /**
     * How many moves {@code st} and {@code time-otim} judge at most, looking again at a time that a busy machine
     * left unsure ({@link Exam.MoveTime#unsure}); the last is judged by the time counted.
     */
    private static final int LOOKS = 4;

    /**
     * Two moves at {@code st 2}, each within 2 s and the examiner's slack; one over 2 s inside it warns. A move that
     * came at once (under half of st: a forced reply, a hit in its table) says nothing about how it keeps time and is
     * not one of them; a move over only by the time counted is looked at again, up to {@link #LOOKS} moves.
     */
    private static void st(Exam exam) throws InterruptedException {
        exam.about(Exam.Refused.FAIL, "XBoard sends st for a fixed time a move, -st N (lesson 2)", "st");
        outOfBook(exam, "st 2");
        Random random = new Random(5);
        List<Double> times = new ArrayList<>();
        int looks = 0;
        int wanted = 2;
        Exam.MoveTime unsure = null;              // a move over st by the time counted, not by its own time in all
        int unsureMove = 0;
        for (int i = 0; looks < wanted && i < 2 * LOOKS && exam.referee().game().result() == null; i++) {
            exam.clocks(200, 200);                               // a GUI's clock at st 2: 2 s a move
            long sent = i == 0 ? exam.go()
                    : exam.userMove(MinimalScenarios.simpleReply(exam.referee().game().position(), random));
            EngineUnderTest.Line move = exam.expectMove(10_000, 2000, null);
            Exam.MoveTime time = exam.judgeTime(EngineUnderTest.ms(sent, move.nanos()), 2000 + exam.scaled(50),
                    looks + 1 >= LOOKS, "ignores-st", "its move " + (i + 1) + " took %.0f ms with st 2 (%d ms with"
                    + " the examiner's slack)");
            times.add(time.wallMs());
            if (time.wallMs() < 1000) {
                continue;
            }
            looks++;
            if (time.wallMs() <= 2000) {
                unsure = null;                                 // within st on any machine
            } else if (!time.unsure(2000) && time.countedMs() > 2000) {
                stWarning(exam, i + 1, time);
            } else {
                if (time.countedMs() > 2000) {
                    unsure = time;
                    unsureMove = i + 1;
                }
                wanted = Math.min(LOOKS, Math.max(wanted, looks + 1));
                exam.note(lookAgain(i + 1, time, 2000));
            }
        }
        if (unsure != null) {                                  // no move within st since: judged by the time counted
            check(unsure.countedMs() <= 2000 + exam.scaled(50), "ignores-st", String.format(Locale.ROOT, "its move %d"
                    + " took %.0f ms with st 2%s: over the examiner's slack", unsureMove, unsure.countedMs(),
                    byWallClock(unsure)));
            stWarning(exam, unsureMove, unsure);
        }
        exam.figure("move times", Stats.msSummary(times));
    }

    private static void stWarning(Exam exam, int move, Exam.MoveTime time) {
        if (exam.warnings().isEmpty()) {
            exam.warn(String.format(Locale.ROOT, "its move %d took %.0f ms with st 2%s: over the limit, inside the"
                    + " examiner's 50 ms of slack; a GUI that counts strictly calls it late (stop the search before"
                    + " st runs out: lesson 2)", move, time.countedMs(), byWallClock(time)));
        }
    }

    /** The note of a move whose time a busy machine left unsure: the scenario looks again. */
    private static String lookAgain(int move, Exam.MoveTime time, long lineMs) {
        return String.format(Locale.ROOT, "move %d: %.0f ms by the wall clock, %.0f ms counted (its wait for a CPU"
                + " past %d ms taken out), %.0f ms its own in all: a busy machine leaves unsure whether it is over"
                + " %d ms; looking again at another move", move, time.wallMs(), time.countedMs(), lineMs,
                time.ownMs(), lineMs);
    }

    /** " (N ms by the wall clock, ...)" when the time counted is not the wall time, else "". */
    private static String byWallClock(Exam.MoveTime time) {
        double waited = time.wallMs() - time.countedMs();
        return waited < 1 ? "" : String.format(Locale.ROOT, " (%.0f ms by the wall clock, %.0f ms of it a wait for a"
                + " CPU past the line)", time.wallMs(), waited);
    }

    private static void sd(Exam exam) throws InterruptedException {
        exam.about(Exam.Refused.FAIL, "XBoard sends sd for a depth limit, -sd N (lesson 2)", "sd");
        outOfBook(exam, "level 0 5 0", "sd 3");
        exam.clocks(30_000, 30_000);
        List<EngineUnderTest.Line> lines = new ArrayList<>();
        long sent = exam.go();
        EngineUnderTest.Line move = exam.expectMove(60_000, lines);
        List<Matcher> thinking = Exam.thinking(lines);
        if (thinking.isEmpty()) {
            Exam.notAvailable(String.format(Locale.ROOT, "no thinking output after post: the depth cannot be seen"
                    + " (move after %.0f ms)", EngineUnderTest.ms(sent, move.nanos())));
        }
        int deepest = thinking.stream().mapToInt(m -> Integer.parseInt(m.group(1))).max().orElse(0);
        exam.figure("deepest iteration", deepest + String.format(Locale.ROOT, ", move after %.0f ms",
                EngineUnderTest.ms(sent, move.nanos())));
        check(deepest <= 3, "thinking output reached depth " + deepest + " with sd 3");
    }

    private static void timeOtim(Exam exam) throws InterruptedException {
        exam.require("time");
        exam.about(Exam.Refused.FAIL, "XBoard sends the clocks before every move of the engine's, unless it said"
                + " time=0 (lesson 2)", "time", "otim");
        outOfBook(exam, "level 0 5 0");
        Random random = new Random(7);
        List<Double> times = new ArrayList<>();
        for (int look = 1; look <= LOOKS && exam.referee().game().result() == null; look++) {
            exam.clocks(50, 30_000);
            long sent = look == 1 ? exam.go()
                    : exam.userMove(MinimalScenarios.simpleReply(exam.referee().game().position(), random));
            EngineUnderTest.Line move = exam.expectMove(60_000, 400, null);
            Exam.MoveTime time = exam.judgeTime(EngineUnderTest.ms(sent, move.nanos()), 500, look == LOOKS, null,
                    "it took %.0f ms with %d ms on its clock");
            times.add(time.wallMs());
            if (time.unsure(400) && look < LOOKS) {
                exam.note(lookAgain(look, time, 400));
                continue;
            }
            if (time.countedMs() > 400) {
                exam.warn(String.format(Locale.ROOT, "it took %.0f ms of the 500 ms on its clock%s: with the GUI's"
                        + " lag that is a near loss on time (lesson 2)", time.countedMs(), byWallClock(time)));
            }
            break;
        }
        exam.figure("move with 0.5 s left", times.size() == 1 ? String.format(Locale.ROOT, "%.1f ms", times.get(0))
                : Stats.msSummary(times));
        List<EngineUnderTest.Line> lines = new ArrayList<>();
        exam.sync(lines);
        lines.forEach(line -> exam.judgeLine(line.text()));
    }
}
