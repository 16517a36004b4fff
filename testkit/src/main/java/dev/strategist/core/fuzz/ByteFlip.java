package dev.strategist.core.fuzz;

/**
 * Damage to a file: the byte at {@code where} (taken modulo the bytes a test lets it reach) flipped by
 * {@code mask}, which is never zero so something always changes.
 */
public record ByteFlip(int where, int mask) {
    /** As {@code where mask}. */
    public static final TextForm<ByteFlip> FORM = TextForm.of(f -> f.where + " " + f.mask, text -> {
        String[] parts = text.split(" ");
        return new ByteFlip(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
    });

    /** Flips anywhere in the first {@code maxWhere + 1} bytes, by any mask from 1 to 255. */
    public static Gen<ByteFlip> gen(int maxWhere) {
        Gen<Integer> where = Gens.ints(0, maxWhere);
        Gen<Integer> mask = Gens.ints(1, 255);
        return r -> new ByteFlip(where.next(r), mask.next(r));
    }
}
