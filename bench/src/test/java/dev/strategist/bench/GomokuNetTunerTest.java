package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.games.gomoku.GomokuNetwork;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Gomoku network's fit lowers the error it fits on games the project played, and writes a network the game reads. */
class GomokuNetTunerTest {
    @TempDir
    Path dir;

    @Test
    void theFitLowersItsErrorAndWritesANetworkTheGameReads() throws Exception {
        List<String> games;
        try (InputStream in = GomokuNetTunerTest.class.getResourceAsStream("/gomoku/games-aiwine-150ms.txt")) {
            games = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).lines().limit(120).toList();
        }
        Path data = Files.write(dir.resolve("games.txt"), games);
        Path out = dir.resolve("net.bin");
        String printed = Printed.by(GomokuNetTuner::main, "--data=" + data, "--cells=4", "--hidden=4", "--epochs=8",
                "--rate=0.01", "--out=" + out);
        FitErrors.fell(printed);
        try (InputStream in = Files.newInputStream(out)) {
            GomokuNetwork net = GomokuNetwork.read(in);
            assertThat(net.cellUnits()).isEqualTo(4);
            assertThat(net.hidden()).isEqualTo(4);
        }
    }

    @Test
    void aFitToSearchLabelsLowersItsErrorAgainstThem() throws Exception {
        Path openings = Files.writeString(dir.resolve("openings.txt"), "# two openings\nh8i9h9i10\nh8h9i8g9j7\n");
        Path labels = dir.resolve("labels.txt");
        Printed.by(GomokuSelfPlay::main, "--openings=" + openings, "--out=" + labels, "--depth=3");
        String printed = Printed.by(GomokuNetTuner::main, "--labels=" + labels, "--lambda=0.25", "--cells=4",
                "--hidden=4", "--epochs=8", "--rate=0.01");
        FitErrors.fell(printed);
    }

    @Test
    void aLabelWithoutAScoreIsRefusedWithItsLine() throws Exception {
        Path labels = Files.writeString(dir.resolve("bad.txt"), "h8i9;1;12\nh8i9h9;1\n");
        assertThatThrownBy(() -> GomokuNetTuner.main(new String[] {"--labels=" + labels}))
                .hasMessageContaining("line 2").hasMessageContaining("MOVES;RESULT;SCORE");
    }

    @Test
    void aGameWithoutAResultIsRefusedWithItsLine() throws Exception {
        Path data = Files.writeString(dir.resolve("bad.txt"), "h8i9;1\nh8i9\n");
        assertThatThrownBy(() -> GomokuNetTuner.main(new String[] {"--data=" + data}))
                .hasMessageContaining("line 2").hasMessageContaining("MOVES;RESULT");
    }
}
