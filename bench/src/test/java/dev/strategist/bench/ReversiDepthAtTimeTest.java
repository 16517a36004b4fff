package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.ReversiNotation;
import dev.strategist.games.reversi.ReversiPosition;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReversiDepthAtTimeTest {
    @TempDir
    Path dir;

    @Test
    void madePositionsAreMidgameLinesThatAPlayerThenSearches() throws Exception {
        Path openings = dir.resolve("openings.txt");
        Files.writeString(openings, "f5 f6 d3 f4 g5 h4 f3 f2\nf5 f4 e3 d2 c4 f6 g6 c5\n");
        String made = Printed.by(ReversiDepthAtTime::main, "--openings=" + openings, "--make=3");
        List<String> lines = made.lines().toList();
        assertThat(lines).hasSize(3);
        for (String line : lines) {
            ReversiPosition p = new ReversiPosition(ReversiBoard.EIGHT);
            ReversiNotation.playMoves(p, line);
            // the targets step from 20 empties up through the midgame
            assertThat(p.emptyCount()).as(line).isBetween(20, 45);
            assertThat(Long.bitCount(p.moveMask())).isGreaterThan(1);
            assertThat(line).matches("(f5f6d3f4g5h4f3f2|f5f4e3d2c4f6g6c5).*");
        }
        Path positions = dir.resolve("positions.txt");
        Files.writeString(positions, made);
        String printed = Printed.by(ReversiDepthAtTime::main, "--positions=" + positions, "--time=60", "--level=10");
        assertThat(printed.lines().filter(l -> l.matches(" *\\d+ empties \\d+ depth +\\d+ nodes .*"))).hasSize(3);
        assertThat(printed).contains("3 positions: mean depth");
    }
}
