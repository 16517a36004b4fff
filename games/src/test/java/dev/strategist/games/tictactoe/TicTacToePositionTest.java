package dev.strategist.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Game;
import dev.strategist.core.NotationException;
import dev.strategist.core.Outcome;
import dev.strategist.core.Perft;
import dev.strategist.core.PositionContractTest;
import org.junit.jupiter.api.Test;

/** Tic-tac-toe against the position contract and the published counts. */
class TicTacToePositionTest extends PositionContractTest<TicTacToePosition> {

    @Override
    protected Game<TicTacToePosition> game() {
        return new TicTacToeGame();
    }

    @Override
    protected int playouts() {
        return 300;
    }

    @Test
    void perftMatchesThePublishedCounts() {
        // reference/ground-truth.md (games test resources) section 1 (radekmie/rg test suite; re-derived there)
        long[] expected = {1, 9, 72, 504, 3_024, 15_120, 54_720, 148_176, 200_448, 127_872};
        for (int depth = 0; depth < expected.length; depth++) {
            assertThat(Perft.count(new TicTacToePosition(), depth)).as("perft(%d)", depth).isEqualTo(expected[depth]);
        }
    }

    @Test
    void divideSplitsPerftByFirstMoveAndLeavesThePositionAsItWas() {
        TicTacToePosition p = new TicTacToePosition();
        long hash = p.hash();
        for (int depth = 1; depth <= 9; depth++) {
            long[] byCell = new long[9];
            long total = new Perft(p, depth).divide(depth, (move, nodes) -> byCell[move] += nodes);
            assertThat(total).as("divide(%d) total", depth).isEqualTo(Perft.count(p, depth));
            assertThat(java.util.Arrays.stream(byCell).sum()).isEqualTo(total);
            // the board's symmetry: every corner opens as many games as every other, and so do edges
            assertThat(new long[] {byCell[2], byCell[6], byCell[8]}).containsOnly(byCell[0]);
            assertThat(new long[] {byCell[3], byCell[5], byCell[7]}).containsOnly(byCell[1]);
            assertThat(p.hash()).isEqualTo(hash);
            assertThat(p.ply()).isZero();
        }
    }

    @Test
    void winsAreSeenAsSoonAsTheyHappen() {
        TicTacToePosition p = new TicTacToeGame().parsePosition("a1 a2 b1 b2 c1", new TicTacToeGame().defaultOptions());
        assertThat(p.outcome()).isEqualTo(Outcome.FIRST_WINS);
        assertThat(p.winningLine()).isEqualTo(0b111);
        assertThat(p.legalMoves()).isEmpty();
        p.undo();
        assertThat(p.outcome()).isEqualTo(Outcome.NONE);
        assertThat(p.legalMoves()).containsExactly(2, 5, 6, 7, 8);
    }

    @Test
    void theKeyIsTheBase3Number() {
        TicTacToePosition p = TicTacToePosition.of("X.O/.../..X");
        assertThat(p.key()).isEqualTo(1 + 2 * 9 + 1 * 6561);
        assertThat(p.sideToMove()).isEqualTo(1);
        assertThat(p.toString()).isEqualTo("X.O/.../..X");
    }

    @Test
    void boardsThatCannotAriseAreRejected() {
        assertThatCode(() -> TicTacToePosition.of("XXX/OO./...")).doesNotThrowAnyException();
        assertThatThrownBy(() -> TicTacToePosition.of("XXX/X../...")).isInstanceOf(NotationException.class)
                .hasMessageContaining("marks");
        assertThatThrownBy(() -> TicTacToePosition.of("XXX/OOO/...")).isInstanceOf(NotationException.class)
                .hasMessageContaining("unreachable");
        assertThatThrownBy(() -> TicTacToePosition.of("OOO/XX./XX.")).isInstanceOf(NotationException.class)
                .hasMessageContaining("unreachable");
        assertThatThrownBy(() -> TicTacToePosition.of("XX")).isInstanceOf(NotationException.class)
                .hasMessageContaining("9 cells");
        assertThat(TicTacToePosition.of("XXX/OO./...").outcome()).isEqualTo(Outcome.FIRST_WINS);
        // X's winning line can be completed last even when the row-by-row order would finish it early
        assertThat(TicTacToePosition.of("XXX/OOX/O..").outcome()).isEqualTo(Outcome.FIRST_WINS);
    }

    @Test
    void badMovesGetClearMessages() {
        TicTacToeNotation n = new TicTacToeNotation();
        TicTacToePosition p = TicTacToePosition.of("X../.../...");
        assertThatThrownBy(() -> n.parse(p, "a1")).hasMessageContaining("already taken by X");
        assertThatThrownBy(() -> n.parse(p, "d1")).hasMessageContaining("column 'd' is off the board");
        assertThatThrownBy(() -> n.parse(p, "a4")).hasMessageContaining("row '4' is off the board");
        assertThatThrownBy(() -> n.parse(p, "")).hasMessageContaining("no move");
        assertThatThrownBy(() -> n.parse(p, "hello")).hasMessageContaining("not a cell");
        assertThat(n.parse(p, " B2 ")).isEqualTo(4);
        assertThat(n.parse(p, "9")).isEqualTo(8);
    }
}
