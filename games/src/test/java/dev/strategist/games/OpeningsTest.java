package dev.strategist.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Game;
import dev.strategist.core.Games;
import dev.strategist.core.Opening;
import dev.strategist.core.Position;
import dev.strategist.games.gomoku.GomokuCombo;
import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.games.gomoku.GomokuRule;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The games' own openings: Gomoku's balanced default, checkers' ballots, nothing for the others. */
class OpeningsTest {

    @Test
    void gomokuStartsFromItsBalancedOpeningsWhereItHasThem() {
        Game<?> gomoku = Games.find("gomoku");
        List<? extends Opening<?>> freestyle = gomoku.openings(null, gomoku.defaultOptions()).orElseThrow();
        assertThat(freestyle).hasSize(59);
        assertThat(freestyle.get(0).name()).isEqualTo("d3h4d7e7f2e3h5g5");
        assertThat(freestyle.get(0).position().ply()).isEqualTo(8);
        assertThat(gomoku.openings(null, gomoku.parseOptions("rule=standard")).orElseThrow()).hasSize(40);
        // renju's own set: legal under renju (a forbidden black stone in a line would not parse), no four standing
        List<? extends Opening<?>> renju = gomoku.openings(null, gomoku.parseOptions("rule=renju")).orElseThrow();
        assertThat(renju).hasSize(44).allSatisfy(o -> {
            GomokuPosition p = (GomokuPosition) o.position();
            assertThat(p.rule()).isEqualTo(GomokuRule.RENJU);
            assertThat(p.isOver()).isFalse();
            assertThat(p.comboCount(0, GomokuCombo.FIVE) + p.comboCount(1, GomokuCombo.FIVE)).as(o.name()).isZero();
        });
        assertThatThrownBy(() -> gomoku.openings(null, gomoku.parseOptions("size=19")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("15 x 15");
        assertThatThrownBy(() -> gomoku.openings(null, gomoku.parseOptions("rule=caro")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("freestyle, standard and renju");
        assertThat(gomoku.openings("ballots", gomoku.defaultOptions())).isEmpty();
    }

    @Test
    void checkersNamesItsBallots() {
        Game<?> checkers = Games.find("checkers");
        assertThat(checkers.openingSets()).containsExactly("ballots", "ballots-all", "ballots-tough");
        assertThat(checkers.openings(null, checkers.defaultOptions())).isEmpty();
        assertThat(checkers.openings("ballots", checkers.defaultOptions()).orElseThrow()).hasSize(156);
        assertThat(checkers.openings("ballots-all", checkers.defaultOptions()).orElseThrow()).hasSize(174)
                .allSatisfy(o -> assertThat(o.position().ply()).isEqualTo(3));
        assertThatThrownBy(() -> checkers.openings("ballots-x", checkers.defaultOptions()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unknown openings");
    }

    @Test
    void theOtherGamesHaveNone() {
        for (String name : new String[] {"tictactoe", "connect4", "othello"}) {
            Game<? extends Position> game = Games.find(name);
            assertThat(game.openingSets()).isEmpty();
            assertThat(game.openings(null, game.defaultOptions())).isEmpty();
        }
    }
}
