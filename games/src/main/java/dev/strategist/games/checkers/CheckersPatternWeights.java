package dev.strategist.games.checkers;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipException;

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

    private static final int MAGIC = 0x53434B50; // "SCKP"
    private static final int VERSION = 1;

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
        DataInputStream in;
        try {
            in = new DataInputStream(new BufferedInputStream(new GZIPInputStream(raw, 1 << 16), 1 << 16));
        } catch (ZipException | EOFException e) {
            throw new IllegalArgumentException("not a checkers pattern weights file: not gzip data", e);
        }
        try {
            int magic = in.readInt();
            if (magic != MAGIC) {
                throw new IllegalArgumentException(String.format(
                        "not a checkers pattern weights file: magic %08x, expected %08x", magic, MAGIC));
            }
            int version = in.readInt();
            if (version != VERSION) {
                throw new IllegalArgumentException("checkers pattern weights version " + version
                        + " is not supported (this code reads version " + VERSION + ")");
            }
            int blocks = in.readInt();
            int codes = in.readInt();
            if (blocks != CheckersPatterns.BLOCKS || codes != CheckersPatterns.CODES) {
                throw new IllegalArgumentException("checkers pattern weights of " + blocks + " blocks x " + codes
                        + " codes do not fit this evaluator's " + CheckersPatterns.BLOCKS + " x "
                        + CheckersPatterns.CODES);
            }
            int n = CheckersPatterns.SIZE;
            int[][] tables = new int[2][n];
            int read = 0;
            try {
                for (int[] table : tables) {
                    for (int i = 0; i < n; i++, read++) {
                        table[i] = in.readShort();
                    }
                }
            } catch (EOFException e) {
                throw new IllegalArgumentException("checkers pattern weights file truncated: " + read + " of "
                        + 2 * n + " entries", e);
            }
            if (in.read() != -1) {
                throw new IllegalArgumentException("checkers pattern weights file has data after its " + 2 * n
                        + " entries");
            }
            return new CheckersPatternWeights(tables[0], tables[1]);
        } catch (EOFException e) {
            throw new IllegalArgumentException("checkers pattern weights file truncated in its header", e);
        } catch (ZipException e) {
            throw new IllegalArgumentException("checkers pattern weights file damaged: " + e.getMessage(), e);
        }
    }

    /** Writes the tables in the format {@link #read} reads. */
    public void write(OutputStream raw) throws IOException {
        GZIPOutputStream gz = new GZIPOutputStream(raw, 1 << 16);
        DataOutputStream out = new DataOutputStream(gz);
        out.writeInt(MAGIC);
        out.writeInt(VERSION);
        out.writeInt(CheckersPatterns.BLOCKS);
        out.writeInt(CheckersPatterns.CODES);
        for (short[] table : new short[][] {full, ending}) {
            for (short v : table) {
                out.writeShort(v);
            }
        }
        out.flush();
        gz.finish();
    }
}
