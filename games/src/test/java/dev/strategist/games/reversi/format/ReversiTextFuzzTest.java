package dev.strategist.games.reversi.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.NotationException;
import dev.strategist.core.fuzz.CleanRejection;
import dev.strategist.core.fuzz.Gen;
import dev.strategist.core.fuzz.Properties;
import dev.strategist.core.fuzz.TextMutations;
import dev.strategist.games.reversi.ReversiBitboards;
import dev.strategist.games.reversi.ReversiPosition;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** SGF games and {@code .obf} lines, mutated: read, or refused with a {@link NotationException} and a message. */
class ReversiTextFuzzTest {
    private static final Properties PROPERTIES = Properties.of(ReversiTextFuzzTest.class);

    private static Gen<String> sgfGames() {
        Random random = new Random(5);
        List<String> texts = new ArrayList<>();
        for (int g = 0; g < 6; g++) {
            ReversiPosition p = g % 2 == 0 ? new ReversiPosition()
                    : ReversiPosition.of(ReversiBitboards.START_BLACK | 1L, ReversiBitboards.START_WHITE, g % 4 == 1 ? 1 : 0);
            int plies = g == 5 ? 200 : random.nextInt(40);
            while (!p.isOver() && p.ply() < plies) {
                int[] moves = p.legalMoves();
                p.play(moves[random.nextInt(moves.length)]);
            }
            texts.add(ReversiFormat.write(p, g % 3 == 0 ? null : "Black ]\\ name", "White"));
        }
        texts.add("(;GM[2]SZ[8]C[a comment];B[f5](;W[f6];B[e6])(;W[d6]))");
        texts.add("(;GM[2]FF[4]SZ[8]AB[dd][ee]AW[de][ed]PL[W];W[PA];B[tt])");
        return TextMutations.mutated(texts, 6);
    }

    private static Gen<String> obfLines() {
        List<String> lines = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                ReversiTextFuzzTest.class.getResourceAsStream("/othello/fforum-1-19.obf"), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null && lines.size() < 8; line = in.readLine()) {
                lines.add(line);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        lines.add("-".repeat(27) + "OX" + "-".repeat(6) + "XO" + "-".repeat(27) + " x");
        return TextMutations.badText(lines);
    }

    @Test
    void anSgfGameIsReadOrRefused() {
        PROPERTIES.forAll("anSgfGameIsReadOrRefused", 1500, sgfGames(), sgf -> {
            ReversiPosition p = CleanRejection.check(sgf, NotationException.class, () -> ReversiFormat.read(sgf));
            if (p != null) {
                ReversiPosition again = ReversiFormat.read(ReversiFormat.write(p, null, null));
                assertThat(again.hash()).as("what was read writes and reads back").isEqualTo(p.hash());
                assertThat(again.ply()).isEqualTo(p.ply());
            }
        });
    }

    @Test
    void anObfLineIsReadOrRefused() {
        PROPERTIES.forAll("anObfLineIsReadOrRefused", 1000, obfLines(), line -> {
            ReversiObf obf = CleanRejection.check(line, NotationException.class, () -> ReversiObf.parse(line));
            if (obf != null) {
                assertThat(obf.moves()).hasSameSizeAs(obf.scores());
                for (int move : obf.moves()) {
                    assertThat(obf.position().isLegal(move)).isTrue();
                }
            }
        });
    }
}
