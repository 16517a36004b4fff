package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.tictactoe.TicTacToeGame;
import org.junit.jupiter.api.Test;

/** The MCTS runner's parts on a tiny budget: a playout rate is measured and match games add up. */
class MctsBenchTest {

    @Test
    void measuresAPlayoutRate() {
        assertThat(MctsBench.playoutsPerSecond(new TicTacToeGame(), false, 0.05, 1)).isPositive();
        assertThat(MctsBench.playoutsPerSecond(new TicTacToeGame(), true, 0.05, 1)).isPositive();
    }

    @Test
    void playsEachOpeningWithBothColours() {
        MctsBench.Tally t = MctsBench.match(new TicTacToeGame(), 3, 5, 0, 2, 1);
        assertThat(t.wins() + t.draws() + t.losses()).isEqualTo(4);
        assertThat(new MctsBench.Tally(1, 2, 1)).hasToString("1 wins, 2 draws, 1 losses: 50.0 %");
    }
}
