package dev.strategist.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.IntSupplier;

/**
 * Where a fit's positions end: the {@code --data} files' first nine tenths are fitted ({@code [0, train)}), their last
 * tenth held out ({@code [train, fitted)}), and the {@code --test} files after them are scored, never fitted.
 *
 * @param train the end of the fitted positions
 * @param fitted the end of the data files' positions
 */
record FitSplit(int train, int fitted) {
    /** Reads one file's positions into the fit. */
    interface Loader {
        void load(Path file) throws IOException;
    }

    /**
     * Loads the comma-separated {@code data} files, then the {@code test} ones (null: none), with {@code loader};
     * {@code count} is how many positions are loaded so far.
     */
    static FitSplit read(String data, String test, Loader loader, IntSupplier count) throws IOException {
        return read(data, test, loader, count, loader);
    }

    /** As {@link #read(String, String, Loader, IntSupplier)}, the test files read by their own {@code testLoader}. */
    static FitSplit read(String data, String test, Loader loader, IntSupplier count, Loader testLoader)
            throws IOException {
        for (String name : data.split(",")) {
            loader.load(Path.of(name));
        }
        int fitted = count.getAsInt();
        if (test != null) {
            for (String name : test.split(",")) {
                testLoader.load(Path.of(name));
            }
        }
        return new FitSplit(fitted - fitted / 10, fitted);
    }
}
