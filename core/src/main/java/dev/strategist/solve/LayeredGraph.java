package dev.strategist.solve;

/**
 * Every position reachable from a start, numbered breadth-first so each ply is one contiguous layer,
 * with the moves between them as index arrays: the input of backward induction.
 */
final class LayeredGraph {
    /** The key of each position, by index. */
    final long[] keys;
    /** Layer d (ply {@code startPly + d}) holds indices {@code layerStart[d]} to {@code layerStart[d + 1] - 1}. */
    final int[] layerStart;
    /** The successors of position i are {@code edgeChild[firstEdge[i]]} to {@code edgeChild[firstEdge[i + 1] - 1]}. */
    final int[] firstEdge;
    /** The index of the position each move leads to. */
    final int[] edgeChild;
    /** For finished positions, the result for the side to move: +1, 0 or -1. */
    final byte[] terminalValue;
    /** The ply of the start position. */
    final int startPly;
    /** The side to move at the start. */
    final int startSide;
    /** The number of positions; the arrays may be longer. */
    final int size;
    /** The number of layers. */
    final int layers;

    LayeredGraph(long[] keys, int size, int[] layerStart, int layers, int[] firstEdge, int[] edgeChild,
                 byte[] terminalValue, int startPly, int startSide) {
        this.keys = keys;
        this.size = size;
        this.layerStart = layerStart;
        this.layers = layers;
        this.firstEdge = firstEdge;
        this.edgeChild = edgeChild;
        this.terminalValue = terminalValue;
        this.startPly = startPly;
        this.startSide = startSide;
    }
}
