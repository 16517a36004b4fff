package dev.strategist.games.reversi.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.NotationException;
import dev.strategist.games.reversi.ReversiGame;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.reversi.FfoSuite;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Othello SGF: whole games written and read back, the forms other programs write, and bad files. */
class ReversiFormatTest {

    @Test
    void randomGamesWithPassesRoundTrip() {
        Random random = new Random(8);
        int passes = 0;
        for (int g = 0; g < 200; g++) {
            ReversiPosition p = new ReversiPosition();
            int[] moves = new int[ReversiPosition.MAX_MOVES];
            int n;
            while ((n = p.legalMoves(moves, 0)) > 0) {
                p.play(moves[random.nextInt(n)]);
            }
            String sgf = ReversiFormat.write(p, "Ann", "Bob");
            passes += sgf.split("\\[\\]", -1).length - 1;
            ReversiPosition back = ReversiFormat.read(sgf);
            assertThat(back).isEqualTo(p);
            assertThat(back.ply()).isEqualTo(p.ply());
            for (int i = 0; i < p.ply(); i++) {
                assertThat(back.moveAt(i)).isEqualTo(p.moveAt(i));
            }
        }
        assertThat(passes).as("some games had passes").isPositive();
    }

    @Test
    void theStartOfAGameIsWrittenPlainly() {
        ReversiPosition p = new ReversiGame().parsePosition("f5 d6 c3");
        assertThat(ReversiFormat.write(p, null, null)).isEqualTo("(;GM[2]FF[4]SZ[8];B[fe];W[df];B[cc])\n");
        ReversiPosition over = new ReversiGame().parsePosition("F5D6C3D3 C4F4F6F3 E6E7D7C5 B6D8C6C7 D2B5A5A6 "
                + "A7G5E3B4 C8G6G4C2 E8D1F7E2 G3H4F1E1 F2G1B1F8 G8B3H3B2 H5B7A3A4 A1A2C1H2 H1G2B8A8 G7H8H7H6");
        assertThat(ReversiFormat.write(over, "Black", "White")).contains("RE[0]").contains("PB[Black]");
    }

    @Test
    void setUpPositionsRoundTrip() {
        ReversiObf ffo1 = FfoSuite.read("/othello/fforum-1-19.obf", 1, 1, 1).get(0).line();
        ReversiPosition p = ffo1.position();
        p.play(ffo1.moves()[0]);
        String sgf = ReversiFormat.write(p, null, null);
        assertThat(sgf).contains("AB[").contains("AW[").contains("PL[B]").endsWith(";B[gh])\n");
        ReversiPosition back = ReversiFormat.read(sgf);
        assertThat(back).isEqualTo(p);
        assertThat(back.ply()).isEqualTo(1);
    }

    @Test
    void othelloNotationPointsCommentsAndVariationsAreRead() {
        String sgf = "(;GM[2]SZ[8]C[a comment with \\] inside]DT[2026-11-21]\n;B[F5]C[first];W[d6]"
                + "(;B[c3];W[d3])(;B[e6]))";
        ReversiPosition p = ReversiFormat.read(sgf);
        assertThat(p).isEqualTo(new ReversiGame().parsePosition("f5 d6 c3 d3"));
    }

    @Test
    void badFilesSayWhatAndWhere() {
        assertThatThrownBy(() -> ReversiFormat.read("")).isInstanceOf(NotationException.class)
                .hasMessageContaining("starts with '('");
        assertThatThrownBy(() -> ReversiFormat.read("(;GM[1];B[aa])")).hasMessageContaining("not Othello");
        assertThatThrownBy(() -> ReversiFormat.read("(;GM[2]SZ[10])")).hasMessageContaining("8 x 8");
        assertThatThrownBy(() -> ReversiFormat.read("(;GM[2];B[fe];B[dd])")).hasMessageContaining("move 2 is White's");
        assertThatThrownBy(() -> ReversiFormat.read("(;GM[2];B[aa])"))
                .hasMessageContaining("move 1 B[aa]: a1 turns over no disc");
        assertThatThrownBy(() -> ReversiFormat.read("(;GM[2];B[zz])")).hasMessageContaining("'zz' is not a square");
        assertThatThrownBy(() -> ReversiFormat.read("(;GM[2];B[fe]")).hasMessageContaining("not closed with ')'");
        assertThatThrownBy(() -> ReversiFormat.read("(;GM[2];B[fe")).hasMessageContaining("not closed with ']'");
        NotationException e = (NotationException) org.assertj.core.api.Assertions.catchThrowable(
                () -> ReversiFormat.read("(;GM[2];B[fe];W[aa])"));
        assertThat(e.index()).as("the W property").isEqualTo(14);
    }
}
