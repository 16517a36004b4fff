package dev.strategist.learn;

/**
 * A two-player game with chance and hidden information, as a mutable state that plays and takes back
 * actions (like {@link dev.strategist.core.Position}, which stays deterministic and perfect-information):
 * poker-like games for counterfactual regret minimisation.
 *
 * <p>At each non-terminal state either chance or one player acts. A player sees only its information
 * set, named by a key the game makes from what that player knows (its cards and the public actions);
 * states with the same key must offer the same actions. Actions are small non-negative ints.
 */
public interface ExtensiveGame {
    /** {@link #currentPlayer()} at a chance node. */
    int CHANCE = -1;

    /** True when the game is over. */
    boolean isTerminal();

    /** The player to act, 0 or 1, or {@link #CHANCE}; undefined at a terminal state. */
    int currentPlayer();

    /**
     * Writes the legal actions (the chance outcomes at a chance node) into {@code into} and returns how
     * many; the array must hold {@link #maxActions()}.
     */
    int legalActions(int[] into);

    /** At a chance node, the probability of outcome {@code action}. */
    double chanceProbability(int action);

    /** The current player's information set: equal keys for states that player cannot tell apart. */
    long infoSetKey();

    /** A readable name of the current player's information set, for strategy tables ("K", "Q:pb"). */
    String describeInfoSet();

    /** Plays a legal action (or chance outcome). */
    void play(int action);

    /** Takes back the last action. */
    void undo();

    /** At a terminal state, what {@code player} won (negative for a loss). */
    double utility(int player);

    /** The most actions any state offers. */
    int maxActions();

    /** The name of a player's action, for tables ("pass", "bet"). */
    String actionName(int action);
}
