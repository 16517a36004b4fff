package dev.strategist.core.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Kept inputs: a line written for any text reads back as that text. */
class RegressionsTest {
    private static final Properties PROPERTIES = Properties.of(RegressionsTest.class);

    @Test
    void anyTextReadsBackFromItsLine() {
        PROPERTIES.forAll("anyTextReadsBackFromItsLine", 1000, Gens.unicode(0, 40), text -> {
            String line = Regressions.line("p", text);
            assertThat(line).doesNotContain("\n", "\r");
            assertThat(Regressions.unescape(line.substring(2))).isEqualTo(text);
        });
    }

    @Test
    void handWrittenEscapesAreRead() {
        assertThat(Regressions.unescape("\"a\\tb\\nc\\rd\\u00e9\"")).isEqualTo("a\tb\nc\rd\u00e9");
        assertThatThrownBy(() -> Regressions.unescape("no quotes")).hasMessageContaining("not a quoted input");
        assertThatThrownBy(() -> Regressions.unescape("\"\\q\"")).hasMessageContaining("unknown escape");
    }
}
