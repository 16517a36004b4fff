package dev.strategist.examples.kalah;

import dev.strategist.core.Outcome;
import dev.strategist.core.Position;
import java.util.Arrays;

/**
 * A Kalah board: each side has {@code pits} pits and a store. A move sows the seeds of one of the mover's
 * pits one by one counter-clockwise, skipping the opponent's store. The last seed in the mover's own store
 * gives the mover another move; the last seed in an empty pit of the mover's, opposite a non-empty one,
 * captures both into the store. When one side's pits are empty the game ends, each side keeping what is
 * left on its row; more seeds in the store wins.
 *
 * <p>A move is a pit number from 0 to {@code pits - 1} counted from the mover's left (the pit farthest from
 * its store), so a move means the same for both sides. Undo restores a saved copy of the board: a board is
 * a few bytes, simpler than reversing a capture.
 */
public final class KalahPosition implements Position {
    private final int pits;
    /** First's pits 0..pits-1, first's store, second's pits, second's store: the sowing order. */
    private final int[] board;
    private int side;
    private int ply;
    /** The boards (and sides) before each move, {@code board.length + 1} ints each, for undo. */
    private int[] history;

    /** The start position: {@code pits} pits a side, {@code seeds} seeds in each. */
    public KalahPosition(int pits, int seeds) {
        this.pits = pits;
        this.board = new int[2 * pits + 2];
        for (int i = 0; i < pits; i++) {
            board[i] = seeds;
            board[pits + 1 + i] = seeds;
        }
        this.history = new int[64 * (board.length + 1)];
    }

    /** The number of pits a side. */
    public int pits() {
        return pits;
    }

    /** The seeds in {@code side}'s pit {@code pit} (0 the farthest from its store). */
    public int seeds(int side, int pit) {
        return board[side * (pits + 1) + pit];
    }

    /** The seeds in {@code side}'s store. */
    public int store(int side) {
        return board[side * (pits + 1) + pits];
    }

    @Override
    public int sideToMove() {
        return side;
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public int legalMoves(int[] into, int offset) {
        if (isOver()) {
            return 0;
        }
        int n = 0;
        for (int pit = 0; pit < pits; pit++) {
            if (seeds(side, pit) > 0) {
                into[offset + n++] = pit;
            }
        }
        return n;
    }

    @Override
    public void play(int move) {
        int width = board.length + 1;
        if ((ply + 1) * width > history.length) {
            history = Arrays.copyOf(history, history.length * 2);
        }
        System.arraycopy(board, 0, history, ply * width, board.length);
        history[ply * width + board.length] = side;
        ply++;

        int ownStore = side * (pits + 1) + pits;
        int otherStore = (1 - side) * (pits + 1) + pits;
        int at = side * (pits + 1) + move;
        int hand = board[at];
        board[at] = 0;
        while (hand > 0) {
            at = (at + 1) % board.length;
            if (at != otherStore) {
                board[at]++;
                hand--;
            }
        }
        boolean ownPit = at != ownStore && at / (pits + 1) == side;
        if (ownPit && board[at] == 1) {
            int opposite = 2 * pits - at; // pit i faces pit 2 * pits - i across the board
            if (board[opposite] > 0) {
                board[ownStore] += board[opposite] + 1;
                board[opposite] = 0;
                board[at] = 0;
            }
        }
        if (rowEmpty(0) || rowEmpty(1)) {
            sweep(0);
            sweep(1);
        }
        if (at != ownStore) {
            side = 1 - side; // the last seed in the mover's store is Kalah's extra turn: the side stays
        }
    }

    private boolean rowEmpty(int s) {
        for (int pit = 0; pit < pits; pit++) {
            if (seeds(s, pit) > 0) {
                return false;
            }
        }
        return true;
    }

    /** The game is over: the seeds left on {@code s}'s row go to its store. */
    private void sweep(int s) {
        int base = s * (pits + 1);
        for (int pit = 0; pit < pits; pit++) {
            board[base + pits] += board[base + pit];
            board[base + pit] = 0;
        }
    }

    @Override
    public void undo() {
        ply--;
        int width = board.length + 1;
        System.arraycopy(history, ply * width, board, 0, board.length);
        side = history[ply * width + board.length];
    }

    @Override
    public boolean isOver() {
        return rowEmpty(0) && rowEmpty(1); // a move that empties one row sweeps the other
    }

    @Override
    public Outcome outcome() {
        if (!isOver()) {
            return Outcome.NONE;
        }
        int difference = store(0) - store(1);
        return difference > 0 ? Outcome.FIRST_WINS : difference < 0 ? Outcome.SECOND_WINS : Outcome.DRAW;
    }

    @Override
    public long hash() {
        // computed on demand: fourteen small counts mix in nanoseconds, and there is no incremental key to keep
        long h = side;
        for (int count : board) {
            h = h * 0x9E3779B97F4A7C15L + count + 1;
        }
        h ^= h >>> 31;
        h *= 0xBF58476D1CE4E5B9L;
        return h ^ (h >>> 29);
    }

    @Override
    public int maxMoves() {
        return pits;
    }

    @Override
    public KalahPosition copy() {
        KalahPosition copy = new KalahPosition(pits, 0);
        copy.copyFrom(this);
        return copy;
    }

    @Override
    public void copyFrom(Position other) {
        KalahPosition o = (KalahPosition) other;
        System.arraycopy(o.board, 0, board, 0, board.length);
        side = o.side;
        ply = o.ply;
        if (history.length < o.history.length) {
            history = new int[o.history.length];
        }
        System.arraycopy(o.history, 0, history, 0, ply * (board.length + 1));
    }

    /** Second's row right to left on top, first's left to right below, stores at the ends: {@code [0] 4 4 4 ...}. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append("   ");
        for (int pit = pits - 1; pit >= 0; pit--) {
            sb.append(String.format("%3d", seeds(1, pit)));
        }
        sb.append('\n').append(String.format("%3d", store(1))).append(" ".repeat(3 * pits))
                .append(String.format("%3d", store(0))).append('\n').append("   ");
        for (int pit = 0; pit < pits; pit++) {
            sb.append(String.format("%3d", seeds(0, pit)));
        }
        return sb.append('\n').append(isOver() ? "game over" : (side == FIRST ? "South" : "North") + " to move")
                .toString();
    }
}
