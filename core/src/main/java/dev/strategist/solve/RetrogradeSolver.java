package dev.strategist.solve;

import dev.strategist.core.Position;
import java.util.Arrays;
import java.util.function.ToLongFunction;

/**
 * Solves a small game completely without recursion: a breadth-first enumeration of every position
 * reachable from a start, then backward induction from the deepest layer to the start, into a
 * {@link SolvedTable}.
 *
 * <p>It works for games whose positions at one ply form a layer: the ply must be a function of the
 * position (true of placement games such as Tic-tac-toe and Connect Four, where the ply is the number of
 * pieces on the board). A position reached at two different plies is rejected with a message. The key
 * function must give distinct positions distinct keys (a perfect hash such as a base-3 board number).
 *
 * <p>Values and distances follow negamax with scores {@code ±(WIN - plies)}: a finished position has its
 * outcome and distance 0; otherwise the side to move takes the best value among its moves, the fastest
 * win when winning, the slowest loss when losing, and the longest drawing line when drawing.
 *
 * @param <P> the position type
 */
public final class RetrogradeSolver<P extends Position> {
    private final String game;
    private final ToLongFunction<P> keyOf;

    /** A solver for the game named {@code game}, with positions told apart by {@code keyOf}. */
    public RetrogradeSolver(String game, ToLongFunction<P> keyOf) {
        if (game == null || game.isBlank()) {
            throw new IllegalArgumentException("the table needs the game's name");
        }
        this.game = game;
        this.keyOf = keyOf;
    }

    /** Solves every position reachable from {@code start}, which is played on and left as it was. */
    public SolvedTable solve(P start) {
        LayeredGraph graph = new LayerExplorer<>(start, keyOf).explore();
        byte[] values = new byte[graph.size];
        byte[] distances = new byte[graph.size];
        // children always lie in the next layer, so walking the layers backwards finds them solved
        for (int d = graph.layers - 1; d >= 0; d--) {
            for (int i = graph.layerStart[d]; i < graph.layerStart[d + 1]; i++) {
                induce(graph, i, values, distances);
            }
        }
        return sortedByKey(graph, values, distances);
    }

    private static void induce(LayeredGraph graph, int i, byte[] values, byte[] distances) {
        int from = graph.firstEdge[i];
        int to = graph.firstEdge[i + 1];
        if (from == to) {
            values[i] = graph.terminalValue[i];
            distances[i] = 0;
            return;
        }
        int best = -2;
        int bestDistance = 0;
        for (int e = from; e < to; e++) {
            int child = graph.edgeChild[e];
            int value = -values[child];
            int distance = (distances[child] & 0xFF) + 1;
            if (value > best) {
                best = value;
                bestDistance = distance;
            } else if (value == best) {
                // a winner hurries; a loser delays, and so does a drawer (the documented draw rule)
                bestDistance = best > 0 ? Math.min(bestDistance, distance) : Math.max(bestDistance, distance);
            }
        }
        values[i] = (byte) best;
        distances[i] = (byte) bestDistance;
    }

    private SolvedTable sortedByKey(LayeredGraph graph, byte[] values, byte[] distances) {
        int n = graph.size;
        long[] keys = Arrays.copyOf(graph.keys, n);
        Arrays.sort(keys);
        byte[] sortedValues = new byte[n];
        byte[] sortedDistances = new byte[n];
        byte[] depths = new byte[n];
        for (int d = 0; d < graph.layers; d++) {
            for (int i = graph.layerStart[d]; i < graph.layerStart[d + 1]; i++) {
                int at = Arrays.binarySearch(keys, graph.keys[i]);
                sortedValues[at] = values[i];
                sortedDistances[at] = distances[i];
                depths[at] = (byte) d;
            }
        }
        return new SolvedTable(game, graph.startPly, graph.startSide, keys, sortedValues, sortedDistances, depths);
    }
}
