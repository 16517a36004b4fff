package dev.strategist.bench;

import dev.strategist.games.gomoku.GomokuFeatures;
import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.games.gomoku.GomokuRule;
import dev.strategist.games.gomoku.GomokuShapes;
import dev.strategist.games.gomoku.GomokuWeights;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Measures what a table of every cell's four line shapes taken together adds to {@link GomokuFeatures}: for
 * each side (the side to move, the opponent) one correction per multiset of four shapes (the four lines'
 * order does not matter), counted over the empty cells, fitted with a ridge pull towards zero on top of the
 * 44 terms (which start from {@link GomokuWeights#FITTED}). Reads the {@link GomokuTuner} data format and
 * prints the error with and without the table, on the fitted games and on the last tenth held out.
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.GomokuTableTuner --data=FILE [--steps=N]
 * [--rate=X] [--pull=X] [--table-pull=X] [--from-ply=N]}
 */
public final class GomokuTableTuner {
    /** Sets of four shape codes, indexed as {@link GomokuMoveValueFit#set} indexes them (the all-empty set left out). */
    static final int MULTISETS = GomokuMoveValueFit.SETS;
    private static final int EMPTY = GomokuMoveValueFit.set(0);

    private GomokuTableTuner() {
    }

    /** One sample's sparse terms: the 44 features, then each side's multiset counts. */
    static void terms(GomokuPosition p, int[] raw, int[] counts, List<int[]> indices, List<double[]> values) {
        GomokuFeatures.extract(p, raw);
        java.util.Arrays.fill(counts, 0);
        int me = p.sideToMove();
        int cells = p.size() * p.size();
        for (int cell = 0; cell < cells; cell++) {
            if (p.stone(cell) != 0) {
                continue;
            }
            for (int k = 0; k < 2; k++) {
                int side = k == 0 ? me : 1 - me;
                int set = GomokuMoveValueFit.set(p, side, cell);
                if (set != EMPTY) {
                    counts[k * MULTISETS + set]++;
                }
            }
        }
        int n = 0;
        for (int v : raw) {
            n += v != 0 ? 1 : 0;
        }
        for (int v : counts) {
            n += v != 0 ? 1 : 0;
        }
        int[] at = new int[n];
        double[] x = new double[n];
        int j = 0;
        for (int t = 0; t < raw.length; t++) {
            if (raw[t] != 0) {
                at[j] = t;
                x[j++] = raw[t];
            }
        }
        for (int t = 0; t < counts.length; t++) {
            if (counts[t] != 0) {
                at[j] = GomokuFeatures.COUNT + t;
                x[j++] = counts[t];
            }
        }
        indices.add(at);
        values.add(x);
    }

    /** Fits and prints. */
    public static void main(String[] args) throws IOException {
        BenchArgs options = BenchArgs.of(args, "usage: GomokuTableTuner --data=FILE [--steps=N] [--rate=X] [--pull=X]"
                + " [--table-pull=X] [--from-ply=N]");
        String dataName = options.text("data", null);
        double tablePull = options.decimal("table-pull", 1);
        FitSettings settings = FitSettings.of(options);
        int fromPly = options.integer("from-ply", 8);
        options.done();
        if (dataName == null) {
            options.refuse();
        }
        Path data = Path.of(dataName);
        List<int[]> indices = new ArrayList<>();
        List<double[]> values = new ArrayList<>();
        List<Double> results = new ArrayList<>();
        int[] raw = new int[GomokuFeatures.COUNT];
        int[] counts = new int[2 * MULTISETS];
        int games = 0;
        for (String line : Files.readAllLines(data)) {
            line = line.trim();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int semi = line.indexOf(';');
            double black = Double.parseDouble(line.substring(semi + 1).trim());
            GomokuPosition game = GomokuPosition.of(15, GomokuRule.FREESTYLE, line.substring(0, semi));
            if (black != 0.5 && !(game.isOver() && game.outcome().signFor(0) == (black == 1 ? 1 : -1))) {
                continue;
            }
            GomokuPosition p = new GomokuPosition(15, GomokuRule.FREESTYLE);
            for (int ply = 0; ply < game.ply(); ply++) {
                if (ply >= fromPly && !GomokuFeatures.decided(p)) {
                    terms(p, raw, counts, indices, values);
                    results.add(p.sideToMove() == 0 ? black : 1 - black);
                }
                p.play(game.moveAt(ply));
            }
            games++;
        }
        int n = results.size();
        int train = n - n / 10;
        int terms = GomokuFeatures.COUNT + 2 * MULTISETS;
        double[] r = new double[n];
        for (int i = 0; i < n; i++) {
            r[i] = results.get(i);
        }
        SparseTexelFit fit = new SparseTexelFit(indices.subList(0, train).toArray(new int[0][]),
                values.subList(0, train).toArray(new double[0][]), java.util.Arrays.copyOf(r, train), terms);
        SparseTexelFit held = new SparseTexelFit(indices.subList(train, n).toArray(new int[0][]),
                values.subList(train, n).toArray(new double[0][]), java.util.Arrays.copyOfRange(r, train, n), terms);
        double[] w0 = new double[terms];
        for (int t = 0; t < GomokuFeatures.COUNT; t++) {
            w0[t] = GomokuWeights.FITTED.weight(t);
        }
        double k = fit.fitScale(w0);
        System.out.printf(Locale.ROOT, "%d games, %d positions (%d held out), %d multisets; k = %.4f; FITTED: error %.6f,"
                + " held out %.6f%n", games, n, n - train, MULTISETS, k, fit.error(w0, k), held.error(w0, k));
        double[] pull = new double[terms];
        boolean[] fixed = new boolean[terms];
        for (int t = 0; t < terms; t++) {
            pull[t] = t < GomokuFeatures.COUNT ? settings.pull() : tablePull;
        }
        fixed[GomokuFeatures.PER_SIDE + GomokuShapes.OPEN_THREE - 1] = true;
        boolean[] noTable = fixed.clone();
        for (int t = GomokuFeatures.COUNT; t < terms; t++) {
            noTable[t] = true;
        }
        double[] plain = fit.fitWeights(w0, noTable, k, settings.steps(), settings.rate(), pull);
        System.out.printf(Locale.ROOT, "44 terms refitted: error %.6f, held out %.6f%n", fit.error(plain, k), held.error(plain, k));
        double[] w = fit.fitWeights(w0, fixed, k, settings.steps(), settings.rate(), pull);
        System.out.printf(Locale.ROOT, "44 terms and the table: error %.6f, held out %.6f%n", fit.error(w, k), held.error(w, k));
        int[] seen = new int[2 * MULTISETS];
        for (int[] row : indices) {
            for (int t : row) {
                if (t >= GomokuFeatures.COUNT) {
                    seen[t - GomokuFeatures.COUNT]++;
                }
            }
        }
        for (int set = 0; set < MULTISETS; set++) {
            if (seen[set] + seen[MULTISETS + set] > 0) {
                System.out.printf(Locale.ROOT, "%04d me %7.1f (%6d) op %7.1f (%6d)%n", GomokuMoveValueFit.code(set),
                        w[GomokuFeatures.COUNT + set], seen[set], w[GomokuFeatures.COUNT + MULTISETS + set],
                        seen[MULTISETS + set]);
            }
        }
    }
}
