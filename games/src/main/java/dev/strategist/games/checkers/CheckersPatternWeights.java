package dev.strategist.games.checkers;

import dev.strategist.games.io.ShortTablesFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.Locale;

/**
 * The fitted tables of {@link CheckersPatterns} in a {@link CheckersPatternShape}, one set for a full board and one
 * for the ending (blended by the pieces left, as {@link CheckersWeights} blends its terms), and their file: gzip
 * around the magic {@code SCKP}, a version (1 for the shape {@code blocks}, 2 to 4 for the richer shapes, in their
 * order), the blocks, the codes per block, then every entry of the full-board set and of the ending set as a 16-bit
 * integer in 1/{@link #UNIT} of a hundredth of a man. The bench's {@code CheckersPatternTuner} writes it.
 */
public final class CheckersPatternWeights {
    /** Entries are stored and summed in 1/UNIT of a hundredth of a man. */
    public static final int UNIT = 8;
    /** The first generation's file, fitted to the terms' self-play, beside this class. */
    public static final String FIRST = "checkers-patterns.bin.gz";
    /** The second generation's file, the default's, fitted to the first generation's games too, beside this class. */
    public static final String SECOND = "checkers-patterns2.bin.gz";
    /** The second generation with the kings' blocks, fitted to the same games, beside this class. */
    public static final String SECOND_KINGS = "checkers-patterns2k.bin.gz";
    /** The third generation's file, fitted to the second generation's games too, beside this class. */
    public static final String THIRD = "checkers-patterns3.bin.gz";
    /** The fourth generation's file, the third's data with a depth-12 search's scores for d5, beside this class. */
    public static final String FOURTH = "checkers-patterns4.bin.gz";

    private final CheckersPatternShape shape;
    /** What a shipped set other than the default's is called in its evaluator's name ({@code p1}), or null. */
    private final String label;
    private final short[] full;
    private final short[] ending;

    /** Tables as given, each {@link CheckersPatterns#SIZE} entries in 1/{@link #UNIT} of a hundredth of a man. */
    public CheckersPatternWeights(int[] full, int[] ending) {
        this(CheckersPatternShape.BLOCKS, full, ending);
    }

    /** A set of each phase for {@code shape}, its {@link CheckersPatternShape#tables} tables one after another. */
    public CheckersPatternWeights(CheckersPatternShape shape, int[] full, int[] ending) {
        this.shape = shape;
        this.label = null;
        this.full = compact(shape, full);
        this.ending = compact(shape, ending);
    }

    /** The tables of {@code w} under the name {@code label}: a shipped set. */
    private CheckersPatternWeights(CheckersPatternWeights w, String label) {
        this.shape = w.shape;
        this.label = label;
        this.full = w.full;
        this.ending = w.ending;
    }

    /** The file's frame for {@code shape}: magic "SCKP", the shape's version, blocks x codes. */
    private static ShortTablesFile.Kind kind(CheckersPatternShape shape) {
        String name = shape == CheckersPatternShape.BLOCKS ? "" : " (" + shape.name().toLowerCase(Locale.ROOT) + ")";
        return new ShortTablesFile.Kind("checkers pattern weights" + name, "a", 0x53434B50, 1 + shape.ordinal(),
                " blocks", " codes", "entries");
    }

    private static short[] compact(CheckersPatternShape shape, int[] table) {
        int size = shape.tables() * CheckersPatterns.SIZE;
        if (table.length != size) {
            throw new IllegalArgumentException("a checkers pattern set needs " + size + " entries, not "
                    + table.length);
        }
        short[] s = new short[table.length];
        for (int i = 0; i < table.length; i++) {
            if (table[i] < Short.MIN_VALUE || table[i] > Short.MAX_VALUE) {
                throw new IllegalArgumentException("pattern entry " + table[i] + " does not fit 16 bits");
            }
            s[i] = (short) table[i];
        }
        return s;
    }

    /** The patterns' value of {@code p} for the side to move, in hundredths of a man. */
    public int score(CheckersPosition p) {
        return shape.score(p, full, ending) / UNIT;
    }

    /** What a shipped set other than the default's is called in its evaluator's name ({@code p1}), else null. */
    public String label() {
        return label;
    }

    /** The tables' shape. */
    public CheckersPatternShape shape() {
        return shape;
    }

    /** Entry {@code i} of the full-board table ({@code ending} false) or the ending table. */
    public int entry(boolean ending, int i) {
        return ending ? this.ending[i] : full[i];
    }

    /** The default evaluator's tables, the second generation's, read once. */
    public static CheckersPatternWeights standard() {
        return Standard.WEIGHTS;
    }

    /** The first generation's tables, the default's until the second (evaluator {@code checkers-p1}), read once. */
    public static CheckersPatternWeights first() {
        return First.WEIGHTS;
    }

    /** The second generation's tables with the kings' blocks (the {@code checkers-p2k} evaluator), read once. */
    public static CheckersPatternWeights secondKings() {
        return SecondKings.WEIGHTS;
    }

    /** The third generation's tables (the {@code checkers-p3} evaluator, a candidate), read once. */
    public static CheckersPatternWeights third() {
        return Third.WEIGHTS;
    }

    /** The fourth generation's tables, fitted partly to depth-12 scores ({@code checkers-p4}, a candidate). */
    public static CheckersPatternWeights fourth() {
        return Fourth.WEIGHTS;
    }

    private static final class Standard {
        static final CheckersPatternWeights WEIGHTS = loadResource(SECOND, CheckersPatternShape.BLOCKS, null);
    }

    private static final class First {
        static final CheckersPatternWeights WEIGHTS = loadResource(FIRST, CheckersPatternShape.BLOCKS, "p1");
    }

    private static final class SecondKings {
        static final CheckersPatternWeights WEIGHTS = loadResource(SECOND_KINGS, CheckersPatternShape.KINGS, "p2k");
    }

    private static final class Third {
        static final CheckersPatternWeights WEIGHTS = loadResource(THIRD, CheckersPatternShape.BLOCKS, "p3");
    }

    private static final class Fourth {
        static final CheckersPatternWeights WEIGHTS = loadResource(FOURTH, CheckersPatternShape.BLOCKS, "p4");
    }

    private static CheckersPatternWeights loadResource(String resource, CheckersPatternShape shape, String label) {
        try (InputStream in = CheckersPatternWeights.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("the checkers pattern weights " + resource + " are missing");
            }
            return new CheckersPatternWeights(read(in, shape), label);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the checkers pattern weights " + resource, e);
        }
    }

    /**
     * Reads a weights file. A file that is not one (not gzip, wrong magic), of another version or shape, truncated
     * or damaged (gzip's check fails) or with bytes after its end throws an IllegalArgumentException saying which;
     * an IOException only for a failing stream.
     */
    public static CheckersPatternWeights read(InputStream raw) throws IOException {
        return read(raw, CheckersPatternShape.BLOCKS);
    }

    /** Reads a weights file of {@code shape}, refusing any other as {@link #read(InputStream)} does. */
    public static CheckersPatternWeights read(InputStream raw, CheckersPatternShape shape) throws IOException {
        int[][] tables = ShortTablesFile.read(raw, kind(shape), CheckersPatterns.BLOCKS, CheckersPatterns.CODES, 2,
                shape.tables() * CheckersPatterns.SIZE);
        return new CheckersPatternWeights(shape, tables[0], tables[1]);
    }

    /** Writes the tables in the format {@link #read} reads. */
    public void write(OutputStream raw) throws IOException {
        ShortTablesFile.write(raw, kind(shape), CheckersPatterns.BLOCKS, CheckersPatterns.CODES,
                new short[][] {full, ending});
    }
}
