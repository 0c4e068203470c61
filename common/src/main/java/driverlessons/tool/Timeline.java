package driverlessons.tool;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The spy's conversation drawn as a sequence diagram, in plain SVG: the GUI's lifeline on the left, the engine's on
 * the right, time running down to scale (a quiet stretch longer than {@link Options#maxGapMs} is shortened and
 * marked), each line an arrow with its text and its time, a run of thinking output folded into one band ("14
 * thinking lines, depth 1–14"), and the engine's state (thinking, pondering, analysing, paused) shaded on its
 * lifeline where the lines show it. {@code common.jar timeline LOG SVG} draws an existing log;
 * {@code common.jar spy --svg FILE} draws the conversation it has just passed on.
 *
 * <p>The state is read from the lines alone, as a student reading the log would: CECP's {@code go}, a move while
 * the engine is not in {@code force}, {@code move}, {@code hard}, {@code analyze}/{@code exit}, {@code pause}/
 * {@code resume}; Gomocup's {@code TURN}/{@code BEGIN}/{@code BOARD}, {@code PONDER}/{@code STOP} and the engine's
 * {@code x,y}. A move that arrives while the engine ponders is marked a hit when it is the move the engine expected
 * (the one in brackets in its pondering output, else the second move of the principal variation it played).
 */
final class Timeline {
    /** The direction of a line, as the log writes it. */
    enum Kind {
        TO_ENGINE("GUI>eng"), TO_GUI("eng>GUI"), ENGINE_STDERR("eng err"), SPY("spy");

        final String label;

        Kind(String label) {
            this.label = label;
        }

        static Kind of(String label) {
            for (Kind kind : values()) {
                if (kind.label.equals(label)) {
                    return kind;
                }
            }
            return null;
        }
    }

    /** One record of the log: milliseconds since the spy started, the direction, the text as logged. */
    record Entry(long ms, Kind kind, String text) {
    }

    /**
     * How to draw: the title, the window of time (milliseconds of the log, inclusive; a negative {@code toMs}: to
     * the end), the shortest run of thinking lines that is folded (0: none), pixels per second, and the longest
     * quiet stretch drawn to scale.
     */
    record Options(String title, long fromMs, long toMs, int fold, double pxPerSecond, long maxGapMs) {
        static final int FOLD = 3;
        static final double PX_PER_SECOND = 100;
        static final long MAX_GAP_MS = 1500;

        static Options defaults(String title) {
            return new Options(title, 0, -1, FOLD, PX_PER_SECOND, MAX_GAP_MS);
        }
    }

    /** The engine's state as the lines show it. */
    enum State {
        IDLE(null, null), THINKING("thinking", "#f4a261"), PONDERING("pondering", "#b39ddb"),
        ANALYSING("analysing", "#64b5f6"), PAUSED("paused", "#9e9e9e");

        final String word;
        final String colour;

        State(String word, String colour) {
            this.word = word;
            this.colour = colour;
        }
    }

    // ---------------------------------------------------------------------------------------------- reading a log

    /** A record of the log: the time, the direction padded to 8 characters, one space, the text. */
    private static final Pattern RECORD = Pattern.compile("^ *(\\d{1,12}) (GUI>eng|eng>GUI|eng err|spy)( *)");
    /** The colours the spy puts around a record when it writes to a terminal. */
    private static final Pattern ANSI = Pattern.compile("\u001b\\[[0-9;]*m");

    /**
     * The records of a spy log, in order; lines that are not records (junk, another program's output) are skipped.
     * When the times start again from zero (a second run appended to the same file) they continue after the first.
     */
    static List<Entry> parse(byte[] log) {
        String text = new String(log, StandardCharsets.UTF_8);  // bytes that are not UTF-8 become U+FFFD
        List<Entry> entries = new ArrayList<>();
        long offset = 0;
        long last = 0;
        for (String line : text.split("\r?\n", -1)) {
            line = ANSI.matcher(line).replaceAll("");
            Matcher m = RECORD.matcher(line);
            if (!m.find()) {
                continue;
            }
            Kind kind = Kind.of(m.group(2));
            int padding = m.group(3).length();
            int textStart = m.end(2) + Math.min(padding, 8 - kind.label.length() + 1);
            long ms = Long.parseLong(m.group(1)) + offset;
            if (ms < last) {  // the spy started again, appending to the same log
                offset = last - Long.parseLong(m.group(1));
                ms = last;
            }
            last = ms;
            entries.add(new Entry(ms, kind, line.substring(Math.min(textStart, line.length()))));
        }
        return entries;
    }

    // ---------------------------------------------------------------------------------------------- the command

    /** {@code timeline LOG SVG [--from MS] [--to MS] [--fold N] [--scale PX] [--gap MS] [--title TEXT]}. */
    static int run(String[] args) {
        return run(args, System.out, System.err);
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        List<String> files = new ArrayList<>();
        Options o = Options.defaults(null);
        long from = o.fromMs();
        long to = o.toMs();
        int fold = o.fold();
        double scale = o.pxPerSecond();
        long gap = o.maxGapMs();
        String title = null;
        try {
            for (int i = 0; i < args.length; i++) {
                String arg = args[i];
                boolean valued = i + 1 < args.length;
                switch (arg) {
                    case "--from" -> from = valued ? Long.parseLong(args[++i]) : missing(arg);
                    case "--to" -> to = valued ? Long.parseLong(args[++i]) : missing(arg);
                    case "--fold" -> fold = valued ? Integer.parseInt(args[++i]) : missing(arg);
                    case "--scale" -> scale = valued ? Double.parseDouble(args[++i]) : missing(arg);
                    case "--gap" -> gap = valued ? Long.parseLong(args[++i]) : missing(arg);
                    case "--title" -> {
                        if (!valued) {
                            missing(arg);
                        }
                        title = args[++i];
                    }
                    default -> {
                        if (arg.startsWith("--") && arg.length() > 2) {
                            return Tool.COMMANDS.usage("timeline", "unknown option " + arg, err);
                        }
                        files.add(arg);
                    }
                }
            }
        } catch (IllegalArgumentException e) {
            return Tool.COMMANDS.usage("timeline", e.getMessage().replaceFirst("^For input string: ", "not a number: "),
                    err);
        }
        if (files.size() != 2) {
            return Tool.COMMANDS.usage("timeline", "give the spy's log and the SVG file to write", err);
        }
        if (fold < 0 || !(scale > 0 && scale <= 10_000) || gap < 0 || from < 0) {
            return Tool.COMMANDS.usage("timeline", "--fold, --gap and --from are 0 or more, --scale more than 0",
                    err);
        }
        byte[] log;
        try {
            log = Files.readAllBytes(Path.of(files.get(0)));
        } catch (IOException | RuntimeException e) {
            return Tool.COMMANDS.error("timeline", "cannot read " + files.get(0) + ": " + e.getMessage(), err);
        }
        List<Entry> entries = parse(log);
        if (entries.isEmpty()) {
            return Tool.COMMANDS.error("timeline", files.get(0) + " has no records of the spy's log in it", err);
        }
        String shownTitle = title != null ? title : Path.of(files.get(0)).getFileName().toString();
        String svg = svg(entries, new Options(shownTitle, from, to, fold, scale, gap));
        try {
            if (files.get(1).equals("-")) {
                out.print(svg);
                out.flush();
            } else {
                Files.writeString(Path.of(files.get(1)), svg, StandardCharsets.UTF_8);
            }
        } catch (IOException | RuntimeException e) {
            return Tool.COMMANDS.error("timeline", "cannot write " + files.get(1) + ": " + e.getMessage(), err);
        }
        return 0;
    }

    private static <T> T missing(String option) {
        throw new IllegalArgumentException(option + " needs a value");
    }

    /** Writes the picture of {@code entries} to {@code file} (the spy's {@code --svg}). */
    static void write(List<Entry> entries, Options options, OutputStream file) throws IOException {
        file.write(svg(entries, options).getBytes(StandardCharsets.UTF_8));
    }

    // ---------------------------------------------------------------------------------------------- the state

    /** Thinking output: {@code ply score time nodes [pv]}; Gomocup's {@code MESSAGE depth 1-D ...}. */
    private static final Pattern THINKING = Pattern.compile("^\\s*(\\d+)\\s+-?\\d+\\s+\\d+\\s+\\d+(\\s.*)?$");
    private static final Pattern GOMOCUP_MESSAGE = Pattern.compile("^MESSAGE depth (?:\\d+-)?(\\d+)\\b.*");
    private static final Pattern CHESS_MOVE = Pattern.compile("^[a-h][1-8][a-h][1-8][qrbnk]?$");
    private static final Pattern STONE = Pattern.compile("^(SUGGEST )?\\d+,\\d+$");
    private static final Pattern PONDER_MOVE = Pattern.compile("\\(([a-h][1-8][a-h][1-8][qrbnk]?)\\)");

    /** The depth of a thinking line, or -1 when it is not one. */
    static int thinkingDepth(Entry e) {
        if (e.kind() != Kind.TO_GUI) {
            return -1;
        }
        Matcher m = THINKING.matcher(e.text());
        if (m.matches()) {
            return parseDepth(m.group(1));
        }
        m = GOMOCUP_MESSAGE.matcher(e.text());
        return m.matches() ? parseDepth(m.group(1)) : -1;
    }

    private static int parseDepth(String digits) {
        return digits.length() > 6 ? 999_999 : Integer.parseInt(digits);
    }

    /** The state from one entry on, with what to say about it (a hit, a miss, a move now). */
    record Change(int index, State state, String note) {
    }

    /** Reads the engine's state from the lines: one change at every line that changes it. */
    static List<Change> states(List<Entry> entries) {
        List<Change> changes = new ArrayList<>();
        State state = State.IDLE;
        State beforePause = State.IDLE;
        boolean force = false;
        boolean hard = false;
        boolean analysing = false;
        String expected = null;     // the move the engine ponders on
        String lastPv = null;       // the principal variation of its last thinking line
        for (int i = 0; i < entries.size(); i++) {
            Entry e = entries.get(i);
            String t = e.text().strip();
            if (t.endsWith("\\r")) {  // a Gomocup manager ends its lines with CR LF; the log shows the CR
                t = t.substring(0, t.length() - 2).strip();
            }
            State next = state;
            String note = null;
            if (e.kind() == Kind.TO_ENGINE) {
                String word = t.contains(" ") ? t.substring(0, t.indexOf(' ')) : t;
                String move = word.equals("usermove") ? t.substring(t.indexOf(' ') + 1).strip()
                        : CHESS_MOVE.matcher(t).matches() ? t : null;
                if (move != null) {
                    if (analysing) {
                        next = State.ANALYSING;
                        note = "new position: " + move;
                    } else if (!force) {
                        next = State.THINKING;
                        if (state == State.PONDERING && expected != null) {
                            note = move.equals(expected) ? "ponder hit" : "ponder miss, expected " + expected;
                        }
                    }
                } else {
                    switch (word) {
                        case "new", "quit", "result", "END", "START", "RECTSTART", "RESTART" -> {
                            force = false;
                            analysing = false;
                            next = State.IDLE;
                        }
                        case "force", "STOP" -> {
                            force = word.equals("force");
                            next = analysing ? State.ANALYSING : State.IDLE;
                        }
                        case "go", "BEGIN", "TURN" -> {
                            force = false;
                            next = State.THINKING;
                        }
                        case "DONE" -> next = State.THINKING;  // the end of BOARD: the engine is to move
                        case "playother" -> {
                            force = false;
                            next = hard ? State.PONDERING : State.IDLE;
                        }
                        case "PONDER" -> next = State.PONDERING;
                        case "hard" -> hard = true;
                        case "easy" -> {
                            hard = false;
                            next = state == State.PONDERING ? State.IDLE : state;
                        }
                        case "analyze" -> {
                            analysing = true;
                            next = State.ANALYSING;
                        }
                        case "exit" -> {
                            analysing = false;
                            next = State.IDLE;
                        }
                        case "?" -> note = state == State.THINKING ? "move now" : null;
                        case "pause" -> {
                            if (state != State.IDLE && state != State.PAUSED) {
                                beforePause = state;
                                next = State.PAUSED;
                            }
                        }
                        case "resume" -> next = state == State.PAUSED ? beforePause : state;
                        default -> {
                        }
                    }
                }
            } else if (e.kind() == Kind.TO_GUI) {
                if (thinkingDepth(e) >= 0) {
                    lastPv = t;
                    Matcher ponder = PONDER_MOVE.matcher(t);
                    if (state == State.PONDERING && ponder.find()) {
                        expected = ponder.group(1);
                    }
                } else if (t.startsWith("move ") && !analysing) {
                    String played = t.substring(5).strip();
                    expected = expectedReply(lastPv, played);
                    next = hard && !force ? State.PONDERING : State.IDLE;
                    note = next == State.PONDERING && expected != null ? "expects " + expected : null;
                } else if (STONE.matcher(t).matches() || t.equals("resign") || t.matches("^(1-0|0-1|1/2-1/2) .*")) {
                    next = State.IDLE;
                }
            }
            if (next != state || note != null) {
                changes.add(new Change(i, next, note));
                state = next;
            }
        }
        return changes;
    }

    /** The second move of the principal variation of the move played: the reply the engine expects. */
    private static String expectedReply(String thinkingLine, String played) {
        if (thinkingLine == null) {
            return null;
        }
        String[] words = thinkingLine.replaceAll("[()]", "").trim().split("\\s+");
        for (int i = 4; i + 1 < words.length; i++) {
            if (words[i].equals(played)) {
                return CHESS_MOVE.matcher(words[i + 1]).matches() ? words[i + 1] : null;
            }
        }
        return null;
    }

    // ---------------------------------------------------------------------------------------------- the layout

    static final int WIDTH = 1010;
    static final int TIME_X = 62;
    static final int GUI_X = 130;
    static final int ENGINE_X = 800;
    static final int TOP = 96;
    /** Room for one arrow and its text above it. */
    static final int ROW = 19;
    static final int FOLD_MIN = 40;
    static final int FOLD_MAX = 150;
    static final int BREAK = 34;
    /** Characters of a line's text that fit between the lifelines (monospace, 12 px). */
    static final int TEXT_CHARS = 88;

    /** What an item of the picture is. */
    private enum Shape { LINE, THINKING, ANSWERS, BREAK }

    /**
     * One thing drawn in the column between the lifelines: an arrow or a note (one line), a band of folded thinking
     * lines, one arrow for a run of the GUI's {@code accepted}/{@code rejected} answers, a shortened quiet stretch.
     */
    private record Item(Shape shape, int first, int last, double y, double y2, long breakMs) {
    }

    /** The GUI's answers to the engine's features: a run of them is drawn as one arrow. */
    private static boolean isAnswer(Entry e) {
        return e.kind() == Kind.TO_ENGINE && (e.text().startsWith("accepted ") || e.text().startsWith("rejected "));
    }

    /** Draws the picture. */
    static String svg(List<Entry> all, Options o) {
        List<Change> changes = states(all);
        int from = 0;
        while (from < all.size() && all.get(from).ms() < o.fromMs()) {
            from++;
        }
        int to = all.size();
        if (o.toMs() >= 0) {
            to = from;
            while (to < all.size() && all.get(to).ms() <= o.toMs()) {
                to++;
            }
        }
        double pxPerMs = o.pxPerSecond() / 1000.0;

        // what is drawn, and where: every entry gets its y (the ones in a fold spread over the band)
        List<Item> items = new ArrayList<>();
        double[] ys = new double[all.size()];
        double y = TOP + (from > 0 ? ROW : 0);
        long previous = from < to ? all.get(from).ms() : 0;
        int i = from;
        while (i < to) {
            int run = i;
            Shape shape = Shape.LINE;
            if (thinkingDepth(all.get(i)) >= 0) {
                while (run < to && thinkingDepth(all.get(run)) >= 0) {
                    run++;
                }
                shape = Shape.THINKING;
            } else if (isAnswer(all.get(i))) {
                while (run < to && isAnswer(all.get(run))) {
                    run++;
                }
                shape = Shape.ANSWERS;
            }
            int last = o.fold() > 0 && run - i >= o.fold() ? run - 1 : i;
            if (last == i) {
                shape = Shape.LINE;
            }
            long quiet = all.get(i).ms() - previous;
            if (quiet > o.maxGapMs() && quiet * pxPerMs > BREAK) {
                items.add(new Item(Shape.BREAK, -1, -1, y + ROW * 0.3, y + ROW * 0.3 + BREAK, quiet));
                y += BREAK + ROW;
            } else {
                y += Math.max(quiet * pxPerMs, items.isEmpty() ? 0 : ROW);
            }
            if (items.isEmpty()) {
                y += ROW;
            }
            if (shape == Shape.THINKING) {
                long span = all.get(last).ms() - all.get(i).ms();
                double height = Math.min(FOLD_MAX, Math.max(FOLD_MIN, span * pxPerMs));
                double top = y - ROW * 0.7;
                items.add(new Item(shape, i, last, top, top + height, 0));
                for (int k = i; k <= last; k++) {
                    ys[k] = span == 0 ? top : top + height * (all.get(k).ms() - all.get(i).ms()) / span;
                }
                y = top + height;
                previous = all.get(last).ms();
            } else {
                items.add(new Item(shape, i, last, y, y, 0));
                for (int k = i; k <= last; k++) {
                    ys[k] = y;
                }
                previous = all.get(last).ms();
            }
            i = last + 1;
        }
        double bottom = y + ROW + (to < all.size() ? ROW : 0);
        for (int k = 0; k < from; k++) {
            ys[k] = TOP;
        }
        for (int k = to; k < all.size(); k++) {
            ys[k] = bottom;
        }
        int legendTop = (int) Math.ceil(bottom) + 24;
        int height = legendTop + 56;

        Svg svg = new Svg(WIDTH, height);
        header(svg, all, o, from, to);
        svg.raw("<line class=\"lifeline\" x1=\"" + GUI_X + "\" y1=\"" + (TOP - 12) + "\" x2=\"" + GUI_X + "\" y2=\""
                + bottom + "\"/>\n");
        svg.raw("<line class=\"lifeline\" x1=\"" + ENGINE_X + "\" y1=\"" + (TOP - 12) + "\" x2=\"" + ENGINE_X
                + "\" y2=\"" + bottom + "\"/>\n");
        shading(svg, all, changes, ys, from, to, bottom);
        if (from > 0) {
            svg.text("omitted", (GUI_X + ENGINE_X) / 2.0, TOP + 4, "middle",
                    "\u2026 " + from + " earlier lines not shown");
        }
        String lastTime = "";
        for (Item item : items) {
            if (item.shape() == Shape.BREAK) {
                quietBreak(svg, item);
                continue;
            }
            Entry e = all.get(item.first());
            String time = String.format(Locale.ROOT, "%.3f", e.ms() / 1000.0);
            if (!time.equals(lastTime)) {
                svg.text("time", TIME_X, (item.shape() == Shape.THINKING ? item.y() + ROW * 0.7 : item.y()) - 4,
                        "end", time);
                lastTime = time;
            }
            switch (item.shape()) {
                case THINKING -> fold(svg, all, item);
                case ANSWERS -> answers(svg, all, item);
                default -> line(svg, e, item.y());
            }
        }
        if (to < all.size()) {
            svg.text("omitted", (GUI_X + ENGINE_X) / 2.0, bottom - 4, "middle",
                    "\u2026 " + (all.size() - to) + " later lines not shown");
        }
        legend(svg, legendTop);
        return svg.end();
    }

    private static void header(Svg svg, List<Entry> all, Options o, int from, int to) {
        String title = o.title() != null ? o.title() : "the spy's log";
        svg.text("title", 16, 24, "start", title);
        String engine = engineName(all);
        long start = from < to ? all.get(from).ms() : 0;
        long end = from < to ? all.get(to - 1).ms() : 0;
        svg.text("subtitle", 16, 44, "start", String.format(Locale.ROOT,
                "%d lines from %.3f s to %.3f s of the spy's log (%s); time runs down, %s px a second",
                to - from, start / 1000.0, end / 1000.0, "common.jar spy", trimNumber(o.pxPerSecond())));
        box(svg, GUI_X, "GUI");
        box(svg, ENGINE_X, engine == null ? "engine" : engine);
        svg.text("time-head", TIME_X, TOP - 24, "end", "s");
    }

    private static String trimNumber(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }

    private static void box(Svg svg, int x, String label) {
        String shown = shorten(label, 34);
        double w = Math.max(70, shown.length() * 7.4 + 20);
        svg.raw(String.format(Locale.ROOT,
                "<rect class=\"head\" x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"26\" rx=\"4\"/>\n",
                x - w / 2, TOP - 50, w));
        svg.text("head", x, TOP - 32, "middle", shown);
    }

    /** The engine's name from its {@code feature myname="..."} (CECP) or its {@code ABOUT} answer (Gomocup). */
    private static String engineName(List<Entry> all) {
        Pattern cecp = Pattern.compile("myname=\"([^\"]{1,80})\"");
        Pattern gomocup = Pattern.compile("^name=\"([^\"]{1,80})\"");
        for (Entry e : all) {
            if (e.kind() == Kind.TO_GUI) {
                Matcher m = cecp.matcher(e.text());
                if (m.find()) {
                    return m.group(1);
                }
                m = gomocup.matcher(e.text());
                if (m.find()) {
                    return m.group(1);
                }
            }
        }
        return null;
    }

    /** One line: an arrow between the lifelines with its text above it; the spy's notes and stderr as notes. */
    private static void line(Svg svg, Entry e, double y) {
        switch (e.kind()) {
            case TO_ENGINE -> {
                svg.raw("<g class=\"line to-engine\" data-lines=\"1\">");
                svg.raw(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\""
                        + " marker-end=\"url(#to-engine)\"/>", GUI_X, y, ENGINE_X - 2, y));
                svg.text(isMove(e) ? "msg move" : "msg", GUI_X + 8, y - 4, "start", shorten(e.text(), TEXT_CHARS),
                        e.text());
                svg.raw("</g>\n");
            }
            case TO_GUI -> {
                svg.raw("<g class=\"line to-gui\" data-lines=\"1\">");
                svg.raw(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\""
                        + " marker-end=\"url(#to-gui)\"/>", ENGINE_X, y, GUI_X + 2, y));
                svg.text(isMove(e) ? "msg move" : "msg", ENGINE_X - 8, y - 4, "end", shorten(e.text(), TEXT_CHARS),
                        e.text());
                svg.raw("</g>\n");
            }
            case ENGINE_STDERR -> svg.text("stderr", ENGINE_X - 8, y - 4, "end",
                    shorten("stderr: " + e.text(), TEXT_CHARS), e.text());
            case SPY -> svg.text("note", (GUI_X + ENGINE_X) / 2.0, y - 4, "middle",
                    shorten("spy: " + e.text(), TEXT_CHARS), e.text());
        }
    }

    /** A move: the engine's {@code move X}, the GUI's {@code usermove X} or bare move, a Gomocup stone. */
    private static boolean isMove(Entry e) {
        String t = e.text();
        return e.kind() == Kind.TO_GUI ? t.startsWith("move ") || STONE.matcher(t).matches()
                : t.startsWith("usermove ") || CHESS_MOVE.matcher(t).matches() || t.startsWith("TURN ");
    }

    /** A run of the GUI's answers to features, as one arrow: "accepted ping, setboard, ... (8 lines)". */
    private static void answers(Svg svg, List<Entry> all, Item item) {
        int count = item.last() - item.first() + 1;
        StringBuilder label = new StringBuilder();
        StringBuilder full = new StringBuilder();
        String verb = "";
        for (int k = item.first(); k <= item.last(); k++) {
            String t = all.get(k).text();
            String word = t.substring(0, t.indexOf(' '));
            label.append(word.equals(verb) ? ", " : (label.length() > 0 ? "; " : "") + word + " ")
                    .append(t.substring(t.indexOf(' ') + 1));
            verb = word;
            full.append(k > item.first() ? "\n" : "").append(t);
        }
        String suffix = " (" + count + " lines)";
        svg.raw(String.format(Locale.ROOT, "<g class=\"line to-engine answers\" data-lines=\"%d\">", count));
        svg.raw(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\""
                + " marker-end=\"url(#to-engine)\"/>", GUI_X, item.y(), ENGINE_X - 2, item.y()));
        String shown = shorten(label.toString(), TEXT_CHARS - suffix.length()).replaceFirst(",? ?\u2026$", " \u2026");
        svg.text("msg", GUI_X + 8, item.y() - 4, "start", shown + suffix, full.toString());
        svg.raw("</g>\n");
    }

    /** A run of thinking lines folded into one band, labelled with their count, their depths and the last one. */
    private static void fold(Svg svg, List<Entry> all, Item item) {
        int count = item.last() - item.first() + 1;
        int low = Integer.MAX_VALUE;
        int high = 0;
        for (int k = item.first(); k <= item.last(); k++) {
            int depth = thinkingDepth(all.get(k));
            low = Math.min(low, depth);
            high = Math.max(high, depth);
        }
        long span = all.get(item.last()).ms() - all.get(item.first()).ms();
        String depths = low == high ? "depth " + low : "depth " + low + "\u2013" + high;
        String label = count + " thinking lines, " + depths + ", "
                + String.format(Locale.ROOT, "%.3f s", span / 1000.0);
        double h = item.y2() - item.y();
        svg.raw(String.format(Locale.ROOT, "<g class=\"fold\" data-lines=\"%d\">", count));
        StringBuilder hidden = new StringBuilder();
        for (int k = item.first(); k <= item.last(); k++) {
            hidden.append(k > item.first() ? "\n" : "").append(shorten(all.get(k).text(), 300));
        }
        svg.raw("<title>" + escape(hidden.toString()) + "</title>");
        svg.raw(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%.1f\" width=\"%d\" height=\"%.1f\" rx=\"6\"/>",
                GUI_X + 6, item.y(), ENGINE_X - GUI_X - 12, h));
        svg.raw(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\""
                + " marker-end=\"url(#to-gui)\"/>", ENGINE_X, item.y2() - 4, GUI_X + 2, item.y2() - 4));
        svg.text("fold-label", (GUI_X + ENGINE_X) / 2.0, item.y() + 16, "middle", label);
        Entry lastLine = all.get(item.last());
        svg.text("msg", ENGINE_X - 8, item.y2() - 8, "end", shorten("last: " + lastLine.text(), TEXT_CHARS),
                "last: " + lastLine.text());
        svg.raw("</g>\n");
    }

    /** A quiet stretch drawn shorter than its time: a zig-zag across both lifelines and how long it was. */
    private static void quietBreak(Svg svg, Item item) {
        double mid = (item.y() + item.y2()) / 2;
        svg.raw(String.format(Locale.ROOT, "<g class=\"quiet\" data-ms=\"%d\">", item.breakMs()));
        svg.raw(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%.1f\" width=\"%d\" height=\"%.1f\"/>",
                GUI_X - 40, item.y() + 6, ENGINE_X - GUI_X + 80, item.y2() - item.y() - 12));
        for (double dy : new double[] {-5, 5}) {
            StringBuilder path = new StringBuilder("M" + (GUI_X - 40) + " " + fmt(mid + dy));
            for (int x = GUI_X - 40, k = 0; x < ENGINE_X + 40; x += 10, k++) {
                path.append(" L").append(x + 10).append(' ').append(fmt(mid + dy + (k % 2 == 0 ? -3 : 3)));
            }
            svg.raw("<path d=\"" + path + "\"/>");
        }
        svg.raw("</g>\n");
        svg.text("quiet-label", (GUI_X + ENGINE_X) / 2.0, mid + 4, "middle",
                String.format(Locale.ROOT, "%.1f s with no line, shortened", item.breakMs() / 1000.0));
    }

    /** The engine's state: a bar on its lifeline in the state's colour, its name beside the bar where it starts. */
    private static void shading(Svg svg, List<Entry> all, List<Change> changes, double[] ys, int from, int to,
            double bottom) {
        for (int c = 0; c < changes.size(); c++) {
            Change change = changes.get(c);
            int end = c + 1 < changes.size() ? changes.get(c + 1).index() : ys.length;
            if (end <= from || change.index() >= to) {
                continue;
            }
            double top = change.index() < from ? TOP : ys[change.index()];
            double low = end >= ys.length ? bottom : ys[end];
            if (change.state() != State.IDLE && low > top) {
                svg.raw(String.format(Locale.ROOT, "<rect class=\"state %s\" x=\"%d\" y=\"%.1f\" width=\"14\""
                                + " height=\"%.1f\" fill=\"%s\"><title>%s</title></rect>\n", change.state().word,
                        ENGINE_X - 7, top, low - top, change.state().colour, change.state().word));
            }
            boolean sameAsBefore = c > 0 && changes.get(c - 1).state() == change.state() && change.note() == null;
            if (change.index() >= from && !sameAsBefore) {
                double y = top + 4;
                if (change.state().word != null) {
                    // how long the state lasted, up to the next change (a later note of the same state goes on it)
                    int until = c + 1;
                    while (until < changes.size() && changes.get(until).state() == change.state()
                            && changes.get(until).note() == null) {
                        until++;
                    }
                    String lasted = change.state() == State.IDLE || until >= changes.size() ? ""
                            : String.format(Locale.ROOT, ", %.3f s",
                            (all.get(changes.get(until).index()).ms() - all.get(change.index()).ms()) / 1000.0);
                    svg.text("state-label", ENGINE_X + 12, y, "start", change.state().word + lasted);
                    y += 13;
                }
                if (change.note() != null) {
                    svg.text("state-note", ENGINE_X + 12, y, "start", shorten(change.note(), 26));
                }
            }
        }
    }

    private static void legend(Svg svg, int y) {
        svg.raw(String.format(Locale.ROOT, "<g class=\"legend\" transform=\"translate(16 %d)\">", y));
        svg.raw("<line class=\"to-engine\" x1=\"0\" y1=\"8\" x2=\"40\" y2=\"8\" marker-end=\"url(#to-engine)\"/>");
        svg.text("legend", 48, 12, "start", "GUI to engine");
        svg.raw("<line class=\"to-gui\" x1=\"190\" y1=\"8\" x2=\"150\" y2=\"8\" marker-end=\"url(#to-gui)\"/>");
        svg.text("legend", 198, 12, "start", "engine to GUI");
        svg.raw("<rect class=\"fold-key\" x=\"300\" y=\"0\" width=\"40\" height=\"16\" rx=\"4\"/>");
        svg.text("legend", 348, 12, "start", "thinking lines, folded");
        int x = 520;
        for (State s : new State[] {State.THINKING, State.PONDERING, State.ANALYSING, State.PAUSED}) {
            svg.raw(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"0\" width=\"14\" height=\"16\" fill=\"%s\"/>",
                    x, s.colour));
            svg.text("legend", x + 20, 12, "start", s.word);
            x += 32 + s.word.length() * 7;
        }
        svg.text("legend-small", 0, 36, "start", "The engine's state is read from the lines (go, move, hard, analyze,"
                + " pause, PONDER ...); times are when the spy read each line, in seconds.");
        svg.raw("</g>\n");
    }

    /** At most {@code max} characters, an ellipsis at the end when cut. */
    static String shorten(String text, int max) {
        return text.codePointCount(0, text.length()) <= max ? text
                : text.substring(0, text.offsetByCodePoints(0, max - 1)) + "\u2026";
    }

    private static String fmt(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }

    // ---------------------------------------------------------------------------------------------- SVG text

    /** A small SVG writer: the document, its style, and text escaped for XML. */
    private static final class Svg {
        private final StringBuilder out = new StringBuilder(64 * 1024);

        Svg(int width, int height) {
            out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
                    .append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(width)
                    .append("\" height=\"").append(height).append("\" viewBox=\"0 0 ").append(width).append(' ')
                    .append(height).append("\" font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\">\n")
                    .append("<style>\n")
                    .append("text{font-size:12px;fill:#222}\n")
                    .append(".title{font-size:16px;font-weight:bold;font-family:DejaVu Sans, Helvetica, Arial,"
                            + " sans-serif}\n")
                    .append(".subtitle,.legend-small{font-size:11px;fill:#555;font-family:DejaVu Sans, Helvetica,"
                            + " Arial, sans-serif}\n")
                    .append(".lifeline{stroke:#444;stroke-width:1.5;stroke-dasharray:6 4}\n")
                    .append("rect.head{fill:#eceff1;stroke:#444}\n")
                    .append("text.head{font-weight:bold}\n")
                    .append(".time,.time-head{fill:#777;font-size:11px}\n")
                    .append(".to-engine line,line.to-engine{stroke:#1565c0;stroke-width:1.3}\n")
                    .append(".to-engine text{fill:#0d47a1}\n")
                    .append(".to-gui line,line.to-gui,.fold line{stroke:#2e7d32;stroke-width:1.3}\n")
                    .append(".to-gui text,.fold text.msg{fill:#1b5e20}\n")
                    .append(".fold rect,.fold-key{fill:#e8f5e9;stroke:#81c784;stroke-dasharray:4 3}\n")
                    .append(".fold-label{font-weight:bold;fill:#1b5e20}\n")
                    .append(".note{fill:#777;font-style:italic;font-size:11px}\n")
                    .append(".stderr{fill:#8d6e00;font-size:11px}\n")
                    .append(".quiet rect{fill:#fff}\n.quiet path{fill:none;stroke:#999}\n")
                    .append(".quiet-label{fill:#666;font-style:italic;font-size:11px}\n")
                    .append(".state-label{font-size:11px;fill:#333;font-weight:bold}\n")
                    .append(".state-note{font-size:11px;fill:#333}\n")
                    .append("text.move{font-weight:bold}\n")
                    .append(".omitted{fill:#999;font-style:italic;font-size:11px}\n")
                    .append(".legend{font-size:11px}\n")
                    .append("</style>\n")
                    .append("<defs>\n")
                    .append(marker("to-engine", "#1565c0"))
                    .append(marker("to-gui", "#2e7d32"))
                    .append("</defs>\n")
                    .append("<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n");
        }

        private static String marker(String id, String colour) {
            return "<marker id=\"" + id + "\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\""
                    + " markerHeight=\"8\" orient=\"auto\"><path d=\"M0 0 L10 5 L0 10 z\" fill=\"" + colour
                    + "\"/></marker>\n";
        }

        void raw(String text) {
            out.append(text);
        }

        void text(String cls, double x, double y, String anchor, String text) {
            text(cls, x, y, anchor, text, null);
        }

        /** A text element; {@code full}, when the text was shortened, becomes its tooltip (at most 2000 chars). */
        void text(String cls, double x, double y, String anchor, String text, String full) {
            out.append(String.format(Locale.ROOT, "<text class=\"%s\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\""
                    + " xml:space=\"preserve\">", cls, x, y, anchor));
            if (full != null && !full.equals(text)) {
                out.append("<title>").append(escape(shorten(full, 2000))).append("</title>");
            }
            out.append(escape(text)).append("</text>");
        }

        String end() {
            return out.append("</svg>\n").toString();
        }
    }

    /**
     * Text for XML: {@code & < > "} as entities, and what XML 1.0 cannot hold at all (control characters other
     * than tab, U+FFFE, U+FFFF, a lone surrogate) as U+FFFD.
     */
    static String escape(String text) {
        StringBuilder sb = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                default -> {
                    if (Character.isHighSurrogate(c) && i + 1 < text.length()
                            && Character.isLowSurrogate(text.charAt(i + 1))) {
                        sb.append(c).append(text.charAt(++i));
                    } else if ((c < 0x20 && c != '\t' && c != '\n') || Character.isSurrogate(c) || c == 0xfffe
                            || c == 0xffff) {
                        sb.append('\ufffd');
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.toString();
    }
}
