package driverlessons.lesson05;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.chess.Game;
import driverlessons.chess.Move;
import driverlessons.chess.Notation;
import driverlessons.chess.Position;
import driverlessons.io.Driver;
import driverlessons.io.EngineIo;
import driverlessons.testing.Dialog;
import driverlessons.testing.Transcript;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Lesson 5's own layer as a GUI sees it: commands during a search (they run, stop it, or wait for the move),
 * move now, pause, protocol 1 (white, black, edit), playother, SAN, nps, memory, cores, the engine options,
 * exclude/include, setscore, draws, resignation, bk and debug lines.
 */
@Timeout(120)
class Lesson05ProtocolTest {
    private static final Function<EngineIo, Driver> DRIVER = Lesson05Driver::new;
    private static final Pattern THINKING = Pattern.compile("(\\d+) (-?\\d+) (\\d+) (\\d+) ?(\\S*).*");
    /** Mate in one for white (d1d8), and a lot of other moves. */
    private static final String BACK_RANK = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1";
    /** White wins black's queen with d2d5; the search goes on deepening (no mate ends it). */
    private static final String QUEEN_HANGS = "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1";
    /** An open game, white to move, with several good moves. */
    private static final String OPEN_GAME = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    private static final String[] XBOARD_START = {"xboard", "protover 2", "accepted san", "accepted debug"};

    private static Transcript play(String... lines) {
        return Transcript.run(DRIVER, lines);
    }

    /** The next thinking line of at least {@code depth}, as a matcher (depth, score, time, nodes, first move). */
    private static Matcher thinking(Dialog d, int depth) {
        while (true) {
            Matcher m = THINKING.matcher(d.expect(THINKING.pattern()));
            assertTrue(m.matches());
            if (Integer.parseInt(m.group(1)) >= depth) {
                return m;
            }
        }
    }

    /**
     * A GUI that accepts SAN and debug lines starts a game, plays 1. e4 with pondering on; returns the move the
     * engine ponders on after its reply (from its "# pondering on" line), in SAN.
     */
    private static String ponderAfterE4(Dialog d) {
        d.send(XBOARD_START);
        d.send("new", "hard", "post", "level 0 1 0", "time 6000", "otim 6000", "usermove e4");
        d.expect("move \\S+");
        return d.expect("# pondering on .*").substring("# pondering on ".length());
    }

        private static boolean legalAfter(String move, String fen, String... moves) {
        Game game = new Game(fen);
        for (String m : moves) {
            game.play(Notation.parseMove(game.position(), m));
        }
        return Notation.parseMove(game.position(), move) != Move.NONE;
    }

    // ---- during a search ----------------------------------------------------------------------------------

    @Test
    void moveNowPlaysTheBestMoveSoFarAtOnce() {
        try (Dialog d = Dialog.start(DRIVER)) {
            d.send("new", "post", "st 60", "e2e4");
            thinking(d, 4);
            long sent = System.nanoTime();
            d.send("?");
            String move = d.expect("move \\S+", Duration.ofSeconds(2));
            assertTrue((System.nanoTime() - sent) / 1_000_000 < 2000, "? answered at once");
            assertTrue(legalAfter(move.substring(5), Position.START_FEN, "e2e4"), move);
            d.send("ping 1");
            d.expectNext("pong 1");
        }
    }

    @Test
    void moveNowIsIgnoredWhilePonderingAndAnalysing() {
        try (Dialog d = Dialog.start(DRIVER)) {
            d.send("new", "hard", "post", "st 60", "e2e4");
            thinking(d, 2);
            d.send("?");
            d.expect("move \\S+");
            d.send("?", "ping 1");   // now it ponders: ? changes nothing
            d.expectNext("pong 1");
            d.send("force", "analyze", "?", "ping 2");
            d.expect("pong 2");
            thinking(d, 1);
            assertEquals(1, d.lines().stream().filter(line -> line.startsWith("move ")).count());
        }
    }

    @Test
    void pingWhileThinkingIsAnsweredAfterTheMoveAndDoesNotCutTheSearch() {
        try (Dialog d = Dialog.start(DRIVER)) {
            d.send("new", "nopost", "st 1.5", "e2e4");
            long start = System.nanoTime();
            d.send("ping 7");
            d.expectNext("move \\S+");
            long ms = (System.nanoTime() - start) / 1_000_000;
            d.expectNext("pong 7");
            assertTrue(ms > 1000, "the search used its time: " + ms + " ms");
        }
    }

    @Test
    void commandsThatRunDuringTheSearchLeaveItRunning() {
        try (Dialog d = Dialog.start(DRIVER)) {
            d.send("new", "nopost", "st 1.5", "e2e4");
            long start = System.nanoTime();
            d.send("time 9000", "otim 9000", "post", "nopost", "computer", "name Fairy-Max", "rating 2000 1900",
                    "ics -", "option Contempt=5", "cores 1", "hard", "easy", "draw", "random", "random", "hint",
                    ".", "bk");
            d.expectNext(" no book: .*");
            d.expectNext("");
            d.expectNext("move \\S+");
            long ms = (System.nanoTime() - start) / 1_000_000;
            assertTrue(ms > 1000, "none of them stopped the search: " + ms + " ms");
        }
    }

    @Test
    void aCommandThatMustWaitStopsTheSearchAndTheEngineDoesNotMove() {
        try (Dialog d = Dialog.start(DRIVER)) {
            d.send("new", "post", "st 60", "e2e4");
            thinking(d, 3);
            long start = System.nanoTime();
            d.send("force", "ping 1");
            d.expectNext("pong 1");
            assertTrue((System.nanoTime() - start) / 1_000_000 < 2000, "force stopped the search at once");
            d.expectSilence(300);
            assertTrue(d.lines().stream().noneMatch(line -> line.startsWith("move ")), "no move after force");
        }
        try (Dialog d = Dialog.start(DRIVER)) {
            d.send("new", "post", "st 60", "e2e4");
            thinking(d, 3);
            d.send("result 1-0 {White wins on time}", "ping 1");
            d.expectNext("pong 1");
            d.expectSilence(300);
        }
        try (Dialog d = Dialog.start(DRIVER)) {
            d.send("new", "post", "st 60", "e2e4");
            thinking(d, 3);
            d.send("quit");
            assertTrue(d.awaitExit(Duration.ofSeconds(2)), "quit while thinking ends the engine");
        }
    }

    @Test
    void pauseHoldsThinkingAndItsClockUntilResume() {
        try (Dialog d = Dialog.start(DRIVER)) {
            d.send("new", "post", "st 1", "e2e4");
            thinking(d, 2);
            // Commands are taken in order: once the ping after it is answered, the pause holds. Thinking lines
            // printed before the engine read the pause may come first (a loaded machine reads it later).
            d.send("pause", "ping 2");
            d.expectNext("pong 2");
            int before = d.lines().size();
            assertNull(d.poll(Duration.ofMillis(1500)), "paused: no thinking output and no move");
            d.send("ping 3");
            d.expectNext("pong 3");
            assertEquals(before + 1, d.lines().size(), "only the pong: " + d.lines().subList(before, d.lines().size()));
            long resumed = System.nanoTime();
            d.send("resume");
            d.expect("move \\S+");
            long after = (System.nanoTime() - resumed) / 1_000_000;
            assertTrue(after < 1500, "the clock stood still while paused: moved " + after + " ms after resume");
        }
    }

    @Test
    void pauseHoldsAnAnalysisAndOtherLinesGetAnError() {
        try (Dialog d = Dialog.start(DRIVER)) {
            d.send("new", "analyze");
            thinking(d, 3);
            d.send("pause");
            d.poll(Duration.ofMillis(100));
            d.send("e2e4");
            d.expectNext("Error \\(command not legal now\\): e2e4");
            assertNull(d.poll(Duration.ofMillis(500)), "paused");
            d.send("resume");
            thinking(d, 1);   // the analysis goes on
        }
    }

    @Test
    void easyStopsPonderingAtOnceButHardAndEasyDoNotStopThinking() {
        try (Dialog d = Dialog.start(DRIVER)) {
            d.send(XBOARD_START);
            d.send("new", "hard", "post", "st 0.3", "e2e4");
            d.expect("move \\S+");
            d.expect("# pondering on .*");
            thinking(d, 2);
            d.send("easy", "ping 1");
            d.expect("pong 1");
            d.expectSilence(300);
        }
    }

    @Test
    void theCommandsThatRunDuringASearchLeaveAPonderSearchRunningAndAHitFollows() {
        try (Dialog d = Dialog.start(DRIVER)) {
            String expected = ponderAfterE4(d);
            d.send("time 5900", "otim 5900", "draw", "computer", "name X", "rating 1 2", "ics -",
                    "option Contempt=3", "cores 1", "random", "random", "post", "bk", ".", "hint", "ping 9");
            d.expect("pong 9");
            d.send("usermove " + expected);
            d.expect("# ponder hit on .*");
            d.expect("move \\S+");
            assertTrue(d.lines().stream().noneMatch(line -> line.startsWith("# search stopped")), d.lines().toString());
        }
    }

    @Test
    void aLineThatMustWaitWhileTheEngineIsOnMoveIsHandledAndTheEngineThinksAgain() {
        try (Dialog d = Dialog.start(DRIVER)) {
            d.send(XBOARD_START);
            d.send("setboard " + QUEEN_HANGS, "post", "st 60", "go");
            thinking(d, 3);
            d.send("exclude d2d5");
            d.expect("# search stopped for: exclude d2d5");
            d.expect("# time limits .*");   // a new search, without the excluded move
            thinking(d, 2);
            d.send("?");
            assertNotEquals("move Rxd5", d.expect("move \\S+"));
        }
    }

    // ---- protocol 1, playother, SAN --------------------------------------------------------------------------

    @Test
    void protocolOneGetsNoFeatures() {
        assertEquals(List.of("pong 1"), play("xboard", "protover 1", "ping 1").lines());
        assertEquals(List.of("pong 1"), play("xboard", "new", "ping 1").lines());
    }

    @Test
    void whiteAndBlackSetTheSideOnMoveAndTheEnginePlaysTheOther() {
        // In the start position: white, go -> the engine plays white.
        Transcript t = play("xboard", "new", "nopost", "sd 3", "white", "go");
        assertEquals(1, t.moves().size(), t.toString());
        assertTrue(legalAfter(t.moves().get(0), Position.START_FEN), t.toString());
        // The kludge of the spec's idioms: black on move, "white time otim black go" -> the engine plays black.
        t = play("xboard", "new", "nopost", "sd 3", "force", "e2e4", "white", "time 1000", "otim 1000", "black",
                "go");
        assertEquals(1, t.moves().size(), t.toString());
        assertTrue(legalAfter(t.moves().get(0), Position.START_FEN, "e2e4"), t.toString());
        // white when black is on move: white is now on move, and the engine plays black.
        t = play("xboard", "new", "nopost", "sd 3", "force", "e2e4", "white", "d2d4", "ping 1");
        assertEquals(1, t.moves().size(), t.toString());
    }

    @Test
    void editSetsUpAPositionPieceByPiece() {
        // White to move: mate in one on the back rank.
        Transcript t = play("xboard", "new", "force", "edit", "#", "Kg1", "Rd1", "Pf2", "Pg2", "Ph2", "c", "Kg8",
                "Pf7", "Pg7", "Ph7", ".", "nopost", "go", "ping 1");
        assertEquals(List.of("move d1d8", "1-0 {White mates}", "pong 1"), t.lines());
        // Black to move (new force a2a3 edit ...), castling where king and rook are at home, xa4 empties a square.
        t = play("new", "force", "a2a3", "edit", "#", "Ke1", "Rh1", "Pa4", "xa4", "c", "Ke8", "Ra8", ".",
                "e8c8", "e1g1", "ping 1");
        assertEquals(List.of("pong 1"), t.lines(), "both castlings are legal: " + t);
        // A line that is no edit command ends edit mode and is a command.
        t = play("new", "force", "edit", "xe2", "ping 1", "e2e4", "e2e3", "ping 2");
        assertEquals(List.of("pong 1", "Illegal move: e2e4", "Illegal move: e2e3", "pong 2"), t.lines());
        // An illegal position made in edit mode is refused as setboard refuses one.
        t = play("new", "force", "edit", "#", "Ke1", ".", "e1e2", "ping 1");
        assertTrue(t.lines().get(0).startsWith("tellusererror Illegal position"), t.toString());
        assertEquals(List.of("Illegal move: e1e2", "pong 1"), t.lines().subList(1, 3));
    }

    @Test
    void playotherMakesTheEnginePlayTheSideNotOnMove() {
        Transcript t = play("new", "nopost", "sd 3", "force", "playother", "ping 1", "e2e4", "ping 2");
        assertEquals("pong 1", t.lines().get(0), "white is on move: the engine (black) waits");
        assertEquals(1, t.moves().size(), t.toString());
        assertEquals("pong 2", t.lines().get(2));
        // With pondering on it ponders at once, and answers the next move.
        try (Dialog d = Dialog.start(DRIVER)) {
            d.send(XBOARD_START);
            d.send("new", "hard", "st 0.3", "force", "e2e4", "e7e5", "playother");
            d.expect("# pondering without a move to expect");
            d.send("usermove Nf3");
            String move = d.expect("move \\S+");
            assertTrue(legalAfter(move.substring(5), Position.START_FEN, "e4", "e5", "Nf3"),
                    move);
        }
    }

    @Test
    void sanWhenTheGuiAcceptsIt() {
        try (Dialog d = Dialog.start(DRIVER)) {
            d.send(XBOARD_START);
            d.send("new", "post", "sd 4", "usermove Nf3");
            Matcher line = thinking(d, 4);
            String move = d.expect("move \\S+").substring(5);
            assertTrue(move.matches("[KQRBN]?[a-h]?[1-8]?x?[a-h][1-8](=[QRBN])?[+#]?|O-O(-O)?[+#]?"), move);
            assertFalse(move.matches("[a-h][1-8][a-h][1-8]"), "SAN, not coordinates: " + move);
            assertFalse(line.group(5).matches("[a-h][1-8][a-h][1-8].*"), "the PV is in SAN too: " + line.group());
            d.send("hint");
            d.expectNext("Hint: [A-Za-z].*");
        }
        Transcript t = play("xboard", "protover 2", "rejected san", "new", "nopost", "sd 2", "usermove e2e4");
        assertTrue(t.moves().get(0).matches("[a-h][1-8][a-h][1-8]"), t.toString());
    }

    @Test
    void stat01NamesTheMoveInSanToo() {   // seen in WinBoard: thinking lines in SAN, '.' answered "... g8f6"
        try (Dialog d = Dialog.start(DRIVER)) {
            d.send(XBOARD_START);
            d.send("new", "force", "setboard " + QUEEN_HANGS, "post", "analyze");
            thinking(d, 4);
            d.send(".");
            String stat = d.expect("stat01: .*");
            String[] fields = stat.split(" ");
            assertEquals(7, fields.length, stat);
            assertTrue(fields[6].matches("[KR][a-h]?[1-8]?x?[a-h][1-8][+#]?"), "the move in SAN: " + stat);
            d.send("exit");
        }
    }

    @Test
    void aPonderHitInSan() {
        try (Dialog d = Dialog.start(DRIVER)) {
            String expected = ponderAfterE4(d);
            d.send("usermove " + expected);
            d.expect("# ponder hit on " + Pattern.quote(expected) + " after .*");
            d.expect("move \\S+");
        }
    }

    // ---- nps, memory, cores --------------------------------------------------------------------------------

    @Test
    void npsMakesTheNodeCountTheClock() {
        try (Dialog d = Dialog.start(DRIVER)) {
            // With debug accepted, the driver says how many nodes the search took (the last thinking line only
            // counts up to the last completed iteration).
            d.send("accepted debug", "new", "post", "nps 20000", "st 1", "e2e4");
            Matcher searched = Pattern.compile("# searched: depth \\d+, (\\d+) nodes, .*")
                    .matcher(d.expect("# searched: .*", Duration.ofSeconds(30)));
            d.expect("move \\S+");
            assertTrue(searched.matches(), searched.toString());
            long nodes = Long.parseLong(searched.group(1));
            assertTrue(nodes >= 20000 && nodes <= 20000 + 2048, "st 1 at 20000 nodes/s: " + nodes + " nodes");
            d.send("new", "nps 0", "st 0.5", "e2e4");   // CPU time
            d.expect("move \\S+", Duration.ofSeconds(30));
            d.send("new", "st 1", "e2e4");              // new: the wall clock again, many more nodes
            Matcher wall = Pattern.compile("# searched: depth \\d+, (\\d+) nodes, .*")
                    .matcher(d.expect("# searched: .*", Duration.ofSeconds(30)));
            d.expect("move \\S+");
            // the search's own count (a slow machine's last completed iteration may hold few of them)
            assertTrue(wall.matches() && Long.parseLong(wall.group(1)) > 30000, "the wall clock after new: " + wall);
            d.send("nps -5", "nps x", "ping 1");
            d.expectNext("Error \\(bad parameters\\): nps -5");
            d.expectNext("Error \\(bad parameters\\): nps x");
            d.expectNext("pong 1");
        }
    }

    private static long lastThinkingNodes(List<String> lines) {
        long nodes = -1;
        for (String line : lines) {
            Matcher m = THINKING.matcher(line);
            if (m.matches()) {
                nodes = Long.parseLong(m.group(4));
            }
        }
        return nodes;
    }

    @Test
    void memorySizesTheHashTableAndCoresTheThreads() {
        try (Dialog d = Dialog.start(DRIVER)) {
            d.send(XBOARD_START);
            d.send("memory 64");
            d.expect("# memory 64 MB: hash table 48 MB");
            d.send("memory 8");
            d.expectNext("# memory 8 MB: hash table 1 MB");
            d.send("memory 0", "memory big");
            d.expectNext("Error \\(bad parameters\\): memory 0");
            d.expectNext("Error \\(bad parameters\\): memory big");
            d.send("cores 2", "new", "nopost", "sd 6", "e2e4");
            d.expect("move \\S+");
            d.send("cores 0", "ping 1");
            d.expectNext("Error \\(bad parameters\\): cores 0");
            d.expectNext("pong 1");
        }
    }

    // ---- options -------------------------------------------------------------------------------------------

    @Test
    void optionsTakeGoodValuesAndRefuseBadOnes() {
        Transcript t = play("option MultiPV=9", "option MultiPV=x", "option Contempt=300", "option Resign=2",
                "option Nonsense=1", "option Resign Threshold=500", "option Clear Hash", "option MultiPV=2",
                "ping 1");
        assertEquals(List.of("Error (bad option value): option MultiPV=9", "Error (bad option value): option MultiPV=x",
                "Error (bad option value): option Contempt=300", "Error (bad option value): option Resign=2",
                "Error (unknown option): option Nonsense=1", "pong 1"), t.lines());
    }

    @Test
    void multiPvShowsThatManyLinesInAnalysis() {
        try (Dialog d = Dialog.start(DRIVER)) {
            d.send("option MultiPV=3", "setboard " + OPEN_GAME, "analyze");
            thinking(d, 6);
            d.send("exit", "ping 1");
            d.expect("pong 1");
            Set<String> atDepth4 = new HashSet<>();
            for (String line : d.lines()) {
                Matcher m = THINKING.matcher(line);
                if (m.matches() && m.group(1).equals("4")) {
                    atDepth4.add(m.group(5));
                }
            }
            assertTrue(atDepth4.size() >= 3, "three different lines at depth 4: " + atDepth4);
        }
        try (Dialog d = Dialog.start(DRIVER)) {   // MultiPV 1 (the default): one line per depth here
            d.send("setboard " + QUEEN_HANGS, "analyze");
            thinking(d, 6);
            d.send("exit", "ping 1");
            d.expect("pong 1");
            assertEquals(1, d.lines().stream().filter(line -> line.startsWith("4 ")).count(), d.lines().toString());
        }
    }

    @Test
    void logFileOptionWritesTheLogThere(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("engine.log");
        try {
            play("option Log File=" + log, "ping 1");
            assertTrue(Files.exists(log), "the log file is created");
        } finally {
            play("option Log File=");   // back to stderr for the other tests
        }
    }

    @Test
    void resignAfterThreeLostSearchesWhenTheOptionIsOn() {
        String lost = "7k/8/8/8/8/8/qq6/7K w - - 0 40";   // white: a bare king against two queens
        List<String> dialog = new ArrayList<>(List.of("nopost", "sd 3", "option Resign=1",
                "option Resign Threshold=500"));
        for (int i = 0; i < 3; i++) {
            dialog.addAll(List.of("force", "setboard " + lost, "go"));
        }
        dialog.add("ping 1");
        Transcript t = play(dialog.toArray(String[]::new));
        assertEquals(2, t.moves().size(), t.toString());
        assertEquals(List.of("resign", "pong 1"), t.lines().subList(t.lines().size() - 2, t.lines().size()));
        dialog.set(2, "option Resign=0");
        assertEquals(3, play(dialog.toArray(String[]::new)).moves().size(), "no resignation with the option off");
    }

    // ---- exclude, include, setscore -----------------------------------------------------------------------

    @Test
    void excludeAndIncludeChangeTheRootMovesOfTheAnalysis() {
        try (Dialog d = Dialog.start(DRIVER)) {
            d.send("setboard " + QUEEN_HANGS, "analyze");
            assertEquals("d2d5", thinking(d, 3).group(5));
            d.send("exclude d2d5", "ping 1");
            d.expect("pong 1");
            assertNotEquals("d2d5", thinking(d, 3).group(5));
            d.send("include all", "ping 2");
            d.expect("pong 2");
            assertEquals("d2d5", thinking(d, 3).group(5));
            d.send("exclude all", "ping 3");
            d.expect("pong 3");
            d.expectSilence(300);   // nothing left to analyse
            d.send("include e1f1", "ping 4");
            d.expect("pong 4");
            assertEquals("e1f1", thinking(d, 2).group(5));
            d.send("exclude z9z9", "ping 5");
            d.expect("Error \\(not a legal move\\): exclude z9z9");
            d.expect("pong 5");
        }
    }

    @Test
    void exclusionsApplyWhenThinkingAndAreClearedWhenThePositionChanges() {
        assertNotEquals("d1d8", play("setboard " + BACK_RANK, "nopost", "sd 3", "exclude d1d8", "go")
                .moves().get(0));
        assertEquals("d1d8", play("setboard " + BACK_RANK, "nopost", "sd 3", "exclude all", "go")
                .moves().get(0), "everything excluded: the engine must move all the same");
        assertEquals("d1d8", play("setboard " + BACK_RANK, "nopost", "sd 3", "exclude d1d8", "force",
                "g1f1", "g8f8", "undo", "undo", "go").moves().get(0), "cleared by a move");
    }

    @Test
    void setscoreIsTheScoreOfThePositionUpToItsDepth() {
        try (Dialog d = Dialog.start(DRIVER)) {
            d.send("new", "setscore 345 6", "analyze");
            assertEquals("345", thinking(d, 3).group(2));
            d.send("exit", "setscore 12", "setscore a b", "ping 1");
            d.expect("Error \\(bad parameters\\): setscore 12");
            d.expect("Error \\(bad parameters\\): setscore a b");
            d.expect("pong 1");
        }
    }

    // ---- draws, bk, debug ----------------------------------------------------------------------------------

    @Test
    void aDrawOfferIsAcceptedOnlyWhenTheEngineIsWorseAndTheGameIsNotYoung() {
        String worse = "7k/8/8/8/8/8/qq6/7K w - - 0 40";
        assertEquals("offer draw", play("setboard " + worse, "nopost", "sd 3", "draw", "go").lines().get(0));
        String young = "7k/8/8/8/8/8/qq6/7K w - - 0 5";
        assertTrue(play("setboard " + young, "nopost", "sd 3", "draw", "go").lines().get(0).startsWith("move"));
        String better = "7K/8/8/8/8/8/QQ6/7k w - - 0 40";
        assertTrue(play("setboard " + better, "nopost", "sd 3", "draw", "go").lines().get(0).startsWith("move"));
    }

    @Test
    void aDrawByRepetitionIsClaimedBeforeTheMoveAndContemptDecidesWhetherToRepeat() {
        String[] repeat = {"new", "nopost", "sd 4", "force", "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6",
            "f3g1"};
        List<String> drawLover = new ArrayList<>(List.of(repeat));
        drawLover.addAll(0, List.of("option Contempt=-200"));
        drawLover.add("go");
        assertEquals(List.of("offer draw", "move f6g8", "1/2-1/2 {Draw by repetition}"),
                play(drawLover.toArray(String[]::new)).lines());
        List<String> drawHater = new ArrayList<>(List.of(repeat));
        drawHater.addAll(0, List.of("option Contempt=200"));
        drawHater.add("go");
        List<String> lines = play(drawHater.toArray(String[]::new)).lines();
        assertEquals(1, lines.size(), lines.toString());
        assertNotEquals("move f6g8", lines.get(0));
    }

    @Test
    void bkAnswersWithBlankLedLinesAndAnEmptyOne() {
        List<String> lines = play("bk", "ping 1").lines();
        assertEquals(3, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith(" "));
        assertEquals("", lines.get(1));
        assertEquals("pong 1", lines.get(2));
    }

    @Test
    void debugLinesOnlyAfterTheGuiAcceptedThem() {
        Transcript quiet = play("xboard", "protover 2", "new", "nopost", "sd 2", "e2e4");
        assertTrue(quiet.lines().stream().noneMatch(line -> line.startsWith("#")), quiet.toString());
        Transcript rejected = play("xboard", "protover 2", "rejected debug", "new", "nopost", "sd 2", "e2e4");
        assertTrue(rejected.lines().stream().noneMatch(line -> line.startsWith("#")), rejected.toString());
        Transcript chatty = play("xboard", "protover 2", "accepted debug", "new", "nopost", "sd 2", "e2e4");
        assertTrue(chatty.lines().stream().anyMatch(line -> line.startsWith("# time limits")), chatty.toString());
    }

    @Test
    void reuseManyGamesInOneEngine() {
        List<String> dialog = new ArrayList<>(List.of("xboard", "protover 2"));
        for (int game = 1; game <= 5; game++) {
            dialog.addAll(List.of("memory 40", "new", "random", "nopost", "sd 2", "e2e4", "force", "ping " + game));
        }
        Transcript t = play(dialog.toArray(String[]::new));
        assertEquals(5, t.moves().size(), t.toString());
        assertTrue(t.lines().containsAll(List.of("pong 1", "pong 2", "pong 3", "pong 4", "pong 5")));
    }
}
