package dev.strategist.games.reversi;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

/**
 * The text of {@link ReversiBook}, one position a line:
 * <pre>
 * # comments
 * othello book 8x8
 * MOVES BEST DEPTH SCORE
 * ...
 * end N
 * </pre>
 * {@code MOVES} the moves from the start run together ({@code f5d6c3}, {@code -} for the start itself), {@code BEST}
 * the move chosen there, {@code DEPTH} and {@code SCORE} the search's (the score in the pattern evaluation's units,
 * the side to move's view). The closing {@code end N} counts the entries, so a file cut short at a line's end is
 * told from a whole one. The reader refuses, naming the source and line, a missing or second header, a line of
 * another shape, moves that cannot be played, a best move that is not legal, a position twice, and a missing or
 * wrong count.
 */
public final class ReversiBookFile {
    static final String HEADER = "othello book 8x8";
    private static final String START = "-";

    private ReversiBookFile() {
    }

    /** The book in {@code file}. */
    public static ReversiBook read(Path file) throws IOException {
        return decode(Files.readAllBytes(file), file.toString());
    }

    /**
     * Writes {@code entries} with {@code comment}'s lines first, through a temporary file, so a stopped writer leaves
     * the old book.
     */
    public static void write(List<ReversiBook.Entry> entries, String comment, Path file) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(tmp, text(entries, comment), StandardCharsets.UTF_8);
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** The text of a book of {@code entries}, {@code comment}'s lines first as comments. */
    public static String text(List<ReversiBook.Entry> entries, String comment) {
        StringBuilder sb = new StringBuilder();
        if (comment != null && !comment.isEmpty()) {
            for (String line : comment.split("\n")) {
                sb.append("# ").append(line).append('\n');
            }
        }
        sb.append(HEADER).append('\n');
        for (ReversiBook.Entry e : entries) {
            sb.append(e.moves().isEmpty() ? START : e.moves()).append(' ').append(ReversiBitboards.squareName(e.move()))
                    .append(' ').append(e.depth()).append(' ').append(e.score()).append('\n');
        }
        sb.append("end ").append(entries.size()).append('\n');
        return sb.toString();
    }

    /** The book in {@code bytes} (UTF-8 text), read from {@code source} (named in the errors). */
    public static ReversiBook decode(byte[] bytes, String source) throws IOException {
        String[] lines = new String(bytes, StandardCharsets.UTF_8).split("\n", -1);
        boolean header = false;
        int count = -1;
        List<ReversiBook.Entry> entries = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            String text = lines[i].strip();
            String where = source + " line " + (i + 1) + ": ";
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            if (count >= 0) {
                throw new IOException(where + "a line after the closing 'end " + count + "'");
            }
            if (text.equals(HEADER)) {
                if (header) {
                    throw new IOException(where + "a second header");
                }
                header = true;
                continue;
            }
            if (!header) {
                throw new IOException(where + "the book must start with '" + HEADER + "', not '" + shorten(text) + "'");
            }
            String[] parts = text.split("\\s+");
            if (parts[0].equals("end")) {
                if (parts.length != 2 || !parts[1].matches("\\d{1,9}")) {
                    throw new IOException(where + "the closing line is 'end N', not '" + shorten(text) + "'");
                }
                count = Integer.parseInt(parts[1]);
                if (count != entries.size()) {
                    throw new IOException(where + "'end " + count + "' but the book holds " + entries.size()
                            + " entries");
                }
                continue;
            }
            if (parts.length != 4) {
                throw new IOException(where + "an entry is 'MOVES BEST DEPTH SCORE', not '" + shorten(text) + "'");
            }
            int best = ReversiNotation.readMove(ReversiBoard.EIGHT, parts[1]);
            if (best < 0 || best == ReversiPosition.PASS) {
                throw new IOException(where + "'" + shorten(parts[1]) + "' is not a square (a1 to h8)");
            }
            int depth;
            int score;
            try {
                depth = Integer.parseInt(parts[2]);
                score = Integer.parseInt(parts[3]);
            } catch (NumberFormatException e) {
                throw new IOException(where + "the depth and the score are whole numbers, not '" + shorten(parts[2])
                        + "' and '" + shorten(parts[3]) + "'", e);
            }
            ReversiBook.Entry entry = new ReversiBook.Entry(parts[0].equals(START) ? "" : parts[0], best, depth, score);
            try {
                new ReversiBook(List.of(entry)); // checks the line alone, so the error can name it
            } catch (IllegalArgumentException e) {
                throw new IOException(where + e.getMessage().replaceFirst("^entry 1 ", ""), e);
            }
            entries.add(entry);
        }
        if (!header) {
            throw new IOException(source + ": no header '" + HEADER + "' (an empty or truncated book)");
        }
        if (count < 0) {
            throw new IOException(source + ": no closing 'end N' after " + entries.size()
                    + " entries (a truncated book)");
        }
        try {
            return new ReversiBook(entries);
        } catch (IllegalArgumentException e) {
            throw new IOException(source + ": " + e.getMessage(), e);
        }
    }

    private static String shorten(String s) {
        return s.length() <= 40 ? s : s.substring(0, 40) + "...";
    }
}
