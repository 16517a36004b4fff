package dev.strategist.solve;

import dev.strategist.core.Score;
import java.util.Arrays;

/**
 * Every position of a solved game, by key: its minimax value for the side to move (+1 win, 0 draw,
 * -1 loss), its distance to the end in plies, and its ply. Keys are sorted so a look-up is a binary
 * search. Immutable.
 *
 * <p>The distance is the length of the game from the position with perfect play: the winner takes the
 * fastest win, the loser the slowest loss; for a draw it is the longest line on which both sides keep
 * the draw. A position is finished exactly when its distance is 0.
 */
public final class SolvedTable {
    /** The longest distance (and the deepest ply from the start) a table records: one unsigned byte. */
    public static final int MAX_DISTANCE = 255;

    private final String game;
    private final int startPly;
    private final int startSide;
    private final long[] keys;
    private final byte[] values;
    private final byte[] distances;
    private final byte[] depths;

    /**
     * A table over the given arrays, which it keeps (callers hand them over): keys strictly ascending,
     * values -1..1, distances and depths (ply minus {@code startPly}) 0..{@link #MAX_DISTANCE} as
     * unsigned bytes.
     */
    SolvedTable(String game, int startPly, int startSide, long[] keys, byte[] values, byte[] distances,
                byte[] depths) {
        if (keys.length != values.length || keys.length != distances.length || keys.length != depths.length) {
            throw new IllegalArgumentException("table columns differ in length");
        }
        if (startSide != 0 && startSide != 1) {
            throw new IllegalArgumentException("start side must be 0 or 1, not " + startSide);
        }
        for (int i = 0; i < keys.length; i++) {
            if (i > 0 && keys[i] <= keys[i - 1]) {
                throw new IllegalArgumentException("keys out of order at entry " + i);
            }
            if (values[i] < -1 || values[i] > 1) {
                throw new IllegalArgumentException("value " + values[i] + " at entry " + i + " is not -1, 0 or 1");
            }
        }
        this.game = game;
        this.startPly = startPly;
        this.startSide = startSide;
        this.keys = keys;
        this.values = values;
        this.distances = distances;
        this.depths = depths;
    }

    /** The score of a value and distance in the {@link Score} convention: ±(WIN - distance), 0 for a draw. */
    public static int score(int value, int distance) {
        return value == 0 ? 0 : value * (Score.WIN - distance);
    }

    /** The name of the game the table solves, e.g. {@code tictactoe}. */
    public String game() {
        return game;
    }

    /** The ply of the position the table was solved from. */
    public int startPly() {
        return startPly;
    }

    /** The side to move in the position the table was solved from. */
    public int startSide() {
        return startSide;
    }

    /** The number of positions. */
    public int size() {
        return keys.length;
    }

    /** The index of {@code key} (positions are indexed in key order), or -1 when it is not in the table. */
    public int indexOf(long key) {
        int i = Arrays.binarySearch(keys, key);
        return i >= 0 ? i : -1;
    }

    /** True if the table holds the position with this key. */
    public boolean contains(long key) {
        return indexOf(key) >= 0;
    }

    /** The value for the side to move of the position with this key: +1 win, 0 draw, -1 loss. */
    public int value(long key) {
        return valueAt(require(key));
    }

    /** The plies to the end of the position with this key (see the class comment). */
    public int distance(long key) {
        return distanceAt(require(key));
    }

    /** The exact score of the position with this key for its side to move: ±(WIN - distance), 0 for a draw. */
    public int score(long key) {
        int i = require(key);
        return score(valueAt(i), distanceAt(i));
    }

    /** The key at index {@code i}. */
    public long keyAt(int i) {
        return keys[i];
    }

    /** The value at index {@code i}: +1, 0 or -1 for the side to move. */
    public int valueAt(int i) {
        return values[i];
    }

    /** The distance to the end at index {@code i}. */
    public int distanceAt(int i) {
        return distances[i] & 0xFF;
    }

    /** The ply of the position at index {@code i}. */
    public int plyAt(int i) {
        return startPly + (depths[i] & 0xFF);
    }

    /** The side to move at index {@code i}: sides alternate every ply from the start. */
    public int sideToMoveAt(int i) {
        return startSide ^ (depths[i] & 1);
    }

    /** True if the game is over at index {@code i}. */
    public boolean isTerminalAt(int i) {
        return distances[i] == 0;
    }

    /** Positions per ply and finished positions by outcome. */
    public TableStats stats() {
        int deepest = 0;
        for (byte d : depths) {
            deepest = Math.max(deepest, d & 0xFF);
        }
        int[] byPly = new int[keys.length == 0 ? 0 : deepest + 1];
        int[] wins = new int[2];
        int draws = 0;
        for (int i = 0; i < keys.length; i++) {
            byPly[depths[i] & 0xFF]++;
            if (isTerminalAt(i)) {
                int side = sideToMoveAt(i);
                if (values[i] == 0) {
                    draws++;
                } else {
                    wins[values[i] > 0 ? side : 1 - side]++;
                }
            }
        }
        return new TableStats(startPly, byPly, wins[0], wins[1], draws);
    }

    private int require(long key) {
        int i = indexOf(key);
        if (i < 0) {
            throw new IllegalArgumentException("position " + key + " is not in the " + game + " table");
        }
        return i;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SolvedTable t && t.game.equals(game) && t.startPly == startPly && t.startSide == startSide
                && Arrays.equals(t.keys, keys) && Arrays.equals(t.values, values)
                && Arrays.equals(t.distances, distances) && Arrays.equals(t.depths, depths);
    }

    @Override
    public int hashCode() {
        return game.hashCode() * 31 + Arrays.hashCode(keys);
    }

    @Override
    public String toString() {
        return "SolvedTable[" + game + ", " + keys.length + " positions from ply " + startPly + "]";
    }
}
