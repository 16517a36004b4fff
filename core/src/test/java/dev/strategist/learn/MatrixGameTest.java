package dev.strategist.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Payoff tables of any size, the players that play them, and regret matching, on small games built
 * here (rock-paper-scissors itself lives with the games).
 */
class MatrixGameTest {
    /** Matching pennies: the row player wins on a match. */
    private static final MatrixGame PENNIES = MatrixGame.zeroSum("pennies", List.of("heads", "tails"),
            new double[][] {{1, -1}, {-1, 1}});
    /** A 2 x 3 general-sum game. */
    private static final MatrixGame WIDE = new MatrixGame("wide", List.of("a", "b"), List.of("x", "y", "z"),
            new double[][] {{3, 0, 1}, {0, 2, 1}}, new double[][] {{1, 0, 2}, {0, 3, 0}});

    @Test
    void payoffsAreReadFromEachPlayersSide() {
        assertThat(WIDE.payoff(0, 1, 1)).isEqualTo(2);
        assertThat(WIDE.payoff(1, 2, 0)).as("column z against row a").isEqualTo(2);
        assertThat(WIDE.actionCount(1)).isEqualTo(3);
        assertThat(WIDE.minPayoff(0)).isEqualTo(0);
        assertThat(WIDE.maxPayoff(1)).isEqualTo(3);
        assertThat(WIDE.bestResponse(0, new double[] {0, 1, 0})).isEqualTo(1);
        assertThat(WIDE.bestResponse(1, new double[] {1, 0})).isEqualTo(2);
    }

    @Test
    void nashConvIsZeroAtTheEquilibriumAndPositiveElsewhere() {
        double[] half = {0.5, 0.5};
        assertThat(PENNIES.nashConv(half, half)).isCloseTo(0, within(1e-12));
        // always heads against always heads: the column player gains 2 by switching, the row player nothing
        assertThat(PENNIES.nashConv(new double[] {1, 0}, new double[] {1, 0})).isCloseTo(2, within(1e-12));
    }

    @Test
    void badTablesAreRefused() {
        assertThatThrownBy(() -> MatrixGame.zeroSum("x", List.of("a", "b"), new double[][] {{1, 2}}))
                .hasMessageContaining("1 rows, not 2");
        assertThatThrownBy(() -> MatrixGame.zeroSum("x", List.of("a", "b"), new double[][] {{1, 2}, {3}}))
                .hasMessageContaining("row 1");
        assertThatThrownBy(() -> MatrixGame.zeroSum("x", List.of("a"), new double[][] {{Double.NaN}}))
                .hasMessageContaining("NaN");
        assertThatThrownBy(() -> MatrixGame.zeroSum("x", List.of(), new double[0][])).hasMessageContaining("at least");
    }

    @Test
    void regretMatchingPlaysInProportionToPositiveRegret() {
        RegretMatcher m = new RegretMatcher(new double[] {3, -2, 1});
        assertThat(m.currentStrategy()).containsExactly(new double[] {0.75, 0, 0.25}, within(1e-12));
        // utilities 0, 4, 0 against an expected 0: regrets become 3, 2, 1
        m.update(new double[] {0, 4, 0});
        assertThat(m.regret(1)).isCloseTo(2, within(1e-12));
        assertThat(m.currentStrategy()).containsExactly(new double[] {0.5, 1.0 / 3, 1.0 / 6}, within(1e-12));
        assertThat(m.averageStrategy()).containsExactly(new double[] {0.75, 0, 0.25}, within(1e-12));
        assertThat(new RegretMatcher(4).currentStrategy()).containsOnly(0.25);
    }

    @Test
    void regretMatchingSelfPlayFindsMatchingPennies() {
        RegretMatcher row = new RegretMatcher(new double[] {1, 0});
        RegretMatcher column = new RegretMatcher(2);
        RegretMatcher.selfPlay(PENNIES, row, column, 20_000);
        assertThat(PENNIES.nashConv(row.averageStrategy(), column.averageStrategy())).isLessThan(0.02);
    }

    @Test
    void theSimpleOpponentsBehaveAsNamed() {
        CyclingPlayer cycle = new CyclingPlayer(3);
        int[] seen = new int[6];
        for (int i = 0; i < 6; i++) {
            seen[i] = cycle.choose();
            cycle.observe(seen[i], 0, 0);
        }
        assertThat(seen).containsExactly(0, 1, 2, 0, 1, 2);

        CopyLastPlayer copy = new CopyLastPlayer(3, 1);
        copy.observe(copy.choose(), 2, 0);
        assertThat(copy.choose()).isEqualTo(2);
        assertThat(copy.strategy()).containsExactly(0, 0, 1);

        FrequencyCounterPlayer counter = new FrequencyCounterPlayer(PENNIES, 1, 3);
        counter.observe(counter.choose(), 0, 0);
        counter.observe(counter.choose(), 0, 0);
        // the row player has shown heads; the column player (who wins on a mismatch) answers tails
        assertThat(counter.choose()).isEqualTo(1);
        assertThat(counter.strategy()).containsExactly(0, 1);
        assertThat(counter.opponentFrequencies()).containsExactly(1, 0);

        FixedStrategyPlayer fixed = new FixedStrategyPlayer("biased", new double[] {5, 3, 2}, 4);
        assertThat(fixed.strategy()).containsExactly(new double[] {0.5, 0.3, 0.2}, within(1e-12));
        int[] counts = new int[3];
        for (int i = 0; i < 10_000; i++) {
            counts[fixed.choose()]++;
        }
        assertThat(counts[0]).isBetween(4700, 5300);
        assertThat(counts[2]).isBetween(1800, 2200);
    }

    @Test
    void theContextualPlayerLearnsPerLastRound() {
        // a copier plays my last action; with memory, heads after heads is punished and switching wins
        ContextualPlayer me = new ContextualPlayer("m", 2, 2, i -> new RegretMatchingPlayer(PENNIES, 1, i));
        RepeatedMatch m = new RepeatedMatch(PENNIES, new CopyLastPlayer(2, 0), me);
        m.play(20_000);
        assertThat(m.average(1)).isGreaterThan(0.9);
    }

    @Test
    void playersAreFoundByNameAndBadNamesExplained() {
        for (String name : RepeatedPlayers.NAMES) {
            assertThat(RepeatedPlayers.create(name, PENNIES, 0, 1).name()).isEqualTo(name);
        }
        assertThatThrownBy(() -> RepeatedPlayers.create("oracle", PENNIES, 0, 1))
                .hasMessageContaining("unknown player 'oracle'").hasMessageContaining("ucb1");
        assertThatThrownBy(() -> RepeatedPlayers.create("copy", WIDE, 0, 1)).hasMessageContaining("same actions");
        assertThatThrownBy(() -> new RepeatedMatch(PENNIES, new CyclingPlayer(2), new CyclingPlayer(2)).record(2, 0))
                .hasMessageContaining("no such actions");
        assertThat(Strategies.sample(new double[] {0, 0, 1}, new SplittableRandom(1))).isEqualTo(2);
        assertThatThrownBy(() -> Strategies.normalised(new double[] {0, 0})).hasMessageContaining("all be zero");
        assertThatThrownBy(() -> Strategies.normalised(new double[] {-1, 2})).hasMessageContaining("non-negative");
    }
}
