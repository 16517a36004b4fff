package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.NotationException;
import org.junit.jupiter.api.Test;

/** PDN move text: steps, full and short captures, ambiguity, forced captures and bad text. */
class CheckersNotationTest {
    private final CheckersNotation notation = new CheckersNotation();

    private String parsed(CheckersPosition p, String text) {
        return CheckersNotation.text(notation.parse(p, text));
    }

    @Test
    void stepsAndCapturesAreWrittenWithEveryLandingSquare() {
        CheckersPosition p = CheckersPosition.of("B:W18,19,26:B14,15");
        assertThat(MoveTexts.of(p)).contains("14x23x30", "15x22x31");
        assertThat(parsed(new CheckersPosition(), "11-15")).isEqualTo("11-15");
        assertThat(parsed(new CheckersPosition(), " 09-13 ")).isEqualTo("9-13");
    }

    @Test
    void theShortCaptureFormIsReadWhenOnePathFits() {
        CheckersPosition p = CheckersPosition.of("B:W18,19,26:B14,15");
        assertThat(parsed(p, "14x30")).isEqualTo("14x23x30");
        assertThat(parsed(p, "14x23x30")).isEqualTo("14x23x30");
        assertThat(parsed(p, "15X31")).isEqualTo("15x22x31");
        // a dash for a capture, as some old texts write it
        assertThat(parsed(p, "15-24")).isEqualTo("15x24");
    }

    @Test
    void anAmbiguousShortCaptureNamesTheCandidates() {
        CheckersPosition ring = CheckersPosition.of("W:WK9:B6,7,14,15");
        assertThatThrownBy(() -> notation.parse(ring, "9x9")).isInstanceOf(NotationException.class)
                .hasMessageContaining("ambiguous").hasMessageContaining("9x2x11x18x9")
                .hasMessageContaining("9x18x11x2x9");
        assertThat(parsed(ring, "9x2x11x18x9")).isEqualTo("9x2x11x18x9");
        assertThat(parsed(ring, "9x18x11x9")).isEqualTo("9x18x11x2x9");
        assertThatThrownBy(() -> notation.parse(ring, "9x18x9")).hasMessageContaining("ambiguous");
    }

    @Test
    void aStepWhileACaptureIsCompulsoryIsRefusedWithTheCaptures() {
        CheckersPosition p = new CheckersPosition();
        for (String m : new String[] {"11-15", "23-19", "8-11", "22-17", "9-13", "17-14"}) {
            p.play(notation.parse(p, m));
        }
        assertThat(p.mustCapture()).isTrue();
        assertThatThrownBy(() -> notation.parse(p, "12-16")).isInstanceOf(NotationException.class)
                .hasMessageContaining("capture is compulsory").hasMessageContaining("10x17");
        assertThatThrownBy(() -> notation.parse(p, "15x24")).hasMessageContaining("cannot capture")
                .hasMessageContaining("10x17");
    }

    @Test
    void badMovesAreExplained() {
        CheckersPosition p = new CheckersPosition();
        assertThatThrownBy(() -> notation.parse(p, "")).hasMessageContaining("no move");
        assertThatThrownBy(() -> notation.parse(p, "11-")).hasMessageContaining("must follow");
        assertThatThrownBy(() -> notation.parse(p, "11")).hasMessageContaining("two squares");
        assertThatThrownBy(() -> notation.parse(p, "33-29")).hasMessageContaining("no square 33");
        assertThatThrownBy(() -> notation.parse(p, "0-4")).hasMessageContaining("no square 0");
        assertThatThrownBy(() -> notation.parse(p, "a-b")).hasMessageContaining("square number");
        assertThatThrownBy(() -> notation.parse(p, "11/15")).hasMessageContaining("'-' or 'x'");
        assertThatThrownBy(() -> notation.parse(p, "11x15-19")).hasMessageContaining("not both");
        assertThatThrownBy(() -> notation.parse(p, "15-19")).hasMessageContaining("empty");
        assertThatThrownBy(() -> notation.parse(p, "22-18")).hasMessageContaining("White piece");
        assertThatThrownBy(() -> notation.parse(p, "7-11")).hasMessageContaining("occupied");
        assertThatThrownBy(() -> notation.parse(p, "11-19")).hasMessageContaining("not a diagonal neighbour");
        assertThatThrownBy(() -> notation.parse(p, "11x18")).hasMessageContaining("nothing to capture");
        assertThatThrownBy(() -> notation.parse(p, "11-15-19")).hasMessageContaining("neighbouring square");
        assertThatThrownBy(() -> notation.parse(p, "99999999999999999999-1")).isInstanceOf(NotationException.class);
        CheckersPosition back = CheckersPosition.of("B:W32:B14");
        assertThatThrownBy(() -> notation.parse(back, "14-10")).hasMessageContaining("forward only");
        CheckersPosition over = CheckersPosition.of("B:W8,11:B4");
        assertThatThrownBy(() -> notation.parse(over, "4-8")).hasMessageContaining("game is over");
    }

    @Test
    void errorsPointAtTheCharacter() {
        NotationException e = org.junit.jupiter.api.Assertions.assertThrows(NotationException.class,
                () -> notation.parse(new CheckersPosition(), "11-1a"));
        assertThat(e.index()).isEqualTo(4);
        assertThat(e.getMessage()).contains("character 5");
    }
}
