package dev.strategist.bench;

import java.util.Locale;

/** How the runner writes its numbers, the same way in every table. */
final class Formats {
    private Formats() {
    }

    /** A count with thousands separators: 4,944,153. */
    static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** Nanoseconds as milliseconds to the microsecond. */
    static String millis(long nanos) {
        return String.format(Locale.ROOT, "%.3f", nanos / 1e6);
    }

    /** Milliseconds to a tenth. */
    static String millis(double millis) {
        return String.format(Locale.ROOT, "%.1f", millis);
    }

    /** A rate in millions per second, from a count and the nanoseconds it took. */
    static String millionsPerSecond(long count, long nanos) {
        return nanos <= 0 ? "-" : String.format(Locale.ROOT, "%.1f M", count * 1e3 / nanos);
    }

    /** {@code part / whole} to three significant digits, or a dash without a whole. */
    static String ratio(long part, long whole) {
        return whole <= 0 ? "-" : String.format(Locale.ROOT, "%.3g", (double) part / whole);
    }
}
