package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What a network fit's printed report must show: the fitted error below the base's. */
final class FitErrors {
    private FitErrors() {
    }

    /** Asserts that {@code printed} reports a "fitted: error" lower than its "base alone: error". */
    static void fell(String printed) {
        Matcher before = Pattern.compile("base alone: error ([0-9.]+)").matcher(printed);
        Matcher after = Pattern.compile("fitted: error ([0-9.]+)").matcher(printed);
        assertThat(before.find()).as(printed).isTrue();
        assertThat(after.find()).as(printed).isTrue();
        assertThat(Double.parseDouble(after.group(1))).isLessThan(Double.parseDouble(before.group(1)));
    }
}
