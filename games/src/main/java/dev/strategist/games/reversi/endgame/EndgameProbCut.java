package dev.strategist.games.reversi.endgame;

import dev.strategist.games.reversi.ReversiBitboards;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.reversi.eval.ReversiPatternWeights;

/**
 * ProbCut for the endgame solver on 8 x 8 (Buro's, as Edax's and Zebra's endgame searches use it): a node of
 * {@link #FROM} or more empty squares whose shallow estimate ({@link #ESTIMATE_DEPTH} plies of the pattern
 * evaluation) lies {@code t} standard deviations of the exact score's spread about it beyond the window is taken
 * to fail there without being solved. The estimate's mean error and spread were measured by empty squares by the
 * bench's {@code ReversiEndgameCutCalibration} (docs/benchmarks/reversi.md, the selective endgame search). Nothing
 * allocates.
 */
public final class EndgameProbCut {
    /** From this many empty squares on, nodes try the cut; below it a node is cheaper to solve than to estimate. */
    static final int FROM = 12;
    /** The estimate's depth in plies. */
    static final int ESTIMATE_DEPTH = 2;
    /**
     * The mean of the exact disc difference less the depth-2 estimate, in hundredths of a disc, by empty squares
     * from {@link #FROM} to 22 (more empties take 22's): {@code ReversiEndgameCutCalibration --positions=1600
     * --from=12 --to=22 --seed=2}, 135 to 162 positions each. The evaluation two plies on underrates the side to
     * move by about two discs.
     */
    private static final int[] MEAN = {139, 396, 111, 197, 41, 499, 131, 242, 249, 212, 308};
    /** The standard deviation of the same, in hundredths of a disc (the same positions). */
    private static final int[] SPREAD = {715, 754, 757, 687, 771, 683, 719, 642, 735, 627, 665};
    private static final int INF = Integer.MAX_VALUE / 2;

    /** The margin in 1/64 discs by empty squares. */
    private final int[] margins = new int[61];
    /** The estimate's mean error in 1/64 discs by empty squares, added to it. */
    private final int[] means = new int[61];

    /** Margins of {@code hundredthsOfT} / 100 standard deviations. */
    EndgameProbCut(int hundredthsOfT) {
        for (int empties = FROM; empties <= 60; empties++) {
            int stage = Math.min(empties - FROM, SPREAD.length - 1);
            long units = (long) SPREAD[stage] * hundredthsOfT * ReversiPatternWeights.UNIT;
            margins[empties] = (int) Math.max(1, Math.round(units / 10_000.0));
            means[empties] = Math.round(MEAN[stage] * ReversiPatternWeights.UNIT / 100f);
        }
    }

    /**
     * The bound a node of {@code empties} empty squares fails to without a solve: {@code beta} when its estimate
     * lies the margin above beta, {@code alpha} when it lies the margin below alpha, else {@link Integer#MIN_VALUE}.
     */
    int cut(long p, long o, long moves, int alpha, int beta, int empties) {
        int margin = margins[empties];
        // bounds on the estimate itself, its mean error taken off
        int high = beta * ReversiPatternWeights.UNIT + margin - means[empties];
        int low = alpha * ReversiPatternWeights.UNIT - margin - means[empties];
        // one search with a window just wide enough to tell both questions apart
        int v = estimate(p, o, moves, low, high);
        if (v >= high) {
            return beta;
        }
        if (v <= low) {
            return alpha;
        }
        return Integer.MIN_VALUE;
    }

    /** The estimate of {@code (p, o)} to move with {@code moves}, fail-soft in (lo, hi), in 1/64 discs. */
    static int estimate(long p, long o, long moves, int lo, int hi) {
        return search(p, o, moves, lo, hi, ESTIMATE_DEPTH, false);
    }

    /** The full-window estimate of {@code (p, o)} at {@code depth} plies, in 1/64 discs (the bench's calibration). */
    public static int estimate(long p, long o, int depth) {
        return search(p, o, ReversiBitboards.moves(p, o), -INF, INF, depth, false);
    }

    private static int search(long p, long o, long moves, int alpha, int beta, int depth, boolean passed) {
        if (moves == 0) {
            long replies = ReversiBitboards.moves(o, p);
            if (passed || replies == 0) {
                return ReversiPosition.discDifference(p, o, 64) * ReversiPatternWeights.UNIT;
            }
            return -search(o, p, replies, -beta, -alpha, depth, true);
        }
        if (depth == 0) {
            return EndgameMoveSorter.EVALUATOR.evaluate(p, o, moves);
        }
        int best = -INF;
        for (long m = moves; m != 0; m &= m - 1) {
            int x = Long.numberOfTrailingZeros(m);
            long f = ReversiBitboards.flips(x, p, o);
            long np = o ^ f;
            long no = p | f | (1L << x);
            int v = -search(np, no, ReversiBitboards.moves(np, no), -beta, -Math.max(alpha, best), depth - 1, false);
            if (v > best) {
                best = v;
                if (v >= beta) {
                    return v;
                }
            }
        }
        return best;
    }
}
