package dev.strategist.games.connect4;

import dev.strategist.core.Score;

/**
 * Plain textbook negamax over a grid of cells, sharing no code with the solver: it looks at every move
 * sequence to the end, so it is the solver's oracle on boards small enough for that.
 */
final class Connect4SolverOracle {
    private final int width;
    private final int height;
    private final int[][] grid; // [column][row from the bottom]: 0 empty, 1 first player, 2 second
    private final int[] heights;
    private int stones;

    Connect4SolverOracle(int width, int height) {
        this.width = width;
        this.height = height;
        this.grid = new int[width][height];
        this.heights = new int[width];
    }

    /** Plays 0-based {@code column} for the side to move. */
    void play(int column) {
        grid[column][heights[column]++] = stones % 2 + 1;
        stones++;
    }

    /** Takes back the last stone of {@code column}. */
    void undo(int column) {
        grid[column][--heights[column]] = 0;
        stones--;
    }

    /** The reference convention: floor((C + 2 - m) / 2) for a win with stone m, negated for a loss. */
    int ponsScore() {
        int best = Integer.MIN_VALUE;
        for (int c = 0; c < width; c++) {
            if (heights[c] == height) {
                continue;
            }
            int value;
            play(c);
            if (fourThrough(c, heights[c] - 1)) {
                value = (width * height + 2 - stones) / 2; // stones now counts the winning stone: m
            } else if (stones == width * height) {
                value = 0;
            } else {
                value = -ponsScore();
            }
            undo(c);
            best = Math.max(best, value);
        }
        return best == Integer.MIN_VALUE ? 0 : best;
    }

    /** {@link Score}'s convention: {@code ±(WIN - plies to the end)}, 0 for a draw. */
    int strategistScore() {
        int best = Integer.MIN_VALUE;
        for (int c = 0; c < width; c++) {
            if (heights[c] == height) {
                continue;
            }
            int value;
            play(c);
            if (fourThrough(c, heights[c] - 1)) {
                value = Score.WIN - 1;
            } else if (stones == width * height) {
                value = 0;
            } else {
                int reply = strategistScore();
                value = reply > 0 ? -reply + 1 : reply < 0 ? -reply - 1 : 0;
            }
            undo(c);
            best = Math.max(best, value);
        }
        return best == Integer.MIN_VALUE ? 0 : best;
    }

    /** True when the stone at (column, row) is part of four in a row of its colour. */
    boolean fourThrough(int column, int row) {
        int[][] directions = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        for (int[] d : directions) {
            int run = 1 + count(column, row, d[0], d[1]) + count(column, row, -d[0], -d[1]);
            if (run >= 4) {
                return true;
            }
        }
        return false;
    }

    private int count(int column, int row, int dc, int dr) {
        int colour = grid[column][row];
        int n = 0;
        for (int c = column + dc, r = row + dr; c >= 0 && c < width && r >= 0 && r < height
                && grid[c][r] == colour; c += dc, r += dr) {
            n++;
        }
        return n;
    }

    /** The owner (1 or 2) of the stone at (column, row), or 0. */
    int at(int column, int row) {
        return grid[column][row];
    }

    /** Stones in {@code column}. */
    int heightOf(int column) {
        return heights[column];
    }
}
