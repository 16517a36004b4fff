package dev.strategist.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code strategist compare}: two runs of a match compared game by game, from their saved output, with the
 * figures worked by hand; runs of other games, files without games and a real match's own output.
 */
class CompareCommandTest {
    private static final String HEADER = "Tic-tac-toe: 2 openings, 4 games, seed 1\nA: engine level 7 depth 1\n";
    private static final String TABLE =
            "\nA's results       games   wins  draws losses    score\nscore: A 1 - B 3 of 4 games\n";

    @TempDir
    Path dir;

    private Path run(String name, String... results) throws IOException {
        StringBuilder text = new StringBuilder(HEADER);
        for (int i = 0; i < results.length; i++) {
            text.append(String.format("%4d  %-30s  A as %s: %s in %d plies%n", i + 1, "opening " + (i / 2 + 1),
                    i % 2 == 0 ? "X" : "O", results[i], 7 + i));
        }
        return Files.writeString(dir.resolve(name), text + TABLE);
    }

    @Test
    void theSecondRunsLeadIsTheMeanOfTheGamesDifferences() throws IOException {
        Path first = run("first.txt", "A wins", "B wins", "draw", "B wins");
        Path second = run("second.txt", "A wins", "A wins", "draw", "draw at the ply limit");
        Run run = Run.of("compare", first.toString(), second.toString());
        assertThat(run.err()).isEmpty();
        assertThat(run.code()).isZero();
        // differences 0, +1, 0, +1/2: mean 0.375, sample deviation sqrt(0.6875 / 3), standard error that / 2
        assertThat(run.out())
                .contains("first  " + first + ": 4 games, A 1.5 points, 37.5%\n")
                .contains("second " + second + ": 4 games, A 3 points, 75.0%\n")
                .contains("second - first, game by game over the 4 both played: +37.5 points of 100 "
                        + "(standard error 23.9, 95%: -9.4 .. +84.4); 2 ended the same\n")
                .doesNotContain("left out");
    }

    @Test
    void gamesOnlyOneRunFinishedAreLeftOutAndCounted() throws IOException {
        Path first = run("first.txt", "A wins", "B wins");
        Path second = run("second.txt", "A wins", "B wins", "draw");
        Run run = Run.of("compare", first.toString(), second.toString());
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("over the 2 both played: +0.0 points of 100 (standard error 0.0, "
                + "95%: +0.0 .. +0.0); 2 ended the same")
                .contains("left out: 0 games only in the first run, 1 only in the second\n");
    }

    @Test
    void runsOfOtherGamesAreRefusedNamingTheFirstThatDiffers() throws IOException {
        Path first = run("first.txt", "A wins", "B wins", "draw", "B wins");
        Path second = Files.writeString(dir.resolve("second.txt"), Files.readString(first)
                .replace("   3  opening 2", "   3  opening 9"));
        Run run = Run.of("compare", first.toString(), second.toString());
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("error: game 3 is 'opening 2', A as X, in " + first
                + " but 'opening 9', A as X, in " + second).doesNotContain("Exception");
    }

    @Test
    void aFileWithoutGamesOrWithAGameTwiceIsRefused() throws IOException {
        Path games = run("games.txt", "A wins", "B wins");
        Path none = Files.writeString(dir.resolve("none.txt"), HEADER + TABLE);
        Run run = Run.of("compare", games.toString(), none.toString());
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: " + none + ": no game lines");
        Path twice = Files.writeString(dir.resolve("twice.txt"), Files.readString(games)
                + "   2  opening 1                       A as O: draw in 9 plies\n");
        run = Run.of("compare", games.toString(), twice.toString());
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: " + twice + ", line ").contains(": game 2 a second time");
        run = Run.of("compare", games.toString(), dir.resolve("missing.txt").toString());
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: ").contains("missing.txt");
    }

    @Test
    void aMatchsOwnOutputComparesWithItself() throws IOException {
        Run match = Run.of("match", "tictactoe", "--a", "depth=2", "--b", "depth=1", "--games", "4", "--no-progress");
        assertThat(match.code()).isZero();
        Path saved = Files.writeString(dir.resolve("match.txt"), match.out());
        Run run = Run.of("compare", saved.toString(), saved.toString());
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).contains(": 4 games, A ")
                .contains("over the 4 both played: +0.0 points of 100 (standard error 0.0, 95%: +0.0 .. +0.0); "
                        + "4 ended the same");
    }
}
