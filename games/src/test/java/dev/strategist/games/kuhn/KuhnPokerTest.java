package dev.strategist.games.kuhn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.strategist.learn.Cfr;
import dev.strategist.learn.Exploitability;
import dev.strategist.learn.GameTree;
import dev.strategist.learn.Policy;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Kuhn poker's rules, tree and known policies, and CFR on it, against ground-truth.md section 5: value
 * -1/18; uniform policy value +1/8, best responses 1/2 and 5/12, NashConv 11/12; always-pass NashConv 2;
 * the equilibrium family has NashConv 0 for alpha in [0, 1/3] and 1/12 at alpha = 1/2; our vanilla CFR's
 * NashConv after 1 / 10 / 100 / 300 / 1,000 iterations is 0.916667 / 0.1374 / 0.01645 / 0.00607 / 0.00188.
 */
class KuhnPokerTest {
    private static final GameTree TREE = GameTree.of(new KuhnPoker());

    @Test
    void theTreeHasTwelveInformationSetsSixPerPlayer() {
        assertThat(TREE.infoSetCount()).isEqualTo(12);
        assertThat(TREE.infoSets().stream().filter(s -> s.player() == 0).count()).isEqualTo(6);
        // the deal, then per deal: 2 + 4 + 2 betting nodes below the first decision
        assertThat(TREE.size()).isEqualTo(1 + 6 * 9);
    }

    @Test
    void payoffsFollowTheBetting() {
        KuhnPoker k = new KuhnPoker();
        k.play(5); // player 1 K, player 2 Q
        assertThat(k.card(0)).isEqualTo(2);
        assertThat(k.describeInfoSet()).isEqualTo("K");
        k.play(KuhnPoker.PASS);
        assertThat(k.describeInfoSet()).isEqualTo("Q:p");
        k.play(KuhnPoker.BET);
        assertThat(k.isTerminal()).isFalse();
        k.play(KuhnPoker.BET);
        assertThat(k.utility(0)).isEqualTo(2);
        assertThat(k.utility(1)).isEqualTo(-2);
        k.undo();
        k.play(KuhnPoker.PASS);
        assertThat(k.utility(0)).as("player 1 folds").isEqualTo(-1);
        assertThatThrownBy(() -> k.play(KuhnPoker.BET)).hasMessageContaining("not legal");
        k.undo();
        k.undo();
        k.undo();
        k.undo();
        assertThat(k.currentPlayer()).isEqualTo(KuhnPoker.CHANCE);
        assertThatThrownBy(k::undo).hasMessageContaining("nothing to take back");
    }

    @Test
    void theUniformPolicyMatchesOpenSpiel() {
        Policy uniform = Policy.uniform(TREE);
        assertThat(Exploitability.values(uniform)[0]).isCloseTo(1.0 / 8, within(1e-12));
        assertThat(Exploitability.bestResponseValue(uniform, 0)).isCloseTo(0.5, within(1e-12));
        assertThat(Exploitability.bestResponseValue(uniform, 1)).isCloseTo(5.0 / 12, within(1e-12));
        assertThat(Exploitability.nashConv(uniform)).isCloseTo(11.0 / 12, within(1e-12));
        assertThat(Exploitability.exploitability(uniform)).isCloseTo(11.0 / 24, within(1e-12));
    }

    @Test
    void alwaysPassingHasNashConvTwo() {
        double[][] pass = new double[TREE.infoSetCount()][];
        for (int i = 0; i < pass.length; i++) {
            pass[i] = new double[] {1, 0};
        }
        Policy p = new Policy(TREE, pass);
        assertThat(Exploitability.nashConv(p)).isCloseTo(2, within(1e-12));
        assertThat(Exploitability.exploitability(p)).isCloseTo(1, within(1e-12));
    }

    /** Kuhn's equilibrium family with player 1 bluffing with J at frequency alpha (K bets 3 alpha, at most 1). */
    static Policy family(double alpha) {
        Map<String, Double> bet = Map.ofEntries(
                Map.entry("J", alpha), Map.entry("Q", 0.0), Map.entry("K", Math.min(1, 3 * alpha)),
                Map.entry("J:pb", 0.0), Map.entry("Q:pb", alpha + 1.0 / 3), Map.entry("K:pb", 1.0),
                Map.entry("J:b", 0.0), Map.entry("Q:b", 1.0 / 3), Map.entry("K:b", 1.0),
                Map.entry("J:p", 1.0 / 3), Map.entry("Q:p", 0.0), Map.entry("K:p", 1.0));
        double[][] p = new double[TREE.infoSetCount()][];
        for (GameTree.InfoSet s : TREE.infoSets()) {
            double b = bet.get(s.name());
            p[s.index()] = new double[] {1 - b, b};
        }
        return new Policy(TREE, p);
    }

    @Test
    void theEquilibriumFamilyIsUnexploitableForAlphaUpToOneThird() {
        for (double alpha : new double[] {0, 0.1, 0.2, 1.0 / 3}) {
            Policy p = family(alpha);
            assertThat(Exploitability.nashConv(p)).as("alpha %f", alpha).isCloseTo(0, within(1e-12));
            assertThat(Exploitability.values(p)[0]).isCloseTo(-1.0 / 18, within(1e-12));
        }
        assertThat(Exploitability.nashConv(family(0.5))).isCloseTo(1.0 / 12, within(1e-12));
    }

    /**
     * Our CFR is the one of ground-truth.md section 5 (alternating updates, player 1 first, uniform start,
     * reach-weighted average), so its NashConv matches the digits given there: 0.1374 after 10
     * iterations, 0.01645 after 100, 0.00607 after 300 (value -0.05575), 0.00188 after 1,000.
     */
    @Test
    void vanillaCfrConvergesToTheGameValue() {
        Cfr cfr = new Cfr(TREE, Cfr.Variant.VANILLA);
        cfr.iterate(1);
        assertThat(Exploitability.nashConv(cfr.averagePolicy())).isCloseTo(11.0 / 12, within(1e-9));
        cfr.iterate(9);
        assertThat(Exploitability.nashConv(cfr.averagePolicy())).isCloseTo(0.1374, within(5e-5));
        cfr.iterate(90);
        assertThat(Exploitability.nashConv(cfr.averagePolicy())).isCloseTo(0.01645, within(5e-6));
        cfr.iterate(200);
        assertThat(Exploitability.nashConv(cfr.averagePolicy())).isCloseTo(0.00607, within(5e-6));
        assertThat(Exploitability.values(cfr.averagePolicy())[0]).isCloseTo(-0.05575, within(5e-6))
                .isCloseTo(-1.0 / 18, within(1e-3));
        cfr.iterate(700);
        Policy avg = cfr.averagePolicy();
        assertThat(Exploitability.nashConv(avg)).as("NashConv after 1,000").isCloseTo(0.00188, within(5e-6));
        assertThat(Exploitability.exploitability(avg)).isLessThan(1e-3);
        assertThat(Exploitability.values(avg)[0]).isCloseTo(-1.0 / 18, within(1e-3));
        assertThat(Exploitability.values(avg)[1]).isCloseTo(1.0 / 18, within(1e-3));
    }

    @Test
    void cfrPlusGetsThereFaster() {
        Cfr cfr = new Cfr(TREE, Cfr.Variant.PLUS);
        cfr.iterate(200);
        Policy avg = cfr.averagePolicy();
        assertThat(Exploitability.exploitability(avg)).isLessThan(1e-3);
        assertThat(Exploitability.values(avg)[0]).isCloseTo(-1.0 / 18, within(1e-3));
        // the equilibrium's fixed points: player 2 always calls with K and never with J
        String table = avg.table();
        assertThat(table).contains("P1  J").contains("P2  K:b");
    }

    @Test
    void cfrIsDeterministicAndItsCurrentPolicyIsAPolicy() {
        Cfr a = new Cfr(TREE, Cfr.Variant.VANILLA);
        Cfr b = new Cfr(TREE, Cfr.Variant.VANILLA);
        a.iterate(50);
        b.iterate(50);
        assertThat(a.averagePolicy().table()).isEqualTo(b.averagePolicy().table());
        assertThat(a.iterations()).isEqualTo(50);
        for (int i = 0; i < TREE.infoSetCount(); i++) {
            double[] p = a.currentPolicy().probabilities(i);
            assertThat(p[0] + p[1]).isCloseTo(1, within(1e-12));
        }
    }
}
