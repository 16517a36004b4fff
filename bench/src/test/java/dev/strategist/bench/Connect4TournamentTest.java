package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.connect4.RunCountEvaluator;
import dev.strategist.games.connect4.ThreatEvaluator;
import org.junit.jupiter.api.Test;

/** A short version of the Connect Four tournament: the threat evaluator clearly beats the run count. */
class Connect4TournamentTest {

    @Test
    void theThreatEvaluatorBeatsTheRunCountAtEqualDepth() {
        EvaluatorTournament.Result r = Connect4Tournament.play(new ThreatEvaluator(), new RunCountEvaluator(), 40, 3,
                20261121L);
        assertThat(r.games()).isEqualTo(40);
        assertThat(r.winsFirst() + r.drawsFirst() + r.lossesFirst()).as("half the games with each colour")
                .isEqualTo(20);
        assertThat(r.scorePercent()).as("threats against runs: %s", r).isGreaterThan(75);
        assertThat(r.winsFirst()).as("wins as first player").isGreaterThan(r.lossesFirst());
        assertThat(r.wins() - r.winsFirst()).as("wins as second player").isGreaterThan(r.losses() - r.lossesFirst());
    }

    @Test
    void theSameSeedPlaysTheSameGames() {
        EvaluatorTournament.Result a = Connect4Tournament.play(new RunCountEvaluator(), new ThreatEvaluator(), 6, 2, 9);
        EvaluatorTournament.Result b = Connect4Tournament.play(new RunCountEvaluator(), new ThreatEvaluator(), 6, 2, 9);
        assertThat(a).isEqualTo(b);
        assertThat(a.games()).isEqualTo(6);
    }

    @Test
    void scoresCountADrawAsHalf() {
        EvaluatorTournament.Result r = new EvaluatorTournament.Result(3, 2, 5, 2, 1, 2);
        assertThat(r.scorePercent()).isEqualTo(40.0);
        assertThat(r).hasToString("3 wins, 2 draws, 5 losses: 40.0 %");
    }
}
