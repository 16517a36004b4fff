package dev.strategist.app.cli.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import dev.strategist.app.cli.play.PlayerSpec;
import dev.strategist.core.GameOptions;
import dev.strategist.games.tictactoe.TicTacToeGame;
import dev.strategist.games.tictactoe.TicTacToePosition;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The match's warm-up move: our own players make it in the first opening, which it leaves as it was; an outside
 * engine is not started for it (one that does not exist would fail), and a finished opening asks for no move.
 */
class TournamentRunnerWarmUpTest {
    private final TicTacToeGame game = new TicTacToeGame();
    private final GameOptions options = GameOptions.defaults(game.options());

    @Test
    void ourPlayersMoveInTheFirstOpeningAndLeaveItAsItWas() {
        List<TournamentOpening<TicTacToePosition>> openings = TournamentOpenings.ofLines(game, options,
                List.of("b2 a1"), "test", 1);
        String before = openings.get(0).position().toString();
        List<String> log = new ArrayList<>();
        TournamentRunner<TicTacToePosition> runner = new TournamentRunner<>(game, options, openings,
                PlayerSpec.parse("depth=3"), PlayerSpec.parse("gtp=/no/such/engine"), 1, 100, null, log::add);
        assertThatCode(runner::warmUp).doesNotThrowAnyException();
        assertThat(openings.get(0).position().toString()).isEqualTo(before);
        assertThat(log).isEmpty();
    }

    @Test
    void aFinishedOpeningAsksForNoMove() {
        List<TournamentOpening<TicTacToePosition>> openings = TournamentOpenings.ofLines(game, options,
                List.of("a1 b1 a2 b2 a3"), "test", 1);
        assertThat(openings.get(0).position().isOver()).isTrue();
        TournamentRunner<TicTacToePosition> runner = new TournamentRunner<>(game, options, openings,
                PlayerSpec.parse("depth=3"), PlayerSpec.parse("depth=3"), 1, 100, null, line -> { });
        assertThatCode(runner::warmUp).doesNotThrowAnyException();
    }
}
