package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.checkers.CheckersNetwork;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The network's fit lowers the error it fits, on data the data tool wrote, and writes a network the game reads. */
class CheckersNetTunerTest {
    @TempDir
    Path dir;

    /** Six short games of the data tool's. */
    private Path data() throws Exception {
        List<String> lines = new ArrayList<>();
        for (int game = 0; game < 6; game++) {
            lines.addAll(CheckersPatternData.play(game, 2, 7, "checkers-terms"));
        }
        return Files.write(dir.resolve("data.txt"), lines);
    }

    @Test
    void theFitLowersItsErrorAndWritesANetworkTheGameReads() throws Exception {
        Path data = data();
        Path out = dir.resolve("net.bin");
        String printed = Printed.by(CheckersNetTuner::main, "--data=" + data, "--hidden=8", "--epochs=30",
                "--rate=0.01", "--out=" + out);
        FitErrors.fell(printed);
        try (InputStream in = Files.newInputStream(out)) {
            assertThat(CheckersNetwork.read(in).hidden()).isEqualTo(8);
        }
    }

    @Test
    void middleLayersAreFittedAndWrittenAndABadShapeIsRefused() throws Exception {
        Path data = data();
        Path out = dir.resolve("net.bin");
        String printed = Printed.by(CheckersNetTuner::main, "--data=" + data, "--hidden=8", "--layers=6x4",
                "--buckets=2", "--epochs=20", "--rate=0.01", "--out=" + out);
        FitErrors.fell(printed);
        try (InputStream in = Files.newInputStream(out)) {
            CheckersNetwork read = CheckersNetwork.read(in);
            assertThat(read.middleUnits()).containsExactly(6, 4);
            assertThat(read.buckets()).isEqualTo(2);
        }
        assertThat(CheckersNetTuner.layers("")).isEmpty();
        assertThat(CheckersNetTuner.layers("32x32")).containsExactly(32, 32);
        assertThat(CheckersNetTuner.layers("32x")).isNull();
        assertThat(CheckersNetTuner.layers("32xa")).isNull();
        assertThat(CheckersNetTuner.layers("0")).isNull();
        assertThat(CheckersNetTuner.layers("1x1x1x1x1")).isNull();
    }
}
