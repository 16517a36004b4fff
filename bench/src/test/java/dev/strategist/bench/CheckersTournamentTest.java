package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.checkers.CheckersEvaluator;
import dev.strategist.games.checkers.CheckersWeights;
import dev.strategist.games.checkers.MaterialEvaluator;
import org.junit.jupiter.api.Test;

/** The checkers tournament's wiring: two games a ballot, reproducible from its seed. */
class CheckersTournamentTest {

    @Test
    void eachBallotGivesTwoGamesAndTheSameSeedTheSameScore() {
        CheckersTournament.Score first = CheckersTournament.play(new CheckersEvaluator(CheckersWeights.TUNED), 2, new MaterialEvaluator(), 1,
                2, 7);
        assertThat(first.wins() + first.draws() + first.losses()).isEqualTo(4);
        assertThat(CheckersTournament.play(new CheckersEvaluator(CheckersWeights.TUNED), 2, new MaterialEvaluator(), 1, 2, 7))
                .isEqualTo(first);
        assertThat(first.percent()).isBetween(0.0, 100.0);
    }
}
