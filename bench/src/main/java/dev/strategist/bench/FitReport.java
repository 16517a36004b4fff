package dev.strategist.bench;

import java.util.Locale;

/** The line a fit prints of its errors: against its target and the results, on training, held-out and test positions. */
final class FitReport {
    /** A fit's mean squared error over positions {@code from} to {@code to}, against the target or the results. */
    interface Error {
        double over(boolean target, int from, int to);
    }

    private FitReport() {
    }

    /** Training positions end at {@code train}, held-out ones at {@code fitted}, test positions (if any) at {@code count}. */
    static String of(Error error, int train, int fitted, int count) {
        String s = String.format(Locale.ROOT, "error %.5f (held out %.5f), against results %.5f (%.5f)",
                error.over(true, 0, train), error.over(true, train, fitted),
                error.over(false, 0, train), error.over(false, train, fitted));
        if (count > fitted) {
            s += String.format(Locale.ROOT, "; test %.5f, against results %.5f", error.over(true, fitted, count),
                    error.over(false, fitted, count));
        }
        return s;
    }
}
