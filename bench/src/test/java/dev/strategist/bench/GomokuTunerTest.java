package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.games.gomoku.GomokuFeatures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GomokuTunerTest {
    @TempDir
    Path dir;

    @Test
    void samplesAreTheUndecidedPositionsLabelledForTheSideToMove() throws Exception {
        Path data = dir.resolve("games.txt");
        Files.writeString(data, String.join("\n",
                "# black makes five on row 8",
                "h8a1i8a3j8a5k8a7l8;1",
                "h8 i9;0.5",
                "h8a1i8;0", // White is said to have won, but the board shows no five: left out
                ""));
        List<double[]> x = new ArrayList<>();
        List<Double> r = new ArrayList<>();
        assertThat(GomokuTuner.samples(data, 0, x, r)).isEqualTo(2);
        // the first game: plies 0-5 are undecided (from ply 6 Black has an open four or a five to play;
        // at ply 7 White faces a five it cannot stop: decided); the draw adds its two positions
        assertThat(r).containsExactly(1.0, 0.0, 1.0, 0.0, 1.0, 0.0, 0.5, 0.5);
        assertThat(x).allSatisfy(terms -> assertThat(terms).hasSize(GomokuFeatures.COUNT));
        assertThat(x.get(0)).containsOnly(0.0); // the empty board
    }

    @Test
    void aLineWithoutAResultIsRefusedWithItsNumber() throws Exception {
        Path data = dir.resolve("bad.txt");
        Files.writeString(data, "h8i9;1\nh8i9\n");
        assertThatThrownBy(() -> GomokuTuner.samples(data, 0, new ArrayList<>(), new ArrayList<>()))
                .hasMessageContaining("line 2").hasMessageContaining("MOVES;RESULT");
    }
}
