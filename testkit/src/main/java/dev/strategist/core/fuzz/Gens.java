package dev.strategist.core.fuzz;

import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;

/**
 * The basic generators. Numbers lean on their edges (the bounds, zero, one either side) an eighth of the
 * time, sizes on their edges and on short lengths, and characters on the ones that break text handling,
 * because that is where the bugs are; the rest is uniform.
 */
public final class Gens {
    /** One draw in this many is an edge case. */
    private static final int EDGE_ODDS = 8;
    /** Characters text handling trips on: controls, separators, the byte-order mark, non-characters, surrogates. */
    private static final String EDGE_CHARS = "\u0000 \t\n\r\u007f\u00a0\u2028\ufeff\ufffd\ufffe\uffff"
            + "\ud800\udbff\udc00\udfff";

    private Gens() {
    }

    /** Ints from {@code min} to {@code max}, both included. */
    public static Gen<Integer> ints(int min, int max) {
        if (min > max) {
            throw new IllegalArgumentException("empty range " + min + ".." + max);
        }
        long[] edges = edges(min, max);
        return r -> (int) (r.nextInt(EDGE_ODDS) == 0 ? edges[r.nextInt(edges.length)] : r.nextLong(min, max + 1L));
    }

    /**
     * Sizes from {@code min} to {@code max}: the shortest or the longest an eighth of the time, at most ten
     * over {@code min} three eighths (short inputs find most bugs, and long ones cost more), uniform otherwise.
     */
    public static Gen<Integer> sizes(int min, int max) {
        int small = (int) Math.min(max, min + 10L);
        return r -> switch (r.nextInt(EDGE_ODDS)) {
            case 0 -> r.nextBoolean() ? min : max;
            case 1, 2, 3 -> r.nextInt(min, small + 1);
            default -> r.nextInt(min, max + 1);
        };
    }

    /** Any long; besides the edges, a narrow band around zero, so lists of them repeat keys. */
    public static Gen<Long> longs() {
        long[] edges = edges(Long.MIN_VALUE, Long.MAX_VALUE);
        return r -> switch (r.nextInt(EDGE_ODDS)) {
            case 0 -> edges[r.nextInt(edges.length)];
            case 1, 2 -> r.nextLong(-64, 65);
            default -> r.nextLong();
        };
    }

    /** The bounds, zero and its neighbours, where they lie in the range. */
    private static long[] edges(long min, long max) {
        return LongStream.of(min, min + 1, -1, 0, 1, max - 1, max)
                .filter(v -> v >= min && v <= max).distinct().toArray();
    }

    /** Doubles from 0 to 1, both included (1 sends a position to the end of what it measures). */
    public static Gen<Double> fractions() {
        return r -> switch (r.nextInt(EDGE_ODDS * 2)) {
            case 0 -> 0.0;
            case 1 -> 1.0;
            default -> r.nextDouble();
        };
    }

    /** True or false. */
    public static Gen<Boolean> booleans() {
        return r -> r.nextBoolean();
    }

    /** Byte arrays of {@code min} to {@code max} bytes, each byte any value with its edges favoured. */
    public static Gen<byte[]> bytes(int min, int max) {
        Gen<Integer> size = sizes(min, max);
        Gen<Integer> value = ints(Byte.MIN_VALUE, Byte.MAX_VALUE);
        return r -> {
            byte[] bytes = new byte[size.next(r)];
            for (int i = 0; i < bytes.length; i++) {
                bytes[i] = value.next(r).byteValue();
            }
            return bytes;
        };
    }

    /** One of {@code values}, each as likely. */
    public static <T> Gen<T> of(List<? extends T> values) {
        List<? extends T> copy = List.copyOf(values);
        if (copy.isEmpty()) {
            throw new IllegalArgumentException("nothing to choose from");
        }
        return r -> copy.get(r.nextInt(copy.size()));
    }

    /** One of {@code values}, each as likely. */
    @SafeVarargs
    public static <T> Gen<T> of(T... values) {
        return of(List.of(values));
    }

    /** A draw from one of {@code gens}, each as likely. */
    @SafeVarargs
    public static <T> Gen<T> oneOf(Gen<? extends T>... gens) {
        Gen<Gen<? extends T>> which = of(List.of(gens));
        return r -> which.next(r).next(r);
    }

    /** A draw from one of the generators, each chosen in proportion to its weight (the entry's key). */
    @SafeVarargs
    public static <T> Gen<T> frequency(Map.Entry<Integer, ? extends Gen<? extends T>>... weighted) {
        List<Map.Entry<Integer, ? extends Gen<? extends T>>> choices = List.of(weighted);
        int total = choices.stream().mapToInt(Map.Entry::getKey).sum();
        return r -> {
            int pick = r.nextInt(total);
            for (Map.Entry<Integer, ? extends Gen<? extends T>> c : choices) {
                pick -= c.getKey();
                if (pick < 0) {
                    return c.getValue().next(r);
                }
            }
            throw new IllegalStateException("weights must be positive");
        };
    }

    /** One of the characters of {@code alphabet}. */
    public static Gen<Character> charsOf(String alphabet) {
        return r -> alphabet.charAt(r.nextInt(alphabet.length()));
    }

    /** Characters from {@code first} to {@code last}, both included. */
    public static Gen<Character> charsBetween(char first, char last) {
        return ints(first, last).map(c -> (char) c.intValue());
    }

    /**
     * Any of the 65,536 UTF-16 code units: printable ASCII a quarter of the time, an edge character an
     * eighth, a lone surrogate an eighth, otherwise uniform.
     */
    public static Gen<Character> anyChar() {
        return r -> switch (r.nextInt(EDGE_ODDS)) {
            case 0, 1 -> (char) r.nextInt(' ', '~' + 1);
            case 2 -> EDGE_CHARS.charAt(r.nextInt(EDGE_CHARS.length()));
            case 3 -> (char) r.nextInt(Character.MIN_SURROGATE, Character.MAX_SURROGATE + 1);
            default -> (char) r.nextInt(Character.MAX_VALUE + 1);
        };
    }

    /** Strings of {@code min} to {@code max} characters drawn from {@code chars}. */
    public static Gen<String> strings(Gen<Character> chars, int min, int max) {
        Gen<Integer> length = sizes(min, max);
        return r -> {
            int n = length.next(r);
            StringBuilder sb = new StringBuilder(n);
            for (int i = 0; i < n; i++) {
                sb.append(chars.next(r).charValue());
            }
            return sb.toString();
        };
    }

    /**
     * Any text of {@code min} to {@code max} UTF-16 units: {@link #anyChar()}'s characters, lone surrogates
     * included, and now and then a whole supplementary character (an emoji, say) as its surrogate pair.
     */
    public static Gen<String> unicode(int min, int max) {
        Gen<Integer> length = sizes(min, max);
        Gen<Character> unit = anyChar();
        return r -> {
            int n = length.next(r);
            StringBuilder sb = new StringBuilder(n);
            while (sb.length() < n) {
                if (n - sb.length() >= 2 && r.nextInt(EDGE_ODDS) == 0) {
                    sb.appendCodePoint(r.nextInt(Character.MIN_SUPPLEMENTARY_CODE_POINT, Character.MAX_CODE_POINT + 1));
                } else {
                    sb.append(unit.next(r).charValue());
                }
            }
            return sb.toString();
        };
    }
}
