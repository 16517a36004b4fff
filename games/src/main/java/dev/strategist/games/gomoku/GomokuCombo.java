package dev.strategist.games.gomoku;

/**
 * What one move makes when its four lines are taken together, ranked by how soon it decides the game:
 * a five wins now, an open four (or two fours) wins next move, a four-three wins unless the opponent has
 * fours of its own, a double three likewise one move later. Under renju black's double fours, overlines
 * and double threes are forbidden, so they rank as nothing for black there (the exact forbidden test is
 * {@link GomokuPosition#isForbidden(int)}; a double three that is not really one is rare enough for the
 * evaluation to ignore).
 */
public final class GomokuCombo {
    /** Nothing. */
    public static final int NONE = 0;
    /** At least one two. */
    public static final int TWO = 1;
    /** At least one closed three. */
    public static final int CLOSED_THREE = 2;
    /** One open three. */
    public static final int OPEN_THREE = 3;
    /** One four (without an open three). */
    public static final int FOUR = 4;
    /** Two open threes. */
    public static final int DOUBLE_THREE = 5;
    /** A four and an open three. */
    public static final int FOUR_THREE = 6;
    /** An open four or two fours: a five next move cannot be stopped. */
    public static final int OPEN_FOUR = 7;
    /** A five. */
    public static final int FIVE = 8;
    /** The number of combination codes. */
    public static final int COUNT = 9;

    /**
     * {@link #of} for every four shapes, freestyle-like sides first, then renju's black, with
     * {@link #FOUR_LINE} added when some line is a four or a five and {@link #PLUS} when {@link #plus}
     * holds: the position updates combinations on
     * every play and undo, and the branching definition cost half of a search's time.
     */
    private static final byte[] TABLE = new byte[2 * 10_000];
    /** The bit of a {@link #lookup} value set when some one line is a four (open, double or not) or a five. */
    static final int FOUR_LINE = 16;
    /** The bit of a {@link #lookup} value set when {@link #plus} holds for the cell. */
    static final int PLUS = 32;

    static {
        for (int renju = 0; renju < 2; renju++) {
            for (int i = 0; i < 10_000; i++) {
                int[] s = {i / 1000, i / 100 % 10, i / 10 % 10, i % 10};
                int fourLine = 0;
                for (int shape : s) {
                    if (shape >= GomokuShapes.FOUR && shape <= GomokuShapes.FIVE) {
                        fourLine = FOUR_LINE;
                    }
                }
                int combo = of(s[0], s[1], s[2], s[3], renju == 1);
                int plus = plus(combo, s) ? PLUS : 0;
                TABLE[renju * 10_000 + i] = (byte) (combo | fourLine | plus);
            }
        }
    }

    private GomokuCombo() {
    }

    /** The table offset for a side: 10,000 for renju's black (forbidden moves), 0 otherwise. */
    static int tableOffset(boolean renjuBlack) {
        return renjuBlack ? 10_000 : 0;
    }

    /**
     * {@link #of} by table, plus {@link #FOUR_LINE} if some line is a four or a five and {@link #PLUS} if
     * {@link #plus} holds: the four shapes of
     * one cell packed as the decimal number {@code s0 s1 s2 s3}, plus the side's {@link #tableOffset}.
     */
    static int lookup(int index) {
        return TABLE[index];
    }

    /** The combination of four line shapes; {@code renjuBlack} applies black's forbidden moves. */
    public static int of(int s0, int s1, int s2, int s3, boolean renjuBlack) {
        int fours = 0;
        int threes = 0;
        boolean openFour = false;
        boolean closedThree = false;
        boolean two = false;
        boolean overline = false;
        for (int k = 0; k < 4; k++) {
            int s = k == 0 ? s0 : k == 1 ? s1 : k == 2 ? s2 : s3;
            switch (s) {
                case GomokuShapes.FIVE: return FIVE;
                case GomokuShapes.OVERLINE: overline = true; break;
                case GomokuShapes.DOUBLE_FOUR: fours += 2; break;
                case GomokuShapes.OPEN_FOUR: fours++; openFour = true; break;
                case GomokuShapes.FOUR: fours++; break;
                case GomokuShapes.OPEN_THREE: threes++; break;
                case GomokuShapes.CLOSED_THREE: closedThree = true; break;
                case GomokuShapes.OPEN_TWO:
                case GomokuShapes.CLOSED_TWO: two = true; break;
                default: break;
            }
        }
        if (renjuBlack && (overline || fours >= 2 || threes >= 2)) {
            return NONE;
        }
        if (openFour || fours >= 2) {
            return OPEN_FOUR;
        }
        if (fours == 1) {
            return threes > 0 ? FOUR_THREE : FOUR;
        }
        if (threes >= 2) {
            return DOUBLE_THREE;
        }
        if (threes == 1) {
            return OPEN_THREE;
        }
        return closedThree ? CLOSED_THREE : two ? TWO : NONE;
    }

    /**
     * True when the cell's combination, a single four, a single open three, a closed three or a two, has a
     * second line that builds on: an open two or a closed three beside the four or the open three, a second
     * closed three or an open two beside a closed three, two open twos. Such a cell makes its threat and
     * prepares the next one (a four-three or a double three a move later), which is what the strong engines'
     * pattern classes tell apart and the plain combination does not.
     */
    public static boolean plus(int s0, int s1, int s2, int s3, boolean renjuBlack) {
        return plus(of(s0, s1, s2, s3, renjuBlack), new int[] {s0, s1, s2, s3});
    }

    /** {@link #plus} of the four line shapes {@code shapes} whose combination is {@code combo}. */
    private static boolean plus(int combo, int[] shapes) {
        int openTwos = 0;
        int closedThrees = 0;
        for (int s : shapes) {
            if (s == GomokuShapes.OPEN_TWO) {
                openTwos++;
            } else if (s == GomokuShapes.CLOSED_THREE) {
                closedThrees++;
            }
        }
        switch (combo) {
            case FOUR:
            case OPEN_THREE:
                return openTwos + closedThrees >= 1;
            case CLOSED_THREE:
                return closedThrees >= 2 || openTwos >= 1;
            case TWO:
                return openTwos >= 2;
            default:
                return false;
        }
    }
}
