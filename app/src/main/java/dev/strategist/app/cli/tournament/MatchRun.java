package dev.strategist.app.cli.tournament;

import dev.strategist.app.cli.CommandFiles;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;

/** The games of one run of {@code strategist match}, read from what it printed, by game number. */
record MatchRun(String name, SortedMap<Integer, GameLine> games) {

    /**
     * Reads the game lines of {@code file}, the match's output as saved ({@code strategist match ... > FILE}); the
     * other lines (the header, the results) are passed over. An {@link IllegalArgumentException} says why the file
     * is no match's output: no game line in it, or one game's number twice.
     */
    static MatchRun read(Path file) throws IOException {
        SortedMap<Integer, GameLine> games = new TreeMap<>();
        try (BufferedReader in = CommandFiles.reader(file)) {
            String line;
            int at = 0;
            while ((line = in.readLine()) != null) {
                at++;
                GameLine game = GameLine.parse(line);
                if (game != null && games.putIfAbsent(game.number(), game) != null) {
                    throw new IllegalArgumentException(file + ", line " + at + ": game " + game.number()
                            + " a second time; one match's output a file");
                }
            }
        }
        if (games.isEmpty()) {
            throw new IllegalArgumentException(file + ": no game lines (\"   1  OPENING  A as SIDE: A wins in N "
                    + "plies\"); give the saved output of strategist match");
        }
        return new MatchRun(file.toString(), Collections.unmodifiableSortedMap(games));
    }

    /** A's points over its games. */
    double points() {
        double sum = 0;
        for (GameLine g : games.values()) {
            sum += g.pointsA();
        }
        return sum;
    }
}
