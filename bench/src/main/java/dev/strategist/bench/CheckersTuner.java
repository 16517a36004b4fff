package dev.strategist.bench;

import dev.strategist.core.Outcome;
import dev.strategist.games.checkers.CheckersBallots;
import dev.strategist.games.checkers.CheckersBallots.Ballot;
import dev.strategist.games.checkers.CheckersEvaluator;
import dev.strategist.games.checkers.CheckersFeatures;
import dev.strategist.games.checkers.CheckersFen;
import dev.strategist.games.checkers.CheckersGame;
import dev.strategist.games.checkers.CheckersPosition;
import dev.strategist.games.checkers.CheckersWeights;
import dev.strategist.play.Strategist;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Tunes {@link CheckersWeights} to self-play results. {@code --generate=N} plays N games from random ACF
 * ballots plus two random plies, both sides the engine at {@code --depth} with the {@code --from} weights
 * (a little variety among near-equal moves), and writes every quiet position after the opening with the
 * game's result for Black ({@code FEN;result}, one per line). {@code --fit} reads such a file and fits the
 * weights ({@link TexelFit}), the men's weight on a full board held at 100 to keep the scale, and prints
 * them as Java array literals for {@link CheckersWeights}. {@code --games=PDN[,PDN...]} writes the quiet
 * positions of played games instead ({@link CheckersGamePositions}, the first {@code --skip} plies of each left
 * out, 5 by default: a ballot and two random plies), so that games against another engine can be fitted.
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.CheckersTuner --generate=2000 --depth=6
 * --data=target/checkers-positions.txt [--seed=N]} then {@code ... --fit --data=FILE [--steps=N]}.
 */
public final class CheckersTuner {
    private CheckersTuner() {
    }

    /** Plays {@code games} games and writes their quiet positions with the results; returns the count. */
    static int generate(int games, int depth, CheckersWeights weights, long seed, BufferedWriter out) throws IOException {
        CheckersGame game = new CheckersGame();
        List<Ballot> deck = CheckersBallots.deck();
        Random random = new Random(seed);
        int written = 0;
        List<String> fens = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            CheckersPosition p = CheckersBallots.play(deck.get(random.nextInt(deck.size())),
                    game.newPosition(game.defaultOptions()));
            for (int k = 0; k < 2 && !p.isOver(); k++) {
                int[] moves = p.legalMoves();
                p.play(moves[random.nextInt(moves.length)]);
            }
            Strategist<CheckersPosition> s = Strategist.builder(game).evaluator(new CheckersEvaluator(weights))
                    .depth(depth).pickAmongBest(2, 4).seed(random.nextLong()).tableMegabytes(8).build();
            fens.clear();
            while (!p.isOver() && p.ply() < CheckersTournament.MAX_PLIES) {
                if (!p.mustCapture()) {
                    fens.add(CheckersFen.format(p));
                }
                p.play(s.bestMove(p));
            }
            Outcome outcome = p.isOver() ? p.outcome() : Outcome.DRAW;
            double black = blackResult(outcome);
            for (String fen : fens) {
                out.write(fen + ";" + black + "\n");
            }
            written += fens.size();
            if ((g + 1) % 50 == 0) {
                System.err.printf("%d games, %d positions%n", g + 1, written);
            }
        }
        return written;
    }

    /** Number of fitted weights: each term's full-board and ending weight. */
    private static final int N = 2 * CheckersFeatures.COUNT;

    /** The tapered terms of one position: each raw count split between the full-board and the ending weight. */
    static double[] terms(CheckersPosition p, int[] raw) {
        CheckersFeatures.extract(p, raw);
        int pieces = Long.bitCount(p.pieces(0) | p.pieces(1));
        double full = CheckersWeights.phase(pieces);
        double[] x = new double[N];
        for (int t = 0; t < CheckersFeatures.COUNT; t++) {
            x[t] = raw[t] * full;
            x[CheckersFeatures.COUNT + t] = raw[t] * (1 - full);
        }
        return x;
    }

    static double[] vector(CheckersWeights w) {
        double[] v = new double[N];
        for (int t = 0; t < CheckersFeatures.COUNT; t++) {
            v[t] = w.full(t);
            v[CheckersFeatures.COUNT + t] = w.ending(t);
        }
        return v;
    }

    /** Fits the weights to the positions of {@code data}, starting from {@code start}, and prints them. */
    static void fit(Path data, CheckersWeights start, int steps, double rate, double pull) throws IOException {
        // a position met in several games counts once, with its mean result: the long king endings of
        // drawn games would otherwise repeat the same few positions thousands of times
        java.util.LinkedHashMap<String, double[]> seen = new java.util.LinkedHashMap<>();
        List<String> lines = Files.readAllLines(data);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            int semi = line.indexOf(';');
            if (semi < 0) {
                throw new IllegalArgumentException(data + " line " + (i + 1) + ": expected FEN;result, got " + line);
            }
            double[] sum = seen.computeIfAbsent(line.substring(0, semi), f -> new double[2]);
            sum[0] += Double.parseDouble(line.substring(semi + 1));
            sum[1]++;
        }
        double[][] x = new double[seen.size()][];
        double[] r = new double[seen.size()];
        int[] raw = new int[CheckersFeatures.COUNT];
        int i = 0;
        for (var e : seen.entrySet()) {
            CheckersPosition p = CheckersPosition.of(e.getKey());
            double black = e.getValue()[0] / e.getValue()[1];
            x[i] = terms(p, raw);
            r[i] = p.sideToMove() == 0 ? black : 1 - black;
            i++;
        }
        System.out.printf("%d lines, %d distinct positions%n", lines.size(), seen.size());
        // the last tenth of the file (the last games played) is held out to show the fit generalises
        int train = x.length - x.length / 10;
        TexelFit fit = new TexelFit(java.util.Arrays.copyOf(x, train), java.util.Arrays.copyOf(r, train));
        TexelFit held = new TexelFit(java.util.Arrays.copyOfRange(x, train, x.length),
                java.util.Arrays.copyOfRange(r, train, x.length));
        double[] w0 = vector(start);
        double k = fit.fitScale(w0);
        System.out.printf(Locale.ROOT, "%d positions (%d held out); scale k = %.4f; error with %s weights %.6f, held out %.6f%n",
                x.length, x.length - train, k, start.name(), fit.error(w0, k), held.error(w0, k));
        boolean[] fixed = new boolean[N];
        fixed[CheckersFeatures.MEN] = true;
        double[] w = fit.fitWeights(w0, fixed, k, steps, rate, pull);
        System.out.printf(Locale.ROOT, "error with fitted weights %.6f, held out %.6f (refitted scale %.4f)%n",
                fit.error(w, k), held.error(w, k), fit.fitScale(w));
        System.out.printf("%-20s %8s %8s%n", "term", "full", "ending");
        for (int t = 0; t < CheckersFeatures.COUNT; t++) {
            System.out.printf(Locale.ROOT, "%-20s %8.1f %8.1f%n", CheckersFeatures.NAMES[t], w[t],
                    w[CheckersFeatures.COUNT + t]);
        }
        System.out.println("new int[] {" + literal(w, 0) + "},");
        System.out.println("new int[] {" + literal(w, CheckersFeatures.COUNT) + "});");
    }

    private static String literal(double[] w, int from) {
        StringBuilder sb = new StringBuilder();
        for (int t = 0; t < CheckersFeatures.COUNT; t++) {
            sb.append(t == 0 ? "" : ", ").append(Math.round(w[from + t]));
        }
        return sb.toString();
    }

    /** Black's result as a training line writes it: 1 for a Black win, 0 for a loss, 0.5 for a draw. */
    static double blackResult(Outcome outcome) {
        return outcome.signFor(0) > 0 ? 1 : outcome.signFor(0) < 0 ? 0 : 0.5;
    }

    /** Writes the training lines of the games in {@code pdns} to {@code data}. */
    private static void writeGames(List<Path> pdns, int skip, Path data) throws IOException {
        List<String> lines = new ArrayList<>();
        for (Path pdn : pdns) {
            lines.addAll(CheckersGamePositions.lines(Files.readString(pdn), pdn.toString(), skip));
        }
        Files.write(data, lines);
        System.out.printf("%d positions from %s written to %s%n", lines.size(), pdns, data);
    }

    /** Generates positions or fits weights, as the arguments say. */
    public static void main(String[] args) throws IOException {
        BenchArgs options = BenchArgs.of(args,
                "usage: CheckersTuner --generate=N [--depth=N] [--seed=N] [--data=FILE] [--from=hand]"
                + " | --games=PDN[,PDN...] [--skip=PLIES] [--data=FILE]"
                + " | --fit [--data=FILE] [--steps=N] [--rate=X] [--pull=X] [--from=hand]");
        int games = options.integer("generate", 0);
        int depth = options.integer("depth", 6);
        long seed = options.number("seed", 20261121L);
        String pdnNames = options.text("games", null);
        int skip = options.integer("skip", 5);
        Path data = Path.of(options.text("data", "target/checkers-positions.txt"));
        FitSettings settings = FitSettings.of(options);
        String fromName = options.text("from", null);
        boolean fit = options.flag("fit");
        options.done();
        if (fromName != null && !fromName.equals("hand")) {
            options.refuse();
        }
        CheckersWeights from = fromName != null ? CheckersWeights.HAND : CheckersWeights.TUNED;
        List<Path> pdns = new ArrayList<>();
        if (pdnNames != null) {
            for (String name : pdnNames.split(",")) {
                pdns.add(Path.of(name));
            }
        }
        if (games > 0) {
            if (data.getParent() != null) {
                Files.createDirectories(data.getParent());
            }
            try (BufferedWriter out = Files.newBufferedWriter(data)) {
                long start = System.nanoTime();
                int n = generate(games, depth, from, seed, out);
                System.out.printf("%d games, %d positions written to %s in %.1f s%n", games, n, data,
                        (System.nanoTime() - start) / 1e9);
            } catch (UncheckedIOException e) {
                throw e.getCause();
            }
        }
        if (!pdns.isEmpty()) {
            writeGames(pdns, skip, data);
        }
        if (fit) {
            fit(data, from, settings.steps(), settings.rate(), settings.pull());
        }
    }
}
