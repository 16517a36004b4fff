package dev.strategist.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code book connect4 --spark}: the same bytes as the book built on this machine, and bad input refused. */
class BookOnSparkTest {
    /** A position the first player to move wins (Test_L1_R1 line 7), so a small book is quick to build. */
    private static final String ROOT = "17516442226766";

    @Test
    void aBookBuiltOnSparkIsTheBookBuiltHere(@TempDir Path dir) throws IOException {
        Path here = dir.resolve("here.txt");
        Path spark = dir.resolve("spark.txt");
        String plies = Integer.toString(ROOT.length() + 4);
        Cli local = Cli.run("book", "connect4", "--root", ROOT, "--plies", plies, "--table-bits", "20", "--out",
                here.toString());
        Cli onSpark = Cli.run("book", "connect4", "--root", ROOT, "--plies", plies, "--table-bits", "20", "--out",
                spark.toString(), "--spark", Cli.MASTER);
        assertThat(local.code()).as(local.err()).isZero();
        assertThat(onSpark.code()).as(onSpark.err()).isZero();
        assertThat(Files.readAllBytes(spark)).isEqualTo(Files.readAllBytes(here));
        assertThat(Files.readString(here)).startsWith("# Connect Four 7 x 6 opening book").contains("\n" + ROOT + " ");
        assertThat(onSpark.err()).contains("spark: ply " + ROOT.length());
    }

    @Test
    void badInputIsRefused(@TempDir Path dir) {
        String out = dir.resolve("book.txt").toString();
        Cli plies = Cli.run("book", "connect4", "--plies", "43", "--out", out, "--spark", Cli.MASTER);
        assertThat(plies.code()).isEqualTo(2);
        assertThat(plies.err()).contains("--plies must be from 0 (the root's stones) to 42, not 43");
        Cli loser = Cli.run("book", "connect4", "--root", "44556", "--plies", "7", "--out", out, "--spark", Cli.MASTER);
        assertThat(loser.code()).isEqualTo(2);
        assertThat(loser.err()).contains("does not win").doesNotContain("\tat ");
        Cli folder = Cli.run("book", "connect4", "--plies", "2", "--out", dir.resolve("no/book.txt").toString(),
                "--spark", Cli.MASTER);
        assertThat(folder.code()).isEqualTo(2);
        assertThat(folder.err()).contains("no such folder");
        Cli master = Cli.run("book", "connect4", "--plies", "2", "--out", out, "--spark", "local[*");
        assertThat(master.code()).isEqualTo(2);
        assertThat(master.err()).contains("not a Spark master");
    }
}
