package dev.strategist.games.io;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipException;

/**
 * The frame of the games' fitted pattern tables on disk: gzip around a magic, a version, a shape of two numbers,
 * then every table's entries as 16-bit integers. One reader for every such file, so each refuses a file that is not
 * one, of another version or shape, truncated, damaged or followed by extra bytes with the same clear reasons.
 */
public final class ShortTablesFile {
    /**
     * What a file holds, as its messages name it: {@code name} ("checkers pattern weights") after {@code article}
     * ("a" or "an"), the words after the shape's two numbers ({@code " blocks"}, {@code " codes"}) and what an entry
     * is called ("entries").
     */
    public record Kind(String name, String article, int magic, int version, String firstUnit, String secondUnit,
                       String entries) {
    }

    private ShortTablesFile() {
    }

    /**
     * Reads {@code tables} tables of {@code perTable} entries behind the shape ({@code first}, {@code second}). A
     * file that is not one (not gzip, wrong magic), of another version or shape, truncated or damaged (gzip's check
     * fails) or with bytes after its end throws an IllegalArgumentException saying which; an IOException only for a
     * failing stream.
     */
    public static int[][] read(InputStream raw, Kind kind, int first, int second, int tables, int perTable)
            throws IOException {
        DataInputStream in;
        try {
            in = new DataInputStream(new BufferedInputStream(new GZIPInputStream(raw, 1 << 16), 1 << 16));
        } catch (ZipException | EOFException e) {
            throw new IllegalArgumentException("not " + kind.article() + " " + kind.name() + " file: not gzip data", e);
        }
        try {
            int magic = in.readInt();
            if (magic != kind.magic()) {
                throw new IllegalArgumentException(String.format("not %s %s file: magic %08x, expected %08x",
                        kind.article(), kind.name(), magic, kind.magic()));
            }
            int version = in.readInt();
            if (version != kind.version()) {
                throw new IllegalArgumentException(kind.name() + " version " + version
                        + " is not supported (this code reads version " + kind.version() + ")");
            }
            int a = in.readInt();
            int b = in.readInt();
            if (a != first || b != second) {
                throw new IllegalArgumentException(kind.name() + " of " + a + kind.firstUnit() + " x " + b
                        + kind.secondUnit() + " do not fit this evaluator's " + first + " x " + second);
            }
            int total = tables * perTable;
            int[][] out = new int[tables][perTable];
            int read = 0;
            try {
                for (int[] table : out) {
                    for (int i = 0; i < perTable; i++, read++) {
                        table[i] = in.readShort();
                    }
                }
            } catch (EOFException e) {
                throw new IllegalArgumentException(kind.name() + " file truncated: " + read + " of " + total + " "
                        + kind.entries(), e);
            }
            if (in.read() != -1) {
                throw new IllegalArgumentException(kind.name() + " file has data after its " + total + " "
                        + kind.entries());
            }
            return out;
        } catch (EOFException e) {
            throw new IllegalArgumentException(kind.name() + " file truncated in its header", e);
        } catch (ZipException e) {
            throw new IllegalArgumentException(kind.name() + " file damaged: " + e.getMessage(), e);
        }
    }

    /** Writes {@code tables} behind the shape ({@code first}, {@code second}) in the frame {@link #read} reads. */
    public static void write(OutputStream raw, Kind kind, int first, int second, short[][] tables) throws IOException {
        GZIPOutputStream gz = new GZIPOutputStream(raw, 1 << 16);
        DataOutputStream out = new DataOutputStream(gz);
        out.writeInt(kind.magic());
        out.writeInt(kind.version());
        out.writeInt(first);
        out.writeInt(second);
        for (short[] table : tables) {
            for (short v : table) {
                out.writeShort(v);
            }
        }
        out.flush();
        gz.finish();
    }
}
