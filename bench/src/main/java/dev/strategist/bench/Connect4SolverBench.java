package dev.strategist.bench;

import dev.strategist.games.connect4.Connect4Solver;
import dev.strategist.games.connect4.Connect4SolverBoard;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Runs the Connect Four solver over Pons's test sets, as the reference measures them: each position solved
 * exactly on its own (the table cleared before it, outside the timing), and prints, per set, the mean
 * time, mean nodes and speed beside the reference C++ solver's. With {@code --weak}, weak solves (win,
 * draw or loss), checked by sign. Exits 1 if any score is wrong. Run it from the shaded jar:
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.Connect4SolverBench [--weak]
 * [--warmup=N] [--table-bits=N] [--progress] [SET[:N] ...]}; without sets, all six, Test_L1_R3's first 20.
 */
public final class Connect4SolverBench {
    /**
     * Positions of Test_L1_R3 measured by default: the reference's 100 take many times as long
     * (docs/benchmarks/connect4.md).
     */
    static final int DEFAULT_L1_R3 = 20;
    private static final String WARMUP_SET = "Test_L2_R2";

    private Connect4SolverBench() {
    }

    /** Measures the sets named (all six by default) and prints the table. */
    public static void main(String[] args) throws IOException {
        BenchArgs options = BenchArgs.of(args, "usage: Connect4SolverBench [--weak] [--warmup=N] [--table-bits=N]"
                + " [--progress] [SET[:N] ...]");
        int warmup = options.integer("warmup", 200);
        int tableBits = options.integer("table-bits", 24);
        boolean progress = options.flag("progress");
        boolean weak = options.flag("weak");
        List<String> sets = new ArrayList<>(options.operands());
        options.done();
        if (sets.isEmpty()) {
            for (String name : Connect4TestSet.NAMES) {
                sets.add(name.equals("Test_L1_R3") ? name + ":" + DEFAULT_L1_R3 : name);
            }
        }
        Connect4Solver solver = new Connect4Solver(7, 6, tableBits);
        System.out.println("Machine: " + Machine.describe() + "\n");
        long start = System.nanoTime();
        Result warm = measure(solver, Connect4TestSet.read(WARMUP_SET, warmup), weak, false);
        System.out.printf(Locale.ROOT, "%s solves. Warm-up (not counted): the first %d positions of %s, %.1f s%n%n",
                weak ? "Weak" : "Exact", warm.positions, WARMUP_SET, (System.nanoTime() - start) / 1e9);
        MarkdownTable table = table();
        boolean allRight = true;
        for (String spec : sets) {
            int colon = spec.indexOf(':');
            String name = colon < 0 ? spec : spec.substring(0, colon);
            int limit = colon < 0 ? Integer.MAX_VALUE : Integer.parseInt(spec.substring(colon + 1));
            Result r = measure(solver, Connect4TestSet.read(name, limit), weak, progress);
            allRight &= r.wrong == 0;
            row(table, name, r);
        }
        System.out.println(table);
        if (!allRight) {
            System.out.println("WRONG SCORES: see the 'wrong' column");
            System.exit(1);
        }
    }

    /** Totals over one set: positions, time, nodes, the slowest position's time, and wrong scores. */
    record Result(int positions, long nanos, long nodes, long maxNanos, int wrong) {
    }

    /** Solves every position of {@code set} on its own (weakly if asked), timing the solves only. */
    static Result measure(Connect4Solver solver, Connect4TestSet set, boolean weak, boolean progress) {
        long nanos = 0;
        long nodes = 0;
        long max = 0;
        int wrong = 0;
        for (int i = 0; i < set.size(); i++) {
            Connect4SolverBoard board = Connect4SolverBoard.of(7, 6, set.moves().get(i));
            solver.reset();
            long t0 = System.nanoTime();
            int score = solver.solve(board, weak);
            long t = System.nanoTime() - t0;
            nanos += t;
            nodes += solver.nodes();
            max = Math.max(max, t);
            int expected = weak ? Integer.signum(set.scores()[i]) : set.scores()[i];
            if (score != expected) {
                wrong++;
                System.err.println(set.name() + " line " + (i + 1) + ": got " + score + ", expected " + expected);
            }
            if (progress) {
                System.err.printf(Locale.ROOT, "%s %d/%d %s %d nodes %s%n", set.name(), i + 1, set.size(),
                        set.moves().get(i), solver.nodes(), time(t));
            }
        }
        return new Result(set.size(), nanos, nodes, max, wrong);
    }

    private static MarkdownTable table() {
        return new MarkdownTable("set", ">positions", ">mean time", ">mean nodes", ">nodes/s", ">slowest",
                ">reference positions", ">reference time", ">reference nodes", ">time / ref", ">nodes / ref", ">wrong");
    }

    private static void row(MarkdownTable table, String name, Result r) {
        double meanNanos = r.nanos / (double) r.positions;
        double meanNodes = r.nodes / (double) r.positions;
        Optional<Connect4ReferenceFigures> ref = Connect4ReferenceFigures.of(name);
        table.row(name, Formats.count(r.positions), time(meanNanos), String.format(Locale.ROOT, "%,.1f", meanNodes),
                Formats.millionsPerSecond(r.nodes, r.nanos), time(r.maxNanos),
                ref.map(f -> Formats.count(f.positions())).orElse("-"),
                ref.map(f -> time(f.meanNanos())).orElse("-"),
                ref.map(f -> String.format(Locale.ROOT, "%,.0f", f.meanNodes())).orElse("-"),
                ref.map(f -> String.format(Locale.ROOT, "%.2f", meanNanos / f.meanNanos())).orElse("-"),
                ref.map(f -> String.format(Locale.ROOT, "%.3f", meanNodes / f.meanNodes())).orElse("-"),
                String.valueOf(r.wrong));
    }

    /** A duration in the unit that suits it. */
    static String time(double nanos) {
        if (nanos < 1e6) {
            return String.format(Locale.ROOT, "%.1f us", nanos / 1e3);
        }
        return nanos < 1e9 ? String.format(Locale.ROOT, "%.2f ms", nanos / 1e6)
                : String.format(Locale.ROOT, "%.2f s", nanos / 1e9);
    }
}
