package dev.strategist.solve;

import dev.strategist.core.Outcome;
import dev.strategist.core.Position;

/**
 * A tiny layered test game: a row of n cells, the two sides mark empty cells in turn, k adjacent marks
 * of one side win, a full row without that is a draw. The key is base 3 like Tic-tac-toe's.
 */
final class RowPosition implements Position {
    private final int cells;
    private final int toWin;
    private final int[] masks = new int[2];
    private final int[] history;
    private int ply;
    private long key;
    private Outcome outcome = Outcome.NONE;

    RowPosition(int cells, int toWin) {
        this.cells = cells;
        this.toWin = toWin;
        this.history = new int[cells];
    }

    long key() {
        return key;
    }

    @Override
    public int sideToMove() {
        return ply & 1;
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public int legalMoves(int[] into, int offset) {
        if (outcome != Outcome.NONE) {
            return 0;
        }
        int n = 0;
        for (int c = 0; c < cells; c++) {
            if (((masks[0] | masks[1]) & (1 << c)) == 0) {
                into[offset + n++] = c;
            }
        }
        return n;
    }

    @Override
    public void play(int move) {
        int side = ply & 1;
        masks[side] |= 1 << move;
        key += (side + 1) * pow3(move);
        history[ply++] = move;
        int run = (1 << toWin) - 1;
        outcome = Outcome.NONE;
        for (int shift = 0; shift + toWin <= cells; shift++) {
            if ((masks[side] & (run << shift)) == run << shift) {
                outcome = Outcome.winFor(side);
            }
        }
        if (outcome == Outcome.NONE && ply == cells) {
            outcome = Outcome.DRAW;
        }
    }

    @Override
    public void undo() {
        int move = history[--ply];
        int side = ply & 1;
        masks[side] &= ~(1 << move);
        key -= (side + 1) * pow3(move);
        outcome = Outcome.NONE;
    }

    private static long pow3(int cell) {
        long p = 1;
        for (int i = 0; i < cell; i++) {
            p *= 3;
        }
        return p;
    }

    @Override
    public boolean isOver() {
        return outcome != Outcome.NONE;
    }

    @Override
    public Outcome outcome() {
        return outcome;
    }

    @Override
    public long hash() {
        return key;
    }

    @Override
    public int maxMoves() {
        return cells;
    }

    @Override
    public RowPosition copy() {
        RowPosition p = new RowPosition(cells, toWin);
        p.copyFrom(this);
        return p;
    }

    @Override
    public void copyFrom(Position other) {
        RowPosition o = (RowPosition) other;
        masks[0] = o.masks[0];
        masks[1] = o.masks[1];
        System.arraycopy(o.history, 0, history, 0, cells);
        ply = o.ply;
        key = o.key;
        outcome = o.outcome;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < cells; c++) {
            sb.append((masks[0] & (1 << c)) != 0 ? 'X' : (masks[1] & (1 << c)) != 0 ? 'O' : '.');
        }
        return sb.toString();
    }
}
