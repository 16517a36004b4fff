package dev.strategist.games.gomoku;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The lines of a move-values or weights text, split on white space: blank lines and {@code #} comments left out,
 * each line kept with its number and text so an error can name it.
 *
 * @param number the line's number, from 1
 * @param text   the line, trimmed
 * @param fields its words
 */
record GomokuTextLines(int number, String text, String[] fields) {
    /** Every line of {@code in} that says something. */
    static List<GomokuTextLines> read(BufferedReader in) throws IOException {
        List<GomokuTextLines> lines = new ArrayList<>();
        String line;
        int number = 0;
        while ((line = in.readLine()) != null) {
            number++;
            line = line.trim();
            if (!line.isEmpty() && !line.startsWith("#")) {
                lines.add(new GomokuTextLines(number, line, line.split("\\s+")));
            }
        }
        return lines;
    }

    /** What was wrong with this line of {@code source}, naming it. */
    IllegalArgumentException error(String source, RuntimeException cause) {
        return new IllegalArgumentException(source + " line " + number + ": " + cause.getMessage() + ": " + text, cause);
    }
}
