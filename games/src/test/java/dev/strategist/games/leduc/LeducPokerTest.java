package dev.strategist.games.leduc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.strategist.learn.Cfr;
import dev.strategist.learn.Exploitability;
import dev.strategist.learn.GameTree;
import dev.strategist.learn.Policy;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Leduc hold'em against ground-truth.md section 5: 936 information sets (468 per player), the uniform
 * policy's NashConv 1709/360 = 4.747222 (value -5/64 for player 1), and the game value -0.0856064.
 */
class LeducPokerTest {
    private static final GameTree TREE = GameTree.of(new LeducPoker());

    @Test
    void theTreeHas936InformationSets() {
        assertThat(TREE.infoSetCount()).isEqualTo(936);
        assertThat(TREE.infoSets().stream().filter(s -> s.player() == 0).count()).isEqualTo(468);
    }

    @Test
    void theUniformPolicyMatchesOpenSpiel() {
        Policy uniform = Policy.uniform(TREE);
        assertThat(Exploitability.values(uniform)[0]).isCloseTo(-5.0 / 64, within(1e-12));
        assertThat(Exploitability.nashConv(uniform)).isCloseTo(1709.0 / 360, within(1e-9));
        assertThat(Exploitability.exploitability(uniform)).isCloseTo(2.373611111111111, within(1e-9));
    }

    @Test
    void aHandPlaysByTheRules() {
        LeducPoker g = new LeducPoker();
        g.play(0); // player 1: J1
        g.play(4); // player 2: K1
        assertThat(g.currentPlayer()).isEqualTo(0);
        int[] actions = new int[6];
        assertThat(g.legalActions(actions)).as("no fold without a bet").isEqualTo(2);
        g.play(LeducPoker.RAISE);
        assertThat(g.legalActions(actions)).isEqualTo(3);
        g.play(LeducPoker.RAISE);
        assertThat(g.contribution(1)).isEqualTo(5);
        assertThat(g.legalActions(actions)).as("two raises: fold or call").isEqualTo(2);
        g.play(LeducPoker.CALL);
        assertThat(g.currentPlayer()).isEqualTo(LeducPoker.CHANCE);
        assertThat(g.legalActions(actions)).isEqualTo(4);
        assertThat(g.chanceProbability(1)).isEqualTo(0.25);
        g.play(1); // public J2: player 1 pairs
        assertThat(g.describeInfoSet()).isEqualTo("J1 J2:rrc/");
        g.play(LeducPoker.CALL);
        g.play(LeducPoker.RAISE);
        assertThat(g.contribution(1)).isEqualTo(9);
        g.play(LeducPoker.CALL);
        assertThat(g.isTerminal()).isTrue();
        assertThat(g.utility(0)).isEqualTo(9);
        g.undo();
        g.play(LeducPoker.FOLD);
        assertThat(g.utility(0)).isEqualTo(-5);
        assertThatThrownBy(() -> g.play(LeducPoker.CALL)).hasMessageContaining("not legal");
    }

    /**
     * OpenSpiel's CFRSolver on leduc_poker printed exploitability 0.0533379 after 201 iterations ("Iteration
     * 200" counting from 0; google-deepmind/open_spiel pull request 197); ours runs the same algorithm.
     */
    @Test
    void vanillaCfrMatchesOpenSpiel() {
        Cfr cfr = new Cfr(TREE, Cfr.Variant.VANILLA);
        cfr.iterate(201);
        assertThat(Exploitability.exploitability(cfr.averagePolicy())).isCloseTo(0.0533379, within(1e-7));
    }

    @Tag("slow")
    @Test
    void cfrPlusApproachesTheGameValue() {
        Cfr cfr = new Cfr(TREE, Cfr.Variant.PLUS);
        cfr.iterate(1000);
        Policy avg = cfr.averagePolicy();
        assertThat(Exploitability.exploitability(avg)).isLessThan(0.005);
        assertThat(Exploitability.values(avg)[0]).isCloseTo(-0.0856064, within(1e-3));
    }
}
