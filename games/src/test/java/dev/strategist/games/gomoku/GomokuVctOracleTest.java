package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Position;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Every win by threats {@link GomokuVct} claims is a win against every defence: checked by
 * {@link GomokuThreatOracle}, which reads fives off a plain board and lets the defender try every empty
 * point, on random 9 x 9 freestyle positions.
 */
class GomokuVctOracleTest {
    private static final long NO_DEADLINE = Long.MAX_VALUE;

    /** A random position of {@code stones} stones; null if the game ended or a side has a four. */
    private static GomokuPosition randomPosition(SplittableRandom random, int stones) {
        GomokuPosition p = GomokuSearchTest.randomPosition(random, stones);
        // a five to make or to stop is not a threat search's question
        return p != null && p.comboCount(0, GomokuCombo.FIVE) + p.comboCount(1, GomokuCombo.FIVE) == 0 ? p : null;
    }

    @Test
    void everyOneThreatWinIsAWinAgainstEveryDefence() {
        SplittableRandom random = new SplittableRandom(21);
        GomokuVct vct = new GomokuVct();
        int claimed = 0;
        int refused = 0;
        for (int tries = 0; tries < 20_000 && claimed < 20; tries++) {
            GomokuPosition p = randomPosition(random, 8 + random.nextInt(10));
            if (p == null) {
                continue;
            }
            int move = vct.search(p, 1, 1_000_000, NO_DEADLINE);
            if (move == Position.NO_MOVE) {
                refused++;
                continue;
            }
            claimed++;
            // the fast search wins at once once an open four cannot be answered: one threat more for the oracle
            GomokuThreatOracle oracle = new GomokuThreatOracle(p);
            assertThat(oracle.attackerWins(p.sideToMove() + 1, 2, move)).as("%s: %s", p, GomokuNotation.name(9, move))
                    .isTrue();
        }
        assertThat(claimed).isEqualTo(20);
        assertThat(refused).isPositive();
    }

    @Test
    void everyTwoThreatWinIsAWinAgainstEveryDefence() {
        SplittableRandom random = new SplittableRandom(5);
        GomokuVct vct = new GomokuVct();
        int claimed = 0;
        for (int tries = 0; tries < 20_000 && claimed < 3; tries++) {
            GomokuPosition p = randomPosition(random, 8 + random.nextInt(8));
            if (p == null || vct.search(p, 1, 1_000_000, NO_DEADLINE) != Position.NO_MOVE) {
                continue; // the two-threat wins only
            }
            int move = vct.search(p, 2, 1_000_000, NO_DEADLINE);
            if (move == Position.NO_MOVE) {
                continue;
            }
            claimed++;
            GomokuThreatOracle oracle = new GomokuThreatOracle(p);
            assertThat(oracle.attackerWins(p.sideToMove() + 1, 3, move)).as("%s: %s", p, GomokuNotation.name(9, move))
                    .isTrue();
        }
        assertThat(claimed).isEqualTo(3);
    }
}
