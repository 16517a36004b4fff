package dev.strategist.learn;

import java.util.Arrays;
import java.util.List;

/**
 * A two-player game played in one simultaneous move, given by payoff tables of any size: player 0 (the
 * row player) picks a row, player 1 (the column player) a column, and each gets its table's entry.
 * Repeated rounds of it are what the learners of this package play.
 */
public final class MatrixGame {
    private final String name;
    private final List<String> rowActions;
    private final List<String> columnActions;
    private final double[][] rowPayoff;
    private final double[][] columnPayoff;

    /**
     * A game with both players' tables, {@code rowPayoff[r][c]} and {@code columnPayoff[r][c]} for row
     * action {@code r} and column action {@code c}.
     */
    public MatrixGame(String name, List<String> rowActions, List<String> columnActions, double[][] rowPayoff,
                      double[][] columnPayoff) {
        if (rowActions.isEmpty() || columnActions.isEmpty()) {
            throw new IllegalArgumentException("each player needs at least one action");
        }
        checkTable("row player's", rowPayoff, rowActions.size(), columnActions.size());
        checkTable("column player's", columnPayoff, rowActions.size(), columnActions.size());
        this.name = name;
        this.rowActions = List.copyOf(rowActions);
        this.columnActions = List.copyOf(columnActions);
        this.rowPayoff = deepCopy(rowPayoff);
        this.columnPayoff = deepCopy(columnPayoff);
    }

    /** A zero-sum game with the same actions for both players: the column player gets minus the row's payoff. */
    public static MatrixGame zeroSum(String name, List<String> actions, double[][] rowPayoff) {
        double[][] minus = new double[rowPayoff.length][];
        for (int r = 0; r < rowPayoff.length; r++) {
            minus[r] = rowPayoff[r].clone();
            for (int c = 0; c < minus[r].length; c++) {
                minus[r][c] = -minus[r][c];
            }
        }
        return new MatrixGame(name, actions, actions, rowPayoff, minus);
    }

    private static void checkTable(String whose, double[][] table, int rows, int cols) {
        if (table.length != rows) {
            throw new IllegalArgumentException("the " + whose + " table has " + table.length + " rows, not " + rows);
        }
        for (int r = 0; r < rows; r++) {
            if (table[r].length != cols) {
                throw new IllegalArgumentException("row " + r + " of the " + whose + " table has " + table[r].length
                        + " entries, not " + cols);
            }
            for (double v : table[r]) {
                if (!Double.isFinite(v)) {
                    throw new IllegalArgumentException("the " + whose + " table holds " + v + " in row " + r);
                }
            }
        }
    }

    private static double[][] deepCopy(double[][] t) {
        double[][] c = new double[t.length][];
        for (int i = 0; i < t.length; i++) {
            c[i] = t[i].clone();
        }
        return c;
    }

    /** The game's name. */
    public String name() {
        return name;
    }

    /** The names of {@code player}'s actions (0 rows, 1 columns). */
    public List<String> actions(int player) {
        return player == 0 ? rowActions : columnActions;
    }

    /** How many actions {@code player} has. */
    public int actionCount(int player) {
        return actions(player).size();
    }

    /** What {@code player} gets when it plays {@code mine} and the other player {@code theirs}. */
    public double payoff(int player, int mine, int theirs) {
        return player == 0 ? rowPayoff[mine][theirs] : columnPayoff[theirs][mine];
    }

    /** The smallest payoff {@code player} can get. */
    public double minPayoff(int player) {
        double[][] t = player == 0 ? rowPayoff : columnPayoff;
        return Arrays.stream(t).flatMapToDouble(Arrays::stream).min().orElseThrow();
    }

    /** The largest payoff {@code player} can get. */
    public double maxPayoff(int player) {
        double[][] t = player == 0 ? rowPayoff : columnPayoff;
        return Arrays.stream(t).flatMapToDouble(Arrays::stream).max().orElseThrow();
    }

    /** {@code player}'s expected payoff when it plays the mixed strategy {@code mine} against {@code theirs}. */
    public double expectedPayoff(int player, double[] mine, double[] theirs) {
        double sum = 0;
        for (int a = 0; a < mine.length; a++) {
            for (int b = 0; b < theirs.length; b++) {
                sum += mine[a] * theirs[b] * payoff(player, a, b);
            }
        }
        return sum;
    }

    /** {@code player}'s expected payoff for each of its pure actions against the mixed strategy {@code theirs}. */
    public double[] actionValues(int player, double[] theirs) {
        double[] v = new double[actionCount(player)];
        for (int a = 0; a < v.length; a++) {
            for (int b = 0; b < theirs.length; b++) {
                v[a] += theirs[b] * payoff(player, a, b);
            }
        }
        return v;
    }

    /** The best pure reply of {@code player} to {@code theirs} (the lowest index among equals). */
    public int bestResponse(int player, double[] theirs) {
        double[] v = actionValues(player, theirs);
        int best = 0;
        for (int a = 1; a < v.length; a++) {
            if (v[a] > v[best]) {
                best = a;
            }
        }
        return best;
    }

    /** What {@code player} gets at best against {@code theirs}. */
    public double bestResponseValue(int player, double[] theirs) {
        return Arrays.stream(actionValues(player, theirs)).max().orElseThrow();
    }

    /**
     * NashConv of a profile: the sum over both players of what a best response would gain over their
     * strategy; zero exactly at a Nash equilibrium.
     */
    public double nashConv(double[] row, double[] column) {
        return bestResponseValue(0, column) - expectedPayoff(0, row, column)
                + bestResponseValue(1, row) - expectedPayoff(1, column, row);
    }

    @Override
    public String toString() {
        return name + " " + rowActions.size() + " x " + columnActions.size();
    }
}
