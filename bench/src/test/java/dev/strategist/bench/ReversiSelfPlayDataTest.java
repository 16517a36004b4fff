package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.games.reversi.endgame.ReversiEndgameSolver;
import dev.strategist.games.reversi.eval.ReversiEvaluator;
import dev.strategist.games.reversi.eval.ReversiPatternEvaluator;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Self-play data: either evaluator plays, the file reads back whole, and a cut file is refused. */
class ReversiSelfPlayDataTest {

    private static long write(Path file, boolean patterns, long seed) throws IOException {
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file)))) {
            return new ReversiSelfPlayData().generate(patterns ? new ReversiPatternEvaluator() : new ReversiEvaluator(),
                    3, 2, 16, seed, out);
        }
    }

    @Test
    void theFileReadsBackWithLabelsADiscDifferenceAndAHeldOutTenth(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("d.bin");
        long written = write(file, true, 7);
        ReversiSelfPlayData.Positions all = ReversiSelfPlayData.Positions.read(file);
        assertThat(all.size()).isEqualTo(written).isGreaterThan(3 * 40);
        ReversiEndgameSolver solver = new ReversiEndgameSolver(16);
        int solved = 0;
        for (int i = 0; i < all.size(); i++) {
            long p = all.boards()[2 * i];
            long o = all.boards()[2 * i + 1];
            assertThat(p & o).isZero();
            assertThat(Math.abs(all.labels()[i])).isLessThanOrEqualTo(64);
            if (64 - Long.bitCount(p | o) <= 12) {
                // from the solve on, each label is the exact result for the side to move
                assertThat(solver.solve(p, o)).as("position %d", i).isEqualTo(all.labels()[i]);
                solved++;
            }
        }
        assertThat(solved).isGreaterThan(3 * 10);
        assertThat(all.heldOutFrom()).isEqualTo(all.size() - all.size() / 10);
        ReversiSelfPlayData.Positions tail = all.slice(all.heldOutFrom(), all.size());
        assertThat(tail.labels()).isEqualTo(Arrays.copyOfRange(all.labels(), all.heldOutFrom(), all.size()));
    }

    @Test
    void thePlayerChangesTheGamesAndTheSameSeedRepeatsThem(@TempDir Path dir) throws IOException {
        write(dir.resolve("a.bin"), true, 11);
        write(dir.resolve("b.bin"), true, 11);
        write(dir.resolve("c.bin"), false, 11);
        byte[] a = Files.readAllBytes(dir.resolve("a.bin"));
        assertThat(Files.readAllBytes(dir.resolve("b.bin"))).isEqualTo(a);
        assertThat(Files.readAllBytes(dir.resolve("c.bin"))).isNotEqualTo(a);
    }

    @Test
    void aFileCutInsideARecordIsRefused(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("d.bin");
        write(file, false, 3);
        byte[] bytes = Files.readAllBytes(file);
        Path cut = Files.write(dir.resolve("cut.bin"), Arrays.copyOf(bytes, bytes.length - 5));
        assertThatThrownBy(() -> ReversiSelfPlayData.Positions.read(cut)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("cut.bin").hasMessageContaining("17-byte");
    }
}
