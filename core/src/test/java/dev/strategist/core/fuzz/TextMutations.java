package dev.strategist.core.fuzz;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * jqwik generators of bad text for parsers: valid texts with characters inserted, deleted, swapped,
 * duplicated or cut off, and junk from an alphabet of the characters parsers trip on (digits and
 * separators, white space, CR, NUL, non-ASCII letters and digits, a lone surrogate).
 */
public final class TextMutations {
    /** Characters a mutation inserts: what parsers of board-game text care about, and what breaks them. */
    public static final String ALPHABET = "abcdhijkxzABHKOPWX0123456789-x:,.;/ \t\r\n[](){}\"'\\*+?!$#=\u0000"
            + "\u00e9\u0130\u0663\u00bd\ud83d\uff11";

    private TextMutations() {
    }

    /** One of {@code seeds} with one to {@code maxEdits} random edits. */
    public static Arbitrary<String> mutated(List<String> seeds, int maxEdits) {
        Arbitrary<String> seed = Arbitraries.of(seeds);
        Arbitrary<List<Edit>> edits = edit().list().ofMinSize(1).ofMaxSize(maxEdits);
        return Combinators.combine(seed, edits).as(TextMutations::apply);
    }

    /** One of {@code seeds} with one to four random edits. */
    public static Arbitrary<String> mutated(List<String> seeds) {
        return mutated(seeds, 4);
    }

    /** Strings of up to {@code maxLength} characters drawn from {@link #ALPHABET}. */
    public static Arbitrary<String> junk(int maxLength) {
        return Arbitraries.strings().withChars(ALPHABET.toCharArray()).ofMinLength(0).ofMaxLength(maxLength);
    }

    /** Mutated seeds most of the time, junk and any Unicode sometimes: a parser's diet. */
    public static Arbitrary<String> badText(List<String> seeds) {
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(6, mutated(seeds)),
                net.jqwik.api.Tuple.of(2, junk(30)),
                net.jqwik.api.Tuple.of(1, Arbitraries.strings().ofMaxLength(20)),
                net.jqwik.api.Tuple.of(1, Arbitraries.of(seeds)));
    }

    /** The kinds of edit. */
    private enum Kind { INSERT, DELETE, SWAP, REPLACE, DUPLICATE, TRUNCATE }

    /** One edit: a kind, where (a fraction of the length) and the character it may insert. */
    private record Edit(Kind kind, double where, char c) {
    }

    private static Arbitrary<Edit> edit() {
        return Combinators.combine(Arbitraries.of(Kind.class), Arbitraries.doubles().between(0, 1),
                Arbitraries.chars().with(ALPHABET.toCharArray())).as(Edit::new);
    }

    /** Applies {@code edits} in order to {@code text}. */
    private static String apply(String text, List<Edit> edits) {
        StringBuilder sb = new StringBuilder(text);
        for (Edit e : edits) {
            int n = sb.length();
            int at = (int) Math.min(n, Math.floor(e.where() * (n + 1)));
            switch (e.kind()) {
                case INSERT -> sb.insert(at, e.c());
                case DELETE -> {
                    if (at < n) {
                        sb.deleteCharAt(at);
                    }
                }
                case SWAP -> {
                    if (at + 1 < n) {
                        char a = sb.charAt(at);
                        sb.setCharAt(at, sb.charAt(at + 1));
                        sb.setCharAt(at + 1, a);
                    }
                }
                case REPLACE -> {
                    if (at < n) {
                        sb.setCharAt(at, e.c());
                    }
                }
                case DUPLICATE -> {
                    int end = Math.min(n, at + 1 + (int) (e.where() * 7));
                    sb.insert(at, sb.substring(at, end));
                }
                case TRUNCATE -> sb.setLength(at);
                default -> throw new IllegalStateException();
            }
        }
        return sb.toString();
    }
}
