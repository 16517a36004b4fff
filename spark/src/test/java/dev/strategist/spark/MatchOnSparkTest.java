package dev.strategist.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code match --spark}: the same games as {@code --threads 2} on this machine for the same seed (each game's
 * line, the move lists in the records, the table, Elo and the SPRT's verdict), and bad input refused before Spark
 * starts.
 */
class MatchOnSparkTest {

    @Test
    void theGamesAreTheOnesTwoThreadsPlay(@TempDir Path dir) throws IOException {
        Path here = dir.resolve("here.txt");
        Path spark = dir.resolve("spark.txt");
        String[] match = {"match", "connect4", "--a", "depth=4", "--b", "depth=2", "--games", "10", "--seed", "7",
            "--record"};
        Cli local = Cli.run(concat(match, here.toString(), "--threads", "2"));
        Cli onSpark = Cli.run(concat(match, spark.toString(), "--spark", Cli.MASTER));
        assertThat(local.code()).as(local.err()).isZero();
        assertThat(onSpark.code()).as(onSpark.err()).isZero();
        assertThat(onSpark.outWithoutTimes()).isEqualTo(local.outWithoutTimes().replace(here.toString(), spark.toString()));
        assertThat(onSpark.out()).contains("  10  start").contains("played in").contains("on Spark " + Cli.MASTER);
        assertThat(Files.readString(spark)).isEqualTo(Files.readString(here)); // every move of every game
        assertThat(onSpark.err()).contains("spark: games 1-").contains(" done: ");
    }

    @Test
    void theSprtStopsAtTheSameGameBetweenBatches() {
        String[] match = {"match", "tictactoe", "--a", "depth=9", "--b", "depth=1", "--games", "400", "--sprt",
            "elo0=0,elo1=200"};
        Cli local = Cli.run(concat(match, "--threads", "2"));
        Cli onSpark = Cli.run(concat(match, "--spark", Cli.MASTER));
        assertThat(local.code()).as(local.err()).isZero();
        assertThat(onSpark.code()).as(onSpark.err()).isZero();
        assertThat(onSpark.outWithoutTimes()).isEqualTo(local.outWithoutTimes()).contains("H1 accepted");
        assertThat(onSpark.out()).doesNotContain(" 400  "); // stopped long before the last game
    }

    @Test
    void badInputIsRefusedBeforeSparkStarts() {
        Cli master = Cli.run("match", "connect4", "--games", "2", "--spark", "spark://nowhere");
        assertThat(master.code()).isEqualTo(2);
        assertThat(master.err()).contains("error: --spark spark://nowhere: not a Spark master").doesNotContain("\tat ");
        Cli game = Cli.run("match", "chess", "--spark", Cli.MASTER);
        assertThat(game.code()).isEqualTo(2);
        assertThat(game.err()).contains("chess").doesNotContain("\tat ");
        Cli engine = Cli.run("match", "othello", "--b", "gtp=/usr/games/gtp-rhino", "--spark", Cli.MASTER);
        assertThat(engine.code()).isEqualTo(2);
        assertThat(engine.err()).contains("computer players only");
        Cli threads = Cli.run("match", "connect4", "--threads", "2", "--spark", Cli.MASTER);
        assertThat(threads.code()).isEqualTo(2);
        assertThat(threads.err()).contains("give --threads or --spark, not both");
        Cli openings = Cli.run("match", "connect4", "--openings", "/no/such/file", "--spark", Cli.MASTER);
        assertThat(openings.code()).isEqualTo(2);
        assertThat(openings.err()).contains("/no/such/file");
    }

    static String[] concat(String[] head, String... tail) {
        String[] all = java.util.Arrays.copyOf(head, head.length + tail.length);
        System.arraycopy(tail, 0, all, head.length, tail.length);
        return all;
    }
}
