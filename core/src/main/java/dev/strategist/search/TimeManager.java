package dev.strategist.search;

import dev.strategist.core.Position;
import dev.strategist.core.Score;

/**
 * When a timed search stops deepening: the one policy behind {@code timeMillis(T)} for every game's engine.
 * The soft time of {@link SearchLimits} (half of T from the {@code Strategist} unless its
 * {@code softTimePercent} says otherwise) is the least it aims at: no
 * depth starts once a finished depth ends past the aim. After each finished depth the aim grows with how much
 * the position needs, up to twice the soft time (so all of T) while the best move keeps changing or the score
 * falls (against the score two depths back, since scores swing between odd and even depths), and returns to
 * the soft time as the best move and score hold. It never stops before the soft time: under a budget per
 * move, time a settled search leaves unused buys nothing later, and a depth that would not finish is not
 * wasted, since the engine keeps a better move found by its unfinished depth. The hard time is never passed:
 * the search unwinds there whatever this says.
 *
 * <p>Called once per finished depth, never per node; one per {@link Engine}, reset by {@link #start}. Monte
 * Carlo search has no depths and no use for it: it stops at the hard time, or as soon as its most visited move
 * could not be overtaken in the time left ({@link dev.strategist.mcts.MonteCarloSearch}).
 */
public final class TimeManager {
    /** A fall of the score between depths worth more time: in evaluator units, about a fifth of a checkers man. */
    static final int FALL = 20;

    private long soft;
    private long hard;
    private int lastMove;
    private int lastScore;
    private int scoreTwoBack;
    private int depths;
    private int instability;

    /** Starts timing a search with {@code limits}' soft and hard times (0: none). */
    public void start(SearchLimits limits) {
        soft = limits.softTimeMillis();
        hard = limits.hardTimeMillis();
        lastMove = Position.NO_MOVE;
        lastScore = 0;
        scoreTwoBack = 0;
        depths = 0;
        instability = 0;
    }

    /**
     * After a finished depth whose best move is {@code move} with {@code score}, {@code elapsedMillis} into the
     * search: true when no further depth should start. Always false without a soft time.
     */
    public boolean enough(int move, int score, long elapsedMillis) {
        boolean changed = lastMove != Position.NO_MOVE && move != lastMove;
        // against the score two depths back: many games' scores swing between odd and even depths
        boolean fell = depths >= 2 && !Score.isDecisive(score) && !Score.isDecisive(scoreTwoBack)
                && scoreTwoBack - score >= FALL;
        // a change or a fall counts for the next depths too, halving each time
        instability = instability / 2 + (changed ? 4 : 0) + (fell ? 2 : 0);
        lastMove = move;
        scoreTwoBack = lastScore;
        lastScore = score;
        depths++;
        return soft > 0 && elapsedMillis >= aim();
    }

    /** The time the search now aims to stop by, in milliseconds: the soft time or more, never past the hard time. */
    public long aim() {
        long aim = soft * (100 + Math.min(100, 25L * instability)) / 100;
        return hard > 0 ? Math.min(hard, aim) : aim;
    }
}
