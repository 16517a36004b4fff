package dev.strategist.play;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.testgames.DomineeringGame;
import dev.strategist.core.testgames.DomineeringPosition;
import dev.strategist.search.SearchListener;
import dev.strategist.search.TranspositionTable;
import org.junit.jupiter.api.Test;

/** Kept tables: a search on a reused table is exactly the search on a new one. */
class TablePoolTest {

    @Test
    void aBorrowedTableIsEmptyAndKeptTablesAreReused() {
        // a pool of the test's own: the shared runtime's holds tables other test classes gave back
        TablePool pool = new TablePool();
        int megabytes = 1;
        TranspositionTable first = pool.borrow(megabytes);
        first.store(12345L, 3, TranspositionTable.EXACT, 7, 0, 2);
        pool.giveBack(megabytes, first);
        TranspositionTable again = pool.borrow(megabytes);
        assertThat(again).isSameAs(first);
        assertThat(again.probe(12345L)).as("nothing of the last search is left").isNegative();
        pool.giveBack(megabytes, again);
        pool.clear();
        assertThat(pool.borrow(megabytes)).as("a cleared pool keeps nothing").isNotSameAs(first);
    }

    @Test
    void aSearchAfterOthersIsTheSearchOfANewStrategist() {
        DomineeringGame game = new DomineeringGame();
        DomineeringPosition a = game.newPosition();
        DomineeringPosition b = game.newPosition();
        b.play(b.legalMoves()[3]);
        Strategist<DomineeringPosition> reused = Strategist.builder(game).depth(6).build();
        Choice first = reused.choose(a, SearchListener.NONE);
        reused.choose(b, SearchListener.NONE);
        Choice later = reused.choose(a, SearchListener.NONE);
        Choice fresh = Strategist.builder(game).depth(6).build().choose(a, SearchListener.NONE);
        for (Choice c : new Choice[] {later, fresh}) {
            assertThat(c.move()).isEqualTo(first.move());
            assertThat(c.score()).isEqualTo(first.score());
            assertThat(c.analysis().nodes()).as("the same tree, node for node").isEqualTo(first.analysis().nodes());
        }
    }
}
