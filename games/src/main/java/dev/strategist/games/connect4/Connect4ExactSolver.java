package dev.strategist.games.connect4;

import dev.strategist.core.ExactSolver;
import dev.strategist.core.Score;
import java.util.Objects;
import java.util.function.BooleanSupplier;

/**
 * Connect Four's perfect knowledge for the Strategist: {@link Connect4Solver}'s exact scores in
 * {@link Score}'s convention, and on 7 x 6 the {@link Connect4OpeningBook} for the first plies, where a
 * solve takes tens of seconds. Thread-safe: each call borrows a solver from a {@link Connect4SolverPool}
 * (the process's unless given one), so concurrent games never share a table while one game's later moves
 * reuse what its earlier solves stored (a table entry is true of its position whatever the root).
 */
public final class Connect4ExactSolver implements ExactSolver<Connect4Position> {
    /**
     * 2^22 table slots (32 MB on 7 x 6, whose keys leave too few bits for 4-byte slots at this size): a
     * middle-game solve fits; the openings come from the book.
     */
    static final int TABLE_LOG2 = 22;
    private static final BooleanSupplier NEVER = () -> false;

    private final boolean useBook;
    private final Connect4SolverPool pool;

    /** The solver with the opening book where one is shipped (7 x 6). */
    public Connect4ExactSolver() {
        this(true);
    }

    /** The solver, with or without the opening book (without: every position is solved). */
    public Connect4ExactSolver(boolean useBook) {
        this(useBook, Connect4SolverPool.shared());
    }

    /** The solver, with or without the opening book, keeping its solvers in {@code pool}. */
    public Connect4ExactSolver(boolean useBook, Connect4SolverPool pool) {
        this.useBook = useBook;
        this.pool = Objects.requireNonNull(pool, "pool");
    }

    @Override
    public int score(Connect4Position position) {
        if (position.isOver()) {
            return Score.terminal(position.outcome(), position.sideToMove(), 0);
        }
        Connect4Solver solver = borrow(position);
        try {
            int pons = solver.solve(boardOf(position), false, NEVER);
            return Connect4Solver.toStrategistScore(pons, position.ply(), position.width(), position.height());
        } finally {
            giveBack(position, solver);
        }
    }

    /** Every legal column's exact score, solved however long it takes (the book is not asked). */
    @Override
    public int scoreMoves(Connect4Position position, int[] moves, int[] scores) {
        return position.isOver() ? 0 : solveEach(position, boardOf(position), moves, scores, NEVER);
    }

    /**
     * Every legal column's exact score; in a position the book knows, only the book's column, scored as a
     * win by the last stone the mover could drop (a true lower bound: the book proves the win, not how
     * soon it comes).
     */
    @Override
    public int scoreMoves(Connect4Position position, int[] moves, int[] scores, BooleanSupplier stop) {
        if (position.isOver()) {
            return 0;
        }
        Connect4SolverBoard board = boardOf(position);
        int n = position.ply();
        if (useBook && position.width() == 7 && position.height() == 6) {
            int column = Connect4OpeningBook.standard().move(board);
            if (column != Connect4OpeningBook.NONE) {
                int cells = 7 * 6;
                int lastStone = ((cells - n) & 1) == 1 ? cells : cells - 1; // the mover's stones are n+1, n+3, ...
                moves[0] = column;
                scores[0] = Score.WIN - (lastStone - n);
                return 1;
            }
        }
        return solveEach(position, board, moves, scores, stop);
    }

    /** Solves each legal column of {@code board}, the position's, or gives up with {@link #STOPPED}. */
    private int solveEach(Connect4Position position, Connect4SolverBoard board, int[] moves, int[] scores,
                                 BooleanSupplier stop) {
        int n = position.ply();
        int width = position.width();
        int height = position.height();
        Connect4Solver solver = borrow(position);
        try {
            int count = 0;
            for (int column = 0; column < width; column++) {
                if (!board.canPlay(column)) {
                    continue;
                }
                int pons;
                if (board.isWinningMove(column)) {
                    pons = (width * height + 1 - n) / 2;
                } else {
                    board.play(column);
                    int reply = solver.solve(board, false, stop);
                    board.undo();
                    if (reply == Connect4Solver.STOPPED) {
                        return STOPPED;
                    }
                    pons = -reply;
                }
                moves[count] = column;
                scores[count++] = Connect4Solver.toStrategistScore(pons, n, width, height);
            }
            return count;
        } finally {
            giveBack(position, solver);
        }
    }

    private static Connect4SolverBoard boardOf(Connect4Position position) {
        Connect4SolverBoard board = new Connect4SolverBoard(position.width(), position.height());
        for (int i = 0; i < position.ply(); i++) {
            board.play(position.moveAt(i));
        }
        return board;
    }

    private Connect4Solver borrow(Connect4Position position) {
        return pool.borrow(position.width(), position.height());
    }

    private void giveBack(Connect4Position position, Connect4Solver solver) {
        pool.giveBack(position.width(), position.height(), solver);
    }
}
