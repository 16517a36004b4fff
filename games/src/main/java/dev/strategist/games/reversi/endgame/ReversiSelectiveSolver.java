package dev.strategist.games.reversi.endgame;

import dev.strategist.core.ExactSolver;
import dev.strategist.core.Score;
import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.reversi.eval.ReversiPatternWeights;
import java.util.function.BooleanSupplier;

/**
 * The endgame solver reaching earlier than its exact range by selectivity, as Edax's and Zebra's endgame searches
 * do: up to {@link #maxEmpties()} empty squares on 8 x 8 it answers with one move, found by
 * {@link ReversiEndgameSolver#solveSelective} at ever more precise levels and then exactly, each level asking
 * first only whether the side to move wins (the window (-1, 1), far cheaper than the score) and, where it seems
 * to lose, for the score, so that it loses by as little as it can. A stop keeps the last finished level's move;
 * stopped before the first, it gives up ({@link #STOPPED}) and the strategist searches. Up to
 * {@link ReversiExactSolver}'s own limit, and on smaller boards, it is that solver, scoring every move exactly.
 *
 * <p>Not exact beyond that limit: the move it answers has its level's score, which is the exact one only most
 * of the time (a cut is wrong about as often as the normal tail beyond its margin), so that score comes as an
 * evaluation in discs, decisive only once the last level, the exact solve, has finished; and only a player asks for it:
 * level 10 under a clock ({@code ReversiGame.playSolver()}, decision 0051) and the setting {@code endgame=N}.
 * Thread-safe: calls take turns.
 */
public final class ReversiSelectiveSolver implements ExactSolver<ReversiPosition> {
    /** The default reach, in empty squares. */
    public static final int DEFAULT_MAX_EMPTIES = 24;
    /** Level 10's reach when a move may take {@link #LONG_MOVE_MILLIS} or more, as Zebra's and Edax's timers reach. */
    public static final int LONG_MOVE_MAX_EMPTIES = 28;
    /** A move's hard time, in milliseconds, from which level 10 solves from {@link #LONG_MOVE_MAX_EMPTIES}. */
    public static final long LONG_MOVE_MILLIS = 2_500;

    /** Its exact range, and its solver and table (24 MB) for the selective one too: a player makes one per game. */
    private final ReversiExactSolver exact = new ReversiExactSolver();
    private final int maxEmpties;
    private final int longReach;
    private final long longMillis;

    /** A solver that is selective from the exact solver's limit up to {@code maxEmpties} (at most 60) on 8 x 8. */
    public ReversiSelectiveSolver(int maxEmpties) {
        this(maxEmpties, maxEmpties, Long.MAX_VALUE);
    }

    /**
     * A solver selective up to {@code maxEmpties}, and up to {@code longReach} for a move whose hard time is
     * {@code longMillis} or more: a selective solve from 28 empties keeps the game's value where a search does not,
     * but only with seconds to run (docs/benchmarks/reversi.md, "Zebra on the judge").
     */
    public ReversiSelectiveSolver(int maxEmpties, int longReach, long longMillis) {
        if (maxEmpties < 0 || maxEmpties > 60) {
            throw new IllegalArgumentException("the empty-square limit must be 0..60, not " + maxEmpties);
        }
        if (longReach < maxEmpties || longReach > 60) {
            throw new IllegalArgumentException("the long moves' empty-square limit must be " + maxEmpties
                    + "..60, not " + longReach);
        }
        if (longMillis <= 0) {
            throw new IllegalArgumentException("the time of a long move must be positive, not " + longMillis);
        }
        this.maxEmpties = maxEmpties;
        this.longReach = longReach;
        this.longMillis = longMillis;
    }

    /** Level 10's solver under a clock: 24 empties, and 28 for a move of 2.5 s or more. */
    public static ReversiSelectiveSolver byTime() {
        return new ReversiSelectiveSolver(DEFAULT_MAX_EMPTIES, LONG_MOVE_MAX_EMPTIES, LONG_MOVE_MILLIS);
    }

    /** The most empty squares an 8 x 8 position may have to be answered. */
    public int maxEmpties() {
        return maxEmpties;
    }

    /** The most empty squares an 8 x 8 position may have to be answered in a move of {@code millis} (0: untimed). */
    public int maxEmpties(long millis) {
        return millis >= longMillis ? longReach : maxEmpties;
    }

    /** Its name in a player's description: selective to its reach. */
    @Override
    public String toString() {
        return "selective to " + maxEmpties + " empties"
                + (longReach > maxEmpties ? " (" + longReach + " in a move of " + longMillis + " ms or more)" : "");
    }

    @Override
    public boolean canSolve(ReversiPosition position) {
        return exact.canSolve(position) || selective(position, maxEmpties);
    }

    @Override
    public boolean canSolve(ReversiPosition position, long millis) {
        return exact.canSolve(position) || selective(position, maxEmpties(millis));
    }

    private boolean selective(ReversiPosition position) {
        // a move asked for has passed canSolve: up to the long reach, whatever the time it was given
        return selective(position, longReach);
    }

    private boolean selective(ReversiPosition position, int reach) {
        return position.board() == ReversiBoard.EIGHT && !exact.canSolve(position)
                && position.emptyCount() <= reach;
    }

    /** The exact score where the exact solver reaches; beyond it, the most precise selective score in no time limit. */
    @Override
    public int score(ReversiPosition position) {
        if (!selective(position)) {
            return exact.score(position);
        }
        int[] moves = new int[ReversiPosition.MAX_MOVES];
        int[] scores = new int[ReversiPosition.MAX_MOVES];
        scoreMoves(position, moves, scores, () -> false);
        return scores[0];
    }

    @Override
    public int scoreMoves(ReversiPosition position, int[] moves, int[] scores) {
        return scoreMoves(position, moves, scores, () -> false);
    }

    /**
     * Every move scored exactly within the exact solver's limit; beyond it one move, the last finished level's,
     * with that level's score (its bound from the win-loss window where it wins or draws; an evaluation in discs
     * unless that level was the exact solve), or {@link #STOPPED} when {@code stop} came before the first level
     * finished.
     */
    @Override
    public int scoreMoves(ReversiPosition position, int[] moves, int[] scores, BooleanSupplier stop) {
        return scoreMoves(position, moves, scores, stop, stop);
    }

    /**
     * As {@link #scoreMoves(ReversiPosition, int[], int[], BooleanSupplier)}, but beyond the exact range only the
     * first level stops at {@code soon} (so that a strategist's search still has the rest of the time when it did
     * not finish); a later one starts before {@code soon} and runs on until {@code stop}.
     */
    @Override
    public int scoreMoves(ReversiPosition position, int[] moves, int[] scores, BooleanSupplier soon,
                          BooleanSupplier stop) {
        if (!selective(position)) {
            return exact.scoreMoves(position, moves, scores, soon);
        }
        return selectiveMove(position.player(), position.opponent(), moves, scores, soon, stop);
    }

    private int selectiveMove(long p, long o, int[] moves, int[] scores, BooleanSupplier soon, BooleanSupplier stop) {
        // the exact solver's lock: both ranges use its one solver
        synchronized (exact) {
            return selectiveMove(exact.solver(ReversiBoard.EIGHT), p, o, moves, scores, soon, stop);
        }
    }

    private static int selectiveMove(ReversiEndgameSolver solver, long p, long o, int[] moves, int[] scores,
                                     BooleanSupplier soon, BooleanSupplier stop) {
        int levels = ReversiEndgameSolver.selectivityLevels();
        int found = -1;
        int score = 0;
        boolean proved = false;
        // asked before each level too: the loosest levels of a lopsided position finish before their first poll
        for (int level = 0; level <= levels && !soon.getAsBoolean(); level++) {
            BooleanSupplier until = found < 0 ? soon : stop;
            // the last level is the exact solve: what the loosest levels say is soon proved or put right
            int v = solve(solver, p, o, -1, 1, level, until);
            if (v == ReversiEndgameSolver.STOPPED) {
                break;
            }
            int move = solver.bestMove();
            if (v < 0) {
                // every move seems to lose, and the window's bound says nothing of which loses least
                v = solve(solver, p, o, -64, 0, level, until);
                if (v == ReversiEndgameSolver.STOPPED) {
                    break;
                }
                move = solver.bestMove();
            }
            found = move;
            score = v;
            proved = level == levels;
        }
        if (found < 0) {
            return STOPPED;
        }
        moves[0] = found;
        scores[0] = proved ? ReversiExactSolver.toScore(score) : estimate(score);
        return 1;
    }

    /**
     * A selective level's disc difference as an evaluation in the pattern evaluation's units, not decisive: a cut
     * may be wrong, so the analysis a player sees says discs, not a proven result.
     */
    private static int estimate(int discs) {
        return Score.clampEval(discs * ReversiPatternWeights.UNIT);
    }

    private static int solve(ReversiEndgameSolver solver, long p, long o, int alpha, int beta, int level,
                             BooleanSupplier stop) {
        return level < ReversiEndgameSolver.selectivityLevels() ? solver.solveSelective(p, o, alpha, beta, level, stop)
                : solver.solve(p, o, alpha, beta, stop);
    }
}
