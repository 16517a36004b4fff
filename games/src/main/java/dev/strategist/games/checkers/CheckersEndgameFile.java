package dev.strategist.games.checkers;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.zip.CRC32;
import java.util.zip.CheckedInputStream;
import java.util.zip.CheckedOutputStream;

/**
 * A {@link CheckersEndgameDatabase} saved to a file, so a process loads the 5-piece tables in seconds instead of
 * building them for a minute. A format of our own, big-endian: the magic {@code SCKE}, a version (1), the most
 * pieces, the number of slices, then each slice (in key order) as its key and its count of index slots followed by
 * that many 16-bit values (the tables' raw values), and a CRC-32 of everything before it. Reading refuses, naming
 * the file and the reason, a file that is not one, another version or count of pieces, a slice the database of
 * that count does not have or of another size, a truncated file, bytes after the checksum, and a checksum that
 * does not match. The values are not otherwise checked: the checksum guards the bytes, the builder their meaning.
 */
public final class CheckersEndgameFile {
    private static final byte[] MAGIC = "SCKE".getBytes(StandardCharsets.US_ASCII);
    private static final int VERSION = 1;
    private static final int CHUNK = 1 << 16; // values a read or write moves at once

    private CheckersEndgameFile() {
    }

    /**
     * Where the process's caches look for the database of {@code pieces} pieces: {@code
     * $XDG_CACHE_HOME/strategist} (else {@code ~/.cache/strategist}) unless the system property {@code
     * strategist.cache} names another folder, file {@code checkers-endgame-N.bin}.
     */
    public static Path defaultPath(int pieces) {
        String folder = System.getProperty("strategist.cache");
        Path dir;
        if (folder != null && !folder.isBlank()) {
            dir = Path.of(folder);
        } else {
            String xdg = System.getenv("XDG_CACHE_HOME");
            dir = xdg != null && !xdg.isBlank() ? Path.of(xdg, "strategist")
                    : Path.of(System.getProperty("user.home"), ".cache", "strategist");
        }
        return dir.resolve("checkers-endgame-" + pieces + ".bin");
    }

    /** Writes {@code db} to {@code file} through a temporary file beside it, so a stopped writer leaves no half file. */
    public static void write(CheckersEndgameDatabase db, Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        CRC32 crc = new CRC32();
        EndgameBuilder.Tables tables = db.tables();
        try (OutputStream raw = Files.newOutputStream(tmp);
             CheckedOutputStream checked = new CheckedOutputStream(new BufferedOutputStream(raw, 1 << 20), crc);
             DataOutputStream out = new DataOutputStream(checked)) {
            int count = 0;
            for (short[] values : tables.values()) {
                count += values != null ? 1 : 0;
            }
            out.write(MAGIC);
            out.writeInt(VERSION);
            out.writeInt(db.maxPieces());
            out.writeInt(count);
            ByteBuffer buffer = ByteBuffer.allocate(2 * CHUNK).order(ByteOrder.BIG_ENDIAN);
            for (int key = 0; key < tables.values().length; key++) {
                short[] values = tables.values()[key];
                if (values == null) {
                    continue;
                }
                out.writeInt(key);
                out.writeInt(values.length);
                for (int from = 0; from < values.length; from += CHUNK) {
                    int n = Math.min(CHUNK, values.length - from);
                    buffer.clear();
                    buffer.asShortBuffer().put(values, from, n);
                    out.write(buffer.array(), 0, 2 * n);
                }
            }
            out.flush();
            out.writeInt((int) crc.getValue()); // the checksum of what came before, itself outside it
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** The database of up to {@code maxPieces} pieces saved in {@code file}; any fault is an IOException saying it. */
    public static CheckersEndgameDatabase read(Path file, int maxPieces) throws IOException {
        String what = "checkers endgame database " + file + ": ";
        CRC32 crc = new CRC32();
        try (InputStream raw = Files.newInputStream(file);
             CheckedInputStream checked = new CheckedInputStream(new BufferedInputStream(raw, 1 << 20), crc);
             DataInputStream in = new DataInputStream(checked)) {
            byte[] magic = new byte[MAGIC.length];
            in.readFully(magic);
            if (!java.util.Arrays.equals(magic, MAGIC)) {
                throw new IOException(what + "not a checkers endgame database (it does not start with SCKE)");
            }
            int version = in.readInt();
            if (version != VERSION) {
                throw new IOException(what + "version " + version + ", this reader knows " + VERSION);
            }
            int pieces = in.readInt();
            if (pieces != maxPieces) {
                throw new IOException(what + "holds up to " + pieces + " pieces, " + maxPieces + " were asked for");
            }
            EndgameSlice[] expected = EndgameBuilder.slicesOf(maxPieces);
            int expectedCount = 0;
            for (EndgameSlice s : expected) {
                expectedCount += s != null ? 1 : 0;
            }
            int count = in.readInt();
            if (count != expectedCount) {
                throw new IOException(what + count + " slices, the database of " + maxPieces + " pieces has "
                        + expectedCount);
            }
            short[][] values = new short[expected.length][];
            ByteBuffer buffer = ByteBuffer.allocate(2 * CHUNK).order(ByteOrder.BIG_ENDIAN);
            for (int i = 0; i < count; i++) {
                int key = in.readInt();
                int size = in.readInt();
                if (key < 0 || key >= expected.length || expected[key] == null || values[key] != null) {
                    throw new IOException(what + "slice " + i + " has key " + key + ", not a slice of the database"
                            + " or one already read");
                }
                if (size != expected[key].size) {
                    throw new IOException(what + "slice " + expected[key] + " has " + size + " values, it needs "
                            + expected[key].size);
                }
                short[] v = new short[size];
                for (int from = 0; from < size; from += CHUNK) {
                    int n = Math.min(CHUNK, size - from);
                    in.readFully(buffer.array(), 0, 2 * n);
                    buffer.clear();
                    buffer.asShortBuffer().get(v, from, n);
                }
                values[key] = v;
            }
            int computed = (int) crc.getValue();
            int stored = in.readInt();
            if (stored != computed) {
                throw new IOException(what + "corrupt: the checksum does not match its contents");
            }
            if (in.read() != -1) {
                throw new IOException(what + "the wrong length: bytes after the checksum");
            }
            return CheckersEndgameDatabase.of(maxPieces, new EndgameBuilder.Tables(expected, values));
        } catch (EOFException e) {
            throw new IOException(what + "truncated: the file ends before its last table and checksum", e);
        }
    }
}
