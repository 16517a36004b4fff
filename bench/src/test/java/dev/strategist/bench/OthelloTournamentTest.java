package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.reversi.ReversiEvaluator;
import dev.strategist.games.reversi.SquareTableEvaluator;
import org.junit.jupiter.api.Test;

/** A short version of the Othello tournament: the mobility evaluator beats the square table. */
class OthelloTournamentTest {

    @Test
    void theMobilityEvaluatorBeatsTheSquareTableAtEqualDepth() {
        // the runner gives 33 wins, 0 draws, 7 losses (82.5 %) for this schedule; the bound leaves room
        EvaluatorTournament.Result r = OthelloTournament.play(new ReversiEvaluator(), new SquareTableEvaluator(), 40,
                4, 20261121L);
        assertThat(r.games()).isEqualTo(40);
        assertThat(r.winsFirst() + r.drawsFirst() + r.lossesFirst()).isEqualTo(20);
        assertThat(r.scorePercent()).as("mobility against squares: %s", r).isGreaterThan(65);
    }

    @Test
    void theSameSeedPlaysTheSameGames() {
        EvaluatorTournament.Result a = OthelloTournament.play(new SquareTableEvaluator(), new ReversiEvaluator(), 4, 2, 9);
        EvaluatorTournament.Result b = OthelloTournament.play(new SquareTableEvaluator(), new ReversiEvaluator(), 4, 2, 9);
        assertThat(a).isEqualTo(b);
        assertThat(a.games()).isEqualTo(4);
    }
}
