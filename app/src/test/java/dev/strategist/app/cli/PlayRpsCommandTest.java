package dev.strategist.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code strategist play rps|rpsls}: rounds against a learner, bad input re-prompted, quit, usage errors. */
class PlayRpsCommandTest {

    @Test
    void roundsAreScoredAndTheLearnersStrategyShown() {
        Run r = Run.withInput("rock\npaper\n3\nquit\n", "play", "rps", "--opponent", "regret", "--seed", "4");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("Rock-paper-scissors against regret.")
                .contains("round 1> rock\nyou: rock, regret: ")
                .contains("regret's strategy this round: rock 33.3 %, paper 33.3 %, scissors 33.3 %")
                .contains("round 4> quit\n")
                .contains("of 3 rounds)");
        assertThat(r.out().lines().filter(l -> l.startsWith("you: "))).hasSize(3);
    }

    @Test
    void theSameSeedReplaysTheSameComputerMoves() {
        String input = "rock\nrock\nrock\nrock\nrock\n";
        Run a = Run.withInput(input, "play", "rps", "--opponent", "ucb1-memory", "--seed", "9");
        Run b = Run.withInput(input, "play", "rps", "--opponent", "ucb1-memory", "--seed", "9");
        assertThat(a.out()).isEqualTo(b.out()).contains("end of input").contains("of 5 rounds)");
    }

    @Test
    void badInputIsExplainedAndThePromptRepeats() {
        Run r = Run.withInput("banana\n\n7\ns\nspock\n", "play", "rpsls", "--seed", "1", "--rounds", "1");
        assertThat(r.code()).isZero();
        assertThat(r.out())
                .contains("'banana' is not a move: type rock, paper, scissors, lizard, spock (or 1-5), or quit")
                .contains("'7' is not a move")
                .contains("'s' could be scissors or spock")
                .contains("round 1> spock\nyou: spock")
                .contains("final score");
        assertThat(r.out()).doesNotContain("round 2>");
    }

    @Test
    void helpAndScoreAnswerWithoutPlaying() {
        Run r = Run.withInput("help\nscore\nq\n", "play", "rps", "--seed", "1");
        assertThat(r.out()).contains("score shows the score").contains("of 0 rounds)");
    }

    @Test
    void badOptionsAreUsageErrors() {
        Run unknown = Run.of("play", "rps", "--opponent", "oracle");
        assertThat(unknown.code()).isEqualTo(ExitCode.USAGE);
        assertThat(unknown.err()).contains("unknown player 'oracle'").doesNotContain("Exception");
        Run rounds = Run.of("play", "rps", "--rounds", "0");
        assertThat(rounds.code()).isEqualTo(ExitCode.USAGE);
        assertThat(rounds.err()).contains("--rounds must be at least 1");
        Run none = Run.of("play");
        assertThat(none.code()).isEqualTo(ExitCode.USAGE);
        assertThat(none.err()).contains("name the game to play");
    }
}
