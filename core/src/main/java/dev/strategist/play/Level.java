package dev.strategist.play;

/**
 * A difficulty from 1 (a beginner's opponent) to 10 (the strongest: perfect play where the game has
 * an exact solver). Each level bounds the search depth and time and says how freely the computer
 * strays from its best move: lower levels choose among more of the good moves and, at 1 and 2, may
 * even walk into a forced loss. Every margin is bounded, so even level 1 never plays a move far below
 * its best: an unbounded one made the step from level 2 to 3 several times the others.
 *
 * @param number     1..10
 * @param maxDepth   the deepest search where the game declares no depths of its own
 *                   ({@link dev.strategist.core.Game#levelDepth(int)}); a game may also give a level a node
 *                   budget ({@link dev.strategist.core.Game#levelNodes(int)}), none by default
 * @param timeMillis the time budget per move
 * @param candidates how many of the best moves it chooses among
 * @param margin     how far below the best a candidate may score, in hundredths of the game's typical gap
 *                   between good moves ({@link dev.strategist.core.Game#typicalMoveGap()}); see {@link #margin(int)}
 * @param avoidLosses never pick a move proven to lose when one that does not exists
 */
public record Level(int number, int maxDepth, long timeMillis, int candidates, int margin, boolean avoidLosses) {

    /** The strongest level. */
    public static final int MAX = 10;
    /** The typical gap between good moves for which {@link #margin(int)} is the margin as written. */
    public static final int UNSCALED_GAP = 100;
    /**
     * The lowest level whose search a game may tune: the weakest levels' depths decide much of their steps in some
     * games (Othello's level 1 at one ply was far further below level 3 than a step: measured in
     * docs/benchmarks/search.md, levels 1 and 2 per game), so every level up to {@link #LAST_TUNED}.
     */
    public static final int FIRST_TUNED = 1;
    /**
     * The highest level whose search a game may tune: level 9 too, since at {@code Level}'s depth 12 Othello's level 9
     * was far more than a step above its level 8 and Gomoku's too little (measured in docs/benchmarks/search.md,
     * Othello's level 9 and Gomoku's level 4); level 10, the strongest, keeps {@code Level}'s limits in every game.
     */
    public static final int LAST_TUNED = 9;
    /** A level's node budget where the game gives none: {@link dev.strategist.search.SearchLimits}' no limit. */
    public static final long NO_NODE_LIMIT = Long.MAX_VALUE;

    private static final int[] DEPTH = {1, 1, 2, 3, 4, 5, 6, 8, 12, 60};
    private static final long[] TIME = {50, 100, 150, 250, 400, 600, 900, 1500, 2500, 4000};
    private static final int[] CANDIDATES = {6, 4, 3, 3, 2, 2, 2, 1, 1, 1};
    // levels 1 and 2 stray up to 8 and 4 typical gaps, chosen by the self-play Elo of each step in four games
    // (docs/benchmarks/search.md, levels 1 and 2 per game); level 2 differs from 3 by a candidate more, by walking into
    // losses, and in some games by a shallower search
    private static final int[] MARGIN = {800, 400, 400, 200, 100, 50, 25, 0, 0, 0};

    /** Level {@code number}, 1..10. */
    public static Level of(int number) {
        if (number < 1 || number > MAX) {
            throw new IllegalArgumentException("level must be between 1 and " + MAX + ", not " + number);
        }
        int i = number - 1;
        return new Level(number, DEPTH[i], TIME[i], CANDIDATES[i], MARGIN[i], number >= 3);
    }

    /**
     * The depth of {@code level} in a game that tunes levels {@value #FIRST_TUNED} to {@value #LAST_TUNED} by the
     * table {@code depths} (one depth a level, in order), and {@code Level}'s own depth at every other level: what a
     * game's {@link dev.strategist.core.Game#levelDepth(int)} returns once it has measured its steps.
     *
     * @throws IllegalArgumentException when the level is not 1..{@value #MAX}, the table does not hold one depth for
     *                                  each tuned level, or a depth is below 1
     */
    public static int depthOf(int level, int... depths) {
        return fromTable(level, depths, "depths", of(level).maxDepth(), 1,
                "level %d searches at least one ply, not %d");
    }

    /**
     * The node budget of {@code level} in a game that tunes levels {@value #FIRST_TUNED} to {@value #LAST_TUNED} by
     * the table {@code budgets} (one a level, in order; {@link #NO_NODE_LIMIT} for none), and none at every other
     * level: what a game's {@link dev.strategist.core.Game#levelNodes(int)} returns when a whole ply is too coarse a
     * step between its levels.
     *
     * @throws IllegalArgumentException when the level is not 1..{@value #MAX}, the table does not hold one budget for
     *                                  each tuned level, or a budget is below 1
     */
    public static long nodesOf(int level, long... budgets) {
        of(level);
        checkTable("node budgets", budgets.length);
        if (level < FIRST_TUNED || level > LAST_TUNED) {
            return NO_NODE_LIMIT;
        }
        long nodes = budgets[level - FIRST_TUNED];
        if (nodes < 1) {
            throw new IllegalArgumentException("level " + level + "'s node budget is at least one node, not " + nodes
                    + " (Level.NO_NODE_LIMIT for none)");
        }
        return nodes;
    }

    /**
     * How many of its best moves {@code level} chooses among in a game that tunes levels {@value #FIRST_TUNED} to
     * {@value #LAST_TUNED} by the table {@code candidates} (one count a level, in order), and {@code Level}'s own count
     * at every other level: what a game's {@link dev.strategist.core.Game#levelCandidates(int)} returns where its
     * weakest levels, at one ply, differ too little by their margins alone.
     *
     * @throws IllegalArgumentException when the level is not 1..{@value #MAX}, the table does not hold one count for
     *                                  each tuned level, or a count is below 1
     */
    public static int candidatesOf(int level, int... candidates) {
        return fromTable(level, candidates, "candidates", of(level).candidates(), 1,
                "level %d chooses among at least one move, not %d");
    }

    /**
     * The margin of {@code level}, in hundredths of the game's typical gap as {@link #margin()} is, in a game that
     * tunes levels {@value #FIRST_TUNED} to {@value #LAST_TUNED} by the table {@code margins} (one a level, in order),
     * and {@code Level}'s own margin at every other level: what a game's
     * {@link dev.strategist.core.Game#levelMargin(int)} returns.
     *
     * @throws IllegalArgumentException when the level is not 1..{@value #MAX}, the table does not hold one margin for
     *                                  each tuned level, or a margin is negative
     */
    public static int marginOf(int level, int... margins) {
        return fromTable(level, margins, "margins", of(level).margin(), 0, "level %d's margin is at least 0, not %d");
    }

    /**
     * {@code table}'s entry for {@code level} where a game tunes it, else {@code fallback}, {@code Level}'s own; an
     * entry below {@code least} is refused with {@code refusal} (a format of the level and the entry).
     */
    private static int fromTable(int level, int[] table, String what, int fallback, int least, String refusal) {
        checkTable(what, table.length);
        if (level < FIRST_TUNED || level > LAST_TUNED) {
            return fallback;
        }
        int value = table[level - FIRST_TUNED];
        if (value < least) {
            throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, refusal, level, value));
        }
        return value;
    }

    /**
     * This level choosing among {@code candidates} of its best moves within {@code margin} (hundredths of the typical
     * gap) instead of its own: the choice a game gives the level ({@link #candidatesOf}, {@link #marginOf}).
     */
    public Level withChoice(int candidates, int margin) {
        return new Level(number, maxDepth, timeMillis, candidates, margin, avoidLosses);
    }

    private static void checkTable(String what, int length) {
        int tuned = LAST_TUNED - FIRST_TUNED + 1;
        if (length != tuned) {
            throw new IllegalArgumentException("give " + what + " for levels " + FIRST_TUNED + " to " + LAST_TUNED
                    + ", " + tuned + " in all, not " + length);
        }
    }

    /**
     * The margin in the evaluator's units for a game whose typical gap between good moves is {@code typicalGap}
     * units: so a level strays as far, relative to what separates good moves, in every game. An unbounded margin
     * ({@link Integer#MAX_VALUE}, which no level of {@link #of(int)} has) stays unbounded; a bounded one is rounded to
     * the nearest unit.
     */
    public int margin(int typicalGap) {
        if (typicalGap < 1) {
            throw new IllegalArgumentException("a typical gap between moves is at least 1, not " + typicalGap);
        }
        if (margin == Integer.MAX_VALUE) {
            return margin;
        }
        return (int) Math.min(Integer.MAX_VALUE - 1, ((long) margin * typicalGap + UNSCALED_GAP / 2) / UNSCALED_GAP);
    }

    /** True at the top level, which plays perfectly where the game has an exact solver. */
    public boolean isPerfect() {
        return number == MAX;
    }
}
