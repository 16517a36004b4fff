package dev.strategist.games.gomoku;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
    /** Reads a whole text, naming it {@code source} in its errors. */
    interface Parser<T> {
        /** What {@code in} holds. */
        T parse(BufferedReader in, String source) throws IOException;
    }

    /** The resource {@code gomoku/FILE} read by {@code parser}: a missing one is a broken build, not bad input. */
    static <T> T resource(String file, Parser<T> parser) {
        try (InputStream in = GomokuTextLines.class.getResourceAsStream("/gomoku/" + file)) {
            if (in == null) {
                throw new IllegalStateException("missing resource gomoku/" + file);
            }
            return parser.parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII)), file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The text file {@code file} read by {@code parser}, named by its path in errors. */
    static <T> T file(Path file, Parser<T> parser) throws IOException {
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.US_ASCII)) {
            return parser.parse(in, file.toString());
        }
    }

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
