package driverlessons.check;

import static driverlessons.check.Exam.check;
import static driverlessons.check.Exam.fail;
import static driverlessons.check.PonderingScenarios.cpuShare;
import static driverlessons.check.PonderingScenarios.percent;
import static driverlessons.check.PonderingScenarios.pvFitsPosition;

import driverlessons.chess.Move;
import driverlessons.chess.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Lesson 4's scenarios: analysis. XBoard enters analysis with {@code post}, {@code analyze}; the engine then
 * searches the position without end and without moving, printing thinking lines. Every scenario needs
 * {@code analyze=1} (the spec's default; an engine that announced {@code analyze=0} is n/a). Where the position
 * changes during the analysis (a move, undo, new, setboard) the examiner picks positions in which the old PVs
 * cannot be played, so a thinking line whose first move is illegal in the new position shows an analysis that
 * did not follow.
 */
final class AnalysisScenarios {
    /** stat01: TIME NODES DEPTH MOVESLEFT TOTALMOVES [CURMOVE]. */
    private static final Pattern STAT01 = Pattern.compile(   // bounded: each number parses
            "stat01:\\s+(\\d{1,15})\\s+(\\d{1,18})\\s+(\\d{1,4})\\s+(\\d{1,4})\\s+(\\d{1,4})(?:\\s+(\\S+))?\\s*");
    /**
     * 1. a3 h6 2. h3, black to move: a position no opening book holds, so the engine analyses it (a book engine
     * prints its book moves at depth 0 and stops, which tells nothing of its analysis). No pawn of either side has
     * gone far, so a move of one side here is never a legal move of the other after a move or an undo: a PV in
     * SAN ("g4") cannot pass for the new position's.
     */
    private static final String OUT_OF_BOOK = "a2a3 h7h6 h2h3";
    /** The Ruy Lopez with black to move: no move of white's can be played in it. */
    private static final String RUY_LOPEZ = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";

    private AnalysisScenarios() {
    }

    static List<Scenario> list() {
        return List.of(
                Scenario.of("analyze", 4, "post, analyze: thinking lines come, of the position, with increasing"
                        + " depth, and no move", 30_000, AnalysisScenarios::analyze),
                Scenario.of("stat01", 4, "'.' while analysing gets at once a well-formed"
                        + " 'stat01: TIME NODES DEPTH MOVESLEFT TOTALMOVES [MOVE]' (optional: none is n/a)", 30_000,
                        AnalysisScenarios::stat01),
                Scenario.of("move-while-analyzing", 4, "a move while analysing: the analysis goes on in the new"
                        + " position", 30_000, exam -> changes(exam, "move")),
                Scenario.of("undo-while-analyzing", 4, "undo while analysing: the analysis goes on in the position"
                        + " before the last move", 30_000, exam -> changes(exam, "undo")),
                Scenario.of("new-while-analyzing", 4, "new while analysing: the analysis goes on in the start"
                        + " position", 30_000, exam -> changes(exam, "new")),
                Scenario.of("setboard-while-analyzing", 4, "setboard while analysing: the analysis goes on in the"
                        + " new position", 30_000, exam -> changes(exam, "setboard")),
                Scenario.of("exit-analysis", 4, "exit stops the analysis at once: no thinking output after it, none"
                        + " for a move that follows (force mode)", 30_000, AnalysisScenarios::exitAnalysis),
                Scenario.of("ping-while-analyzing", 4, "a ping while analysing is answered at once (10 round"
                        + " trips)", 30_000, AnalysisScenarios::pingWhileAnalyzing));
    }

    // ---- what the scenarios share ---------------------------------------------------------------------------

    /**
     * Sets up the position (force mode; moves from the start, or a FEN by setboard) and starts the analysis as
     * XBoard does; returns the moment {@code analyze} was sent.
     */
    static long analyse(Exam exam, String fen, String moves) {
        exam.require("analyze");
        exam.about(Exam.Refused.NOT_AVAILABLE, "XBoard then says it does not support analysis; analyze=0 says so"
                + " at the start", "analyze");
        exam.about(Exam.Refused.FAIL, "exit is how XBoard leaves analysis (lesson 4)", "exit");
        exam.newForce();
        if (fen != null) {
            exam.setboard(fen);
        }
        if (moves != null) {
            for (String move : moves.split(" ")) {
                exam.userMove(move);
            }
        }
        return exam.send("post", "analyze");
    }

    /** Lines while analysing: no move, no wrong error, right result claims (the engine plays no side). */
    static void judgeAnalysis(Exam exam, List<EngineUnderTest.Line> lines) {
        for (EngineUnderTest.Line line : lines) {
            check(!line.text().matches(Exam.ANY_MOVE), "a move in analysis mode: '" + line.text() + "'");
            exam.judgeLine(line.text());
        }
    }

    /**
     * Waits for the analysis to reach {@code depth} (or {@code ms}, scaled), keeping the lines; fails when no
     * thinking line comes at all within 5 s.
     */
    static List<EngineUnderTest.Line> awaitDepth(Exam exam, int depth, long ms) throws InterruptedException {
        List<EngineUnderTest.Line> lines = new ArrayList<>();
        EngineUnderTest.Line first;
        do {                                               // an Error for analyze ends the wait at once (n/a)
            first = exam.engine().next(t -> Exam.THINKING.matcher(t).matches() || t.startsWith("Error")
                    || t.startsWith("Illegal move"), exam.scaled(5000), lines);
            if (first == null) {                           // one silent analysis explains the others: one cause
                exam.judgeRefusals(lines);
                check(!exam.engine().ended(), exam.engine().gone() + " after analyze");
                fail("analysis-silent", "no thinking output within " + exam.scaled(5000) + " ms of analyze (post was"
                        + " sent first): XBoard's engine-output window stays empty (lesson 4)");
            }
            if (!Exam.THINKING.matcher(first.text()).matches()) {
                exam.judgeLine(first.text());
                lines.add(first);
                first = null;
            }
        } while (first == null);
        lines.add(first);
        long deadline = System.nanoTime() + exam.scaled(ms) * 1_000_000L;
        int reached = Integer.parseInt(Exam.thinking(List.of(first)).get(0).group(1));
        while (reached < depth && System.nanoTime() < deadline) {
            EngineUnderTest.Line line = exam.engine().next(t -> true, 100, null);
            if (line != null) {
                lines.add(line);
                Matcher m = Exam.THINKING.matcher(line.text());
                if (m.matches()) {
                    reached = Math.max(reached, Integer.parseInt(m.group(1)));
                }
            }
        }
        judgeAnalysis(exam, lines);
        return lines;
    }

    // ---- the scenarios ------------------------------------------------------------------------------------

    private static void analyze(Exam exam) throws InterruptedException {
        boolean setboard = exam.features().on("setboard");
        long sent = setboard ? analyse(exam, Positions.MIDDLE_GAMES.get(5).fen(), null)
                : analyse(exam, null, OUT_OF_BOOK);
        Position position = exam.referee().game().position();
        List<EngineUnderTest.Line> lines = awaitDepth(exam, 5, 3000);
        lines.addAll(exam.drain(300));
        judgeAnalysis(exam, lines);
        List<Matcher> thinking = Exam.thinking(lines);
        int previous = 0;
        for (Matcher m : thinking) {
            int depth = Integer.parseInt(m.group(1));
            check(depth >= previous, "the depth went down from " + previous + " to " + depth + ": '"
                    + m.group(0).strip() + "'");
            previous = depth;
            Boolean fits = pvFitsPosition(position, m.group(5));
            check(fits == null || fits, "the PV of '" + m.group(0).strip() + "' does not start with a legal move of"
                    + " the analysed position " + position.toFen());
        }
        for (EngineUnderTest.Line line : lines) {         // a classic: milliseconds where the protocol has centiseconds
            Matcher m = Exam.THINKING.matcher(line.text());
            if (m.matches()) {
                double elapsedCs = EngineUnderTest.ms(sent, line.nanos()) / 10;
                check(Long.parseLong(m.group(3)) <= 2 * elapsedCs + 50, String.format(Locale.ROOT, "'%s' says %s"
                        + " centiseconds, but the analysis began %.0f centiseconds ago: the time of a thinking line"
                        + " is in centiseconds, not milliseconds (lesson 1, thinking output)", line.text().strip(),
                        m.group(3), elapsedCs));
            }
        }
        int first = Integer.parseInt(thinking.get(0).group(1));
        check(previous > first, "the depth did not increase: " + thinking.size() + " thinking lines, all at depth "
                + first);
        EngineUnderTest.Line firstLine = lines.stream().filter(l -> Exam.THINKING.matcher(l.text()).matches())
                .findFirst().orElseThrow();
        exam.figureMs("analyze to the first thinking line", EngineUnderTest.ms(sent, firstLine.nanos()));
        exam.figure("depth", first + " to " + previous + " in " + thinking.size() + " lines");
    }

    private static void stat01(Exam exam) throws InterruptedException {
        long analyzeSent = analyse(exam, null, OUT_OF_BOOK);
        Position position = exam.referee().game().position();
        awaitDepth(exam, 4, 2000);
        List<Double> trips = new ArrayList<>();
        long lastTime = -1;
        long lastNodes = -1;
        String sample = null;
        for (int i = 0; i < 5; i++) {
            java.util.Map<Long, long[]> before = exam.engine().runDelays();
            long sent = exam.send(".");
            List<EngineUnderTest.Line> passed = new ArrayList<>();
            EngineUnderTest.Line line = answerTo(exam, sent, t -> t.startsWith("stat01") || t.startsWith("Error"),
                    exam.scaled(i == 0 ? 3000 : 1000), passed);
            judgeAnalysis(exam, passed);
            if (line == null && i == 0 || line != null && line.text().startsWith("Error")) {
                Exam.notAvailable("no answer to '.' (stat01 is optional; it answered "
                        + (line == null ? "nothing" : "'" + line.text() + "'") + ")");
            }
            if (line == null) {                            // late is slow updates in XBoard; none is none
                line = answerTo(exam, sent, t -> t.startsWith("stat01"), exam.scaled(4000), passed);
                judgeAnalysis(exam, passed);
            }
            check(line != null, "no stat01 within " + exam.scaled(5000) + " ms of '.' (an earlier '.' got one)");
            exam.stat01Came();                             // XBoard: its next command goes after a SIGINT
            double ms = EngineUnderTest.ms(sent, line.nanos());
            trips.add(ms);
            double waited = Math.min(ms, exam.engine().waitedSince(before) / 1e6);
            if (ms > exam.scaled(1000)) {   // by the wall clock: an answer between iterations is late on any machine
                exam.figure("stat01 late", String.format(Locale.ROOT, "%.0f ms, of which the engine waited %.0f ms"
                        + " for a CPU", ms, waited));
                exam.warn("stat01-slow", String.format(Locale.ROOT, "a stat01 came %.0f ms after '.': XBoard sends"
                        + " the next '.' only after the answer, so its engine-output window updates that slowly (answer inside"
                        + " the search, where input is read; lesson 4)", ms));
            }
            Matcher m = STAT01.matcher(line.text());
            check(m.matches(), "'" + line.text() + "' is not 'stat01: TIME NODES DEPTH MOVESLEFT TOTALMOVES [MOVE]'"
                    + " (five whole numbers, then a move or nothing)");
            long time = Long.parseLong(m.group(1));
            long nodes = Long.parseLong(m.group(2));
            int depth = Integer.parseInt(m.group(3));
            int left = Integer.parseInt(m.group(4));
            int total = Integer.parseInt(m.group(5));
            double elapsedCs = EngineUnderTest.ms(analyzeSent, line.nanos()) / 10;
            check(time <= elapsedCs + 50, String.format(Locale.ROOT, "'%s': %d centiseconds, but the analysis"
                    + " began %.0f centiseconds ago (milliseconds instead of centiseconds?)", line.text(), time,
                    elapsedCs));
            check(depth >= 1, "'" + line.text() + "': depth " + depth);
            check(left <= total, "'" + line.text() + "': " + left + " moves left of " + total);
            if (total == 0) {
                exam.warn("stat01-no-root-moves", "'" + line.text() + "': 0 moves left of 0; the spec's TOTALMOVES"
                        + " is the number of moves of the root and MOVESLEFT how many of them are still to search (XBoard shows them as"
                        + " 'left/total')");
            }
            check(time >= lastTime && nodes >= lastNodes, "'" + line.text() + "': time or nodes went down from "
                    + lastTime + " cs, " + lastNodes + " nodes");
            if (m.group(6) != null) {
                check(PonderingScenarios.parse(position, m.group(6)) != Move.NONE, "'" + line.text() + "': "
                        + m.group(6) + " is not a legal move of the analysed position");
            }
            lastTime = time;
            lastNodes = nodes;
            sample = line.text();
            Thread.sleep(150);
        }
        exam.figure("'.' to stat01", Stats.msSummary(trips));
        exam.figure("last", sample);
    }

    /**
     * The first line {@code wanted} that came after {@code sent}, waiting up to {@code ms}: an engine that prints
     * stat01 lines of its own accord (Phalanx, after every iteration) has some queued from before the '.', and those
     * are no answer to it.
     */
    private static EngineUnderTest.Line answerTo(Exam exam, long sent, java.util.function.Predicate<String> wanted,
                                                 long ms, List<EngineUnderTest.Line> passed)
            throws InterruptedException {
        EngineUnderTest.Line line;
        do {
            line = exam.engine().next(wanted, ms, passed);
        } while (line != null && line.nanos() < sent);
        return line;
    }

    /** A change of position while analysing; the thinking lines after it must be of the new position. */
    private static void changes(Exam exam, String how) throws InterruptedException {
        switch (how) {
            case "move" -> analyse(exam, null, "a2a3 h7h6");
            case "undo", "new" -> analyse(exam, null, OUT_OF_BOOK);
            default -> {
                exam.require("setboard");
                analyse(exam, null, "a2a3 h7h6");
            }
        }
        awaitDepth(exam, 4, 2000);
        java.util.Map<Long, long[]> before = exam.engine().runDelays();
        long sent;
        switch (how) {
            case "move" -> sent = exam.userMove("h2h3");
            case "undo" -> {
                sent = exam.send("undo");
                exam.referee().game().undo();
            }
            case "new" -> {
                sent = System.nanoTime();
                exam.newGame();
            }
            default -> {
                sent = System.nanoTime();
                exam.setboard(RUY_LOPEZ);
            }
        }
        Position position = exam.referee().game().position();
        long budget = exam.scaled(3000);
        long deadline = sent + budget * 1_000_000L;
        EngineUnderTest.Line firstNew = null;
        int lines = 0;
        double waited = 0;
        while (true) {
            long left = (deadline - System.nanoTime()) / 1_000_000L;
            if (firstNew != null) {   // after the first line of the new position, watch 1 s more for old ones
                left = Math.min(left, 1000 - Math.round(EngineUnderTest.ms(firstNew.nanos(), System.nanoTime())));
            } else if (left <= 0) {   // on a busy machine: 3 s of the engine's own time, up to four times that
                waited = exam.engine().waitedSince(before) / 1e6;
                long later = sent + Math.min(4 * budget, budget + Math.round(waited)) * 1_000_000L;
                if (later > deadline) {
                    deadline = later;
                    continue;
                }
            }
            if (left <= 0) {
                break;
            }
            EngineUnderTest.Line line = exam.engine().next(t -> true, left, null);
            if (line == null && (firstNew != null || exam.engine().exited())) {
                break;
            } else if (line == null) {
                continue;                                  // the deadline: looks again on a busy machine
            }
            judgeAnalysis(exam, List.of(line));
            Matcher m = Exam.THINKING.matcher(line.text());
            if (!m.matches()) {
                continue;
            }
            Boolean fits = pvFitsPosition(position, m.group(5));
            double at = EngineUnderTest.ms(sent, line.nanos());
            if (Boolean.TRUE.equals(fits)) {
                lines++;
                if (firstNew == null) {
                    firstNew = line;
                }
            } else if (Boolean.FALSE.equals(fits) && at > exam.scaled(500)) {   // earlier ones were on their way
                fail(String.format(Locale.ROOT, "%.0f ms after the %s a thinking line whose PV is illegal in the"
                        + " new position %s: '%s' (the analysis did not follow)", at, how, position.toFen(),
                        line.text()));
            }
        }
        if (firstNew == null) {
            double ms = EngineUnderTest.ms(sent, System.nanoTime());
            if (ms - waited < budget) {
                Exam.notAvailable(String.format(Locale.ROOT, "no thinking line of the new position within %.0f ms"
                        + " of the %s, of which it waited %.0f ms for a CPU: %.0f ms its own, under %d ms (the"
                        + " machine was too busy to tell)", ms, how, waited, ms - waited, budget));
            }
            fail(String.format(Locale.ROOT, "no thinking line of the new position %s within %.0f ms of the %s%s",
                    position.toFen(), ms, how, waited >= 1 ? String.format(Locale.ROOT, " (it waited %.0f ms of"
                    + " them for a CPU)", waited) : ""));
        }
        exam.figureMs(how + " to the first thinking line of the new position",
                EngineUnderTest.ms(sent, firstNew.nanos()));
        exam.figure("thinking lines of the new position in the next second", String.valueOf(lines));
    }

    private static void exitAnalysis(Exam exam) throws InterruptedException {
        analyse(exam, null, "d2d4");
        awaitDepth(exam, 4, 2000);
        List<EngineUnderTest.Line> during = new ArrayList<>();
        double busy = cpuShare(exam, 400, during);         // the analysis's share of a core on this machine, now
        judgeAnalysis(exam, during);
        long sent = exam.send("exit");
        boolean ping = exam.features().on("ping");
        long quietFrom = sent;
        if (ping) {
            int n = exam.nextPing();
            exam.send("ping " + n);
            List<EngineUnderTest.Line> passed = new ArrayList<>();
            EngineUnderTest.Line pong = exam.expect("pong\\s+" + n + "\\s*", 5000, "pong " + n, passed);
            judgeAnalysis(exam, passed);
            quietFrom = pong.nanos();
            exam.figureMs("exit + ping to pong", EngineUnderTest.ms(sent, pong.nanos()));
        }
        List<EngineUnderTest.Line> lines = new ArrayList<>(exam.drain(300));
        exam.note("in force mode a move is only recorded: an analysis would start on it");
        long moved = exam.userMove("g8f6");
        double cpu = cpuShare(exam, 1200, lines);
        for (EngineUnderTest.Line line : lines) {
            check(!line.text().matches(Exam.ANY_MOVE), "after exit it answered the GUI's move with '" + line.text()
                    + "': exit returns to force mode, where the engine was before analyze (XBoard's Edit Game),"
                    + " and a move there is only recorded");
        }
        judgeAnalysis(exam, lines);
        for (EngineUnderTest.Line line : lines) {
            double at = EngineUnderTest.ms(sent, line.nanos());
            if (Exam.THINKING.matcher(line.text()).matches()
                    && (ping ? line.nanos() > quietFrom : at > exam.scaled(300))) {
                fail(String.format(Locale.ROOT, "thinking output %.0f ms after exit%s: '%s'", at,
                        line.nanos() > moved ? " (and the move after it)" : ping
                                ? " (after the pong of the ping that followed it)" : "", line.text()));
            }
        }
        // The CPU tells whether the analysis goes on silently (an iteration that has not ended prints nothing).
        // As for pondering: on a machine too busy for the analysis to get most of a core, the CPU is only a figure.
        if (busy < 0 || busy >= PonderingScenarios.FULL_CORE) {
            check(cpu < PonderingScenarios.SEARCHING_CPU, "after exit the engine used " + percent(cpu) + " (measured"
                    + " for 1.2 s from the move that followed it; " + percent(busy) + " while it analysed): the"
                    + " analysis goes on");
        } else {
            List<EngineUnderTest.Line> again = new ArrayList<>();
            double later = PonderingScenarios.lookAgain(exam, busy, "after exit", "it analysed", again);
            for (EngineUnderTest.Line line : again) {
                check(!line.text().matches(Exam.ANY_MOVE), "after exit it answered the GUI's move with '"
                        + line.text() + "': exit returns to force mode, where a move is only recorded");
                check(!Exam.THINKING.matcher(line.text()).matches(), String.format(Locale.ROOT, "thinking output"
                        + " %.0f ms after exit: '%s'", EngineUnderTest.ms(sent, line.nanos()), line.text()));
            }
            judgeAnalysis(exam, again);
            PonderingScenarios.judgeLater(exam, busy, later, "after exit", "it analysed", "the analysis goes on");
        }
        exam.figure("CPU after exit", percent(cpu));
    }

    private static void pingWhileAnalyzing(Exam exam) throws InterruptedException {
        exam.require("ping");
        analyse(exam, null, "c2c4");
        awaitDepth(exam, 3, 1000);
        exam.figure("ping while analysing", Stats.msSummary(exam.pingsWhileBusy("analysed", "analysing",
                passed -> judgeAnalysis(exam, passed))));
    }
}
