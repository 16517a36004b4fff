package dev.strategist.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The basic heuristic: discs in runs of two or more, each direction counted, the opponent's subtracted. */
class RunCountEvaluatorTest {
    private final RunCountEvaluator runs = new RunCountEvaluator();

    @Test
    void loneDiscsCountNothing() {
        assertThat(runs.evaluate(new Connect4Position())).isZero();
        assertThat(runs.evaluate(Connect4Position.of("41"))).isZero();
    }

    @Test
    void everyDiscOfARunCountsInEachDirectionItRunsIn() {
        // X at c1 d1 e1 (a run of three across), O at c2 d2 (two across, and both above an X: no vertical run)
        Connect4Position p = Connect4Position.of("33445");
        assertThat(p.sideToMove()).isEqualTo(1);
        // O to move: O has 2 discs in a run, X has 3; no diagonal or column has two of one colour
        assertThat(runs.evaluate(p)).isEqualTo(2 - 3);
        // a run broken by a gap counts as two runs of one: nothing
        assertThat(RunCountEvaluator.runs(p.geometry().bit(0, 0) | p.geometry().bit(2, 0), 7)).isZero();
        // vertical and both diagonals
        Connect4Geometry g = p.geometry();
        assertThat(RunCountEvaluator.runs(g.bit(0, 0) | g.bit(0, 1), 7)).isEqualTo(2);
        assertThat(RunCountEvaluator.runs(g.bit(0, 0) | g.bit(1, 1) | g.bit(2, 2), 7)).isEqualTo(3);
        assertThat(RunCountEvaluator.runs(g.bit(0, 2) | g.bit(1, 1), 7)).isEqualTo(2);
    }

    @Test
    void aRunDoesNotContinueIntoTheNextColumn() {
        Connect4Geometry g = Connect4Geometry.of(7, 6);
        assertThat(RunCountEvaluator.runs(g.bit(0, 5) | g.bit(1, 0), 7)).isZero();
        assertThat(RunCountEvaluator.runs(g.bit(0, 0) | g.bit(1, 5), 7)).isZero();
    }

    @Test
    void itSpeaksForTheSideToMove() {
        Connect4Position p = Connect4Position.of("1727");
        // X has a1 b1 (2 discs in a run), O has g1 g2 (2): X to move sees 0; after X's c1, O sees -(3) + 2
        assertThat(runs.evaluate(p)).isZero();
        p.play(2);
        assertThat(runs.evaluate(p)).isEqualTo(2 - 3);
    }
}
