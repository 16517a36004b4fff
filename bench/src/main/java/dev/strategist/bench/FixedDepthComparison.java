package dev.strategist.bench;

import dev.strategist.core.Score;
import java.util.ArrayList;
import java.util.List;

/**
 * Every algorithm on every fixed case, with node ratios against minimax (what any pruning buys) and
 * against alpha-beta (what null windows, the table, ordering and iterative deepening add to cut-offs).
 */
final class FixedDepthComparison {
    private FixedDepthComparison() {
    }

    /** Measures and tabulates; {@code runs} timed runs per row after the warm-up. */
    static MarkdownTable run(int runs) {
        MarkdownTable table = new MarkdownTable("position", "algorithm", ">depth", ">value", ">nodes", ">best ms",
                ">nodes/s", ">nodes / minimax", ">nodes / alpha-beta");
        for (SearchCase<?> c : SearchCases.all()) {
            List<Measured> rows = new ArrayList<>();
            for (SearchAlgorithm algorithm : SearchAlgorithm.values()) {
                if (algorithm.suits(c)) {
                    rows.add(Measured.of(algorithm, c, runs));
                }
            }
            long minimax = nodesOf(rows, SearchAlgorithm.MINIMAX);
            long alphaBeta = nodesOf(rows, SearchAlgorithm.ALPHABETA);
            for (Measured m : rows) {
                table.row(c.title(), m.algorithm().label(), String.valueOf(c.depth()), Score.describe(m.value()),
                        Formats.count(m.nodes()), Formats.millis(m.bestNanos()),
                        Formats.millionsPerSecond(m.nodes(), m.bestNanos()), Formats.ratio(m.nodes(), minimax),
                        Formats.ratio(m.nodes(), alphaBeta));
            }
        }
        return table;
    }

    private static long nodesOf(List<Measured> rows, SearchAlgorithm algorithm) {
        return rows.stream().filter(m -> m.algorithm() == algorithm).mapToLong(Measured::nodes).findFirst()
                .orElse(0);
    }
}
