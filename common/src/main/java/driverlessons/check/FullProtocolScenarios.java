package driverlessons.check;

import static driverlessons.check.Exam.check;
import static driverlessons.check.Exam.fail;

import driverlessons.chess.Game;
import driverlessons.chess.Notation;
import driverlessons.chess.Side;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Lesson 5's scenarios: the full protocol. Commands during the search ({@code ?}, {@code ping}, {@code pause}),
 * protocol 1 ({@code white}/{@code black}, {@code edit}), and the features a GUI may accept: {@code playother},
 * {@code san}, {@code nps}, {@code memory}, {@code smp}, engine options, {@code exclude}, {@code setscore},
 * {@code draw}, {@code bk}, and several games in one process ({@code reuse}). Their figures ({@code ?} to the move,
 * {@code ping} while thinking, {@code pause}, the nodes under {@code nps}, the memory over several games) are the
 * course's lesson 5 benchmark ({@code tools/protocol-bench}), as a GUI sees it.
 */
final class FullProtocolScenarios {
    /** A move with st 1, and room for a start-up and a slow machine. */
    static final long MOVE_MS = 10_000;
    /** Coordinate notation (what an engine that did not get san=1 must write). */
    private static final Pattern COORDINATE = Pattern.compile("[a-h][1-8][a-h][1-8][qrbnQRBN]?");
    /** Option kinds of the spec's {@code feature option="NAME -KIND ..."}. */
    private static final Pattern OPTION = Pattern.compile(
            "(.+?)\\s+-(button|save|reset|check|string|spin|combo|slider|file|path)(?:\\s+(.*))?");
    /** A position set up with {@code edit}: nothing on b1, g1 or rank 2, so a move from the start is illegal. */
    static final String EDITED_FEN = "r2q2k1/8/p6p/8/3Q4/P6P/8/R6K w - - 0 1";
    /** Mate in one (Ra8#), white to move: with a1a8 excluded, the engine must play something else. */
    static final String MATE_IN_ONE = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";

    private FullProtocolScenarios() {
    }

    static List<Scenario> list() {
        return List.of(
                Scenario.of("move-now", 5, "'?' while thinking: the engine moves at once (goal a few ms; FAIL"
                        + " past 2 s)", 60_000, FullProtocolScenarios::moveNow),
                Scenario.of("ping-search-goes-on", 5, "ping while thinking: the search goes on (not cut short) and"
                        + " pong comes after the move", 90_000, FullProtocolScenarios::pingSearchGoesOn),
                Scenario.of("pause-resume", 5, "pause (pause=1): no output and no move until resume; the clock"
                        + " stops; after resume the move comes", 40_000, FullProtocolScenarios::pauseResume),
                Scenario.of("playother", 5, "playother (playother=1): the engine plays the side not on move:"
                        + " no move now, a reply to the opponent's move", 30_000, FullProtocolScenarios::playother),
                Scenario.raw("protocol-1", 5, "protocol 1 (no protover): bare moves, white/black and go, and"
                        + " edit (#, Pa4, c, .) set up a position", 60_000, FullProtocolScenarios::protocol1),
                Scenario.of("san", 5, "san=1 accepted: the engine reads the GUI's SAN and writes its own moves"
                        + " in SAN", 40_000, FullProtocolScenarios::san),
                Scenario.raw("san-rejected", 5, "san=1 rejected: the engine writes coordinates", 40_000,
                        FullProtocolScenarios::sanRejected),
                Scenario.of("nps", 5, "nps N with st T: the engine searches about N*T nodes (judged from its"
                        + " thinking output, leniently)", 40_000, FullProtocolScenarios::nps),
                Scenario.of("memory", 5, "memory N (memory=1) is accepted quietly and the engine plays", 30_000,
                        FullProtocolScenarios::memory),
                Scenario.of("cores", 5, "cores N (smp=1) is accepted quietly, before a game and during it", 30_000,
                        FullProtocolScenarios::cores),
                Scenario.of("options", 5, "the engine's feature option= lines are well-formed, setting each"
                        + " (every kind) is no Error, and the engine plays", 40_000, FullProtocolScenarios::options),
                Scenario.of("exclude", 5, "exclude MOVE (exclude=1): the engine plays another move; include all"
                        + " restores it; exclude all + include MOVE leaves only that one", 50_000,
                        FullProtocolScenarios::exclude),
                Scenario.of("setscore", 5, "setscore SCORE DEPTH (setscore=1) is accepted quietly and the engine"
                        + " plays", 30_000, FullProtocolScenarios::setscore),
                Scenario.of("draw", 5, "draw (draw=1) is answered by playing on or 'offer draw', idle or while"
                        + " thinking, never by an Error", 40_000, FullProtocolScenarios::draw),
                Scenario.of("bk", 5, "bk is answered in the spec's form (lines starting with a blank, then an"
                        + " empty line) or not at all (XBoard ignores other answers: a warning)", 20_000,
                        FullProtocolScenarios::bk),
                Scenario.of("reuse", 5, "reuse: several games in one process, each after new plays legal moves"
                        + " from the start (resident memory reported)", 90_000, FullProtocolScenarios::reuse));
    }

    // ---- helpers --------------------------------------------------------------------------------------------

    /**
     * A new game in force mode at position {@code index}: a middle game with {@code setboard}, else the moves of
     * an opening; no book holds either, so the engine thinks.
     */
    static void setUp(Exam exam, int index) {
        exam.newGame();
        exam.send("easy", "nopost");
        exam.force();
        if (exam.features().on("setboard")) {
            exam.setboard(Positions.MIDDLE_GAMES.get(index % Positions.MIDDLE_GAMES.size()).fen());
        } else {
            for (String move : Positions.OUT_OF_BOOK.get(index % Positions.OUT_OF_BOOK.size()).split(" ")) {
                exam.userMove(move);
            }
        }
    }

    /** The first {@code move ...} line within {@code ms} (a wait, not scaled), judged; other lines judged too. */
    private static EngineUnderTest.Line moveWithin(Exam exam, long ms) throws InterruptedException {
        List<EngineUnderTest.Line> passed = new ArrayList<>();
        EngineUnderTest.Line move = exam.engine().next(text -> text.matches(Exam.ANY_MOVE), ms, passed);
        passed.forEach(line -> exam.judgeLine(line.text()));
        if (move != null) {
            judgeMove(exam, move);
        }
        return move;
    }

    /**
     * The move within {@code ms} of the engine's own time after '?' (sent after {@code before}, its threads' run
     * delays then): on a busy machine the examiner waits on by as long as the engine waited for a CPU, up to ten
     * times {@code ms} by the wall clock; null when none came. {@code waited} receives that wait and the time
     * waited by the wall clock (ms).
     */
    private static EngineUnderTest.Line moveAfterMoveNow(Exam exam, long ms, java.util.Map<Long, long[]> before,
                                                         double[] waited) throws InterruptedException {
        long start = System.nanoTime();
        long own = ms;
        while (true) {
            long left = own - Math.round(EngineUnderTest.ms(start, System.nanoTime()));
            EngineUnderTest.Line move = left > 0 ? moveWithin(exam, left) : null;
            waited[0] = exam.engine().waitedSince(before) / 1e6;
            waited[1] = EngineUnderTest.ms(start, System.nanoTime());
            if (move != null || exam.engine().exited()) {
                return move;
            }
            long more = Math.min(10 * ms, ms + Math.round(waited[0]));
            if (more <= own) {
                return null;
            }
            own = more;
        }
    }

    /**
     * Why no move after '?' tells nothing when the engine had less than 1 s of its own ({@code waited}): one that
     * stops at '?' moves within a few ms of it, one that had a second of its own and did not, ignores it.
     */
    private static String noMoveNow(double[] waited) {
        return String.format(Locale.ROOT, "no move within %.0f ms of '?', of which its search waited %.0f ms for a"
                + " CPU: %.0f ms its own, too few to tell whether it ignores Move Now (the machine was too busy)",
                waited[1], waited[0], waited[1] - waited[0]);
    }

    /** Judges a {@code move} line the scenario took from the engine itself (not through expectMove). */
    private static void judgeMove(Exam exam, EngineUnderTest.Line move) {
        exam.judgeEngineMove(Exam.moveOf(move));
    }

    /** Syncs (ping, or a pause), judging every line on the way; returns those lines. */
    private static List<EngineUnderTest.Line> syncJudged(Exam exam) throws InterruptedException {
        List<EngineUnderTest.Line> lines = new ArrayList<>();
        exam.sync(lines);
        for (EngineUnderTest.Line line : lines) {
            check(!line.text().matches(Exam.ANY_MOVE), "a move while the engine was not on move: '"
                    + line.text() + "'");
            exam.judgeLine(line.text());
        }
        return lines;
    }

    /** A short game: the engine answers e2e4 (st 1), all lines judged. */
    private static void playsAMove(Exam exam, String firstMove) throws InterruptedException {
        exam.newGame();
        exam.send("st 1", "easy");
        exam.userMove(firstMove);
        exam.expectMove(MOVE_MS);
    }

    // ---- commands during the search ---------------------------------------------------------------------

    /**
     * {@code ?} while the engine thinks at {@code st 100}. First the engine is left alone for 2 s in the first
     * position: one that moves by itself by then does not keep to st 100 (a fixed depth, a book), so {@code ?} is
     * sent in the same position at a quarter of that time, and the move must come clearly before the time it
     * took alone. Otherwise {@code ?} comes at 2 s, and then 300 and 450 ms into the next two searches. The spec
     * lets an engine ignore {@code ?}: that is a warning (XBoard's Move Now then does nothing), not a FAIL.
     */
    private static void moveNow(Exam exam) throws InterruptedException {
        exam.about(Exam.Refused.WARN, "the spec lets an engine ignore ?, but then XBoard's Move Now does nothing"
                + " (lesson 5)", "?");
        List<Double> latency = new ArrayList<>();
        int[] positions = {5, 4, 5};
        setUp(exam, positions[0]);
        exam.send("st 100");
        long go = exam.go();
        EngineUnderTest.Line alone = moveWithin(exam, 2000);
        long wait;
        if (alone != null) {
            double took = EngineUnderTest.ms(go, alone.nanos());
            exam.figureMs("alone at st 100 it moved after", took);
            if (took < 400) {
                Exam.notAvailable(String.format(Locale.ROOT, "left alone at st 100 it moved after %.0f ms (a book,"
                        + " or a search that ends by itself): '?' cannot be told from its own move", took));
            }
            exam.force();
            for (int i = 1; i < positions.length; i++) {
                setUp(exam, positions[0]);
                exam.send("st 100");
                go = exam.go();
                if (moveWithin(exam, Math.round(took / 4)) != null) {
                    continue;
                }
                java.util.Map<Long, long[]> before = exam.engine().runDelays();
                long sent = exam.send("?");
                double[] waited = new double[2];
                EngineUnderTest.Line move = moveAfterMoveNow(exam, exam.scaled(2000), before, waited);
                if (move == null && !exam.engine().exited() && waited[1] - waited[0] < exam.scaled(1000)) {
                    Exam.notAvailable(noMoveNow(waited));
                }
                check(move != null, String.format(Locale.ROOT, "no move within %.0f ms of '?' (it waited %.0f ms"
                        + " of them for a CPU), though alone it moved after %.0f ms", waited[1], waited[0], took));
                double after = EngineUnderTest.ms(go, move.nanos());
                latency.add(EngineUnderTest.ms(sent, move.nanos()));
                if (after > 0.75 * took) {
                    exam.warn(String.format(Locale.ROOT, "'?' sent %.0f ms into the search had no effect: it moved"
                            + " %.0f ms after go, as it does alone (%.0f ms); XBoard's Move Now does nothing (lesson 5)",
                            took / 4, after, took));
                    break;
                }
                exam.force();
            }
        } else {
            for (int i = 0; i < positions.length; i++) {
                if (i > 0) {
                    exam.force();
                    setUp(exam, positions[i]);
                    exam.send("st 100");
                    exam.go();
                    wait = 300 + 150L * (i - 1);
                    if (moveWithin(exam, wait) != null) {
                        continue;                          // st is a limit, not a demand: nothing to interrupt
                    }
                }
                java.util.Map<Long, long[]> before = exam.engine().runDelays();
                long sent = exam.send("?");
                double[] waited = new double[2];
                EngineUnderTest.Line move = moveAfterMoveNow(exam, exam.scaled(2000), before, waited);
                if (move == null) {
                    check(!exam.engine().exited(), "the engine exited instead of moving");
                    if (waited[1] - waited[0] < exam.scaled(1000)) {
                        Exam.notAvailable(noMoveNow(waited));
                    }
                    exam.warn("no move within " + exam.scaled(2000) + " ms of '?' at st 100: it ignores Move Now"
                            + " (the spec permits that, but then XBoard's Move Now does nothing; lesson 5)");
                    break;
                }
                latency.add(EngineUnderTest.ms(sent, move.nanos()));
            }
        }
        if (latency.isEmpty() && exam.warnings().isEmpty()) {
            Exam.notAvailable("it moved before '?' could be sent in every search: nothing to interrupt");
        }
        exam.figure("? -> move", latency.isEmpty() ? "not measured" : Stats.msSummary(latency));
    }

    /**
     * {@code ping} while the engine thinks: pong must come after the move, and the search should go on. Its pace is
     * the same search without a ping, by the wall clock (an engine plans its time by it): the shorter of two at
     * {@code st 1} (the first search of a process may start slower), or for an engine whose first is shorter than
     * {@link #QUICK_PLAN_MS} (a quick plan) one at {@code st 10}; a search shorter than {@link #CUT_JUDGED_MS} ends
     * on its own: nothing to cut. A cut is seen twice before the warning, the ping a quarter and then an eighth into
     * the search: an engine that stops at a ping moves within {@link #CUT_SHARE} of the rest of its pace after it
     * both times (at its next look at its input); one whose search ended by chance soon after a ping does not follow
     * the second. A move that came before the ping (on a busy machine the examiner's ping may go late) is no answer
     * to it: the next ping goes sooner.
     */
    private static void pingSearchGoesOn(Exam exam) throws InterruptedException {
        exam.require("ping");
        int st = 1;
        double first = plainSearch(exam, st);
        double plain;
        String pace;
        if (first < QUICK_PLAN_MS) {
            st = LONGER_ST;
            plain = plainSearch(exam, st);
            pace = String.format(Locale.ROOT, "%.0f ms without ping at st 1, %.0f ms at st %d", first, plain, st);
        } else {
            double second = plainSearch(exam, st);
            plain = Math.min(first, second);
            pace = String.format(Locale.ROOT, "%.0f and %.0f ms without ping at st 1", first, second);
        }
        boolean judged = plain >= CUT_JUDGED_MS;
        long wait = judged ? Math.round(plain / 4) : 0;
        List<String> pings = new ArrayList<>();
        List<double[]> cuts = new ArrayList<>();
        for (int attempt = 0; attempt < 4 && cuts.size() < 2; attempt++) {
            setUp(exam, 4);
            exam.send("st " + st);
            long go = exam.go();
            if (wait > 0 && moveWithin(exam, wait) != null) {
                exam.sync();                               // moved before the ping: the next one sooner
                pings.add("a move before the ping " + wait + " ms in");
                wait = wait < 30 ? 0 : wait / 3;
                continue;
            }
            int n = exam.nextPing();
            long pinged = exam.send("ping " + n);
            List<EngineUnderTest.Line> before = new ArrayList<>();
            EngineUnderTest.Line pong = exam.expect("pong\\s+" + n + "\\s*", st * 1000L + MOVE_MS, "pong " + n,
                    before);
            EngineUnderTest.Line move = null;
            for (EngineUnderTest.Line line : before) {
                if (move == null && line.text().matches(Exam.ANY_MOVE)) {
                    move = line;
                    judgeMove(exam, line);
                } else {
                    exam.judgeLine(line.text());
                }
            }
            if (move == null) {
                fail("pong " + n + " came before the engine's move: ping was sent while it thought, so the move"
                        + " must come first");
            }
            exam.figureMs("move -> pong", EngineUnderTest.ms(move.nanos(), pong.nanos()));
            double toPing = EngineUnderTest.ms(go, pinged);
            double afterPing = EngineUnderTest.ms(pinged, move.nanos());
            if (afterPing < 0) {                           // the ping went late: the move came before it
                pings.add(String.format(Locale.ROOT, "a move %.0f ms before the ping %.0f ms in", -afterPing,
                        toPing));
                wait = Math.round(Math.max(0, toPing + afterPing) / 3);
                continue;
            }
            pings.add(String.format(Locale.ROOT, "the move %.0f ms after a ping %.0f ms in", afterPing, toPing));
            if (!judged || afterPing >= CUT_SHARE * (plain - toPing)) {
                break;                                     // the search went on after the ping
            }
            cuts.add(new double[] {toPing, afterPing});
            wait = Math.round(plain / 8);
        }
        exam.figure("search", pace + "; " + String.join(", ", pings) + (judged ? ""
                : " (a search that short ends on its own: nothing to cut)"));
        if (pings.stream().noneMatch(ping -> ping.startsWith("the move"))) {
            Exam.notAvailable("the engine moved before each ping (" + String.join(", ", pings) + "): no ping came"
                    + " while it thought");
        }
        if (cuts.size() == 2) {
            exam.warn(String.format(Locale.ROOT, "the ping cut the search short: the move came %.0f and %.0f ms"
                    + " after pings sent %.0f and %.0f ms into a search that took %.0f ms without ping (st %d); the"
                    + " spec permits moving at once on any command, but prefers that the search goes on (lesson 5)",
                    cuts.get(0)[1], cuts.get(1)[1], cuts.get(0)[0], cuts.get(1)[0], plain, st));
        }
    }

    /** The time (ms, by the wall clock) of a search at {@code st} without a ping, from a new game at position 4. */
    private static double plainSearch(Exam exam, int st) throws InterruptedException {
        setUp(exam, 4);
        exam.send("st " + st);
        long go = exam.go();
        double plain = EngineUnderTest.ms(go, exam.expectMove(st * 1000L + MOVE_MS).nanos());
        exam.sync(); // the search is over
        return plain;
    }

    /**
     * The shortest search (by the wall clock) in which {@code ping-search-goes-on} judges whether a ping cut it
     * short: in a shorter one the examiner's own timing is a good part of it.
     */
    private static final double CUT_JUDGED_MS = 150;
    /**
     * A search at {@code st 1} shorter than this is a quick plan (Phalanx 0.2-0.4 s, Sjaak II 0.04-0.4 s, Fairy-Max
     * 0.07-0.3 s): {@code ping-search-goes-on} looks again at {@code st 10}, where the rest of the search after a
     * ping is long beside the engine's looks at its input.
     */
    private static final double QUICK_PLAN_MS = 500;
    /**
     * A move sooner after the ping than this share of the rest of the search's pace is the ping's: an engine that
     * stops at a ping answers at its next look at its input (Sjeng and Sjaak II within a few ms, Phalanx, whose
     * looks grow further apart as its search deepens, within a fifth at st 10); one whose search goes on moves at
     * about its pace (0.7 to 1.1 of the rest: Fairy-Max, HoiChess, UCI2WB).
     */
    private static final double CUT_SHARE = 0.5;
    /** The time per move of {@code ping-search-goes-on}'s second look, for an engine that plans quickly at st 1. */
    private static final int LONGER_ST = 10;

    private static void pauseResume(Exam exam) throws InterruptedException {
        exam.require("pause");
        for (int look = 1; ; look++) {
            setUp(exam, 5);
            exam.send("post", "st 2");
            long go = exam.go();
            if (moveWithin(exam, 400) != null) {
                exam.figure("pause", "not checked: the engine moved within 400 ms of go (st 2)");
                return;
            }
            java.util.Map<Long, long[]> atPause = exam.engine().runDelays();
            long paused = exam.send("pause");
            if (moveWithin(exam, 150) != null) {           // in flight when pause was sent
                exam.figure("pause", "not checked: the engine moved as pause was sent");
                return;
            }
            String unsure = quietWhilePaused(exam, atPause, paused);
            if (unsure == null) {
                resumeAndJudge(exam, go, paused);
                return;
            }
            if (unsure.isEmpty()) {
                return;
            }
            if (look == 2) {
                Exam.notAvailable(unsure + ", twice");
            }
            exam.note(unsure + ": looking again in a new game");
            exam.send("resume");                            // it may be paused still, after the move in flight
        }
    }

    /** After a quiet pause: {@code resume}, and the move must come with the thinking time st had left. */
    private static void resumeAndJudge(Exam exam, long go, long paused) throws InterruptedException {
        long resumed = exam.send("resume");
        EngineUnderTest.Line move = exam.expectMove(MOVE_MS);
        double afterResume = EngineUnderTest.ms(resumed, move.nanos());
        double beforePause = EngineUnderTest.ms(go, paused);
        exam.figure("pause", String.format(Locale.ROOT, "paused %.0f ms after go for %.0f ms; move %.0f ms after"
                + " resume", beforePause, EngineUnderTest.ms(paused, resumed), afterResume));
        check(afterResume >= 300, String.format(Locale.ROOT, "the move came %.0f ms after resume: the clock ran"
                + " on while paused (st 2, paused %.0f ms after go: about %.0f ms of thinking were left)",
                afterResume, beforePause, 2000 - beforePause));
    }

    /**
     * Whether the engine stayed quiet for 2 s of its own after {@code pause} (sent at {@code paused}, its threads'
     * run delays {@code atPause}). Debug lines (# ..., after debug=1) are the GUI's to ignore, and a late Error is
     * the answer to a command sent before pause (judged as a refusal); anything else is output while paused (FAIL),
     * unless it came within 150 ms of the engine's own time after pause: on a busy machine a line of the iteration
     * in flight may come later by the wall clock, because the engine had no CPU to read pause. A paused engine
     * sleeps and waits for no CPU; one that keeps searching does, and the examiner then looks on (up to four times
     * as long) until it had 2 s of its own. Null when quiet; "" when the move in flight came (not judged, the
     * figure says so); else why the machine was too busy to tell: a move that came more than 150 ms after pause by the
     * wall clock with 150 ms or less of its own (in flight, or a search that went on where it had a tenth of a core:
     * such a move comes when st runs out by the wall clock).
     */
    private static String quietWhilePaused(Exam exam, java.util.Map<Long, long[]> atPause, long paused)
            throws InterruptedException {
        Pattern output = Pattern.compile(exam.features().on("debug") ? "(?!#|Error).*" : "(?!Error).*");
        int inFlight = 0;
        double waited;
        while (true) {                                     // until 2 s of its own (8 s by the wall clock at most)
            waited = exam.engine().waitedSince(atPause) / 1e6;
            long left = Math.round(Math.min(2000 + waited, 4 * 2000) - EngineUnderTest.ms(paused, System.nanoTime()));
            if (left <= 0) {
                break;
            }
            List<EngineUnderTest.Line> passed = new ArrayList<>();
            EngineUnderTest.Line line = exam.engine().next(text -> output.matcher(text).matches(), left, passed);
            exam.judgeRefusals(passed);
            if (line == null) {
                continue;                                  // the wait may have grown meanwhile: look again
            }
            waited = exam.engine().waitedSince(atPause) / 1e6;
            double at = EngineUnderTest.ms(paused, line.nanos());
            double own = at - Math.min(at, waited);
            if (own > 150) {
                fail(String.format(Locale.ROOT, "output while paused (the engine must not think, ponder or move):"
                        + " '%s', %.0f ms after pause%s", line.text(), at, waited >= 1 ? String.format(Locale.ROOT,
                        " (%.0f ms of it its own: it waited %.0f ms for a CPU)", own, waited) : ""));
            }
            if (line.text().matches(Exam.ANY_MOVE)) {
                if (at > 150) {
                    return String.format(Locale.ROOT, "a move %.0f ms after pause, %.0f ms of it its own (it waited"
                            + " %.0f ms for a CPU): in flight when pause came, or a search that went on? the machine"
                            + " was too busy to tell", at, own, waited);
                }
                exam.figure("pause", "not checked: the engine moved as pause was sent (its move came "
                        + Math.round(at) + " ms later; it waited " + Math.round(waited) + " ms for a CPU)");
                return "";
            }
            inFlight++;
        }
        double own = EngineUnderTest.ms(paused, System.nanoTime()) - waited;
        if (own < 2000) {
            Exam.notAvailable(String.format(Locale.ROOT, "no output for %.0f ms after pause, but its search waited"
                    + " %.0f ms of them for a CPU: %.0f ms its own, too few to tell whether it stopped (the machine"
                    + " was too busy)", own + waited, waited, own));
        }
        if (inFlight > 0) {
            exam.figure("paused", inFlight + " line(s) of the iteration in flight came within 150 ms of the engine's"
                    + " own time after pause (it waited " + Math.round(waited) + " ms for a CPU)");
        }
        return null;
    }

    // ---- protocol 2 features ----------------------------------------------------------------------------

    private static void playother(Exam exam) throws InterruptedException {
        exam.require("playother");
        exam.newGame();
        exam.send("st 1", "easy");
        exam.force();
        exam.userMove("e2e4");
        exam.send("playother");                            // black on move: the engine plays white
        exam.engineSide(Side.WHITE);
        exam.expectNone(Exam.ANY_MOVE, 1500, "a move right after playother: the engine plays the side NOT on"
                + " move and waits for the opponent's move");
        exam.userMove("e7e5");
        exam.expectMove(MOVE_MS);
        exam.userMove(MinimalScenarios.anyMove(exam));
        exam.expectMove(MOVE_MS);
    }

    /**
     * Protocol 1, as XBoard speaks it with {@code -firstProtocolVersion 1}: no protover, so no features, and the
     * SIGINT that XBoard sends before the first command after each of the engine's moves (it may be pondering).
     */
    private static void protocol1(Exam exam) throws InterruptedException {
        exam.about(Exam.Refused.WARN, "XBoard sends them to a protocol 1 engine to set its side, and ignores the"
                + " Error; go then plays the side on move all the same (lesson 5)", "white", "black");
        exam.about(Exam.Refused.FAIL, "XBoard sets up a position with edit when the engine has no setboard"
                + " (lesson 5)", "edit");
        exam.send("xboard");                               // no protover: protocol 1 (no features, no ping)
        exam.newGame();
        exam.send("st 1");
        exam.userMove("e2e4");                             // a bare move; the engine plays black
        exam.expectMove(MOVE_MS);

        exam.interrupt();
        exam.newGame();                                    // white on move: 'white' and 'go', the engine plays it
        exam.send("st 1");
        exam.go();
        exam.expectMove(MOVE_MS);
        exam.interrupt();
        exam.userMove(MinimalScenarios.anyMove(exam));
        exam.expectMove(MOVE_MS);

        exam.interrupt();
        exam.newForce();                                   // edit: a position, white on move
        exam.send("st 1", "edit", "#", "Kh1", "Qd4", "Ra1", "Pa3", "Ph3", "c", "Kg8", "Qd8", "Ra8", "Pa6", "Ph6",
                ".");
        exam.referee().setPosition(EDITED_FEN);
        exam.go();
        exam.expectMove(MOVE_MS);

        exam.interrupt();
        exam.newForce();                                   // the spec's black kludge: new, force, a2a3, edit
        exam.send("st 1");
        exam.userMove("a2a3");
        exam.send("edit", "#", "Kh1", "Qd4", "Ra1", "Pa3", "Ph3", "c", "Kg8", "Qd8", "Ra8", "Pa6", "Ph6", ".");
        exam.referee().setPosition(EDITED_FEN.replace(" w ", " b "));
        exam.go();
        exam.expectMove(MOVE_MS);
        exam.drain(300).forEach(line -> exam.judgeLine(line.text()));
    }

    /** After san=1: the engine's move must be the SAN of the move it names (check marks aside). */
    private static void expectSanMove(Exam exam) throws InterruptedException {
        Game before = new Game(exam.referee().game().position().toFen());
        String text = Exam.moveOf(exam.expectMove(MOVE_MS));
        int move = Notation.parseMove(before.position(), text);
        String san = Notation.san(before.position(), move);
        check(!COORDINATE.matcher(text).matches() && strip(text).equals(strip(san)),
                "the engine accepted san=1 but wrote '" + text + "', not SAN ('" + san + "')");
    }

    private static String strip(String san) {
        return san.replaceAll("[+#!?]+$", "");
    }

    private static void san(Exam exam) throws InterruptedException {
        exam.require("san");
        exam.newGame();
        exam.send("st 1", "easy");
        exam.force();
        for (String move : "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1".split(" ")) {  // sent as e4, Nf3, ..., O-O
            exam.userMove(move);
        }
        exam.go();
        expectSanMove(exam);
        exam.userMove(MinimalScenarios.anyMove(exam));
        expectSanMove(exam);
    }

    private static void sanRejected(Exam exam) throws InterruptedException {
        exam.handshake(Set.of("san"));
        boolean asked = exam.engine().transcript().stream()
                .anyMatch(e -> e.direction() == EngineUnderTest.Direction.FROM_ENGINE
                        && e.text().matches("feature\\s.*\\bsan=1\\b.*"));
        if (!asked) {
            Exam.notAvailable("the engine did not announce feature san=1 (rejecting it tests nothing)");
        }
        exam.newGame();                                    // the referee now wants coordinates
        exam.send("st 1", "easy");
        exam.force();
        for (String move : "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1".split(" ")) {
            exam.userMove(move);
        }
        exam.go();
        exam.expectMove(MOVE_MS);
        exam.userMove(MinimalScenarios.anyMove(exam));
        exam.expectMove(MOVE_MS);
    }

    /**
     * {@code nps 2000} and {@code st 2}: at most 4,000 nodes. Judged from the node counts of the thinking output;
     * without any, from the time: 4,000 nodes take most engines a small part of a second, so a move after most of
     * the 2 s means it kept to the wall clock. An {@code Error} is the spec's answer of an engine without nps.
     */
    private static void nps(Exam exam) throws InterruptedException {
        exam.require("nps");
        exam.about(Exam.Refused.NOT_AVAILABLE, "XBoard then keeps to the wall clock; nps=0 says so at the start",
                "nps");
        final int rate = 2000;
        final int seconds = 2;
        setUp(exam, 5);
        exam.send("post", "nps " + rate, "st " + seconds);
        long go = exam.go();
        List<EngineUnderTest.Line> passed = new ArrayList<>();
        EngineUnderTest.Line move = exam.expectMove(MOVE_MS, passed);
        syncJudged(exam);                                  // an Error for nps may come after the move
        List<Matcher> thinking = Exam.thinking(passed);
        long budget = (long) rate * seconds;
        double ms = EngineUnderTest.ms(go, move.nanos());
        if (thinking.isEmpty()) {
            exam.figure("nps " + rate + ", st " + seconds, String.format(Locale.ROOT,
                    "no thinking output; move after %.0f ms", ms));
            long limit = Math.round(0.7 * seconds * 1000);
            double waited = Math.min(ms, exam.waitedForCpuMs());
            if (ms >= limit && ms - waited < limit) {      // long only by its wait for a CPU: n/a, never a pass
                Exam.notAvailable("under nps " + rate + " and st " + seconds + ", with no thinking output, its move "
                        + Exam.tooBusy(ms, waited, limit));
            }
            check(ms < limit, String.format(Locale.ROOT, "under nps %d and st %d it thought %.0f ms%s, no thinking"
                    + " output and no Error: it kept to the wall clock and ignored nps silently (the spec: answer"
                    + " 'Error (unknown command): nps' when not implemented, or announce nps=0)", rate, seconds, ms,
                    waited >= 1 ? String.format(Locale.ROOT, " (%.0f ms its own: it waited %.0f ms for a CPU)",
                    ms - waited, waited) : ""));
            return;
        }
        long nodes = thinking.stream().mapToLong(m -> Long.parseLong(m.group(4))).max().orElse(0);
        exam.figure("nps " + rate + ", st " + seconds, String.format(Locale.ROOT,
                "%d nodes in the last thinking line (budget %d), move after %.0f ms", nodes, budget, ms));
        check(nodes <= 3 * budget, "the engine reported " + nodes + " nodes under nps " + rate + " and st "
                + seconds + ": far beyond " + budget + " (it kept to the wall clock, not the node count; if it does"
                + " not implement nps, the spec's answer is 'Error (unknown command): nps')");
        check(nodes >= budget / 50, "the engine reported only " + nodes + " nodes under nps " + rate + " and st "
                + seconds + " (" + budget + " allowed)");
    }

    private static void memory(Exam exam) throws InterruptedException {
        exam.require("memory");
        exam.send("memory 64");                            // as XBoard: before new
        syncJudged(exam);
        playsAMove(exam, "e2e4");
        exam.send("memory 32");
        syncJudged(exam);
        playsAMove(exam, "d2d4");
    }

    private static void cores(Exam exam) throws InterruptedException {
        exam.require("smp");
        exam.send("cores 2");                              // as XBoard: the last option before new
        syncJudged(exam);
        playsAMove(exam, "e2e4");
        exam.send("cores 1");                              // during the game: the spec says "any time"
        syncJudged(exam);
        exam.userMove(MinimalScenarios.anyMove(exam));
        exam.expectMove(MOVE_MS);
    }

    private static void options(Exam exam) throws InterruptedException {
        List<String> options = exam.features().options();
        if (options.isEmpty()) {
            Exam.notAvailable("the engine announced no feature option=\"NAME -TYPE ...\"");
        }
        List<String> set = new ArrayList<>();
        for (String text : options) {
            Matcher m = OPTION.matcher(text.strip());
            check(m.matches(), "option=\"" + text + "\" is not 'NAME -KIND ...' with a kind of the spec's (button,"
                    + " save, reset, check, string, spin, combo, slider, file, path)");
            String name = m.group(1);
            String kind = m.group(2);
            String rest = m.group(3) == null ? "" : m.group(3).strip();
            String value = switch (kind) {
                case "button", "save", "reset" -> null;
                case "check" -> {
                    check(rest.equals("0") || rest.equals("1"), "option=\"" + text + "\": a check's value is 0"
                            + " or 1");
                    yield rest;
                }
                case "spin", "slider" -> {
                    String[] numbers = rest.split("\\s+");
                    check(numbers.length == 3 && numbers[0].matches("-?\\d+") && numbers[1].matches("-?\\d+")
                            && numbers[2].matches("-?\\d+"), "option=\"" + text + "\": a " + kind
                            + " needs VALUE MIN MAX");
                    yield numbers[0];
                }
                case "combo" -> {
                    String chosen = null;
                    for (String choice : rest.split("\\s*///\\s*")) {
                        if (choice.startsWith("*")) {
                            chosen = choice.substring(1).strip();
                        }
                    }
                    yield chosen != null ? chosen : rest.split("\\s*///\\s*")[0].strip();
                }
                default -> rest;                          // string, file, path: the current value
            };
            if (value == null && name.toLowerCase(Locale.ROOT).matches(".*\\b(quit|exit)\\b.*")) {
                continue;
            }
            exam.send(value == null ? "option " + name : "option " + name + "=" + value);
            set.add(name + " (" + kind + ")");
        }
        exam.figure("options set", String.join(", ", set));
        syncJudged(exam);
        playsAMove(exam, "e2e4");
    }

    /**
     * exclude and include, as XBoard sends them: in analysis mode (Muller's compact spec: "only sent in analyze
     * mode"), from the engine-output window. In a mate in one (Ra8#) the analysis must leave out the excluded
     * mate, bring it back after {@code include all}, and after {@code exclude all} and {@code include h2h3}
     * analyse only that move.
     */
    private static void exclude(Exam exam) throws InterruptedException {
        exam.require("exclude");
        exam.require("setboard");
        String mate = "a1a8";
        AnalysisScenarios.analyse(exam, MATE_IN_ONE, null);
        AnalysisScenarios.awaitDepth(exam, 2, 2000);
        exam.send("exclude " + exam.referee().text(mate));
        String first = firstMoves(exam, "exclude " + mate, move -> !move.equals(mate));
        exam.send("include all");
        String back = firstMoves(exam, "include all", mate::equals);
        exam.send("exclude all", "include " + exam.referee().text("h2h3"));
        String only = firstMoves(exam, "exclude all, include h2h3", "h2h3"::equals);
        exam.send("exit");
        exam.figure("first moves of the analysis", "after exclude " + mate + ": " + first + "; after include all: "
                + back + "; after exclude all + include h2h3: " + only);
    }

    /**
     * Watches the analysis after a change of the moves it may play: from 500 ms on, every thinking line's first
     * move must satisfy {@code wanted}, and at least one such line must come within 2 s; the watch ends 1 s after
     * the change once one has. Returns the first moves seen.
     */
    private static String firstMoves(Exam exam, String change, java.util.function.Predicate<String> wanted)
            throws InterruptedException {
        long from = System.nanoTime();
        java.util.Set<String> seen = new java.util.LinkedHashSet<>();
        boolean good = false;
        while (true) {
            long elapsed = Math.round(EngineUnderTest.ms(from, System.nanoTime()));
            long left = (good ? 1000 : 2000) - elapsed;
            EngineUnderTest.Line line = left <= 0 ? null : exam.engine().next(text -> true, left, null);
            if (line == null) {
                break;
            }
            AnalysisScenarios.judgeAnalysis(exam, List.of(line));
            Matcher m = Exam.THINKING.matcher(line.text());
            if (!m.matches() || m.group(5) == null || m.group(5).isBlank()) {
                continue;
            }
            List<String> tokens = PonderingScenarios.pvTokens(m.group(5));
            int move = tokens.isEmpty() ? driverlessons.chess.Move.NONE
                    : PonderingScenarios.parse(exam.referee().game().position(), tokens.get(0));
            if (move == driverlessons.chess.Move.NONE) {
                continue;
            }
            String coordinate = Notation.coordinate(move);
            boolean fits = wanted.test(coordinate);
            if (!fits && EngineUnderTest.ms(from, line.nanos()) < 500) {
                continue;                                  // a line of the search before the change
            }
            seen.add(coordinate);
            check(fits, "after '" + change + "' the analysis still shows " + coordinate + ": '" + line.text() + "'");
            good = true;
        }
        check(good, "no thinking line within 2 s of '" + change + "' whose first move it may play");
        return String.join(" ", seen);
    }

    private static void setscore(Exam exam) throws InterruptedException {
        exam.require("setscore");
        exam.newGame();
        exam.send("st 1", "easy");
        exam.userMove("e2e4");
        exam.expectMove(MOVE_MS);
        exam.send("setscore 50 6");                        // white on move; the GUI's book says +0.50
        syncJudged(exam);
        exam.userMove(MinimalScenarios.anyMove(exam));
        exam.expectMove(MOVE_MS);
    }

    private static void draw(Exam exam) throws InterruptedException {
        exam.require("draw");
        exam.about(Exam.Refused.NOT_AVAILABLE, "XBoard then stops telling it of draw offers; draw=0 says so at the"
                + " start", "draw");
        exam.newGame();
        exam.send("st 1", "easy");
        exam.userMove("e2e4");
        exam.expectMove(MOVE_MS);
        List<String> answers = new ArrayList<>();
        exam.send("draw");                                 // the offer, then the opponent's move (as XBoard)
        exam.userMove(MinimalScenarios.anyMove(exam));
        List<EngineUnderTest.Line> passed = new ArrayList<>();
        exam.expectMove(MOVE_MS, passed);
        answers.add(Exam.any(passed, t -> t.contains("offer") && t.contains("draw")) ? "offer draw" : "played on");
        exam.userMove(MinimalScenarios.anyMove(exam));
        Thread.sleep(200);
        exam.send("draw");                                 // while it thinks
        passed.clear();
        exam.expectMove(MOVE_MS, passed);
        answers.add(Exam.any(passed, t -> t.contains("offer") && t.contains("draw")) ? "offer draw" : "played on");
        syncJudged(exam);
        exam.figure("draw offers", "idle: " + answers.get(0) + "; while thinking: " + answers.get(1));
    }

    private static void bk(Exam exam) throws InterruptedException {
        exam.newGame();
        syncJudged(exam);                                  // what new prints is no answer to bk
        exam.send("bk");
        List<EngineUnderTest.Line> lines = new ArrayList<>();
        exam.sync(lines);
        if (Exam.any(lines, t -> t.matches("Error\\s*\\(.*\\):\\s*bk.*"))) {
            Exam.notAvailable("no answer to 'bk' (it answers Error (unknown command): XBoard's Book window stays empty)");
        }
        int blank = 0;
        boolean ended = false;
        boolean emptyLine = false;
        for (EngineUnderTest.Line line : lines) {
            String text = line.text();
            if (ended) {
                exam.judgeLine(text);
                continue;
            }
            if (text.startsWith(" ") || text.startsWith("\t")) {
                blank++;
            } else if (text.isEmpty()) {
                ended = true;
                emptyLine = true;
            } else if (blank == 0 && text.startsWith("#") && exam.features().on("debug")) {
                continue;                                  // a debug line (debug=1 accepted) before the answer
            } else {                                       // XBoard: a line without a blank ends the book output
                exam.warn((blank == 0 ? "it answered bk with '" + text + "', which XBoard does not take for a book"
                        + " answer (the Book window stays empty)" : "bk's answer was broken off by '" + text + "'")
                        + ": every line of it starts with a blank or a tab, and an empty line ends it");
                ended = true;
                exam.judgeLine(text);
            }
        }
        if (blank == 0 && !ended) {                        // as hint with no answer: nothing to judge
            Exam.notAvailable("no answer to 'bk' (the answer is optional: XBoard's Book window stays empty)");
        }
        if (blank > 0 && !ended) {
            exam.warn("bk's answer (" + blank + " lines) is not ended by an empty line: XBoard shows it only when"
                    + " the engine's next other line comes");
        }
        exam.figure("bk", blank == 0 ? "no answer" : blank + " lines" + (emptyLine ? " and the empty line" : ""));
    }

    private static void reuse(Exam exam) throws InterruptedException {
        exam.require("reuse");
        final int games = 4;
        final int movesEach = 3;
        Random random = new Random(5);
        String firstRss = null;
        for (int game = 0; game < games; game++) {
            exam.newGame();
            exam.send("level 0 1 0", "easy", "nopost");
            if (game % 2 == 0) {                           // the engine plays black; the GUI opens with e2e4
                exam.clocks(500, 500);
                exam.userMove("e2e4");
            } else {
                exam.clocks(500, 500);
                exam.go();                                 // the engine plays white
            }
            for (int move = 0; move < movesEach; move++) {
                exam.expectMove(MOVE_MS);
                if (exam.referee().game().result() != null || move == movesEach - 1) {
                    break;
                }
                exam.clocks(500, 500);
                exam.userMove(MinimalScenarios.simpleReply(exam.referee().game().position(), random));
            }
            exam.send("force");                           // XBoard's end of a game (result is lesson 1's)
            syncJudged(exam);
            if (game == 0) {
                firstRss = residentKb(exam.engine().pid());
            }
        }
        exam.figure("games", games + " in one process, " + movesEach + " moves of the engine's each");
        exam.figure("resident memory", "after game 1: " + firstRss + "; after game " + games + ": "
                + residentKb(exam.engine().pid()));
    }

    /** The resident size of the process and its descendants (Linux), or "?" elsewhere. */
    static String residentKb(long pid) {
        List<Long> pids = new ArrayList<>();
        pids.add(pid);
        ProcessHandle.of(pid).ifPresent(p -> p.descendants().forEach(d -> pids.add(d.pid())));
        long total = 0;
        for (long each : pids) {
            try {
                for (String line : Files.readAllLines(Path.of("/proc", Long.toString(each), "status"))) {
                    if (line.startsWith("VmRSS:")) {
                        total += Long.parseLong(line.replaceAll("\\D", ""));
                    }
                }
            } catch (IOException | RuntimeException e) {
                return "?";
            }
        }
        return total + " kB";
    }
}
