package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class CheckersGamePositionsTest {
    private static final String TWO_GAMES = String.join("\n",
            "[Result \"1-0\"]",
            "",
            "1. 11-15 23-19 2. 8-11 22-17 1-0",
            "",
            "[Result \"*\"]",
            "",
            "1. 9-13 *",
            "");

    @Test
    void everyPositionWithoutACaptureAfterTheSkippedPliesIsLabelledForBlack() {
        List<String> lines = CheckersGamePositions.lines(TWO_GAMES, "games.pdn", 1);
        // plies 1-4 of the first game (none with a capture pending), the unfinished second game left out
        assertThat(lines).hasSize(4).allSatisfy(line -> assertThat(line).endsWith(";1.0"));
        assertThat(lines.get(0)).startsWith("W:");
        assertThat(CheckersGamePositions.lines(TWO_GAMES, "games.pdn", 0)).hasSize(5);
    }

    @Test
    void aPositionWithACapturePendingIsLeftOut() {
        // after 11-15 22-18 Black must take 15x22; after that White must retake
        List<String> lines = CheckersGamePositions.lines("1. 11-15 22-18 2. 15x22 25x18 1/2-1/2", "x.pdn", 0);
        assertThat(lines).hasSize(3).allSatisfy(line -> assertThat(line).endsWith(";0.5"));
    }

    @Test
    void anIllegalMoveNamesTheFileAndLine() {
        assertThatThrownBy(() -> CheckersGamePositions.lines("[Result \"0-1\"]\n\n1. 11-15 23-19\n2. 8-12 19-30 0-1",
                "bad.pdn", 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("bad.pdn")
                .hasMessageContaining("line 4");
    }
}
