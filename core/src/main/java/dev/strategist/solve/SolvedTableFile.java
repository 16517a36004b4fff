package dev.strategist.solve;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.CheckedInputStream;
import java.util.zip.CheckedOutputStream;

/**
 * Reads and writes a {@link SolvedTable} as a compact binary file, format version 1. All numbers are
 * big-endian; {@code docs/TABLE-FORMAT.md} has the same layout with an example.
 *
 * <pre>
 * magic       8 bytes   ASCII "STRATTAB" (53 54 52 41 54 54 41 42)
 * version     u16       1
 * game        u16 n, then n bytes of UTF-8: the game's name, e.g. "tictactoe"
 * start ply   i32       the ply of the position the table was solved from (at least 0)
 * start side  u8        the side to move there: 0 or 1
 * entries     i32       the number of positions N
 * body size   i32       the number of bytes B of the entries that follow
 * N entries, in increasing (signed) key order, each:
 *   key delta u64 as an unsigned LEB128 varint: this key minus the previous one, in two's-complement
 *             64-bit arithmetic; the first entry's previous key is 0
 *   value     i8        -1, 0 or +1: loss, draw or win for the side to move
 *   distance  u8        plies to the end with perfect play (0 exactly when the game is over)
 *   depth     u8        the position's ply minus the start ply
 * checksum    u32       CRC-32 (the zlib polynomial, {@link CRC32}) of every byte before it
 * </pre>
 *
 * <p>Reading checks, in this order, the magic, the version, the header's consistency, that all B bytes
 * of entries are there and the checksum, and rejects a bad file with a {@link TableFormatException}
 * that says which check failed.
 */
public final class SolvedTableFile {
    /** The format version this class writes and reads. */
    public static final int VERSION = 1;
    /** The first eight bytes of every table file. */
    private static final byte[] MAGIC = "STRATTAB".getBytes(StandardCharsets.US_ASCII);
    /** Value, distance and depth follow each key. */
    private static final int FIXED_BYTES = 3;
    /** The longest LEB128 encoding of 64 bits. */
    private static final int MAX_VARINT_BYTES = 10;

    private SolvedTableFile() {
    }

    /** Writes {@code table} to {@code out}, which is flushed but left open. */
    public static void write(SolvedTable table, OutputStream out) throws IOException {
        byte[] name = table.game().getBytes(StandardCharsets.UTF_8);
        if (name.length > 0xFFFF) {
            throw new IllegalArgumentException("the game's name takes more than 65535 bytes");
        }
        long bodySize = bodySize(table);
        if (bodySize > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("the table is too large for format version " + VERSION);
        }
        CRC32 crc = new CRC32();
        DataOutputStream data = new DataOutputStream(new CheckedOutputStream(new BufferedOutputStream(out), crc));
        data.write(MAGIC);
        data.writeShort(VERSION);
        data.writeShort(name.length);
        data.write(name);
        data.writeInt(table.startPly());
        data.writeByte(table.startSide());
        data.writeInt(table.size());
        data.writeInt((int) bodySize);
        long previous = 0;
        for (int i = 0; i < table.size(); i++) {
            writeVarint(data, table.keyAt(i) - previous);
            previous = table.keyAt(i);
            data.writeByte(table.valueAt(i));
            data.writeByte(table.distanceAt(i));
            data.writeByte(table.plyAt(i) - table.startPly());
        }
        data.writeInt((int) crc.getValue());
        data.flush();
    }

    /** Writes {@code table} to {@code file}, replacing it. */
    public static void write(SolvedTable table, Path file) throws IOException {
        try (OutputStream out = Files.newOutputStream(file)) {
            write(table, out);
        }
    }

    /** The size in bytes of {@code table}'s file. */
    public static long fileSize(SolvedTable table) {
        return MAGIC.length + 2 + 2 + table.game().getBytes(StandardCharsets.UTF_8).length + 4 + 1 + 4 + 4
                + bodySize(table) + 4;
    }

    /**
     * Reads one table from {@code in}, consuming exactly its bytes (the stream is not buffered further
     * and is left open).
     *
     * @throws TableFormatException when the bytes are not a complete, undamaged version-1 table
     */
    public static SolvedTable read(InputStream in) throws IOException {
        CRC32 crc = new CRC32();
        DataInputStream data = new DataInputStream(new CheckedInputStream(in, crc));
        byte[] magic = data.readNBytes(MAGIC.length);
        if (!Arrays.equals(magic, MAGIC)) {
            boolean cut = magic.length > 0 && Arrays.equals(magic, Arrays.copyOf(MAGIC, magic.length));
            throw new TableFormatException(cut ? "truncated: the file ends inside the header"
                    : "not a Strategist table (bad magic)");
        }
        String game;
        int startPly;
        int startSide;
        int count;
        int bodySize;
        try {
            int version = data.readUnsignedShort();
            if (version != VERSION) {
                throw new TableFormatException("unsupported version " + version + " (this build reads version "
                        + VERSION + ")");
            }
            byte[] name = new byte[data.readUnsignedShort()];
            data.readFully(name);
            game = new String(name, StandardCharsets.UTF_8);
            startPly = data.readInt();
            startSide = data.readUnsignedByte();
            count = data.readInt();
            bodySize = data.readInt();
        } catch (EOFException e) {
            throw new TableFormatException("truncated: the file ends inside the header");
        }
        if (startPly < 0 || startSide > 1 || count < 0
                || bodySize < (long) count * (1 + FIXED_BYTES)
                || bodySize > (long) count * (MAX_VARINT_BYTES + FIXED_BYTES)) {
            throw new TableFormatException("corrupt header: start ply " + startPly + ", start side " + startSide
                    + ", " + count + " entries in " + bodySize + " bytes");
        }
        byte[] body = data.readNBytes(bodySize);
        if (body.length < bodySize) {
            throw new TableFormatException("truncated: expected " + count + " entries in " + bodySize
                    + " bytes, the file holds only " + body.length + " of them");
        }
        int computed = (int) crc.getValue();
        byte[] stored = data.readNBytes(4);
        if (stored.length < 4) {
            throw new TableFormatException("truncated: expected " + count + " entries and a checksum,"
                    + " the file ends before the checksum");
        }
        int storedValue = ((stored[0] & 0xFF) << 24) | ((stored[1] & 0xFF) << 16) | ((stored[2] & 0xFF) << 8)
                | (stored[3] & 0xFF);
        if (storedValue != computed) {
            throw new TableFormatException(String.format("checksum mismatch: the file is damaged"
                    + " (stored %08x, computed %08x)", storedValue, computed));
        }
        return parse(game, startPly, startSide, count, body);
    }

    /**
     * Reads the table in {@code file}; the messages of rejected files start with the file name, and bytes
     * after the checksum are rejected too.
     */
    public static SolvedTable read(Path file) throws IOException {
        try (InputStream in = new BufferedInputStream(Files.newInputStream(file))) {
            SolvedTable table = read(in);
            if (in.read() != -1) {
                throw new TableFormatException("trailing data after the checksum");
            }
            return table;
        } catch (TableFormatException e) {
            throw new TableFormatException(file + ": " + e.getMessage());
        }
    }

    private static SolvedTable parse(String game, int startPly, int startSide, int count, byte[] body)
            throws TableFormatException {
        long[] keys = new long[count];
        byte[] values = new byte[count];
        byte[] distances = new byte[count];
        byte[] depths = new byte[count];
        int at = 0;
        long previous = 0;
        for (int i = 0; i < count; i++) {
            long delta = 0;
            int shift = 0;
            int b;
            do {
                if (at >= body.length || shift >= 64) {
                    throw new TableFormatException("corrupt table: the key of entry " + i + " is malformed");
                }
                b = body[at++];
                delta |= (long) (b & 0x7F) << shift;
                shift += 7;
            } while ((b & 0x80) != 0);
            if (at + FIXED_BYTES > body.length) {
                throw new TableFormatException("corrupt table: entry " + i + " runs past the entries");
            }
            previous += delta;
            keys[i] = previous;
            values[i] = body[at++];
            distances[i] = body[at++];
            depths[i] = body[at++];
        }
        if (at != body.length) {
            throw new TableFormatException("corrupt table: the entries take " + at + " bytes, the header says "
                    + body.length);
        }
        try {
            return new SolvedTable(game, startPly, startSide, keys, values, distances, depths);
        } catch (IllegalArgumentException e) {
            throw new TableFormatException("corrupt table: " + e.getMessage());
        }
    }

    private static long bodySize(SolvedTable table) {
        long size = 0;
        long previous = 0;
        for (int i = 0; i < table.size(); i++) {
            size += varintLength(table.keyAt(i) - previous) + FIXED_BYTES;
            previous = table.keyAt(i);
        }
        return size;
    }

    private static int varintLength(long value) {
        int bits = 64 - Long.numberOfLeadingZeros(value);
        return Math.max(1, (bits + 6) / 7);
    }

    private static void writeVarint(DataOutputStream out, long value) throws IOException {
        long v = value;
        while ((v & ~0x7FL) != 0) {
            out.writeByte((int) (v & 0x7F) | 0x80);
            v >>>= 7;
        }
        out.writeByte((int) v);
    }
}
