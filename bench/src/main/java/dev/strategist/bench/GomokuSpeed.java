package dev.strategist.bench;

import dev.strategist.games.gomoku.GomokuEvaluator;
import dev.strategist.games.gomoku.GomokuNotation;
import dev.strategist.games.gomoku.GomokuPlayer;
import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.games.gomoku.GomokuRule;
import dev.strategist.games.gomoku.GomokuVcf;
import dev.strategist.games.gomoku.GomokuVct;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import dev.strategist.search.StopSignal;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Gomoku speed: the engine's nodes per second and depth from the balanced freestyle openings at a fixed
 * time per position, and the VCF search's time on the project's own puzzles. Usage:
 * {@code GomokuSpeed [millis per position] [positions]}.
 */
public final class GomokuSpeed {
    /** VCF puzzles: black to move wins by fours (drawn by hand; see GomokuVcfTest). */
    private static final String[] PUZZLES = {
        "e8 d8 f8 a1 g8 a3 h6 a5 h7 c1",
        "h8 g8 i8 k11 j8 o7 k9 a1 k10 c1 l7 a3 m7 c3 n7 a5",
        "d8 c8 e8 g4 f8 a1 g5 a3 g6 a5 g7 a7",
    };

    /** VCT puzzles (see GomokuVctTest): a double three, and two lone stones (no win: the whole tree). */
    private static final String[] VCT_PUZZLES = {
        "f8 a1 g8 c1 h6 a3 h7 c3",
        "h8 a1 j10 o15",
    };

    private GomokuSpeed() {
    }

    /**
     * Warms up the JIT on a few positions, searched by an engine of its own with every candidate (the
     * runs recorded in docs/benchmarks/gomoku.md warmed up so, before the width was the evaluator's), whose
     * table is garbage before the measured engine allocates its own.
     */
    private static void warmUp(List<String> openings, long millis) {
        Engine<GomokuPosition> engine = new Engine<>(new GomokuEvaluator(), 64);
        for (int i = 0; i < 3; i++) {
            engine.search(GomokuPosition.of(15, GomokuRule.FREESTYLE, openings.get(openings.size() - 1 - i)),
                    SearchLimits.time(millis), SearchListener.NONE, new StopSignal());
        }
    }

    /** Runs the measurement and prints a Markdown table. */
    public static void main(String[] args) throws IOException {
        long millis = args.length > 0 ? Long.parseLong(args[0]) : 1000;
        int count = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        List<String> openings = openings("gomoku/openings_freestyle15_balanced.txt");
        warmUp(openings, millis);
        Engine<GomokuPosition> engine = new Engine<>(new GomokuEvaluator(0, GomokuPlayer.SHAPE_ORDER_WIDTH), 64);
        System.out.println(Machine.describe());
        System.out.println("search width " + GomokuPlayer.SHAPE_ORDER_WIDTH + ", " + millis + " ms per position");
        System.out.println("| opening | depth | nodes | ms | nodes/s | CPU ms | nodes per CPU s | best |");
        System.out.println("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long totalNodes = 0;
        long totalMillis = 0;
        long totalCpu = 0;
        for (int i = 0; i < Math.min(count, openings.size()); i++) {
            GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, openings.get(i));
            engine.clear();
            long cpu0 = threads.getCurrentThreadCpuTime();
            SearchResult r = engine.search(p, SearchLimits.time(millis), SearchListener.NONE, new StopSignal());
            long cpu = Math.max(1, (threads.getCurrentThreadCpuTime() - cpu0) / 1_000_000L);
            totalNodes += r.nodes();
            totalMillis += r.elapsedMillis();
            totalCpu += cpu;
            System.out.printf("| %s | %d | %d | %d | %d | %d | %d | %s |%n", openings.get(i), r.depth(), r.nodes(),
                    r.elapsedMillis(), r.nodesPerSecond(), cpu, r.nodes() * 1000 / cpu,
                    GomokuNotation.name(15, r.bestMove()));
        }
        System.out.printf("%nall: %d nodes in %d ms (%d nodes/s), %d CPU ms (%d nodes per CPU second)%n%n",
                totalNodes, totalMillis, totalMillis == 0 ? 0 : totalNodes * 1000 / totalMillis, totalCpu,
                totalNodes * 1000 / Math.max(1, totalCpu));
        GomokuVcf vcf = new GomokuVcf();
        System.out.println("| VCF puzzle | first move | line plies | nodes | microseconds (best of 20) |");
        System.out.println("| --- | --- | ---: | ---: | ---: |");
        for (String puzzle : PUZZLES) {
            GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, puzzle);
            long best = Long.MAX_VALUE;
            int move = -1;
            for (int i = 0; i < 20; i++) {
                long t = System.nanoTime();
                move = vcf.search(p, 40, Long.MAX_VALUE);
                best = Math.min(best, System.nanoTime() - t);
            }
            System.out.printf("| %s | %s | %d | %d | %d |%n", puzzle, GomokuNotation.name(15, move), vcf.line().length,
                    vcf.nodes(), best / 1000);
        }
        GomokuVct vct = new GomokuVct();
        System.out.println();
        System.out.println("| VCT puzzle | first move | nodes | microseconds (best of 20) |");
        System.out.println("| --- | --- | ---: | ---: |");
        for (String puzzle : VCT_PUZZLES) {
            GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, puzzle);
            long best = Long.MAX_VALUE;
            int move = -1;
            for (int i = 0; i < 20; i++) {
                long t = System.nanoTime();
                move = vct.search(p, 8, Long.MAX_VALUE, Long.MAX_VALUE);
                best = Math.min(best, System.nanoTime() - t);
            }
            System.out.printf("| %s | %s | %d | %d |%n", puzzle, move < 0 ? "none" : GomokuNotation.name(15, move),
                    vct.nodes(), best / 1000);
        }
        long vcfNodes = 0;
        long t = System.nanoTime();
        for (int i = 0; i < Math.min(count, openings.size()); i++) {
            GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, openings.get(i));
            vcf.search(p, 40, Long.MAX_VALUE);
            vcfNodes += vcf.nodes();
        }
        long micros = (System.nanoTime() - t) / 1000;
        System.out.printf("%nVCF on the %d openings (no win expected): %d nodes in %d us%n", count, vcfNodes, micros);
    }

    /**
     * The non-blank lines of a resource, stripped, one position per line: openings, or a suite's positions (whose
     * {@code #} comments the caller skips).
     */
    static List<String> openings(String resource) throws IOException {
        List<String> lines = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                GomokuSpeed.class.getClassLoader().getResourceAsStream(resource), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                if (!line.isBlank()) {
                    lines.add(line.strip());
                }
            }
        }
        return lines;
    }
}
