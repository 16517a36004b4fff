package dev.strategist.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.testgames.DomineeringEvaluator;
import dev.strategist.core.testgames.DomineeringPosition;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An aspiration window at the root and internal iterative deepening change the order and the windows of the
 * search, never its value: the engine's score with either equals alpha-beta's.
 */
class EngineAspirationTest {
    private static final DomineeringEvaluator EVAL = DomineeringHooks.EVAL;

    /** The Domineering evaluator with a root window of {@code window} and deepening {@code shallower} plies. */
    private static final class Hooked extends DomineeringHooks {
        private final int window;
        private final int shallower;
        int deepened;

        Hooked(int window, int shallower) {
            this.window = window;
            this.shallower = shallower;
        }

        @Override
        public int aspirationWindow() {
            return window;
        }

        @Override
        public int internalDeepening(int depth) {
            assertThat(depth).as("asked only with more than one ply left").isGreaterThan(1);
            deepened++;
            return shallower;
        }
    }

    private static List<DomineeringPosition> positions() {
        return DomineeringHooks.unfinished(5, 30, 4, 23);
    }

    @Test
    void narrowWindowsKeepAlphaBetasValue() {
        // a window of 1 fails low or high at most depths, so the widening and the searches again are what is checked
        for (DomineeringPosition p : positions()) {
            for (int window : new int[] {1, 2, 5}) {
                for (int depth : new int[] {5, 6}) {
                    SearchResult r = new Engine<>(new Hooked(window, 0), 1).search(p, depth);
                    assertThat(r.score()).as("window %d depth %d", window, depth)
                            .isEqualTo(new AlphaBeta<>(EVAL).value(p, depth));
                    assertThat(p.isLegal(r.bestMove())).isTrue();
                }
            }
        }
        assertThat(positions()).hasSizeGreaterThan(20);
    }

    @Test
    void internalDeepeningKeepsAlphaBetasValue() {
        for (DomineeringPosition p : positions()) {
            for (int shallower : new int[] {1, 2}) {
                assertThat(new Engine<>(new Hooked(0, shallower), 1).search(p, 5).score()).as("%d shallower", shallower)
                        .isEqualTo(new AlphaBeta<>(EVAL).value(p, 5));
                // iterative deepening leaves a move in a large table for nearly every node; a table of one bucket
                // (four entries) forgets them, so the nodes without one, where the deepening acts, are many
                Hooked hooked = new Hooked(0, shallower);
                assertThat(new Engine<>(hooked, new TranspositionTable(0)).search(p, 5).score())
                        .as("%d shallower, four entries", shallower).isEqualTo(new AlphaBeta<>(EVAL).value(p, 5));
                assertThat(hooked.deepened).isPositive();
            }
        }
        assertThat(positions()).hasSizeGreaterThan(20);
    }

    @Test
    void bothTogetherAndStoppedAnywhereStillAnswerLegally() {
        // node limits stop the search inside a window's searches again: the answer must still be a legal move
        for (DomineeringPosition p : positions()) {
            assertThat(new Engine<>(new Hooked(1, 2), 1).search(p, 6).score())
                    .isEqualTo(new AlphaBeta<>(EVAL).value(p, 6));
            for (long nodes : new long[] {200, 700, 2000}) {
                SearchResult r = new Engine<>(new Hooked(1, 2), 1)
                        .search(p, SearchLimits.depth(8).withNodes(nodes), SearchListener.NONE);
                assertThat(p.isLegal(r.bestMove())).as("%d nodes", nodes).isTrue();
            }
        }
    }

    @Test
    void withoutEitherTheEngineIsTheTextbookSearch() {
        for (DomineeringPosition p : positions()) {
            SearchResult plain = new Engine<>(new DomineeringHooks() { }, 1).search(p, 5);
            SearchResult none = new Engine<>(new Hooked(0, 0), 1).search(p, 5);
            assertThat(none.score()).isEqualTo(plain.score());
            assertThat(none.nodes()).isEqualTo(plain.nodes());
        }
    }
}
