package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Evaluator;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The ending setting ({@code checkers+endP/K}): off by default, the lead it adds, its name, the database's word. */
class CheckersEndingTest {
    private final CheckersEnding setting = new CheckersEnding(150, 25);

    @Test
    void theDefaultHasNoSettingAndTheSettingAddsOnlyItsLead() {
        CheckersEvaluator plain = new CheckersEvaluator();
        CheckersEvaluator ending = plain.withEnding(setting);
        assertThat(plain.name()).isEqualTo("checkers");
        assertThat(ending.name()).isEqualTo("checkers+end150/25");
        for (String fen : new String[] {"B:W18,K30:B1,K14,K5", "W:W18,K30:B1,K14,K5", "B:W9,10,K30:B1,K14,22",
            "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"}) {
            CheckersPosition p = CheckersPosition.of(fen);
            assertThat(ending.evaluate(p)).as(fen).isEqualTo(plain.evaluate(p) + setting.score(p));
        }
    }

    @Test
    void theLeadCountsInFullInTheEndingFadesOutAndNeedsAKing() {
        // Black: a man and two kings, White: a man and a king; 5 pieces
        CheckersPosition up = CheckersPosition.of("B:W18,K30:B1,K14,K5");
        assertThat(setting.score(up)).isEqualTo(150 + 25);
        assertThat(setting.score(CheckersPosition.of("W:W18,K30:B1,K14,K5"))).as("the other side to move")
                .isEqualTo(-175);
        assertThat(setting.score(CheckersPosition.of("B:W18,19:B1,2,3"))).as("men alone").isZero();
        // 11 pieces, Black a king and a piece ahead: half of the full lead (13 - 11 of 13 - 9)
        CheckersPosition eleven = CheckersPosition.of("B:W21,22,23,24,25:B1,2,3,4,5,K14");
        assertThat(setting.score(eleven)).isEqualTo((150 + 25) / 2);
        CheckersPosition thirteen = CheckersPosition.of("B:W21,22,23,24,25,26:B1,2,3,4,5,6,K14");
        assertThat(setting.score(thirteen)).as("13 pieces").isZero();
        CheckersPosition level = CheckersPosition.of("B:W18,K30:B1,K14");
        assertThat(setting.score(level)).as("level").isZero();
    }

    @Test
    void theSettingReadsFromItsNameAfterTheOthersAndRefusesBadOnes() {
        CheckersGame game = new CheckersGame();
        Evaluator<CheckersPosition> named = game.evaluator("checkers+end150/25");
        assertThat(named.name()).isEqualTo("checkers+end150/25");
        CheckersPosition up = CheckersPosition.of("B:W18,K30:B1,K14,K5");
        assertThat(named.evaluate(up)).isEqualTo(new CheckersEvaluator().evaluate(up) + 175);
        Evaluator<CheckersPosition> both = game.evaluator("checkers+cut50/2+lmp2/1+end100/0");
        assertThat(both.name()).isEqualTo("checkers+cut50/2+lmp2/1+end100/0");
        assertThat(both.cutReduction(8)).isEqualTo(2);
        assertThat(game.evaluator("checkers-t5+end100/20").name()).isEqualTo("checkers-t5+end100/20");
        for (String bad : new String[] {"checkers+end150/x", "checkers+end-1/20", "checkers+end/", "nothing+end1/1"}) {
            assertThatThrownBy(() -> game.evaluator(bad)).as(bad).isInstanceOf(IllegalArgumentException.class);
        }
    }

    /**
     * On random quiet 4-piece positions with a king on and a lead, which the database values exactly, the static
     * score with the setting foretells the database's result better than the default's: the lead is worth more.
     */
    @Test
    void onPositionsTheDatabaseHoldsTheSettingForetellsTheResultBetter() {
        CheckersEndgameDatabase db = CheckersEndgameCache.shared().database().join();
        // the terms and tables alone, as a search sees a position past the database's reach
        CheckersEvaluator plain = new CheckersEvaluator(CheckersWeights.TUNED, CheckersPatternWeights.standard(), null);
        CheckersEvaluator ending = plain.withEnding(new CheckersEnding(100, 0));
        Random random = new Random(20261204);
        CheckersPosition p = new CheckersPosition();
        double plainError = 0;
        double endingError = 0;
        int n = 0;
        while (n < 3000) {
            long[] sets = new long[4];
            long used = 0;
            // Black three pieces (a man and two kings, or two men and a king), White a man or a king
            int blackKings = 1 + random.nextInt(2);
            int[] counts = {3 - blackKings, blackKings, random.nextInt(2), 0};
            counts[3] = 1 - counts[2];
            for (int kind = 0; kind < 4; kind++) {
                for (int c = 0; c < counts[kind]; c++) {
                    int sq;
                    do {
                        sq = random.nextInt(32);
                    } while ((used & (1L << sq)) != 0 || (kind == 0 && sq >= 28) || (kind == 2 && sq < 4));
                    used |= 1L << sq;
                    sets[kind] |= 1L << sq;
                }
            }
            p.setBoard(random.nextInt(2), sets[0], sets[1], sets[2], sets[3]);
            if (p.isOver() || p.mustCapture()) {
                continue;
            }
            int exact = db.score(p);
            double result = exact > 0 ? 1 : exact == 0 ? 0.5 : 0;
            plainError += square(chance(plain.evaluate(p)) - result);
            endingError += square(chance(ending.evaluate(p)) - result);
            n++;
        }
        assertThat(endingError).isLessThan(plainError);
    }

    /** The game's win chance of a score: a logistic curve of nine typical gaps (13) to the unit. */
    private static double chance(int score) {
        return 1 / (1 + Math.exp(-score / 117.0));
    }

    private static double square(double x) {
        return x * x;
    }
}
