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
        assertThat(CheckersCutVariant.parse("50+threat+single").extension(p, n, 3, 4)).as("two moves, not named")
                .isZero();
        CheckersPosition quiet = new CheckersPosition();
        assertThat(recaptures.extension(quiet, quiet.legalMoves().length, 1, 4)).isZero();
        assertThat(recaptures.name()).endsWith(", threats extended, recaptures extended");
    }

    @Test
    void capturesCountAsGuinnCountsThemWhenNamed() {
        // 11-15 22-18 15x22: White must take back (two ways), a capture answering a capture
        CheckersPosition recapture = new CheckersPosition();
        CheckersNotation notation = new CheckersNotation();
        for (String m : new String[] {"11-15", "22-18", "15x22"}) {
            recapture.play(notation.parse(recapture, m));
        }
        // 11-15 22-18: Black must take, a single move after a quiet one
        CheckersPosition single = new CheckersPosition();
        for (String m : new String[] {"11-15", "22-18"}) {
            single.play(notation.parse(single, m));
        }
        assertThat(single.legalMoves()).hasSize(1);
        CheckersCutVariant guinn = CheckersCutVariant.parse("28+rx");
        assertThat(guinn.extension(recapture, 2, 3, 4)).isEqualTo(1);
        assertThat(guinn.extension(single, 1, 2, 4)).as("a first capture costs its ply").isZero();
        assertThat(CheckersCutVariant.parse("50+single").extension(single, 1, 2, 4)).isEqualTo(1);
        assertThat(CheckersCutVariant.parse("50+single").extension(recapture, 2, 3, 4)).isZero();
        assertThat(CheckersCutVariant.parse("50").extension(single, 1, 2, 4)).as("the default counts so too").isZero();
        assertThat(CheckersCutVariant.parse("50").extension(recapture, 2, 3, 4)).isEqualTo(1);
        CheckersCutVariant none = CheckersCutVariant.parse("50+nox");
        assertThat(none.extension(single, 1, 2, 4)).isZero();
        assertThat(none.extension(recapture, 2, 3, 4)).isZero();
        assertThat(guinn.name()).isEqualTo("checkers, cut at 28, only recaptures extended");
    }

    @Test
    void theCutWithACapturePendingOnlyWhenNamed() {
        CheckersPosition capture = CheckersPosition.of("B:W18:B14");
        assertThat(capture.mustCapture()).isTrue();
        assertThat(CheckersCutVariant.parse("50").cutMargin(capture, 6)).isEqualTo(Evaluator.NO_CUT);
        assertThat(CheckersCutVariant.parse("50+qcut").cutMargin(capture, 6)).isEqualTo(50);
        assertThat(CheckersCutVariant.parse("50+qcut").cutMargin(capture, 2)).isEqualTo(Evaluator.NO_CUT);
    }

    @Test
    void anUnknownFlagIsRefused() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> CheckersCutVariant.parse("50+fast"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("fast");
    }
}
