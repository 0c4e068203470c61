package driverlessons.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.tool.Timeline.Change;
import driverlessons.tool.Timeline.Entry;
import driverlessons.tool.Timeline.Kind;
import driverlessons.tool.Timeline.State;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * The spy's picture of a conversation: an SVG that the JDK's XML parser reads, an arrow for every line in the log's
 * order, folded bands that count the lines they hide, the engine's state read from the lines, and a log with a
 * 300 kB line or binary junk in it drawn all the same.
 */
class TimelineTest {
    @TempDir
    Path dir;

    /** A short game in a spy log: handshake, a search with 4 thinking lines, a move, pondering, a hit. */
    private static final String GAME = String.join("\n",
            "     27 spy      started java -jar lesson03-pondering.jar (pid 7128) at 2026-11-24T01:17:24.529Z",
            "     61 GUI>eng  xboard",
            "     61 GUI>eng  protover 2",
            "    213 eng>GUI  feature done=0",
            "    217 eng>GUI  feature ping=1 setboard=1 usermove=1 myname=\"Driver Lessons 3 (pondering)\"",
            "    217 GUI>eng  accepted ping",
            "    217 GUI>eng  accepted setboard",
            "    217 GUI>eng  accepted usermove",
            "    217 GUI>eng  accepted myname",
            "    218 eng>GUI  feature done=1",
            "    219 GUI>eng  new",
            "    220 GUI>eng  level 0 0:10 0.1",
            "    220 GUI>eng  hard",
            "    334 GUI>eng  time 1000",
            "    335 GUI>eng  go",
            "    360 eng>GUI  1 27 0 3 b1c3",
            "    368 eng>GUI  2 20 3 117 d2d4 d7d5",
            "    380 eng>GUI  3 39 4 314 d2d4 d7d5 e2e3",
            "    390 eng>GUI  4 16 5 786 e2e4 e7e5 g1f3 e7e6",
            "    391 eng>GUI  move e2e4",
            "    400 eng>GUI  1 11 0 40 (e7e5) g1f3",
            "    410 eng>GUI  2 11 0 80 (e7e5) g1f3 b8c6",
            "   1260 GUI>eng  time 977",
            "   1260 GUI>eng  usermove e7e5",
            "   1270 eng>GUI  move g1f3",
            "  31270 GUI>eng  <&> \"quoted\" 'text'",
            "  31280 GUI>eng  result 1-0 {Xboard adjudication}",
            "  31281 GUI>eng  quit",
            "  31290 spy      engine exited with code 0",
            "");

    private static List<Entry> entries(String log) {
        return Timeline.parse(log.getBytes(StandardCharsets.UTF_8));
    }

    private static Document xml(String svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    /** The {@code g} elements of the arrows and folds, in document order. */
    private static List<Element> groups(Document doc) {
        List<Element> groups = new ArrayList<>();
        NodeList gs = doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", "g");
        for (int i = 0; i < gs.getLength(); i++) {
            Element g = (Element) gs.item(i);
            String cls = " " + g.getAttribute("class") + " ";
            if (cls.contains(" line ") || cls.contains(" fold ")) {
                groups.add(g);
            }
        }
        return groups;
    }

    /** The shown text of a group's first text element (without its tooltip). */
    private static String shownText(Element g) {
        Element text = (Element) g.getElementsByTagNameNS("http://www.w3.org/2000/svg", "text").item(0);
        StringBuilder sb = new StringBuilder();
        for (Node n = text.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n.getNodeType() == Node.TEXT_NODE) {
                sb.append(n.getNodeValue());
            }
        }
        return sb.toString();
    }

    /** The tooltip of a group's first text element, or its shown text when it has none. */
    private static String fullText(Element g) {
        NodeList titles = g.getElementsByTagNameNS("http://www.w3.org/2000/svg", "title");
        return titles.getLength() > 0 ? titles.item(0).getTextContent() : shownText(g);
    }

    @Test
    void theLogIsReadRecordByRecord() {
        List<Entry> entries = entries(GAME);
        assertEquals(29, entries.size());
        assertEquals(new Entry(61, Kind.TO_ENGINE, "xboard"), entries.get(1));
        assertEquals(new Entry(31270, Kind.TO_ENGINE, "<&> \"quoted\" 'text'"), entries.get(25));
        assertEquals(Kind.SPY, entries.get(28).kind());
    }

    @Test
    void everyLineIsAnArrowInOrderAndTheFoldsCountWhatTheyHide() throws Exception {
        List<Entry> entries = entries(GAME);
        Document doc = xml(Timeline.svg(entries, Timeline.Options.defaults("a game")));
        assertEquals("svg", doc.getDocumentElement().getLocalName());

        List<Entry> lines = entries.stream().filter(e -> e.kind() == Kind.TO_ENGINE || e.kind() == Kind.TO_GUI)
                .toList();
        int next = 0;
        for (Element g : groups(doc)) {
            int count = Integer.parseInt(g.getAttribute("data-lines"));
            assertTrue(count >= 1, g.getAttribute("class"));
            boolean toEngine = g.getAttribute("class").contains("to-engine");
            for (int k = next; k < next + count; k++) {
                assertEquals(!g.getAttribute("class").contains("fold") && toEngine,
                        lines.get(k).kind() == Kind.TO_ENGINE, "direction of " + lines.get(k));
            }
            if (g.getAttribute("class").contains("fold")) {
                String label = shownText(g);
                assertTrue(label.startsWith(count + " thinking lines, depth "), label);
                assertEquals(String.join("\n", lines.subList(next, next + count).stream().map(Entry::text)
                        .toList()), g.getElementsByTagNameNS("http://www.w3.org/2000/svg", "title").item(0)
                        .getTextContent(), "the band's tooltip: the lines it hides");
            } else if (count == 1) {
                assertEquals(lines.get(next).text(), shownText(g));
            } else {  // a run of accepted ...: one arrow, every line in its tooltip
                assertEquals(String.join("\n", lines.subList(next, next + count).stream().map(Entry::text)
                        .toList()), fullText(g));
            }
            next += count;
        }
        assertEquals(lines.size(), next, "every line drawn once");

        List<Element> folds = groups(doc).stream().filter(g -> g.getAttribute("class").equals("fold")).toList();
        assertEquals(1, folds.size(), "4 thinking lines fold; the 2 of the ponder search do not");
        assertEquals("4", folds.get(0).getAttribute("data-lines"));
        assertTrue(folds.get(0).getTextContent().contains("4 thinking lines, depth 1\u20134"));
        assertTrue(doc.getDocumentElement().getTextContent().contains("Driver Lessons 3 (pondering)"),
                "the engine's name heads its lifeline");
    }

    @Test
    void theEnginesStateIsReadFromTheLines() {
        List<Entry> entries = entries(GAME);
        List<Change> changes = Timeline.states(entries);
        List<String> seen = changes.stream().map(c -> entries.get(c.index()).text() + " -> " + c.state()
                + (c.note() == null ? "" : " (" + c.note() + ")")).toList();
        assertEquals(List.of(
                "go -> THINKING",
                "move e2e4 -> PONDERING (expects e7e5)",
                "usermove e7e5 -> THINKING (ponder hit)",
                "move g1f3 -> PONDERING (expects b8c6)",
                "result 1-0 {Xboard adjudication} -> IDLE"), seen);

        List<Entry> miss = entries(String.join("\n", "0 GUI>eng  hard", "1 GUI>eng  go",
                "2 eng>GUI  3 10 1 100 e2e4 e7e5 g1f3", "3 eng>GUI  move e2e4", "9 GUI>eng  usermove c7c5", ""));
        assertEquals("ponder miss, expected e7e5", Timeline.states(miss).get(2).note());

        List<Entry> analysis = entries(String.join("\n", "0 GUI>eng  analyze", "5 GUI>eng  .",
                "6 eng>GUI  stat01: 1 2 3 4 5 e2e4", "7 GUI>eng  usermove e2e4", "9 GUI>eng  exit", "10 GUI>eng  go",
                "11 GUI>eng  pause", "20 GUI>eng  resume", "30 GUI>eng  ?", "31 eng>GUI  move d2d4", ""));
        assertEquals(List.of(State.ANALYSING, State.ANALYSING, State.IDLE, State.THINKING, State.PAUSED,
                State.THINKING, State.THINKING, State.IDLE),
                Timeline.states(analysis).stream().map(Change::state).toList());

        List<Entry> gomocup = entries(String.join("\n", "0 GUI>eng  START 15", "1 eng>GUI  OK",
                "2 GUI>eng  TURN 7,7", "9 eng>GUI  MESSAGE depth 1-6 ev 44.4 n 105388", "10 eng>GUI  5,5",
                "11 GUI>eng  PONDER", "40 GUI>eng  STOP", ""));
        assertEquals(List.of(State.THINKING, State.IDLE, State.PONDERING, State.IDLE),
                Timeline.states(gomocup).stream().map(Change::state).toList());
    }

    @Test
    void aLongQuietStretchIsShortenedAndMarked() throws Exception {
        String svg = Timeline.svg(entries(GAME), Timeline.Options.defaults("a game"));
        Document doc = xml(svg);
        NodeList gs = doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", "g");
        List<String> quiet = new ArrayList<>();
        for (int i = 0; i < gs.getLength(); i++) {
            Element g = (Element) gs.item(i);
            if (g.getAttribute("class").equals("quiet")) {
                quiet.add(g.getAttribute("data-ms"));
            }
        }
        assertEquals(List.of("30000"), quiet, "the 30 s before the last lines; 850 ms of pondering is to scale");
        assertTrue(svg.contains("30.0 s with no line, shortened"));
        int height = Integer.parseInt(doc.getDocumentElement().getAttribute("height"));
        assertTrue(height < 1200, "31 s at 60 px a second would be 1860 px; it is " + height);
    }

    @Test
    void aWindowOfTheLogSaysWhatIsLeftOut() throws Exception {
        Timeline.Options o = Timeline.Options.defaults("window");
        String svg = Timeline.svg(entries(GAME), new Timeline.Options("window", 300, 1300, o.fold(),
                o.pxPerSecond(), o.maxGapMs()));
        xml(svg);
        assertTrue(svg.contains("13 earlier lines not shown"), svg);
        assertTrue(svg.contains("4 later lines not shown"), svg);
        assertFalse(svg.contains(">xboard<"));
    }

    @Test
    void a300KbLineAndBinaryJunkDoNotBreakThePicture() throws Exception {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        log.writeBytes(GAME.getBytes(StandardCharsets.UTF_8));
        log.writeBytes(("  31300 eng>GUI  " + "x<&".repeat(100_000) + "\n").getBytes(StandardCharsets.UTF_8));
        byte[] junk = new byte[20_000];
        new Random(26).nextBytes(junk);
        log.writeBytes(junk);
        log.writeBytes("\n  31400 GUI>eng  a\u0000b\u001bc\uFFFE\u0007 \u00e9\u2013 ok\n"
                .getBytes(StandardCharsets.UTF_8));
        log.writeBytes(new byte[] {' ', '5', ' ', 'e', 'n', 'g', '>', 'G', 'U', 'I', ' ', ' ', (byte) 0xff, 'z', '\n'});
        List<Entry> entries = Timeline.parse(log.toByteArray());
        String svg = Timeline.svg(entries, Timeline.Options.defaults("junk \u0000 <title>"));
        Document doc = xml(svg);
        assertTrue(svg.length() < 200_000, "a long line is cut, not drawn whole: " + svg.length());
        String all = doc.getDocumentElement().getTextContent();
        assertTrue(all.contains("x<&x<&"), "the long line's start, escaped and read back");
        assertTrue(all.contains("a\ufffdb\ufffdc\ufffd\ufffd \u00e9\u2013 ok"), "control characters replaced");
        assertTrue(all.contains("\ufffdz"), "a byte that is not UTF-8");
    }

    @Test
    void theCommandDrawsALogAndRefusesBadArguments() throws Exception {
        Path log = dir.resolve("game.log");
        Path svg = dir.resolve("game.svg");
        Files.writeString(log, GAME);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
        assertEquals(0, Timeline.run(new String[] {log.toString(), svg.toString(), "--to", "2000"}, o, e),
                err.toString(StandardCharsets.UTF_8));
        assertTrue(xml(Files.readString(svg)).getDocumentElement().getTextContent().contains("game.log"));

        assertEquals(2, Timeline.run(new String[] {log.toString()}, o, e));
        assertEquals(2, Timeline.run(new String[] {log.toString(), svg.toString(), "--fold", "x"}, o, e));
        assertEquals(2, Timeline.run(new String[] {log.toString(), svg.toString(), "--bogus"}, o, e));
        assertEquals(2, Timeline.run(new String[] {dir.resolve("missing.log").toString(), svg.toString()}, o, e));
        Files.writeString(log, "not a spy log\n");
        assertEquals(2, Timeline.run(new String[] {log.toString(), svg.toString()}, o, e));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("usage: common.jar timeline"));
    }

    @Test
    void theSpyDrawsTheConversationItPassedOn() throws Exception {
        Path svg = dir.resolve("spy.svg");
        Path log = dir.resolve("spy.log");
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")),
                SpyTestEngine.class.getName()));
        Spy.Options options = new Spy.Options(log, false, command, null, svg);
        ByteArrayInputStream gui = new ByteArrayInputStream(
                "protover 2\nping 1\nusermove e2e4\nquit\n".getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream toGui = new ByteArrayOutputStream();
        int code = Spy.run(options, false, gui, toGui, new PrintStream(new ByteArrayOutputStream()), false);
        assertEquals(0, code);
        Document doc = xml(Files.readString(svg));
        List<String> arrows = groups(doc).stream().map(TimelineTest::shownText).toList();
        assertEquals(List.of("protover 2", "ping 1", "usermove e2e4", "quit"),
                arrows.stream().filter(a -> !a.startsWith("feature") && !a.startsWith("pong")
                        && !a.startsWith("move")).toList());
        assertTrue(arrows.contains("pong 1") && arrows.contains("move e7e5"), arrows.toString());
        assertTrue(Files.readString(log).contains("GUI>eng  usermove e2e4"), "the log is written as before");
    }
}
