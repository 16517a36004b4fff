package dev.strategist.games.io;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Files the games ship on the class path (their opening books), each read once on first use. A file the class path
 * lacks is empty; a damaged one is never stored, so every call fails alike with the reader's reason (an
 * {@link UncheckedIOException}), not once from a class initialiser and then with a bare {@code NoClassDefFoundError}.
 */
public final class ShippedFiles {
    /** What a whole file holds, read from its bytes; {@code source} names the file in the reader's errors. */
    @FunctionalInterface
    public interface Decoder<T> {
        /** Reads {@code bytes}, refusing a damaged file with an {@link IOException} that says why. */
        T decode(byte[] bytes, String source) throws IOException;
    }

    /** The files once read, by owner and resource. */
    private static final ConcurrentMap<String, Optional<?>> LOADED = new ConcurrentHashMap<>();

    private ShippedFiles() {
    }

    /**
     * The shipped file {@code resource}, found as {@code owner.getResource} finds it, read by {@code decoder} the
     * first time it is asked for and kept: every caller after gets the same value.
     */
    @SuppressWarnings("unchecked") // the key names the decoder's file, so what is stored is its T
    public static <T> Optional<T> once(Class<?> owner, String resource, Decoder<T> decoder) {
        return (Optional<T>) LOADED.computeIfAbsent(owner.getName() + ' ' + resource,
                key -> read(owner.getResourceAsStream(resource), "the shipped " + resource, decoder));
    }

    /** What {@code in} (closed here) holds, named {@code source} in errors; empty when {@code in} is null. */
    public static <T> Optional<T> read(InputStream in, String source, Decoder<T> decoder) {
        if (in == null) {
            return Optional.empty();
        }
        try (in) {
            return Optional.of(decoder.decode(in.readAllBytes(), source));
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
    }
}
