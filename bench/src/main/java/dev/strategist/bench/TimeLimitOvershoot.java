package dev.strategist.bench;

import dev.strategist.core.testgames.DomineeringEvaluator;
import dev.strategist.core.testgames.DomineeringPosition;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import java.util.List;

/**
 * How far past its time limit the engine answers, measured around the call as a caller sees it, on
 * Domineering 8 x 8 positions a few random moves deep. Two budgets: {@code SearchLimits.time}, which
 * starts no iteration after half the budget and so usually ends early, and a hard limit alone, which
 * always runs into the deadline and so shows how quickly the search unwinds.
 */
final class TimeLimitOvershoot {
    private static final long SEED = 20261121L;
    private static final int WARM_UPS = 20;

    private TimeLimitOvershoot() {
    }

    /** {@code searches} searches of {@code millis} ms per budget, after a warm-up that is not counted. */
    static MarkdownTable run(long millis, int searches) {
        List<DomineeringPosition> positions = RandomOpenings.domineering(8, 8, searches, 10, SEED);
        Engine<DomineeringPosition> engine = new Engine<>(new DomineeringEvaluator());
        SearchLimits time = SearchLimits.time(millis);
        SearchLimits hardOnly = SearchLimits.depth(SearchLimits.DEPTH_LIMIT).withTime(0, millis);
        for (int i = 0; i < WARM_UPS; i++) {
            engine.search(positions.get(i % positions.size()), hardOnly, SearchListener.NONE);
        }
        MarkdownTable table = new MarkdownTable("limits", ">searches", ">min", ">median", ">p99", ">max",
                ">past the limit");
        row(table, "time(" + millis + "): soft " + time.softTimeMillis() + ", hard " + millis, time, millis,
                positions, engine);
        row(table, "hard " + millis + " only", hardOnly, millis, positions, engine);
        return table;
    }

    private static void row(MarkdownTable table, String name, SearchLimits limits, long millis,
                            List<DomineeringPosition> positions, Engine<DomineeringPosition> engine) {
        double[] overshoot = new double[positions.size()];
        for (int i = 0; i < positions.size(); i++) {
            engine.clear();
            long start = System.nanoTime();
            engine.search(positions.get(i), limits, SearchListener.NONE);
            overshoot[i] = (System.nanoTime() - start) / 1e6 - millis;
        }
        Percentiles p = new Percentiles(overshoot);
        table.row(name, String.valueOf(positions.size()), Formats.millis(p.min()), Formats.millis(p.at(50)),
                Formats.millis(p.at(99)), Formats.millis(p.max()), p.countAbove(0) + " / " + positions.size());
    }
}
