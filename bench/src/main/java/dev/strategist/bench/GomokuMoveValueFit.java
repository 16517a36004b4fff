package dev.strategist.bench;

import dev.strategist.games.gomoku.GomokuCombo;
import dev.strategist.games.gomoku.GomokuEvaluator;
import dev.strategist.games.gomoku.GomokuMoveValues;
import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.games.gomoku.GomokuRule;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Fits {@link dev.strategist.games.gomoku.GomokuMoveValues} to the moves of played games: a softmax over
 * each position's candidate moves (every cell near the stones where either side makes a two or more) whose
 * logit is the value of the side to move's four shapes there as a set, plus the opponent's, plus the cell's
 * proximity to the last two stones; the fit maximises the likelihood of the moves played (Adam steps, a
 * small ridge). Data: {@link GomokuTuner}'s {@code MOVES;RESULT} lines with an optional third field, the
 * side (0 Black, 1 White) whose moves are not learned (our own player's, to learn the opponent's choices).
 * The last tenth of the games is held out (or the games of {@code --held=FILE}): for positions with more than 20 candidates it prints how often
 * the move played is among the first 1, 3, 10 and 20 by the learned values and by the shape sums they
 * replace. {@code --out=FILE} writes the values in the resource format.
 * {@code --pairs} and {@code --edges} fit the values of the pairs of combinations and of the distance to the edge
 * too (held at zero otherwise).
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.GomokuMoveValueFit --data=FILE [--held=FILE]
 * [--steps=N] [--rate=X] [--from-ply=N] [--all] [--pairs] [--edges] [--out=FILE] [--rule=R]} ({@code R} the
 * games' rule, freestyle unless told).
 */
public final class GomokuMoveValueFit {
    /** Where a set's values start among the weights: the side to move's, then the opponent's, then proximity. */
    static final int SETS = 715;
    private static final int NEAR = GomokuMoveValues.NEAR;
    /** Features per candidate: the two sets, proximity, the pair of combinations, the distance to the edge. */
    static final int PER = 5;
    /** Where the combination pairs' weights start, and the edge classes'. */
    static final int PAIRS = 2 * SETS + NEAR * NEAR;
    static final int EDGE = PAIRS + GomokuCombo.COUNT * GomokuCombo.COUNT;
    static final int EDGES = GomokuMoveValues.EDGES;
    static final int WEIGHTS = EDGE + EDGES;
    private static final int[] SET_OF_CODE = new int[10_000];
    private static final int[] CODE_OF_SET = new int[SETS];

    static {
        Arrays.fill(SET_OF_CODE, -1);
        int n = 0;
        for (int a = 0; a < 10; a++) {
            for (int b = 0; b <= a; b++) {
                for (int c = 0; c <= b; c++) {
                    for (int d = 0; d <= c; d++) {
                        SET_OF_CODE[a * 1000 + b * 100 + c * 10 + d] = n;
                        CODE_OF_SET[n++] = a * 1000 + b * 100 + c * 10 + d;
                    }
                }
            }
        }
    }

    /**
     * One position: each candidate's three weight indices, which candidate was played, and the move's rank by
     * the shape sums (1 = first, 21 = not among the 20 kept; 0 with 20 candidates or fewer).
     */
    record Choice(int[] features, int played, int candidates, int shapeRank) {
    }

    private GomokuMoveValueFit() {
    }

    /** The set index of {@code side}'s four shapes on {@code cell}. */
    static int set(GomokuPosition p, int side, int cell) {
        int[] s = {p.shape(side, cell, 0), p.shape(side, cell, 1), p.shape(side, cell, 2), p.shape(side, cell, 3)};
        Arrays.sort(s);
        return SET_OF_CODE[s[3] * 1000 + s[2] * 100 + s[1] * 10 + s[0]];
    }

    /** The set index of four shape codes written largest first as a decimal number ({@code 4320}). */
    static int set(int code) {
        return SET_OF_CODE[code];
    }

    /** The four shape codes of set {@code set}, largest first, as a decimal number. */
    static int code(int set) {
        return CODE_OF_SET[set];
    }

    /**
     * The positions of {@code lines}' games under {@code rule}: every move from {@code fromPly} with two or more
     * candidates.
     */
    static List<Choice> choices(List<String> lines, GomokuRule rule, int fromPly, boolean all) {
        GomokuEvaluator candidates = new GomokuEvaluator(0, 0);
        GomokuEvaluator kept = new GomokuEvaluator(0, 20);
        int[] buffer = new int[512];
        int[] best = new int[512];
        List<Choice> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.split(";");
            if (fields.length < 2) {
                throw new IllegalArgumentException("line " + (i + 1) + ": expected MOVES;RESULT[;SIDE], got " + line);
            }
            int skipSide = !all && fields.length > 2 ? Integer.parseInt(fields[2].trim()) : -1;
            GomokuPosition game = GomokuPosition.of(15, rule, fields[0]);
            GomokuPosition p = new GomokuPosition(15, rule);
            for (int ply = 0; ply < game.ply(); ply++) {
                int move = game.moveAt(ply);
                if (ply >= fromPly && p.sideToMove() != skipSide) {
                    int k = candidates.searchMoves(p, buffer, 0);
                    int played = -1;
                    for (int c = 0; c < k; c++) {
                        played = buffer[c] == move ? c : played;
                    }
                    if (k >= 2 && played >= 0) {
                        int me = p.sideToMove();
                        int last = ply >= 1 ? game.moveAt(ply - 1) : -1;
                        int before = ply >= 2 ? game.moveAt(ply - 2) : -1;
                        int[] f = new int[PER * k];
                        for (int c = 0; c < k; c++) {
                            int cell = buffer[c];
                            f[PER * c] = set(p, me, cell);
                            f[PER * c + 1] = SETS + set(p, 1 - me, cell);
                            f[PER * c + 2] = 2 * SETS + GomokuMoveValues.near(cell, last, 15) * NEAR + GomokuMoveValues.near(cell, before, 15);
                            f[PER * c + 3] = PAIRS + GomokuMoveValues.pair(p.combo(me, cell), p.combo(1 - me, cell));
                            f[PER * c + 4] = EDGE + GomokuMoveValues.edge(cell, 15);
                        }
                        int shapeRank = 0;
                        if (k > 20) {
                            // the shape sums keep their 20 best first
                            shapeRank = 21;
                            int n = kept.searchMoves(p, best, 0);
                            for (int c = n - 1; c >= 0; c--) {
                                shapeRank = best[c] == move ? c + 1 : shapeRank;
                            }
                        }
                        out.add(new Choice(f, played, k, shapeRank));
                    }
                }
                p.play(move);
            }
        }
        return out;
    }

    /** The logit of candidate {@code c} of {@code q}. */
    static double logit(double[] w, Choice q, int c) {
        int[] f = q.features();
        int at = PER * c;
        return w[f[at]] + w[f[at + 1]] + w[f[at + 2]] + w[f[at + 3]] + w[f[at + 4]];
    }

    /** Fits the weights by {@code steps} Adam steps of size {@code rate} on the mean log-likelihood. */
    static double[] fit(List<Choice> train, int steps, double rate) {
        return fit(train, steps, rate, false, false);
    }

    /** As above, the combination pairs' and the edge classes' weights fitted too or held at zero. */
    static double[] fit(List<Choice> train, int steps, double rate, boolean pairs, boolean edges) {
        double[] w = new double[WEIGHTS];
        double[] grad = new double[w.length];
        AdamSteps adam = new AdamSteps(w.length, 1e-8);
        double[] e = new double[512];
        for (int step = 1; step <= steps; step++) {
            Arrays.fill(grad, 0);
            for (Choice q : train) {
                int k = q.candidates();
                double max = Double.NEGATIVE_INFINITY;
                for (int c = 0; c < k; c++) {
                    e[c] = logit(w, q, c);
                    max = Math.max(max, e[c]);
                }
                double z = 0;
                for (int c = 0; c < k; c++) {
                    e[c] = Math.exp(e[c] - max);
                    z += e[c];
                }
                int[] f = q.features();
                for (int c = 0; c < k; c++) {
                    double g = e[c] / z - (c == q.played() ? 1 : 0);
                    for (int j = PER * c; j < PER * c + PER; j++) {
                        grad[f[j]] += g;
                    }
                }
            }
            for (int j = 0; j < w.length; j++) {
                grad[j] = grad[j] / train.size() + 1e-4 * w[j];
            }
            if (!pairs) {
                Arrays.fill(grad, PAIRS, EDGE, 0);
            }
            if (!edges) {
                Arrays.fill(grad, EDGE, WEIGHTS, 0);
            }
            adam.step(w, grad, rate, null);
        }
        return w;
    }

    /** The mean negative log-likelihood of the moves played. */
    static double loss(double[] w, List<Choice> data) {
        double sum = 0;
        for (Choice q : data) {
            double max = Double.NEGATIVE_INFINITY;
            for (int c = 0; c < q.candidates(); c++) {
                max = Math.max(max, logit(w, q, c));
            }
            double z = 0;
            for (int c = 0; c < q.candidates(); c++) {
                z += Math.exp(logit(w, q, c) - max);
            }
            sum -= logit(w, q, q.played()) - max - Math.log(z);
        }
        return sum / data.size();
    }

    /** The rank (1 = first) of the move played among its candidates by the learned values; ties count against it. */
    static int rank(double[] w, Choice q) {
        double played = logit(w, q, q.played());
        int rank = 1;
        for (int c = 0; c < q.candidates(); c++) {
            if (c != q.played() && logit(w, q, c) >= played) {
                rank++;
            }
        }
        return rank;
    }

    /** Writes the values in {@link dev.strategist.games.gomoku.GomokuMoveValues}' resource format, hundredths of a logit. */
    static void write(double[] w, PrintWriter out, String origin) {
        out.println("# Gomoku move values (dev.strategist.games.gomoku.GomokuMoveValues), hundredths of a logit.");
        out.println("# " + origin);
        out.println("# CODE MINE THEIRS: a set of four line shapes (GomokuShapes codes, largest first), the value");
        out.println("# of a cell where the side to move would make them and where the opponent would; then");
        out.println("# near A B VALUE: the proximity class of the cell to the last stone (A) and to the one before (B);");
        out.println("# pair MINE THEIRS VALUE: the combinations (GomokuCombo) the cell makes for each side; edge D VALUE:");
        out.println("# its distance to the nearest edge (4: four or more).");
        for (int s = 0; s < SETS; s++) {
            long mine = Math.round(100 * w[s]);
            long theirs = Math.round(100 * w[SETS + s]);
            if (mine != 0 || theirs != 0) {
                out.printf(Locale.ROOT, "%04d %d %d%n", CODE_OF_SET[s], mine, theirs);
            }
        }
        for (int a = 0; a < NEAR; a++) {
            for (int b = 0; b < NEAR; b++) {
                out.printf(Locale.ROOT, "near %d %d %d%n", a, b, Math.round(100 * w[2 * SETS + a * NEAR + b]));
            }
        }
        for (int j = PAIRS; j < EDGE; j++) {
            long v = Math.round(100 * w[j]);
            if (v != 0) {
                out.printf(Locale.ROOT, "pair %d %d %d%n", (j - PAIRS) / GomokuCombo.COUNT, (j - PAIRS) % GomokuCombo.COUNT, v);
            }
        }
        for (int j = EDGE; j < WEIGHTS; j++) {
            long v = Math.round(100 * w[j]);
            if (v != 0) {
                out.printf(Locale.ROOT, "edge %d %d%n", j - EDGE, v);
            }
        }
    }

    /** Fits, reports and writes the values. */
    public static void main(String[] args) throws IOException {
        BenchArgs options = BenchArgs.of(args, "usage: GomokuMoveValueFit --data=FILE [--held=FILE] [--steps=N]"
                + " [--rate=X] [--from-ply=N] [--all] [--pairs] [--edges] [--out=FILE]"
                + " [--rule=freestyle|standard|renju]");
        String dataName = options.text("data", null);
        String heldName = options.text("held", null);
        String outName = options.text("out", null);
        boolean all = options.flag("all");
        boolean pairs = options.flag("pairs");
        boolean edges = options.flag("edges");
        int fromPly = options.integer("from-ply", 12);
        GomokuRule rule = options.parsed("rule", GomokuRule.FREESTYLE.optionValue(), GomokuRule::fromOption);
        FitSettings settings = FitSettings.of(options, 300, 0.05);
        options.done();
        if (dataName == null) {
            options.refuse();
        }
        Path data = Path.of(dataName);
        Path heldData = heldName == null ? null : Path.of(heldName);
        Path out = outName == null ? null : Path.of(outName);
        List<String> lines = Files.readAllLines(data);
        // without a file of its own, the last tenth of the games is held out
        int trainGames = heldData != null ? lines.size() : lines.size() - lines.size() / 10;
        List<Choice> train = choices(lines.subList(0, trainGames), rule, fromPly, all);
        List<Choice> held = heldData != null ? choices(Files.readAllLines(heldData), rule, fromPly, all)
                : choices(lines.subList(trainGames, lines.size()), rule, fromPly, all);
        double[] w = fit(train, settings.steps(), settings.rate(), pairs, edges);
        System.out.printf(Locale.ROOT, "%d positions fitted, %d held out; loss %.4f, held out %.4f%n", train.size(),
                held.size(), loss(w, train), loss(w, held));
        int[] tops = {1, 3, 10, 20};
        int[] hits = new int[tops.length];
        int[] shapeHits = new int[tops.length];
        int wide = 0;
        for (Choice q : held) {
            if (q.candidates() > 20) {
                wide++;
                int r = rank(w, q);
                for (int t = 0; t < tops.length; t++) {
                    hits[t] += r <= tops[t] ? 1 : 0;
                    shapeHits[t] += q.shapeRank() <= tops[t] ? 1 : 0;
                }
            }
        }
        for (int t = 0; t < tops.length; t++) {
            System.out.printf(Locale.ROOT, "held out, more than 20 candidates (%d): move played in the first %d:"
                    + " %.1f %% by the values, %.1f %% by the shape sums%n", wide, tops[t],
                    100.0 * hits[t] / Math.max(1, wide), 100.0 * shapeHits[t] / Math.max(1, wide));
        }
        if (out != null) {
            try (PrintWriter pw = new PrintWriter(Files.newBufferedWriter(out))) {
                write(w, pw, "Fitted by GomokuMoveValueFit to " + data.getFileName() + ": " + train.size() + " positions.");
            }
        }
    }
}
