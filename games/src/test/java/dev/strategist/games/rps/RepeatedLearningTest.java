package dev.strategist.games.rps;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.learn.FixedStrategyPlayer;
import dev.strategist.learn.MatrixGame;
import dev.strategist.learn.RegretMatcher;
import dev.strategist.learn.RegretMatchingPlayer;
import dev.strategist.learn.RepeatedMatch;
import dev.strategist.learn.RepeatedPlayer;
import dev.strategist.learn.RepeatedPlayers;
import dev.strategist.learn.Strategies;
import dev.strategist.learn.Ucb1Player;
import org.junit.jupiter.api.Test;

/**
 * The learners in repeated rock-paper-scissors, seeded, against the numbers of ground-truth.md section 4:
 * the biased opponent (0.5, 0.3, 0.2) is best answered by paper for +0.3 a round; regret matching in
 * self-play approaches the uniform equilibrium; the game's value is 0.
 */
class RepeatedLearningTest {
    private static final MatrixGame RPS = RockPaperScissors.classic();
    private static final double[] BIASED = {0.5, 0.3, 0.2};

    @Test
    void ucb1ConvergesToTheBestResponseAgainstTheBiasedOpponent() {
        for (long seed = 1; seed <= 3; seed++) {
            Ucb1Player ucb = new Ucb1Player(RPS, 0, seed);
            RepeatedMatch m = new RepeatedMatch(RPS, ucb, new FixedStrategyPlayer("biased", BIASED, seed + 100));
            m.play(20_000);
            double[] shares = ucb.strategy();
            assertThat(shares[1]).as("paper's share of play").isGreaterThan(0.9);
            assertThat(m.average(0)).as("average payoff, best response 0.3").isBetween(0.25, 0.35);
            m.play(180_000);
            assertThat(ucb.strategy()[1]).isGreaterThan(0.97);
            assertThat(m.average(0)).isBetween(0.28, 0.32);
        }
    }

    @Test
    void regretMatchersInFullInformationSelfPlayReachTheUniformAverage() {
        // ground truth: starting from regrets (1, 0, 0) and 0, NashConv of the average profile is 0.064
        // after 1,000 iterations and 0.0064 after 100,000; assert bounds, not digits
        RegretMatcher row = new RegretMatcher(new double[] {1, 0, 0});
        RegretMatcher column = new RegretMatcher(3);
        RegretMatcher.selfPlay(RPS, row, column, 1_000);
        double early = RPS.nashConv(row.averageStrategy(), column.averageStrategy());
        assertThat(early).isLessThan(0.07);
        RegretMatcher.selfPlay(RPS, row, column, 99_000);
        double late = RPS.nashConv(row.averageStrategy(), column.averageStrategy());
        assertThat(late).isLessThan(0.01);
        double[] uniform = Strategies.uniform(3);
        assertThat(Strategies.maxDifference(row.averageStrategy(), uniform)).isLessThan(0.01);
        assertThat(Strategies.maxDifference(column.averageStrategy(), uniform)).isLessThan(0.01);
    }

    @Test
    void sampledRegretMatchingPlayersReachTheUniformAverage() {
        RegretMatchingPlayer a = new RegretMatchingPlayer(RPS, 0, 1);
        RegretMatchingPlayer b = new RegretMatchingPlayer(RPS, 1, 2);
        RepeatedMatch m = new RepeatedMatch(RPS, a, b);
        m.play(200_000);
        double[] uniform = Strategies.uniform(3);
        assertThat(Strategies.maxDifference(a.averageStrategy(), uniform)).isLessThan(0.01);
        assertThat(Strategies.maxDifference(b.averageStrategy(), uniform)).isLessThan(0.01);
    }

    /**
     * Against the adaptive opponents (cycle, copy-last, frequency counter) and the biased one, learners
     * that remember the last round earn at least the game's value, 0, and beat the adaptive ones
     * outright; against uniform play nobody can expect more than 0. Memoryless learners are no-regret
     * only against the best fixed action, which earns 0 against a cycle: they stay within their regret
     * bound of 0 there.
     */
    @Test
    void learnersEarnAtLeastTheGameValueAgainstAdaptiveOpponents() {
        java.util.List<String> below = new java.util.ArrayList<>();
        for (MatrixGame game : new MatrixGame[] {RPS, RockPaperScissors.lizardSpock()}) {
            for (String learner : new String[] {"ucb1-memory", "regret-memory", "ucb1", "regret"}) {
                for (String opponent : new String[] {"cycle", "copy", "frequency", "biased", "uniform"}) {
                    RepeatedPlayer me = RepeatedPlayers.create(learner, game, 0, 5);
                    RepeatedPlayer them = RepeatedPlayers.create(opponent, game, 1, 6);
                    RepeatedMatch m = new RepeatedMatch(game, me, them);
                    m.play(50_000);
                    boolean memory = learner.endsWith("memory");
                    // against uniform play every strategy earns 0 in expectation: allow five standard
                    // deviations of the mean of 50,000 rounds (sqrt(2/3) / sqrt(50,000) = 0.0037)
                    double floor = opponent.equals("uniform") ? -0.02 : memory ? 0 : -0.05;
                    if (m.average(0) < floor) {
                        below.add(game.name() + " " + learner + " against " + opponent + ": " + m.average(0));
                    }
                    if (memory && !opponent.equals("uniform") && !opponent.equals("biased")) {
                        assertThat(m.average(0)).as("%s beats %s", learner, opponent).isGreaterThan(0.4);
                    }
                }
            }
        }
        assertThat(below).isEmpty();
    }
}
