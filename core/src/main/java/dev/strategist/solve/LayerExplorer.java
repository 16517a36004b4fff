package dev.strategist.solve;

import dev.strategist.core.Position;
import java.util.Arrays;
import java.util.function.ToLongFunction;

/**
 * Breadth-first enumeration of every position reachable from a start, layer by layer, into a
 * {@link LayeredGraph}. It keeps no position objects: each position is reached again by replaying its
 * discovery line from the one working position, undoing only back to the line shared with the previous
 * one (breadth-first order keeps siblings together, so that is usually one move).
 *
 * @param <P> the position type
 */
final class LayerExplorer<P extends Position> {
    private static final int INITIAL = 1024;

    private final P position;
    private final ToLongFunction<P> keyOf;
    private final int startPly;
    private final int startSide;
    private final int[] moves;

    private final LongIntMap indexOfKey = new LongIntMap(INITIAL);
    private long[] keys = new long[INITIAL];
    private int[] parent = new int[INITIAL];
    private int[] parentMove = new int[INITIAL];
    private byte[] terminalValue = new byte[INITIAL];
    private int[] firstEdge = new int[INITIAL + 1];
    private int count;
    private int[] edgeChild = new int[4 * INITIAL];
    private int edges;
    private final int[] layerStart = new int[SolvedTable.MAX_DISTANCE + 3];

    /** The indices of the positions on the line the working position stands on, by depth. */
    private final int[] onBoard = new int[SolvedTable.MAX_DISTANCE + 1];
    /** Scratch for the line to the next position to expand. */
    private final int[] target = new int[SolvedTable.MAX_DISTANCE + 1];
    private int depth;

    /** An explorer that plays on {@code start} and leaves it as it found it. */
    LayerExplorer(P start, ToLongFunction<P> keyOf) {
        this.position = start;
        this.keyOf = keyOf;
        this.startPly = start.ply();
        this.startSide = start.sideToMove();
        this.moves = new int[start.maxMoves()];
    }

    /** Enumerates every reachable position; fails if some position is reached at two different plies. */
    LayeredGraph explore() {
        add(keyOf.applyAsLong(position), -1, Position.NO_MOVE);
        try {
            int d = 0;
            while (true) {
                int begin = layerStart[d];
                int end = count;
                layerStart[d + 1] = end;
                if (begin == end) {
                    firstEdge[count] = edges;
                    return new LayeredGraph(keys, count, layerStart.clone(), d, firstEdge, edgeChild,
                            terminalValue, startPly, startSide);
                }
                for (int i = begin; i < end; i++) {
                    moveTo(i, d);
                    expand(i, d, end);
                }
                d++;
            }
        } finally {
            while (depth > 0) {
                position.undo();
                depth--;
            }
        }
    }

    /** Records the moves out of position {@code index} at depth {@code d}; layers below d end before {@code end}. */
    private void expand(int index, int d, int end) {
        if (position.sideToMove() != (startSide ^ (d & 1)) || position.ply() != startPly + d) {
            throw new IllegalArgumentException("position " + keys[index] + " has ply " + position.ply()
                    + " and side " + position.sideToMove() + " after " + d + " moves from ply " + startPly
                    + ": RetrogradeSolver needs sides that alternate every move");
        }
        firstEdge[index] = edges;
        int n = position.legalMoves(moves, 0);
        if (n == 0) {
            terminalValue[index] = (byte) position.outcome().signFor(position.sideToMove());
            return;
        }
        if (d == SolvedTable.MAX_DISTANCE) {
            throw new IllegalArgumentException("the game goes on past " + SolvedTable.MAX_DISTANCE
                    + " plies from the start; a solved table records distances in one byte");
        }
        for (int k = 0; k < n; k++) {
            int move = moves[k];
            position.play(move);
            long key = keyOf.applyAsLong(position);
            int child = indexOfKey.get(key, -1);
            if (child < 0) {
                child = add(key, index, move);
            } else if (child < end) {
                position.undo();
                throw new IllegalArgumentException("ply is not a function of the position: key " + key
                        + " is reached at ply " + (startPly + layerOf(child)) + " and at ply " + (startPly + d + 1)
                        + "; RetrogradeSolver needs the positions of each ply to form a layer"
                        + " (put the ply into the key if the game allows this)");
            }
            if (edges == edgeChild.length) {
                edgeChild = Arrays.copyOf(edgeChild, edges * 2);
            }
            edgeChild[edges++] = child;
            position.undo();
        }
    }

    /** Brings the working position to position {@code index} at depth {@code d} by its discovery line. */
    private void moveTo(int index, int d) {
        target[d] = index;
        for (int k = d; k > 0; k--) {
            target[k - 1] = parent[target[k]];
        }
        int shared = 1;
        while (shared <= depth && shared <= d && onBoard[shared] == target[shared]) {
            shared++;
        }
        for (; depth >= shared; depth--) {
            position.undo();
        }
        for (int k = shared; k <= d; k++) {
            position.play(parentMove[target[k]]);
            onBoard[k] = target[k];
        }
        depth = d;
    }

    private int add(long key, int from, int move) {
        if (count == keys.length) {
            int capacity = count * 2;
            keys = Arrays.copyOf(keys, capacity);
            parent = Arrays.copyOf(parent, capacity);
            parentMove = Arrays.copyOf(parentMove, capacity);
            terminalValue = Arrays.copyOf(terminalValue, capacity);
            firstEdge = Arrays.copyOf(firstEdge, capacity + 1);
        }
        keys[count] = key;
        parent[count] = from;
        parentMove[count] = move;
        indexOfKey.put(key, count);
        return count++;
    }

    private int layerOf(int index) {
        int d = 0;
        while (layerStart[d + 1] <= index) {
            d++;
        }
        return d;
    }
}
