package dev.strategist.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The driver keeps one result per index: a result that came twice counts once, a missing one is an error. */
class KeyedTest {

    @Test
    void aResultThatCameTwiceCountsOnceInIndexOrder() {
        List<Keyed<String>> came = List.of(new Keyed<>(5, "f"), new Keyed<>(4, "e"), new Keyed<>(5, "f"),
                new Keyed<>(6, "g"));
        assertThat(Keyed.onePerIndex(came, 4, 7)).containsExactly("e", "f", "g");
    }

    @Test
    void aMissingOrStrayResultStopsTheCommand() {
        assertThatThrownBy(() -> Keyed.onePerIndex(List.of(new Keyed<>(0, "a")), 0, 2))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("1 of the tasks 0..1 gave no result");
        assertThatThrownBy(() -> Keyed.onePerIndex(List.of(new Keyed<>(0, "a"), new Keyed<>(9, "b")), 0, 1))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("index 9");
    }
}
