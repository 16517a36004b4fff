package dev.strategist.games.reversi.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Evaluator;
import dev.strategist.games.reversi.ReversiGame;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.reversi.ReversiSmallBoardTest;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The pattern evaluators ordering moves by the value of the position each leads to from some plies left. */
class ReversiValueOrderTest {
    private final ReversiGame game = new ReversiGame();

    @Test
    void theGamesPatternEvaluatorsOrderByValueFromTheDefaultDepth() {
        for (Evaluator<ReversiPosition> e : game.evaluators()) {
            if (e instanceof ReversiPatternEvaluator patterns) {
                assertThat(patterns.valueOrderFrom()).as(e.name()).isEqualTo(ReversiPatternEvaluator.VALUE_ORDER_FROM);
            }
        }
        assertThat(game.playEvaluator().orElseThrow()).isInstanceOfSatisfying(ReversiPatternEvaluator.class,
                p -> assertThat(p.valueOrderFrom()).isEqualTo(ReversiPatternEvaluator.VALUE_ORDER_FROM));
    }

    @Test
    void aValueOrderSettingIsReadFromTheNameBesideASortSettingAndNamedBack() {
        Evaluator<ReversiPosition> off = game.evaluator("patterns+mpc+value0");
        assertThat(off.name()).isEqualTo("patterns+mpc+value0");
        assertThat(((ReversiPatternEvaluator) off).valueOrderFrom()).isZero();
        assertThat(off.cutsAboveBeta()).isTrue();
        ReversiPatternEvaluator both = (ReversiPatternEvaluator) game.evaluator("patterns+mpc+sort2+value6");
        assertThat(both.sortFrom()).isEqualTo(2);
        assertThat(both.valueOrderFrom()).isEqualTo(6);
        assertThat(game.evaluator(both.name()).name()).isEqualTo(both.name());
        ReversiPatternEvaluator other = (ReversiPatternEvaluator) game.evaluator("patterns+value6+sort2");
        assertThat(other.sortFrom()).isEqualTo(2);
        assertThat(other.valueOrderFrom()).isEqualTo(6);
        assertThat(game.evaluator("PATTERNS+Value" + ReversiPatternEvaluator.VALUE_ORDER_FROM).name())
                .isEqualTo("patterns");
    }

    @Test
    void aBadValueOrderSettingIsRefusedWithWhatItTakes() {
        assertThatThrownBy(() -> game.evaluator("patterns+value-1")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("patterns+value-1").hasMessageContaining("from 0");
        assertThatThrownBy(() -> game.evaluator("patterns+value31")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("to " + ReversiPatternEvaluator.MAX_VALUE_ORDER_FROM);
        assertThatThrownBy(() -> game.evaluator("patterns+valuex")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("ordered by value").hasMessageContaining("not 'x'");
        assertThatThrownBy(() -> game.evaluator("mobility+value4")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("+valueN goes after a pattern evaluator");
        assertThatThrownBy(() -> ReversiPatternEvaluator.withCut().orderingByValueFrom(-1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("from 0 (never)");
    }

    @Test
    void fromItsDepthAMovesKeyAddsTheValueOfThePositionItLeadsTo() {
        ReversiPatternEvaluator byValue = ReversiPatternEvaluator.withProbCut();
        ReversiPatternEvaluator fastest = byValue.orderingByValueFrom(0);
        int from = byValue.valueOrderFrom();
        Random random = new Random(5);
        int[] moves = new int[ReversiPosition.MAX_MOVES];
        int checked = 0;
        while (checked < 20) {
            ReversiPosition p = ReversiSmallBoardTest.randomPosition(8, 15 + random.nextInt(40), random);
            if (p == null || p.isOver()) {
                continue;
            }
            int n = p.legalMoves(moves, 0);
            for (int i = 0; i < n; i++) {
                int m = moves[i];
                if (m == ReversiPosition.PASS) {
                    assertThat(byValue.orderScore(p, m, from)).isZero();
                    continue;
                }
                ReversiPosition child = p.copy();
                child.play(m);
                // the child's value is the opponent's: the better it is for them, the later the move
                int expected = fastest.orderScore(p, m)
                        - byValue.evaluate(child) * ReversiPatternEvaluator.VALUE_ORDER_WEIGHT
                        / ReversiPatternWeights.UNIT;
                for (int depth = from; depth < from + 3; depth++) {
                    assertThat(byValue.orderScore(p, m, depth)).as("move %d at %d plies", m, depth).isEqualTo(expected);
                }
                for (int depth = 0; depth < from; depth++) {
                    assertThat(byValue.orderScore(p, m, depth)).isEqualTo(fastest.orderScore(p, m, depth));
                }
            }
            checked++;
        }
    }

    @Test
    void theFullWidthSearchFindsTheSameValueWhetherOrNotItOrdersByValue() {
        // without the table and without cuts the value at a fixed depth is the minimax value, whatever the order
        ReversiPatternEvaluator full = new ReversiPatternEvaluator();
        Random random = new Random(13);
        int compared = 0;
        while (compared < 10) {
            ReversiPosition p = ReversiSmallBoardTest.randomPosition(8, 25 + random.nextInt(26), random);
            if (p == null || p.isOver()) {
                continue;
            }
            int depth = 4 + compared % 2;
            int value = search(full.orderingByValueFrom(0), p, depth);
            for (int from = 1; from <= 4; from++) {
                assertThat(search(full.orderingByValueFrom(from), p, depth)).as("position %d by value from %d plies",
                        compared, from).isEqualTo(value);
            }
            compared++;
        }
    }

    private static int search(Evaluator<ReversiPosition> e, ReversiPosition p, int depth) {
        return new Engine<>(e, 0).search(p.copy(), SearchLimits.depth(depth), SearchListener.NONE).score();
    }
}
