package driverlessons.check;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What an engine announced in its {@code feature} lines, read as XBoard reads them: {@code name=value} pairs, a
 * value a whole number or a string in double quotes. Features never announced have the spec's defaults. A protocol 1
 * engine announces nothing and so has every default.
 */
public final class Features {
    /** The features XBoard understands, with the spec's default for each (booleans as 0 or 1). */
    private static final Map<String, String> DEFAULTS = Map.ofEntries(
            Map.entry("ping", "0"), Map.entry("setboard", "0"), Map.entry("playother", "0"),
            Map.entry("san", "0"), Map.entry("usermove", "0"), Map.entry("time", "1"), Map.entry("draw", "1"),
            Map.entry("sigint", "1"), Map.entry("sigterm", "1"), Map.entry("reuse", "1"),
            Map.entry("analyze", "1"), Map.entry("myname", ""), Map.entry("variants", ""),
            Map.entry("colors", "1"), Map.entry("ics", "0"), Map.entry("name", "0"), Map.entry("pause", "0"),
            Map.entry("nps", "1"), Map.entry("debug", "0"), Map.entry("memory", "0"), Map.entry("smp", "0"),
            Map.entry("egt", ""), Map.entry("option", ""), Map.entry("exclude", "0"), Map.entry("setscore", "0"),
            Map.entry("highlight", "0"), Map.entry("done", ""));
    /** The features whose value is a string (in double quotes); the others are numbers. */
    private static final Set<String> STRINGS = Set.of("myname", "variants", "egt", "option");
    private static final Pattern PAIR = Pattern.compile("\\s*([A-Za-z0-9_]+)=(\"[^\"]*\"|-?\\d+)");

    private final Map<String, String> values = new LinkedHashMap<>();
    private final List<String> options = new ArrayList<>();
    private final List<String> problems = new ArrayList<>();
    private final List<String> unknown = new ArrayList<>();
    private final Set<String> refuse;
    private final Set<String> refused = new java.util.LinkedHashSet<>();
    private int protocol = 1;
    private boolean doneZero;
    private boolean doneOne;

    /** Features as XBoard takes them: it accepts every feature it knows. */
    public Features() {
        this(Set.of());
    }

    /** Features where the GUI rejects {@code refuse} too (as a GUI that does not want usermove=1 would). */
    public Features(Set<String> refuse) {
        this.refuse = Set.copyOf(refuse);
    }

    /**
     * Reads one {@code feature ...} line; returns the answers XBoard gives (one {@code accepted NAME} or
     * {@code rejected NAME} per pair). A pair that cannot be read is noted as a problem and not answered.
     */
    public synchronized List<String> read(String line) {
        protocol = 2;
        List<String> answers = new ArrayList<>();
        String rest = line.substring("feature".length());
        Matcher m = PAIR.matcher(rest);
        int at = 0;
        while (!blankFrom(rest, at)) {                    // in time proportional to the line: no copy of its rest
            if (!m.region(at, rest.length()).lookingAt()) {
                problems.add("cannot read '" + ReportCard.shorten(rest.substring(at).strip(), 80) + "' in: "
                        + ReportCard.shorten(line, 200));
                break;
            }
            String name = m.group(1);
            String value = m.group(2);
            boolean quoted = value.startsWith("\"");
            String bare = quoted ? value.substring(1, value.length() - 1) : value;
            if (!DEFAULTS.containsKey(name)) {
                unknown.add(name);
                answers.add("rejected " + name);
            } else if (refuse.contains(name)) {
                refused.add(name);
                answers.add("rejected " + name);
            } else if (STRINGS.contains(name) != quoted) {
                problems.add(name + "=" + value + (quoted ? " should be a number" : " should be in double quotes"));
                answers.add("rejected " + name);
            } else {
                switch (name) {
                    case "option" -> options.add(bare);
                    case "done" -> {
                        if (bare.equals("0")) {
                            doneZero = true;
                        } else {
                            doneOne = true;
                        }
                    }
                    default -> values.put(name, bare);
                }
                answers.add("accepted " + name);
            }
            at = m.end();
        }
        return answers;
    }

    /** True when {@code text} from {@code at} on is blank. */
    private static boolean blankFrom(String text, int at) {
        for (int i = at; i < text.length(); i++) {
            if (!Character.isWhitespace(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** A feature's value: what the engine said, or the spec's default. */
    public synchronized String value(String name) {
        return values.getOrDefault(name, DEFAULTS.getOrDefault(name, ""));
    }

    /** True when a boolean feature is on (announced as 1, or on by default). */
    public synchronized boolean on(String name) {
        return value(name).equals("1");
    }

    /** True when the engine asked for this feature and the GUI rejected it. */
    public synchronized boolean rejected(String name) {
        return refused.contains(name);
    }

    /** True when the engine announced this feature itself (not a default). */
    public synchronized boolean announced(String name) {
        return values.containsKey(name);
    }

    /** 2 when the engine sent a feature line, else 1. */
    public synchronized int protocol() {
        return protocol;
    }

    public synchronized boolean doneZero() {
        return doneZero;
    }

    public synchronized boolean doneOne() {
        return doneOne;
    }

    /** The {@code feature option="..."} texts, as announced. */
    public synchronized List<String> options() {
        return List.copyOf(options);
    }

    /** Pairs that could not be read, or had the wrong kind of value. */
    public synchronized List<String> problems() {
        return List.copyOf(problems);
    }

    /** Features XBoard does not know (and rejected). */
    public synchronized List<String> unknown() {
        return List.copyOf(unknown);
    }

    /** The engine's name (myname), or null. */
    public synchronized String myName() {
        return values.get("myname");
    }

    /** The variants it announced, or just "normal". */
    public synchronized List<String> variants() {
        String list = value("variants");
        return list.isEmpty() ? List.of("normal") : List.of(list.split(","));
    }
}
