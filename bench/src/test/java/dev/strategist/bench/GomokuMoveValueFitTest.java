package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.games.gomoku.GomokuEvaluator;
import dev.strategist.games.gomoku.GomokuMoveValues;
import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.games.gomoku.GomokuRule;
import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class GomokuMoveValueFitTest {
    @Test
    void theFitRanksFirstWhatIsAlwaysPlayed() {
        // two candidates a position: one with feature set 5 for the side to move, one with set 9; 5 is played
        // three times in four, so its value must end higher, and the held-in loss below the uniform log 2
        List<GomokuMoveValueFit.Choice> data = new ArrayList<>();
        int near = 2 * 715;
        int pair = GomokuMoveValueFit.PAIRS;
        int edge = GomokuMoveValueFit.EDGE;
        for (int i = 0; i < 200; i++) {
            int[] f = {5, 715, near, pair, edge, 9, 715, near, pair + 1, edge + 4};
            data.add(new GomokuMoveValueFit.Choice(f, i % 4 == 3 ? 1 : 0, 2, 0));
        }
        double[] w = GomokuMoveValueFit.fit(data, 300, 0.05);
        assertThat(w[5]).isGreaterThan(w[9]);
        assertThat(GomokuMoveValueFit.rank(w, data.get(0))).isEqualTo(1);
        // the maximum likelihood is where the softmax gives 3/4: log(3) apart, less the small ridge
        assertThat(w[5] - w[9]).isBetween(0.9, Math.log(3) + 0.01);
        assertThat(GomokuMoveValueFit.loss(w, data)).isLessThan(Math.log(2));
        // the pairs and edges stay at zero unless asked for; asked for, they take a share of the difference
        assertThat(w[pair + 1]).isZero();
        assertThat(w[edge + 4]).isZero();
        double[] all = GomokuMoveValueFit.fit(data, 300, 0.05, true, true);
        assertThat(all[pair]).isGreaterThan(all[pair + 1]);
        assertThat(all[edge]).isGreaterThan(all[edge + 4]);
        assertThat(GomokuMoveValueFit.rank(all, data.get(0))).isEqualTo(1);
    }

    @Test
    void theGamesGiveOnePositionAMoveLeavingOutTheSideNamed() {
        String moves = "h8 h9 i8 i9 j8 j9 k8 k9 l8";
        List<String> lines = List.of(moves + ";1;1");
        List<GomokuMoveValueFit.Choice> both = GomokuMoveValueFit.choices(lines, GomokuRule.FREESTYLE, 2, true);
        List<GomokuMoveValueFit.Choice> black = GomokuMoveValueFit.choices(lines, GomokuRule.FREESTYLE, 2, false);
        // a position counts from ply 2 when its move is among two or more candidates: White's k9 and j9 are
        // not (the open three and the four must be blocked), so it is plies 2, 3, 4, 6, 8, Black's 2, 4, 6, 8
        GomokuPosition game = GomokuPosition.of(15, GomokuRule.FREESTYLE, moves);
        GomokuPosition p = new GomokuPosition(15, GomokuRule.FREESTYLE);
        GomokuEvaluator candidates = new GomokuEvaluator(0, 0);
        int[] buffer = new int[400];
        int expectBoth = 0;
        int expectBlack = 0;
        for (int ply = 0; ply < game.ply(); ply++) {
            int n = candidates.searchMoves(p, buffer, 0);
            boolean among = false;
            for (int i = 0; i < n; i++) {
                among |= buffer[i] == game.moveAt(ply);
            }
            if (ply >= 2 && n >= 2 && among) {
                expectBoth++;
                expectBlack += ply % 2 == 0 ? 1 : 0;
            }
            p.play(game.moveAt(ply));
        }
        assertThat(both).hasSize(expectBoth);
        assertThat(black).hasSize(expectBlack).hasSizeLessThan(expectBoth);
        for (GomokuMoveValueFit.Choice q : both) {
            assertThat(q.played()).isBetween(0, q.candidates() - 1);
            assertThat(q.features()).hasSize(GomokuMoveValueFit.PER * q.candidates());
        }
        assertThatThrownBy(() -> GomokuMoveValueFit.choices(List.of("h8 h9"), GomokuRule.FREESTYLE, 0, true)).hasMessageContaining("line 1");
    }

    @Test
    void theWrittenValuesReadBackAsTheGameReadsThem() throws Exception {
        double[] w = new double[GomokuMoveValueFit.WEIGHTS];
        w[GomokuMoveValueFit.set(4320)] = 1.234;
        w[715 + GomokuMoveValueFit.set(5000)] = -0.5;
        w[2 * 715 + 7] = 0.25;
        w[GomokuMoveValueFit.PAIRS + 7 * 9 + 3] = 0.5;
        w[GomokuMoveValueFit.EDGE] = -0.3;
        StringWriter text = new StringWriter();
        GomokuMoveValueFit.write(w, new PrintWriter(text, true), "test");
        assertThat(text.toString()).contains("4320 123 0").contains("5000 0 -50").contains("near 1 2 25")
                .contains("pair 7 3 50").contains("edge 0 -30").doesNotContain("edge 1");
        assertThat(GomokuMoveValues.parse(new BufferedReader(new StringReader(text.toString())), "test")).isNotNull();
    }
}
