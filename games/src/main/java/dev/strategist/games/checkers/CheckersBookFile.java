package dev.strategist.games.checkers;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.zip.CRC32;

/**
 * The file format of {@link CheckersBook} (docs/CHECKERS-BOOK.md), big-endian: the magic {@code SCKB}, the
 * version (int, 1), the entry count N (int), N entries of 24 bytes (black men, black kings, white men, white
 * kings as ints of square bits, the side to move as a byte, the search's depth as a byte, its score as a short,
 * the move as an int) and the CRC-32 of everything before it (int). A file of another length, with another
 * checksum, a position twice, or a move that is not legal in its position is refused with the reason.
 */
public final class CheckersBookFile {
    private static final byte[] MAGIC = "SCKB".getBytes(StandardCharsets.US_ASCII);
    private static final int VERSION = 1;
    private static final int HEADER = 12;
    private static final int ENTRY = 24;

    private CheckersBookFile() {
    }

    /** The book in {@code file}. */
    public static CheckersBook read(Path file) throws IOException {
        return decode(Files.readAllBytes(file), file.toString());
    }

    /** Writes {@code entries} to {@code file}, through a temporary file, so a stopped writer leaves the old book. */
    public static void write(List<CheckersBook.Entry> entries, Path file) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.write(tmp, encode(entries));
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * The bytes of a book of {@code entries}; an entry whose side, depth or score does not fit its field is
     * refused rather than written as another value.
     */
    public static byte[] encode(List<CheckersBook.Entry> entries) {
        ByteBuffer b = ByteBuffer.allocate(HEADER + ENTRY * entries.size() + 4);
        b.put(MAGIC).putInt(VERSION).putInt(entries.size());
        for (CheckersBook.Entry e : entries) {
            if (e.side() != 0 && e.side() != 1 || e.depth() < 0 || e.depth() > Byte.MAX_VALUE
                    || e.score() < Short.MIN_VALUE || e.score() > Short.MAX_VALUE) {
                throw new IllegalArgumentException("a book entry's side must be 0 or 1, its depth 0-127 and its score"
                        + " a 16-bit value: side " + e.side() + ", depth " + e.depth() + ", score " + e.score());
            }
            b.putInt(e.blackMen()).putInt(e.blackKings()).putInt(e.whiteMen()).putInt(e.whiteKings());
            b.put((byte) e.side()).put((byte) e.depth()).putShort((short) e.score()).putInt(e.move());
        }
        CRC32 crc = new CRC32();
        crc.update(b.array(), 0, b.position());
        b.putInt((int) crc.getValue());
        return b.array();
    }

    /** The book in {@code bytes}, read from {@code source} (named in the errors). */
    public static CheckersBook decode(byte[] bytes, String source) throws IOException {
        String what = "checkers book " + source + ": ";
        if (bytes.length < HEADER + 4) {
            throw new IOException(what + "truncated: " + bytes.length + " bytes, a book has at least " + (HEADER + 4));
        }
        ByteBuffer b = ByteBuffer.wrap(bytes);
        byte[] magic = new byte[MAGIC.length];
        b.get(magic);
        if (!java.util.Arrays.equals(magic, MAGIC)) {
            throw new IOException(what + "not a checkers book (it does not start with SCKB)");
        }
        int version = b.getInt();
        if (version != VERSION) {
            throw new IOException(what + "version " + version + ", this reader knows " + VERSION);
        }
        int n = b.getInt();
        long expected = HEADER + (long) ENTRY * n + 4;
        if (n < 0 || expected != bytes.length) {
            throw new IOException(what + (n >= 0 && bytes.length < expected ? "truncated" : "the wrong length") + ": "
                    + n + " entries need " + expected + " bytes, the file has " + bytes.length);
        }
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, bytes.length - 4);
        if ((int) crc.getValue() != ByteBuffer.wrap(bytes, bytes.length - 4, 4).getInt()) {
            throw new IOException(what + "corrupt: the checksum does not match its contents");
        }
        List<CheckersBook.Entry> entries = new ArrayList<>(n);
        Set<CheckersBook.Entry> boards = new HashSet<>();
        for (int i = 0; i < n; i++) {
            int blackMen = b.getInt();
            int blackKings = b.getInt();
            int whiteMen = b.getInt();
            int whiteKings = b.getInt();
            int side = b.get();
            int depth = b.get();
            int score = b.getShort();
            CheckersBook.Entry e = new CheckersBook.Entry(blackMen, blackKings, whiteMen, whiteKings, side, b.getInt(),
                    depth, score);
            check(e, i, what);
            if (!boards.add(e.board())) {
                throw new IOException(what + "entry " + i + " repeats a position");
            }
            entries.add(e);
        }
        return new CheckersBook(entries);
    }

    private static void check(CheckersBook.Entry e, int i, String what) throws IOException {
        if (e.side() != 0 && e.side() != 1) {
            throw new IOException(what + "entry " + i + ": side " + e.side() + " is neither 0 (Black) nor 1 (White)");
        }
        CheckersPosition p;
        try {
            p = e.position();
        } catch (IllegalArgumentException bad) {
            throw new IOException(what + "entry " + i + ": not a position: " + bad.getMessage());
        }
        if (e.move() < 0 || p.isOver() || !p.isLegal(e.move())) {
            throw new IOException(what + "entry " + i + ": the move is not legal in its position");
        }
    }
}
