package dev.strategist.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.DoubleSupplier;
import org.assertj.core.data.Offset;

/** A fit's gradient checked against the slope of its value, weight by weight: the networks' tests share it. */
public final class GradientCheck {
    private GradientCheck() {
    }

    /**
     * Asserts that each nonzero entry of {@code grad} is the central difference of {@code value} (which reads
     * {@code w}) over a step of {@code step} in that weight, to a thousandth, and that more than {@code atLeast}
     * entries were checked; {@code w} is left as it was.
     */
    public static void matches(double[] w, double[] grad, DoubleSupplier value, double step, int atLeast) {
        int checked = 0;
        for (int e = 0; e < w.length; e++) {
            if (grad[e] == 0) {
                continue;
            }
            double keep = w[e];
            w[e] = keep + step;
            double up = value.getAsDouble();
            w[e] = keep - step;
            double down = value.getAsDouble();
            w[e] = keep;
            assertThat(grad[e]).as("weight %d", e)
                    .isCloseTo((up - down) / (2 * step), Offset.offset(1e-3 * (1 + Math.abs(grad[e]))));
            checked++;
        }
        assertThat(checked).isGreaterThan(atLeast);
    }
}
