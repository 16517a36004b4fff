package dev.strategist.bench;

import dev.strategist.games.reversi.ReversiBitboards;
import dev.strategist.games.reversi.eval.ReversiPatternEvaluator;
import dev.strategist.games.reversi.eval.ReversiPatternWeights;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Weight files compared on the same positions: the mean squared error, in discs², of
 * {@link ReversiPatternEvaluator} with each file's weights (as shipped: rounded to 1/64 disc) against the
 * exact labels of the held-out tenth of self-play data files ({@link ReversiSelfPlayData}), by stage.
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.ReversiPatternScore
 * --weights=A.bin.gz[,B.bin.gz...] --data=FILE[,FILE...]}
 */
public final class ReversiPatternScore {
    private ReversiPatternScore() {
    }

    /** Prints the table; exit 2 on a bad option or unreadable file. */
    public static void main(String[] args) throws IOException {
        BenchArgs options = BenchArgs.of(args,
                "usage: ReversiPatternScore --weights=FILE[,FILE...] --data=FILE[,FILE...]");
        String weights = options.text("weights", "");
        String data = options.text("data", "");
        if (weights.isEmpty() || data.isEmpty()) {
            options.refuse();
        }
        options.done();
        try {
            print(weights.split(","), data.split(","));
        } catch (IllegalArgumentException e) {
            System.err.println("ReversiPatternScore: " + e.getMessage());
            System.exit(2);
        } catch (NoSuchFileException e) {
            System.err.println("ReversiPatternScore: no such file " + e.getFile());
            System.exit(2);
        }
    }

    private static void print(String[] weightFiles, String[] dataFiles) throws IOException {
        List<ReversiPatternEvaluator> evaluators = new ArrayList<>();
        for (String f : weightFiles) {
            evaluators.add(ReversiTournament.patternsFrom(Path.of(f)));
        }
        List<ReversiSelfPlayData.Positions> held = new ArrayList<>();
        for (String f : dataFiles) {
            ReversiSelfPlayData.Positions all = ReversiSelfPlayData.Positions.read(Path.of(f));
            held.add(all.slice(all.heldOutFrom(), all.size()));
        }
        StringBuilder head = new StringBuilder("| stage (empties) | held-out positions | variance |");
        StringBuilder rule = new StringBuilder("| --- | --: | --: |");
        for (String f : weightFiles) {
            head.append(" MSE ").append(Path.of(f).getFileName()).append(" |");
            rule.append(" --: |");
        }
        System.out.println("Held-out tenth of " + String.join(", ", dataFiles) + "; mean squared error in discs²");
        System.out.println(head);
        System.out.println(rule);
        double[] sums = new double[evaluators.size() + 1];
        long total = 0;
        for (int s = 0; s < ReversiPatternWeights.STAGES; s++) {
            int lo = s * ReversiPatternWeights.STAGE_WIDTH;
            int hi = s == ReversiPatternWeights.STAGES - 1 ? 60 : lo + ReversiPatternWeights.STAGE_WIDTH - 1;
            double[] stage = new double[evaluators.size() + 1];
            long n = 0;
            for (ReversiSelfPlayData.Positions set : held) {
                for (int i = 0; i < set.size(); i++) {
                    if (!set.inStage(i, lo, hi)) {
                        continue;
                    }
                    long p = set.player(i);
                    long o = set.opponent(i);
                    n++;
                    double label = set.labels()[i];
                    stage[0] += label * label;
                    long moves = ReversiBitboards.moves(p, o);
                    for (int e = 0; e < evaluators.size(); e++) {
                        double d = evaluators.get(e).evaluate(p, o, moves) / (double) ReversiPatternWeights.UNIT
                                - label;
                        stage[e + 1] += d * d;
                    }
                }
            }
            StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "| %d-%d | %,d |", lo, hi, n));
            for (int e = 0; e < stage.length; e++) {
                row.append(String.format(Locale.ROOT, " %.1f |", n == 0 ? 0 : stage[e] / n));
                sums[e] += stage[e];
            }
            total += n;
            System.out.println(row);
        }
        StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "| all | %,d |", total));
        for (double sum : sums) {
            row.append(String.format(Locale.ROOT, " %.1f |", total == 0 ? 0 : sum / total));
        }
        System.out.println(row);
    }
}
