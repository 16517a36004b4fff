package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The evaluation terms, counted by hand on small positions, and the weights blended by the pieces left. */
class CheckersFeaturesTest {
    private final int[] f = new int[CheckersFeatures.COUNT];

    @Test
    void termsAreTheMoversCountsLessTheOpponents() {
        // Black to move: men on 10 and 11 (row 2, two rows travelled each), a king on 15 (centre);
        // White: one man on 22 (row 5, two rows travelled towards row 0).
        CheckersFeatures.extract(CheckersPosition.of("B:W22:B10,11,K15"), f);
        assertThat(f[CheckersFeatures.MEN]).isEqualTo(1);
        assertThat(f[CheckersFeatures.KINGS]).isEqualTo(1);
        assertThat(f[CheckersFeatures.ADVANCE]).isEqualTo(2 + 2 - 2);
        assertThat(f[CheckersFeatures.CENTRE_KINGS]).isEqualTo(1);
        assertThat(f[CheckersFeatures.NEAR_CENTRE_MEN]).isEqualTo(2 - 1);
        assertThat(f[CheckersFeatures.TEMPO]).isEqualTo(1);
        // runaways count only against a side without kings: White's 22 is not counted (Black has a king),
        // and Black's 10 and 11 both have White's 22 in the cone ahead of them
        assertThat(f[CheckersFeatures.RUNAWAY_MEN]).isEqualTo(0);
    }

    @Test
    void aManWithAClearPathToTheCrownRunsAway() {
        CheckersFeatures.extract(CheckersPosition.of("W:W9:B28"), f);
        // each side's man has a clear run: one each
        assertThat(f[CheckersFeatures.RUNAWAY_MEN]).isEqualTo(0);
        CheckersFeatures.extract(CheckersPosition.of("W:W9:B1,28"), f);
        assertThat(f[CheckersFeatures.RUNAWAY_MEN]).as("Black's 1 blocks White's 9 cone").isEqualTo(-1);
    }

    @Test
    void menDeepInTheOpponentsHalfAreCountedByRowAndByWhatStandsAhead() {
        // Black: men on 18 (four rows travelled), 20, 21 (five) and 26 (six); White: a man on 30 and a king on 1
        String black = "B:W30,K1:B18,20,21,26";
        // the same position turned half a turn with the colours swapped: the same for the side to move
        String white = "W:B3,K32:W15,13,12,7";
        for (String fen : new String[] {black, white}) {
            CheckersFeatures.extract(CheckersPosition.of(fen), f);
            assertThat(f[CheckersFeatures.LODGED_MEN]).as(fen).isEqualTo(1);
            assertThat(f[CheckersFeatures.DEEP_MEN]).as(fen).isEqualTo(1);
            // 26 can step to the empty 31 (30 is taken)
            assertThat(f[CheckersFeatures.CROWN_NEXT]).as(fen).isEqualTo(1);
            // the man on 30 stands in the way of 18, 21 and 26; only 20's way is clear of men (a king does not count)
            assertThat(f[CheckersFeatures.BREAKTHROUGH_MEN]).as(fen).isEqualTo(1);
            // the opponent's king while the mover has none
            assertThat(f[CheckersFeatures.SOLE_KINGS]).as(fen).isEqualTo(-1);
        }
        CheckersFeatures.extract(CheckersPosition.of("B:W30,31,K1:B26"), f);
        assertThat(f[CheckersFeatures.CROWN_NEXT]).as("both crown squares ahead of 26 taken").isEqualTo(0);
    }

    @Test
    void theWeightsBlendFromAFullBoardToTheEnding() {
        CheckersWeights w = new CheckersWeights("test", unit(CheckersFeatures.MEN, 100), unit(CheckersFeatures.MEN, 220));
        int[][] table = w.table();
        assertThat(table[24][CheckersFeatures.MEN]).isEqualTo(100);
        assertThat(table[CheckersWeights.ENDING][CheckersFeatures.MEN]).isEqualTo(220);
        assertThat(table[0][CheckersFeatures.MEN]).isEqualTo(220);
        assertThat(table[(24 + CheckersWeights.ENDING) / 2][CheckersFeatures.MEN]).isEqualTo(160);
        // three pieces on the board, an ending: two men against one at 220 each
        assertThat(new CheckersEvaluator(w).evaluate(CheckersPosition.of("B:W22:B10,11"))).isEqualTo(220);
    }

    private static int[] unit(int term, int value) {
        int[] v = new int[CheckersFeatures.COUNT];
        v[term] = value;
        return v;
    }
}
