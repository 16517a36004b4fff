package dev.strategist.core.fuzz;

import java.util.function.Function;

/**
 * An input as one string and back, so a failure message can show it and a regression file can keep it.
 * {@link #read} must undo {@link #write}: a kept input is replayed through it.
 */
public interface TextForm<T> {
    /** Text, as it is. */
    TextForm<String> STRING = of(Function.identity(), Function.identity());
    /** An int in decimal. */
    TextForm<Integer> INT = of(String::valueOf, Integer::valueOf);

    /** The input as a string. */
    String write(T input);

    /** The input that {@code text} writes. */
    T read(String text);

    /** The form made of two functions. */
    static <T> TextForm<T> of(Function<? super T, String> write, Function<String, ? extends T> read) {
        return new TextForm<>() {
            @Override
            public String write(T input) {
                return write.apply(input);
            }

            @Override
            public T read(String text) {
                return read.apply(text);
            }
        };
    }
}
