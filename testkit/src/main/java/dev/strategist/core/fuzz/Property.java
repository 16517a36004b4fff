package dev.strategist.core.fuzz;

/** What must hold for every input: returns when it does, throws (an assertion, or anything) when not. */
@FunctionalInterface
public interface Property<T> {
    /** Checks the property on one input. */
    void check(T input) throws Exception;
}
