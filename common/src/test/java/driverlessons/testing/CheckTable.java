package driverlessons.testing;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The lesson table: how the examiner judges each lesson's engine, scenario by scenario. A lesson passes every
 * scenario of its own and the earlier lessons; the next lesson's scenarios fail or are n/a where its layer is
 * missing. "-" marks a scenario that is not run for that lesson (two lessons ahead or more). The same table is in
 * {@code common/docs/check.md}.
 */
public final class CheckTable {
    /** One row per scenario: its name, then the verdict for lessons 1 to 5. */
    private static final String TABLE = """
            handshake                  pass pass pass pass pass
            new-and-move               pass pass pass pass pass
            force-and-go               pass pass pass pass pass
            moves                      pass pass pass pass pass
            bare-moves                 pass pass pass pass pass
            setboard                   pass pass pass pass pass
            setboard-illegal           pass pass pass pass pass
            illegal-move               pass pass pass pass pass
            unknown-command            pass pass pass pass pass
            ping                       pass pass pass pass pass
            ping-while-thinking        pass pass pass pass pass
            undo                       pass pass pass pass pass
            remove                     pass pass pass pass pass
            result                     pass pass pass pass pass
            variant                    n/a  n/a  n/a  n/a  n/a
            sigint                     pass pass pass pass pass
            quit                       pass pass pass pass pass
            end-of-input               pass pass pass pass pass
            whole-game                 pass pass pass pass pass
            level-sudden-death         FAIL pass pass pass pass
            level-increment            FAIL pass pass pass pass
            level-moves-per-session    FAIL pass pass pass pass
            st                         pass pass pass pass pass
            sd                         FAIL pass pass pass pass
            time-otim                  FAIL pass pass pass pass
            hard                       -    FAIL pass pass pass
            easy-no-ponder             -    n/a  pass pass pass
            ping-while-pondering       -    n/a  pass pass pass
            ponder-hit                 -    n/a  pass pass pass
            ponder-miss                -    n/a  pass pass pass
            time-while-pondering       -    n/a  pass pass pass
            force-stops-ponder         -    n/a  pass pass pass
            new-stops-ponder           -    n/a  pass pass pass
            easy-stops-ponder          -    n/a  pass pass pass
            quit-while-pondering       -    n/a  pass pass pass
            hint                       -    n/a  pass pass pass
            analyze                    -    -    n/a  pass pass
            stat01                     -    -    n/a  pass pass
            move-while-analyzing       -    -    n/a  pass pass
            undo-while-analyzing       -    -    n/a  pass pass
            new-while-analyzing        -    -    n/a  pass pass
            setboard-while-analyzing   -    -    n/a  pass pass
            exit-analysis              -    -    n/a  pass pass
            ping-while-analyzing       -    -    n/a  pass pass
            move-now                   -    -    -    warn pass
            ping-search-goes-on        -    -    -    pass pass
            pause-resume               -    -    -    n/a  pass
            playother                  -    -    -    n/a  pass
            protocol-1                 -    -    -    FAIL pass
            san                        -    -    -    n/a  pass
            san-rejected               -    -    -    n/a  pass
            nps                        -    -    -    n/a  pass
            memory                     -    -    -    n/a  pass
            cores                      -    -    -    n/a  pass
            options                    -    -    -    n/a  pass
            exclude                    -    -    -    n/a  pass
            setscore                   -    -    -    n/a  pass
            draw                       -    -    -    pass pass
            bk                         -    -    -    n/a  pass
            reuse                      -    -    -    pass pass
            hostile-input              pass pass pass pass pass
            """;

    private static final Map<String, List<String>> ROWS = new HashMap<>();

    static {
        for (String line : TABLE.strip().split("\n")) {
            String[] cells = line.strip().split("\\s+");
            ROWS.put(cells[0], List.of(cells).subList(1, cells.length));
        }
    }

    private CheckTable() {
    }

    /** The verdict the table gives scenario {@code name} for lesson {@code lesson}; "?" when it has no row. */
    public static String expected(String name, int lesson) {
        List<String> row = ROWS.get(name);
        return row == null ? "? (no row in CheckTable)" : row.get(lesson - 1);
    }
}
