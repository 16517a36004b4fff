package dev.strategist.core.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.random.RandomGenerator;

/**
 * A generator of test inputs: everything it draws comes from the random source it is given, so a try's
 * seed alone decides its input. Combine generators with a lambda ({@code r -> new Pair(a.next(r), b.next(r))})
 * or the few methods below; {@link Gens} makes the basic ones.
 */
@FunctionalInterface
public interface Gen<T> {
    /** How often {@link #filter} draws before it gives up: a filter that rejects this much is a wrong generator. */
    int FILTER_LIMIT = 10_000;

    /** Draws one input. */
    T next(RandomGenerator random);

    /** Each input turned by {@code f}. */
    default <R> Gen<R> map(Function<? super T, ? extends R> f) {
        return r -> f.apply(next(r));
    }

    /** An input drawn from the generator that {@code f} picks for each input of this one. */
    default <R> Gen<R> flatMap(Function<? super T, ? extends Gen<? extends R>> f) {
        return r -> f.apply(next(r)).next(r);
    }

    /** Only the inputs {@code keep} accepts, drawn again until one is. */
    default Gen<T> filter(Predicate<? super T> keep) {
        return r -> {
            for (int i = 0; i < FILTER_LIMIT; i++) {
                T value = next(r);
                if (keep.test(value)) {
                    return value;
                }
            }
            throw new IllegalStateException("the filter rejected " + FILTER_LIMIT + " inputs in a row");
        };
    }

    /** Lists of {@code min} to {@code max} inputs, sized by {@link Gens#sizes}. */
    default Gen<List<T>> list(int min, int max) {
        Gen<Integer> size = Gens.sizes(min, max);
        return r -> {
            int n = size.next(r);
            List<T> list = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                list.add(next(r));
            }
            return list;
        };
    }
}
