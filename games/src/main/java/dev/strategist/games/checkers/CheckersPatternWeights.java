package dev.strategist.games.checkers;

import dev.strategist.games.io.ShortTablesFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * The fitted tables of {@link CheckersPatterns}, one for a full board and one for the ending (blended by the pieces
 * left, as {@link CheckersWeights} blends its terms), and their file: gzip around the magic {@code SCKP}, a version,
 * the blocks, the codes per block, then every entry of the full-board table and of the ending table as a 16-bit
 * integer in 1/{@link #UNIT} of a hundredth of a man. The bench's {@code CheckersPatternTuner} writes it.
 */
public final class CheckersPatternWeights {
    /** Entries are stored and summed in 1/UNIT of a hundredth of a man. */
    public static final int UNIT = 8;
    /** The shipped file, beside this class. */
    public static final String RESOURCE = "checkers-patterns.bin.gz";

    /** The file's frame: magic "SCKP", version 1, the shape blocks x codes. */
    private static final ShortTablesFile.Kind FILE = new ShortTablesFile.Kind("checkers pattern weights", "a",
            0x53434B50, 1, " blocks", " codes", "entries");

    private final short[] full;
    private final short[] ending;

    /** Tables as given, each {@link CheckersPatterns#SIZE} entries in 1/{@link #UNIT} of a hundredth of a man. */
    public CheckersPatternWeights(int[] full, int[] ending) {
        this.full = compact(full);
        this.ending = compact(ending);
    }

    private static short[] compact(int[] table) {
        if (table.length != CheckersPatterns.SIZE) {
            throw new IllegalArgumentException("a checkers pattern table needs " + CheckersPatterns.SIZE
                    + " entries, not " + table.length);
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
        return CheckersPatterns.score(p, full, ending) / UNIT;
    }

    /** Entry {@code i} of the full-board table ({@code ending} false) or the ending table. */
    public int entry(boolean ending, int i) {
        return ending ? this.ending[i] : full[i];
    }

    /** The tables shipped with the game, read once. */
    public static CheckersPatternWeights standard() {
        return Standard.WEIGHTS;
    }

    private static final class Standard {
        static final CheckersPatternWeights WEIGHTS = loadResource();

        private static CheckersPatternWeights loadResource() {
            try (InputStream in = CheckersPatternWeights.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("the checkers pattern weights " + RESOURCE + " are missing");
                }
                return read(in);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the checkers pattern weights", e);
            }
        }
    }

    /**
     * Reads a weights file. A file that is not one (not gzip, wrong magic), of another version or shape, truncated
     * or damaged (gzip's check fails) or with bytes after its end throws an IllegalArgumentException saying which;
     * an IOException only for a failing stream.
     */
    public static CheckersPatternWeights read(InputStream raw) throws IOException {
        int[][] tables = ShortTablesFile.read(raw, FILE, CheckersPatterns.BLOCKS, CheckersPatterns.CODES, 2,
                CheckersPatterns.SIZE);
        return new CheckersPatternWeights(tables[0], tables[1]);
    }

    /** Writes the tables in the format {@link #read} reads. */
    public void write(OutputStream raw) throws IOException {
        ShortTablesFile.write(raw, FILE, CheckersPatterns.BLOCKS, CheckersPatterns.CODES, new short[][] {full, ending});
    }
}
