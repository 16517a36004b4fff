package dev.strategist.search;

import java.util.Arrays;

/**
 * The triangular principal-variation table of a fixed-depth search: row {@code ply} holds the best line
 * found so far from that ply on. Preallocated per search, so recording a line allocates nothing.
 */
public final class PrincipalVariation {
    private final int width;
    private final int[] lines;
    private final int[] lengths;

    /** A table for searches of up to {@code maxDepth} plies. */
    public PrincipalVariation(int maxDepth) {
        this.width = maxDepth + 1;
        this.lines = new int[width * width];
        this.lengths = new int[width];
    }

    /** The deepest search this table serves. */
    public int maxDepth() {
        return width - 1;
    }

    /** Forgets the line at {@code ply}; every node calls it on entry, so a leaf's line is empty. */
    public void clear(int ply) {
        lengths[ply] = 0;
    }

    /** Makes {@code move} followed by the line just searched below it the line at {@code ply}. */
    public void update(int ply, int move) {
        int row = ply * width;
        int below = lengths[ply + 1];
        lines[row] = move;
        System.arraycopy(lines, row + width, lines, row + 1, below);
        lengths[ply] = below + 1;
    }

    /** The line from the root, best move first. */
    public int[] rootLine() {
        return Arrays.copyOf(lines, lengths[0]);
    }

    /** The first move of the root line, or {@code otherwise} when the root has none yet. */
    public int rootMove(int otherwise) {
        return lengths[0] > 0 ? lines[0] : otherwise;
    }
}
