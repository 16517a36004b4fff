package dev.strategist.games.gomoku;

/**
 * A set of board cells kept as stones come and go (each side's four cells, its three cells): adding,
 * removing and listing cost about as much as there are members, never a walk over the board. Listed in
 * increasing cell order, so a search reading it does not depend on the order moves were played in.
 */
final class GomokuCellSet {
    private final int[] list;
    /** Each cell's index in {@code list}, -1 when absent. */
    private final int[] slot;
    private int size;

    /** An empty set of cells {@code 0 .. cells - 1}. */
    GomokuCellSet(int cells) {
        list = new int[cells];
        slot = new int[cells];
        java.util.Arrays.fill(slot, -1);
    }

    /** Adds ({@code member} true) or removes {@code cell}; nothing if it is already so. */
    void set(int cell, boolean member) {
        int at = slot[cell];
        if (member && at < 0) {
            slot[cell] = size;
            list[size++] = cell;
        } else if (!member && at >= 0) {
            int last = list[--size];
            list[at] = last;
            slot[last] = at;
            slot[cell] = -1;
        }
    }

    /** The number of members. */
    int size() {
        return size;
    }

    /** True if {@code cell} is a member. */
    boolean contains(int cell) {
        return slot[cell] >= 0;
    }

    /** The member at {@code i} in no particular order (0 .. size - 1): for scans that need no order. */
    int at(int i) {
        return list[i];
    }

    /** Writes the members at {@code into[offset...]} in increasing order and returns how many. */
    int write(int[] into, int offset) {
        for (int i = 0; i < size; i++) {
            // insertion sort: the sets are small
            int c = list[i];
            int j = offset + i;
            while (j > offset && into[j - 1] > c) {
                into[j] = into[j - 1];
                j--;
            }
            into[j] = c;
        }
        return size;
    }

    /** Makes this set equal to {@code other} (of the same board). */
    void copyFrom(GomokuCellSet other) {
        System.arraycopy(other.list, 0, list, 0, other.size);
        System.arraycopy(other.slot, 0, slot, 0, slot.length);
        size = other.size;
    }
}
