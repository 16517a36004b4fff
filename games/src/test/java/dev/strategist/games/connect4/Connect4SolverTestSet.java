package dev.strategist.games.connect4;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** A reference test set from test resources {@code connect4/} (format in its README.md): moves and score. */
record Connect4SolverTestSet(String name, List<Line> lines) {

    /** One position: its moves from the empty board and exact score, and where it is in which set. */
    record Line(String set, int number, String moves, int score) {
        @Override
        public String toString() {
            return set + " line " + number + ": " + moves + " " + score;
        }
    }

    /** Reads the set {@code name} (like "Test_L2_R1"). */
    static Connect4SolverTestSet read(String name) {
        InputStream in = Connect4SolverTestSet.class.getResourceAsStream("/connect4/" + name);
        if (in == null) {
            throw new IllegalArgumentException("no test set " + name + " in the test resources");
        }
        List<Line> lines = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII))) {
            String text;
            while ((text = reader.readLine()) != null) {
                int space = text.indexOf(' ');
                lines.add(new Line(name, lines.size() + 1, text.substring(0, space),
                        Integer.parseInt(text.substring(space + 1))));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new Connect4SolverTestSet(name, List.copyOf(lines));
    }

    /** The first {@code n} lines. */
    Connect4SolverTestSet first(int n) {
        return new Connect4SolverTestSet(name + " (first " + n + ")", lines.subList(0, Math.min(n, lines.size())));
    }

    /** Every {@code k}-th line, from the first: a sample spread over the whole set, the same every run. */
    Connect4SolverTestSet everyKth(int k) {
        List<Line> sample = new ArrayList<>();
        for (int i = 0; i < lines.size(); i += k) {
            sample.add(lines.get(i));
        }
        return new Connect4SolverTestSet(name + " (every " + k + ")", List.copyOf(sample));
    }
}
