package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.GameOptions;
import dev.strategist.core.GameRecord;
import dev.strategist.core.NotationException;
import dev.strategist.core.Outcome;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Gomoku's SGF: the text it writes, round trips on every board size and rule, and every kind of bad file. */
class GomokuSgfTest {
    private static final GomokuGame GAME = new GomokuGame();
    private static final GomokuSgf SGF = new GomokuSgf();

    private static GameOptions options(String text) {
        return GAME.parseOptions(text);
    }

    private static GameRecord record(String options, String moves) {
        GomokuPosition p = GAME.parsePosition(moves, options(options));
        int[] played = new int[p.ply()];
        for (int i = 0; i < played.length; i++) {
            played[i] = p.moveAt(i);
        }
        return new GameRecord(options(options), played, null, null, Outcome.NONE);
    }

    @Test
    void aShortGameIsWrittenWithPointsCountedFromTheTop() {
        String text = SGF.write(record("", "h8 i9 a1"));
        assertThat(text).isEqualTo("(;GM[4]FF[4]SZ[15];B[hh];W[ig];B[ao])\n");
        String renju = SGF.write(new GameRecord(options("size=19,rule=renju"), record("size=19", "j10").moves(),
                "Ann", "Bob [2]", Outcome.SECOND_WINS));
        assertThat(renju).isEqualTo("(;GM[4]FF[4]SZ[19]RU[renju]PB[Ann]PW[Bob [2\\]]RE[W+R];B[jj])\n");
        GameRecord back = SGF.read(renju, GAME.defaultOptions());
        assertThat(back.options()).isEqualTo(options("size=19,rule=renju"));
        assertThat(back.secondPlayer()).isEqualTo("Bob [2]");
        assertThat(back.result()).isEqualTo(Outcome.SECOND_WINS);
    }

    @Test
    void aWonGameStatesItsWinner() {
        // black's five along row 8: h8..l8, white answering on row 9
        String text = SGF.write(record("", "h8 h9 i8 i9 j8 j9 k8 k9 l8"));
        assertThat(text).contains("RE[B+]");
        assertThat(SGF.read(text, GAME.defaultOptions()).replay(GAME).outcome()).isEqualTo(Outcome.FIRST_WINS);
    }

    @Test
    void randomGamesRoundTripOnEverySizeAndRule() {
        SplittableRandom random = new SplittableRandom(7);
        for (String opts : new String[] {"size=9", "size=15,rule=standard", "size=20,rule=renju"}) {
            for (int g = 0; g < 10; g++) {
                GomokuPosition p = GAME.newPosition(options(opts));
                int n = random.nextInt(1, 60);
                while (!p.isOver() && p.ply() < n) {
                    int[] legal = p.legalMoves();
                    p.play(legal[random.nextInt(legal.length)]);
                }
                int[] played = new int[p.ply()];
                for (int i = 0; i < played.length; i++) {
                    played[i] = p.moveAt(i);
                }
                String text = SGF.write(new GameRecord(options(opts), played, "a", "b", Outcome.NONE));
                GameRecord back = SGF.read(text, GAME.defaultOptions());
                assertThat(back.moves()).as(text).containsExactly(played);
                assertThat(back.options()).isEqualTo(options(opts));
            }
        }
    }

    @Test
    void notationPointsVariationsAndCommentsAreRead() {
        GameRecord r = SGF.read("(;GM[4]SZ[15]C[a comment];B[h8]C[centre](;W[ig];B[jf])(;W[aa]))", GAME.defaultOptions());
        assertThat(r.replay(GAME).ply()).isEqualTo(3);
        assertThat(SGF.write(r)).isEqualTo("(;GM[4]FF[4]SZ[15];B[hh];W[ig];B[jf])\n");
    }

    private static void assertBad(String sgf, String message) {
        assertThatThrownBy(() -> SGF.read(sgf, GAME.defaultOptions())).isInstanceOf(NotationException.class)
                .hasMessageContaining(message);
    }

    @Test
    void badFilesAreClearErrors() {
        assertBad("", "an SGF game starts with '('");
        assertBad("(;GM[4];B[hh]", "not closed with ')'");
        assertBad("(;GM[2];B[hh])", "GM[2] is not Gomoku (GM[4])");
        assertBad("(;GM[4]SZ[40];B[hh])", "the board cannot be set up");
        assertBad("(;GM[4]RU[chess];B[hh])", "the board cannot be set up");
        assertBad("(;GM[4];B[hh];W[hh])", "move 2 W[hh]: h8 is taken by black");
        assertBad("(;GM[4];B[hh];B[ii])", "move 2 is white's, not black's");
        assertBad("(;GM[4];B[zz])", "move 1: 'zz' is off the 15 x 15 board");
        assertBad("(;GM[4];B[])", "move 1: Gomoku has no pass");
        assertBad("(;GM[4];B[h 8])", "is not a point");
        assertBad("(;GM[4]AB[hh];W[ii])", "set-up stones are not supported");
        assertBad("(;GM[4]RE[maybe])", "RE[maybe] is not a result");
        assertBad("(;GM[4];B[hh]SZ[19])", "SZ must come before the first move");
        assertBad("(;GM[4];B[hh", "not closed with ']'");
        assertBad("()", "the game has no nodes");
        NotationException e = org.junit.jupiter.api.Assertions.assertThrows(NotationException.class,
                () -> SGF.read("(;GM[4];B[hh];W[hh])", GAME.defaultOptions()));
        assertThat(e.index()).as("the index of the bad move").isEqualTo(14);
    }
}
