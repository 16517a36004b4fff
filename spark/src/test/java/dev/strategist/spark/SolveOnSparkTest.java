package dev.strategist.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.connect4.Connect4SolverBoard;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.reversi.format.ReversiObf;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code solve connect4|othello --spark}: the same lines as on this machine, in input order (scores, best moves
 * and nodes; not the times), the same unreadable-line errors and the same summary, and bad input refused.
 */
class SolveOnSparkTest {

    @Test
    void connectFourLinesAreTheOnesSolvedHere(@TempDir Path dir) throws IOException {
        List<String> lines = new ArrayList<>();
        for (int seed = 0; seed < 12; seed++) {
            lines.add(connect4Position(seed, 24));
        }
        lines.add(5, "4x4");
        lines.add(lines.get(0) + " 0"); // a wrong expected score, most likely: a failed check either way
        Path file = dir.resolve("positions.txt");
        Files.write(file, lines);
        Cli local = Cli.run("solve", "connect4", file.toString(), "--table-bits", "20");
        Cli onSpark = Cli.run("solve", "connect4", file.toString(), "--table-bits", "20", "--spark", Cli.MASTER);
        assertSameSolves(local, onSpark, 3); // the time in microseconds
        assertThat(onSpark.err()).contains("error: line 6").contains("spark: lines 1-");
    }

    @Test
    void othelloLinesAreTheOnesSolvedHere(@TempDir Path dir) throws IOException {
        List<String> lines = new ArrayList<>(List.of("% endgames of 12 empty squares"));
        for (int seed = 0; seed < 8; seed++) {
            lines.add(othelloPosition(seed, 12));
        }
        Path file = dir.resolve("positions.obf");
        Files.write(file, lines);
        Cli local = Cli.run("solve", "othello", file.toString(), "--table-bits", "16");
        Cli onSpark = Cli.run("solve", "othello", file.toString(), "--table-bits", "16", "--spark", Cli.MASTER);
        assertSameSolves(local, onSpark, 5, 6); // the time and nodes/s
    }

    @Test
    void badInputIsRefused(@TempDir Path dir) {
        Cli missing = Cli.run("solve", "connect4", dir.resolve("none.txt").toString(), "--spark", Cli.MASTER);
        assertThat(missing.code()).isEqualTo(2);
        assertThat(missing.err()).contains("none.txt").doesNotContain("\tat ");
        Cli keep = Cli.run("solve", "connect4", "--keep-table", "--spark", Cli.MASTER);
        assertThat(keep.code()).isEqualTo(2);
        assertThat(keep.err()).contains("--keep-table");
        Cli master = Cli.run("solve", "othello", "--spark", "local[x]");
        assertThat(master.code()).isEqualTo(2);
        assertThat(master.err()).contains("not a Spark master");
    }

    /**
     * The outputs agree: each solved line but for its {@code timed} columns (time, speed), the summary's count of
     * positions and the checks under it, and the errors.
     */
    private static void assertSameSolves(Cli local, Cli onSpark, int... timed) {
        assertThat(onSpark.code()).as(onSpark.err()).isEqualTo(local.code());
        String[] here = local.out().split("\n\n", 2);
        String[] there = onSpark.out().split("\n\n", 2);
        assertThat(withoutColumns(there[0], timed)).isEqualTo(withoutColumns(here[0], timed));
        List<String> summaryHere = List.of(here[1].split("\n"));
        List<String> summaryThere = List.of(there[1].split("\n"));
        assertThat(summaryThere.get(1).strip().split(" ")[0]).isEqualTo(summaryHere.get(1).strip().split(" ")[0]);
        assertThat(summaryThere.subList(2, summaryThere.size())).isEqualTo(summaryHere.subList(2, summaryHere.size()));
        assertThat(errors(onSpark.err())).isEqualTo(errors(local.err()));
    }

    /** The lines with the words at {@code columns} (from 0) blanked. */
    private static String withoutColumns(String lines, int... columns) {
        return Arrays.stream(lines.split("\n")).map(line -> {
            String[] words = line.strip().split("\\s+");
            for (int c : columns) {
                if (c < words.length) {
                    words[c] = "_";
                }
            }
            return String.join(" ", words);
        }).collect(Collectors.joining("\n"));
    }

    private static String errors(String err) {
        return Arrays.stream(err.split("\n")).filter(l -> !l.startsWith("spark: ")).collect(Collectors.joining("\n"));
    }

    /** {@code stones} moves of a seeded random game in which no move wins (so it goes on). */
    static String connect4Position(long seed, int stones) {
        Random random = new Random(seed);
        StringBuilder moves = new StringBuilder();
        Connect4SolverBoard board = Connect4SolverBoard.of(7, 6, "");
        while (moves.length() < stones) {
            int column = random.nextInt(7);
            if (board.canPlay(column) && !board.isWinningMove(column)) {
                board.play(column);
                moves.append(column + 1);
            }
        }
        return moves.toString();
    }

    /** A seeded random Othello game's position with {@code empties} empty squares, as an OBF line. */
    static String othelloPosition(long seed, int empties) {
        Random random = new Random(seed);
        ReversiPosition p = new ReversiPosition();
        int[] moves = new int[64];
        while (p.emptyCount() > empties && !p.isOver()) {
            int n = p.legalMoves(moves, 0);
            p.play(moves[random.nextInt(n)]);
        }
        boolean black = p.sideToMove() == ReversiPosition.BLACK;
        return ReversiObf.format(black ? p.player() : p.opponent(), black ? p.opponent() : p.player(), p.sideToMove());
    }
}
