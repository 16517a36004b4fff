package dev.strategist.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;

/** One of Pons's Connect Four test sets, read from the jar's resources {@code connect4/}: moves and scores. */
record Connect4TestSet(String name, List<String> moves, int[] scores) {

    /** The set's file names, easiest first. */
    static final List<String> NAMES = List.of("Test_L3_R1", "Test_L2_R1", "Test_L2_R2", "Test_L1_R1", "Test_L1_R2",
            "Test_L1_R3");

    /** The first {@code limit} positions of the set {@code name} (all of them if it has fewer). */
    static Connect4TestSet read(String name, int limit) throws IOException {
        InputStream in = Connect4TestSet.class.getResourceAsStream("/connect4/" + name);
        if (in == null) {
            throw new NoSuchElementException("no test set " + name + "; the sets are " + NAMES);
        }
        List<String> moves = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII))) {
            String line;
            while (moves.size() < limit && (line = reader.readLine()) != null) {
                int space = line.indexOf(' ');
                moves.add(line.substring(0, space));
                scores.add(Integer.parseInt(line.substring(space + 1)));
            }
        }
        return new Connect4TestSet(name, List.copyOf(moves), scores.stream().mapToInt(Integer::intValue).toArray());
    }

    /** Positions in the set. */
    int size() {
        return moves.size();
    }
}
