package driverlessons.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.search.Evaluation;
import driverlessons.search.EvaluationWeights;
import driverlessons.search.KingDanger;
import driverlessons.chess.Position;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tuner's pieces: the trace agrees with the evaluation, the weights file round-trips, a fit lowers the loss. */
class TunerTest {

    private static final String[] FENS = {
        Position.START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 b - - 0 10",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "6k1/5p2/8/p7/8/8/5P2/6K1 w - - 0 1",
        "8/8/8/4k3/8/8/8/KQ6 w - - 0 1",
        "2q3r1/1r2pk2/pp3pp1/2pP3p/P1Pb1BbP/1P4Q1/R3NPP1/4R1K1 w - - 2 34",
    };

    /** The trace's linear form gives back the evaluation (up to the rounding of the blend and the scale). */
    @Test
    void traceReproducesTheEvaluation() {
        for (String fen : FENS) {
            Position pos = Position.fromFen(fen);
            Evaluation.Trace trace = new Evaluation.Trace();
            int score = Evaluation.evaluate(pos, trace);
            double mg = 0;
            double eg = trace.fixedEg;
            int[][] weights = EvaluationWeights.builtIn();
            for (int i = 0; i < EvaluationWeights.TEMPO; i++) {
                mg += trace.count[i] * weights[0][i];
                eg += trace.count[i] * weights[1][i];
            }
            double white = (mg * trace.phase + eg * trace.egScale / 128 * (24 - trace.phase)) / 24 / trace.divisor
                    + trace.count[EvaluationWeights.TEMPO] * weights[0][EvaluationWeights.TEMPO];
            double forMover = pos.sideToMove() == 0 ? white : -white;
            // Two divisions that truncate (the endgame scale, then the blend), each by less than a centipawn.
            assertEquals(score, forMover, 2.0, fen);
        }
    }

    /** The generated part of EvaluationWeights.java is exactly what the tuner writes for the current weights. */
    @Test
    void weightsFileIsWhatTheTunerWrites() throws Exception {
        Path file = Path.of("src/main/java/driverlessons/search/EvaluationWeights.java");
        String text = Files.readString(file, StandardCharsets.UTF_8);
        String source = WeightsFile.source(EvaluationWeights.builtIn()[0], EvaluationWeights.builtIn()[1]);
        assertTrue(text.contains("// BEGIN TUNED WEIGHTS (written by Tuner; edit by hand only with care)\n" + source
                + "        // END TUNED WEIGHTS"), "regenerating the weights would change the file");
    }

    /** The king danger's points in KingDanger.java are exactly what the tuner prints for them. */
    @Test
    void kingDangerPointsAreWhatTheTunerPrints() throws Exception {
        Path file = Path.of("src/main/java/driverlessons/search/KingDanger.java");
        String text = Files.readString(file, StandardCharsets.UTF_8);
        String source = KingDanger.source(KingDanger.points());
        assertTrue(text.contains("// BEGIN POINTS (written by the tuner's --points; edit by hand only with care)\n"
                + source + "        // END POINTS"), "printing the points would change the file:\n" + source);
    }

    @Test
    void aFitLowersTheTrainingLoss(@TempDir Path dir) throws Exception {
        fitLowersTheTrainingLoss(dir, 50, 0);
    }

    /** With the king danger's points fitted as well (one round), and printed. */
    @Test
    void aFitWithPointsLowersTheTrainingLoss(@TempDir Path dir) throws Exception {
        String report = fitLowersTheTrainingLoss(dir, 20, 1);
        assertTrue(report.contains("the king danger's points"), report);
    }

    private static String fitLowersTheTrainingLoss(Path dir, int epochs, int pointRounds) throws Exception {
        // Targets that disagree with the evaluation: every White position is judged a little worse than it is.
        List<String> lines = new ArrayList<>();
        for (int copy = 0; copy < 30; copy++) {
            for (String fen : FENS) {
                lines.add(fen + ";0.5;" + (copy % 3 - 1) * 40);
            }
        }
        Path data = dir.resolve("data.txt");
        Files.write(data, lines, StandardCharsets.UTF_8);
        StringWriter report = new StringWriter();
        Tuner.Options options = new Tuner.Options(epochs, 0.5, 0.5, 400, 0, true, pointRounds, null);
        int status = Tuner.tune(data, options, new PrintWriter(report));
        assertEquals(0, status, report.toString());
        double before = loss(report.toString(), "before: train loss ");
        double after = loss(report.toString(), "after (rounded): train loss ");
        assertTrue(after < before, report.toString());
        return report.toString();
    }

    /** Two games as XBoard saves them: one from a set-up position with scores in comments, one without a result. */
    private static final String PGN = """
            [Event "Computer Chess Game"]
            [White "A"]
            [Black "B"]
            [Result "0-1"]
            [FEN "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"]
            [SetUp "1"]

            {--------------
            a board drawn in a comment
            --------------}
            1. d3 {+0.20/10 0.3} Bc5 {-0.15/11 0.2} 2. O-O {+0.25/12} d6 3. c3 O-O 4. Bg5 h6 5. Bh4 g5
            6. Bg3 Bg4 7. h3 Bh5 8. Nbd2 {+0.10/12 0.4} a6 {Black resigns? no} 0-1

            [Event "Computer Chess Game"]
            [White "A"]
            [Black "B"]
            [Result "*"]

            1. e4 e5 2. Nf3 *
            """;

    @Test
    void gameFensReadsAGameFromItsSetUpPosition() {
        List<String> fens = new ArrayList<>();
        String[] games = PGN.split("(?m)^(?=\\[Event )");
        assertEquals("0.0", Tuner.gameFens(games[0], fens));
        assertEquals(16 - 7, fens.size(), fens.toString());  // 16 plies, kept from the 8th on
        assertEquals("r2q1rk1/1pp2p2/p1np1n1p/2b1p1pb/2B1P3/2PP1NBP/PP1N1PP1/R2Q1RK1 w - - 0 12",
                fens.get(fens.size() - 1));
        assertEquals(null, Tuner.gameFens(games[1], new ArrayList<>()), "no result");
        assertEquals(null, Tuner.gameFens("[Result \"1-0\"]\n\n1. e4 e5 2. Ke3 1-0", new ArrayList<>()),
                "an illegal move");
    }

    @Test
    void positionsComeFromGamesWithTheirResult(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("games.pgn");
        Files.writeString(pgn, PGN + PGN, StandardCharsets.UTF_8); // the same game twice: its positions once
        Path out = dir.resolve("positions.txt");
        StringWriter log = new StringWriter();
        int written = Tuner.fromGames(List.of(pgn), out, 40, 1, new PrintWriter(log));
        List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
        assertEquals(written, lines.size());
        assertTrue(written > 0 && written <= 9, lines.toString());
        assertTrue(log.toString().startsWith("games 2 (skipped 2)  positions " + written), log.toString());
        for (String line : lines) {
            String[] parts = line.split(";");
            assertEquals("0.0", parts[1], line);
            assertEquals(parts[0], Position.fromFen(parts[0]).toFen(), "a legal position, written as read");
            assertTrue(!Position.fromFen(parts[0]).inCheck(), line);
        }
    }

    private static double loss(String report, String prefix) {
        int at = report.indexOf(prefix) + prefix.length();
        return Double.parseDouble(report.substring(at, report.indexOf(' ', at)));
    }
}
