package dev.strategist.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The lines of a tuner's data file, split on {@code ;}: blank lines and {@code #} comments left out, each line
 * kept with its number so an error can name it.
 *
 * @param number the line's number in the file, from 1
 * @param fields its fields, at least as many as were asked for
 */
record DataLines(int number, String[] fields) {
    /**
     * Reads {@code data}, refusing a line of fewer than {@code needed} fields with its number and
     * {@code expected}, the format (such as {@code MOVES;RESULT}).
     */
    static List<DataLines> read(Path data, int needed, String expected) throws IOException {
        List<DataLines> read = new ArrayList<>();
        List<String> lines = Files.readAllLines(data);
        for (int number = 1; number <= lines.size(); number++) {
            String line = lines.get(number - 1).trim();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.split(";");
            if (fields.length < needed) {
                throw new IllegalArgumentException(data + " line " + number + ": expected " + expected + ", got " + line);
            }
            read.add(new DataLines(number, fields));
        }
        return read;
    }

    /** An error about this line of {@code data}, naming it. */
    IllegalArgumentException error(Path data, RuntimeException cause) {
        return new IllegalArgumentException(data + " line " + number + ": " + cause.getMessage(), cause);
    }
}
