package driverlessons.tuning;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.search.Evaluation;
import driverlessons.search.EvaluationWeights;
import driverlessons.chess.Position;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The weights match: it reads a weights file as compiled, switches weights for real, and plays fair games. */
class WeightsMatchTest {
    private static final Path SOURCE = Path.of("src/main/java/driverlessons/search/EvaluationWeights.java");

    @Test
    void theSourceFileReadsAsTheBuiltInWeights() throws Exception {
        int[][] read = WeightsFile.read(SOURCE);
        int[][] builtIn = EvaluationWeights.builtIn();
        assertArrayEquals(builtIn[0], read[0]);
        assertArrayEquals(builtIn[1], read[1]);
    }

    @Test
    void usingOtherWeightsChangesTheEvaluationUntilTheBuiltInOnesAreBack() {
        Position pos = Position.fromFen("4k3/pppp4/8/8/8/8/PPPPPP2/4K3 w - - 0 1"); // White two pawns up
        int before = Evaluation.evaluate(pos);
        int[][] richPawns = EvaluationWeights.builtIn();
        richPawns[0][EvaluationWeights.MATERIAL] += 100;
        richPawns[1][EvaluationWeights.MATERIAL] += 100;
        try {
            EvaluationWeights.use(richPawns);
            assertEquals(before + 200, Evaluation.evaluate(pos), 1);
        } finally {
            EvaluationWeights.use(EvaluationWeights.builtIn());
        }
        assertEquals(before, Evaluation.evaluate(pos));
    }

    @Test
    void aFileWithChangedWeightsReadsTheChange(@TempDir Path dir) throws Exception {
        int[][] builtIn = EvaluationWeights.builtIn();
        int tempoMg = builtIn[0][EvaluationWeights.TEMPO];
        int tempoEg = builtIn[1][EvaluationWeights.TEMPO];
        String line = "set(TEMPO, " + tempoMg + ", " + tempoEg + ");";
        String text = Files.readString(SOURCE, StandardCharsets.UTF_8);
        assertTrue(text.contains(line), line);
        Path changed = dir.resolve("EvaluationWeights.java");
        Files.writeString(changed, text.replace(line, "set(TEMPO, " + (tempoMg + 7) + ", " + tempoEg + ");"),
                StandardCharsets.UTF_8);
        int[][] read = WeightsFile.read(changed);
        assertEquals(tempoMg + 7, read[0][EvaluationWeights.TEMPO]);
        assertEquals(tempoEg, read[1][EvaluationWeights.TEMPO]);
        assertEquals(builtIn[0][EvaluationWeights.MATERIAL], read[0][EvaluationWeights.MATERIAL]);
    }

    /** The same weights on both sides play each opening's two games alike: one win each, or two draws. */
    @Test
    void equalWeightsScoreHalf(@TempDir Path dir) throws Exception {
        Path openings = dir.resolve("openings.fen");
        Files.write(openings, List.of("rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
                "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"), StandardCharsets.UTF_8);
        StringWriter log = new StringWriter();
        WeightsMatch.Score score = WeightsMatch.play(WeightsMatch.player("built-in"),
                WeightsMatch.player("built-in"), 4, 2000, openings, 1,
                new PrintWriter(log));
        assertEquals(0.5, score.fraction(), 1e-9, log.toString());
        assertEquals(score.wins(), score.losses(), log.toString());
        assertEquals(4, log.toString().lines().filter(line -> line.startsWith("game ")).count());
    }

    /**
     * Another build, loaded from a jar in a class loader of its own, plays like this one: a jar of this very build
     * against the built-in player scores half, game for game.
     */
    @Test
    void aJarOfThisBuildPlaysLikeIt(@TempDir Path dir) throws Exception {
        Path classes = Path.of("target/classes");
        Path jar = dir.resolve("this-build.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
             Stream<Path> files = Files.walk(classes)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(file).toString().replace('\\', '/')));
                Files.copy(file, out);
                out.closeEntry();
            }
        }
        Path openings = dir.resolve("openings.fen");
        Files.write(openings, List.of("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"),
                StandardCharsets.UTF_8);
        StringWriter log = new StringWriter();
        WeightsMatch.Score score = WeightsMatch.play(WeightsMatch.player("jar:" + jar),
                WeightsMatch.player("built-in"), 2, 2000, openings, 1, new PrintWriter(log));
        assertEquals(score.wins(), score.losses(), log.toString());
    }

    @Test
    void aMissingJarIsReportedNotThrownLater() {
        assertThrows(IOException.class, () -> WeightsMatch.player("jar:no/such.jar"));
    }
}
