package dev.strategist.app;

import dev.strategist.core.Evaluation;
import dev.strategist.core.Game;
import dev.strategist.core.Position;
import dev.strategist.core.Score;
import dev.strategist.mcts.MonteCarloSearch;
import dev.strategist.play.Player;
import dev.strategist.play.Strategist;

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
     * True when {@code player}'s scores are a Monte Carlo search's, as the strategist itself says
     * ({@link Strategist#scoresByMonteCarlo}); an outside engine or a person (null) has none.
     */
    public static boolean scoresByMonteCarlo(Player<?> player) {
        return player instanceof Strategist<?> s && s.scoresByMonteCarlo();
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
