package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Outcome;
import org.junit.jupiter.api.Test;

/** Caro: exactly five wins only with an end open; the shapes follow from that definition. */
class GomokuCaroTest {

    private static int caro(String line) {
        return GomokuShapes.caroShape(GomokuShapes.key(line));
    }

    @Test
    void aFiveShutAtBothEndsIsDead() {
        assertThat(caro("..XXXXX....")).isEqualTo(GomokuShapes.FIVE);
        assertThat(caro(".OXXXXX....")).isEqualTo(GomokuShapes.FIVE);
        assertThat(caro(".OXXXXXO...")).isEqualTo(GomokuShapes.NONE);
        assertThat(caro("|XXXXXO....")).isEqualTo(GomokuShapes.NONE);
        assertThat(caro("..XXXXXX...")).isEqualTo(GomokuShapes.OVERLINE);
    }

    @Test
    void aFourWhoseFiveWouldBeShutIsNoFour() {
        // O X X X X . O: the only five would be shut at both ends
        assertThat(caro("..OXXXX.O..")).isEqualTo(GomokuShapes.NONE);
        // under standard rules the same line is a four
        assertThat(GomokuShapes.shape(GomokuShapes.key("..OXXXX.O.."), true)).isEqualTo(GomokuShapes.FOUR);
        assertThat(caro("..OXXXX....")).isEqualTo(GomokuShapes.FOUR);
        assertThat(caro("....XXXX...")).isEqualTo(GomokuShapes.OPEN_FOUR);
    }

    @Test
    void onTheBoardAShutFiveDoesNotWinAndAnOpenOneDoes() {
        // white a8 and g8 shut black's b8..f8 at both ends
        GomokuPosition shut = GomokuPosition.of(15, GomokuRule.CARO, "b8 a8 c8 g8 d8 a1 e8 a3");
        shut.play(GomokuNotation.cell(15, "f8"));
        assertThat(shut.isOver()).isFalse();
        GomokuPosition open = GomokuPosition.of(15, GomokuRule.CARO, "b8 a8 c8 a1 d8 a3 e8 a5");
        open.play(GomokuNotation.cell(15, "f8"));
        assertThat(open.outcome()).isEqualTo(Outcome.winFor(0));
        // the same shut five wins under the standard rule
        GomokuPosition standard = GomokuPosition.of(15, GomokuRule.STANDARD, "b8 a8 c8 g8 d8 a1 e8 a3 f8");
        assertThat(standard.outcome()).isEqualTo(Outcome.winFor(0));
    }

    @Test
    void theRuleIsAGameOption() {
        GomokuGame game = new GomokuGame();
        GomokuPosition p = game.newPosition(game.parseOptions("rule=caro"));
        assertThat(p.rule()).isEqualTo(GomokuRule.CARO);
        assertThat(GomokuRule.fromOption("caro")).isEqualTo(GomokuRule.CARO);
        assertThat(p.rule().exactFive(0)).isTrue();
        assertThat(p.rule().hasForbiddenMoves(0)).isFalse();
    }
}
