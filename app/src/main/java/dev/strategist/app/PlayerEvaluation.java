package dev.strategist.app;

import dev.strategist.core.Evaluation;
import dev.strategist.core.Game;
import dev.strategist.core.Position;
import dev.strategist.core.Score;
import dev.strategist.mcts.MonteCarloSearch;

/**
 * A search's score in a player's units, as the page's evaluation bar, its analysis and the terminal's analysis
 * line all show it: the game's own reading ({@link Game#evaluation}), or a Monte Carlo search's unproven score
 * read directly as the chance its mean reward is.
 */
public final class PlayerEvaluation {
    private PlayerEvaluation() {
    }

    /** {@code score} of a search from {@code root}, from the side to move's view; {@code monteCarlo} for a Monte Carlo search's. */
    public static <P extends Position> Evaluation of(Game<P> game, P root, int score, boolean monteCarlo) {
        return monteCarlo && !Score.isDecisive(score)
                ? Evaluation.chance(MonteCarloSearch.meanReward(score)) : game.evaluation(root, score);
    }

    /**
     * {@code score} once the line's first move is played: a proven result a ply nearer, so its moves are counted
     * from the position after the move (the last move of a win is still "wins in 1 move"); any other score as it is.
     */
    public static int afterLinesFirstMove(int score) {
        if (Score.pliesToEnd(score) <= 1) {
            return score;
        }
        return score > 0 ? score + 1 : score - 1;
    }
}
