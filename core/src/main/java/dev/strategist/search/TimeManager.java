package dev.strategist.search;

import dev.strategist.core.Position;
import dev.strategist.core.Score;

/**
 * When a timed search stops deepening: the one policy behind {@code timeMillis(T)} for every game's engine.
 * The soft time of {@link SearchLimits} (half of T from the {@code Strategist}) is the aim, and after each
 * finished depth the aim is scaled by how much the position needs: up to twice the aim (so all of T) while
 * the best move keeps changing or the score falls (against the score two depths back, since scores swing
 * between odd and even depths), down to {@value #STABLE_PERCENT} % of it once the best move
 * has held for {@value #SETTLED} depths and the score has not fallen. It also stops before a depth that
 * cannot finish in the time left while the best move is settled, since its unfinished work would change
 * nothing. The hard time is never passed: the search unwinds there whatever this says.
 *
 * <p>Called once per finished depth, never per node; one per {@link Engine}, reset by {@link #start}. Monte
 * Carlo search has no depths and no use for it: it stops at the hard time, or as soon as its most visited move
 * could not be overtaken in the time left ({@link dev.strategist.mcts.MonteCarloSearch}).
 */
public final class TimeManager {
    /** The share of the aim a settled search uses. */
    static final int STABLE_PERCENT = 60;
    /** Depths the best move must hold, the score not falling, before the search counts as settled. */
    static final int SETTLED = 3;
    /** A fall of the score between depths worth more time: in evaluator units, about a fifth of a checkers man. */
    static final int FALL = 20;

    private long soft;
    private long hard;
    private int lastMove;
    private int lastScore;
    private int scoreTwoBack;
    private int depths;
    private int held;
    private int instability;
    private long lastElapsed;
    private long lastDepthMillis;

    /** Starts timing a search with {@code limits}' soft and hard times (0: none). */
    public void start(SearchLimits limits) {
        soft = limits.softTimeMillis();
        hard = limits.hardTimeMillis();
        lastMove = Position.NO_MOVE;
        lastScore = 0;
        scoreTwoBack = 0;
        depths = 0;
        held = 0;
        instability = 0;
        lastElapsed = 0;
        lastDepthMillis = 0;
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
        held = changed || lastMove == Position.NO_MOVE ? 1 : held + 1;
        long depthMillis = elapsedMillis - lastElapsed;
        long previousDepthMillis = lastDepthMillis;
        lastMove = move;
        scoreTwoBack = lastScore;
        lastScore = score;
        depths++;
        lastElapsed = elapsedMillis;
        lastDepthMillis = depthMillis;
        if (soft <= 0) {
            return false;
        }
        return elapsedMillis >= aim() || (settled() && hard > 0
                && elapsedMillis + nextDepthMillis(depthMillis, previousDepthMillis) > hard);
    }

    /** The time the search now aims to stop by, in milliseconds: never past the hard time. */
    public long aim() {
        long percent = settled() ? STABLE_PERCENT : 100 + Math.min(100, 25L * instability);
        long aim = soft * percent / 100;
        return hard > 0 ? Math.min(hard, aim) : aim;
    }

    private boolean settled() {
        return held >= SETTLED && instability == 0;
    }

    /** The next depth costs about what this one did times the growth from the one before, at least double. */
    private static long nextDepthMillis(long depthMillis, long previousDepthMillis) {
        long growth = previousDepthMillis > 0 ? Math.max(2, Math.min(8, depthMillis / previousDepthMillis)) : 2;
        return depthMillis * growth;
    }
}
