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

    @Test
    void theFitLowersItsErrorAndWritesANetworkTheGameReads() throws Exception {
        List<String> lines = new ArrayList<>();
        for (int game = 0; game < 6; game++) {
            lines.addAll(CheckersPatternData.play(game, 2, 7, "checkers-terms"));
        }
        Path data = Files.write(dir.resolve("data.txt"), lines);
        Path out = dir.resolve("net.bin");
        String printed = Printed.by(CheckersNetTuner::main, "--data=" + data, "--hidden=8", "--epochs=30",
                "--rate=0.01", "--out=" + out);
        FitErrors.fell(printed);
        try (InputStream in = Files.newInputStream(out)) {
            assertThat(CheckersNetwork.read(in).hidden()).isEqualTo(8);
        }
    }
}
