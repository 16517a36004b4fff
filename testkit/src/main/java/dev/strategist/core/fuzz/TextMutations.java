package dev.strategist.core.fuzz;

import java.util.List;
import java.util.Map;

/**
 * Generators of bad text for parsers: valid texts with characters inserted, deleted, swapped, replaced,
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
    public static Gen<String> mutated(List<String> seeds, int maxEdits) {
        Gen<String> seed = Gens.of(seeds);
        Gen<List<Edit>> edits = edit().list(1, maxEdits);
        return r -> apply(seed.next(r), edits.next(r));
    }

    /** One of {@code seeds} with one to four random edits. */
    public static Gen<String> mutated(List<String> seeds) {
        return mutated(seeds, 4);
    }

    /** Strings of up to {@code maxLength} characters drawn from {@link #ALPHABET}. */
    public static Gen<String> junk(int maxLength) {
        return Gens.strings(Gens.charsOf(ALPHABET), 0, maxLength);
    }

    /** Mutated seeds mostly, junk and any Unicode sometimes, the seeds as they are now and then: a parser's diet. */
    public static Gen<String> badText(List<String> seeds) {
        return Gens.frequency(Map.entry(6, mutated(seeds)), Map.entry(2, junk(30)), Map.entry(1, Gens.unicode(0, 20)),
                Map.entry(1, Gens.of(seeds)));
    }

    /** The kinds of edit. */
    private enum Kind { INSERT, DELETE, SWAP, REPLACE, DUPLICATE, TRUNCATE }

    /** One edit: a kind, where (a fraction of the length) and the character it may insert. */
    private record Edit(Kind kind, double where, char c) {
    }

    private static Gen<Edit> edit() {
        Gen<Kind> kind = Gens.of(Kind.values());
        Gen<Double> where = Gens.fractions();
        Gen<Character> c = Gens.charsOf(ALPHABET);
        return r -> new Edit(kind.next(r), where.next(r), c.next(r));
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
