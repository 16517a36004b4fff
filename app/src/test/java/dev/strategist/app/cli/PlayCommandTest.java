package dev.strategist.app.cli;

import static dev.strategist.app.cli.PerftCommandTest.assertNoStackTrace;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code strategist play}: scripted games against the computer, the computer against itself, bad options. */
class PlayCommandTest {

    @Test
    void aScriptedGameAnswersEveryCommandAndRefusesBadMovesWithOneLine() {
        Run run = Run.withInput("b2\nb2\nzz\nhint\nmoves\nundo\nmoves\nresign\n", "play", "tictactoe", "--seed", "1");
        assertThat(run.code()).isZero();
        assertThat(run.err()).isEmpty();
        String out = run.out();
        assertThat(out).contains("You play X and move first")
                .containsPattern("computer thinks\\.\\.\\..*\\n" + "computer plays [abc][123]")
                .contains("b2 is already taken by X\nX to move> ")
                .contains("column 'z' is off the board (columns are a..c)\nX to move> ")
                .containsPattern("hint: [abc][123]\\n")
                .containsPattern("moves: 1\\. b2 [abc][123]\\n")
                .contains("took back 2 moves")
                .contains("moves: none yet")
                .endsWith("result: computer wins by resignation\ngame over: type new for another game, or quit> \n");
        // the game went on after each refusal: the commands came in the order typed
        assertThat(out.indexOf("already taken")).isLessThan(out.indexOf("off the board"));
        assertThat(out.indexOf("off the board")).isLessThan(out.indexOf("hint:"));
        assertThat(out.indexOf("took back")).isLessThan(out.indexOf("none yet"));
        assertNoStackTrace(run);
    }

    @Test
    void theBoardIsAGridLabelledLikeTheNotation() {
        Run run = Run.withInput("a1\nquit\n", "play", "ttt", "--seed", "4");
        assertThat(run.out()).contains("   a   b   c\n1    |   |\n  ---+---+---\n2    |   |\n")
                .containsPattern("\\n1  X \\|")
                .endsWith("game abandoned\n");
        assertThat(run.code()).isZero();
    }

    @Test
    void theEndOfTheInputEndsTheGameCleanly() {
        Run run = Run.withInput("b2\n", "play", "tictactoe", "--seed", "2");
        assertThat(run.code()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).contains("computer plays").endsWith("end of input: the game is left unfinished\n");

        Run silent = Run.of("play", "tictactoe");
        assertThat(silent.code()).isZero();
        assertThat(silent.out()).endsWith("end of input: the game is left unfinished\n");
    }

    @Test
    void aGameAgainstPerfectPlayEndsByTheRulesAndThePersonNeverWins() {
        // the person tries every cell in order; the taken ones are refused and the game goes on
        Run run = Run.withInput("a1\nb1\nc1\na2\nb2\nc2\na3\nb3\nc3\n", "play", "ttt", "--level", "10", "--seed", "3");
        assertThat(run.code()).isZero();
        assertThat(run.out()).containsPattern("result: (computer wins|draw)\\ngame over: type new for another game, or quit> ").doesNotContain("you win");
    }

    @Test
    void theComputerMovesFirstWhenAsked() {
        Run run = Run.withInput("", "play", "tictactoe", "--first", "ai", "--seed", "1");
        assertThat(run.code()).isZero();
        String out = run.out();
        assertThat(out).contains("You play O and move second");
        assertThat(out.indexOf("computer plays")).isPositive().isLessThan(out.indexOf("O to move> "));
        assertThat(out).doesNotContain("X to move>");
    }

    @Test
    void perfectPlayAgainstItselfIsADraw() {
        Run run = Run.of("play", "tictactoe", "--watch", "--level", "10", "--seed", "1");
        assertThat(run.code()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).contains("X: engine level 10").contains("O: engine level 10")
                .containsPattern("X plays [abc][123]").containsPattern("O plays [abc][123]")
                .contains("result: draw\n")
                .containsPattern("moves: 1\\. \\w\\w \\w\\w 2\\..* 5\\. \\w\\w\\n$");
    }

    @Test
    void aSeedReplaysTheSameGame() {
        // level 3's own depth, given explicitly: that drops the level's 150 ms, under which a move whose first depth
        // ended past the soft time (a cold JVM's first search, a busy machine) chose from depth 1's scores alone
        String[] args = {"play", "tictactoe", "--watch", "--level", "3", "--depth", "2", "--seed", "11"};
        Run first = Run.of(args);
        assertThat(first.out()).contains("result: ");
        assertThat(Run.of(args).out()).isEqualTo(first.out());
    }

    @Test
    void anIqOfAHundredPlaysPerfectly() {
        Run watch = Run.of("play", "tictactoe", "--watch", "--iq", "100", "--seed", "5");
        assertThat(watch.code()).isZero();
        assertThat(watch.out()).contains("X: engine iq 100").contains("result: draw\n");

        Run person = Run.withInput("b2\nquit\n", "play", "tictactoe", "--iq", "100", "--seed", "5");
        assertThat(person.code()).isZero();
        // against the centre only a corner holds the draw
        assertThat(person.out()).containsPattern("computer plays [ac][13]").endsWith("game abandoned\n");
    }

    @Test
    void anIqAboveAHundredIsAUsageError() {
        Run run = Run.of("play", "tictactoe", "--iq", "101");
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("error: --iq must be from 0 to 100, not 101")
                .contains("strategist play --help");
        assertNoStackTrace(run);
    }

    @Test
    void badOptionsAreUsageErrors() {
        assertUsageError(Run.of("play", "tictactoe", "--level", "11"), "error: --level must be from 1 to 10, not 11");
        assertUsageError(Run.of("play", "tictactoe", "--level", "3", "--iq", "50"), "error: give --iq or --level");
        assertUsageError(Run.of("play", "tictactoe", "--level2", "3"), "error: --level2 sets the second computer's");
        assertUsageError(Run.of("play", "tictactoe", "--watch", "--first", "ai"), "error: --first is for a game");
        assertUsageError(Run.of("play", "tictactoe", "--first", "nobody"), "error: Invalid value for option '--first'");
        assertUsageError(Run.of("play", "tictactoe", "--algorithm", "magic"), "error: unknown algorithm 'magic'");
        assertUsageError(Run.of("play", "tictactoe", "--options", "size=4"), "error: unknown option 'size'");
        assertUsageError(Run.of("play", "tictactoe", "--moves", "0"), "error: --moves must be from 1");
    }

    @Test
    void anUnknownGameIsAUsageError() {
        Run run = Run.of("play", "chess");
        assertUsageError(run, "error: unknown game 'chess'; known games: ");
        assertThat(run.err()).contains("connect4").contains("tictactoe");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void aTextbookSearchPlaysUntilTheMoveLimit() {
        Run run = Run.of("play", "ttt", "--watch", "--algorithm", "minimax", "--depth", "3", "--seed", "2",
                "--moves", "4");
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("X: minimax level 5 depth 3")
                .containsPattern("X thinks\\.\\.\\. depth 3, (\\d+ % win chance|(wins|loses) in \\d moves?), pv ")
                .contains("stopped after 4 moves: the game is left unfinished")
                .containsPattern("moves: 1\\. \\w\\w \\w\\w 2\\. \\w\\w \\w\\w\\n$");
    }

    @Test
    void playIsListedInTheHelp() {
        assertThat(Run.of("play", "--help").out()).contains("Usage: strategist play").contains("--watch")
                .contains("--iq").contains("--first");
    }

    private static void assertUsageError(Run run, String start) {
        assertThat(run.code()).as(run.err()).isEqualTo(2);
        assertThat(run.err()).startsWith(start);
        assertNoStackTrace(run);
    }
}
