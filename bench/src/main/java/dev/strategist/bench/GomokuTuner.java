package dev.strategist.bench;

import dev.strategist.games.gomoku.GomokuEvaluator;
import dev.strategist.games.gomoku.GomokuFeatures;
import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.games.gomoku.GomokuRule;
import dev.strategist.games.gomoku.GomokuShapes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Fits {@link dev.strategist.games.gomoku.GomokuWeights} to game results ({@link TexelFit}). The data is one
 * 15 x 15 freestyle game a line, {@code MOVES;RESULT}: the moves from the empty board in Gomoku notation
 * ({@code h8i9j10...}) and Black's result (1, 0.5, 0), as exported from games a match saved with
 * {@code --db}. Every position from {@code --from-ply} on that no decisive tier scores
 * ({@link GomokuFeatures#decided}) is a sample, labelled with the side to move's result. The fit starts from
 * the hand-set line weights (the side to move's counted a quarter more, no combination terms), holds the
 * opponent's open-three line at -20 to keep the scale, and prints the weights as a Java array literal.
 * {@code --hold=TEXT,...} also holds every term whose name contains one of the texts at its starting weight
 * (0 for all but the line shapes), to measure what a group of terms adds on the same data.
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.GomokuTuner --data=FILE [--steps=N]
 * [--rate=X] [--pull=X] [--from-ply=N] [--hold=TEXT,...]}
 */
public final class GomokuTuner {
    private GomokuTuner() {
    }

    /** The hand-set evaluation as a weight vector over the features. */
    static double[] handWeights() {
        double[] w = new double[GomokuFeatures.COUNT];
        // the features' shapes run from the closed two (1) up; the side to move's count a quarter more
        for (int s = 1; s <= GomokuFeatures.SHAPES; s++) {
            w[s - 1] = GomokuEvaluator.handShapeWeight(s) * 1.25;
            w[GomokuFeatures.PER_SIDE + s - 1] = -GomokuEvaluator.handShapeWeight(s);
        }
        return w;
    }

    /** Reads the games of {@code data} into samples: terms in {@code x}, the side to move's results in {@code r}. */
    static int samples(Path data, int fromPly, List<double[]> x, List<Double> r) throws IOException {
        List<String> lines = Files.readAllLines(data);
        int[] raw = new int[GomokuFeatures.COUNT];
        int games = 0;
        int skipped = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int semi = line.indexOf(';');
            if (semi < 0) {
                throw new IllegalArgumentException(data + " line " + (i + 1) + ": expected MOVES;RESULT, got " + line);
            }
            double black = Double.parseDouble(line.substring(semi + 1).trim());
            GomokuPosition game = GomokuPosition.of(15, GomokuRule.FREESTYLE, line.substring(0, semi));
            boolean shown = replay(game, black, fromPly, (p, mine) -> {
                GomokuFeatures.extract(p, raw);
                double[] terms = new double[raw.length];
                for (int t = 0; t < raw.length; t++) {
                    terms[t] = raw[t];
                }
                x.add(terms);
                r.add(mine);
            });
            if (!shown) {
                skipped++;
                continue;
            }
            games++;
        }
        if (skipped > 0) {
            System.out.printf("%d games left out: their result is not a five on the board%n", skipped);
        }
        return games;
    }

    /** A sample of a game: a position and the side to move's result. */
    interface Sample {
        /** Takes position {@code p} (the replay's own, changed after the call) and the result {@code mine}. */
        void accept(GomokuPosition p, double mine);
    }

    /**
     * Hands {@code sample} every position of {@code game} from {@code fromPly} on that no decisive tier settles,
     * with the side to move's result by Black's {@code black}; false (and nothing handed) when the board does not
     * show that result: a game lost on an illegal move or the clock.
     */
    static boolean replay(GomokuPosition game, double black, int fromPly, Sample sample) {
        if (black != 0.5 && !(game.isOver() && game.outcome().signFor(0) == (black == 1 ? 1 : -1))) {
            return false;
        }
        GomokuPosition p = new GomokuPosition(game.size(), game.rule());
        for (int ply = 0; ply < game.ply(); ply++) {
            if (ply >= fromPly && !GomokuFeatures.decided(p)) {
                sample.accept(p, p.sideToMove() == 0 ? black : 1 - black);
            }
            p.play(game.moveAt(ply));
        }
        return true;
    }

    /** Fits and prints the weights. */
    static void fit(Path data, int fromPly, List<String> held, FitSettings settings) throws IOException {
        List<double[]> xs = new ArrayList<>();
        List<Double> rs = new ArrayList<>();
        int games = samples(data, fromPly, xs, rs);
        double[][] x = xs.toArray(new double[0][]);
        double[] r = new double[rs.size()];
        for (int i = 0; i < r.length; i++) {
            r[i] = rs.get(i);
        }
        // the last tenth of the file (the last games) is held out to show whether the fit generalises
        int train = x.length - x.length / 10;
        TexelFit fit = new TexelFit(Arrays.copyOf(x, train), Arrays.copyOf(r, train));
        TexelFit heldOut = new TexelFit(Arrays.copyOfRange(x, train, x.length), Arrays.copyOfRange(r, train, x.length));
        double[] w0 = handWeights();
        double k = fit.fitScale(w0);
        System.out.printf(Locale.ROOT, "%d games, %d positions (%d held out); scale k = %.4f; error with hand weights"
                + " %.6f, held out %.6f%n", games, x.length, x.length - train, k, fit.error(w0, k), heldOut.error(w0, k));
        boolean[] fixed = new boolean[w0.length];
        fixed[GomokuFeatures.PER_SIDE + GomokuShapes.OPEN_THREE - 1] = true;
        for (int t = 0; t < fixed.length; t++) {
            for (String part : held) {
                fixed[t] |= !part.isEmpty() && GomokuFeatures.name(t).contains(part);
            }
        }
        double[] w = fit.fitWeights(w0, fixed, k, settings.steps(), settings.rate(), settings.pull());
        System.out.printf(Locale.ROOT, "error with fitted weights %.6f, held out %.6f (refitted scale %.4f)%n",
                fit.error(w, k), heldOut.error(w, k), fit.fitScale(w));
        StringBuilder literal = new StringBuilder();
        for (int t = 0; t < w.length; t++) {
            System.out.printf(Locale.ROOT, "%-28s %8.1f %8.1f%n", GomokuFeatures.name(t), w0[t], w[t]);
            literal.append(t == 0 ? "" : t == GomokuFeatures.PER_SIDE ? ",\n        " : ", ").append(Math.round(w[t]));
        }
        System.out.println("new int[] {" + literal + "}");
    }

    /** Fits weights to the games of {@code --data}. */
    public static void main(String[] args) throws IOException {
        BenchArgs options = BenchArgs.of(args, "usage: GomokuTuner --data=FILE [--steps=N] [--rate=X] [--pull=X]"
                + " [--from-ply=N] [--hold=TEXT,...]");
        String data = options.text("data", null);
        FitSettings settings = FitSettings.of(options);
        int fromPly = options.integer("from-ply", 8);
        List<String> held = new ArrayList<>();
        for (String hold : options.texts("hold")) { // --hold given twice adds to the terms held
            held.addAll(Arrays.asList(hold.split(",")));
        }
        options.done();
        if (data == null) {
            options.refuse();
        }
        fit(Path.of(data), fromPly, held, settings);
    }
}
