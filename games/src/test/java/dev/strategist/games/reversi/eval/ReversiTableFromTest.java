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
import dev.strategist.search.SearchResult;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The pattern evaluators asking the engine to use its table only from some plies left. */
class ReversiTableFromTest {
    private final ReversiGame game = new ReversiGame();

    @Test
    void aTableSettingIsReadFromTheNameBesideTheOtherSettingsAndNamedBack() {
        ReversiPatternEvaluator e = (ReversiPatternEvaluator) game.evaluator("patterns+mpc+sort2+table3");
        assertThat(e.tableFrom()).isEqualTo(3);
        assertThat(e.sortFrom()).isEqualTo(2);
        assertThat(e.cutsAboveBeta()).isTrue();
        assertThat(game.evaluator(e.name()).name()).isEqualTo(e.name());
        ReversiPatternEvaluator plain = (ReversiPatternEvaluator) game.evaluator("patterns+mpc");
        assertThat(game.evaluator(plain.name() + ReversiPatternEvaluator.TABLE + plain.tableFrom()).name())
                .isEqualTo(plain.name());
    }

    @Test
    void aBadTableSettingIsRefusedWithWhatItTakes() {
        assertThatThrownBy(() -> game.evaluator("patterns+table0")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("patterns+table0").hasMessageContaining("from 1");
        assertThatThrownBy(() -> game.evaluator("patterns+table9")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("to " + ReversiPatternEvaluator.MAX_TABLE_FROM);
        assertThatThrownBy(() -> game.evaluator("patterns+tablex")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("patterns+tablex").hasMessageContaining("not 'x'");
        assertThatThrownBy(() -> game.evaluator("mobility+table2")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("+tableN goes after a pattern evaluator");
    }

    @Test
    void anEngineWhoseEvaluatorStartsTheTableBelowTheSearchSearchesAsWithoutOne() {
        // no node of a depth-5 search has 6 plies left: the table is never read, so the tree is the table-less one
        ReversiPatternEvaluator full = new ReversiPatternEvaluator();
        Evaluator<ReversiPosition> late = full.withTableFrom(6);
        Random random = new Random(17);
        int compared = 0;
        long withoutNodes = 0;
        long readNodes = 0;
        while (compared < 6) {
            ReversiPosition p = ReversiSmallBoardTest.randomPosition(8, 20 + random.nextInt(30), random);
            if (p == null || p.isOver()) {
                continue;
            }
            SearchResult without = new Engine<>(full, 0).search(p.copy(), SearchLimits.depth(5), SearchListener.NONE);
            SearchResult unread = new Engine<>(late, 16).search(p.copy(), SearchLimits.depth(5), SearchListener.NONE);
            assertThat(unread.score()).isEqualTo(without.score());
            assertThat(unread.nodes()).isEqualTo(without.nodes());
            assertThat(unread.bestMove()).isEqualTo(without.bestMove());
            withoutNodes += without.nodes();
            // a table from 2 plies left is read: its transpositions and first moves save nodes (a fixed sum: the
            // searches repeat exactly)
            readNodes += new Engine<>(full.withTableFrom(2), 16).search(p.copy(), SearchLimits.depth(5),
                    SearchListener.NONE).nodes();
            compared++;
        }
        assertThat(readNodes).isLessThan(withoutNodes);
    }
}
