package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.games.checkers.CheckersBallots;
import dev.strategist.games.checkers.CheckersNotation;
import dev.strategist.games.checkers.CheckersPosition;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The suite of positions where games against GuiNN turned: it loads, and every line is a legal position and moves. */
class CheckersLossSuiteTest {
    @Test
    void everyPositionHasOurSideToMoveAndBothMovesAreLegal() throws Exception {
        List<CheckersLossSuite.Entry> suite = CheckersLossSuite.load();
        assertThat(suite).isNotEmpty();
        CheckersNotation notation = new CheckersNotation();
        for (CheckersLossSuite.Entry e : suite) {
            CheckersPosition p = e.position();
            assertThat(p.sideToMove()).as(e.fen()).isEqualTo(e.colour().equals("Black") ? 0 : 1);
            assertThat(e.ballot()).as(e.fen()).isBetween(1, CheckersBallots.deck().size());
            p.play(notation.parse(p, e.played()));
            assertThat(p.isOver()).as(e.fen()).isFalse();
            p.play(notation.parse(p, e.reply()));
        }
    }

    @Test
    void linesAreNineFieldsAndCommentsAreSkipped() {
        List<CheckersLossSuite.Entry> one = CheckersLossSuite.parse(List.of("# a comment", "",
                "B:W21-32:B1-12 ; 11-15 ; 23-19 ; 1 ; Black ; def ; 0 ; 0 ; 50   # also met in another game"));
        assertThat(one).hasSize(1);
        assertThat(one.get(0).played()).isEqualTo("11-15");
        assertThat(one.get(0).guinnAfter()).isEqualTo(50);
        assertThatThrownBy(() -> CheckersLossSuite.parse(List.of("B:W21-32:B1-12 ; 11-15")))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
