package dev.strategist.games.reversi;

import dev.strategist.core.OpeningBook;
import dev.strategist.core.Position;
import dev.strategist.games.io.ShippedFiles;
import dev.strategist.games.reversi.eval.ReversiPatterns;
import java.io.InputStream;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Othello's opening book (8 x 8): for each position it holds, the move a long search of our own engine chose,
 * with that search's depth and score. A position is the side to move's discs against the opponent's, whatever
 * their colour (the rules treat both colours alike), taken in the least of its eight symmetric images, so a
 * mirrored or rotated opening finds the entry of its image and gets the move mapped back. {@link ReversiBookFile}
 * reads and writes the text; {@code ReversiBookBuilder} (bench) builds it from the start. A lookup is a binary
 * search over the images' keys and allocates nothing.
 */
public final class ReversiBook implements OpeningBook<ReversiPosition> {
    /** The book the game ships, on the class path beside this class. */
    static final String RESOURCE = "book.txt";

    /** One position (the moves from the start that reach it), the move chosen there, the search's depth and score. */
    public record Entry(String moves, int move, int depth, int score) {
    }

    /** A position as the book keys it: the least symmetric image of the side to move's and the opponent's discs. */
    public record Key(long player, long opponent) {

        /** The key of ({@code player}, {@code opponent}). */
        public static Key of(long player, long opponent) {
            int g = canonicalImage(player, opponent);
            return new Key(ReversiPatterns.image(player, g), ReversiPatterns.image(opponent, g));
        }
    }

    /** For each symmetric image g, the image that undoes it. */
    private static final int[] INVERSE = inverses();


    private final List<Entry> entries;
    /** The canonical images' player and opponent discs, ascending by player then opponent, and the move beside each. */
    private final long[] players;
    private final long[] opponents;
    private final int[] moves;

    /**
     * A book of {@code entries}; each line is played from the start and its move checked legal there.
     *
     * @throws IllegalArgumentException naming the entry, for moves that cannot be played, a move that is not legal,
     *     or a position held twice (in any of its images)
     */
    public ReversiBook(List<Entry> entries) {
        this.entries = List.copyOf(entries);
        int n = entries.size();
        long[][] rows = new long[n][];
        for (int i = 0; i < n; i++) {
            Entry e = entries.get(i);
            ReversiPosition p = new ReversiPosition();
            try {
                ReversiNotation.playMoves(p, e.moves());
            } catch (IllegalArgumentException bad) {
                throw new IllegalArgumentException("entry " + (i + 1) + " (" + e.moves() + "): " + bad.getMessage(),
                        bad);
            }
            boolean square = e.move() >= 0 && e.move() < ReversiPosition.PASS;
            if (p.isOver() || !square || (p.moveMask() >>> e.move() & 1) == 0) {
                throw new IllegalArgumentException("entry " + (i + 1) + " (" + e.moves() + "): the move "
                        + (square ? ReversiBitboards.squareName(e.move()) : String.valueOf(e.move()))
                        + " is not legal there");
            }
            int g = canonicalImage(p.player(), p.opponent());
            rows[i] = new long[] {ReversiPatterns.image(p.player(), g), ReversiPatterns.image(p.opponent(), g),
                    imageSquare(e.move(), g), i};
        }
        Arrays.sort(rows, (a, b) -> a[0] != b[0] ? Long.compareUnsigned(a[0], b[0]) : Long.compareUnsigned(a[1], b[1]));
        players = new long[n];
        opponents = new long[n];
        moves = new int[n];
        for (int i = 0; i < n; i++) {
            players[i] = rows[i][0];
            opponents[i] = rows[i][1];
            moves[i] = (int) rows[i][2];
            if (i > 0 && players[i] == players[i - 1] && opponents[i] == opponents[i - 1]) {
                throw new IllegalArgumentException("entries " + (Math.min(rows[i][3], rows[i - 1][3]) + 1) + " and "
                        + (Math.max(rows[i][3], rows[i - 1][3]) + 1) + " hold the same position (or its mirror image)");
            }
        }
    }

    /**
     * The book shipped with the game, read once; empty when the class path has none. A damaged shipped file fails
     * every call with the reader's reason (an {@link java.io.UncheckedIOException}).
     */
    public static Optional<ReversiBook> shipped() {
        return ShippedFiles.once(ReversiBook.class, RESOURCE, ReversiBookFile::decode);
    }

    /** The book in {@code in} (closed here), named {@code source} in errors; empty when {@code in} is null. */
    static Optional<ReversiBook> load(InputStream in, String source) {
        return ShippedFiles.read(in, source, ReversiBookFile::decode);
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
    public int move(ReversiPosition position) {
        if (position.board() != ReversiBoard.EIGHT || position.isOver()) {
            return Position.NO_MOVE;
        }
        long p = position.player();
        long o = position.opponent();
        int g = canonicalImage(p, o);
        int at = find(ReversiPatterns.image(p, g), ReversiPatterns.image(o, g));
        return at < 0 ? Position.NO_MOVE : imageSquare(moves[at], INVERSE[g]);
    }

    private int find(long p, long o) {
        int lo = 0;
        int hi = players.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = players[mid] != p ? Long.compareUnsigned(players[mid], p) : Long.compareUnsigned(opponents[mid], o);
            if (c < 0) {
                lo = mid + 1;
            } else if (c > 0) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -1;
    }

    /** The image (0..7) whose player discs, then opponent discs, are least as unsigned numbers: the book's key. */
    static int canonicalImage(long p, long o) {
        int best = 0;
        long bp = p;
        long bo = o;
        for (int g = 1; g < 8; g++) {
            long ip = ReversiPatterns.image(p, g);
            int c = Long.compareUnsigned(ip, bp);
            if (c < 0 || c == 0 && Long.compareUnsigned(ReversiPatterns.image(o, g), bo) < 0) {
                best = g;
                bp = ip;
                bo = ReversiPatterns.image(o, g);
            }
        }
        return best;
    }

    /** The square that image {@code g} takes {@code square} to. */
    static int imageSquare(int square, int g) {
        return Long.numberOfTrailingZeros(ReversiPatterns.image(1L << square, g));
    }

    private static int[] inverses() {
        // b1, a2 and d3: no image but the identity maps this set onto itself, so h undoes g exactly when it comes back
        long probe = 1L << 1 | 1L << 8 | 1L << 19;
        int[] inverse = new int[8];
        for (int g = 0; g < 8; g++) {
            for (int h = 0; h < 8; h++) {
                if (ReversiPatterns.image(ReversiPatterns.image(probe, g), h) == probe) {
                    inverse[g] = h;
                }
            }
        }
        return inverse;
    }
}
