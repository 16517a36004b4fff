package dev.strategist.bench;

import java.util.Arrays;

/** Order statistics of a sample by the nearest-rank rule: no interpolation, every value was observed. */
final class Percentiles {
    private final double[] sorted;

    /** The statistics of {@code values}, which must not be empty. */
    Percentiles(double[] values) {
        if (values.length == 0) {
            throw new IllegalArgumentException("no values");
        }
        sorted = values.clone();
        Arrays.sort(sorted);
    }

    /** The smallest value with at least {@code p} percent of the sample at or below it; p in (0, 100]. */
    double at(double p) {
        if (!(p > 0 && p <= 100)) {
            throw new IllegalArgumentException("percentile must be in (0, 100], not " + p);
        }
        int rank = (int) Math.ceil(p / 100 * sorted.length);
        return sorted[Math.max(1, rank) - 1];
    }

    /** The smallest value. */
    double min() {
        return sorted[0];
    }

    /** The largest value. */
    double max() {
        return sorted[sorted.length - 1];
    }

    /** How many values are above {@code threshold}. */
    int countAbove(double threshold) {
        int n = 0;
        for (double v : sorted) {
            if (v > threshold) {
                n++;
            }
        }
        return n;
    }
}
