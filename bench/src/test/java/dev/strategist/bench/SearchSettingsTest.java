package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A runner's --settings option taken apart from its other arguments. */
class SearchSettingsTest {
    @Test
    void takesTheSettingsOutAndLeavesTheRestInOrder() {
        SearchSettings.Split split = SearchSettings.split(
                new String[] {"500", "--settings", "root-reduce=1, quick-win", "20", "--settings", "moves=4"});
        assertThat(split.rest()).containsExactly("500", "20");
        assertThat(split.settings()).containsExactly(
                java.util.Map.entry("root-reduce", "1"), java.util.Map.entry("quick-win", ""),
                java.util.Map.entry("moves", "4"));
    }

    @Test
    void aSettingsOptionWithNothingAfterItStaysAnArgument() {
        SearchSettings.Split split = SearchSettings.split(new String[] {"11", "--settings"});
        assertThat(split.rest()).containsExactly("11", "--settings");
        assertThat(split.settings()).isEmpty();
    }
}
