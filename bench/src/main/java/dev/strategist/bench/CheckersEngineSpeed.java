package dev.strategist.bench;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Score;
import dev.strategist.games.checkers.CheckersBallots;
import dev.strategist.games.checkers.CheckersEvaluator;
import dev.strategist.games.checkers.CheckersNotation;
import dev.strategist.games.checkers.CheckersPosition;
import dev.strategist.games.checkers.CheckersWeights;
import dev.strategist.games.checkers.MaterialEvaluator;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The engine's speed and reach on checkers: a few positions (the start, three ballots, a king ending)
 * searched under a time budget per move with each evaluator (the default, the terms alone, material),
 * the table cleared before each, or the game's evaluators named after the time; prints the
 * depth reached, the nodes and nodes per second. {@code java -cp bench/target/benchmarks.jar
 * dev.strategist.bench.CheckersEngineSpeed [MILLIS [NAME...]]} (default 1000).
 */
public final class CheckersEngineSpeed {
    private CheckersEngineSpeed() {
    }

    /** Searches every position with both evaluators. */
    public static void main(String[] args) {
        long millis = args.length > 0 ? Long.parseLong(args[0]) : 1000;
        Map<String, String> positions = new LinkedHashMap<>();
        positions.put("start", null);
        positions.put("ballot 5 (Dreaded Edinburgh)", "9-13 22-18 6-9");
        positions.put("ballot 70", CheckersBallots.all().get(69).moves());
        positions.put("ballot 130", CheckersBallots.all().get(129).moves());
        positions.put("PDN example, kings", "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29");
        System.out.println("Machine: " + Machine.describe());
        MarkdownTable table = new MarkdownTable("position", "evaluator", ">depth", "best", ">score", ">nodes", ">ms",
                ">nodes/s");
        java.util.List<Evaluator<CheckersPosition>> evaluators = new java.util.ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            evaluators.add(CheckersTimedMatch.byName(args[i]));
        }
        if (evaluators.isEmpty()) {
            evaluators = java.util.List.of(new CheckersEvaluator(), new CheckersEvaluator(CheckersWeights.TUNED, true),
                    new MaterialEvaluator());
        }
        for (Evaluator<CheckersPosition> evaluator : evaluators) {
            Engine<CheckersPosition> engine = new Engine<>(evaluator, 64);
            engine.search(new CheckersPosition(), SearchLimits.time(millis), SearchListener.NONE); // warm-up
            for (Map.Entry<String, String> e : positions.entrySet()) {
                CheckersPosition p = e.getValue() == null ? new CheckersPosition()
                        : e.getValue().contains(":") ? CheckersPosition.of(e.getValue())
                        : CheckersBallots.play(new CheckersBallots.Ballot(0, e.getValue(), "", false, "", ""),
                                new CheckersPosition());
                engine.clear();
                long start = System.nanoTime();
                SearchResult r = engine.search(p, SearchLimits.time(millis), SearchListener.NONE);
                long nanos = System.nanoTime() - start;
                table.row(e.getKey(), evaluator.name(), String.valueOf(r.depth()), CheckersNotation.text(r.bestMove()),
                        Score.describe(r.score()), Formats.count(r.nodes()), Formats.millis(nanos),
                        Formats.millionsPerSecond(r.nodes(), nanos));
            }
        }
        System.out.print(table);
        System.out.printf(Locale.ROOT, "time per search: %d ms%n", millis);
    }
}
