package dev.strategist.app.cli.book;

import dev.strategist.app.distributed.IndexedTask;
import dev.strategist.games.connect4.Connect4OpeningBookBuilder;
import dev.strategist.games.connect4.Connect4Solver;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The winning column of position {@code index} of a book's ply, found on a cluster's executor with a solver
 * kept for each executor thread (a solver serves one search at a time; its table only speeds later solves).
 *
 * @param positions the ply's positions, moves from the empty board
 * @param width     the board's columns
 * @param height    its rows
 * @param tableBits the solver's table size as a power of two
 */
record ClusterBookTask(List<String> positions, int width, int height, int tableBits) implements IndexedTask<Integer> {

    /** Each executor thread's solvers, by board and table size. */
    private static final ThreadLocal<Map<List<Integer>, Connect4Solver>> SOLVERS = ThreadLocal.withInitial(HashMap::new);

    ClusterBookTask {
        positions = List.copyOf(positions);
    }

    @Override
    public Integer run(int index) {
        Connect4Solver solver = SOLVERS.get().computeIfAbsent(List.of(width, height, tableBits),
                k -> new Connect4Solver(width, height, tableBits));
        return Connect4OpeningBookBuilder.winningColumn(solver, positions.get(index));
    }
}
