package dev.strategist.learn;

/**
 * A player of a repeated {@link MatrixGame}: chooses an action each round and then sees what happened.
 * Learners adapt from what they see; fixed opponents ignore it. Implementations are seeded, so a match
 * replays identically.
 */
public interface RepeatedPlayer {

    /** The action for this round. */
    int choose();

    /** Tells the player its action, the opponent's action and the payoff it got this round. */
    void observe(int mine, int theirs, double payoff);

    /**
     * The player's current mixed strategy, one probability per action: what it would play next, as far
     * as it can say, or for a learner whose choice is deterministic (UCB1) the share of rounds it gave
     * each action. For display and tests.
     */
    double[] strategy();

    /** A short name for listings. */
    String name();
}
