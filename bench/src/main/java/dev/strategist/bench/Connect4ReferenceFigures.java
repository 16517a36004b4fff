package dev.strategist.bench;

import java.util.Arrays;
import java.util.Optional;

/**
 * The reference C++ solver's figures on Pons's test sets, as issue 3 gives them: mean time and mean
 * positions searched per position, each position solved on its own. Test_L1_R3's are for its first
 * 100 positions only.
 */
enum Connect4ReferenceFigures {
    L3_R1("Test_L3_R1", 1000, 12e3, 51),
    L2_R1("Test_L2_R1", 1000, 63e3, 449),
    L2_R2("Test_L2_R2", 1000, 6.1e6, 39_808),
    L1_R1("Test_L1_R1", 1000, 0.43e6, 3_296),
    L1_R2("Test_L1_R2", 1000, 182e6, 1_187_923),
    L1_R3("Test_L1_R3", 100, 9.1e9, 58_220_590);

    private final String set;
    private final int positions;
    private final double meanNanos;
    private final double meanNodes;

    Connect4ReferenceFigures(String set, int positions, double meanNanos, double meanNodes) {
        this.set = set;
        this.positions = positions;
        this.meanNanos = meanNanos;
        this.meanNodes = meanNodes;
    }

    /** The figures for the set file {@code set}, if there are any. */
    static Optional<Connect4ReferenceFigures> of(String set) {
        return Arrays.stream(values()).filter(f -> f.set.equals(set)).findFirst();
    }

    /** Positions the figures were measured on: the first ones of the set. */
    int positions() {
        return positions;
    }

    /** Mean time per position, in nanoseconds. */
    double meanNanos() {
        return meanNanos;
    }

    /** Mean positions searched per position. */
    double meanNodes() {
        return meanNodes;
    }
}
