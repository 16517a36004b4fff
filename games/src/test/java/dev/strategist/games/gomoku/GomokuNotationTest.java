package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.NotationException;
import org.junit.jupiter.api.Test;

/** Letter-number and protocol notation, whole games in both forms, and the errors for bad text. */
class GomokuNotationTest {
    private final GomokuNotation notation = new GomokuNotation();
    private final GomokuGame game = new GomokuGame();

    @Test
    void lettersAndProtocolNameTheSameCells() {
        GomokuPosition p = new GomokuPosition();
        assertThat(notation.parse(p, "h8")).isEqualTo(7 * 15 + 7);
        assertThat(notation.parse(p, "H8")).isEqualTo(7 * 15 + 7);
        assertThat(notation.parse(p, "7,7")).isEqualTo(7 * 15 + 7);
        assertThat(notation.parse(p, " 7, 7 ")).isEqualTo(7 * 15 + 7);
        assertThat(notation.parse(p, "a1")).isEqualTo(0);
        assertThat(notation.parse(p, "0,0")).isEqualTo(0);
        assertThat(notation.parse(p, "o15")).isEqualTo(224);
        assertThat(notation.parse(p, "14,0")).isEqualTo(14);
        assertThat(notation.format(p, 14)).isEqualTo("o1");
        assertThat(GomokuNotation.protocol(15, 14 + 15)).isEqualTo("14,1");
        assertThat(notation.parse(new GomokuPosition(20, GomokuRule.FREESTYLE), "t20")).isEqualTo(399);
    }

    @Test
    void badTextSaysWhatIsWrong() {
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, "h8");
        assertThatThrownBy(() -> notation.parse(p, "p1")).isInstanceOf(NotationException.class)
                .hasMessageContaining("off the 15x15 board");
        assertThatThrownBy(() -> notation.parse(p, "a16")).hasMessageContaining("row 16 is off");
        assertThatThrownBy(() -> notation.parse(p, "a0")).hasMessageContaining("row 0 is off");
        assertThatThrownBy(() -> notation.parse(p, "15,3")).hasMessageContaining("off the 15x15 board");
        assertThatThrownBy(() -> notation.parse(p, "h8")).hasMessageContaining("h8 is taken by black");
        assertThatThrownBy(() -> notation.parse(p, "")).hasMessageContaining("no move");
        assertThatThrownBy(() -> notation.parse(p, "8,-1")).hasMessageContaining("not a move");
        assertThatThrownBy(() -> notation.parse(p, "hh")).hasMessageContaining("not a move");
        GomokuPosition over = GomokuPosition.of(15, GomokuRule.FREESTYLE, "a1 a15 b1 b15 c1 c15 d1 d15 e1");
        assertThatThrownBy(() -> notation.parse(over, "h8")).hasMessageContaining("game is over");
    }

    @Test
    void gamesReadInEveryForm() {
        var options = game.defaultOptions();
        String spaced = game.parsePosition("d3 h4 d7 e7", options).toString();
        assertThat(game.parsePosition("d3h4d7e7", options).toString()).isEqualTo(spaced);
        assertThat(game.parsePosition("3,2 7,3 3,6 4,6", options).toString()).isEqualTo(spaced);
        assertThat(game.parsePosition("d3,h4,d7,e7", options).toString()).isEqualTo(spaced);
        assertThat(game.parsePosition("h10g12m11", options).ply()).isEqualTo(3);
    }

    @Test
    void aBadGameNamesTheMoveAndLeavesNothingPlayed() {
        GomokuPosition p = new GomokuPosition();
        assertThatThrownBy(() -> GomokuNotation.playMoves(p, "h8 i9 h8")).isInstanceOf(NotationException.class)
                .hasMessageContaining("move 3 'h8'").hasMessageContaining("taken");
        assertThat(p.ply()).isZero();
        assertThatThrownBy(() -> game.parsePosition("h8 z9", game.defaultOptions()))
                .hasMessageContaining("move 2 'z9'");
    }
}
