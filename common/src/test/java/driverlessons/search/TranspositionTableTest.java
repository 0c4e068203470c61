package driverlessons.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import driverlessons.chess.Move;
import org.junit.jupiter.api.Test;

/** What goes into the table comes out the same, and mates keep their distance. */
class TranspositionTableTest {

    @Test
    void storedEntryComesBack() {
        TranspositionTable table = new TranspositionTable(1);
        long key = 0x1234_5678_9ABC_DEF0L;
        table.store(key, 0x1_2345, -1234, -321, 7, TranspositionTable.LOWER);
        long data = table.probe(key);
        assertEquals(0x1_2345, TranspositionTable.move(data));
        assertEquals(-1234, TranspositionTable.eval(data));
        assertEquals(-321, TranspositionTable.score(data));
        assertEquals(7, TranspositionTable.depth(data));
        assertEquals(TranspositionTable.LOWER, TranspositionTable.bound(data));
        assertEquals(0, table.probe(key ^ 1), "another key is not found");
    }

    @Test
    void evaluationOutOfRangeIsNotStored() {
        TranspositionTable table = new TranspositionTable(1);
        table.store(7L << 40, Move.EN_PASSANT | 63, TranspositionTable.NO_EVAL, 5, 1, TranspositionTable.EXACT);
        assertEquals(TranspositionTable.NO_EVAL, TranspositionTable.eval(table.probe(7L << 40)));
        assertEquals(Move.EN_PASSANT | 63, TranspositionTable.move(table.probe(7L << 40)));
        table.store(7L << 40, 0, 20_000, 5, 1, TranspositionTable.EXACT);
        assertEquals(TranspositionTable.NO_EVAL, TranspositionTable.eval(table.probe(7L << 40)));
        table.store(7L << 40, 0, -TranspositionTable.NO_EVAL - 1, 5, 1, TranspositionTable.EXACT);
        assertEquals(-TranspositionTable.NO_EVAL - 1, TranspositionTable.eval(table.probe(7L << 40)));
    }

    @Test
    void mateScoresAreStoredFromTheNode() {
        int mateInFiveFromRoot = Score.matingIn(5);
        int stored = Score.toTable(mateInFiveFromRoot, 3);
        assertEquals(Score.matingIn(2), stored, "seen from the node, 3 plies below the root, it is 2 plies away");
        assertEquals(Score.matingIn(7), Score.fromTable(stored, 5), "met 5 plies below the root it is 7 away");
        assertEquals(Score.matedIn(4), Score.fromTable(Score.toTable(Score.matedIn(4), 2), 2));
    }

    @Test
    void resizeAndClearEmptyTheTable() {
        TranspositionTable table = new TranspositionTable(2);
        table.store(42L << 32, 5, 0, 10, 3, TranspositionTable.EXACT);
        table.clear();
        assertEquals(0, table.probe(42L << 32));
        table.store(42L << 32, 5, 0, 10, 3, TranspositionTable.EXACT);
        table.resize(1);
        assertEquals(1, table.megabytes());
        assertEquals(0, table.probe(42L << 32));
    }

    @Test
    void cecpMateScoresCountMovesNotPlies() {
        assertEquals(100_001, Score.toCecp(Score.matingIn(1)));
        assertEquals(100_002, Score.toCecp(Score.matingIn(3)));
        assertEquals(-100_001, Score.toCecp(Score.matedIn(2)));
        assertEquals(-100_000, Score.toCecp(-Score.MATE));
        assertEquals(-250, Score.toCecp(-250));
    }
}
