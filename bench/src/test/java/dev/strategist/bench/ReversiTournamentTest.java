package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Evaluator;
import dev.strategist.games.reversi.eval.ReversiEvaluator;
import dev.strategist.games.reversi.eval.ReversiPatternEvaluator;
import dev.strategist.games.reversi.eval.ReversiPatternWeights;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.reversi.eval.SquareTableEvaluator;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A short version of the Othello tournament: the mobility evaluator beats the square table; and weights
 * named by file are read as written, a bad file refused with its name.
 */
class ReversiTournamentTest {

    @Test
    void theMobilityEvaluatorBeatsTheSquareTableAtEqualDepth() {
        // the runner gives 33 wins, 0 draws, 7 losses (82.5 %) for this schedule; the bound leaves room
        EvaluatorTournament.Result r = ReversiTournament.play(new ReversiEvaluator(), new SquareTableEvaluator(), 40,
                4, 20261121L);
        assertThat(r.games()).isEqualTo(40);
        assertThat(r.winsFirst() + r.drawsFirst() + r.lossesFirst()).isEqualTo(20);
        assertThat(r.scorePercent()).as("mobility against squares: %s", r).isGreaterThan(65);
    }

    @Test
    void theSameSeedPlaysTheSameGames() {
        EvaluatorTournament.Result a = ReversiTournament.play(new SquareTableEvaluator(), new ReversiEvaluator(), 4, 2, 9);
        EvaluatorTournament.Result b = ReversiTournament.play(new SquareTableEvaluator(), new ReversiEvaluator(), 4, 2, 9);
        assertThat(a).isEqualTo(b);
        assertThat(a.games()).isEqualTo(4);
    }

    @Test
    void aWeightsFileGivesThePatternEvaluationWithThoseWeights(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("w.bin.gz");
        try (OutputStream out = Files.newOutputStream(file)) {
            ReversiPatternWeights.standard().write(out);
        }
        Evaluator<ReversiPosition> fromFile = ReversiTournament.withWeights("patterns:" + file);
        ReversiPatternEvaluator shipped = new ReversiPatternEvaluator();
        ReversiPosition p = new ReversiPosition();
        int[] moves = new int[64];
        for (int ply = 0; ply < 30 && !p.isOver(); ply++) {
            assertThat(fromFile.evaluate(p)).isEqualTo(shipped.evaluate(p));
            p.play(moves[(ply * 7) % p.legalMoves(moves, 0)]);
        }
        assertThat(ReversiTournament.withWeights("mobility")).isNull();
    }

    @Test
    void aMissingOrForeignWeightsFileIsRefusedByName(@TempDir Path dir) throws IOException {
        Path missing = dir.resolve("missing.bin.gz");
        assertThatThrownBy(() -> ReversiTournament.withWeights("patterns:" + missing))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(missing.toString());
        Path foreign = Files.writeString(dir.resolve("notes.txt"), "not weights");
        assertThatThrownBy(() -> ReversiTournament.withWeights("patterns:" + foreign))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(foreign.toString())
                .hasMessageContaining("not gzip");
    }
}
