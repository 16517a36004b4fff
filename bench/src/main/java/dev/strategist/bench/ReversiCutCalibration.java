package dev.strategist.bench;

import dev.strategist.core.Score;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.reversi.eval.ReversiPatternEvaluator;
import dev.strategist.games.reversi.eval.ReversiPatternWeights;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.StopSignal;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * How far a shallow search's score of an Othello midgame position lies from a deeper one's, the calibration of
 * ProbCut (Buro): positions after random plies, each searched by the plain engine with the pattern evaluation
 * to {@code --shallow} and {@code --deep} plies; prints, by stage of 10 empties, the mean and the standard
 * deviation of deep minus shallow, in discs (a position where either search saw the game's end is left out). A
 * cut {@code t} standard deviations below alpha is then wrong for about the normal tail beyond {@code t}.
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.ReversiCutCalibration [--positions=N]
 * [--shallow=N] [--deep=N] [--seed=N]}
 */
public final class ReversiCutCalibration {
    private ReversiCutCalibration() {
    }

    /** Runs the calibration and prints one line a stage. */
    public static void main(String[] args) {
        BenchArgs options = BenchArgs.of(args, "usage: ReversiCutCalibration [--positions=N] [--shallow=N] [--deep=N]"
                + " [--seed=N] [--ladder]");
        int positions = options.integer("positions", 200);
        int shallow = options.integer("shallow", 2);
        int deep = options.integer("deep", 6);
        long seed = options.integer("seed", 1);
        boolean ladder = options.flag("ladder");
        options.done();
        if (shallow < 1 || deep <= shallow || positions < 1) {
            options.refuse();
        }
        SplittableRandom random = new SplittableRandom(seed);
        Engine<ReversiPosition> engine = new Engine<>(new ReversiPatternEvaluator(), 64);
        double[] sum = new double[7];
        double[] squares = new double[7];
        int[] count = new int[7];
        int[] moves = new int[64];
        double[][] ladderSum = new double[deep + 1][7];
        double[][] ladderSquares = new double[deep + 1][7];
        int[][] ladderCount = new int[deep + 1][7];
        for (int i = 0; i < positions; ) {
            ReversiPosition p = new ReversiPosition();
            int plies = 10 + random.nextInt(36);
            for (int ply = 0; ply < plies && !p.isOver(); ply++) {
                int n = p.legalMoves(moves, 0);
                p.play(moves[random.nextInt(n)]);
            }
            if (p.isOver()) {
                continue;
            }
            if (ladder) {
                i += ladder(engine, p, deep, ladderSum, ladderSquares, ladderCount) ? 1 : 0;
                continue;
            }
            engine.clear();
            int a = engine.search(p, SearchLimits.depth(shallow), SearchListener.NONE, new StopSignal()).score();
            engine.clear();
            int b = engine.search(p, SearchLimits.depth(deep), SearchListener.NONE, new StopSignal()).score();
            if (Score.isDecisive(a) || Score.isDecisive(b)) {
                continue; // a search that saw the end scores the game's result, not an evaluation: no spread of it
            }
            int empties = 64 - Long.bitCount(p.player() | p.opponent());
            int stage = Math.min(6, empties / 10);
            double d = (b - a) / (double) ReversiPatternWeights.UNIT;
            sum[stage] += d;
            squares[stage] += d * d;
            count[stage]++;
            i++;
        }
        if (ladder) {
            printLadder(deep, positions, ladderSum, ladderSquares, ladderCount);
            return;
        }
        System.out.printf(Locale.ROOT, "deep %d against shallow %d, %d positions, discs%n", deep, shallow, positions);
        for (int s = 0; s < 7; s++) {
            if (count[s] > 1) {
                double mean = sum[s] / count[s];
                double sd = Math.sqrt((squares[s] - count[s] * mean * mean) / (count[s] - 1));
                System.out.printf(Locale.ROOT, "empties %2d-%2d: %4d positions, mean %6.2f, sd %6.2f%n", s * 10,
                        s * 10 + 9, count[s], mean, sd);
            }
        }
    }

    /** The shallow depth ProbCut pairs with {@code depth} (Edax's, as the shipped cut verifies at). */
    static int shallowOf(int depth) {
        return depth / 4 * 2 + depth % 2;
    }

    /**
     * Searches {@code p} once to {@code deep} plies, keeping each finished depth's score, and adds deep minus
     * shallow for every depth from 3 with its ProbCut pair; false where a score was the game's end.
     */
    private static boolean ladder(Engine<ReversiPosition> engine, ReversiPosition p, int deep, double[][] sum,
                                  double[][] squares, int[][] count) {
        int[] scores = new int[deep + 1];
        engine.clear();
        engine.search(p, SearchLimits.depth(deep), new SearchListener() {
            @Override
            public void onIteration(dev.strategist.search.SearchInfo info) {
                if (info.depth() <= deep) {
                    scores[info.depth()] = info.score();
                }
            }
        }, new StopSignal());
        for (int d = 1; d <= deep; d++) {
            if (Score.isDecisive(scores[d])) {
                return false;
            }
        }
        int stage = Math.min(6, p.emptyCount() / 10);
        for (int d = 3; d <= deep; d++) {
            double diff = (scores[d] - scores[shallowOf(d)]) / (double) ReversiPatternWeights.UNIT;
            sum[d][stage] += diff;
            squares[d][stage] += diff * diff;
            count[d][stage]++;
        }
        return true;
    }

    private static void printLadder(int deep, int positions, double[][] sum, double[][] squares, int[][] count) {
        System.out.printf(Locale.ROOT, "each depth against its ProbCut pair, %d positions, sd (mean) in discs by"
                + " empties%n", positions);
        for (int d = 3; d <= deep; d++) {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%2d against %d:", d, shallowOf(d)));
            for (int s = 1; s < 6; s++) {
                int n = count[d][s];
                if (n > 1) {
                    double mean = sum[d][s] / n;
                    double sd = Math.sqrt((squares[d][s] - n * mean * mean) / (n - 1));
                    line.append(String.format(Locale.ROOT, "  %d-%d: %.2f (%+.2f, %d)", s * 10, s * 10 + 9, sd, mean,
                            n));
                }
            }
            System.out.println(line);
        }
    }
}
