package dev.strategist.bench;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Position;
import java.util.function.Supplier;

/**
 * One fixed search problem: a start position, the evaluator at its leaves and a depth.
 *
 * @param name        the short name benchmarks take as a parameter
 * @param title       what the problem is, for tables
 * @param depth       the fixed depth every algorithm searches to
 * @param exhaustive  whether minimax and negamax, which visit the whole tree, finish in reasonable time
 * @param start       makes a fresh start position (searches play on it and restore it)
 * @param evaluator   scores the leaves
 * @param <P>         the position type
 */
public record SearchCase<P extends Position>(String name, String title, int depth, boolean exhaustive,
                                             Supplier<P> start, Evaluator<P> evaluator) {
}
