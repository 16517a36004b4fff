package dev.strategist.games.tictactoe;

import dev.strategist.core.ExactSolver;
import dev.strategist.solve.MoveValue;
import dev.strategist.solve.RetrogradeSolver;
import dev.strategist.solve.SolvedTable;
import dev.strategist.solve.TableLookup;
import java.util.List;

/**
 * Tic-tac-toe solved: all 5,478 reachable positions with their values and distances, keyed by the
 * base-3 board number, so the computer plays perfectly by look-up. Solving takes milliseconds, so the
 * shared table is built in memory on first use rather than shipped as a file. Immutable and thread-safe.
 */
public final class TicTacToeTable implements ExactSolver<TicTacToePosition> {
    /** The game name the table carries (and a table file must carry to be accepted here). */
    public static final String GAME = "tictactoe";

    private final TableLookup<TicTacToePosition> lookup;

    private TicTacToeTable(SolvedTable table) {
        this.lookup = new TableLookup<>(table, TicTacToePosition::key);
    }

    /** The table every caller shares, solved on first use (the holder idiom makes that thread-safe). */
    public static TicTacToeTable shared() {
        return Shared.TABLE;
    }

    private static final class Shared {
        static final TicTacToeTable TABLE = solve();
    }

    /** Solves the game afresh from the empty board. */
    public static TicTacToeTable solve() {
        return new TicTacToeTable(new RetrogradeSolver<TicTacToePosition>(GAME, TicTacToePosition::key)
                .solve(new TicTacToePosition()));
    }

    /** Answers from a table read from a file; it must be a Tic-tac-toe table solved from the empty board. */
    public static TicTacToeTable of(SolvedTable table) {
        if (!table.game().equals(GAME) || table.startPly() != 0 || !table.contains(0)) {
            throw new IllegalArgumentException("not a Tic-tac-toe table from the empty board: " + table);
        }
        return new TicTacToeTable(table);
    }

    /** The solved table itself: for statistics and for writing to a file. */
    public SolvedTable table() {
        return lookup.table();
    }

    @Override
    public int score(TicTacToePosition position) {
        return lookup.score(position);
    }

    /** +1 if the side to move wins with perfect play, 0 for a draw, -1 if it loses. */
    public int value(TicTacToePosition position) {
        return lookup.value(position);
    }

    /** Plies to the end with perfect play (fastest win, slowest loss, longest draw); 0 when it is over. */
    public int distance(TicTacToePosition position) {
        return lookup.distance(position);
    }

    /** The value and distance of each legal move, for a hint in a UI: cells in increasing order. */
    public List<MoveValue> moveValues(TicTacToePosition position) {
        return lookup.moveValues(position);
    }
}
