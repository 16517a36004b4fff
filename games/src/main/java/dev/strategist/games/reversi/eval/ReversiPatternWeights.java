package dev.strategist.games.reversi.eval;

import dev.strategist.games.io.ShortTablesFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * The fitted weights of {@link ReversiPatternEvaluator}, one set per game stage (by empty squares), and
 * their file: gzip around the magic {@code SRPW}, a version, the stage count, the weights per stage, then
 * every weight as a 16-bit integer in 1/{@link #UNIT} of a disc. A stage's weights are, in order, the
 * pattern codes of every shape ({@link ReversiPatterns#OFFSET}), the side to move's mobility (0 to
 * {@link #MOBILITY_CAP} moves), the opponent's, and one constant.
 */
public final class ReversiPatternWeights {
    /** Weights are stored and summed in 1/UNIT of a disc. */
    public static final int UNIT = 64;
    /** Mobility counts at or above this share the last weight. */
    public static final int MOBILITY_CAP = 31;
    /** Where the side to move's mobility weights start in a stage. */
    public static final int MY_MOBILITY = ReversiPatterns.OFFSET[ReversiPatterns.SHAPES];
    /** Where the opponent's mobility weights start in a stage. */
    public static final int THEIR_MOBILITY = MY_MOBILITY + MOBILITY_CAP + 1;
    /** The constant's index in a stage. */
    public static final int CONSTANT = THEIR_MOBILITY + MOBILITY_CAP + 1;
    /** Weights per stage. */
    public static final int PER_STAGE = CONSTANT + 1;
    /** Empty squares per stage: stage {@code s} holds {@code 5s} to {@code 5s + 4} empties (the last, 55-60). */
    public static final int STAGE_WIDTH = 5;
    /** The number of stages. */
    public static final int STAGES = 12;
    /** The shipped file, beside this class. */
    public static final String RESOURCE = "othello-patterns.bin.gz";

    /** The file's frame: magic "SRPW", version 1, the shape stages x weights a stage. */
    private static final ShortTablesFile.Kind FILE = new ShortTablesFile.Kind("Othello pattern weights", "an",
            0x5352_5057, 1, " stages", "", "weights");

    private final int[][] weights;
    /** The same as 16-bit values, for the evaluation: half the memory, so a stage's set stays in cache. */
    private final short[][] compact;
    /** Each stage {@link ReversiFoldedPatterns#fold folded}, or null where a folded sum does not fit 16 bits. */
    private final short[][] folded;
    /**
     * Each folded stage with the colours of its codes swapped ({@link ReversiFoldedPatterns#swapColours}), or null:
     * made on the first call of {@link #swappedStageWeights}, as only an evaluator that follows the moves reads them.
     */
    private volatile short[][] swapped;

    /** Weights as given: {@link #STAGES} arrays of {@link #PER_STAGE} values in 1/{@link #UNIT} disc. */
    public ReversiPatternWeights(int[][] weights) {
        if (weights.length != STAGES) {
            throw new IllegalArgumentException("pattern weights need " + STAGES + " stages, not " + weights.length);
        }
        for (int[] w : weights) {
            if (w.length != PER_STAGE) {
                throw new IllegalArgumentException("a stage needs " + PER_STAGE + " weights, not " + w.length);
            }
        }
        this.weights = weights;
        this.compact = new short[STAGES][PER_STAGE];
        for (int s = 0; s < STAGES; s++) {
            for (int i = 0; i < PER_STAGE; i++) {
                int v = weights[s][i];
                if (v < Short.MIN_VALUE || v > Short.MAX_VALUE) {
                    throw new IllegalArgumentException("weight " + v + " does not fit 16 bits");
                }
                compact[s][i] = (short) v;
            }
        }
        this.folded = new short[STAGES][];
        for (int s = 0; s < STAGES; s++) {
            folded[s] = ReversiFoldedPatterns.fold(compact[s]);
        }
    }

    /** The stage of a position with {@code empties} empty squares. */
    public static int stage(int empties) {
        return Math.min(STAGES - 1, empties / STAGE_WIDTH);
    }

    /** The weights of stage {@code s} (shared, not copied: do not change them). */
    short[] stageWeights(int s) {
        return compact[s];
    }

    /**
     * The weights of stage {@code s} folded for {@link ReversiFoldedPatterns#sum} (shared: do not change them), or
     * null if they do not fold into 16 bits.
     */
    short[] foldedStageWeights(int s) {
        return folded[s];
    }

    /**
     * The {@link #foldedStageWeights folded} weights of stage {@code s} looked up by codes whose digit 1 is the
     * opponent's disc and 2 the side to move's (shared: do not change them), or null where they do not fold.
     */
    short[] swappedStageWeights(int s) {
        short[][] all = swapped;
        if (all == null) {
            // made whole before it is published: threads that race here make equal copies, and any one will do
            all = new short[STAGES][];
            for (int i = 0; i < STAGES; i++) {
                all[i] = folded[i] == null ? null : ReversiFoldedPatterns.swapColours(folded[i]);
            }
            swapped = all;
        }
        return all[s];
    }

    /** A copy of stage {@code s}'s weights. */
    public int[] stageCopy(int s) {
        return weights[s].clone();
    }

    /** The weights shipped with the game, read once. */
    public static ReversiPatternWeights standard() {
        return Standard.WEIGHTS;
    }

    private static final class Standard {
        static final ReversiPatternWeights WEIGHTS = loadResource();

        private static ReversiPatternWeights loadResource() {
            try (InputStream in = ReversiPatternWeights.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("the Othello pattern weights " + RESOURCE + " are missing");
                }
                return read(in);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the Othello pattern weights", e);
            }
        }
    }

    /**
     * Reads a weights file. A file that is not one (wrong magic), of another version or shape, truncated or
     * damaged (gzip's check fails) or with bytes after its end throws an IllegalArgumentException saying
     * which; an IOException only for a failing stream.
     */
    public static ReversiPatternWeights read(InputStream raw) throws IOException {
        return new ReversiPatternWeights(ShortTablesFile.read(raw, FILE, STAGES, PER_STAGE, STAGES, PER_STAGE));
    }

    /** Writes the weights in the format {@link #read} reads. */
    public void write(OutputStream raw) throws IOException {
        ShortTablesFile.write(raw, FILE, STAGES, PER_STAGE, compact);
    }
}
