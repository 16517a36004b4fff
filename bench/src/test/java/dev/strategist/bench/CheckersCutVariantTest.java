package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Evaluator;
import dev.strategist.games.checkers.CheckersEvaluator;
import dev.strategist.games.checkers.CheckersNotation;
import dev.strategist.games.checkers.CheckersPosition;
import org.junit.jupiter.api.Test;

/** The bench's checkers search variants: each spec changes the hook it names and no other. */
class CheckersCutVariantTest {
    private static final CheckersPosition THREATENED = CheckersPosition.of("W:W18:B9,14");
    private static final CheckersPosition START = new CheckersPosition();

    @Test
    void aMarginAloneIsTheDefaultsSearch() {
        CheckersEvaluator plain = new CheckersEvaluator();
        CheckersCutVariant fifty = CheckersCutVariant.parse("50");
        assertThat(fifty.cutMargin(START, 6)).isEqualTo(plain.cutMargin(START, 6));
        assertThat(fifty.cutReduction(6)).isEqualTo(plain.cutReduction(6));
        assertThat(fifty.threatAtHorizon(THREATENED)).isFalse();
        assertThat(CheckersCutVariant.parse("none").cutMargin(START, 6)).isEqualTo(Evaluator.NO_CUT);
        assertThat(fifty.name()).isEqualTo("checkers, cut at 50");
    }

    @Test
    void threatsAndRecapturesAreExtendedOnlyWhenNamed() {
        CheckersCutVariant threats = CheckersCutVariant.parse("50+threat");
        assertThat(threats.threatAtHorizon(THREATENED)).isTrue();
        assertThat(threats.threatAtHorizon(START)).isFalse();
        assertThat(threats.name()).isEqualTo("checkers, cut at 50, threats extended");
        // 11-15 22-18 15x22: White must take back, with 25 or 26, a capture answering a capture
        CheckersPosition p = new CheckersPosition();
        CheckersNotation notation = new CheckersNotation();
        for (String m : new String[] {"11-15", "22-18", "15x22"}) {
            p.play(notation.parse(p, m));
        }
        int n = p.legalMoves().length;
        assertThat(n).isEqualTo(2);
        CheckersCutVariant recaptures = CheckersCutVariant.parse("50+threat+recapture");
        assertThat(recaptures.extension(p, n, 3, 4)).isEqualTo(1);
        assertThat(threats.extension(p, n, 3, 4)).as("two moves, not named").isZero();
        CheckersPosition quiet = new CheckersPosition();
        assertThat(recaptures.extension(quiet, quiet.legalMoves().length, 1, 4)).isZero();
        assertThat(recaptures.name()).endsWith(", threats extended, recaptures extended");
    }
}
