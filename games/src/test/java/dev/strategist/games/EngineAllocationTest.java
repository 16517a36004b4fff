package dev.strategist.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.strategist.core.Game;
import dev.strategist.core.Position;
import dev.strategist.games.checkers.CheckersGame;
import dev.strategist.games.connect4.Connect4Game;
import dev.strategist.games.gomoku.GomokuGame;
import dev.strategist.games.reversi.ReversiGame;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import java.lang.management.ManagementFactory;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * No search allocates per node: a fixed-depth {@code Engine} search of tens of thousands of nodes, after
 * warm-up, allocates only its fixed per-search and per-iteration arrays (root moves and scores, the
 * principal variation, the result), counted by the JVM for this thread.
 */
class EngineAllocationTest {
    /** Root-sized arrays and a few per iteration: kilobytes, whatever the node count. */
    private static final long ALLOWED_BYTES = 64 * 1024;

    @Test
    void fixedDepthSearchesAllocateAFixedAmountNotPerNode() {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        assumeTrue(bean instanceof com.sun.management.ThreadMXBean, "this JVM cannot count allocated bytes");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) bean;
        assumeTrue(threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled());
        check(threads, new Connect4Game(), 9);
        check(threads, new CheckersGame(), 8);
        check(threads, new ReversiGame(), 6);
        check(threads, new GomokuGame(), 3);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void check(com.sun.management.ThreadMXBean threads, Game game, int depth) {
        Position p = game.newPosition();
        Random random = new Random(4);
        for (int i = 0; i < 6; i++) {
            int[] moves = p.legalMoves();
            p.play(moves[random.nextInt(moves.length)]);
        }
        Engine engine = new Engine<>(game.evaluator(), 4);
        SearchLimits limits = SearchLimits.depth(depth);
        // deepen until the search is big enough to show per-node allocation, which compiles the hot paths
        // too (the compiler's work is not ours)
        while (engine.search(p, limits, SearchListener.NONE).nodes() < 20_000) {
            limits = SearchLimits.depth(++depth);
            engine.clear();
        }
        engine.clear();
        engine.search(p, limits, SearchListener.NONE);
        engine.clear(); // the measured search starts from an empty table, as the one before it
        long id = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(id);
        SearchResult r = engine.search(p, limits, SearchListener.NONE);
        long allocated = threads.getThreadAllocatedBytes(id) - before;
        assertThat(r.nodes()).as("%s: a search big enough to show per-node allocation", game.name())
                .isGreaterThan(20_000);
        assertThat(allocated).as("%s: bytes allocated by a depth-%d search of %d nodes", game.name(), depth, r.nodes())
                .isLessThan(ALLOWED_BYTES);
    }
}
