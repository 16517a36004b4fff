package dev.strategist.games.gomoku;

/**
 * The terms of Gomoku's fitted evaluation, seen from the side to move: for each side, how many (empty cell,
 * line) pairs would give it each line shape, how many empty cells would give it each combination, whether
 * it has two or more cells of the combinations that threaten most (two cells of a four-three are a threat
 * one block cannot meet, which a linear count does not say), and how many cells of a four, a three or a two
 * have a second line that builds on ({@link GomokuCombo#plus}). All are counts the position keeps,
 * so the terms cost a few dozen array reads.
 */
public final class GomokuFeatures {
    /** Line shapes counted, from {@link GomokuShapes#CLOSED_TWO} to {@link GomokuShapes#DOUBLE_FOUR}. */
    public static final int SHAPES = GomokuShapes.DOUBLE_FOUR;
    /** Combinations counted, from {@link GomokuCombo#TWO} to {@link GomokuCombo#OPEN_FOUR}. */
    static final int COMBOS = GomokuCombo.OPEN_FOUR;
    /** The combinations whose second cell is a term of its own. */
    static final int[] PAIRED = {GomokuCombo.OPEN_THREE, GomokuCombo.FOUR, GomokuCombo.DOUBLE_THREE,
            GomokuCombo.FOUR_THREE};
    /** The combinations whose cells with a second line that builds on ({@link GomokuCombo#plus}) are a term. */
    static final int[] PLUSSED = {GomokuCombo.FOUR, GomokuCombo.OPEN_THREE, GomokuCombo.CLOSED_THREE,
            GomokuCombo.TWO};
    /** Terms per side. */
    public static final int PER_SIDE = SHAPES + COMBOS + PAIRED.length + PLUSSED.length;
    /** Terms in all: the side to move's, then the opponent's. */
    public static final int COUNT = 2 * PER_SIDE;

    private static final String[] SHAPE_NAMES = {"", "closed-two", "open-two", "closed-three", "open-three", "four",
            "open-four", "double-four"};
    private static final String[] COMBO_NAMES = {"", "two", "closed-three", "open-three", "four", "double-three",
            "four-three", "open-four"};
    private static final String[] PLUS_NAMES = {"four-plus", "open-three-plus", "closed-three-plus", "two-plus"};

    private GomokuFeatures() {
    }

    /** Writes the {@link #COUNT} terms of {@code p} at {@code into[0..COUNT)}. */
    public static void extract(GomokuPosition p, int[] into) {
        int me = p.sideToMove();
        side(p, me, into, 0);
        side(p, 1 - me, into, PER_SIDE);
    }

    private static void side(GomokuPosition p, int side, int[] into, int at) {
        for (int s = 1; s <= SHAPES; s++) {
            into[at++] = p.shapeCount(side, s);
        }
        for (int c = 1; c <= COMBOS; c++) {
            into[at++] = p.comboCount(side, c);
        }
        for (int c : PAIRED) {
            into[at++] = p.comboCount(side, c) >= 2 ? 1 : 0;
        }
        for (int c : PLUSSED) {
            into[at++] = p.plusCount(side, c);
        }
    }

    /** The name of {@code term}, such as {@code me.line open-three} or {@code op.two cells four-three}. */
    public static String name(int term) {
        String side = term < PER_SIDE ? "me." : "op.";
        int t = term % PER_SIDE;
        if (t < SHAPES) {
            return side + "line " + SHAPE_NAMES[t + 1];
        }
        t -= SHAPES;
        if (t < COMBOS) {
            return side + "cell " + COMBO_NAMES[t + 1];
        }
        t -= COMBOS;
        if (t < PAIRED.length) {
            return side + "two cells " + COMBO_NAMES[PAIRED[t]];
        }
        return side + "cell " + PLUS_NAMES[t - PAIRED.length];
    }

    /** Bits of one side's part of a {@link #threatMask}. */
    public static final int THREAT_BITS = 7;
    /** How many threat masks there are. */
    public static final int THREAT_MASKS = 1 << 2 * THREAT_BITS;

    /**
     * Which threats each side can make in one move, the side to move's in the low {@link #THREAT_BITS} bits and
     * the opponent's above them: for each, an open four, a four-three, a double three, a four with a second line
     * that builds on, any four, an open three that builds on, any open three. The counts are linear; who holds
     * which threat against which is not (a four beside the opponent's open three is a defence, beside nothing a
     * tempo), which is what the strong engines' classical evaluations score as one table of such masks.
     */
    public static int threatMask(GomokuPosition p) {
        int me = p.sideToMove();
        return threats(p, me) | threats(p, 1 - me) << THREAT_BITS;
    }

    private static int threats(GomokuPosition p, int side) {
        return (p.comboCount(side, GomokuCombo.OPEN_FOUR) > 0 ? 1 : 0)
                | (p.comboCount(side, GomokuCombo.FOUR_THREE) > 0 ? 2 : 0)
                | (p.comboCount(side, GomokuCombo.DOUBLE_THREE) > 0 ? 4 : 0)
                | (p.plusCount(side, GomokuCombo.FOUR) > 0 ? 8 : 0)
                | (p.comboCount(side, GomokuCombo.FOUR) > 0 ? 16 : 0)
                | (p.plusCount(side, GomokuCombo.OPEN_THREE) > 0 ? 32 : 0)
                | (p.comboCount(side, GomokuCombo.OPEN_THREE) > 0 ? 64 : 0);
    }

    /**
     * True when {@link GomokuEvaluator} scores {@code p} by a decisive tier or the forced block of a five
     * rather than by the terms: a five to play or to block, an open four for the side to move, or its
     * four-three or double three that the opponent's fours cannot outpace. A fit leaves these out.
     */
    public static boolean decided(GomokuPosition p) {
        return GomokuEvaluator.tiers(p) != 0;
    }
}
