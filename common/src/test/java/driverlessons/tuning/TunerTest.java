package driverlessons.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.search.Evaluation;
import driverlessons.search.EvaluationWeights;
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
            double mg = trace.fixedMg;
            double eg = trace.fixedEg;
            int[][] weights = EvaluationWeights.builtIn();
            for (int i = 0; i < EvaluationWeights.TEMPO; i++) {
                mg += trace.count[i] * weights[0][i];
                eg += trace.count[i] * weights[1][i];
            }
            double white = (mg * trace.phase + eg * trace.egScale / 128 * (24 - trace.phase)) / 24 / trace.divisor
                    + trace.count[EvaluationWeights.TEMPO] * weights[0][EvaluationWeights.TEMPO];
            double forMover = pos.sideToMove() == 0 ? white : -white;
            assertEquals(score, forMover, 1.5, fen);
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

    @Test
    void aFitLowersTheTrainingLoss(@TempDir Path dir) throws Exception {
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
        int status = Tuner.tune(data, new Tuner.Options(50, 0.5, 0.5, 400, 0, true, null), new PrintWriter(report));
        assertEquals(0, status, report.toString());
        double before = loss(report.toString(), "before: train loss ");
        double after = loss(report.toString(), "after (rounded): train loss ");
        assertTrue(after < before, report.toString());
    }

    private static double loss(String report, String prefix) {
        int at = report.indexOf(prefix) + prefix.length();
        return Double.parseDouble(report.substring(at, report.indexOf(' ', at)));
    }
}
