package driverlessons.check;

import static driverlessons.check.Exam.check;
import static driverlessons.check.Exam.fail;

import driverlessons.chess.Notation;
import driverlessons.chess.Piece;
import driverlessons.chess.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;

/**
 * Lesson 1's scenarios: the handshake, the moves of a game both ways, force and go, setting up positions, the
 * error forms, ping's order, taking moves back, results, and leaving (quit, end of input). The engine gets a fixed
 * time per move ({@code st 1}); a lesson 1 engine that ignores it still moves within the waits.
 */
final class MinimalScenarios {
    /** How long a move may take in these scenarios: st 1, and room for a start-up and a slow machine. */
    static final long MOVE_MS = 10_000;
    /** A position with black to move and four legal moves (the king's): played from the start, any move is wrong. */
    static final String BLACK_IN_CHECK = "4k3/8/8/8/8/8/4R3/4K3 b - - 0 1";

    private MinimalScenarios() {
    }

    static List<Scenario> list() {
        return List.of(
                Scenario.raw("handshake", 1,
                        "protover 2 is answered with well-formed features and done=1 within 2 s"
                                + " (or silence: the default features)", 40_000, MinimalScenarios::handshake),
                Scenario.of("new-and-move", 1, "after new the engine plays black: white's move gets a legal reply",
                        30_000, MinimalScenarios::newAndMove),
                Scenario.of("force-and-go", 1,
                        "force: moves are only recorded; go: the engine plays the side to move, and goes on playing it",
                        40_000, MinimalScenarios::forceAndGo),
                Scenario.of("moves", 1, "moves arrive as announced (usermove=1: 'usermove e2e4', else 'e2e4')"
                        + " and the engine plays on from the position they make", 30_000, MinimalScenarios::moves),
                Scenario.raw("bare-moves", 1,
                        "with usermove rejected (or never asked for) a bare 'e2e4' is a move", 40_000,
                        MinimalScenarios::bareMoves),
                Scenario.of("setboard", 1, "setboard FEN sets up the position (force mode); go plays from it",
                        30_000, MinimalScenarios::setboard),
                Scenario.of("setboard-illegal", 1,
                        "an illegal position is refused (tellusererror or Error), moves in it are illegal,"
                                + " and a new game plays", 30_000, MinimalScenarios::setboardIllegal),
                Scenario.of("illegal-move", 1,
                        "an illegal move gets 'Illegal move: MOVE' and changes nothing", 30_000,
                        MinimalScenarios::illegalMove),
                Scenario.of("unknown-command", 1, "an unknown command gets 'Error (unknown command): COMMAND'",
                        20_000, MinimalScenarios::unknownCommand),
                Scenario.of("ping", 1, "ping N is answered with pong N at once when idle (20 round trips)",
                        20_000, MinimalScenarios::ping),
                Scenario.of("ping-while-thinking", 1,
                        "a ping sent while the engine thinks is answered after its move, not before", 30_000,
                        MinimalScenarios::pingWhileThinking),
                Scenario.of("undo", 1, "undo takes back one half-move", 30_000, MinimalScenarios::undo),
                Scenario.of("remove", 1, "remove takes back two half-moves; the engine keeps its side", 40_000,
                        MinimalScenarios::remove),
                Scenario.of("result", 1, "result ends the game quietly; a new game follows", 40_000,
                        MinimalScenarios::result),
                Scenario.of("variant", 1, "a variant the engine announced is taken (XBoard sends no other)", 20_000,
                        MinimalScenarios::variant),
                Scenario.raw("sigint", 1, "SIGINT, as XBoard sends it before a command while the engine may think"
                        + " or ponder (always in protocol 1), neither kills nor derails the engine", 40_000,
                        MinimalScenarios::sigint),
                Scenario.of("quit", 1, "quit: the engine exits at once (within XBoard's second, status 0)", 20_000,
                        MinimalScenarios::quit),
                Scenario.of("end-of-input", 1, "the end of input (the GUI went away): the engine exits", 20_000,
                        MinimalScenarios::endOfInput),
                Scenario.of("whole-game", 1,
                        "a whole game against a simple opponent: every move legal, every result claim right",
                        400_000, MinimalScenarios::wholeGame));
    }

    /** XBoard's start of a game with a fixed time per move (-st 1). */
    static void startGame(Exam exam) {
        exam.newGame();
        exam.send("random", "st 1", "post", "easy");
    }

    // ---- the scenarios ------------------------------------------------------------------------------------

    private static void handshake(Exam exam) throws InterruptedException {
        Handshake handshake = exam.handshake();
        Features features = handshake.features();
        check(handshake.echoed().isEmpty(), "it echoes the GUI's commands ('" + String.join("', '",
                handshake.echoed()) + "'): that is no handshake (an engine that copies its input to its output, as"
                + " 'exec cat' does, answers nothing; stdout is the protocol, lesson 1)");
        if (features.protocol() == 1) {
            check(!exam.engine().exited(), "the engine ended during the handshake");
            if (!exam.engine().exited()) {              // a classic: features written, but never flushed
                exam.engine().closeInput();
                exam.engine().awaitExit(exam.scaled(1000));
                List<EngineUnderTest.Line> late = exam.drain(300);
                check(late.stream().noneMatch(line -> line.text().startsWith("feature")), "unflushed",
                        "its feature lines came only when its input closed: its output is buffered, so the GUI"
                        + " sees nothing (flush stdout after every line: lesson 1, 'In other languages', Flushing)");
            }
            if (handshake.others() > 0 && !handshake.refusedProtover()) {
                exam.warn(handshake.others() + " line" + (handshake.others() == 1 ? "" : "s") + " that are no"
                        + " protocol line came instead of features (the first: '" + ReportCard.shorten(
                        handshake.firstOther(), 80) + "'): XBoard ignores them and goes on without features;"
                        + " a debug print on stdout? (stdout is the protocol, lesson 1)");
            }
            // Only an Error to protover makes XBoard take an engine for protocol 1; silence leaves it protocol 2
            // with the default features (after its 10 s wait).
            exam.figure("protocol", handshake.refusedProtover() ? "1 (an Error to protover)" : "2 with the default"
                    + " features (no feature line within XBoard's " + exam.scaled(Handshake.XBOARD_WAIT_MS) + " ms:"
                    + " XBoard then goes on with the spec's defaults; only an Error to protover makes it protocol 1)");
            return;
        }
        check(features.problems().isEmpty(), "malformed feature: " + String.join("; ", features.problems()));
        if (handshake.lateMs() >= 0) {
            // On a busy machine the time the engine waited for a CPU is not its own: it is judged by the rest, its
            // latest line by its own time (a start-up slowed by the machine makes the first lines late, a done=1
            // held back makes the last).
            double waited = Math.max(0, handshake.lateWaitMs());
            double own = handshake.lateMs() - waited;
            if (own > handshake.quietMs()) {
                fail(String.format(Locale.ROOT, "'%s' came %.0f ms after protover%s without done=0 first: the"
                        + " spec's GUI waits only %d ms before it takes the engine for protocol 1 (XBoard 4.9.1 waits"
                        + " 10 s); send 'feature done=0' at once when starting takes long, and done=1 at the end",
                        ReportCard.shorten(handshake.lateLine(), 80), handshake.lateMs(), waited > 0
                        ? String.format(Locale.ROOT, " (%.0f ms of it its own: it waited %.0f ms for a CPU)", own,
                        waited) : "", handshake.quietMs()));
            }
            exam.figure("features on a busy machine", String.format(Locale.ROOT, "'%s' %.0f ms after protover, of"
                    + " which the engine waited %.0f ms for a CPU: %.0f ms its own, within the spec's %d ms",
                    ReportCard.shorten(handshake.lateLine(), 80), handshake.lateMs(), waited, own,
                    handshake.quietMs()));
        }
        check(features.doneOne() || !features.doneZero(), "done=0 but no done=1 within the scenario's wait:"
                + " the GUI waits for done=1 before it starts a game");
        if (!features.doneOne()) {
            exam.warn("no done=1 after the features: XBoard then waits its whole 10 s at every start (the spec: end"
                    + " the last feature line with done=1)");
        }
        exam.figureMs("done=1", handshake.doneMs());
        exam.figure("myname", features.myName() == null ? "(none: the GUI shows the command instead)"
                : features.myName());
        if (!features.unknown().isEmpty()) {
            exam.figure("rejected (unknown to XBoard)", String.join(", ", features.unknown()));
        }
        if (features.on("ping")) {
            exam.sync();
        }
    }

    private static void newAndMove(Exam exam) throws InterruptedException {
        startGame(exam);
        long sent = exam.userMove("e2e4");
        List<EngineUnderTest.Line> thinking = new ArrayList<>();
        EngineUnderTest.Line move = exam.expectMove(MOVE_MS, thinking);
        exam.figureMs("reply", EngineUnderTest.ms(sent, move.nanos()));
        judgeThinkingTime(exam, thinking.stream().filter(line -> Exam.THINKING.matcher(line.text()).matches())
                .toList());
    }

    /**
     * A classic: milliseconds where thinking output has centiseconds (or the time and the nodes swapped). Between
     * the first and the last thinking line of a search, at least 300 ms apart, the time may grow by the time that
     * passed, or a few times that for a search that counts the CPU time of several threads; milliseconds make it
     * ten times. Only the times' difference counts, so it does not matter where the engine starts its clock. The
     * game goes on all the same, so it is a warning: XBoard shows the wrong time and speed.
     */
    private static void judgeThinkingTime(Exam exam, List<EngineUnderTest.Line> thinking) {
        int from = 0;
        for (int i = 1; i < thinking.size(); i++) {
            if (centiseconds(thinking.get(i)) < centiseconds(thinking.get(i - 1))) {
                from = i;                                  // a time that went down: another search
            }
        }
        if (thinking.size() - from < 2) {
            return;
        }
        EngineUnderTest.Line first = thinking.get(from);
        EngineUnderTest.Line last = thinking.get(thinking.size() - 1);
        double wallMs = EngineUnderTest.ms(first.nanos(), last.nanos());
        double shownMs = 10.0 * (centiseconds(last) - centiseconds(first));
        if (wallMs >= 300 && shownMs > 4 * wallMs + 100) {
            exam.warn("thinking-time-in-ms", String.format(Locale.ROOT, "its thinking lines say %.0f centiseconds"
                    + " passed between '%s' and '%s', but %.0f ms did: the third number of a thinking line is the time in centiseconds (not"
                    + " milliseconds; the order is ply, score, time, nodes), and XBoard shows it as such (lesson 1,"
                    + " thinking output)", shownMs / 10, first.text().strip(), last.text().strip(), wallMs));
        }
    }

    /** The time field of a thinking line, in centiseconds. */
    private static long centiseconds(EngineUnderTest.Line line) {
        java.util.regex.Matcher m = Exam.THINKING.matcher(line.text());
        return m.matches() ? Long.parseLong(m.group(3)) : 0;
    }

    private static void forceAndGo(Exam exam) throws InterruptedException {
        startGame(exam);
        exam.force();
        exam.userMove("e2e4");
        exam.userMove("e7e5");
        exam.expectNone(Exam.ANY_MOVE, 1500, "moves-on-force", "a move in force mode, where moves are only recorded");
        exam.go();
        exam.expectMove(MOVE_MS);                          // white's move
        exam.userMove(anyMove(exam));                      // black's: the engine still plays white
        exam.expectMove(MOVE_MS);
        exam.force();
        exam.userMove(anyMove(exam));
        exam.expectNone(Exam.ANY_MOVE, 1500, "moves-on-force", "a move after force, where moves are only recorded");
    }

    private static void moves(Exam exam) throws InterruptedException {
        startGame(exam);
        exam.force();
        for (String move : List.of("d2d4", "g8f6", "c2c4", "e7e6", "b1c3", "f8b4")) {
            exam.userMove(move);
        }
        List<EngineUnderTest.Line> lines = new ArrayList<>();
        exam.sync(lines);
        lines.forEach(line -> exam.judgeLine(line.text()));
        exam.go();                                         // white, in the Nimzo-Indian: c3 is pinned
        exam.expectMove(MOVE_MS);
    }

    private static void bareMoves(Exam exam) throws InterruptedException {
        exam.handshake(Set.of("usermove"));
        moves(exam);
    }

    private static void setboard(Exam exam) throws InterruptedException {
        exam.require("setboard");
        startGame(exam);
        exam.setboard(BLACK_IN_CHECK);
        exam.go();
        exam.expectMove(MOVE_MS);
        // The FEN's castling field: white may still castle long here, and the GUI's side does (an engine that
        // takes no castling rights from a FEN calls that move illegal); then the engine replies as black. A new
        // game, as XBoard starts one from a position: new, force, setboard.
        Positions.WithMove castling = Positions.MIDDLE_GAMES.get(3);
        startGame(exam);
        exam.setboard(castling.fen());
        exam.userMove(castling.move());
        exam.go();
        exam.expectMove(MOVE_MS);
    }

    private static void setboardIllegal(Exam exam) throws InterruptedException {
        exam.require("setboard");
        startGame(exam);
        exam.force();                                      // as XBoard sends it: force before setboard
        exam.send("setboard K7/8/8/8/8/8/8/K7 w - - 0 1"); // two white kings and no black one
        exam.send(exam.moveLine("a1a2"));
        List<EngineUnderTest.Line> lines = new ArrayList<>();
        exam.sync(lines);
        check(!Exam.any(lines, text -> text.matches(Exam.ANY_MOVE)), "the engine moved in an illegal position");
        check(Exam.any(lines, text -> text.startsWith("tellusererror") || text.startsWith("Error")
                        || text.startsWith("Illegal move")),
                "neither the position nor the move in it was refused (tellusererror Illegal position,"
                        + " Error (...) or Illegal move)");
        startGame(exam);
        exam.userMove("e2e4");
        exam.expectMove(MOVE_MS);
    }

    private static void illegalMove(Exam exam) throws InterruptedException {
        startGame(exam);
        String illegal = exam.features().on("san") ? "Qh5" : "e2e5";
        exam.send(exam.moveLine(illegal));
        String answer = "Illegal move(\\s*\\(.*\\))?:\\s*" + java.util.regex.Pattern.quote(illegal) + "\\s*";
        List<EngineUnderTest.Line> other = new ArrayList<>();
        EngineUnderTest.Line line = exam.engine().next(text -> text.matches(answer), exam.scaled(5000), other);
        EngineUnderTest.Line xboardReads = other.stream().filter(said -> said.text().startsWith("Error")
                && said.text().contains("llegal") && said.text().contains(illegal)).findFirst().orElse(null);
        if (line == null && xboardReads != null) {         // XBoard takes back a move for any such line
            exam.warn("it answered '" + xboardReads.text() + "': XBoard reads an Error that says 'llegal' as a"
                    + " refused move, but the spec's answer is 'Illegal move: " + illegal + "', and other GUIs read"
                    + " only that (lesson 1)");
            line = xboardReads;
        }
        if (line == null) {                                // a classic: the answer went to stderr
            for (EngineUnderTest.Line said : other) {
                check(!(said.text().startsWith("Error") && said.text().contains(illegal)), "it answered '"
                        + said.text() + "' to an illegal move: the spec's answer is 'Illegal move: " + illegal
                        + "' (XBoard ignores an Error line without 'llegal' in it and keeps the move on its board;"
                        + " lesson 1)");
            }
            check(!exam.engine().stderr().contains("Illegal move"), "it wrote 'Illegal move' to stderr, where the"
                    + " GUI never looks: the answer goes to stdout, like every protocol line (lesson 1)");
            fail("no 'Illegal move: " + illegal + "' within " + exam.scaled(5000) + " ms: the GUI must hear that"
                    + " a move was refused (lesson 1)");
        }
        exam.expectNone(Exam.ANY_MOVE, 1000, "a move after an illegal move");
        exam.userMove("e2e4");                             // the position is unchanged: e2e4 is still legal
        exam.expectMove(MOVE_MS);
    }

    private static void unknownCommand(Exam exam) throws InterruptedException {
        exam.send("frobnicate 7");
        exam.expect("Error\\s*\\(.+\\):\\s*frobnicate.*", 5000, "'Error (unknown command): frobnicate 7'");
    }

    private static void ping(Exam exam) throws InterruptedException {
        exam.require("ping");
        List<Double> trips = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            trips.add(exam.sync());
        }
        exam.figure("ping round trip", Stats.msSummary(trips));
    }

    private static void pingWhileThinking(Exam exam) throws InterruptedException {
        exam.require("ping");
        startGame(exam);
        exam.userMove("e2e4");
        int n = exam.nextPing();
        exam.send("ping " + n);
        List<EngineUnderTest.Line> before = new ArrayList<>();
        EngineUnderTest.Line pong = exam.expect("pong\\s+" + n + "\\s*", MOVE_MS + 5000, "pong " + n, before);
        EngineUnderTest.Line move = before.stream().filter(l -> l.text().matches(Exam.ANY_MOVE)).findFirst()
                .orElseThrow(() -> fail("pong " + n + " came before the engine's move: ping was sent while it"
                        + " thought, so the move must come first"));
        exam.figureMs("pong after the move", EngineUnderTest.ms(move.nanos(), pong.nanos()));
    }

    private static void undo(Exam exam) throws InterruptedException {
        exam.about(Exam.Refused.FAIL, "XBoard sends undo when the user takes a move back, and plays on from the"
                + " position before it", "undo");
        startGame(exam);
        exam.force();
        for (String move : List.of("f2f3", "e7e6", "e2e4", "a7a6")) {
            exam.userMove(move);
        }
        exam.send("undo");                                 // a7a6 taken back ...
        exam.referee().game().undo();
        exam.userMove("d8h4");                             // ... then Qh4+: white's only moves are g3 and Ke2, so a
        try {                                              // reply shows whether the undo happened
            List<EngineUnderTest.Line> lines = new ArrayList<>();
            exam.sync(lines);
            lines.forEach(line -> exam.judgeLine(line.text()));
            exam.go();
            exam.expectMove(MOVE_MS);
        } catch (Exam.Failed failed) {
            if (failed.cause != null && (failed.cause.equals("illegal-move-of-its-own")
                    || failed.cause.equals("legal-called-illegal"))) {
                fail("after 1. f3 e6 2. e4 a6, undo and Qh4+ (white in check: g3 or Ke2) " + failed.getMessage()
                        + ": undo did not take a6 back (XBoard sends undo when the user takes a move back; lesson 1)");
            }
            throw failed;
        }
    }

    private static void remove(Exam exam) throws InterruptedException {
        exam.about(Exam.Refused.FAIL, "XBoard sends remove when the user takes back a move of each side",
                "remove");
        startGame(exam);
        exam.userMove("e2e4");
        exam.expectMove(MOVE_MS);
        exam.send("remove");
        exam.referee().game().undo();
        exam.referee().game().undo();
        exam.userMove("e2e4");                             // legal only when both moves were taken back
        exam.expectMove(MOVE_MS);
    }

    private static void result(Exam exam) throws InterruptedException {
        exam.about(Exam.Refused.WARN, "XBoard sends result after every game and ignores that Error; take it"
                + " quietly (lesson 1)", "result");
        startGame(exam);
        exam.userMove("e2e4");
        exam.expectMove(MOVE_MS);
        exam.send("result 0-1 {White resigns}");
        List<EngineUnderTest.Line> lines = new ArrayList<>();
        exam.sync(lines);
        lines.forEach(line -> exam.judgeLine(line.text()));
        startGame(exam);
        exam.userMove("d2d4");
        exam.expectMove(MOVE_MS);
    }

    /**
     * XBoard sends {@code variant} only for a variant the engine announced (it refuses the user's other choices
     * itself, and the spec asks no Error of the engine): an announced one must be taken, without an Error.
     */
    private static void variant(Exam exam) throws InterruptedException {
        String variant = exam.features().variants().stream().map(String::strip)
                .filter(v -> !v.equals("normal") && !v.isEmpty()).findFirst()
                .orElseThrow(() -> Exam.notAvailable("it announced no variant but normal: XBoard sends no other"
                        + " (it refuses the user's choice of one itself)"));
        exam.newGame();
        exam.send("variant " + variant);
        List<EngineUnderTest.Line> lines = new ArrayList<>();
        exam.sync(lines);
        for (EngineUnderTest.Line line : lines) {
            check(!line.text().matches("(Error|tellusererror|Illegal move).*"), "it refused variant " + variant
                    + ", which it announced (feature variants=\"" + exam.features().value("variants") + "\"): '"
                    + line.text() + "'; XBoard offers the user the variants the engine lists");
        }
        exam.figure("variant", variant + " (announced), taken");
    }

    private static void quit(Exam exam) throws InterruptedException {
        exam.sync();
        exam.quitAndJudge("");
    }

    /**
     * SIGINT as XBoard sends it ({@code Attention()} in its backend.c): in protocol 1, and in protocol 2 unless the
     * engine said sigint=0, before the first command it writes while the engine may be thinking or pondering. The
     * conversation is protocol 1 (no protover, as {@code -firstProtocolVersion 1}), where no feature turns it off.
     */
    private static void sigint(Exam exam) throws InterruptedException {
        exam.send("xboard");
        exam.newGame();
        exam.send("st 1");
        exam.note("protocol 1: XBoard interrupts the engine with SIGINT before a command sent while it may think");
        exam.userMove("e2e4");
        exam.expectMove(MOVE_MS);
        Random random = new Random(3);
        for (int i = 0; i < 3 && exam.referee().game().result() == null; i++) {
            exam.interrupt();                              // it may ponder: the signal comes before time/otim
            exam.userMove(simpleReply(exam.referee().game().position(), random));
            exam.expectMove(MOVE_MS);
        }
        if (exam.referee().game().result() == null) {
            exam.userMove(simpleReply(exam.referee().game().position(), random));
            Thread.sleep(300);
            exam.interrupt();                              // while it thinks: the signal before Move Now
            exam.send("?");
            exam.expectMove(MOVE_MS);
        }
        exam.drain(300).forEach(line -> exam.judgeLine(line.text()));
        check(!exam.engine().exited(), "the engine ended after a SIGINT: ignore the signal (lesson 1, 'Signals')");
        exam.figure("SIGINT", "4 signals, the engine played on");
    }

    private static void endOfInput(Exam exam) throws InterruptedException {
        exam.sync();
        long closed = exam.engine().closeInput();
        Integer code = exam.engine().awaitExit(exam.scaled(5000));
        check(code != null, "still running " + exam.scaled(5000) + " ms after the end of its input");
        check(code <= 128, "at the end of its input it " + EngineUnderTest.describeExit(code) + ": a crash on the"
                + " way out");
        // A status of its own or a stack trace is a crash too, whatever the language: a Java NullPointerException
        // or a Python EOFError (status 1) as much as GNU Chess's abort (signal 6).
        String stderr = exam.engine().stderr();
        String trace = stderr.contains("Traceback (most recent call last)") || stderr.contains("Exception in thread")
                ? Examiner.exceptionOn(stderr) : null;
        check(code == 0 && trace == null, "at the end of its input it " + EngineUnderTest.describeExit(code)
                + (trace == null ? ": a status of its own says something went wrong on the way out"
                : "; its stderr says: " + trace + ": a crash on the way out") + " (the end of input is how a GUI"
                + " that went away ends its engine: read it as quit, and exit with status 0; lesson 1)");
        exam.figureMs("end of input to exit", EngineUnderTest.ms(closed, System.nanoTime()));
    }

    /** The engine plays white against an opponent that takes what it can and otherwise moves at random. */
    private static void wholeGame(Exam exam) throws InterruptedException {
        startGame(exam);
        exam.force();
        exam.go();
        Random random = new Random(7);
        int moves = 0;
        long start = System.nanoTime();
        List<EngineUnderTest.Line> thinking = new ArrayList<>();
        while (exam.referee().game().result() == null && moves < 150) {
            exam.expectMove(MOVE_MS, thinking);
            moves++;
            if (exam.referee().game().result() != null) {
                break;
            }
            exam.userMove(simpleReply(exam.referee().game().position(), random));
        }
        var byRule = exam.referee().game().result();
        List<EngineUnderTest.Line> lines = new ArrayList<>();
        exam.sync(lines);
        for (EngineUnderTest.Line line : lines) {
            check(!line.text().matches(Exam.ANY_MOVE), "a move after the game ended: '" + line.text() + "'");
            exam.judgeLine(line.text());
        }
        judgeMateScores(exam, thinking);
        exam.figure("game", moves + " moves of the engine's, "
                + (byRule == null ? "stopped unfinished after 150" : byRule.cecp())
                + String.format(Locale.ROOT, " in %.0f s", (System.nanoTime() - start) / 1e9));
        exam.figure("result claimed", exam.claim() == null ? "none (the GUI adjudicates)" : exam.claim());
    }

    /**
     * Mate scores as the spec writes them: 100000 + N for a mate in N moves, -100000 - N when mated. A score of a
     * hundred pawns or more in another form (29999, 99999, 32000 - plies) is an engine's own scale for a mate,
     * which XBoard shows as a number (+299.99) where it would show #N: a warning.
     */
    private static void judgeMateScores(Exam exam, List<EngineUnderTest.Line> lines) {
        for (java.util.regex.Matcher m : Exam.thinking(lines)) {
            long score = Math.abs(Long.parseLong(m.group(2)));
            if (score >= 10_000 && (score < 100_000 || score > 100_999)) {
                exam.warn("mate-in-own-scale", "'" + m.group(0).strip() + "': a score of " + m.group(2) + " looks"
                        + " like a mate in the engine's own scale; the spec writes a mate in N moves as 100000 + N (and -100000 - N"
                        + " when mated), which XBoard shows as #N (lesson 1, thinking output)");
                return;
            }
        }
    }

    /** The simple opponent: the most valuable capture, or any move. */
    static String simpleReply(Position position, Random random) {
        int[] moves = new int[Position.MAX_MOVES];
        int count = position.generateMoves(moves);
        int best = moves[random.nextInt(count)];
        int bestValue = -1;
        for (int i = 0; i < count; i++) {
            int victim = position.pieceAt(driverlessons.chess.Move.to(moves[i]));
            int value = victim == Piece.NONE ? -1 : Piece.type(victim);
            if (value > bestValue) {
                bestValue = value;
                best = moves[i];
            }
        }
        return Notation.coordinate(best);
    }

    /** Some legal move for the side to move (the first one generated). */
    static String anyMove(Exam exam) {
        int[] moves = new int[Position.MAX_MOVES];
        Position position = exam.referee().game().position();
        position.generateMoves(moves);
        return Notation.coordinate(moves[0]);
    }
}
