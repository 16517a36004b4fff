package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The line shapes, checked on lines written out by hand (the centre, index 5, is the stone placed). */
class GomokuShapesTest {

    private static int free(String line) {
        return GomokuShapes.shape(GomokuShapes.key(line), false);
    }

    private static int exact(String line) {
        return GomokuShapes.shape(GomokuShapes.key(line), true);
    }

    @Test
    void fivesAndOverlines() {
        assertThat(free("..XXXXX....")).isEqualTo(GomokuShapes.FIVE);
        assertThat(free("|XXXXXX....")).isEqualTo(GomokuShapes.FIVE);
        assertThat(exact("|XXXXXX....")).isEqualTo(GomokuShapes.OVERLINE);
        assertThat(exact("|OXXXXX....")).isEqualTo(GomokuShapes.FIVE);
        assertThat(exact(".....XXXXX.")).isEqualTo(GomokuShapes.FIVE);
        assertThat(exact(".....XXXXXX")).isEqualTo(GomokuShapes.OVERLINE);
    }

    @Test
    void fours() {
        assertThat(free("....XXXX...")).isEqualTo(GomokuShapes.OPEN_FOUR);
        assertThat(free("...OXXXX...")).isEqualTo(GomokuShapes.FOUR);
        assertThat(free("....XX.XX..")).isEqualTo(GomokuShapes.FOUR);
        assertThat(free("..X.XXX.X..")).isEqualTo(GomokuShapes.DOUBLE_FOUR);
        // under the exact rule a four whose other end makes six is only a four
        assertThat(exact("..X.XXXX...")).isEqualTo(GomokuShapes.FOUR);
        assertThat(free("..X.XXXX...")).isEqualTo(GomokuShapes.OPEN_FOUR);
    }

    @Test
    void threesAndTwos() {
        assertThat(free("....XXX....")).isEqualTo(GomokuShapes.OPEN_THREE);
        assertThat(free("...X.XX....")).isEqualTo(GomokuShapes.OPEN_THREE);
        assertThat(free("...OXXX....")).isEqualTo(GomokuShapes.CLOSED_THREE);
        assertThat(free("...|XX.X|..")).isEqualTo(GomokuShapes.NONE);
        assertThat(free("..|.XXX.|..")).isEqualTo(GomokuShapes.CLOSED_THREE);
        assertThat(free("....XX.....")).isEqualTo(GomokuShapes.OPEN_TWO);
        assertThat(free("...OXX.....")).isEqualTo(GomokuShapes.CLOSED_TWO);
        assertThat(free("|....X....|")).isEqualTo(GomokuShapes.NONE);
    }

    @Test
    void badLinesAreRejected() {
        assertThatThrownBy(() -> GomokuShapes.key("....X")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> GomokuShapes.key("....?X.....")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void onlyFreestyleIgnoresTheCellsFiveStepsAway() {
        // a stone five steps away never changes a freestyle shape, so play and undo may skip those cells
        assertThat(free("|...XXX....")).isEqualTo(free("....XXX....")).isEqualTo(free("....XXX...O"));
        assertThat(exact("X.XXXX.....")).isEqualTo(GomokuShapes.FOUR);
        assertThat(exact("..XXXX.....")).isEqualTo(GomokuShapes.OPEN_FOUR);
        assertThat(GomokuShapes.reach(GomokuRule.FREESTYLE)).isEqualTo(1);
        assertThat(GomokuShapes.reach(GomokuRule.STANDARD)).isZero();
        assertThat(GomokuShapes.reach(GomokuRule.RENJU)).isZero();
        assertThat(GomokuShapes.reach(GomokuRule.CARO)).isZero();
    }
}
