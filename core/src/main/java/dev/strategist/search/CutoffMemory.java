package dev.strategist.search;

import dev.strategist.core.Position;
import java.util.Arrays;

/**
 * What a search learns from its cut-offs to order the moves of later nodes: two killer moves a ply (moves
 * that cut elsewhere at the same ply) and a history score a side and move index, grown by the depth squared
 * and halved when one nears {@code halveAbove}. Shared by the generic {@link Engine} and games' own
 * searches, which each turn these into ordering keys in their own way. Not thread-safe: one a search.
 */
public final class CutoffMemory {
    private final int[][] killers;
    private final int[][] history;
    private final int halveAbove;

    /** Killers for plies {@code 0 .. plies - 1}, history indices {@code 0 .. historySize - 1} a side. */
    public CutoffMemory(int plies, int historySize, int halveAbove) {
        if (plies < 1 || historySize < 1 || halveAbove < 1) {
            throw new IllegalArgumentException("plies, history size and halving bound must be positive: "
                    + plies + ", " + historySize + ", " + halveAbove);
        }
        this.killers = new int[plies][2];
        this.history = new int[2][historySize];
        this.halveAbove = halveAbove;
        clear();
    }

    /** Forgets every killer and history score, as a new search starts. */
    public void clear() {
        for (int[] k : killers) {
            k[0] = Position.NO_MOVE;
            k[1] = Position.NO_MOVE;
        }
        for (int[] h : history) {
            Arrays.fill(h, 0);
        }
    }

    /** The newer ({@code slot} 0) or older (1) killer at {@code ply}, or {@link Position#NO_MOVE}. */
    public int killer(int ply, int slot) {
        return killers[ply][slot];
    }

    /** {@code side}'s history scores by move index: the array itself, read in ordering loops without a call a move. */
    public int[] history(int side) {
        return history[side];
    }

    /** Makes {@code move} the newer killer at {@code ply} (the newer one before it the older), unless it is already. */
    public void addKiller(int ply, int move) {
        int[] k = killers[ply];
        if (k[0] != move) {
            k[1] = k[0];
            k[0] = move;
        }
    }

    /** Adds a cut-off at {@code depth} to {@code side}'s history at {@code index}, halving all its scores past the bound. */
    public void addHistory(int side, int index, int depth) {
        int[] h = history[side];
        h[index] += depth * depth;
        if (h[index] > halveAbove) {
            for (int j = 0; j < h.length; j++) {
                h[j] >>= 1;
            }
        }
    }
}
