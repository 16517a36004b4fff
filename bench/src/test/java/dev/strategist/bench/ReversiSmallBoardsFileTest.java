package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.endgame.ReversiEndgameSolver;
import dev.strategist.games.reversi.format.ReversiObf;
import dev.strategist.games.reversi.ReversiPosition;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The smaller boards' file the benchmarks solve: both lines read, every first move listed with one
 * score (the four are symmetric), and 4 x 4's solved here to its known -10 (6 x 6 takes minutes: bench).
 */
class ReversiSmallBoardsFileTest {

    @Test
    void theStartsOfSixAndFourAreListedWithTheirKnownValues() throws IOException {
        List<ReversiObf> lines = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                ReversiSmallBoardsFileTest.class.getResourceAsStream("/othello/small-boards.obf"), StandardCharsets.UTF_8))) {
            for (String line; (line = in.readLine()) != null; ) {
                if (!line.isBlank() && !line.strip().startsWith("%")) {
                    lines.add(ReversiObf.parse(line));
                }
            }
        }
        assertThat(lines).hasSize(2);
        ReversiObf six = lines.get(0);
        ReversiObf four = lines.get(1);
        assertThat(six.position().board()).isSameAs(ReversiBoard.SIX);
        assertThat(six.position().toString()).isEqualTo(new ReversiPosition(ReversiBoard.SIX).toString());
        assertThat(six.bestScore()).isEqualTo(-4);
        assertThat(four.position().board()).isSameAs(ReversiBoard.FOUR);
        for (ReversiObf line : lines) {
            int[] listed = line.moves().clone();
            Arrays.sort(listed);
            assertThat(listed).isEqualTo(line.position().legalMoves());
            assertThat(Arrays.stream(line.scores()).distinct().count()).isEqualTo(1);
        }
        ReversiPosition p = four.position();
        assertThat(new ReversiEndgameSolver(ReversiBoard.FOUR, 12).solve(p.player(), p.opponent()))
                .isEqualTo(four.bestScore()).isEqualTo(-10);
    }
}
