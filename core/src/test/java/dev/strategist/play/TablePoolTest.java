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
        // the pool is the process's, and tables come back first in, first out: one of 1 MB kept by an earlier
        // test class in this JVM (StrategistCancelTest searches with 1 MB tables) came back here instead of
        // this test's, so the test failed or passed with the order surefire ran the classes in. No search uses
        // 3 MB, so this size's queue holds only this test's table.
        int megabytes = 3;
        TranspositionTable first = TablePool.borrow(megabytes);
        first.store(12345L, 3, TranspositionTable.EXACT, 7, 0, 2);
        TablePool.giveBack(megabytes, first);
        TranspositionTable again = TablePool.borrow(megabytes);
        assertThat(again).isSameAs(first);
        assertThat(again.probe(12345L)).as("nothing of the last search is left").isNegative();
        TablePool.giveBack(megabytes, again);
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
