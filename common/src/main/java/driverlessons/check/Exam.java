package driverlessons.check;

import driverlessons.chess.Side;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a scenario holds while it runs: the engine, the features it announced, the referee, and the GUI's moves
 * and waits written once. Each wait has a timeout (multiplied by {@code --timeout-scale}) and fails the scenario
 * when nothing comes; each move the engine sends is judged by the referee; each result it claims too.
 */
public final class Exam {
    /**
     * Thinking output: {@code ply score time nodes [pv]} (a score may have its sign: {@code +19}, as XBoard reads it).
     * The numbers are bounded, so that each parses (an int the depth and the score, a long the time and the nodes).
     */
    public static final Pattern THINKING = Pattern.compile(
            "\\s*(\\d{1,4})\\s+([-+]?\\d{1,9})\\s+(\\d{1,15})\\s+(\\d{1,18})(\\s.*)?");
    /**
     * A move from the engine: {@code move MOVE}, or the old form {@code NUMBER ... MOVE} that the spec says XBoard
     * still takes (for gnuchessx, as GNU Chess prints {@code 1. ... d7d5}).
     */
    private static final Pattern MOVE = Pattern.compile("move\\s+(\\S+)\\s*|\\d+\\.?\\s*\\.\\.\\.\\s*(\\S+)\\s*");
    /** The same as a regular expression, for the waits that look for any move. */
    public static final String ANY_MOVE = MOVE.pattern();

    /** Thrown by {@link #fail}: the scenario failed; {@code cause} names a cause other scenarios may share. */
    static final class Failed extends RuntimeException {
        final String cause;
        final long nanos = System.nanoTime();

        Failed(String reason) {
            this(reason, null);
        }

        Failed(String reason, String cause) {
            super(reason, null, false, false);
            this.cause = cause;
        }
    }

    /** What a scenario makes of a refusal ({@code Error (...): COMMAND}) of a command it is about. */
    public enum Refused {
        /** The command is the lesson's: refusing it fails the scenario. */
        FAIL,
        /** The command is optional: refusing it is the spec's answer, and the scenario is n/a. */
        NOT_AVAILABLE,
        /** The spec lets an engine refuse it, but a GUI's user notices: a warning. */
        WARN
    }

    /** {@code Error (TYPE): COMMAND ...}, loosely, as XBoard matches it. */
    private static final Pattern ERROR = Pattern.compile("Error\\s*(?:\\(([^)]*)\\))?\\s*:?\\s*(.*)");
    /** {@code Illegal move: TEXT} or {@code Illegal move (REASON): TEXT}. */
    private static final Pattern ILLEGAL = Pattern.compile("Illegal move\\s*(?:\\(([^)]*)\\))?\\s*:?\\s*(.*)");
    /** A move in coordinates or SAN, as far as telling a move from a command goes. */
    private static final Pattern MOVE_TEXT = Pattern.compile(
            "[a-h][1-8][a-h][1-8][qrbnQRBN]?|[KQRBN]?[a-h]?[1-8]?x?[a-h][1-8](=?[QRBN])?[+#]?|O-O(-O)?[+#]?|0-0(-0)?");

    /** Thrown by {@link #notAvailable}: the engine did not announce what the scenario needs. */
    static final class NotAvailable extends RuntimeException {
        NotAvailable(String feature) {
            super(feature, null, false, false);
        }
    }

    private final EngineUnderTest engine;
    private Features features;
    private final double scale;
    private final Map<String, String> figures = new LinkedHashMap<>();
    private Referee referee;
    private int engineSide = Side.BLACK;
    /** When the examiner last asked for a move (go, or a move that put the engine on move), and with what. */
    private long asked = Long.MIN_VALUE;
    private String askedBy = "";
    /** The engine's threads' run delays when the examiner last asked for a move (Linux; empty elsewhere). */
    private Map<Long, long[]> askedDelays = Map.of();
    /**
     * The same read while the examiner waits for a move whose time is judged past a line ({@link #expectMove(long,
     * long, List)}; the line {@code lineMs} after it asked, -1: none), and when the move came (null until then):
     * what the engine waited for a CPU past the line.
     */
    private final List<EngineUnderTest.Snapshot> samples = new ArrayList<>();
    private EngineUnderTest.Snapshot moved;
    private long lineMs = -1;
    /** The time of the last thinking line before the move (centiseconds, by the engine's own clock; -1: none). */
    private long thoughtCs = -1;
    /**
     * XBoard's {@code maybeThinking}: set by the engine's move ("Program may be pondering now") and by a stat01 line
     * (the answer to '.', "Crafty isn't searching" being the only other case it knows).
     */
    private boolean maybeThinking;
    /** XBoard's {@code AnalyzeMode}: from {@code analyze} to {@code exit}. */
    private boolean analysing;
    /** The time per move of the game's {@code st}, in centiseconds (0: no st game); clocks sent for the next move. */
    private long stCs;
    private boolean clocksSent;
    private int pings;
    private String claim;
    private final List<String> warnings = new ArrayList<>();
    private final Map<String, String> warningCauses = new LinkedHashMap<>();
    /** The commands the engine refused with Error (or Illegal move), as the spec lets it. */
    private final java.util.Set<String> refusals = new java.util.LinkedHashSet<>();
    private final Map<String, String> refusalTexts = new LinkedHashMap<>();
    /** The first words of every command sent, and every move sent: what a refusal can name. */
    private final java.util.Set<String> sentWords = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private final java.util.Set<String> sentMoves = java.util.concurrent.ConcurrentHashMap.newKeySet();
    /** The commands the scenario is about, and what a refusal of each makes of it. */
    private final Map<String, Refused> subjects = new LinkedHashMap<>();
    private final Map<String, String> subjectReasons = new LinkedHashMap<>();

    Exam(EngineUnderTest engine, Features features, double scale) {
        this.engine = engine;
        this.features = features;
        this.scale = scale;
        this.referee = new Referee(features.on("san"));
        engine.readDelaysOn(text -> MOVE.matcher(text).matches());
    }

    /** Does XBoard's handshake ({@link Handshake}) and keeps what the engine announced. */
    public Handshake handshake() throws InterruptedException {
        return handshake(java.util.Set.of());
    }

    /** The handshake, rejecting the features in {@code refuse}. */
    public Handshake handshake(java.util.Set<String> refuse) throws InterruptedException {
        Handshake handshake = Handshake.perform(engine, scale, refuse);
        features = handshake.features();
        referee = new Referee(features.on("san"), features.rejected("san"));
        Features read = features;
        engine.readLateFeatures(line -> {   // XBoard reads a feature line whenever it comes
            List<String> answers = read.read(line);
            engine.note("a feature line after the handshake: XBoard still reads it");
            engine.send(answers.toArray(String[]::new));
        });
        return handshake;
    }

    // ---- what the scenario knows --------------------------------------------------------------------------

    public EngineUnderTest engine() {
        return engine;
    }

    public Features features() {
        return features;
    }

    public Referee referee() {
        return referee;
    }

    /** The side the engine plays as far as the examiner has told it (Side.WHITE, Side.BLACK or -1 in force). */
    public int engineSide() {
        return engineSide;
    }

    /** The last result the engine claimed (judged already), or null. */
    public String claim() {
        return claim;
    }

    /** {@code ms} multiplied by the run's timeout scale. */
    public long scaled(long ms) {
        return Math.round(ms * scale);
    }

    /** Records a figure for the report ({@code "ping"} → {@code "0.21 ms median, 0.40 max"}). */
    public void figure(String name, String value) {
        figures.put(name, value);
    }

    /** Records a figure in milliseconds. */
    public void figureMs(String name, double ms) {
        figure(name, String.format(Locale.ROOT, "%.1f ms", ms));
    }

    Map<String, String> figures() {
        return figures;
    }

    /** Adds a warning: the engine passes, but should improve this (said once). */
    public void warn(String text) {
        if (!warnings.contains(text)) {
            warnings.add(text);
            engine.note("warning: " + text);
        }
    }

    /**
     * Adds a warning of {@code cause}, one that other scenarios (or this one again) can give: once a scenario,
     * and once a card (the examiner lets the first scenario give it, the later ones "see" that one).
     */
    public void warn(String cause, String text) {
        if (!warningCauses.containsValue(cause)) {
            warningCauses.put(text, cause);
            warn(text);
        }
    }

    /** The causes of the warnings that have one, by the warning's text. */
    Map<String, String> warningCauses() {
        return warningCauses;
    }

    /** The warnings so far. */
    public List<String> warnings() {
        return warnings;
    }

    /** The commands the engine refused (Error or Illegal move), in order. */
    public java.util.Set<String> refusals() {
        return refusals;
    }

    /**
     * Declares that the scenario is about {@code commands}: a refusal of one of them ends it as {@code policy}
     * says, with {@code why} (what the command is for) in the reason.
     */
    public void about(Refused policy, String why, String... commands) {
        for (String command : commands) {
            subjects.put(command, policy);
            subjectReasons.put(command, why);
        }
    }

    /** The line with which the engine first refused {@code command}, or null. */
    public String refusalText(String command) {
        return refusalTexts.get(command);
    }


    // ---- verdicts -----------------------------------------------------------------------------------------

    /** Fails the scenario with this reason. */
    public static Failed fail(String reason) {
        throw new Failed(reason);
    }

    /** Fails the scenario for a cause that other scenarios may share (reported once, the others "see" it). */
    public static Failed fail(String cause, String reason) {
        throw new Failed(reason, cause);
    }

    /** Ends the scenario as n/a, saying why (the feature it did not announce, the optional answer it did not give). */
    public static NotAvailable notAvailable(String why) {
        throw new NotAvailable(why);
    }

    /** n/a unless the engine announced the boolean feature {@code name} (or has it on by default). */
    public void require(String name) {
        if (!features.on(name)) {
            notAvailable("the engine did not announce feature " + name + "=1");
        }
    }

    /** Fails when {@code condition} does not hold. */
    public static void check(boolean condition, String reason) {
        if (!condition) {
            fail(reason);
        }
    }

    /** Fails for {@code cause} (shared by other scenarios) when {@code condition} does not hold. */
    public static void check(boolean condition, String cause, String reason) {
        if (!condition) {
            fail(cause, reason);
        }
    }

    // ---- signals and the end ------------------------------------------------------------------------------

    /** XBoard's {@code Attention()}: SIGINT to the engine's process, before a command it may not be listening to. */
    public void interrupt() {
        maybeThinking = false;
        engine.signal("INT");
    }

    /**
     * XBoard's {@code SendToProgram} calls {@code Attention()} before every command: while XBoard has the engine play
     * a side or analyse, and it may be thinking ({@code maybeThinking}), the next command is preceded by SIGINT, in
     * protocol 2 as in protocol 1, unless the engine said {@code sigint=0}. In a game that is after each of the
     * engine's moves ("Program may be pondering now"); in analysis only after a stat01 line, for XBoard clears the
     * flag when it sends {@code analyze} ("avoid killing GNU Chess") and only a stat01 sets it there. Sent once: the
     * signal clears the flag.
     */
    private void attention() {
        if (maybeThinking && (engineSide != -1 || analysing) && features.on("sigint")) {
            engine.note(analysing ? "XBoard's Attention(): SIGINT before its next command after a stat01 line while"
                    + " analysing (the engine did not announce sigint=0)" : "XBoard's Attention(): SIGINT before its"
                    + " next command after the engine's move (the engine did not announce sigint=0)");
            interrupt();
        }
        maybeThinking = false;
    }

    /**
     * A stat01 line came: XBoard's {@code HandleMachineMove} sets {@code maybeThinking} for it, in any mode, so that
     * while analysing the next command (the next '.', exit, a move) goes after a SIGINT.
     */
    public void stat01Came() {
        maybeThinking = true;
    }

    /** How often (ms) the engine's run delays are read around the line of a move ({@link #expectMove(long, long, List)}). */
    static final long SAMPLE_MS = 20;

    /** How long XBoard gives an engine after quit before it kills it (its {@code DestroyChildProcess}). */
    public static final long QUIT_MS = 1000;

    /**
     * The CPU (ms) one thread of an engine may use past XBoard's limit after {@code quit} when it exits late only
     * because it waited for a CPU: an exit needs a few ms; a search that goes on at a tenth of a core uses more.
     */
    static final long STILL_AT_WORK_MS = 100;

    /**
     * A gap (ms) between two of the examiner's looks at an engine that exits (every 50 ms when it has a CPU) that
     * says the examiner itself waited for one: the moment of the exit is not known within it.
     */
    static final long EXAMINER_LAG_MS = 150;

    /**
     * Sends {@code quit} and judges the exit as XBoard sees it: within a second (then XBoard kills the engine),
     * without a crash on the way out (a signal), with status 0. {@code when} says what the engine was doing ("",
     * " while it pondered").
     */
    public void quitAndJudge(String when) throws InterruptedException {
        Map<Long, long[]> before = engine.runDelays();
        Map<Long, long[]> last = new java.util.HashMap<>(before);  // each thread's latest, also of threads now ended
        long sent = send("quit");
        long deadline = sent + scaled(5000) * 1_000_000L;
        long limitAt = sent + scaled(QUIT_MS) * 1_000_000L;
        Map<Long, long[]> atLimit = before;                         // the last reading up to XBoard's limit
        long seenRunning = sent;                                    // the last moment it was seen running
        long seenGone = 0;                                          // the first moment it was seen gone (0: not yet)
        Integer code = null;
        while (code == null && System.nanoTime() < deadline) {        // its threads' waits, read while they last
            code = engine.awaitExit(Math.max(1, Math.min(50, (deadline - System.nanoTime()) / 1_000_000L)));
            long now = System.nanoTime();
            if (code == null && seenGone == 0) {
                last.putAll(engine.runDelays());
                atLimit = now <= limitAt ? new java.util.HashMap<>(last) : atLimit;
            }
            if (code == null && engine.running()) {
                seenRunning = now;
            } else if (seenGone == 0) {
                seenGone = now;     // Java tells an exit when its reaper thread gets a CPU: up to a second later here
            }
        }
        if (code == null && seenGone != 0) {
            code = engine.awaitExit(scaled(5000));                  // gone: its status comes when Java reaps it
        }
        double ms = EngineUnderTest.ms(sent, seenGone == 0 ? System.nanoTime() : seenGone);
        double running = EngineUnderTest.ms(sent, seenRunning);
        check(code != null, "still running " + scaled(5000) + " ms after quit" + when);
        // On the way out one thread wakes the next (the reader, the search, the runtime's own), each waiting for a CPU
        // in turn: the wait is all its threads' (a search that goes on waits too: the CPU past the limit tells it).
        double waited = Math.min(ms, EngineUnderTest.allWaitedSince(before, last) / 1e6);
        figure("quit to exit", String.format(Locale.ROOT, "%.1f ms%s", ms, waited >= 1 ? String.format(Locale.ROOT,
                " (its threads waited %.0f ms for a CPU meanwhile)", waited) : ""));
        check(code <= 128, "after quit" + when + " it " + EngineUnderTest.describeExit(code) + ": a crash on the way"
                + " out (its stderr may say why)");
        // the examiner's own looks may have a gap across the limit: then when the exit came within it is unknown
        boolean lagged = ms > scaled(QUIT_MS) && running <= scaled(QUIT_MS) && ms - running > EXAMINER_LAG_MS;
        boolean inTime = lagged || judgeReply(ms, waited, scaled(QUIT_MS), "it took %.0f ms to exit after quit" + when
                + ": XBoard waits %d ms, then kills it (so whatever it does on the way out is lost)");
        check(code == 0, "after quit" + when + " it " + EngineUnderTest.describeExit(code) + ": an engine that ends"
                + " as asked exits with status 0 (a status of its own says something went wrong on the way out)");
        if (lagged) {
            notAvailable(String.format(Locale.ROOT, "the exit after quit%s: last seen running %.0f ms after it,"
                    + " seen gone only %.0f ms after it, past XBoard's %d ms: the examiner itself had no CPU to look"
                    + " between (the machine was too busy to tell)", when, running, ms, scaled(QUIT_MS)));
        }
        if (!inTime) {
            double worked = EngineUnderTest.busiestCpuSince(atLimit, last) / 1e6;
            check(worked <= STILL_AT_WORK_MS, String.format(Locale.ROOT, "it took %.0f ms to exit after quit%s, and"
                    + " past XBoard's %d ms a thread of it still used %.0f ms of CPU (it waited %.0f ms for a CPU in"
                    + " all): a search that went on, not the little an exit needs; XBoard kills it there", ms, when,
                    scaled(QUIT_MS), worked, waited));
            notAvailable("the exit after quit" + when + " " + tooBusy(ms, waited, scaled(QUIT_MS)));
        }
    }

    /**
     * Judges something the engine should do at once, {@code tookMs} by the wall clock, against {@code limitMs},
     * relative to the CPU it could have had: within the limit by the wall clock it holds (true); over it by more
     * than its busiest thread waited for a CPU meanwhile ({@code waitedMs}) it FAILs with {@code reason} (a format
     * of the time and the limit), the wait named; over it only by that wait the machine was too busy to tell
     * (false: the caller looks again or says n/a, never a pass).
     */
    public boolean judgeReply(double tookMs, double waitedMs, long limitMs, String reason) {
        if (tookMs <= limitMs) {
            return true;
        }
        double waited = Math.max(0, Math.min(tookMs, waitedMs));
        if (tookMs - waited > limitMs) {
            fail(String.format(Locale.ROOT, reason, tookMs, limitMs) + (waited >= 1 ? String.format(Locale.ROOT,
                    " (%.0f ms of it its own: it waited %.0f ms for a CPU)", tookMs - waited, waited) : ""));
        }
        return false;
    }

    /** Why a time over {@code limitMs} only by the engine's wait for a CPU tells nothing (after "the reply "). */
    public static String tooBusy(double tookMs, double waitedMs, long limitMs) {
        return String.format(Locale.ROOT, "took %.0f ms, of which the engine waited %.0f ms for a CPU: %.0f ms its"
                + " own, within %d ms, over it by the wall clock; the machine was too busy to tell", tookMs,
                waitedMs, tookMs - waitedMs, limitMs);
    }

    // ---- talking --------------------------------------------------------------------------------------------

    /** Sends lines to the engine; returns when they were written. */
    public long send(String... lines) {
        return send(EngineUnderTest.UTF_8, lines);
    }

    /** Sends lines to the engine, each as {@code encoding} makes it bytes (with its newline). */
    public long send(java.util.function.Function<String, byte[]> encoding, String... lines) {
        attention();
        for (String line : lines) {
            String word = line.strip().split("\\s+", 2)[0];
            sentWords.add(word);
            if (word.equals("st") && line.strip().matches("st\\s+\\d{1,6}")) {
                stCs = 100L * Long.parseLong(line.strip().substring(2).strip());
            } else if (word.equals("level")) {
                stCs = 0;
            }
            if (word.equals("analyze")) {
                analysing = true;
            } else if (word.equals("exit")) {
                analysing = false;
            }
            if (word.equals("usermove")) {
                sentMoves.add(line.strip().substring("usermove".length()).strip());
            }
        }
        return engine.send(encoding, lines);
    }

    /** A note in the transcript (what the examiner is doing next). */
    public void note(String text) {
        engine.note(text);
    }

    /**
     * The next line matching {@code regex} within {@code ms} (scaled); lines passed over go to {@code passed}
     * (may be null). Fails when none comes, naming {@code what}.
     */
    public EngineUnderTest.Line expect(String regex, long ms, String what, List<EngineUnderTest.Line> passed)
            throws InterruptedException {
        Pattern pattern = Pattern.compile(regex);
        List<EngineUnderTest.Line> seen = passed != null ? passed : new ArrayList<>();
        int from = seen.size();
        EngineUnderTest.Line line = engine.next(text -> pattern.matcher(text).matches(), scaled(ms), seen);
        if (line == null) {
            judgeRefusals(seen.subList(from, seen.size()));  // a refusal on the way may be why nothing came
            fail(engine.ended() ? engine.gone() + " before " + what
                    : "no " + what + " within " + scaled(ms) + " ms");
        }
        return line;
    }

    /** Judges the refusals ({@code Error}, or {@code Illegal move} for a command) among {@code lines}. */
    public void judgeRefusals(List<EngineUnderTest.Line> lines) {
        for (EngineUnderTest.Line line : List.copyOf(lines)) {
            if (line.text().startsWith("Error") || line.text().startsWith("Illegal move")) {
                judgeLine(line.text());
            }
        }
    }

    public EngineUnderTest.Line expect(String regex, long ms, String what) throws InterruptedException {
        return expect(regex, ms, what, null);
    }

    /** Fails when a line matching {@code regex} comes within {@code ms} (not scaled: this is a wait). */
    public void expectNone(String regex, long ms, String why) throws InterruptedException {
        expectNone(regex, ms, null, why);
    }

    /** The same, for {@code cause} (shared by other scenarios). */
    public void expectNone(String regex, long ms, String cause, String why) throws InterruptedException {
        Pattern pattern = Pattern.compile(regex);
        List<EngineUnderTest.Line> passed = new ArrayList<>();
        EngineUnderTest.Line line = engine.next(text -> pattern.matcher(text).matches(), ms, passed);
        judgeRefusals(passed);
        if (line != null) {
            fail(cause, why + ": '" + line.text() + "'");
        }
    }

    /** A line on the engine's stderr that looks like a move line ({@code move e7e5}), or null. */
    private String stderrMove() {
        for (String line : engine.stderr().split("\n")) {
            if (MOVE.matcher(line.strip()).matches() && line.strip().startsWith("move")) {
                return line.strip();
            }
        }
        return null;
    }

    /** The lines that come within {@code ms}. */
    public List<EngineUnderTest.Line> drain(long ms) throws InterruptedException {
        return engine.drain(ms);
    }

    /**
     * Makes sure the engine has read everything sent so far: {@code ping N} and its {@code pong N} (the round
     * trip in ms), or for an engine without ping a pause of half a second (then -1). Lines passed over go to
     * {@code passed} (may be null).
     */
    public double sync(List<EngineUnderTest.Line> passed) throws InterruptedException {
        if (!features.on("ping")) {
            List<EngineUnderTest.Line> lines = engine.drain(500);
            if (passed != null) {
                passed.addAll(lines);
            }
            return -1;
        }
        int n = ++pings;
        long sent = send("ping " + n);
        List<EngineUnderTest.Line> seen = passed != null ? passed : new ArrayList<>();
        int from = seen.size();
        EngineUnderTest.Line pong = engine.next(text -> text.matches("pong\\s+" + n + "\\s*"), scaled(10_000), seen);
        if (pong == null) {
            judgeRefusals(seen.subList(from, seen.size()));
            check(!engine.ended(), engine.gone() + " before pong " + n);
            fail("no-pong", "no pong " + n + " within " + scaled(10_000) + " ms of ping " + n + ": the GUI waits for it"
                    + " (a driver that announced ping=1 answers every ping, after the commands before it; lesson 1)");
        }
        return EngineUnderTest.ms(sent, pong.nanos());
    }

    public double sync() throws InterruptedException {
        return sync(null);
    }

    /**
     * Ten pings while the engine is busy (pondering, analysing), 100 ms apart: each {@code pong} within a second
     * (scaled), the lines before it handed to {@code judge}; returns the round trips in ms.
     */
    public List<Double> pingsWhileBusy(String did, String doing,
                                       java.util.function.Consumer<List<EngineUnderTest.Line>> judge)
            throws InterruptedException {
        List<Double> trips = new ArrayList<>();
        String unjudged = null;
        int judged = 0;
        for (int i = 0; i < 10 || judged == 0 && i < 20; i++) {   // a pong late only by a busy machine: one more
            int n = nextPing();
            Map<Long, long[]> before = engine.runDelays();
            long sent = send("ping " + n);
            List<EngineUnderTest.Line> passed = new ArrayList<>();
            EngineUnderTest.Line pong = expect("pong\\s+" + n + "\\s*", 10_000, "pong " + n, passed);
            double waited = engine.waitedSince(before) / 1e6;
            judge.accept(passed);
            double ms = EngineUnderTest.ms(sent, pong.nanos());
            trips.add(ms);
            if (judgeReply(ms, waited, scaled(1000), "pong " + n + " came %.0f ms after ping " + n + " (limit %d"
                    + " ms), sent while the engine " + did + ": a ping while " + doing + " is answered at once")) {
                judged++;
            } else {
                unjudged = "pong " + n + " " + tooBusy(ms, waited, scaled(1000));
                note(unjudged);
            }
            Thread.sleep(100);
        }
        if (judged == 0) {
            notAvailable("no pong could be judged: the last " + unjudged);
        }
        return trips;
    }

    /** The number the next {@code ping} should carry (for scenarios that send their own). */
    public int nextPing() {
        return ++pings;
    }

    // ---- a game ---------------------------------------------------------------------------------------------

    /** {@code new}: the start position, the engine plays black. */
    public void newGame() {
        send("new");
        referee = new Referee(features.on("san"), features.rejected("san"));
        engineSide = Side.BLACK;
    }

    /** {@code new} and {@code force}: the start position, the engine plays neither side. */
    public void newForce() {
        newGame();
        force();
    }

    /** {@code force}: the engine plays neither side. */
    public void force() {
        send("force");
        engineSide = -1;
    }

    /** {@code setboard FEN}, after {@code force} as XBoard sends it (the caller checks the feature). */
    public void setboard(String fen) {
        if (engineSide != -1) {
            force();
        }
        send("setboard " + fen);
        referee.setPosition(fen);
        engineSide = -1;
    }

    /** The move as the GUI sends it: {@code usermove e2e4} after usermove=1, a bare {@code e2e4} otherwise. */
    public String moveLine(String text) {
        return features.on("usermove") ? "usermove " + text : text;
    }

    /** Plays the examiner's move (given in coordinates) and sends it in the engine's notation and form. */
    public long userMove(String coordinate) {
        if (engineSide != -1 && engineSide != referee.sideToMove()) {
            stClocks();                                    // the engine answers this move
        }
        String text = referee.play(coordinate);
        sentMoves.add(text);
        java.util.Map<Long, long[]> delays = engineSide == referee.sideToMove() ? engine.runDelays() : null;
        long sent = send(moveLine(text));
        if (delays != null) {
            asked = sent;
            askedBy = moveLine(text);
            asked(delays);
        }
        return sent;
    }

    /** The commands that start the engine on the side to move: {@code go}, after {@code white}/{@code black} for an engine with colors=1. */
    public long go() {
        engineSide = referee.sideToMove();
        stClocks();
        asked(engine.runDelays());
        asked = features.on("colors") ? send(engineSide == Side.WHITE ? "white" : "black", "go") : send("go");
        askedBy = "go";
        return asked;
    }

    /** The examiner asked for a move: the engine's threads' run delays then, and nothing read since. */
    private void asked(Map<Long, long[]> delays) {
        askedDelays = delays;
        samples.clear();
        moved = null;
    }

    /** Sends the clocks, as XBoard does before each move of the engine's (centiseconds). */
    public void clocks(long engineCs, long opponentCs) {
        if (features.on("time")) {
            send("time " + engineCs, "otim " + opponentCs);
        }
        clocksSent = true;
    }

    /**
     * In an {@code st} game XBoard sends the clocks all the same before every {@code go} and every move the engine
     * must answer (its {@code SendTimeRemaining}; the clock of the side to move set to the time per move): an
     * engine that keeps time by {@code time} alone plays there. Not when the scenario sent its own clocks.
     */
    private void stClocks() {
        if (stCs > 0 && !clocksSent) {
            clocks(stCs, stCs);
        }
        clocksSent = false;
    }

    /** Marks that the engine plays {@code side} (after {@code playother}, {@code white}/{@code black} etc.). */
    public void engineSide(int side) {
        engineSide = side;
    }

    /**
     * Waits up to {@code ms} (scaled) for the engine's move, judging it: it must be legal, in the engine's
     * notation, and come only while it is the engine's turn. On the way, an {@code Illegal move} or {@code Error}
     * line fails the scenario (the examiner sent only legal moves and known commands), and a result claim is
     * judged. Returns the move as the engine wrote it, with the moment it arrived.
     */
    public EngineUnderTest.Line expectMove(long ms, List<EngineUnderTest.Line> passed) throws InterruptedException {
        return expectMove(ms, -1, passed);
    }

    /**
     * The same, for a move whose time {@link #judgeTime} judges past a line {@code lineMs} after the examiner asked
     * for it (not scaled; -1: none): from a little before the line until the first reading past it, the engine's
     * threads' run delays are read every {@link #SAMPLE_MS} ms, so that what it waited for a CPU past the line is
     * known even when the examiner's own thread comes late on a busy machine.
     */
    public EngineUnderTest.Line expectMove(long ms, long lineMs, List<EngineUnderTest.Line> passed)
            throws InterruptedException {
        long deadline = System.nanoTime() + scaled(ms) * 1_000_000L;
        this.lineMs = lineMs;
        samples.clear();
        thoughtCs = -1;
        long lineAt = asked + lineMs * 1_000_000L;
        long sampleAt = lineMs < 0 ? Long.MAX_VALUE : lineAt - 3 * SAMPLE_MS * 1_000_000L;
        while (true) {
            long until = Math.min(deadline, sampleAt);
            long left = (until - System.nanoTime() + 999_999) / 1_000_000L;
            EngineUnderTest.Line line = engine.next(text -> true, Math.max(0, left), null);
            if (line == null && until < deadline && !engine.ended()) {
                if (System.nanoTime() >= until) {
                    long before = System.nanoTime();
                    Map<Long, long[]> delays = engine.runDelays();
                    long at = before + (System.nanoTime() - before) / 2;
                    samples.add(new EngineUnderTest.Snapshot(at, delays));
                    sampleAt = at > lineAt ? Long.MAX_VALUE : sampleAt + SAMPLE_MS * 1_000_000L;
                }
                continue;
            }
            if (line == null) {
                if (engine.ended()) {
                    fail(engine.gone() + " instead of moving");
                }
                String stderrMove = stderrMove();
                fail(stCs > 0 ? "ignores-st" : "no-move", "no move within " + scaled(ms) + " ms" + (stCs > 0
                        ? " at st " + stCs / 100
                        + (features.on("time") ? " (and the clocks time " + stCs + ", otim " + stCs + ")" : "")
                        + ": the move is due within the time per"
                        + " move (lesson 1: st; lesson 2 keeps to it)" : "")
                        + (stderrMove == null ? "" : "; its stderr has '" + stderrMove + "': a move written to stderr,"
                        + " where the GUI never looks (stdout is the protocol; lesson 1)"));
            }
            String text = line.text();
            Matcher move = MOVE.matcher(text);
            if (move.matches()) {
                Map<Long, long[]> atMove = engine.delaysAt(line);
                moved = atMove != null ? new EngineUnderTest.Snapshot(line.nanos(), atMove)
                        : new EngineUnderTest.Snapshot(System.nanoTime(), engine.runDelays());
                check(line.nanos() >= asked, String.format(Locale.ROOT, "'%s' came %.1f ms before the examiner"
                        + " sent '%s': output that came before a command is not its answer (the engine moved out of"
                        + " turn, or answered something else)", text, EngineUnderTest.ms(line.nanos(), asked),
                        askedBy));
                judgeEngineMove(move.group(1) != null ? move.group(1) : move.group(2));
                judgeResultByRule();
                return line;
            }
            judgeLine(text);
            Matcher thinking = THINKING.matcher(text);
            if (thinking.matches()) {
                thoughtCs = Long.parseLong(thinking.group(3));
            }
            if (passed != null) {
                passed.add(line);
            }
        }
    }

    /** Judges a move the engine sent (legal, in a notation a GUI reads) and plays it on the referee's board. */
    public void judgeEngineMove(String text) {
        String problem = referee.judgeAndPlay(text);
        maybeThinking = true;                              // XBoard: "Program may be pondering now"
        if (problem != null) {
            fail("illegal-move-of-its-own", problem + ": XBoard forfeits an engine for an illegal move");
        }
        String warning = referee.takeNotationWarning();
        if (warning != null) {
            warn("san-moves", warning);
        }
    }

    public EngineUnderTest.Line expectMove(long ms) throws InterruptedException {
        return expectMove(ms, null);
    }

    /**
     * How long (ms) the engine waited for a CPU between the examiner's asking for a move and its move (read when the
     * move came; until it comes, now): on a busy machine the part of a move's time that was not its own (0 on a
     * quiet machine, or where the system does not say).
     */
    public double waitedForCpuMs() {
        return EngineUnderTest.waitedSince(askedDelays, moved != null ? moved.delays() : engine.runDelays()) / 1e6;
    }

    /**
     * How long (ms) the engine waited for a CPU between the line of its move ({@link #expectMove(long, long, List)})
     * and the move, at most {@code pastMs} (the wall time between them): the run delay of the thread that used the
     * most CPU for the whole move (its search), at the line read between the readings on either side of it.
     */
    private double waitedPastLineMs(double pastMs) {
        if (lineMs < 0 || moved == null || pastMs <= 0 || askedDelays.isEmpty()) {
            return 0;
        }
        long lineAt = asked + lineMs * 1_000_000L;
        EngineUnderTest.Snapshot before = new EngineUnderTest.Snapshot(asked, askedDelays);
        EngineUnderTest.Snapshot after = moved;
        for (EngineUnderTest.Snapshot sample : samples) {
            if (sample.nanos() <= lineAt) {
                before = sample;
            } else {
                after = sample.nanos() < after.nanos() ? sample : after;
                break;
            }
        }
        long search = -1;
        long most = -1;
        for (Map.Entry<Long, long[]> thread : moved.delays().entrySet()) {
            long cpu = thread.getValue()[0] - askedDelays.getOrDefault(thread.getKey(), new long[2])[0];
            if (cpu > most) {
                most = cpu;
                search = thread.getKey();
            }
        }
        long[] zero = new long[2];
        double w0 = before.delays().getOrDefault(search, zero)[1];
        double w1 = after.delays().getOrDefault(search, zero)[1];
        double share = after.nanos() > before.nanos()
                ? Math.min(1, Math.max(0, (double) (lineAt - before.nanos()) / (after.nanos() - before.nanos()))) : 1;
        double atLine = w0 + (w1 - w0) * share;
        double waited = (moved.delays().getOrDefault(search, zero)[1] - atLine) / 1e6;
        return Math.max(0, Math.min(pastMs, waited));
    }

    /**
     * A move's time judged by {@link #judgeTime}: {@code wallMs} by the wall clock (the GUI's), {@code countedMs}
     * with the engine's wait for a CPU past the line taken out, {@code ownMs} with all its wait for the move taken out.
     */
    public record MoveTime(double wallMs, double countedMs, double ownMs, boolean unsureAtLimit) {
        /**
         * Over {@code ms} by the time counted but not by the engine's own time in all: on a quiet machine a search
         * kept by the wall clock is over it, a quick one (a search of a fixed depth, a JVM that still compiles) is
         * not; the machine was too busy to tell them apart, and the scenario looks again. So too a move over the
         * limit that did not fail ({@code unsureAtLimit}): over it by the time counted alone, or by the wall clock
         * alone while the engine waited for a CPU most of the time past the line (its CPU there may be the little it
         * needs to move, or a search that went on).
         */
        public boolean unsure(double ms) {
            return unsureAtLimit || countedMs > ms && ownMs <= ms;
        }
    }

    /**
     * Judges a move's time {@code tookMs} (by the wall clock) against {@code limitMs} as a GUI does, except past the
     * line that {@link #expectMove(long, long, List)} was given: there only the engine's own time counts. An engine
     * that keeps time by the wall clock decides to stop at some moment and then needs a little CPU to notice and
     * move; on a busy machine that little CPU stretches by its wait for one. So up to the line the wall clock counts
     * (such an engine takes as long on any machine, and what its search waited there cannot excuse it: a limit kept
     * by the wall clock holds on a busy machine too); past it the wall time less what its search (the thread that
     * used the most CPU for the move) waited for a CPU there, read while it happened: the time counted. Over the
     * limit by the time counted it fails with {@code reason} (a format with the wall time and the limit) and
     * {@code cause}, the figures named, if also by its own time in all or on the {@code lastLook}; over it by the
     * time counted alone ({@link MoveTime#unsure}) the scenario looks again. Over the limit only by the wall clock
     * the machine made it late, not the engine, when the engine had most of a CPU past the line: the figure "late by
     * a busy machine" says so. When it waited most of that time, the machine was too busy to tell (its CPU there may
     * be the little it needs to move, or a search that went on), and another sign decides: its last thinking line
     * (time in centiseconds, by its own clock; no more than the wall time) past the limit is a search that went on
     * (FAIL); without one the scenario looks again, and on the {@code lastLook} it is n/a with the figures.
     */
    public MoveTime judgeTime(double tookMs, double limitMs, boolean lastLook, String cause, String reason) {
        double past = lineMs < 0 ? 0 : Math.max(0, tookMs - lineMs);
        double waited = waitedPastLineMs(past);
        double whole = Math.min(tookMs, Math.max(waited, waitedForCpuMs()));
        boolean tooBusy = tookMs > limitMs && tookMs - waited <= limitMs && waited > past / 2;
        MoveTime time = new MoveTime(tookMs, tookMs - waited, tookMs - whole, tooBusy || tookMs - waited > limitMs);
        if (tooBusy && 10 * thoughtCs > limitMs && 10 * thoughtCs <= tookMs) {
            fail(cause, String.format(Locale.ROOT, reason, tookMs, Math.round(limitMs)) + String.format(Locale.ROOT,
                    ", and its own thinking output says it searched %d cs before it moved (its search waited %.0f ms"
                    + " for a CPU past %d ms, but it was still searching by its own clock)", thoughtCs, waited,
                    lineMs));
        }
        if (tooBusy && lastLook) {
            notAvailable(String.format(Locale.ROOT, reason, tookMs, Math.round(limitMs)) + String.format(Locale.ROOT,
                    " by the wall clock, of which %.0f ms past %d ms; past it its search waited %.0f ms for a CPU"
                    + " (%.0f ms its own in all): whether that was the little it needs to move or a search that"
                    + " went on, the machine was too busy to tell", past, lineMs, waited, time.ownMs()));
        }
        if (time.countedMs() > limitMs && (time.ownMs() > limitMs || lastLook)) {
            fail(cause, String.format(Locale.ROOT, reason, tookMs, Math.round(limitMs)) + (past <= 0 || lineMs
                    >= limitMs ? "" : String.format(Locale.ROOT, ", %.0f ms of it its own past %d ms", past - waited,
                    lineMs)) + (whole < 1 ? "" : String.format(Locale.ROOT, " (meanwhile its search waited %.0f ms for"
                    + " a CPU%s: a busy machine)", whole, waited < 1 ? "" : String.format(Locale.ROOT, ", %.0f ms of it"
                    + " past %d ms", waited, lineMs))));
        }
        if (past > 0 && waited >= 1) {
            String before = figures.get(LATE_BY_MACHINE);
            figure(LATE_BY_MACHINE, (before == null ? "" : before + "; ") + String.format(Locale.ROOT, "a move of"
                    + " %.0f ms by the wall clock counts %.0f ms: past %d ms its search waited %.0f ms for a CPU (%.0f"
                    + " ms its own in all)", tookMs, time.countedMs(), lineMs, waited, time.ownMs()));
        }
        return time;
    }

    /** The figure of the moves that a busy machine made late ({@link #judgeTime}). */
    static final String LATE_BY_MACHINE = "late by a busy machine";

    /** The move part of a {@code move X} line. */
    public static String moveOf(EngineUnderTest.Line line) {
        Matcher m = MOVE.matcher(line.text());
        return !m.matches() ? null : m.group(1) != null ? m.group(1) : m.group(2);
    }

    /**
     * A line on the way to something else: an {@code Illegal move} for a legal move fails; an {@code Error} (or
     * an {@code Illegal move} that names a command) is the engine's refusal of a command, which the spec lets an
     * engine give for what it does not implement: it fails only for a command every GUI relies on (the moves,
     * {@code new}, {@code go}, {@code force}, and whatever the engine announced with {@code feature}), and for the
     * commands the scenario is about it decides as the scenario said ({@link #about}). A result claim is judged
     * (and remembered); anything else passes.
     */
    public void judgeLine(String text) {
        Matcher illegal = ILLEGAL.matcher(text);
        if (illegal.matches()) {
            String named = illegal.group(2).strip();
            String word = named.split("\\s+", 2)[0];
            if (named.isEmpty() || sentMoves.contains(named) || sentMoves.contains(word)
                    || MOVE_TEXT.matcher(word).matches() || !sentWords.contains(word)) {
                fail("legal-called-illegal", "the engine called a legal move illegal: '" + text + "'");
            }
            warn("it answered '" + text + "' to a command it does not know: the spec's answer is 'Error (unknown"
                    + " command): " + word + "'; in a game XBoard takes 'Illegal move' as the refusal of its last"
                    + " move and takes that move back");
            refusal(word, text);
            return;
        }
        if (text.startsWith("Error")) {
            Matcher error = ERROR.matcher(text);
            String named = error.matches() ? error.group(2).strip() : "";
            String word = named.split("\\s+", 2)[0];
            if (!sentWords.contains(word) && !sentMoves.contains(named) && !sentMoves.contains(word)) {
                word = sentWords.stream().filter(w -> !w.isEmpty() && text.matches(".*\\b" + Pattern.quote(w)
                        + "\\b.*")).findFirst().orElse(word);
            }
            if (!sentWords.contains(word) && !sentMoves.contains(named) && !sentMoves.contains(word)) {
                warn("it printed '" + text + "', naming no command the GUI sent (XBoard ignores the line; a"
                        + " driver that answers lines it made up, or garbage, has a bug in its input)");
                return;
            }
            if (sentMoves.contains(named) || sentMoves.contains(word) || word.equals("usermove")) {
                fail("refused:moves", "the engine refused a move: '" + text + "'; moves are the heart of the"
                        + " protocol (lesson 1: " + (features.on("usermove") ? "'usermove MOVE' after"
                        + " usermove=1" : "a bare move such as e2e4, as the GUI sends it without usermove=1") + ")");
            }
            refusal(word, text);
            return;
        }
        if (Referee.isResult(text)) {
            String problem = referee.judgeClaim(text, engineSide);
            if (problem != null) {
                fail(problem);
            }
            claim = text;
        }
    }

    /** The commands a GUI relies on: a refusal of one fails whatever scenario it comes in. */
    private boolean mandatory(String word) {
        return switch (word) {
            case "new", "go", "force", "xboard", "protover", "accepted", "rejected" -> true;
            case "ping" -> features.on("ping");
            case "setboard" -> features.announced("setboard") && features.on("setboard");
            case "playother" -> features.on("playother");
            case "pause", "resume" -> features.on("pause");
            case "memory" -> features.on("memory");
            case "cores" -> features.on("smp");
            case "exclude", "include" -> features.on("exclude");
            case "setscore" -> features.on("setscore");
            case "option" -> !features.options().isEmpty();
            case "analyze", "exit" -> features.announced("analyze") && features.on("analyze");
            case "time", "otim" -> features.announced("time") && features.on("time");
            case "nps" -> features.announced("nps") && features.on("nps");
            case "draw" -> features.announced("draw") && features.on("draw");
            case "white", "black" -> features.announced("colors") && features.on("colors");
            default -> false;
        };
    }

    /** The engine refused {@code word} with {@code text}: judged as the scenario and the protocol say. */
    private void refusal(String word, String text) {
        refusals.add(word);
        refusalTexts.putIfAbsent(word, text);
        Refused policy = subjects.get(word);
        String why = subjectReasons.getOrDefault(word, "");
        if (policy == Refused.NOT_AVAILABLE) {
            notAvailable("it answered '" + text + "': the spec's answer for a command it does not implement"
                    + (why.isEmpty() ? "" : " (" + why + ")"));
        }
        if (policy == Refused.FAIL || policy == null && mandatory(word)) {
            String because = switch (word) {
                case "new", "go", "force" -> "; a GUI sends it in every game (lesson 1)";
                case "option" -> "; the GUI sets the options the engine announced itself (feature option=...)";
                case "xboard", "protover", "accepted", "rejected" -> "; a GUI sends it at every start (lesson 1)";
                default -> "; a GUI sends it because the engine announced the feature";
            };
            fail("refused:" + word, "it refused " + word + ": '" + text + "'" + (why.isEmpty() ? "" : "; " + why)
                    + (policy == null ? because : ""));
        }
        if (policy == Refused.WARN) {
            warn("it answered '" + text + "'" + (why.isEmpty() ? "" : ": " + why));
        }
        engine.note("a refusal of " + word + ": the spec's answer to a command an engine does not implement;"
                + " XBoard ignores the line and goes on");
    }

    /** After a move: when the game is now over by rule, the engine should stop playing (nothing to check yet). */
    private void judgeResultByRule() {
        if (referee.game().result() != null) {
            engineSide = -1;
        }
    }

    /** Lines of thinking output among {@code lines}. */
    public static List<Matcher> thinking(List<EngineUnderTest.Line> lines) {
        List<Matcher> result = new ArrayList<>();
        for (EngineUnderTest.Line line : lines) {
            Matcher m = THINKING.matcher(line.text());
            if (m.matches()) {
                result.add(m);
            }
        }
        return result;
    }

    /** True when some line in {@code lines} satisfies {@code test}. */
    public static boolean any(List<EngineUnderTest.Line> lines, Predicate<String> test) {
        return lines.stream().anyMatch(line -> test.test(line.text()));
    }
}
