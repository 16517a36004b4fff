package dev.strategist.core.testgames;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.NotationException;
import dev.strategist.core.Outcome;
import dev.strategist.core.Perft;
import dev.strategist.core.PositionContractTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Domineering on the default 5 x 5 board against the position contract, and its rules against a plain grid. */
class DomineeringPositionTest extends PositionContractTest<DomineeringPosition> {
    private final DomineeringGame game = new DomineeringGame();

    @Override
    protected Game<DomineeringPosition> game() {
        return game;
    }

    @Override
    protected int playouts() {
        return 200;
    }

    @Test
    void movesMatchAPlainGridOnEveryBoardSize() {
        Random random = new Random(7);
        for (int rows = 1; rows <= 8; rows++) {
            for (int cols = 1; cols <= 8; cols++) {
                for (int game = 0; game < 5; game++) {
                    DomineeringPosition p = new DomineeringPosition(rows, cols);
                    boolean[][] grid = new boolean[rows][cols];
                    while (true) {
                        List<Integer> expected = gridMoves(grid, p.sideToMove());
                        assertThat(p.legalMoves()).as("moves of %s", p)
                                .containsExactly(expected.stream().mapToInt(Integer::intValue).toArray());
                        assertThat(p.isOver()).isEqualTo(expected.isEmpty());
                        if (expected.isEmpty()) {
                            assertThat(p.outcome()).isEqualTo(Outcome.winFor(1 - p.sideToMove()));
                            break;
                        }
                        int move = expected.get(random.nextInt(expected.size()));
                        int r = move / cols;
                        int c = move % cols;
                        grid[r][c] = true;
                        if (p.sideToMove() == 0) {
                            grid[r + 1][c] = true;
                        } else {
                            grid[r][c + 1] = true;
                        }
                        p.play(move);
                    }
                }
            }
        }
    }

    /** The legal moves of {@code side} on a grid of covered cells, in cell order. */
    private static List<Integer> gridMoves(boolean[][] grid, int side) {
        List<Integer> moves = new ArrayList<>();
        int rows = grid.length;
        int cols = grid[0].length;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                boolean fits = side == 0
                        ? r + 1 < rows && !grid[r][c] && !grid[r + 1][c]
                        : c + 1 < cols && !grid[r][c] && !grid[r][c + 1];
                if (fits) {
                    moves.add(r * cols + c);
                }
            }
        }
        return moves;
    }

    @Test
    void tinyBoardsEndAtOnce() {
        DomineeringPosition single = new DomineeringPosition(1, 1);
        assertThat(single.legalMoves()).isEmpty();
        assertThat(single.outcome()).as("the first player cannot move on 1 x 1").isEqualTo(Outcome.SECOND_WINS);
        DomineeringPosition row = new DomineeringPosition(1, 4);
        assertThat(row.outcome()).as("no vertical domino fits in one row").isEqualTo(Outcome.SECOND_WINS);
        DomineeringPosition square = new DomineeringPosition(2, 2);
        assertThat(square.legalMoves()).containsExactly(0, 1);
        square.play(0);
        assertThat(square.toString()).isEqualTo("|./|.");
        assertThat(square.outcome()).as("no horizontal domino fits beside a vertical one")
                .isEqualTo(Outcome.FIRST_WINS);
    }

    @Test
    void perftCountsMatchHandCounts() {
        assertThat(Perft.count(new DomineeringPosition(3, 3), 1)).isEqualTo(6);
        assertThat(Perft.count(new DomineeringPosition(2, 3), 2)).as("a1 and c1 leave two replies, b1 none")
                .isEqualTo(2 + 2);
        assertThat(Perft.count(new DomineeringPosition(8, 8), 1)).isEqualTo(56);
        DomineeringPosition p = new DomineeringPosition(8, 8);
        p.play(0);
        assertThat(p.legalMoves()).hasSize(56 - 2);
    }

    @Test
    void theHashDependsOnTheCoveredCellsAndTheSide() {
        DomineeringPosition a = game.parsePosition("a1 c1 b3", game.parseOptions("rows=4,cols=4"));
        DomineeringPosition b = game.parsePosition("b3 c1 a1", game.parseOptions("rows=4,cols=4"));
        assertThat(a.toString()).isEqualTo(b.toString());
        assertThat(a.hash()).isEqualTo(b.hash());
        DomineeringPosition empty = new DomineeringPosition(4, 4);
        assertThat(empty.hash()).isNotEqualTo(new DomineeringPosition(4, 5).hash());
        empty.play(0);
        long afterOne = empty.hash();
        empty.undo();
        assertThat(afterOne).isNotEqualTo(empty.hash());
    }

    @Test
    void badMovesGetClearMessages() {
        DomineeringNotation n = new DomineeringNotation();
        GameOptions four = game.parseOptions("rows=4,cols=4");
        DomineeringPosition p = game.parsePosition("b2", four);
        assertThat(p.toString()).isEqualTo("..../.|../.|../....");
        assertThatThrownBy(() -> n.parse(p, "e1")).isInstanceOf(NotationException.class)
                .hasMessageContaining("column 'e' is off the board (columns are a..d)");
        assertThatThrownBy(() -> n.parse(p, "a5")).hasMessageContaining("row 5 is off the board (rows are 1..4)");
        assertThatThrownBy(() -> n.parse(p, "a0")).hasMessageContaining("row 0 is off the board");
        assertThatThrownBy(() -> n.parse(p, "a2")).hasMessageContaining("needs b2, which is already covered");
        assertThatThrownBy(() -> n.parse(p, "b3")).hasMessageContaining("needs b3, which is already covered");
        assertThatThrownBy(() -> n.parse(p, "d1")).hasMessageContaining("cannot start in the last column d");
        assertThatThrownBy(() -> n.parse(p, "")).hasMessageContaining("no move given");
        assertThatThrownBy(() -> n.parse(p, "2b")).hasMessageContaining("'2b' is not a cell");
        assertThat(n.parse(p, " C3 ")).isEqualTo(10);
        p.play(10);
        assertThatThrownBy(() -> n.parse(p, "a4")).hasMessageContaining("cannot start on the bottom row 4");
        assertThat(n.format(p, 12)).isEqualTo("a4");
        DomineeringPosition over = game.parsePosition("b1", game.parseOptions("rows=2,cols=3"));
        assertThatThrownBy(() -> n.parse(over, "a1")).hasMessageContaining("the game is over (first player wins)");
    }

    @Test
    void movesOfAWholeGameParseBackFromTheirText() {
        GameOptions options = game.parseOptions("rows=3,cols=8");
        DomineeringPosition p = game.parsePosition("a1 b3 h2 e1", options);
        assertThat(p.toString()).isEqualTo("|...--../|......|/.--....|");
        assertThatThrownBy(() -> game.parsePosition("a1 a1", options)).isInstanceOf(NotationException.class)
                .hasMessageContaining("move 2 'a1'");
    }
}
