package dev.strategist.core;

/**
 * Another evaluator's judgement (its evaluation, move ordering, search moves, quiet test and exact scores)
 * with the textbook search's shape: no reductions, extensions or cuts unless a subclass adds them. A test
 * compares a game's shaped search with this plain one; a bench variant overrides the one hook it measures.
 */
public class JudgementOf<P extends Position> implements Evaluator<P> {
    private final Evaluator<P> inner;

    /** The judgement of {@code inner}. */
    public JudgementOf(Evaluator<P> inner) {
        this.inner = inner;
    }

    @Override
    public int evaluate(P position) {
        return inner.evaluate(position);
    }

    @Override
    public int searchMoves(P position, int[] into, int offset) {
        return inner.searchMoves(position, into, offset);
    }

    @Override
    public int orderScore(P position, int move) {
        return inner.orderScore(position, move);
    }

    @Override
    public int orderScore(P position, int move, int depth) {
        return inner.orderScore(position, move, depth);
    }

    @Override
    public boolean isQuiet(P position) {
        return inner.isQuiet(position);
    }

    @Override
    public int exactScore(P position, int ply, int depth) {
        return inner.exactScore(position, ply, depth);
    }

    @Override
    public java.util.concurrent.CompletableFuture<?> ready() {
        return inner.ready();
    }
}
