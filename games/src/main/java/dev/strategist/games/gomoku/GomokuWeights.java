package dev.strategist.games.gomoku;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Weights of {@link GomokuFeatures}, in the shape units of {@link GomokuEvaluator} (an open three's line is
 * worth 20 to its owner): the score of a position that no decisive tier settles is the weights times the
 * terms, plus, if the weights have them, a value for the position's {@link GomokuFeatures#threatMask}.
 * {@link #FITTED} was fitted to game results by the bench's {@code GomokuTuner}; other fits are read from
 * a weights file ({@link #parse}), which the bench's {@code GomokuTableTuner} writes.
 */
public final class GomokuWeights {
    /**
     * Fitted to the tournament player's own games against AIWine (with the weights fitted before), from
     * random openings: fitted to the positions the player itself steers into, they predict its games'
     * results better than weights fitted to older games, and they tame the largest terms, such as the
     * four-three beside the opponent's fours (the fit and its figures: docs/benchmarks/gomoku.md).
     */
    public static final GomokuWeights FITTED = new GomokuWeights("fitted", new int[] {
        3, 5, 11, 27, 40, 100, 100, -3, -4, -13, -18, 7, 378, 0, 42, 63, -15, 155, 32, 16, 5, 1,
        -4, -6, -8, -20, -32, -77, -1, 5, 0, 9, -1, -16, -84, -18, -36, -6, 75, 53, -19, -11, -1, 0});

    private final String name;
    private final int[] weights;
    /** A value per threat mask, or null for none. */
    private final int[] masks;

    /** Weights named {@code name}, {@link GomokuFeatures#COUNT} of them in the features' order. */
    public GomokuWeights(String name, int[] weights) {
        this(name, weights, null);
    }

    /**
     * As above, with a value for each of the {@link GomokuFeatures#THREAT_MASKS} threat masks (null: none).
     */
    public GomokuWeights(String name, int[] weights, int[] masks) {
        if (weights.length != GomokuFeatures.COUNT) {
            throw new IllegalArgumentException("Gomoku weights need " + GomokuFeatures.COUNT + " terms, got "
                    + weights.length);
        }
        if (masks != null && masks.length != GomokuFeatures.THREAT_MASKS) {
            throw new IllegalArgumentException("Gomoku threat masks need " + GomokuFeatures.THREAT_MASKS
                    + " values, got " + masks.length);
        }
        this.name = name;
        this.weights = weights.clone();
        this.masks = masks == null ? null : masks.clone();
    }

    /**
     * Reads a weights file ({@link #parse}), named after the file.
     *
     * @throws IOException if it cannot be read
     * @throws IllegalArgumentException if it is not a weights file, naming the line
     */
    public static GomokuWeights read(Path file) throws IOException {
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.US_ASCII)) {
            return parse(in, file.getFileName().toString(), file.toString());
        }
    }

    /**
     * Weights from a text: one line {@code terms V1 ... V44} (the terms in {@link GomokuFeatures}' order) and
     * any number of {@code mask M V} lines (the value of threat mask M, 0 where absent); {@code #} starts a
     * comment line. {@code source} names the text in errors.
     */
    public static GomokuWeights parse(BufferedReader in, String name, String source) throws IOException {
        int[] terms = null;
        int[] masks = null;
        for (GomokuTextLines line : GomokuTextLines.read(in)) {
            String[] f = line.fields();
            try {
                if (f[0].equals("terms") && f.length == GomokuFeatures.COUNT + 1 && terms == null) {
                    terms = new int[GomokuFeatures.COUNT];
                    for (int t = 0; t < terms.length; t++) {
                        terms[t] = Integer.parseInt(f[t + 1]);
                    }
                } else if (f[0].equals("mask") && f.length == 3) {
                    int mask = Integer.parseInt(f[1]);
                    if (mask < 0 || mask >= GomokuFeatures.THREAT_MASKS) {
                        throw new IllegalArgumentException("no threat mask " + mask);
                    }
                    if (masks == null) {
                        masks = new int[GomokuFeatures.THREAT_MASKS];
                    }
                    masks[mask] = Integer.parseInt(f[2]);
                } else {
                    throw new IllegalArgumentException("expected one line 'terms' and " + GomokuFeatures.COUNT
                            + " numbers, or 'mask M V'");
                }
            } catch (IllegalArgumentException e) {
                throw line.error(source, e);
            }
        }
        if (terms == null) {
            throw new IllegalArgumentException(source + ": no 'terms' line");
        }
        return new GomokuWeights(name, terms, masks);
    }

    /** The name, such as {@code fitted}. */
    public String name() {
        return name;
    }

    /** The weight of term {@code term} ({@link GomokuFeatures#name}). */
    public int weight(int term) {
        return weights[term];
    }

    /** The weights times the terms of {@code p}, read from the position's counts without a terms array. */
    int score(GomokuPosition p) {
        int me = p.sideToMove();
        int sum = side(p, me, 0) + side(p, 1 - me, GomokuFeatures.PER_SIDE);
        return masks == null ? sum : sum + masks[GomokuFeatures.threatMask(p)];
    }

    private int side(GomokuPosition p, int side, int at) {
        int[] w = weights;
        int sum = 0;
        for (int s = 1; s <= GomokuFeatures.SHAPES; s++) {
            sum += w[at++] * p.shapeCount(side, s);
        }
        for (int c = 1; c <= GomokuFeatures.COMBOS; c++) {
            sum += w[at++] * p.comboCount(side, c);
        }
        for (int c : GomokuFeatures.PAIRED) {
            if (p.comboCount(side, c) >= 2) {
                sum += w[at];
            }
            at++;
        }
        for (int c : GomokuFeatures.PLUSSED) {
            sum += w[at++] * p.plusCount(side, c);
        }
        return sum;
    }
}
