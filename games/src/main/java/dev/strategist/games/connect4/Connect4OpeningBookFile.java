package dev.strategist.games.connect4;

import java.io.PrintWriter;
import java.io.Writer;
import java.util.List;
import java.util.Locale;

/**
 * Writes a book's lines in the text format {@link Connect4OpeningBook#read} reads: a header of {@code #} lines
 * that says what the book is and how it was made, then a line per position. The header holds nothing of one
 * run (no time, no node count), so a book built twice, here or on a cluster, is the same bytes.
 */
public final class Connect4OpeningBookFile {
    private Connect4OpeningBookFile() {
    }

    /**
     * Writes the book of {@code lines} (as {@link Connect4OpeningBookBuilder#build} gives them) for a
     * {@code width} x {@code height} board to {@code maxPly} stones, saying it was made by {@code madeBy}.
     */
    public static void write(Writer to, int width, int height, int maxPly, List<String> lines, String madeBy) {
        PrintWriter w = new PrintWriter(to);
        w.printf(Locale.ROOT, "# Connect Four %d x %d opening book: the first player's winning column in every position it%n",
                width, height);
        w.println("# reaches by following this book, up to " + maxPly + " stones, mirror images once.");
        w.println("# Proven by weak solves of Connect4Solver: " + lines.size() + " positions.");
        w.println("# Made by: " + madeBy);
        w.println("# Format: moves from the empty board (- for none), then the book's column (1.." + width + ").");
        for (String line : lines) {
            w.println(line);
        }
        w.flush();
    }
}
