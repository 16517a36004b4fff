package dev.strategist.games.checkers;

import dev.strategist.core.Score;

/**
 * The exact value of every checkers position with few pieces: win, loss or draw for the side to move,
 * with the distance to the end in plies (the winner hurrying, the loser delaying), built by retrograde
 * analysis ({@link EndgameBuilder}) under the game's own rules: compulsory captures, every jump path,
 * crowning ends the move, a side without moves loses. The draw rules are not applied: a "win" here may
 * in a real game need more quiet moves than the 40-move rule allows, so {@link CheckersEvaluator} trusts a
 * distance only when it ends within the plies the rule leaves, and searches the position otherwise.
 *
 * <p>Two bytes a position: up to four pieces it is small and built in seconds, up to five far bigger and
 * slower (docs/benchmarks/checkers.md has the figures).
 * {@link CheckersEndgameCache} builds either in the background, so a search never waits for it: until it
 * is ready the engine searches as it did before.
 */
public final class CheckersEndgameDatabase {
    /** What {@link #score} answers for a position the database does not hold. */
    public static final int UNKNOWN = Integer.MIN_VALUE;
    /** The pieces of the database the engine uses by default. */
    public static final int SHARED_PIECES = 4;

    private final int maxPieces;
    private final EndgameSlice[] slices;
    private final short[][] values;
    private final int longestWin;

    private CheckersEndgameDatabase(int maxPieces, EndgameBuilder.Tables tables) {
        this.maxPieces = maxPieces;
        this.slices = tables.slices();
        this.values = tables.values();
        int longest = 0;
        for (short[] table : values) {
            if (table != null) {
                for (short v : table) {
                    longest = Math.max(longest, v);
                }
            }
        }
        this.longestWin = longest;
    }

    /** Builds the database of every position with 2 to {@code maxPieces} pieces (at most 4 stays small). */
    public static CheckersEndgameDatabase build(int maxPieces) {
        return new CheckersEndgameDatabase(maxPieces, EndgameBuilder.build(maxPieces));
    }

    /**
     * The database of up to {@code maxPieces} pieces with only the slices of at most {@code menAtTop} men at
     * {@code maxPieces}: for tests, which must look up no other position of that count (its table is missing).
     */
    static CheckersEndgameDatabase build(int maxPieces, int menAtTop) {
        return new CheckersEndgameDatabase(maxPieces, EndgameBuilder.build(maxPieces, menAtTop));
    }

    /** The database of {@code tables}, read from a file ({@link CheckersEndgameFile}). */
    static CheckersEndgameDatabase of(int maxPieces, EndgameBuilder.Tables tables) {
        return new CheckersEndgameDatabase(maxPieces, tables);
    }

    /** Its slices and values, to be saved ({@link CheckersEndgameFile}); the arrays are its own, not copies. */
    EndgameBuilder.Tables tables() {
        return new EndgameBuilder.Tables(slices, values);
    }

    /** The most pieces a position may have to be in the database. */
    public int maxPieces() {
        return maxPieces;
    }

    /** The longest win in the database, in plies. */
    public int longestWin() {
        return longestWin;
    }

    /** True if the database holds {@code p}: 2 to {@link #maxPieces()} pieces, both sides on the board. */
    public boolean holds(CheckersPosition p) {
        long black = p.pieces(0);
        long white = p.pieces(1);
        return black != 0 && white != 0 && Long.bitCount(black | white) <= maxPieces;
    }

    /**
     * The exact score of {@code p} for the side to move in {@link Score}'s convention, as if it were
     * the root: {@code Score.WIN - n} for a win in n plies, {@code -(Score.WIN - n)} for a loss in n,
     * 0 for a draw; {@link #UNKNOWN} when the database does not hold it.
     */
    public int score(CheckersPosition p) {
        return score(p, 0);
    }

    /** As {@link #score(CheckersPosition)}, for a position {@code ply} plies below a search's root. */
    public int score(CheckersPosition p, int ply) {
        if (!holds(p)) {
            return UNKNOWN;
        }
        int v = value(p);
        if (v == 0) {
            return 0;
        }
        return v > 0 ? Score.WIN - ply - v : -(Score.WIN - ply - (-v - 1));
    }

    /**
     * The raw table value of a position the database holds: 0 a draw, {@code v > 0} a win in v plies,
     * {@code v < 0} a loss in {@code -v - 1} plies.
     */
    int value(CheckersPosition p) {
        long bm;
        long bk;
        long wm;
        long wk;
        if (p.sideToMove() == 0) {
            bm = p.men(0);
            bk = p.kings(0);
            wm = p.men(1);
            wk = p.kings(1);
        } else {
            bm = EndgameBuilder.mirror(p.men(1));
            bk = EndgameBuilder.mirror(p.kings(1));
            wm = EndgameBuilder.mirror(p.men(0));
            wk = EndgameBuilder.mirror(p.kings(0));
        }
        int key = EndgameSlice.key(Long.bitCount(bm), Long.bitCount(bk), Long.bitCount(wm), Long.bitCount(wk));
        return values[key][slices[key].index(bm, bk, wm, wk)];
    }

    /** How many positions the database holds (placements without two pieces on a square). */
    public long positions() {
        long count = 0;
        long[] board = new long[4];
        for (EndgameSlice s : slices) {
            if (s != null) {
                for (int i = 0; i < s.size; i++) {
                    if (s.placement(i, board)) {
                        count++;
                    }
                }
            }
        }
        return count;
    }
}
