package dev.strategist.bench;

import dev.strategist.core.Score;
import dev.strategist.core.testgames.DomineeringEvaluator;
import dev.strategist.core.testgames.DomineeringPosition;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;

/**
 * The engine's speed on a search long enough to leave warm-up behind: Domineering 8 x 8 from the empty
 * board under a time budget, its table cleared before each run. {@code SearchLimits.time} starts no
 * iteration after half the budget, so a run ends between half the budget and the whole of it.
 */
final class EngineSpeed {
    private EngineSpeed() {
    }

    /** One warm-up search, then {@code runs} measured ones of {@code millis} ms each. */
    static MarkdownTable run(long millis, int runs) {
        Engine<DomineeringPosition> engine = new Engine<>(new DomineeringEvaluator());
        DomineeringPosition board = new DomineeringPosition(8, 8);
        SearchLimits limits = SearchLimits.time(millis);
        engine.search(board, limits, SearchListener.NONE);
        MarkdownTable table = new MarkdownTable("position", "limit", ">run", ">depth reached", ">score", ">nodes",
                ">ms", ">nodes/s");
        for (int r = 1; r <= runs; r++) {
            engine.clear();
            long start = System.nanoTime();
            SearchResult result = engine.search(board, limits, SearchListener.NONE);
            long nanos = System.nanoTime() - start;
            table.row("Domineering 8x8, empty board", "time(" + millis + ")", String.valueOf(r),
                    String.valueOf(result.depth()), Score.describe(result.score()), Formats.count(result.nodes()),
                    Formats.millis(nanos), Formats.millionsPerSecond(result.nodes(), nanos));
        }
        return table;
    }
}
