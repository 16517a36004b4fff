package dev.strategist.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.NotationException;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The solver's board: move strings, play and undo, keys, and the bit tricks against a plain grid. */
class Connect4SolverBoardTest {

    @Test
    void aMoveStringBuildsThePositionAndPrintsBack() {
        Connect4SolverBoard board = Connect4SolverBoard.of(7, 6, "4453");
        assertThat(board.moves()).isEqualTo(4);
        assertThat(board.toString()).isEqualTo("4453");
        assertThat(Long.bitCount(board.mask())).isEqualTo(4);
        // the first player (to move again) has the stones of moves 1 and 3: column 4 bottom, column 5 bottom
        assertThat(board.current()).isEqualTo(1L << (3 * 7) | 1L << (4 * 7));
    }

    @ParameterizedTest(name = "\"{0}\": {2}")
    @CsvSource(delimiter = '|', value = {
        "448|2|move 3: '8' is not a column (columns are 1..7)",
        "44x4|2|move 3: 'x' is not a column (columns are 1..7)",
        "1111111|6|move 7: column 1 is full",
        "1212121|6|move 7: column 1 completes four in a row: the game is already won",
        "12121213|7|move 8: the game ended at move 7 (four in a row in column 1)",
        "0|0|move 1: '0' is not a column (columns are 1..7)",
    })
    void badMovesAreRejectedNamingTheCharacter(String moves, int index, String message) {
        assertThatThrownBy(() -> Connect4SolverBoard.of(7, 6, moves))
                .isInstanceOf(NotationException.class)
                .hasMessage(message)
                .satisfies(e -> {
                    assertThat(((NotationException) e).index()).isEqualTo(index);
                    assertThat(((NotationException) e).text()).isEqualTo(moves);
                });
    }

    @Test
    void aFullBoardTakesNoMoreMovesAndScoresADraw() {
        Connect4SolverBoard board = Connect4SolverBoard.of(4, 4, "3444224233321111"); // no four anywhere
        assertThat(board.isFull()).isTrue();
        assertThatThrownBy(() -> board.playAll("1")).isInstanceOf(NotationException.class)
                .hasMessage("move 17: the board is full, the game is over");
        assertThat(new Connect4Solver(4, 4, 8).solve(board, false)).isZero();
    }

    @Test
    void undoRestoresEveryWordAndTheKey() {
        Random random = new Random(7);
        Connect4SolverBoard board = new Connect4SolverBoard(7, 6);
        Connect4SolverOracle oracle = new Connect4SolverOracle(7, 6);
        Connect4SolverRandomPositions.play(random, board, oracle, 20);
        Connect4SolverBoard before = board.copy();
        for (int c = 0; c < 7; c++) {
            if (board.canPlay(c) && !board.isWinningMove(c)) {
                board.play(c);
                assertThat(board.key()).isNotEqualTo(before.key());
                board.undo();
                assertThat(board.current()).isEqualTo(before.current());
                assertThat(board.mask()).isEqualTo(before.mask());
                assertThat(board.moves()).isEqualTo(before.moves());
                assertThat(board.toString()).isEqualTo(before.toString());
            }
        }
    }

    @Test
    void equalKeysMeanEqualGrids() {
        // every position met along many random games, keyed, must map back to one grid
        Map<Long, String> grids = new HashMap<>();
        Random random = new Random(11);
        for (int game = 0; game < 300; game++) {
            Connect4SolverBoard board = new Connect4SolverBoard(5, 4);
            Connect4SolverOracle oracle = new Connect4SolverOracle(5, 4);
            for (int stones = 0; stones < 20; stones++) {
                String grid = gridOf(oracle, 5, 4, stones);
                String seen = grids.putIfAbsent(board.key(), grid);
                assertThat(seen == null || seen.equals(grid)).as("key of %s", board).isTrue();
                if (Connect4SolverRandomPositions.play(random, board, oracle, 1) == 0) {
                    break;
                }
            }
        }
        assertThat(grids.size()).isGreaterThan(1000);
    }

    /** The grid from the side to move's view: 'x' its stones, 'o' the opponent's. */
    private static String gridOf(Connect4SolverOracle oracle, int width, int height, int stones) {
        int toMove = stones % 2 + 1;
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < width; c++) {
            for (int r = 0; r < height; r++) {
                int owner = oracle.at(c, r);
                sb.append(owner == 0 ? '.' : owner == toMove ? 'x' : 'o');
            }
        }
        return sb.toString();
    }

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"7, 6", "8, 7", "4, 15", "16, 3", "9, 6", "3, 5", "1, 10"})
    void winningMovesAreThoseTheGridConfirms(int width, int height) {
        Random random = new Random(width * 31 + height);
        for (int game = 0; game < 200; game++) {
            Connect4SolverBoard board = new Connect4SolverBoard(width, height);
            Connect4SolverOracle oracle = new Connect4SolverOracle(width, height);
            Connect4SolverRandomPositions.play(random, board, oracle, random.nextInt(width * height + 1));
            boolean any = false;
            for (int c = 0; c < width; c++) {
                assertThat(board.canPlay(c)).isEqualTo(oracle.heightOf(c) < height);
                if (board.canPlay(c)) {
                    oracle.play(c);
                    boolean four = oracle.fourThrough(c, oracle.heightOf(c) - 1);
                    oracle.undo(c);
                    assertThat(board.isWinningMove(c)).as("%s then column %d", board, c + 1).isEqualTo(four);
                    any |= four;
                }
            }
            assertThat(board.canWinNext()).isEqualTo(any);
        }
    }

    @Test
    void sizesThatDoNotFitALongAreRefused() {
        assertThatThrownBy(() -> new Connect4SolverBoard(8, 8)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("width * (height + 1) <= 64");
        assertThatThrownBy(() -> new Connect4SolverBoard(0, 6)).isInstanceOf(IllegalArgumentException.class);
        assertThat(new Connect4SolverBoard(8, 7).geometry().keyBits()).isEqualTo(64);
        assertThatThrownBy(() -> Connect4SolverBoard.of(10, 5, "1")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a 10-column board has no one-digit move notation");
    }
}
