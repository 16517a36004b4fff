package dev.strategist.games.gomoku;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Weights of {@link GomokuFeatures}, in the shape units of {@link GomokuEvaluator} (an open three's line is
 * worth 20 to its owner): the score of a position that no decisive tier settles is the weights times the
 * terms, plus, if the weights have them, a value for the position's {@link GomokuFeatures#threatMask}.
 * {@link #FITTED} and other fits are read from a weights file ({@link #parse}), which the bench's
 * {@code GomokuTableTuner} writes. Weights may hold a second
 * set for white to move ({@link #withWhite}): under renju the colours' shapes are not worth the same.
 */
public final class GomokuWeights {
    /**
     * Under freestyle and standard the terms and threat masks of the resource {@code gomoku/weights-freestyle.txt},
     * fitted to what the player's depth-9 search says of positions from its own depth-7 self-play: against Rapfi
     * they scored more than the weights fitted to game results against AIWine, which the bench keeps as
     * {@code gomoku/weights-games-aiwine.txt} (decision 0053). Under renju the terms and threat masks of the
     * resource {@code gomoku/weights-renju.txt}, fitted to what the player's search says of positions from its
     * renju games against Rapfi: black's forbidden points change what every shape is worth.
     */
    public static final GomokuWeights FITTED = resource("weights-freestyle.txt", "fitted")
            .withRenju(resource("weights-renju.txt", "fitted renju"));

    private final String name;
    private final int[] weights;
    /** A value per threat mask, or null for none. */
    private final int[] masks;
    /** The weights when white is to move, or null for these. */
    private final GomokuWeights white;
    /** The weights of positions under renju, or null for these. */
    private final GomokuWeights renju;
    /** A network added to freestyle's score ({@link #withNetwork}), or null for none. */
    private final GomokuNetwork network;
    /** A value per set of a cell's four shapes added to the score ({@link #withCellTable}), or null for none. */
    private final GomokuCellTable cellTable;

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
        this.white = null;
        this.renju = null;
        this.network = null;
        this.cellTable = null;
    }

    private GomokuWeights(GomokuWeights base, GomokuWeights white, GomokuWeights renju, GomokuNetwork network,
                          String name) {
        this(base, white, renju, network, base.cellTable, name);
    }

    private GomokuWeights(GomokuWeights base, GomokuWeights white, GomokuWeights renju, GomokuNetwork network,
                          GomokuCellTable cellTable, String name) {
        this.name = name;
        this.weights = base.weights;
        this.masks = base.masks;
        this.white = white;
        this.renju = renju;
        this.network = network;
        this.cellTable = cellTable;
    }

    /**
     * These weights with {@code table}'s value of each empty cell's four shapes added to the score (null: none)
     * wherever these weights are read; the renju weights of {@link #withRenju}, if any, read none.
     */
    public GomokuWeights withCellTable(GomokuCellTable table) {
        return new GomokuWeights(this, white, renju, network, table, name);
    }

    /** These weights when black is to move and {@code white}'s (its own terms and masks) when white is. */
    public GomokuWeights withWhite(GomokuWeights white) {
        return new GomokuWeights(this, white.white != null ? white.white : white, renju, network, name);
    }

    /** These weights under every rule but renju, and {@code renju} (with its own white's, if any) under renju. */
    public GomokuWeights withRenju(GomokuWeights renju) {
        return new GomokuWeights(this, white, renju, network, name);
    }

    /**
     * These weights with {@code network}'s value added to the score of freestyle positions (the rule it was fitted
     * to), named {@code name}; each evaluator keeps its own {@link GomokuNetwork.Accumulator} of it.
     */
    public GomokuWeights withNetwork(GomokuNetwork network, String name) {
        return new GomokuWeights(this, white, renju, network, name);
    }

    /** The network added to freestyle's score, or null for none. */
    GomokuNetwork network() {
        return network;
    }

    /** Reads the weights file ({@link #parse}) in the resource {@code gomoku/FILE}, named {@code name}. */
    static GomokuWeights resource(String file, String name) {
        return GomokuTextLines.resource(file, (in, source) -> parse(in, name, source));
    }

    /**
     * Reads a weights file ({@link #parse}), named after the file.
     *
     * @throws IOException if it cannot be read
     * @throws IllegalArgumentException if it is not a weights file, naming the line
     */
    public static GomokuWeights read(Path file) throws IOException {
        return GomokuTextLines.file(file, (in, source) -> parse(in, file.getFileName().toString(), source));
    }

    /**
     * Weights from a text: one line {@code terms V1 ... V44} (the terms in {@link GomokuFeatures}' order) and
     * any number of {@code mask M V} lines (the value of threat mask M, 0 where absent); {@code #} starts a
     * comment line. {@code white-terms} and {@code white-mask} lines, if any, are the weights when white is to
     * move ({@link #withWhite}), the others then black's. {@code set CODE MINE THEIRS} lines, if any, make a
     * {@link GomokuCellTable} ({@link #withCellTable}): the set of four shape codes written as digits, its values
     * for the side to move and the opponent in sixteenths. {@code source} names the text in errors.
     */
    public static GomokuWeights parse(BufferedReader in, String name, String source) throws IOException {
        int[][] terms = new int[2][];
        int[][] masks = new int[2][];
        GomokuCellTable table = null;
        for (GomokuTextLines line : GomokuTextLines.read(in)) {
            String[] f = line.fields();
            int side = f[0].startsWith("white-") ? 1 : 0;
            String key = f[0].substring(side == 1 ? "white-".length() : 0);
            try {
                if (key.equals("terms") && f.length == GomokuFeatures.COUNT + 1 && terms[side] == null) {
                    terms[side] = new int[GomokuFeatures.COUNT];
                    for (int t = 0; t < GomokuFeatures.COUNT; t++) {
                        terms[side][t] = Integer.parseInt(f[t + 1]);
                    }
                } else if (key.equals("mask") && f.length == 3) {
                    int mask = Integer.parseInt(f[1]);
                    if (mask < 0 || mask >= GomokuFeatures.THREAT_MASKS) {
                        throw new IllegalArgumentException("no threat mask " + mask);
                    }
                    if (masks[side] == null) {
                        masks[side] = new int[GomokuFeatures.THREAT_MASKS];
                    }
                    masks[side][mask] = Integer.parseInt(f[2]);
                } else if (key.equals("set") && side == 0 && f.length == 4) {
                    table = table == null ? new GomokuCellTable() : table;
                    table.set(Integer.parseInt(f[1]), Integer.parseInt(f[2]), Integer.parseInt(f[3]));
                } else {
                    throw new IllegalArgumentException("expected one line 'terms' (or 'white-terms') and "
                            + GomokuFeatures.COUNT + " numbers, 'mask M V' (or 'white-mask M V')"
                            + " or 'set CODE MINE THEIRS'");
                }
            } catch (IllegalArgumentException e) {
                throw line.error(source, e);
            }
        }
        if (terms[0] == null) {
            throw new IllegalArgumentException(source + ": no 'terms' line");
        }
        if (terms[1] == null && masks[1] != null) {
            throw new IllegalArgumentException(source + ": 'white-mask' lines without a 'white-terms' line");
        }
        GomokuWeights weights = new GomokuWeights(name, terms[0], masks[0]);
        weights = terms[1] == null ? weights : weights.withWhite(new GomokuWeights(name, terms[1], masks[1]));
        return table == null ? weights : weights.withCellTable(table);
    }

    /** The name, such as {@code fitted}. */
    public String name() {
        return name;
    }

    /** The weight of term {@code term} ({@link GomokuFeatures#name}); black's if white's stand apart. */
    public int weight(int term) {
        return weights[term];
    }

    /** The value of threat mask {@code mask}, 0 if these weights have no masks; black's if white's stand apart. */
    public int mask(int mask) {
        return masks == null ? 0 : masks[mask];
    }

    /** The weights of the side to move times the terms of {@code p}, read from the position's counts. */
    int score(GomokuPosition p) {
        int me = p.sideToMove();
        GomokuWeights w = renju != null && p.rule() == GomokuRule.RENJU ? renju : this;
        w = me == 1 && w.white != null ? w.white : w;
        int sum = side(w.weights, p, me, 0) + side(w.weights, p, 1 - me, GomokuFeatures.PER_SIDE);
        GomokuCellTable table = w == this || w == white ? cellTable : null;
        if (table != null) {
            sum += p.cellTableScore(table);
        }
        return w.masks == null ? sum : sum + w.masks[GomokuFeatures.threatMask(p)];
    }

    private static int side(int[] w, GomokuPosition p, int side, int at) {
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
