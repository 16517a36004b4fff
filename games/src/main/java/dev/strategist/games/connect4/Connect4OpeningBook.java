package dev.strategist.games.connect4;

import dev.strategist.core.NotationException;
import dev.strategist.solve.LongIntMap;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Winning moves for the first player in the opening, where the solver needs tens of seconds: for every
 * position the first player reaches by following the book against any replies, up to a few plies, a
 * column that keeps the win (proven by our own solver, see {@link Connect4OpeningBookBuilder}). Each
 * entry also answers for the position's mirror image.
 *
 * <p>The file is text: {@code #} comment lines, then one line per position, its moves from the empty
 * board and the book's column ({@code 43 4}: after 4, 3 the first player plays column 4); the empty
 * board's line starts with {@code -}.
 */
public final class Connect4OpeningBook {
    /** What {@link #move} answers for a position the book does not know. */
    public static final int NONE = -1;
    private static final String SHIPPED = "opening-book-7x6.txt";

    private final int width;
    private final int height;
    private final LongIntMap columns;
    private final int deepestPly;

    private Connect4OpeningBook(int width, int height, LongIntMap columns, int deepestPly) {
        this.width = width;
        this.height = height;
        this.columns = columns;
        this.deepestPly = deepestPly;
    }

    /** The book shipped for the standard 7 x 6 board, read once. */
    public static Connect4OpeningBook standard() {
        return Shipped.BOOK;
    }

    /** Reads a book for {@code width x height} boards; a malformed line is refused naming its number. */
    public static Connect4OpeningBook read(Reader reader, int width, int height) throws IOException {
        LongIntMap columns = new LongIntMap();
        int deepest = -1;
        BufferedReader in = new BufferedReader(reader);
        int lineNumber = 0;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            lineNumber++;
            String text = line.strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            String[] fields = text.split("\\s+");
            if (fields.length != 2) {
                throw new IOException("book line " + lineNumber + ": expected 'moves column', found '" + text + "'");
            }
            String moves = fields[0].equals("-") ? "" : fields[0];
            try {
                Connect4SolverBoard board = Connect4SolverBoard.of(width, height, moves);
                int column = Integer.parseInt(fields[1]) - 1;
                if (!board.canPlay(column)) {
                    throw new IOException("book line " + lineNumber + ": column " + fields[1] + " cannot be played");
                }
                columns.put(board.key(), column);
                long mirrorKey = Connect4SolverBoard.of(width, height, mirror(moves, width)).key();
                if (mirrorKey != board.key()) { // a symmetric position keeps the column the file gives
                    columns.put(mirrorKey, width - 1 - column);
                }
                deepest = Math.max(deepest, moves.length());
            } catch (NotationException | NumberFormatException e) {
                throw new IOException("book line " + lineNumber + ": " + e.getMessage(), e);
            }
        }
        return new Connect4OpeningBook(width, height, columns, deepest);
    }

    /** The moves of the mirrored game: column c becomes column width + 1 - c. */
    static String mirror(String moves, int width) {
        StringBuilder sb = new StringBuilder(moves.length());
        for (int i = 0; i < moves.length(); i++) {
            sb.append((char) ('0' + width + 1 - (moves.charAt(i) - '0')));
        }
        return sb.toString();
    }

    /** The book's column (0-based) for {@code board}, or {@link #NONE}. */
    public int move(Connect4SolverBoard board) {
        Connect4SolverGeometry g = board.geometry();
        if (g.width() != width || g.height() != height || board.moves() > deepestPly) {
            return NONE;
        }
        return columns.get(board.key(), NONE);
    }

    /** Positions known, mirror images counted separately. */
    public int size() {
        return columns.size();
    }

    /** The most stones on the board of any position in the book (-1 for an empty book). */
    public int deepestPly() {
        return deepestPly;
    }

    private static final class Shipped {
        static final Connect4OpeningBook BOOK = load();

        private static Connect4OpeningBook load() {
            try (InputStream in = Connect4OpeningBook.class.getResourceAsStream(SHIPPED)) {
                if (in == null) {
                    throw new IllegalStateException("the opening book " + SHIPPED + " is missing from the jar");
                }
                return read(new InputStreamReader(in, StandardCharsets.UTF_8), 7, 6);
            } catch (IOException e) {
                throw new UncheckedIOException("the shipped opening book is damaged: " + e.getMessage(), e);
            }
        }
    }
}
