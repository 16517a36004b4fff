package dev.strategist.bench;

import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.reversi.endgame.EndgameProbCut;
import dev.strategist.games.reversi.endgame.ReversiEndgameSolver;
import dev.strategist.games.reversi.eval.ReversiPatternEvaluator;
import dev.strategist.games.reversi.eval.ReversiPatternWeights;
import dev.strategist.search.Engine;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * The calibration of the endgame solver's ProbCut ({@code EndgameProbCut}): positions of games played by a depth-2
 * search of the pattern evaluation after 2 to 9 random plies, stopped at {@code --from} to {@code --to} empty
 * squares, each solved exactly and estimated by the pattern evaluation at 0 to 4 plies; prints, by empty squares,
 * the mean and standard deviation of the exact disc difference minus each estimate, in discs.
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.ReversiEndgameCutCalibration [--positions=N]
 * [--from=N] [--to=N] [--seed=N]}
 */
public final class ReversiEndgameCutCalibration {
    private static final int DEPTHS = 5;

    private ReversiEndgameCutCalibration() {
    }

    /** Runs the calibration and prints one line for each number of empty squares. */
    public static void main(String[] args) {
        BenchArgs options = BenchArgs.of(args, "usage: ReversiEndgameCutCalibration [--positions=N] [--from=N]"
                + " [--to=N] [--seed=N]");
        int positions = options.integer("positions", 300);
        int from = options.integer("from", 12);
        int to = options.integer("to", 22);
        long seed = options.integer("seed", 1);
        options.done();
        if (positions < 1 || from < 1 || to < from || to > 40) {
            options.refuse();
        }
        SplittableRandom random = new SplittableRandom(seed);
        Engine<ReversiPosition> engine = new Engine<>(new ReversiPatternEvaluator(), 16);
        ReversiEndgameSolver solver = new ReversiEndgameSolver(22);
        double[][] sum = new double[61][DEPTHS];
        double[][] squares = new double[61][DEPTHS];
        int[] count = new int[61];
        int[] moves = new int[64];
        for (int i = 0; i < positions; ) {
            ReversiPosition p = new ReversiPosition();
            int plies = 2 + random.nextInt(8);
            int target = from + random.nextInt(to - from + 1);
            for (int ply = 0; !p.isOver() && p.emptyCount() > target; ply++) {
                if (ply < plies) {
                    p.play(moves[random.nextInt(p.legalMoves(moves, 0))]);
                } else {
                    p.play(engine.search(p, 2).bestMove());
                }
            }
            if (p.isOver() || p.emptyCount() != target) {
                continue;
            }
            int exact = solver.solve(p.player(), p.opponent());
            for (int d = 0; d < DEPTHS; d++) {
                double e = exact - EndgameProbCut.estimate(p.player(), p.opponent(), d)
                        / (double) ReversiPatternWeights.UNIT;
                sum[target][d] += e;
                squares[target][d] += e * e;
            }
            count[target]++;
            i++;
        }
        System.out.printf(Locale.ROOT, "exact minus the estimate at 0..%d plies, %d positions, discs: mean sd%n",
                DEPTHS - 1, positions);
        for (int e = from; e <= to; e++) {
            if (count[e] < 2) {
                continue;
            }
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "empties %2d: %4d", e, count[e]));
            for (int d = 0; d < DEPTHS; d++) {
                double mean = sum[e][d] / count[e];
                double sd = Math.sqrt((squares[e][d] - count[e] * mean * mean) / (count[e] - 1));
                line.append(String.format(Locale.ROOT, " | %d: %5.2f %5.2f", d, mean, sd));
            }
            System.out.println(line);
        }
    }
}
