package dev.strategist.bench;

import dev.strategist.core.Evaluator;
import dev.strategist.games.reversi.ReversiBitboards;
import dev.strategist.games.reversi.eval.ReversiEvaluator;
import dev.strategist.games.reversi.eval.ReversiPatternEvaluator;
import dev.strategist.games.reversi.eval.ReversiPatternWeights;
import dev.strategist.games.reversi.eval.ReversiPatterns;
import dev.strategist.games.reversi.ReversiPosition;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Fits {@link ReversiPatternWeights} to self-play positions labelled with exact endgame results.
 * {@code --generate=N --depth=D --solve-at=E --seed=S [--player=mobility|patterns] --data=FILE} writes
 * positions ({@link ReversiSelfPlayData}) from games played by {@link ReversiEvaluator} (the default, as the
 * shipped weights were made) or by {@link ReversiPatternEvaluator} with the shipped weights; {@code --fit --data=FILE[,FILE...] --out=FILE [--lambda=L]
 * [--iterations=K]} fits each stage by ridge least squares ({@link SparseRidgeFit}) on the positions of
 * that stage and of two empty squares either side, holding out the last tenth of every file to report
 * the error, and writes the weights file. {@code --test=FILE[,FILE...]} scores the fit, stage by stage, on
 * positions it never saw (whole files), and {@code --tables=FILE[,FILE...]} scores given weights files on the same
 * test positions first, so fits of different data and the shipped weights are compared on one set.
 * {@code --prior=FILE} pulls the fit towards that weights file's tables instead of towards zero
 * ({@link SparseRidgeFit#solve(double, int, double[])}): new positions then refine weights fitted on data that is
 * no longer at hand, rather than replacing them; {@code --prior-share=C} adds to each weight's pull C times the
 * reads of it in the positions, so the prior counts as C times their evidence weight by weight.
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.ReversiPatternTuner --generate=4000 ...}
 */
public final class ReversiPatternTuner {
    /** Feature indices per position: every pattern reading, both mobilities and the constant. */
    private static final int WIDTH = ReversiPatterns.SHAPES * ReversiPatterns.IMAGES + 3;
    /** Stages share positions this many empty squares beyond their own range, to smooth between them. */
    private static final int OVERLAP = 2;

    private ReversiPatternTuner() {
    }

    /** Runs the tuner; see the class comment for the options. */
    public static void main(String[] args) throws IOException {
        BenchArgs options = BenchArgs.of(args, "usage: ReversiPatternTuner --generate=N [--depth=3] [--solve-at=16] "
                + "[--seed=S] [--player=mobility|patterns] --data=FILE "
                + "| --fit --data=FILE[,FILE] --out=FILE [--lambda=3] [--iterations=60] [--test=FILE[,FILE]]"
                + " [--tables=FILE[,FILE]] [--prior=FILE [--prior-share=C]]");
        int games = options.integer("generate", 0);
        int depth = options.integer("depth", 3);
        int solveAt = options.integer("solve-at", 16);
        long seed = options.number("seed", 20261121L);
        String data = options.text("data", null);
        String outFile = options.text("out", null);
        double lambda = options.decimal("lambda", 3);
        int iterations = options.integer("iterations", 60);
        String player = options.text("player", "mobility");
        boolean fit = options.flag("fit");
        String test = options.text("test", null);
        String tables = options.text("tables", null);
        String prior = options.text("prior", null);
        double share = options.decimal("prior-share", 0);
        options.done();
        if (data == null || (games <= 0) == !fit || fit && outFile == null
                || !player.equals("mobility") && !player.equals("patterns") || tables != null && test == null
                || prior != null && !fit || share < 0 || share > 0 && prior == null) {
            options.refuse();
        }
        System.out.println("Machine: " + Machine.describe());
        if (!fit) {
            try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(
                    Files.newOutputStream(Path.of(data)), 1 << 16))) {
                Evaluator<ReversiPosition> e = player.equals("patterns") ? new ReversiPatternEvaluator()
                        : new ReversiEvaluator();
                long n = new ReversiSelfPlayData().generate(e, games, depth, solveAt, seed, out);
                System.out.println(n + " positions from " + games + " games by " + player + " at depth " + depth
                        + " written to " + data);
            }
            return;
        }
        List<ReversiSelfPlayData.Positions> tests = new ArrayList<>();
        if (test != null) {
            for (String f : test.split(",")) {
                tests.add(ReversiSelfPlayData.Positions.read(Path.of(f)));
            }
        }
        if (tables != null) {
            for (String f : tables.split(",")) {
                scoreTables(Path.of(f), tests);
            }
        }
        fitAndWrite(data.split(","), Path.of(outFile), lambda, iterations, tests,
                prior == null ? null : stageWeights(Path.of(prior)), share);
    }

    /** The tables of a weights file by stage, in discs, as the fit holds them. */
    private static double[][] stageWeights(Path file) throws IOException {
        ReversiPatternWeights given;
        try (InputStream in = Files.newInputStream(file)) {
            given = ReversiPatternWeights.read(in);
        }
        double[][] w = new double[ReversiPatternWeights.STAGES][];
        for (int s = 0; s < ReversiPatternWeights.STAGES; s++) {
            int[] units = given.stageCopy(s);
            w[s] = new double[units.length];
            for (int i = 0; i < units.length; i++) {
                w[s][i] = units[i] / (double) ReversiPatternWeights.UNIT;
            }
        }
        return w;
    }

    /** Prints, stage by stage, the mean squared error of the weights of {@code file} on the test positions. */
    private static void scoreTables(Path file, List<ReversiSelfPlayData.Positions> tests) throws IOException {
        double[][] w = stageWeights(file);
        System.out.println("test error of " + file + ": " + testErrors(w, tests));
    }

    /** The test error of each stage's weights on its own positions, then the whole set's, in discs squared. */
    private static String testErrors(double[][] w, List<ReversiSelfPlayData.Positions> tests) {
        StringBuilder line = new StringBuilder();
        double sum = 0;
        long count = 0;
        for (int s = 0; s < ReversiPatternWeights.STAGES; s++) {
            Rows t = rows(tests, s * ReversiPatternWeights.STAGE_WIDTH, lastEmpties(s));
            double mse = t.targets.length == 0 ? 0
                    : SparseRidgeFit.meanSquaredError(w[s], t.indices, WIDTH, t.targets);
            line.append(String.format("%.1f ", mse));
            sum += mse * t.targets.length;
            count += t.targets.length;
        }
        return line.append(String.format("| all %.2f over %d positions", count == 0 ? 0 : sum / count, count))
                .toString();
    }

    private static void fitAndWrite(String[] files, Path outFile, double lambda, int iterations,
                                    List<ReversiSelfPlayData.Positions> tests, double[][] prior, double share)
            throws IOException {
        List<ReversiSelfPlayData.Positions> train = new ArrayList<>();
        List<ReversiSelfPlayData.Positions> held = new ArrayList<>();
        for (String f : files) {
            ReversiSelfPlayData.Positions all = ReversiSelfPlayData.Positions.read(Path.of(f));
            train.add(all.slice(0, all.heldOutFrom()));
            held.add(all.slice(all.heldOutFrom(), all.size()));
        }
        int[][] weights = new int[ReversiPatternWeights.STAGES][];
        double[][] fitted = new double[ReversiPatternWeights.STAGES][];
        System.out.println("stage | empties | train positions | held out | MSE train | MSE held out | "
                + "held-out variance (discs^2)");
        for (int s = 0; s < ReversiPatternWeights.STAGES; s++) {
            int lo = s * ReversiPatternWeights.STAGE_WIDTH;
            int hi = lastEmpties(s);
            // self-play games start 6-12 random plies in: the last stage has few positions of its own
            Rows t = rows(train, s == ReversiPatternWeights.STAGES - 1 ? lo - 3 * OVERLAP - 2 : lo - OVERLAP,
                    hi + OVERLAP);
            Rows h = rows(held, lo, hi);
            SparseRidgeFit ridge = new SparseRidgeFit(t.indices, WIDTH, t.targets, ReversiPatternWeights.PER_STAGE);
            double[] w = prior == null ? ridge.solve(lambda, iterations) : ridge.solve(lambda, iterations, prior[s], share);
            double trainMse = SparseRidgeFit.meanSquaredError(w, t.indices, WIDTH, t.targets);
            double heldMse = SparseRidgeFit.meanSquaredError(w, h.indices, WIDTH, h.targets);
            double variance = SparseRidgeFit.meanSquaredError(new double[w.length], h.indices, WIDTH, h.targets);
            System.out.printf("%d | %d-%d | %d | %d | %.1f | %.1f | %.1f%n", s, lo, hi, t.targets.length,
                    h.targets.length, trainMse, heldMse, variance);
            fitted[s] = w;
            weights[s] = new int[w.length];
            for (int i = 0; i < w.length; i++) {
                weights[s][i] = (int) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE,
                        Math.round(w[i] * ReversiPatternWeights.UNIT)));
            }
        }
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(outFile))) {
            new ReversiPatternWeights(weights).write(out);
        }
        if (!tests.isEmpty()) {
            System.out.println("test error of the fit: " + testErrors(fitted, tests));
        }
        System.out.println("weights written to " + outFile + ", " + Files.size(outFile) + " bytes");
    }

    /** The most empty squares of stage {@code s}'s own positions (the last stage takes the rest, up to 60). */
    private static int lastEmpties(int s) {
        return s == ReversiPatternWeights.STAGES - 1 ? 60
                : s * ReversiPatternWeights.STAGE_WIDTH + ReversiPatternWeights.STAGE_WIDTH - 1;
    }

    /** Feature rows and targets. */
    private record Rows(int[] indices, double[] targets) {
    }

    /** The rows of the positions with {@code lo} to {@code hi} empty squares. */
    private static Rows rows(List<ReversiSelfPlayData.Positions> sets, int lo, int hi) {
        int n = 0;
        for (ReversiSelfPlayData.Positions set : sets) {
            for (int i = 0; i < set.size(); i++) {
                if (set.inStage(i, lo, hi)) {
                    n++;
                }
            }
        }
        int[] indices = new int[n * WIDTH];
        double[] targets = new double[n];
        int k = 0;
        for (ReversiSelfPlayData.Positions set : sets) {
            for (int i = 0; i < set.size(); i++) {
                if (!set.inStage(i, lo, hi)) {
                    continue;
                }
                long p = set.player(i);
                long o = set.opponent(i);
                int at = k * WIDTH;
                ReversiPatterns.indices(p, o, indices, at);
                at += WIDTH - 3;
                indices[at] = ReversiPatternWeights.MY_MOBILITY
                        + Math.min(Long.bitCount(ReversiBitboards.moves(p, o)), ReversiPatternWeights.MOBILITY_CAP);
                indices[at + 1] = ReversiPatternWeights.THEIR_MOBILITY
                        + Math.min(Long.bitCount(ReversiBitboards.moves(o, p)), ReversiPatternWeights.MOBILITY_CAP);
                indices[at + 2] = ReversiPatternWeights.CONSTANT;
                targets[k++] = set.labels()[i];
            }
        }
        return new Rows(indices, targets);
    }
}
