package dev.strategist.games.gomoku;

/**
 * A value for every set of four line shapes an empty cell can carry, one for the side to move's shapes and one for
 * the opponent's, in sixteenths of an evaluation unit (715 sets a side; the strong engines' classical evaluation
 * reads its cells this way). The position keeps each colour's sum over its empty cells as stones come and go
 * ({@link GomokuPosition#cellTableScore}); this class holds the table in the form that sum reads: indexed by the
 * four shapes in direction order as one decimal number ({@link GomokuPosition#shapeIndex}), every order of a set
 * holding the same entry, the side to move's value in the low 32 bits and the opponent's above them, so one long
 * addition keeps both roles' sums.
 */
public final class GomokuCellTable {
    /** Indices of the decimal numbers {@code s0 s1 s2 s3} of four shape codes below ten. */
    static final int CODES = 10_000;
    /** A table unit is a sixteenth of an evaluation unit ({@code >> 4}): the fitted corrections are small. */
    static final int SHIFT = 4;

    private final long[] entries = new long[CODES];

    /** An empty table (every value 0). */
    public GomokuCellTable() {
    }

    /**
     * Sets the values of the set whose four shape codes are the decimal digits of {@code code} (any order, as
     * {@code 4320}): {@code mine} when the cell's shapes are the side to move's, {@code theirs} when the opponent's,
     * both in sixteenths. The empty set ({@code 0}) stays 0: a stone's cell reads it.
     */
    public void set(int code, int mine, int theirs) {
        if (code <= 0 || code >= CODES) {
            throw new IllegalArgumentException("a set of four shape codes is a number from 1 to 9999, got " + code);
        }
        int[] d = {code / 1000, code / 100 % 10, code / 10 % 10, code % 10};
        long entry = pack(mine, theirs);
        // every order of the four digits: the position indexes by direction, not by set
        for (int a = 0; a < 4; a++) {
            for (int b = 0; b < 4; b++) {
                for (int c = 0; c < 4; c++) {
                    if (a != b && a != c && b != c) { // the fourth index is the one left: 6 - a - b - c
                        entries[d[a] * 1000 + d[b] * 100 + d[c] * 10 + d[6 - a - b - c]] = entry;
                    }
                }
            }
        }
    }

    /** Both roles' values in one long: the side to move's in the low 32 bits, the opponent's above. */
    static long pack(int mine, int theirs) {
        return (long) mine + ((long) theirs << 32);
    }

    /** The side to move's part of a sum of packed values. */
    static int mine(long sum) {
        return (int) sum;
    }

    /** The opponent's part of a sum of packed values. */
    static int theirs(long sum) {
        return (int) ((sum - (int) sum) >> 32);
    }

    /** The packed entries by direction-ordered code, for the position's sums. */
    long[] entries() {
        return entries;
    }

    /**
     * The table's value of {@code p} from scratch, in evaluation units: the side to move's shapes valued as its
     * own and the opponent's as the opponent's, over the empty cells; what the position's kept sums must equal.
     */
    public int score(GomokuPosition p) {
        int me = p.sideToMove();
        long mine = 0;
        long theirs = 0;
        int cells = p.size() * p.size();
        for (int cell = 0; cell < cells; cell++) {
            if (p.stone(cell) == 0) {
                mine += entries[p.shapeIndex(me, cell)];
                theirs += entries[p.shapeIndex(1 - me, cell)];
            }
        }
        return value(mine, theirs);
    }

    /** The evaluation units of the side to move's sum {@code mine} and the opponent's {@code theirs}. */
    static int value(long mine, long theirs) {
        return (mine(mine) + theirs(theirs)) >> SHIFT;
    }
}
