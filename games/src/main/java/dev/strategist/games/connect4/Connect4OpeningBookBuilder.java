package dev.strategist.games.connect4;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Makes a {@link Connect4OpeningBook} with our own solver: walks the winning strategy of the side to move
 * from a root (the empty board for the shipped book), choosing at each of its turns the first column
 * (centre first) that a weak solve proves still wins, and following every reply of the opponent, until
 * {@code maxPly} stones are on the board. Mirror images are solved once. It refuses a root the side to
 * move does not win (the empty board of every size up to 7 x 5 or 5 x 6, which are draws or losses) with an
 * {@link IllegalArgumentException}.
 */
public final class Connect4OpeningBookBuilder {

    /**
     * Finds the winning column of each of a ply's positions: one after another with one solver, or as a
     * cluster's tasks. The columns do not depend on how: a weak solve's sign is the same whatever its table held.
     */
    @FunctionalInterface
    public interface WinningColumns {
        /**
         * The first column (centre first) that wins for the side to move in each position (moves from the empty
         * board, in column digits), as {@link #winningColumn} finds it; {@link Connect4OpeningBook#NONE} where none
         * does.
         */
        int[] of(List<String> positions);
    }

    private final WinningColumns columns;
    private final int width;
    private final int height;
    private final int maxPly;
    private final Consumer<String> progress;
    private final Set<Long> seen = new HashSet<>();
    private final List<String> lines = new ArrayList<>();

    /**
     * A builder over {@code solver}'s board size for positions of up to {@code maxPly} stones; each line
     * it adds is also passed to {@code progress}.
     */
    public Connect4OpeningBookBuilder(Connect4Solver solver, int maxPly, Consumer<String> progress) {
        this(solver.geometry().width(), solver.geometry().height(), maxPly, positions -> {
            int[] found = new int[positions.size()];
            for (int i = 0; i < found.length; i++) {
                found[i] = winningColumn(solver, positions.get(i));
            }
            return found;
        }, progress);
    }

    /**
     * A builder for a {@code width} x {@code height} board whose positions' winning columns {@code columns}
     * finds a ply at a time, for positions of up to {@code maxPly} stones; each line it adds is also passed to
     * {@code progress}. It adds the same lines in the same order as a builder over one solver.
     */
    public Connect4OpeningBookBuilder(int width, int height, int maxPly, WinningColumns columns,
                                      Consumer<String> progress) {
        this.columns = columns;
        this.width = width;
        this.height = height;
        this.maxPly = maxPly;
        this.progress = progress;
    }

    /** The book's lines from the empty board ({@code moves column}, the empty board as {@code -}), shallowest first. */
    public List<String> build() {
        return build("");
    }

    /** The book's lines for the side to move after {@code root} (moves from the empty board), shallowest first. */
    public List<String> build(String root) {
        // breadth first, so a partial run still leaves a usable book of the shallow plies; a ply's positions
        // are solved together, which is what lets a cluster solve them at once
        List<String> frontier = List.of(root);
        for (int ply = root.length(); ply <= maxPly && !frontier.isEmpty(); ply += 2) {
            List<String> unsolved = new ArrayList<>();
            for (String moves : frontier) {
                if (isNew(moves)) {
                    unsolved.add(moves);
                }
            }
            int[] found = columns.of(unsolved);
            List<String> next = new ArrayList<>();
            for (int i = 0; i < unsolved.size(); i++) {
                add(unsolved.get(i), found[i], root, next);
            }
            frontier = next;
        }
        return lines;
    }

    /** True for a position that needs a book move and whose mirror image has not had one. */
    private boolean isNew(String moves) {
        Connect4SolverBoard board = Connect4SolverBoard.of(width, height, moves);
        if (board.canWinNext()) {
            return false; // the solver sees a win in one at once: no book needed, and the game ends
        }
        long mirrorKey = Connect4SolverBoard.of(width, height, Connect4OpeningBook.mirror(moves, width)).key();
        return seen.add(Math.min(board.key(), mirrorKey));
    }

    /** Adds the book move {@code column} of the first player's position {@code moves} and queues the replies. */
    private void add(String moves, int column, String root, List<String> next) {
        if (column == Connect4OpeningBook.NONE && moves.equals(root)) {
            throw new IllegalArgumentException("the side to move after '" + root + "' does not win on a " + width
                    + " x " + height + " board: there is no winning strategy to put in a book");
        }
        if (column == Connect4OpeningBook.NONE) {
            throw new IllegalStateException("no winning column after " + moves + ": the book's line was not a win");
        }
        String line = (moves.isEmpty() ? "-" : moves) + " " + (column + 1);
        lines.add(line);
        progress.accept(line);
        Connect4SolverBoard board = Connect4SolverBoard.of(width, height, moves);
        board.play(column);
        for (int reply = 0; reply < width; reply++) {
            if (board.canPlay(reply) && !board.isWinningMove(reply) && board.moves() + 1 < width * height) {
                next.add(moves + (column + 1) + (reply + 1));
            }
        }
    }

    /**
     * The first column, centre first, whose move a weak solve with {@code solver} proves a win for the side to
     * move after {@code moves}; {@link Connect4OpeningBook#NONE} when no column wins.
     */
    public static int winningColumn(Connect4Solver solver, String moves) {
        int width = solver.geometry().width();
        Connect4SolverBoard board = Connect4SolverBoard.of(width, solver.geometry().height(), moves);
        for (int i = 0; i < width; i++) {
            int column = Connect4Solver.centreOrder(i, width);
            if (board.canPlay(column)) {
                board.play(column);
                int opponent = solver.solve(board, true);
                board.undo();
                if (opponent < 0) {
                    return column;
                }
            }
        }
        return Connect4OpeningBook.NONE;
    }
}
