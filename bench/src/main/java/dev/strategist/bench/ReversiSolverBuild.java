package dev.strategist.bench;

import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;

/**
 * One build's exact Othello endgame solver, loaded from its jar in a class loader of its own and reached by
 * reflection, so that two builds can take turns in one JVM (the pairs benches), each compiled by the JIT apart.
 */
final class ReversiSolverBuild {
    private static final String SOLVER = "dev.strategist.games.reversi.endgame.ReversiEndgameSolver";

    private final Object solver;
    private final Method solve;
    private final Method clearTable;
    private final Method resetNodes;
    private final Method nodes;

    /** The solver of {@code jar} with a table of 2^{@code tableBits} entries. */
    ReversiSolverBuild(Path jar, int tableBits) throws ReflectiveOperationException, IOException {
        // the platform loader as parent: no class of the solver may come from the running jar
        URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
        Class<?> type = Class.forName(SOLVER, true, loader);
        solver = type.getConstructor(int.class).newInstance(tableBits);
        solve = type.getMethod("solve", long.class, long.class);
        clearTable = type.getMethod("clearTable");
        resetNodes = type.getMethod("resetNodes");
        nodes = type.getMethod("nodes");
    }

    /** Empties the table and zeroes the node count: before each timed solve, outside the timing. */
    void clear() throws ReflectiveOperationException {
        clearTable.invoke(solver);
        resetNodes.invoke(solver);
    }

    /** The exact score of the position with the mover's discs {@code p} and the opponent's {@code o}. */
    int solve(long p, long o) throws ReflectiveOperationException {
        return (Integer) solve.invoke(solver, p, o);
    }

    /** The nodes counted since the last {@link #clear}. */
    long nodes() throws ReflectiveOperationException {
        return (Long) nodes.invoke(solver);
    }
}
