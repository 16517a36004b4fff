package dev.strategist.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Position;
import org.junit.jupiter.api.Test;

/** Killers shift and never repeat, history grows by depth squared and halves past its bound, clear forgets both. */
class CutoffMemoryTest {

    @Test
    void killersKeepTheTwoLatestDistinctMovesOfAPly() {
        CutoffMemory memory = new CutoffMemory(4, 8, 1000);
        assertThat(memory.killer(2, 0)).isEqualTo(Position.NO_MOVE);
        memory.addKiller(2, 5);
        memory.addKiller(2, 5);
        assertThat(memory.killer(2, 0)).isEqualTo(5);
        assertThat(memory.killer(2, 1)).isEqualTo(Position.NO_MOVE);
        memory.addKiller(2, 7);
        memory.addKiller(2, 3);
        assertThat(memory.killer(2, 0)).isEqualTo(3);
        assertThat(memory.killer(2, 1)).isEqualTo(7);
        assertThat(memory.killer(1, 0)).isEqualTo(Position.NO_MOVE);
    }

    @Test
    void historyGrowsByDepthSquaredPerSideAndHalvesPastTheBound() {
        CutoffMemory memory = new CutoffMemory(4, 8, 100);
        memory.addHistory(0, 3, 5);
        memory.addHistory(0, 4, 2);
        assertThat(memory.history(0)[3]).isEqualTo(25);
        assertThat(memory.history(1)[3]).isZero();
        memory.addHistory(0, 3, 9); // 25 + 81 = 106 passes 100: every score of the side halves
        assertThat(memory.history(0)[3]).isEqualTo(53);
        assertThat(memory.history(0)[4]).isEqualTo(2);
        memory.clear();
        assertThat(memory.history(0)[3]).isZero();
        assertThat(memory.killer(0, 0)).isEqualTo(Position.NO_MOVE);
    }

    @Test
    void sizesMustBePositive() {
        assertThatThrownBy(() -> new CutoffMemory(0, 8, 100)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("positive");
    }
}
