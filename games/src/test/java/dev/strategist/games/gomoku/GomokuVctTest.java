package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Position;
import org.junit.jupiter.api.Test;

/** Wins by continuous threats where fours alone do not win, and none where the threats run out. */
class GomokuVctTest {
    private static final long NO_DEADLINE = Long.MAX_VALUE;

    @Test
    void aDoubleThreeWinsByThreatsButNotByFours() {
        // black f8 g8 and h6 h7: h8 makes two open threes; white can stop only one
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, "f8 a1 g8 c1 h6 a3 h7 c3");
        assertThat(new GomokuVcf().search(p, 20, 1_000_000)).isEqualTo(Position.NO_MOVE);
        GomokuVct vct = new GomokuVct();
        int move = vct.search(p, 6, 2_000_000, NO_DEADLINE);
        assertThat(move).isNotEqualTo(Position.NO_MOVE);
        assertThat(vct.gaveUp()).isFalse();
        // after the move, whatever white does next, black still wins by threats or fours
        p.play(move);
        assertThat(p.comboCount(0, GomokuCombo.OPEN_FOUR)).isPositive();
    }

    @Test
    void underRenjuTheDoubleThreeIsForbiddenToBlack() {
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.RENJU, "f8 a1 g8 c1 h6 a3 h7 c3");
        int move = new GomokuVct().search(p, 6, 2_000_000, NO_DEADLINE);
        assertThat(move).isNotEqualTo(GomokuNotation.cell(15, "h8"));
    }

    @Test
    void twoLoneStonesHaveNoWin() {
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, "h8 a1 j10 o15");
        GomokuVct vct = new GomokuVct();
        assertThat(vct.search(p, 8, 2_000_000, NO_DEADLINE)).isEqualTo(Position.NO_MOVE);
    }

    @Test
    void aPassedDeadlineStopsTheSearchWithinAFewHundredNodes() {
        // random 15 x 15 positions whose threat trees are large: only the deadline can end them this early
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        GomokuVct vct = new GomokuVct();
        GomokuVcf vcf = new GomokuVcf();
        int large = 0;
        for (int tries = 0; tries < 200 && large < 5; tries++) {
            GomokuPosition p = new GomokuPosition();
            p.play(7 * 15 + 7);
            while (p.ply() < 30 && !p.isOver()) {
                int c = random.nextInt(225);
                if (p.stone(c) == 0 && p.nearStones(c) > 0) {
                    p.play(c);
                }
            }
            if (p.isOver() || vct.search(p, 10, 20_000, NO_DEADLINE) != Position.NO_MOVE || vct.nodes() < 5_000) {
                continue;
            }
            large++;
            vct.search(p, 10, 1_000_000, System.nanoTime() - 1);
            assertThat(vct.gaveUp()).isTrue();
            assertThat(vct.nodes()).isLessThan(600);
            vcf.search(p, 40, 1_000_000, System.nanoTime() - 1);
            assertThat(vcf.nodes()).isLessThan(600);
        }
        assertThat(large).isEqualTo(5);
    }

    @Test
    void theDefendersCounterFoursRefuteAThreeThatIsTooSlow() {
        // black has the double-three chance at h8, but white has a four ready (a2 a3 a4 a5 free at a1 a6)
        // and then an open three to make an open four: white's fours come first, so black's threats are not
        // forced wins unless they are fours. White's four: b2 b3 b4 with b5 free -> white plays b5, b1/b6.
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, "f8 b2 g8 b3 h6 b4 h7 b6");
        // white: b2 b3 b4 _ b6 -> b5 makes five, so white already threatens a five: black must block at once
        assertThat(p.comboCount(1, GomokuCombo.FIVE)).isPositive();
        int move = new GomokuVct().search(p, 6, 2_000_000, NO_DEADLINE);
        assertThat(move).isEqualTo(Position.NO_MOVE);
    }

    @Test
    void deepeningFindsTheWinAndCountsTheNodesOfEveryRound() {
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, "f8 a1 g8 c1 h6 a3 h7 c3");
        GomokuVct deep = new GomokuVct();
        GomokuVct once = new GomokuVct();
        int move = deep.searchDeepening(p, 10, 2_000_000, NO_DEADLINE);
        assertThat(move).isEqualTo(once.search(p, 10, 2_000_000, NO_DEADLINE)).isNotEqualTo(Position.NO_MOVE);
        // the rounds of one and two threats came first, and their nodes are counted too
        assertThat(deep.nodes()).isGreaterThan(once.nodes());
        assertThat(deep.gaveUp()).isFalse();
    }

    @Test
    void deepeningKeepsToItsNodesOverAllRounds() {
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, "h8 h9 i9 g8 j10 i8 g9 j7");
        GomokuVct vct = new GomokuVct();
        int move = vct.searchDeepening(p, 10, 40, NO_DEADLINE);
        assertThat(vct.nodes()).isLessThanOrEqualTo(41); // the node that finds the limit is counted
        if (move == Position.NO_MOVE) {
            assertThat(vct.gaveUp()).isTrue();
        }
    }

    @Test
    void keptNearTheLastThreatItClaimsOnlyWinsTheFullSearchFindsAndMissesSomeThatWander() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(27);
        GomokuVct full = new GomokuVct();
        GomokuVct local = new GomokuVct(4, 3);
        int both = 0;
        int onlyFull = 0;
        for (int tries = 0; tries < 20_000 && (both < 20 || onlyFull < 3); tries++) {
            GomokuPosition p = GomokuSearchTest.randomPosition(random, 8 + random.nextInt(14));
            if (p == null || p.comboCount(0, GomokuCombo.FIVE) + p.comboCount(1, GomokuCombo.FIVE) > 0) {
                continue;
            }
            int wide = full.search(p, 4, 1_000_000, NO_DEADLINE);
            int near = local.search(p, 4, 1_000_000, NO_DEADLINE);
            if (near != Position.NO_MOVE) {
                assertThat(wide).as("a local win is a win the full search finds: %s", p).isNotEqualTo(Position.NO_MOVE);
                both++;
            } else if (wide != Position.NO_MOVE) {
                onlyFull++;
            }
        }
        assertThat(both).as("wins both searches find").isGreaterThanOrEqualTo(20);
        assertThat(onlyFull).as("wins whose threats wander, which the local search leaves out").isGreaterThanOrEqualTo(3);
    }

    @Test
    void aLocalSearchStillFindsTheDoubleThree() {
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, "f8 a1 g8 c1 h6 a3 h7 c3");
        GomokuVct vct = new GomokuVct(4, 3);
        assertThat(vct.search(p, 3, 1_000_000, NO_DEADLINE)).isNotEqualTo(Position.NO_MOVE);
    }
}
