package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.play.Player;
import dev.strategist.play.Tournament;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A player that makes a move the rules forbid loses the game, and the game line names the move, so the position
 * can be looked at: renju's black playing a double three, as PentaZen did in matches (docs/benchmarks/gomoku.md).
 */
class GomokuForfeitTest {

    @Test
    void aForbiddenRenjuMoveLosesTheGameAndIsNamed() throws InterruptedException {
        GomokuGame game = new GomokuGame();
        GomokuPosition start = GomokuPosition.of(15, GomokuRule.RENJU, "f8 a1 g8 c1 h6 a3 h7 c3");
        int doubleThree = GomokuNotation.cell(15, "h8");
        assertThat(start.isLegal(doubleThree)).as("h8 makes two open threes").isFalse();
        Player<GomokuPosition> black = position -> doubleThree;
        Player<GomokuPosition> white = position -> GomokuNotation.cell(15, "o15");
        List<Tournament.Played<GomokuPosition, String>> played = new ArrayList<>();
        new Tournament<GomokuPosition, String>(game, List.of("drawn"), name -> start.copy(), i -> black,
                i -> white, 10).run(1, 1, g -> played.add(g), done -> true);
        assertThat(played).hasSize(1);
        assertThat(played.get(0).pointsA()).as("black, A, lost").isZero();
        assertThat(played.get(0).forfeit()).isEqualTo("played an illegal move (h8)");
        assertThat(played.get(0).moves()).as("the forbidden move is not played").isEmpty();
    }
}
