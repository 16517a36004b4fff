package dev.strategist.games.mcts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.strategist.games.connect4.Connect4Position;
import dev.strategist.games.connect4.ThreatEvaluator;
import dev.strategist.mcts.MctsSettings;
import dev.strategist.mcts.MonteCarloSearch;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/**
 * Monte Carlo tree search allocates per search, never per playout: once its tree arrays have grown, a
 * search of thousands of playouts allocates only a scratch copy of the root and its result.
 */
class MctsAllocationTest {

    @Test
    void playoutsAllocateNothingOnceTheTreeHasGrown() {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        assumeTrue(bean instanceof com.sun.management.ThreadMXBean, "this JVM cannot count allocated bytes");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) bean;
        assumeTrue(threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled());
        for (boolean guided : new boolean[] {false, true}) {
            MonteCarloSearch<Connect4Position> search = new MonteCarloSearch<>(
                    MctsSettings.DEFAULT.withSolver(false).withGuidedPlayouts(guided, 0.1), new ThreatEvaluator());
            Connect4Position p = Connect4Position.of("4453");
            // guided playouts evaluate every move of every ply: a tenth as many keep the test quick
            SearchLimits many = SearchLimits.depth(1).withNodes(guided ? 2_000 : 20_000);
            for (int warm = 0; warm < 3; warm++) {
                search.search(p, many, SearchListener.NONE); // grow the arrays, let the JIT compile
            }
            long id = Thread.currentThread().getId();
            long before = threads.getThreadAllocatedBytes(id);
            search.search(p, many, SearchListener.NONE);
            long allocated = threads.getThreadAllocatedBytes(id) - before;
            assertThat(allocated).as("bytes allocated by a search of %d playouts (guided %b)", many.maxNodes(), guided)
                    .isLessThan(20_000);
        }
    }
}
