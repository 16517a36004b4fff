package dev.strategist.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class Connect4OpeningBookBuilderTest {
    /** Test_L1_R1 line 7: the first player to move after 14 stones wins (score 9). */
    private static final String ROOT = "17516442226766";
    private static final int MAX_PLY = ROOT.length() + 4;

    @Test
    void everyBookColumnWinsAndEveryReplyIsCovered() throws IOException {
        List<String> lines = new ArrayList<>();
        List<String> printed = new ArrayList<>();
        List<String> built = new Connect4OpeningBookBuilder(new Connect4Solver(7, 6, 20), MAX_PLY, printed::add)
                .build(ROOT);
        lines.addAll(built);
        assertThat(printed).isEqualTo(lines);
        assertThat(lines.get(0)).startsWith(ROOT + " ");
        Connect4Solver referee = new Connect4Solver(7, 6, 20);
        for (String line : lines) {
            String[] f = line.split(" ");
            Connect4SolverBoard b = Connect4SolverBoard.of(7, 6, f[0]);
            int column = Integer.parseInt(f[1]) - 1;
            if (!b.isWinningMove(column)) {
                b.play(column);
                assertThat(referee.solve(b, true)).as(line).isEqualTo(-1);
            }
        }
        // following the book against any reply never leaves it before MAX_PLY stones
        Connect4OpeningBook book = Connect4OpeningBook.read(new StringReader(String.join("\n", lines)), 7, 6);
        assertThat(Connect4OpeningBookTest.walk(book, Connect4SolverBoard.of(7, 6, ROOT), MAX_PLY))
                .isGreaterThanOrEqualTo(lines.size());
    }

    @Test
    void refusesARootTheSideToMoveDoesNotWin() {
        assertThatThrownBy(() -> new Connect4OpeningBookBuilder(new Connect4Solver(5, 4, 16), 4, l -> { }).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("does not win on a 5 x 4 board");
    }
}
