package driverlessons.gomocup;

import driverlessons.gomocup.engine.GomokuSearch;
import driverlessons.gomocup.game.Board;
import driverlessons.gomocup.game.Rule;
import java.util.Random;

/**
 * How {@code vcf-puzzles.txt} was made (run by hand, not a test): quick self-play games from random openings;
 * the first position of a game where the side to move has a VCF of at least {@code MIN_PLIES} plies, found with
 * a large node budget and checked by {@link Bench#provesWin}, and no five or four on the board, becomes a
 * puzzle. {@code java -cp ... driverlessons.gomocup.PuzzleMaker COUNT SEED}
 */
public final class PuzzleMaker {
    static final int MIN_PLIES = 9;

    private PuzzleMaker() {
    }

    public static void main(String[] args) {
        int wanted = Integer.parseInt(args[0]);
        Random random = new Random(Long.parseLong(args[1]));
        int[][] kinds = {{1, 15}, {0, 20}, {4, 15}, {0, 15}};
        int made = 0;
        for (int game = 0; made < wanted && game < 50 * wanted; game++) {
            int[] kind = kinds[game % kinds.length];
            Board board = new Board(kind[1], kind[1], Rule.fromGomocup(kind[0]));
            StringBuilder moves = new StringBuilder(kind[0] + " " + kind[1]);
            int centre = kind[1] / 2;
            for (int i = 0; i < 4; i++) {
                int c;
                do {
                    c = board.cell(centre + random.nextInt(7) - 3, centre + random.nextInt(7) - 3);
                } while (board.at(c) != Board.EMPTY);
                board.play(c);
                moves.append(' ').append(board.x(c)).append(',').append(board.y(c));
            }
            GomokuSearch search = new GomokuSearch(8 << 20);
            while (!board.isFull() && board.stones() < 80) {
                GomokuSearch prover = new GomokuSearch(1 << 20);
                int[] line = prover.findVcf(board.copy(), 300_000, Bench.timeLimit(5_000));
                if (line.length > 0) {
                    if (line.length >= MIN_PLIES && Bench.provesWin(board, line) && quiet(board)) {
                        System.out.println(moves + "    # " + line.length + " plies");
                        made++;
                    }
                    break;
                }
                int move = search.search(board, Bench.timeLimit(15 + random.nextInt(30))).move();
                if (board.at(move) != Board.EMPTY) {
                    break;
                }
                board.play(move);
                moves.append(' ').append(board.x(move)).append(',').append(board.y(move));
                if (board.isWin(move)) {
                    break;
                }
            }
        }
    }

    /** No five to make for either side: the puzzle starts with a real choice. */
    private static boolean quiet(Board board) {
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                int c = board.cell(x, y);
                if (board.at(c) == Board.EMPTY
                        && (board.makesFive(c, Board.BLACK) || board.makesFive(c, Board.WHITE))) {
                    return false;
                }
            }
        }
        return true;
    }
}
