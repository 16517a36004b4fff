package dev.strategist.examples.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Game;
import dev.strategist.core.Outcome;
import dev.strategist.core.PositionContractTest;
import org.junit.jupiter.api.Test;

/** Kalah passes the kit every game passes, told that a side may move twice; and the rules by hand. */
class KalahPositionTest extends PositionContractTest<KalahPosition> {

    @Override
    protected Game<KalahPosition> game() {
        return new KalahGame();
    }

    @Override
    protected boolean extraTurns() {
        return true;
    }

    @Test
    void theLastSeedInTheStoreGivesAnotherMove() {
        KalahPosition p = new KalahPosition(6, 4);
        p.play(2); // pit 3 of 6 with 4 seeds: 3, 4, 5, store
        assertThat(p.store(0)).isEqualTo(1);
        assertThat(p.sideToMove()).isEqualTo(0);
        p.play(0); // 4 seeds from pit 1 end in pit 5: the turn passes
        assertThat(p.sideToMove()).isEqualTo(1);
        p.undo();
        p.undo();
        assertThat(p.toString()).isEqualTo(new KalahPosition(6, 4).toString());
    }

    @Test
    void theLastSeedInAnEmptyPitOfOneselfCapturesThePitOpposite() {
        KalahPosition p = new KalahPosition(3, 1);
        p.play(2); // 1 seed into the store: again
        p.play(1); // into pit 3, now empty: captures it and North's pit 1 opposite
        assertThat(p.store(0)).isEqualTo(3);
        assertThat(p.seeds(0, 2)).isZero();
        assertThat(p.seeds(1, 0)).isZero();
    }

    @Test
    void anEmptyRowEndsTheGameAndTheOtherSideKeepsItsSeeds() {
        KalahPosition p = new KalahPosition(1, 1);
        p.play(0); // South's only seed into its store: South's row is empty, North keeps its seed
        assertThat(p.isOver()).isTrue();
        assertThat(p.store(0)).isEqualTo(1);
        assertThat(p.store(1)).isEqualTo(1);
        assertThat(p.outcome()).isEqualTo(Outcome.DRAW);
    }
}
