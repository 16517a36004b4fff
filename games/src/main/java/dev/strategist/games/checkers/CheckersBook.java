package dev.strategist.games.checkers;

import dev.strategist.core.OpeningBook;
import dev.strategist.core.Position;
import dev.strategist.games.io.ShippedFiles;
import java.io.InputStream;
import java.util.List;
import java.util.Optional;

/**
 * Checkers' opening book: for each position it holds (both sides' men and kings and the side to move) the move
 * a deep search of our own engine chose, with that search's depth and score. {@link CheckersBookFile} reads
 * and writes it; {@code CheckersBookBuilder} (bench) builds it over the ACF ballots. A lookup scans the
 * entries: about a thousand positions, once a move, no allocation.
 */
public final class CheckersBook implements OpeningBook<CheckersPosition> {
    /** The book the game ships, on the class path beside this class. */
    static final String RESOURCE = "book.bin";
    /** The deep book ({@link #deep}), beside it. */
    static final String DEEP_RESOURCE = "book-deep.bin";

    /** One position and its move: squares as bits 0..31 (square 1 is bit 0), side 0 Black, 1 White. */
    public record Entry(int blackMen, int blackKings, int whiteMen, int whiteKings, int side, int move, int depth,
                        int score) {

        /** The entry of {@code position}'s board and side to move. */
        public static Entry of(CheckersPosition position, int move, int depth, int score) {
            return new Entry((int) position.men(0), (int) position.kings(0), (int) position.men(1),
                    (int) position.kings(1), position.sideToMove(), move, depth, score);
        }

        /** A position with this board and side to move (standard draw rules, no history). */
        public CheckersPosition position() {
            CheckersPosition p = new CheckersPosition();
            p.setBoard(side, blackMen & 0xFFFF_FFFFL, blackKings & 0xFFFF_FFFFL, whiteMen & 0xFFFF_FFFFL,
                    whiteKings & 0xFFFF_FFFFL);
            return p;
        }

        /** This entry's board and side alone, without move, depth or score: what a book holds once at most. */
        public Entry board() {
            return new Entry(blackMen, blackKings, whiteMen, whiteKings, side, 0, 0, 0);
        }

        /** True when {@code position} has this board and side to move. */
        boolean matches(CheckersPosition position) {
            return position.sideToMove() == side && (int) position.men(0) == blackMen
                    && (int) position.men(1) == whiteMen && (int) position.kings(0) == blackKings
                    && (int) position.kings(1) == whiteKings;
        }
    }

    private final List<Entry> entries;
    /** The black men of each entry: the scan's first test, which rules out nearly every entry. */
    private final int[] blackMen;

    /** A book of {@code entries}, checked by the caller (the file reader checks each move is legal). */
    public CheckersBook(List<Entry> entries) {
        this.entries = List.copyOf(entries);
        this.blackMen = new int[entries.size()];
        for (int i = 0; i < blackMen.length; i++) {
            blackMen[i] = this.entries.get(i).blackMen();
        }
    }

    /**
     * The book shipped with the game, read once; empty when the class path has none. A damaged shipped file
     * fails every call with the reader's reason (an {@link java.io.UncheckedIOException}), not once with an error
     * from a class initialiser and then with a bare {@code NoClassDefFoundError}.
     */
    public static Optional<CheckersBook> shipped() {
        return resource(RESOURCE);
    }

    /**
     * The deep book ({@value #DEEP_RESOURCE}), read once as {@link #shipped()} is: the first moves after each of
     * the deck's 156 ballots (the ballot's position, and every position after one reply) searched by the default
     * evaluator, where the shipped book's were searched by the terms alone; {@code book=deep} plays it.
     */
    public static Optional<CheckersBook> deep() {
        return resource(DEEP_RESOURCE);
    }

    private static Optional<CheckersBook> resource(String name) {
        return ShippedFiles.once(CheckersBook.class, name, CheckersBookFile::decode);
    }

    /** The entries in file order. */
    public List<Entry> entries() {
        return entries;
    }

    /** The entry for {@code position}, or null. */
    public Entry find(CheckersPosition position) {
        int men = (int) position.men(0);
        for (int i = 0; i < blackMen.length; i++) {
            if (blackMen[i] == men && entries.get(i).matches(position)) {
                return entries.get(i);
            }
        }
        return null;
    }

    @Override
    public int move(CheckersPosition position) {
        Entry e = find(position);
        return e == null ? Position.NO_MOVE : e.move();
    }

    @Override
    public int size() {
        return entries.size();
    }

    /** The book in {@code in} (closed here), named {@code source} in errors; empty when {@code in} is null. */
    static Optional<CheckersBook> load(InputStream in, String source) {
        return ShippedFiles.read(in, source, CheckersBookFile::decode);
    }
}
