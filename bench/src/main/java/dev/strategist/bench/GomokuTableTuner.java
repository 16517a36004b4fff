package dev.strategist.bench;

import dev.strategist.core.Score;
import dev.strategist.games.gomoku.GomokuEvaluator;
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
 * Measures what two larger groups of terms add to {@link GomokuFeatures}: a table of every cell's four line
 * shapes taken together (for each side, the side to move and the opponent, one correction per multiset of four
 * shapes, counted over the empty cells) and a value for each {@link GomokuFeatures#threatMask} (one-hot: who can
 * make which threat against which), each fitted with its own ridge pull towards zero on top of the 44 terms
 * (which start from {@link GomokuWeights#FITTED}). Reads the {@link GomokuTuner} data format ({@code MOVES;RESULT},
 * a third field such as the bench's games' side of ours ignored) and prints the error of each combination on the
 * fitted games and on the last tenth held out, then the fit with the masks as a weights file
 * ({@link GomokuWeights#parse}: its 44 terms and the masks seen in at least {@code --min-seen} positions), to
 * {@code --out} or the standard output. With {@code --labels=FILE} in place of {@code --data} it reads positions
 * labelled by {@link GomokuSearchLabels} and fits each to its search's score (a proven or tier score a win or a
 * loss), read on the scale that fits the evaluation to the results, mixed with its game's result weighed
 * {@code --lambda} (0 by default); the held-out errors are then given against both. {@code --out-table=FILE}
 * writes the fit of all three (terms, table and masks) as a weights file the player reads, the table as
 * {@code set} lines in sixteenths ({@link dev.strategist.games.gomoku.GomokuCellTable}). {@code --hold} (with
 * {@code --out-table} only) holds the 44 terms and the threat masks at the default's ({@link GomokuWeights#FITTED})
 * and fits the table alone, so the file written is the default's weights plus its {@code set} lines.
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.GomokuTableTuner --data=FILE|--labels=FILE
 * [--lambda=X] [--steps=N] [--rate=X] [--pull=X] [--table-pull=X] [--threat-pull=X] [--from-ply=N] [--min-seen=N]
 * [--out=FILE] [--out-table=FILE] [--hold]}
 */
public final class GomokuTableTuner {
    /** Sets of four shape codes, indexed as {@link GomokuMoveValueFit#set} indexes them (the all-empty set left out). */
    static final int MULTISETS = GomokuMoveValueFit.SETS;
    private static final int EMPTY = GomokuMoveValueFit.set(0);
    /** Where the one-hot {@link GomokuFeatures#threatMask} terms start, after both sides' multisets. */
    static final int THREATS_AT = GomokuFeatures.COUNT + 2 * MULTISETS;

    private GomokuTableTuner() {
    }

    /** One sample's sparse terms: the 44 features, then each side's multiset counts, then its threat mask. */
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
        int[] at = new int[n + 1];
        double[] x = new double[n + 1];
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
        at[j] = THREATS_AT + GomokuFeatures.threatMask(p);
        x[j] = 1;
        indices.add(at);
        values.add(x);
    }

    /** Fits and prints. */
    public static void main(String[] args) throws IOException {
        BenchArgs options = BenchArgs.of(args, "usage: GomokuTableTuner --data=FILE [--steps=N] [--rate=X] [--pull=X]"
                + " [--table-pull=X] [--threat-pull=X] [--from-ply=N] [--min-seen=N] [--out=FILE]"
                + " [--out-table=FILE] [--hold]"
                + " [--rule=freestyle|standard|renju] [--mover=any|black|white],"
                + " or --labels=FILE [--lambda=X] for --data=FILE");
        String dataName = options.text("data", null);
        String labelsName = options.text("labels", null);
        double lambda = options.decimal("lambda", 0);
        double tablePull = options.decimal("table-pull", 1);
        double threatPull = options.decimal("threat-pull", 1);
        FitSettings settings = FitSettings.of(options);
        int fromPly = options.integer("from-ply", 8);
        int minSeen = options.integer("min-seen", 30);
        String outName = options.text("out", null);
        String tableName = options.text("out-table", null);
        GomokuRule rule = options.parsed("rule", GomokuRule.FREESTYLE.optionValue(), GomokuRule::fromOption);
        int mover = options.parsed("mover", "any", GomokuTableTuner::mover);
        boolean hold = options.flag("hold");
        options.done();
        if ((dataName == null) == (labelsName == null) || lambda < 0 || lambda > 1) {
            options.refuse();
        }
        if (tableName != null && mover == 1) {
            // a weights file holds one table, read for both colours: white's set lines would be read as black's
            throw new IllegalArgumentException("--out-table writes one table for both colours; fit it with"
                    + " --mover=any or --mover=black, not --mover=white");
        }
        if (hold && (tableName == null || outName != null)) {
            // held, the terms and masks are the default's: the one thing to write is the table fitted on top of them
            throw new IllegalArgumentException("--hold fits the table alone on the default's terms and masks and"
                    + " writes it with them to --out-table=FILE: give --out-table, not --out");
        }
        if (hold && rule == GomokuRule.RENJU) {
            // under renju the default is another file's terms and masks, and a weights file's table is read for
            // every rule
            throw new IllegalArgumentException("--hold holds the default's freestyle weights; not with --rule=renju");
        }
        Positions positions = new Positions(rule, fromPly, mover);
        List<int[]> indices = new ArrayList<>();
        List<double[]> values = new ArrayList<>();
        List<Double> results = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        int games = labelsName == null ? readGames(Path.of(dataName), positions, indices, values, results)
                : readLabels(Path.of(labelsName), positions, indices, values, results, scores);
        int n = results.size();
        int train = n - n / 10;
        int terms = THREATS_AT + GomokuFeatures.THREAT_MASKS;
        double[] r = new double[n];
        for (int i = 0; i < n; i++) {
            r[i] = results.get(i);
        }
        int[][] rows = indices.toArray(new int[0][]);
        double[][] rowValues = values.toArray(new double[0][]);
        SparseTexelFit fit = part(rows, rowValues, r, 0, train, terms);
        SparseTexelFit held = part(rows, rowValues, r, train, n, terms);
        double[] w0 = new double[terms];
        for (int t = 0; t < GomokuFeatures.COUNT; t++) {
            w0[t] = GomokuWeights.FITTED.weight(t);
        }
        double k = fit.fitScale(w0);
        System.out.printf(Locale.ROOT, "%d games, %d positions (%d held out), %d multisets; k = %.4f; FITTED: error %.6f,"
                + " held out %.6f%n", games, n, n - train, MULTISETS, k, fit.error(w0, k), held.error(w0, k));
        SparseTexelFit heldResults = held;
        if (labelsName != null) {
            // each position's target: its game's result weighed lambda, what the deeper search says the rest,
            // read on the scale that fits the evaluation to the results
            for (int i = 0; i < n; i++) {
                r[i] = lambda * r[i] + (1 - lambda) * searchTarget(scores.get(i), k);
            }
            fit = part(rows, rowValues, r, 0, train, terms);
            held = part(rows, rowValues, r, train, n, terms);
            System.out.printf(Locale.ROOT, "targets: lambda %.2f of the result, the rest the search's score; FITTED:"
                    + " error %.6f, held out %.6f (the held-out errors below are against these targets; against the"
                    + " results in brackets)%n", lambda, fit.error(w0, k), held.error(w0, k));
        }
        if (hold) {
            holdAndFitTable(args, fit, held, heldResults, w0, k, settings, tablePull, tableName);
            return;
        }
        double[] pull = new double[terms];
        for (int t = 0; t < terms; t++) {
            pull[t] = t < GomokuFeatures.COUNT ? settings.pull() : t < THREATS_AT ? tablePull : threatPull;
        }
        double[] plain = fit.fitWeights(w0, held(terms, false, false), k, settings.steps(), settings.rate(), pull);
        System.out.printf(Locale.ROOT, "44 terms refitted: error %.6f, held out %.6f (%.6f)%n", fit.error(plain, k),
                held.error(plain, k), heldResults.error(plain, k));
        double[] threats = fit.fitWeights(w0, held(terms, false, true), k, settings.steps(), settings.rate(), pull);
        System.out.printf(Locale.ROOT, "44 terms and the threat masks: error %.6f, held out %.6f (%.6f)%n",
                fit.error(threats, k), held.error(threats, k), heldResults.error(threats, k));
        double[] w = fit.fitWeights(w0, held(terms, true, false), k, settings.steps(), settings.rate(), pull);
        System.out.printf(Locale.ROOT, "44 terms and the table: error %.6f, held out %.6f (%.6f)%n", fit.error(w, k),
                held.error(w, k), heldResults.error(w, k));
        double[] all = fit.fitWeights(w0, held(terms, true, true), k, settings.steps(), settings.rate(), pull);
        System.out.printf(Locale.ROOT, "44 terms, the table and the threat masks: error %.6f, held out %.6f (%.6f)%n",
                fit.error(all, k), held.error(all, k), heldResults.error(all, k));
        int[] seen = new int[terms];
        for (int[] row : indices) {
            for (int t : row) {
                seen[t]++;
            }
        }
        for (int set = 0; set < MULTISETS; set++) {
            int me = GomokuFeatures.COUNT + set;
            int op = me + MULTISETS;
            if (seen[me] + seen[op] > 0) {
                System.out.printf(Locale.ROOT, "%04d me %7.1f (%6d) op %7.1f (%6d)%n", GomokuMoveValueFit.code(set),
                        w[me], seen[me], w[op], seen[op]);
            }
        }
        // the fit with the masks as a weights file (GomokuWeights.parse): its 44 terms, then the masks seen at
        // least --min-seen times (rarer ones say too little to keep)
        // a fit of white's positions alone is written as white's weights, to follow a fit of black's in one file
        String prefix = mover == 1 ? "white-" : "";
        StringBuilder file = weightsFile(args, prefix, threats, seen, minSeen);
        if (tableName != null) {
            // the joint fit with its table: a set's values in sixteenths, as GomokuWeights reads set lines
            StringBuilder tabled = weightsFile(args, prefix, all, seen, minSeen);
            appendTable(tabled, all);
            Files.writeString(Path.of(tableName), tabled);
            System.out.println("the fit with the table and the threat masks written to " + tableName);
        }
        if (outName == null) {
            System.out.print(file);
        } else {
            Files.writeString(Path.of(outName), file);
            System.out.println("the fit with the threat masks written to " + outName);
        }
    }

    /**
     * Fits the table alone on the default's terms and masks, held, and writes the default's weights file with the
     * table's {@code set} lines to {@code tableName}: the player's score with it is the default's plus the table's.
     * The scale {@code k} and the targets stay those of the other fits (the default's terms without masks), so the
     * held-out errors compare with theirs.
     */
    private static void holdAndFitTable(String[] args, SparseTexelFit fit, SparseTexelFit held,
                                        SparseTexelFit heldResults, double[] w0, double k, FitSettings settings,
                                        double tablePull, String tableName) throws IOException {
        int terms = w0.length;
        double[] start = w0.clone();
        for (int mask = 0; mask < GomokuFeatures.THREAT_MASKS; mask++) {
            start[THREATS_AT + mask] = GomokuWeights.FITTED.mask(mask);
        }
        System.out.printf(Locale.ROOT, "the default's terms and threat masks: error %.6f, held out %.6f (%.6f)%n",
                fit.error(start, k), held.error(start, k), heldResults.error(start, k));
        boolean[] fixed = new boolean[terms];
        double[] pull = new double[terms];
        for (int t = 0; t < terms; t++) {
            boolean table = t >= GomokuFeatures.COUNT && t < THREATS_AT;
            fixed[t] = !table;
            pull[t] = table ? tablePull : 0;
        }
        double[] w = fit.fitWeights(start, fixed, k, settings.steps(), settings.rate(), pull);
        System.out.printf(Locale.ROOT, "the default's terms and threat masks held, the table fitted: error %.6f,"
                + " held out %.6f (%.6f)%n", fit.error(w, k), held.error(w, k), heldResults.error(w, k));
        StringBuilder file = new StringBuilder("# GomokuTableTuner " + String.join(" ", args) + "\n"
                + "# the default's terms and threat masks, held; the table fitted on top of them\nterms");
        for (int t = 0; t < GomokuFeatures.COUNT; t++) {
            file.append(' ').append(GomokuWeights.FITTED.weight(t));
        }
        file.append('\n');
        for (int mask = 0; mask < GomokuFeatures.THREAT_MASKS; mask++) {
            // every mask the default has, however rarely the labels saw it: the file is the default plus the table
            if (GomokuWeights.FITTED.mask(mask) != 0) {
                file.append(String.format(Locale.ROOT, "mask %d %d%n", mask, GomokuWeights.FITTED.mask(mask)));
            }
        }
        int kept = appendTable(file, w);
        Files.writeString(Path.of(tableName), file);
        System.out.println("the default's weights with the table (" + kept + " sets) written to " + tableName);
    }

    /** Appends {@code w}'s table as {@code set} lines in sixteenths, as GomokuWeights reads them; answers how many. */
    private static int appendTable(StringBuilder file, double[] w) {
        int kept = 0;
        for (int set = 0; set < MULTISETS; set++) {
            long me = Math.round(16 * w[GomokuFeatures.COUNT + set]);
            long op = Math.round(16 * w[GomokuFeatures.COUNT + MULTISETS + set]);
            if (set != EMPTY && (me != 0 || op != 0)) {
                file.append(String.format(Locale.ROOT, "set %04d %d %d%n", GomokuMoveValueFit.code(set), me, op));
                kept++;
            }
        }
        return kept;
    }

    /** A weights file of {@code w}'s 44 terms and its threat masks seen at least {@code minSeen} times. */
    private static StringBuilder weightsFile(String[] args, String prefix, double[] w, int[] seen, int minSeen) {
        StringBuilder file = new StringBuilder("# GomokuTableTuner " + String.join(" ", args) + "\n")
                .append(prefix).append("terms");
        for (int t = 0; t < GomokuFeatures.COUNT; t++) {
            file.append(' ').append(Math.round(w[t]));
        }
        file.append('\n');
        for (int mask = 0; mask < GomokuFeatures.THREAT_MASKS; mask++) {
            if (seen[THREATS_AT + mask] >= minSeen) {
                file.append(String.format(Locale.ROOT, "%smask %d %d%n# me %s op %s, %d positions%n", prefix, mask,
                        Math.round(w[THREATS_AT + mask]),
                        Integer.toBinaryString(mask & (1 << GomokuFeatures.THREAT_BITS) - 1),
                        Integer.toBinaryString(mask >>> GomokuFeatures.THREAT_BITS), seen[THREATS_AT + mask]));
            }
        }
        return file;
    }

    /** The {@code --mover=} side: 0 black, 1 white, -1 either. */
    static int mover(String text) {
        switch (text) {
            case "black":
                return 0;
            case "white":
                return 1;
            case "any":
                return -1;
            default:
                throw new IllegalArgumentException("the side to move is any, black or white");
        }
    }

    /**
     * Which positions a fit takes: the games' rule, the first ply, and the side to move ({@code -1} either; renju's
     * sides differ enough to want weights each).
     */
    record Positions(GomokuRule rule, int fromPly, int mover) {
        /** True if {@code p} is a sample: from the first ply, not settled by a decisive tier, the side asked for. */
        boolean takes(GomokuPosition p) {
            return p.ply() >= fromPly && (mover < 0 || p.sideToMove() == mover) && !p.isOver()
                    && !GomokuFeatures.decided(p);
        }
    }

    /**
     * Reads games ({@code MOVES;RESULT}, a third field such as the bench's games' side of ours ignored): each
     * position that {@code positions} takes, its terms and its result for the side to move. Answers how many games
     * were read.
     */
    static int readGames(Path data, Positions positions, List<int[]> indices, List<double[]> values,
                         List<Double> results) throws IOException {
        int[] raw = new int[GomokuFeatures.COUNT];
        int[] counts = new int[2 * MULTISETS];
        int games = 0;
        for (DataLines line : DataLines.read(data, 2, "MOVES;RESULT")) {
            double black = Double.parseDouble(line.fields()[1].trim());
            GomokuPosition game = GomokuPosition.of(15, positions.rule(), line.fields()[0]);
            if (black != 0.5 && !(game.isOver() && game.outcome().signFor(0) == (black == 1 ? 1 : -1))) {
                continue;
            }
            GomokuPosition p = new GomokuPosition(15, positions.rule());
            for (int ply = 0; ply < game.ply(); ply++) {
                if (positions.takes(p)) {
                    terms(p, raw, counts, indices, values);
                    results.add(p.sideToMove() == 0 ? black : 1 - black);
                }
                p.play(game.moveAt(ply));
            }
            games++;
        }
        return games;
    }

    /**
     * Reads positions labelled by {@link GomokuSearchLabels} ({@code MOVES;RESULT;SCORE}): each one that
     * {@code positions} takes, its terms, its game's result and the search's score, both for the side to move.
     * Answers how many games the positions came from (a position that does not continue the one before starts a
     * game).
     */
    static int readLabels(Path data, Positions positions, List<int[]> indices, List<double[]> values,
                          List<Double> results, List<Integer> scores) throws IOException {
        int[] raw = new int[GomokuFeatures.COUNT];
        int[] counts = new int[2 * MULTISETS];
        int games = 0;
        String previous = null;
        for (DataLines line : DataLines.read(data, 3, "MOVES;RESULT;SCORE")) {
            GomokuSearchLabels.Labelled labelled = GomokuSearchLabels.labelled(line, data, positions.rule());
            String moves = line.fields()[0];
            if (previous == null || !moves.startsWith(previous)) {
                games++;
            }
            previous = moves;
            GomokuPosition p = labelled.position();
            if (positions.takes(p)) {
                terms(p, raw, counts, indices, values);
                results.add(labelled.mine());
                scores.add(labelled.score());
            }
        }
        return games;
    }

    /**
     * What a search's score says of the side to move's chances, on the evaluation's scale {@code k}: a proven
     * result or a decisive tier is a win or a loss, anything else the evaluation's own reading.
     */
    static double searchTarget(int score, double k) {
        if (Score.isDecisive(score) || Math.abs(score) >= GomokuEvaluator.TIER) {
            return score > 0 ? 1 : 0;
        }
        return TexelFit.sigmoid(k * score / 100);
    }

    /** A fit of rows {@code from} to {@code to} (exclusive) against targets {@code r}. */
    private static SparseTexelFit part(int[][] rows, double[][] values, double[] r, int from, int to, int terms) {
        return new SparseTexelFit(java.util.Arrays.copyOfRange(rows, from, to),
                java.util.Arrays.copyOfRange(values, from, to), java.util.Arrays.copyOfRange(r, from, to), terms);
    }

    /** Which weights a fit holds: the opponent's open-three line always, the table and the masks unless fitted. */
    private static boolean[] held(int terms, boolean table, boolean threats) {
        boolean[] fixed = new boolean[terms];
        fixed[GomokuFeatures.PER_SIDE + GomokuShapes.OPEN_THREE - 1] = true;
        for (int t = GomokuFeatures.COUNT; t < terms; t++) {
            fixed[t] = t < THREATS_AT ? !table : !threats;
        }
        return fixed;
    }
}
