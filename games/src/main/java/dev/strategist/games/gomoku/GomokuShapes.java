package dev.strategist.games.gomoku;

/**
 * The shape a stone makes along one line, looked up from the ten cells around it (five on each side),
 * each empty, own, or opponent's (the board's edge counts as the opponent's). Lines are keyed in base 3:
 * digit {@code i} is the cell at offset {@code i - 5} for {@code i < 5} and {@code i - 4} otherwise, with
 * 0 empty, 1 own, 2 opponent or wall. The tables are computed once from the definitions: a five is a run
 * through the stone (exactly five under the exact rule), a four leaves one cell that makes a five with it,
 * an open four two such cells five apart, a three can become an open four (open three, broken ones
 * included) or only a four (closed three), and twos likewise become threes.
 */
public final class GomokuShapes {
    /** No shape worth naming. */
    public static final int NONE = 0;
    /** A two that can become only a closed three. */
    public static final int CLOSED_TWO = 1;
    /** A two that can become an open three. */
    public static final int OPEN_TWO = 2;
    /** A three that can become only a four. */
    public static final int CLOSED_THREE = 3;
    /** A three (straight or broken) that can become an open four. */
    public static final int OPEN_THREE = 4;
    /** A four: one cell completes a five. */
    public static final int FOUR = 5;
    /** An open (straight) four: two cells complete a five, so it cannot be stopped. */
    public static final int OPEN_FOUR = 6;
    /** Two fours on one line ({@code X.XXX.X}): two separate cells complete a five. */
    public static final int DOUBLE_FOUR = 7;
    /** A five: the game is won. */
    public static final int FIVE = 8;
    /** Six or more in a row under the exact rule: not a win (and forbidden for black in renju). */
    public static final int OVERLINE = 9;
    /** The number of shape codes. */
    public static final int COUNT = 10;

    /** The number of distinct line keys: 3 to the power 10. */
    public static final int KEYS = 59049;
    /** Powers of three for the ten digits of a key. */
    static final int[] POW3 = new int[10];

    private static final byte[] FREESTYLE;
    private static final byte[] EXACT;
    private static final byte[] CARO;
    /** Whether each table ignores the cells five steps away ({@link #reach}). */
    private static final boolean FREESTYLE_NEAR;
    private static final boolean EXACT_NEAR;
    private static final boolean CARO_NEAR;

    static {
        int p = 1;
        for (int i = 0; i < 10; i++) {
            POW3[i] = p;
            p *= 3;
        }
        FREESTYLE = build(false, false);
        EXACT = build(true, false);
        CARO = build(true, true);
        FREESTYLE_NEAR = ignoresFarEnds(FREESTYLE);
        EXACT_NEAR = ignoresFarEnds(EXACT);
        CARO_NEAR = ignoresFarEnds(CARO);
    }

    private GomokuShapes() {
    }

    /**
     * The first key digit a position under {@code rule} must keep up to date: 1 when every side's table
     * gives the same shape whatever lies five steps away (a run of five or more through the centre is
     * decided within four steps, so freestyle's is so), else 0. Found by reading the tables, not assumed.
     */
    static int reach(GomokuRule rule) {
        for (int side = 0; side < 2; side++) {
            byte[] table = table(rule, side);
            boolean ignores = table == FREESTYLE ? FREESTYLE_NEAR : table == EXACT ? EXACT_NEAR : CARO_NEAR;
            if (!ignores) {
                return 0;
            }
        }
        return 1;
    }

    /** The number of keys of a line without the cells five steps away: 3 to the power 8. */
    static final int NEAR_KEYS = 6561;

    /**
     * {@code table} for a position that keeps only the eight cells within four steps ({@link #reach} 1),
     * indexed by {@link #nearKey}: 6.5 KB a side instead of 59, so both sides' tables stay in the level-one
     * cache that play and undo read them from.
     */
    static byte[] nearTable(byte[] table) {
        byte[] near = new byte[NEAR_KEYS];
        for (int key = 0; key < NEAR_KEYS; key++) {
            near[key] = table[key * 3];
        }
        return near;
    }

    /** The key of {@link #nearTable} for a full line key: its digits 1..8, the far ends (0 and 9) dropped. */
    static int nearKey(int key) {
        return key % POW3[9] / 3;
    }

    /** True if {@code table} gives the same shape whatever the digits 0 and 9 (five steps away) hold. */
    private static boolean ignoresFarEnds(byte[] table) {
        for (int key = 0; key < KEYS; key++) {
            int near = key - key % 3 - (key / POW3[9]) * POW3[9];
            if (table[key] != table[near]) {
                return false;
            }
        }
        return true;
    }

    /** The table for a side that wins with five or more ({@code exact} false) or exactly five. */
    static byte[] table(boolean exact) {
        return exact ? EXACT : FREESTYLE;
    }

    /**
     * The table for {@code side} under {@code rule}; caro's wins exactly five with at least one end empty
     * (the board's edge blocks an end like a stone, as every shape here counts it).
     */
    static byte[] table(GomokuRule rule, int side) {
        return rule == GomokuRule.CARO ? CARO : table(rule.exactFive(side));
    }

    /** The shape made by an own stone at the centre of the line {@code key} under caro's five. */
    public static int caroShape(int key) {
        return CARO[key];
    }

    /** The shape made by {@code side}'s stone at the centre of the line {@code key} under {@code rule}. */
    public static int shape(int key, GomokuRule rule, int side) {
        return table(rule, side)[key];
    }

    /** The shape made by an own stone at the centre of the line {@code key} under the given five rule. */
    public static int shape(int key, boolean exact) {
        return table(exact)[key];
    }

    /**
     * The key of a line written as 11 characters, the centre (index 5) being the stone placed: {@code .}
     * empty, {@code X} own, {@code O} or {@code |} opponent or edge. For tests and documentation.
     */
    public static int key(String line) {
        if (line.length() != 11) {
            throw new IllegalArgumentException("a line has 11 cells, not " + line.length() + ": " + line);
        }
        int key = 0;
        for (int i = 0; i < 11; i++) {
            if (i == 5) {
                continue;
            }
            char c = line.charAt(i);
            int digit = c == '.' ? 0 : c == 'X' ? 1 : c == 'O' || c == '|' ? 2 : -1;
            if (digit < 0) {
                throw new IllegalArgumentException("cell '" + c + "' is not one of . X O |: " + line);
            }
            key += digit * POW3[i < 5 ? i : i - 1];
        }
        return key;
    }

    private static byte[] build(boolean exact, boolean caro) {
        byte[] table = new byte[KEYS];
        java.util.Arrays.fill(table, (byte) -1);
        for (int key = 0; key < KEYS; key++) {
            compute(table, key, exact, caro);
        }
        return table;
    }

    private static int compute(byte[] table, int key, boolean exact, boolean caro) {
        if (table[key] >= 0) {
            return table[key];
        }
        int[] line = new int[11];
        for (int i = 0; i < 10; i++) {
            line[i < 5 ? i : i + 1] = (key / POW3[i]) % 3;
        }
        line[5] = 1;
        int result = classify(table, key, line, exact, caro);
        table[key] = (byte) result;
        return result;
    }

    private static int classify(byte[] table, int key, int[] line, boolean exact, boolean caro) {
        int run = runThroughCentre(line);
        if (run >= 5) {
            if (wins(line, exact, caro)) {
                return FIVE;
            }
            return run > 5 ? OVERLINE : NONE; // caro's five shut at both ends is dead
        }
        int spots = 0;
        int first = -1;
        int last = -1;
        for (int e = 1; e <= 9; e++) {
            if (line[e] != 0) {
                continue;
            }
            line[e] = 1;
            boolean five = wins(line, exact, caro);
            line[e] = 0;
            if (five) {
                spots++;
                if (first < 0) {
                    first = e;
                }
                last = e;
            }
        }
        if (spots >= 2) {
            return spots == 2 && last - first == 5 ? OPEN_FOUR : DOUBLE_FOUR;
        }
        if (spots == 1) {
            return FOUR;
        }
        int best = NONE;
        for (int e = 1; e <= 9; e++) {
            if (line[e] != 0) {
                continue;
            }
            int digit = e < 5 ? e : e - 1;
            int child = compute(table, key + POW3[digit], exact, caro);
            int made;
            if (child == OPEN_FOUR) {
                made = OPEN_THREE;
            } else if (child == FOUR || child == DOUBLE_FOUR) {
                made = CLOSED_THREE;
            } else if (child == OPEN_THREE) {
                made = OPEN_TWO;
            } else if (child == CLOSED_THREE) {
                made = CLOSED_TWO;
            } else {
                made = NONE;
            }
            best = Math.max(best, made);
        }
        return best;
    }

    /** True if the run through the centre wins: five or more, exactly five, or caro's exactly five with an open end. */
    private static boolean wins(int[] line, boolean exact, boolean caro) {
        int from = 5;
        while (from > 0 && line[from - 1] == 1) {
            from--;
        }
        int to = 5;
        while (to < 10 && line[to + 1] == 1) {
            to++;
        }
        int run = to - from + 1;
        if (run < 5 || run > 5 && exact) {
            return false;
        }
        // a run of exactly five through the centre lies within 1..9, so both end cells are in the line
        return !caro || line[from - 1] == 0 || line[to + 1] == 0;
    }

    private static int runThroughCentre(int[] line) {
        int run = 1;
        for (int i = 4; i >= 0 && line[i] == 1; i--) {
            run++;
        }
        for (int i = 6; i <= 10 && line[i] == 1; i++) {
            run++;
        }
        return run;
    }
}
