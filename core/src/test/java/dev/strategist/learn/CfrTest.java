package dev.strategist.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/**
 * The extensive-game machinery on a game small enough to check by hand: matching pennies played in
 * turn, the second player not seeing the first's coin, after a chance coin that doubles the stakes half
 * the time and that both players see. Per unit of stake player 2 wins 2 on matching heads and 1 on
 * matching tails and loses 1 on a mismatch, so both players show heads with probability 2/5 at the
 * equilibrium, and player 1's value is -1/5 per unit, -0.3 at the average stake of 1.5.
 */
class CfrTest {

    /** Chance picks stakes 1 or 2 (both see it), player 1 picks heads or tails, player 2 guesses blind. */
    static final class BlindPennies implements ExtensiveGame {
        private final int[] moves = new int[3];
        private int length;
        private final boolean inconsistent;

        BlindPennies(boolean inconsistent) {
            this.inconsistent = inconsistent;
        }

        @Override
        public boolean isTerminal() {
            return length == 3;
        }

        @Override
        public int currentPlayer() {
            return length == 0 ? CHANCE : length - 1;
        }

        @Override
        public int legalActions(int[] into) {
            if (isTerminal()) {
                return 0;
            }
            into[0] = 0;
            into[1] = 1;
            if (inconsistent && length == 2 && moves[1] == 1) {
                into[2] = 2; // a third action in a state the player cannot tell apart from one without it
                return 3;
            }
            return 2;
        }

        @Override
        public double chanceProbability(int action) {
            return 0.5;
        }

        @Override
        public long infoSetKey() {
            return length * 10L + moves[0]; // the stakes and whose turn: not player 1's coin
        }

        @Override
        public String describeInfoSet() {
            return (moves[0] == 0 ? "x1" : "x2") + (length == 1 ? " coin" : " guess");
        }

        @Override
        public void play(int action) {
            moves[length++] = action;
        }

        @Override
        public void undo() {
            length--;
        }

        @Override
        public double utility(int player) {
            double stake = moves[0] + 1;
            double first = moves[1] != moves[2] ? stake : moves[1] == 0 ? -2 * stake : -stake;
            return player == 0 ? first : -first;
        }

        @Override
        public int maxActions() {
            return 3;
        }

        @Override
        public String actionName(int action) {
            return action == 0 ? "heads" : action == 1 ? "tails" : "edge";
        }
    }

    private static final GameTree TREE = GameTree.of(new BlindPennies(false));

    @Test
    void theTreeKnowsItsNodesAndInformationSets() {
        assertThat(TREE.size()).isEqualTo(1 + 2 + 4 + 8);
        assertThat(TREE.infoSetCount()).isEqualTo(4);
        assertThat(TREE.player(TREE.root())).isEqualTo(ExtensiveGame.CHANCE);
        assertThat(TREE.infoSetAt(TREE.infoSet(TREE.firstChild(0))).name()).isEqualTo("x1 coin");
        assertThatThrownBy(() -> GameTree.of(new BlindPennies(true))).hasMessageContaining("different");
    }

    @Test
    void exploitabilityOfUniformAndPurePolicies() {
        // uniform: player 1 gets (-2 - 1 + 1 + 1) / 4 per unit, -0.375; a best reply earns player 1 0
        // (tails) and player 2 0.5 per unit (heads), so NashConv is 0.375 + (0.75 - 0.375)
        Policy uniform = Policy.uniform(TREE);
        assertThat(Exploitability.values(uniform)[0]).isCloseTo(-0.375, within(1e-12));
        assertThat(Exploitability.bestResponseValue(uniform, 0)).isCloseTo(0, within(1e-12));
        assertThat(Exploitability.bestResponseValue(uniform, 1)).isCloseTo(0.75, within(1e-12));
        assertThat(Exploitability.nashConv(uniform)).isCloseTo(0.75, within(1e-12));
        // always heads: player 2 wins 2 per unit, 3; player 1 switching to tails would win 1.5
        Policy heads = new Policy(TREE, new double[][] {{1, 0}, {1, 0}, {1, 0}, {1, 0}});
        assertThat(Exploitability.values(heads)[0]).isCloseTo(-3, within(1e-12));
        assertThat(Exploitability.nashConv(heads)).isCloseTo(1.5 + 3 + 3 - 3, within(1e-12));
        assertThatThrownBy(() -> new Policy(TREE, new double[][] {{1, 0}})).hasMessageContaining("4 information sets");
        assertThatThrownBy(() -> new Policy(TREE, new double[][] {{1}, {1, 0}, {1, 0}, {1, 0}}))
                .hasMessageContaining("2 actions");
    }

    @Test
    void bothVariantsFindTheMixedEquilibrium() {
        for (Cfr.Variant v : Cfr.Variant.values()) {
            Cfr cfr = new Cfr(TREE, v);
            cfr.iterate(10_000);
            Policy avg = cfr.averagePolicy();
            assertThat(Exploitability.nashConv(avg)).as(v.name()).isLessThan(1e-3);
            assertThat(Exploitability.values(avg)[0]).isCloseTo(-0.3, within(1e-3));
            for (int i = 0; i < TREE.infoSetCount(); i++) {
                assertThat(avg.probability(i, 0)).as("%s heads in %s", v, TREE.infoSetAt(i).name())
                        .isCloseTo(0.4, within(0.01));
            }
            assertThat(avg.table()).contains("P1  x1 coin").contains("P2  x2 guess");
        }
    }
}
