package dev.strategist.games.gomoku;

import dev.strategist.core.OpeningBook;
import dev.strategist.core.Position;
import dev.strategist.games.io.ShippedFiles;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Gomoku's opening book: for each position it holds (one board size and rule), the move a long search of our
 * own player chose there, with that search's depth and score. Positions are found by their stones, not by the
 * order they were played in, so a transposed opening finds its entry. The text format, one position a line:
 * <pre>
 * # comments
 * size 15 rule freestyle
 * MOVES BEST DEPTH SCORE
 * </pre>
 * ({@code MOVES} the stones from the empty board in {@link GomokuNotation}, joined without spaces, black first;
 * {@code BEST} the side to move's move). The reader refuses, naming the source and line, a missing or second
 * header, a line of another shape, moves that cannot be played, a best move that is not legal, and a position
 * twice. {@code GomokuBookBuilder} (bench) builds it; a lookup is a binary search, no allocation.
 */
public final class GomokuBook implements OpeningBook<GomokuPosition> {
    /** The book the game ships, on the class path with the game's other Gomoku data. */
    static final String RESOURCE = "/gomoku/book-freestyle15.txt";

    /** One position (the moves that reach it), the move chosen there, and the search's depth and score. */
    public record Entry(String moves, int move, int depth, int score) {
    }

    private final int size;
    private final GomokuRule rule;
    private final List<Entry> entries;
    /** The entries' position hashes, ascending, and the move beside each. */
    private final long[] hashes;
    private final int[] moves;

    /** A book of {@code entries} for {@code size x size} boards under {@code rule}; each entry is checked. */
    public GomokuBook(int size, GomokuRule rule, List<Entry> entries) {
        this(size, rule, entries, hashes(size, rule, entries));
    }

    /** A book of checked {@code entries}, {@code entryHashes[i]} the hash of entry i's position. */
    private GomokuBook(int size, GomokuRule rule, List<Entry> entries, long[] entryHashes) {
        this.size = size;
        this.rule = rule;
        this.entries = List.copyOf(entries);
        long[][] pairs = new long[entries.size()][];
        for (int i = 0; i < pairs.length; i++) {
            pairs[i] = new long[] {entryHashes[i], entries.get(i).move()};
        }
        Arrays.sort(pairs, (a, b) -> Long.compare(a[0], b[0]));
        this.hashes = new long[pairs.length];
        this.moves = new int[pairs.length];
        for (int i = 0; i < pairs.length; i++) {
            hashes[i] = pairs[i][0];
            moves[i] = (int) pairs[i][1];
            if (i > 0 && hashes[i] == hashes[i - 1]) {
                throw new IllegalArgumentException("the book holds a position twice");
            }
        }
    }

    private static long[] hashes(int size, GomokuRule rule, List<Entry> entries) {
        GomokuPosition scratch = new GomokuPosition(size, rule);
        long[] hashes = new long[entries.size()];
        for (int i = 0; i < hashes.length; i++) {
            hashes[i] = hash(scratch, entries.get(i));
        }
        return hashes;
    }

    /**
     * The hash of {@code e}'s position, played on {@code scratch} (an empty board, left empty again: a position
     * is large, and a book of a thousand would otherwise build a thousand), after checking its move is legal there.
     */
    private static long hash(GomokuPosition scratch, Entry e) {
        try {
            GomokuNotation.playMoves(scratch, e.moves());
            if (scratch.isOver() || !scratch.canPlay(e.move())) {
                throw new IllegalArgumentException("the move " + GomokuNotation.name(scratch.size(), e.move())
                        + " is not legal there (after " + e.moves() + ")");
            }
            return scratch.hash();
        } finally {
            while (scratch.ply() > 0) {
                scratch.undo();
            }
        }
    }

    /**
     * The book shipped with the game (15 x 15 freestyle: the balanced openings), read once; empty when the class
     * path has none. A damaged shipped file fails every call with the reader's reason.
     */
    public static Optional<GomokuBook> shipped() {
        return ShippedFiles.once(GomokuBook.class, RESOURCE, GomokuBook::decode);
    }

    /** The entries in file order. */
    public List<Entry> entries() {
        return entries;
    }

    @Override
    public int size() {
        return entries.size();
    }

    @Override
    public int move(GomokuPosition position) {
        if (position.size() != size || position.rule() != rule || position.isOver()) {
            return Position.NO_MOVE;
        }
        int at = Arrays.binarySearch(hashes, position.hash());
        if (at < 0) {
            return Position.NO_MOVE;
        }
        int move = moves[at];
        return position.canPlay(move) ? move : Position.NO_MOVE;
    }

    /** Writes the book in its text format, {@code comment} (one or more lines) at the top. */
    public void write(Writer out, String comment) throws IOException {
        for (String line : comment.split("\n")) {
            out.write("# " + line + "\n");
        }
        out.write("size " + size + " rule " + rule.optionValue() + "\n");
        for (Entry e : entries) {
            out.write(e.moves() + " " + GomokuNotation.name(size, e.move()) + " " + e.depth() + " " + e.score() + "\n");
        }
    }

    /** The book in {@code in}, named {@code source} in errors. */
    public static GomokuBook read(Reader in, String source) throws IOException {
        BufferedReader reader = new BufferedReader(in);
        int size = 0;
        GomokuRule rule = null;
        List<Entry> entries = new ArrayList<>();
        List<Long> hashes = new ArrayList<>();
        GomokuPosition scratch = null;
        String line;
        int number = 0;
        while ((line = reader.readLine()) != null) {
            number++;
            String text = line.strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            String[] parts = text.split("\\s+");
            String where = source + " line " + number + ": ";
            if (parts[0].equals("size")) {
                if (rule != null) {
                    throw new IOException(where + "a second header");
                }
                if (parts.length != 4 || !parts[2].equals("rule")) {
                    throw new IOException(where + "the header is 'size N rule RULE', not '" + text + "'");
                }
                try {
                    size = Integer.parseInt(parts[1]);
                    rule = GomokuRule.fromOption(parts[3].toLowerCase(Locale.ROOT));
                    GomokuGeometry.of(size);
                } catch (IllegalArgumentException e) {
                    throw new IOException(where + e.getMessage(), e);
                }
                continue;
            }
            if (rule == null) {
                throw new IOException(where + "an entry before the header 'size N rule RULE'");
            }
            if (parts.length != 4) {
                throw new IOException(where + "an entry is 'MOVES BEST DEPTH SCORE', not '" + text + "'");
            }
            try {
                if (scratch == null || scratch.size() != size || scratch.rule() != rule) {
                    scratch = new GomokuPosition(size, rule);
                }
                Entry entry = new Entry(parts[0], GomokuNotation.cell(size, parts[1]), Integer.parseInt(parts[2]),
                        Integer.parseInt(parts[3]));
                hashes.add(hash(scratch, entry));
                entries.add(entry);
            } catch (IllegalArgumentException e) {
                throw new IOException(where + e.getMessage(), e);
            }
        }
        if (rule == null) {
            throw new IOException(source + ": no header 'size N rule RULE' (an empty or truncated book)");
        }
        try {
            return new GomokuBook(size, rule, entries, hashes.stream().mapToLong(Long::longValue).toArray());
        } catch (IllegalArgumentException e) {
            throw new IOException(source + ": " + e.getMessage(), e);
        }
    }

    /** The book in {@code file}. */
    public static GomokuBook read(Path file) throws IOException {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return read(in, file.toString());
        }
    }

    /** The book in {@code in} (closed here), named {@code source} in errors; empty when {@code in} is null. */
    static Optional<GomokuBook> load(InputStream in, String source) {
        return ShippedFiles.read(in, source, GomokuBook::decode);
    }

    private static GomokuBook decode(byte[] bytes, String source) throws IOException {
        return read(new StringReader(new String(bytes, StandardCharsets.UTF_8)), source);
    }
}
