package dev.strategist.bench;

import dev.strategist.core.Position;
import java.util.function.LongSupplier;

/** One of the fixed-depth oracles bound to a case; an oracle keeps nothing between runs. */
final class OracleSearch<P extends Position> implements BoundSearch {
    /** An oracle's {@code value(position, depth)}. */
    @FunctionalInterface
    interface Value<P> {
        int of(P position, int depth);
    }

    private final P position;
    private final int depth;
    private final Value<P> value;
    private final LongSupplier nodes;

    OracleSearch(SearchCase<P> searchCase, Value<P> value, LongSupplier nodes) {
        this.position = searchCase.start().get();
        this.depth = searchCase.depth();
        this.value = value;
        this.nodes = nodes;
    }

    @Override
    public void reset() {
    }

    @Override
    public int run() {
        return value.of(position, depth);
    }

    @Override
    public long nodes() {
        return nodes.getAsLong();
    }
}
