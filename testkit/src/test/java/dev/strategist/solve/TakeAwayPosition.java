package dev.strategist.solve;

import dev.strategist.core.Outcome;
import dev.strategist.core.Position;

/**
 * A tiny test game that is not layered: take 1 to {@code maxTake} stones from a pile in turn, taking
 * the last one wins. The same pile comes up at different plies (6 - 2 - 2 = 6 - 1 - 1 - 1 - 1) unless
 * only one stone may be taken.
 */
final class TakeAwayPosition implements Position {
    private final int maxTake;
    private final int[] history;
    private int pile;
    private int ply;

    TakeAwayPosition(int pile, int maxTake) {
        this.pile = pile;
        this.maxTake = maxTake;
        this.history = new int[pile];
    }

    /** Pile and side to move: a perfect key. */
    long key() {
        return pile * 2L + sideToMove();
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
        int n = Math.min(maxTake, pile);
        for (int take = 1; take <= n; take++) {
            into[offset + take - 1] = take;
        }
        return n;
    }

    @Override
    public void play(int move) {
        pile -= move;
        history[ply++] = move;
    }

    @Override
    public void undo() {
        pile += history[--ply];
    }

    @Override
    public boolean isOver() {
        return pile == 0;
    }

    @Override
    public Outcome outcome() {
        return pile > 0 ? Outcome.NONE : Outcome.winFor(1 - sideToMove());
    }

    @Override
    public long hash() {
        return key();
    }

    @Override
    public int maxMoves() {
        return maxTake;
    }

    @Override
    public TakeAwayPosition copy() {
        TakeAwayPosition p = new TakeAwayPosition(history.length, maxTake);
        p.copyFrom(this);
        return p;
    }

    @Override
    public void copyFrom(Position other) {
        TakeAwayPosition o = (TakeAwayPosition) other;
        System.arraycopy(o.history, 0, history, 0, history.length);
        pile = o.pile;
        ply = o.ply;
    }

    @Override
    public String toString() {
        return "pile " + pile + ", side " + sideToMove();
    }
}
