package dev.strategist.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code strategist perft} against the published Tic-tac-toe counts, and its handling of bad input. */
class PerftCommandTest {

    @Test
    void printsACountForEveryDepthUpToTheOneAskedFor() {
        Run run = Run.of("perft", "tictactoe", "9");
        assertThat(run.code()).isZero();
        assertThat(run.err()).isEmpty();
        // reference/ground-truth.md (games test resources) section 1
        assertThat(run.out()).containsPattern("(?m)^\\s+5\\s+15120\\s")
                .containsPattern("(?m)^\\s+9\\s+127872\\s");
        assertThat(run.out().lines().filter(l -> l.matches("\\s+\\d+\\s+\\d+\\s.*"))).hasSize(9);
    }

    @Test
    void acceptsAnAliasAndAStartPosition() {
        Run run = Run.of("perft", "ttt", "3", "--position", "b2");
        assertThat(run.code()).isZero();
        assertThat(run.out()).containsPattern("(?m)^\\s+3\\s+336\\s"); // 8 x 7 x 6 after the centre
    }

    @Test
    void dividesTheCountByFirstMove() {
        Run run = Run.of("perft", "ttt", "2", "--divide", "-p", "b2");
        assertThat(run.code()).isZero();
        assertThat(run.out()).containsPattern("(?m)^a1\\s+7$").doesNotContain("b2 ").contains("total 56 ");
    }

    @Test
    void readsTheGamesOwnPositionNotation() {
        Run run = Run.of("perft", "ttt", "1", "-p", "X.O/.X./..O");
        assertThat(run.code()).isZero();
        assertThat(run.out()).containsPattern("(?m)^\\s+1\\s+5\\s");
    }

    @Test
    void anUnknownGameIsAUsageErrorThatNamesTheKnownGames() {
        Run run = Run.of("perft", "chess", "3");
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("error: unknown game 'chess'").contains("known games: connect4, gomoku, tictactoe")
                .contains("--help");
        assertNoStackTrace(run);
    }

    @Test
    void badPositionTextIsAUsageErrorWithTheNotationMessage() {
        Run run = Run.of("perft", "ttt", "3", "--position", "b2 d4");
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: move 2 'd4': column 'd' is off the board");
        assertNoStackTrace(run);
    }

    @Test
    void depthMustLieBetweenZeroAndSixty() {
        for (String depth : new String[] {"-1", "61"}) {
            Run run = Run.of("perft", "ttt", depth);
            assertThat(run.code()).as("depth %s", depth).isEqualTo(2);
            assertThat(run.err()).startsWith("error: DEPTH must be from 0 to 60, not " + depth);
            assertNoStackTrace(run);
        }
        assertThat(Run.of("perft", "ttt", "0").out()).containsPattern("(?m)^\\s+0\\s+1\\s");
    }

    @Test
    void optionsAreCheckedAgainstTheGame() {
        Run run = Run.of("perft", "ttt", "1", "--options", "size=4");
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: unknown option 'size': this game has no options");
    }

    static void assertNoStackTrace(Run run) {
        assertThat(run.err()).doesNotContain("Exception").doesNotContain("\tat ");
    }
}
