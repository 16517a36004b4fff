package dev.strategist.games.reversi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/**
 * The generated per-square flips: the checked-in file is the generator's output. That they flip as the rays
 * do is {@code ReversiBitboardsTest}'s: it checks both {@code flips} and {@code rayFlips} against the naive walk.
 */
class ReversiSquareFlipsTest {

    @Test
    void theCheckedInClassIsWhatTheGeneratorWrites() throws IOException {
        // line ends as the checkout made them: a Windows clone with autocrlf is still the same file
        String checkedIn = Files.readString(ReversiSquareFlipsGenerator.TARGET, StandardCharsets.UTF_8).replace("\r\n", "\n");
        assertThat(checkedIn)
                .as("ReversiSquareFlips.java differs from its generator's output: run ReversiSquareFlipsGenerator")
                .isEqualTo(ReversiSquareFlipsGenerator.source());
    }

    @Test
    void aNumberThatIsNotASquareIsRefused() {
        assertThatThrownBy(() -> ReversiSquareFlips.flips(64, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("64");
        assertThatThrownBy(() -> ReversiSquareFlips.flips(-1, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-1");
    }
}
