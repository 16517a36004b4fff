package dev.strategist.app.cli;

import static dev.strategist.app.cli.PerftCommandTest.assertNoStackTrace;
import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.checkers.CheckersPdn;
import dev.strategist.games.checkers.PdnGame;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code strategist match}: ballots played both ways with a score; openings from a file; bad options. */
class MatchCommandTest {

    @Test
    void eachBallotIsPlayedBothWaysAndTheScoreAddsUp() {
        Run run = Run.of("match", "checkers", "--openings", "ballots", "--count", "2", "--depth", "3",
                "--evaluator2", "material", "--depth2", "1", "--max-plies", "120");
        assertThat(run.err()).isEmpty();
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("Checkers repetition=3,quietmoves=40: 2 openings, each played twice")
                .contains("A: engine level 7 depth 3").contains("B: engine level 7 depth 1 material")
                .contains("ballot 1 9-13 21-17 5-9").contains("ballot 2 9-13 21-17 6-9")
                .containsPattern("A first: .*B first: ")
                .containsPattern("score: A [0-9.]+ - B [0-9.]+ of 4 games \\(A: \\d wins, \\d draws, \\d losses");
        assertNoStackTrace(run);
    }

    @Test
    void openingsCanComeFromAFileOfPositions(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("openings.txt");
        Files.writeString(file, "# two openings\n11-15 23-19\nW:W21-32:B1-10,12,16\n");
        Run run = Run.of("match", "draughts", "--openings", file.toString(), "--depth", "2", "--max-plies", "40");
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("2 openings").contains("of 4 games");
        Files.writeString(file, "11-15\n11-19\n");
        Run bad = Run.of("match", "checkers", "--openings", file.toString());
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).contains("line 2").contains("11-19");
        assertNoStackTrace(bad);
    }

    @Test
    void gamesCanBeSavedAsPdnAndReadBack(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("games.pdn");
        Run run = Run.of("match", "checkers", "--openings", "ballots-tough", "--count", "1", "--depth", "2",
                "--max-plies", "60", "--pdn", file.toString());
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("games written to");
        List<PdnGame> games = CheckersPdn.read(Files.readString(file));
        assertThat(games).hasSize(2);
        assertThat(games.get(0).tags()).containsEntry("Event", "strategist match").containsKey("Opening");
        assertThat(games.get(0).tags().get("Black")).startsWith("A: ");
        assertThat(games.get(1).tags().get("Black")).startsWith("B: ");
        assertThat(games.get(0).moves().size()).isGreaterThan(3);
        assertThat(Run.of("match", "ttt", "--pdn", file.toString()).err()).contains("checkers games");
    }

    @Test
    void badChoicesAreUsageErrors() {
        Run notCheckers = Run.of("match", "tictactoe", "--openings", "ballots");
        assertThat(notCheckers.code()).isEqualTo(2);
        assertThat(notCheckers.err()).contains("checkers openings");
        Run evaluator = Run.of("match", "checkers", "--evaluator", "magic");
        assertThat(evaluator.code()).isEqualTo(2);
        assertThat(evaluator.err()).contains("unknown evaluator 'magic'").contains("material");
        Run missing = Run.of("match", "checkers", "--openings", "/no/such/file");
        assertThat(missing.code()).isEqualTo(1);
        assertThat(missing.err()).contains("no such file");
        assertNoStackTrace(missing);
        Run noGame = Run.of("match");
        assertThat(noGame.code()).isEqualTo(2);
        assertThat(noGame.err()).startsWith("error: name the game to play a match of");
    }
}
