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
 * move does not win (the empty board of every size up to 7 x 5 or 5 x 6, which are draws or losses).
 */
public final class Connect4OpeningBookBuilder {
    private final Connect4Solver solver;
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
        this.solver = solver;
        this.width = solver.geometry().width();
        this.height = solver.geometry().height();
        this.maxPly = maxPly;
        this.progress = progress;
    }

    /** The book's lines from the empty board ({@code moves column}, the empty board as {@code -}), shallowest first. */
    public List<String> build() {
        return build("");
    }

    /** The book's lines for the side to move after {@code root} (moves from the empty board), shallowest first. */
    public List<String> build(String root) {
        Connect4SolverBoard board = Connect4SolverBoard.of(width, height, root);
        if (solver.solve(board, true) <= 0) {
            throw new IllegalStateException("the side to move after '" + root + "' does not win on a " + width
                    + " x " + height + " board: there is no winning strategy to put in a book");
        }
        // breadth first, so a partial run still leaves a usable book of the shallow plies
        List<String> frontier = List.of(root);
        for (int ply = root.length(); ply <= maxPly && !frontier.isEmpty(); ply += 2) {
            List<String> next = new ArrayList<>();
            for (String moves : frontier) {
                expand(moves, next);
            }
            frontier = next;
        }
        return lines;
    }

    /** Adds the book move of the first player's position {@code moves} and queues the replies to it. */
    private void expand(String moves, List<String> next) {
        Connect4SolverBoard board = Connect4SolverBoard.of(width, height, moves);
        if (board.canWinNext()) {
            return; // the solver sees a win in one at once: no book needed, and the game ends
        }
        long mirrorKey = Connect4SolverBoard.of(width, height, Connect4OpeningBook.mirror(moves, width)).key();
        if (!seen.add(Math.min(board.key(), mirrorKey))) {
            return;
        }
        int column = winningColumn(board);
        String line = (moves.isEmpty() ? "-" : moves) + " " + (column + 1);
        lines.add(line);
        progress.accept(line);
        board.play(column);
        for (int reply = 0; reply < width; reply++) {
            if (board.canPlay(reply) && !board.isWinningMove(reply) && board.moves() + 1 < width * height) {
                next.add(moves + (column + 1) + (reply + 1));
            }
        }
    }

    private int winningColumn(Connect4SolverBoard board) {
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
        throw new IllegalStateException("no winning column after " + board + ": the book's line was not a win");
    }
}
