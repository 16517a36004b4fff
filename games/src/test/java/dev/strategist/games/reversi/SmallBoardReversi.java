package dev.strategist.games.reversi;

/**
 * Othello on an n x n array, the textbook way, knowing nothing of bitboards or of the 8 x 8 frame: the
 * oracle the smaller boards ({@link ReversiBoard}) are checked against, with a plain minimax for exact
 * values. Cells hold 1 (the side to move), -1 (the opponent) or 0.
 */
final class SmallBoardReversi {
    private static final int[][] DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};

    final int n;
    /** cells[r][c]: 1 the side to move's disc, -1 the opponent's, 0 empty. */
    final int[][] cells;

    SmallBoardReversi(int n, int[][] cells) {
        this.n = n;
        this.cells = cells;
    }

    /** The discs turned by the side to move playing at (c, r), as a list of cells (empty if none). */
    java.util.List<int[]> flips(int c, int r) {
        java.util.List<int[]> all = new java.util.ArrayList<>();
        if (cells[r][c] != 0) {
            return all;
        }
        for (int[] d : DIRS) {
            java.util.List<int[]> line = new java.util.ArrayList<>();
            int x = c + d[0];
            int y = r + d[1];
            while (x >= 0 && x < n && y >= 0 && y < n && cells[y][x] == -1) {
                line.add(new int[] {x, y});
                x += d[0];
                y += d[1];
            }
            if (!line.isEmpty() && x >= 0 && x < n && y >= 0 && y < n && cells[y][x] == 1) {
                all.addAll(line);
            }
        }
        return all;
    }

    /** True if the side to move has a move. */
    boolean canMove() {
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (!flips(c, r).isEmpty()) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The position after the side to move plays (c, r), seen from the new side to move. */
    SmallBoardReversi play(int c, int r) {
        int[][] next = new int[n][n];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                next[y][x] = -cells[y][x];
            }
        }
        for (int[] f : flips(c, r)) {
            next[f[1]][f[0]] = -1;
        }
        next[r][c] = -1;
        return new SmallBoardReversi(n, next);
    }

    /** The same discs with the other side to move. */
    SmallBoardReversi pass() {
        int[][] next = new int[n][n];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                next[y][x] = -cells[y][x];
            }
        }
        return new SmallBoardReversi(n, next);
    }

    /** The final disc difference for the side to move, empty squares to the winner. */
    int finalScore() {
        int mine = 0;
        int theirs = 0;
        for (int[] row : cells) {
            for (int v : row) {
                mine += v == 1 ? 1 : 0;
                theirs += v == -1 ? 1 : 0;
            }
        }
        int empty = n * n - mine - theirs;
        return mine > theirs ? mine - theirs + empty : mine < theirs ? mine - theirs - empty : 0;
    }

    /** The exact value for the side to move by plain minimax (negamax form, no pruning). */
    int minimax() {
        int best = Integer.MIN_VALUE;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (!flips(c, r).isEmpty()) {
                    best = Math.max(best, -play(c, r).minimax());
                }
            }
        }
        if (best != Integer.MIN_VALUE) {
            return best;
        }
        SmallBoardReversi other = pass();
        return other.canMove() ? -other.minimax() : finalScore();
    }

    /**
     * The move sequences of exactly {@code depth} plies, a pass being a ply (when the side has no move
     * and the other has one) and a finished game ending its sequences early (not counted).
     */
    long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        long total = 0;
        boolean moved = false;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (!flips(c, r).isEmpty()) {
                    moved = true;
                    total += play(c, r).perft(depth - 1);
                }
            }
        }
        if (moved) {
            return total;
        }
        SmallBoardReversi other = pass();
        return other.canMove() ? other.perft(depth - 1) : 0;
    }

    /** The array of a bitboard position on {@code board}, the side to move's discs as 1. */
    static SmallBoardReversi of(ReversiBoard board, long p, long o) {
        int n = board.size();
        int[][] cells = new int[n][n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int sq = board.square(c, r);
                cells[r][c] = (p >>> sq & 1) != 0 ? 1 : (o >>> sq & 1) != 0 ? -1 : 0;
            }
        }
        return new SmallBoardReversi(n, cells);
    }
}
