package dev.strategist.app.cli;

import static dev.strategist.app.cli.MatchCommandTest.assertUsage;
import static dev.strategist.app.cli.MatchCommandTest.concat;
import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.connect4.Connect4OpeningBook;
import dev.strategist.games.connect4.Connect4SolverBoard;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code strategist book connect4} on this machine: a book in the shipped book's format that the book reader
 * takes and that answers its root, the same bytes when built twice, and bad input refused with exit code 2.
 * (The spark module's tests check that a book built on Spark is the same bytes.)
 */
class BookCommandTest {
    /** A position the first player to move wins (Test_L1_R1 line 7), so a small book is quick to build. */
    private static final String ROOT = "17516442226766";

    @TempDir
    Path dir;

    @Test
    void theBookIsInTheShippedFormatAndTheSameBytesEachTime() throws IOException {
        Path first = dir.resolve("first.txt");
        Path second = dir.resolve("second.txt");
        String[] args = {"book", "connect4", "--root", ROOT, "--plies", "18", "--table-bits", "20", "--out"};
        Run run = Run.of(concat(args, first.toString()));
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(Run.of(concat(args, second.toString())).code()).isZero();
        assertThat(Files.readAllBytes(second)).isEqualTo(Files.readAllBytes(first));
        String text = Files.readString(first);
        assertThat(text).startsWith("# Connect Four 7 x 6 opening book")
                .contains("# Made by: ./strategist book connect4 --plies 18 --root " + ROOT + " --out FILE\n");
        assertThat(run.out()).contains(" s  " + ROOT + " ").containsPattern("\\d+ positions, [0-9.]+ s -> ");
        Connect4OpeningBook book = Connect4OpeningBook.read(new StringReader(text), 7, 6);
        assertThat(book.move(Connect4SolverBoard.of(7, 6, ROOT))).isNotEqualTo(Connect4OpeningBook.NONE);
        assertThat(book.deepestPly()).isBetween(ROOT.length(), 18);
    }

    @Test
    void badInputIsAUsageError() {
        String out = dir.resolve("book.txt").toString();
        assertUsage(Run.of("book", "connect4", "--plies", "43", "--out", out),
                "--plies must be from 0 (the root's stones) to 42, not 43");
        assertUsage(Run.of("book", "connect4", "--root", ROOT, "--plies", "4", "--out", out), "not 4");
        assertUsage(Run.of("book", "connect4", "--root", "1111111", "--plies", "9", "--out", out), "--root 1111111");
        assertUsage(Run.of("book", "connect4", "--root", "44556", "--plies", "7", "--out", out), "does not win");
        assertUsage(Run.of("book", "connect4", "--plies", "2", "--table-bits", "40", "--out", out), "--table-bits");
        assertUsage(Run.of("book", "connect4", "--plies", "2", "--out", dir.resolve("no/book.txt").toString()),
                "no such folder");
        assertUsage(Run.of("book", "connect4", "--plies", "2", "--out", out, "--spark", "local[2]"),
                "--spark needs the Spark launcher");
        assertUsage(Run.of("book", "chess"), "chess");
        assertUsage(Run.of("book"), "name the game whose book to build: connect4");
        assertThat(Files.exists(Path.of(out))).isFalse();
    }
}
