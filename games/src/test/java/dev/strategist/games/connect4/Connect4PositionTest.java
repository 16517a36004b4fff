package dev.strategist.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Game;
import dev.strategist.core.Outcome;
import dev.strategist.core.Position;
import dev.strategist.core.PositionContractTest;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Connect Four 7 x 6 against the position contract, and its rules: drops, fours, draws, keys. */
class Connect4PositionTest extends PositionContractTest<Connect4Position> {

    @Override
    protected Game<Connect4Position> game() {
        return new Connect4Game();
    }

    @Override
    protected int playouts() {
        return 200;
    }

    @Test
    void discsFallToTheLowestEmptyCell() {
        Connect4Position p = Connect4Position.of("4453");
        assertThat(p.toString()).isEqualTo(String.join("/",
                ".......", ".......", ".......", ".......", "...O...", "..OXX.."));
        assertThat(p.columnHeight(3)).isEqualTo(2);
        assertThat(p.columnHeight(0)).isZero();
        assertThat(p.cell(3, 0)).isEqualTo(1);
        assertThat(p.cell(2, 0)).isEqualTo(2);
        assertThat(p.cell(3, 1)).isEqualTo(2);
        assertThat(p.cell(3, 2)).isZero();
        assertThat(p.ply()).isEqualTo(4);
        assertThat(p.sideToMove()).isEqualTo(Position.FIRST);
        assertThat(p.moveString()).isEqualTo("4453");
        assertThat(p.moveAt(2)).isEqualTo(4);
        assertThat(p.stones(0)).isEqualTo(p.current());
        assertThat(p.stones(0) | p.stones(1)).isEqualTo(p.mask());
        assertThat(p.dropCell(3)).isEqualTo(p.geometry().bit(3, 2));
    }

    @Test
    void aFullColumnCannotBePlayedAndIsNotListed() {
        Connect4Position p = Connect4Position.of("444444");
        assertThat(p.canPlay(3)).isFalse();
        assertThat(p.dropCell(3)).isZero();
        assertThat(p.canPlay(2)).isTrue();
        assertThat(p.canPlay(-1)).isFalse();
        assertThat(p.canPlay(7)).isFalse();
        assertThat(p.legalMoves()).containsExactly(0, 1, 2, 4, 5, 6);
        assertThat(p.outcome()).isEqualTo(Outcome.NONE);
    }

    @Test
    void foursAreFoundInEveryDirectionAndAtTheEdges() {
        // across the bottom row, from the left edge and to the right edge
        assertWin("1122334", Outcome.FIRST_WINS, 7);
        assertWin("7766554", Outcome.FIRST_WINS, 7);
        // up the left edge, and up to the top of the right column
        assertWin("1212121", Outcome.FIRST_WINS, 7);
        assertWin("17277171727", Outcome.FIRST_WINS, 11);
        // the second player, across the top row to the right edge (d6 e6 f6 g6)
        assertWin("666534754457742673775136165544", Outcome.SECOND_WINS, 30);
        // diagonals both ways, one from the corner cell a1
        assertWin("12234334544", Outcome.FIRST_WINS, 11); // a1 b2 c3 d4
        assertWin("76654554344", Outcome.FIRST_WINS, 11); // d4 e3 f2 g1
    }

    private static void assertWin(String moves, Outcome outcome, int ply) {
        Connect4Position p = Connect4Position.of(moves.substring(0, moves.length() - 1));
        assertThat(p.outcome()).as("before the last move of %s", moves).isEqualTo(Outcome.NONE);
        int last = moves.charAt(moves.length() - 1) - '1';
        assertThat(p.isWinningMove(last)).as("the last move of %s wins", moves).isTrue();
        p.play(last);
        assertThat(p.outcome()).as("%s", moves).isEqualTo(outcome);
        assertThat(p.ply()).isEqualTo(ply);
        assertThat(p.legalMoves()).isEmpty();
        assertThat(NaiveBoard.of(p).hasFour(outcome.winner())).isTrue();
        p.undo();
        assertThat(p.outcome()).isEqualTo(Outcome.NONE);
        assertThat(p.legalMoves()).isNotEmpty();
    }

    @Test
    void linesDoNotWrapFromOneColumnIntoTheNext() {
        Connect4Geometry g = Connect4Geometry.of(7, 6);
        // each set of four would be a line if the columns were packed 6 bits apart, without the sentinel:
        // up from the top of column a into the bottom of b, and diagonals off the top and off the bottom
        assertThat(g.hasFour(g.bit(0, 4) | g.bit(0, 5) | g.bit(1, 0) | g.bit(1, 1))).isFalse();
        assertThat(g.hasFour(g.bit(0, 3) | g.bit(1, 4) | g.bit(2, 5) | g.bit(4, 0))).isFalse();
        assertThat(g.hasFour(g.bit(0, 2) | g.bit(1, 1) | g.bit(2, 0) | g.bit(2, 5))).isFalse();
        // and a real one of each kind is seen
        assertThat(g.hasFour(g.bit(0, 2) | g.bit(0, 3) | g.bit(0, 4) | g.bit(0, 5))).isTrue();
        assertThat(g.hasFour(g.bit(3, 5) | g.bit(4, 5) | g.bit(5, 5) | g.bit(6, 5))).isTrue();
        assertThat(g.hasFour(g.bit(3, 2) | g.bit(4, 3) | g.bit(5, 4) | g.bit(6, 5))).isTrue();
        assertThat(g.hasFour(g.bit(3, 5) | g.bit(4, 4) | g.bit(5, 3) | g.bit(6, 2))).isTrue();
        // in a game: X's discs at the top of column a and at the bottom of column b stay apart
        Connect4Position p = Connect4Position.of("212111131");
        assertThat(p.toString()).isEqualTo("X....../X....../O....../X....../OX...../OXO....");
        assertThat(p.outcome()).isEqualTo(Outcome.NONE);
    }

    @Test
    void aFullBoardWithoutFourIsADraw() {
        String draw = "262426366552717254321433413157377676455114";
        Connect4Position p = Connect4Position.of(draw.substring(0, 41));
        assertThat(p.outcome()).isEqualTo(Outcome.NONE);
        assertThat(p.legalMoves()).containsExactly(3);
        p.play(3);
        assertThat(p.outcome()).isEqualTo(Outcome.DRAW);
        assertThat(p.isOver()).isTrue();
        assertThat(p.toString()).doesNotContain(".");
        assertThat(NaiveBoard.of(p).hasFour(0)).isFalse();
        assertThat(NaiveBoard.of(p).hasFour(1)).isFalse();
        // a last disc that completes four on a full board is a win, not a draw
        Connect4Position q = Connect4Position.of(4, 4, "4442242333231111");
        assertThat(q.outcome()).isEqualTo(Outcome.DRAW);
    }

    @Test
    void theBitboardRulesAgreeWithACellByCellBoardOnRandomGames() {
        Random random = new Random(7);
        int[][] sizes = {{7, 6}, {4, 4}, {9, 6}, {8, 7}, {5, 8}, {4, 12}};
        for (int[] size : sizes) {
            for (int game = 0; game < 300; game++) {
                Connect4Position p = new Connect4Position(size[0], size[1]);
                int[] moves = new int[p.maxMoves()];
                int n;
                while ((n = p.legalMoves(moves, 0)) > 0) {
                    NaiveBoard before = NaiveBoard.of(p);
                    for (int c = 0; c < p.width(); c++) {
                        assertThat(p.canPlay(c)).isEqualTo(before.height(c) < p.height());
                        if (p.canPlay(c)) {
                            assertThat(p.isWinningMove(c)).as("%s column %d", p, c)
                                    .isEqualTo(before.winsWith(c, p.sideToMove()));
                        }
                    }
                    long empty = p.geometry().board() & ~p.mask();
                    for (int side = 0; side < 2; side++) {
                        assertThat(p.geometry().winningCells(p.stones(side), empty)).as("threats in %s", p)
                                .isEqualTo(before.winningCells(p.geometry(), side));
                    }
                    p.play(moves[random.nextInt(n)]);
                    NaiveBoard after = NaiveBoard.of(p);
                    Outcome expected = after.hasFour(1 - p.sideToMove()) ? Outcome.winFor(1 - p.sideToMove())
                            : p.ply() == p.width() * p.height() ? Outcome.DRAW : Outcome.NONE;
                    assertThat(p.outcome()).as("%s after %s", p, p.moveString()).isEqualTo(expected);
                }
            }
        }
    }

    @Test
    void theKeyIsCurrentPlusMaskPlusBottomAndTheHashMixesIt() {
        Connect4Position p = Connect4Position.of("44");
        Connect4Geometry g = p.geometry();
        // X at d1, O at d2, X to move: column d reads 1 above its two discs over X's disc (bit 0)
        long columnD = (0b100L | 0b001L) << (3 * 7);
        long others = g.bottom() & ~g.column(3);
        assertThat(p.key()).isEqualTo(columnD | others);
        assertThat(p.hash()).isNotEqualTo(p.key());
        assertThat(new Connect4Position().key()).isEqualTo(g.bottom());
        // the same discs reached in another order: same key; a different owner: a different key
        assertThat(Connect4Position.of("3545").key()).isEqualTo(Connect4Position.of("4535").key());
        assertThat(Connect4Position.of("3545").key()).isNotEqualTo(Connect4Position.of("5345").key());
    }

    @Test
    void movesCanBeReplayedFromTheirDigitString() {
        Random random = new Random(11);
        for (int game = 0; game < 50; game++) {
            Connect4Position p = new Connect4Position();
            int[] moves = new int[7];
            int n;
            while ((n = p.legalMoves(moves, 0)) > 0 && random.nextInt(30) > 0) {
                p.play(moves[random.nextInt(n)]);
            }
            Connect4Position again = Connect4Position.of(p.moveString());
            assertThat(again).isEqualTo(p);
            assertThat(again.hash()).isEqualTo(p.hash());
            assertThat(again.outcome()).isEqualTo(p.outcome());
        }
    }

    @Test
    void copyFromRefusesAnotherBoardSize() {
        assertThatThrownBy(() -> new Connect4Position(7, 6).copyFrom(new Connect4Position(6, 7)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("6 x 7");
    }
}
