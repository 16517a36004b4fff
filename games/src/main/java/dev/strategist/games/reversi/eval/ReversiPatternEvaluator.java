package dev.strategist.games.reversi.eval;

import dev.strategist.core.Evaluator;
import dev.strategist.games.reversi.ReversiBitboards;
import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.ReversiPosition;

/**
 * The pattern evaluation: the sum, over the board's eight symmetric images, of a fitted weight for the
 * contents of each of {@link ReversiPatterns}' eleven shapes, plus weights for each side's mobility and
 * a constant, all from the weight set of the position's stage ({@link ReversiPatternWeights}). The value
 * estimates the final disc difference for the side to move in 1/{@link ReversiPatternWeights#UNIT} of a
 * disc. Symmetric positions get equal values by construction, and nothing allocates.
 *
 * <p>Move ordering is {@link ReversiEvaluator}'s (corners first, fewest replies). The weights are for
 * 8 x 8; a smaller board is valued by {@link ReversiEvaluator} instead.
 */
public final class ReversiPatternEvaluator implements Evaluator<ReversiPosition> {
    private static final ReversiEvaluator ORDER = new ReversiEvaluator();
    private final ReversiPatternWeights weights;

    /** With the shipped weights. */
    public ReversiPatternEvaluator() {
        this(ReversiPatternWeights.standard());
    }

    /** With the given weights. */
    public ReversiPatternEvaluator(ReversiPatternWeights weights) {
        this.weights = weights;
    }

    @Override
    public int evaluate(ReversiPosition position) {
        if (position.board() != ReversiBoard.EIGHT) {
            return ORDER.evaluate(position);
        }
        return evaluate(position.player(), position.opponent(), position.moveMask());
    }

    /** The value of ({@code p} to move, {@code o}), whose moves are {@code moves}. */
    public int evaluate(long p, long o, long moves) {
        int empties = 64 - Long.bitCount(p | o);
        short[] w = weights.stageWeights(ReversiPatternWeights.stage(empties));
        int mine = Math.min(Long.bitCount(moves), ReversiPatternWeights.MOBILITY_CAP);
        int theirs = Math.min(Long.bitCount(ReversiBitboards.moves(o, p)), ReversiPatternWeights.MOBILITY_CAP);
        int sum = w[ReversiPatternWeights.CONSTANT] + w[ReversiPatternWeights.MY_MOBILITY + mine]
                + w[ReversiPatternWeights.THEIR_MOBILITY + theirs];
        for (int g = 0; g < ReversiPatterns.IMAGES; g++) {
            long pg = ReversiPatterns.image(p, g);
            long og = ReversiPatterns.image(o, g);
            for (int s = 0; s < ReversiPatterns.SHAPES; s++) {
                sum += w[ReversiPatterns.OFFSET[s] + ReversiPatterns.code(s, pg, og)];
            }
        }
        return sum;
    }

    @Override
    public int orderScore(ReversiPosition position, int move) {
        return ORDER.orderScore(position, move);
    }

    @Override
    public String name() {
        return "patterns";
    }
}
