package dev.strategist.learn;

import java.util.function.IntFunction;

/**
 * A learner with a memory of one round: a separate inner learner for each pair (my last action, the
 * opponent's last action), plus one for the first round. A memoryless learner can only match the best
 * fixed action, which earns the game's value against a cycle or a copier; remembering the last round
 * lets it find their patterns and beat them.
 */
public final class ContextualPlayer implements RepeatedPlayer {
    private final RepeatedPlayer[] learners;
    private final int theirActions;
    private final String name;
    private int context;

    /**
     * A player over {@code myActions} x {@code theirActions} contexts; {@code factory} makes the inner
     * learner for context {@code i} (given {@code i}, so each can be seeded differently).
     */
    public ContextualPlayer(String name, int myActions, int theirActions, IntFunction<RepeatedPlayer> factory) {
        this.name = name;
        this.theirActions = theirActions;
        this.learners = new RepeatedPlayer[myActions * theirActions + 1];
        for (int i = 0; i < learners.length; i++) {
            learners[i] = factory.apply(i);
        }
        this.context = learners.length - 1; // the first round has no last round
    }

    @Override
    public int choose() {
        return learners[context].choose();
    }

    @Override
    public void observe(int mine, int theirs, double payoff) {
        learners[context].observe(mine, theirs, payoff);
        context = mine * theirActions + theirs;
    }

    /** The strategy of the learner for the current context: what it will play next round. */
    @Override
    public double[] strategy() {
        return learners[context].strategy();
    }

    @Override
    public String name() {
        return name;
    }
}
