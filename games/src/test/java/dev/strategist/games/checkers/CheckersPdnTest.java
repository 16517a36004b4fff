package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.GameOptions;
import dev.strategist.core.NotationException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Whole PDN games: reading tags, move text and results, writing them back, and errors with line and column. */
class CheckersPdnTest {
    private static final String SAMPLE = String.join("\n",
            "[Event \"sample\"]",
            "[Black \"engine A\"]",
            "[White \"engine B\"]",
            "[Result \"1-0\"]",
            "[GameType \"21\"]",
            "1. 10-15 22-17 2. 11-16 23-19 3. 16x23 26x19x10 4. 6x15 27-23 {move list abridged} 1-0",
            "");

    @Test
    void theSampleGameReadsWithItsTagsMovesAndResult() {
        List<PdnGame> games = CheckersPdn.read(SAMPLE);
        assertThat(games).hasSize(1);
        PdnGame game = games.get(0);
        assertThat(game.tags()).containsEntry("Event", "sample").containsEntry("White", "engine B");
        assertThat(game.result()).isEqualTo("1-0");
        assertThat(game.startFen()).isEqualTo(CheckersFen.START);
        assertThat(game.moves()).hasSize(8);
        assertThat(CheckersNotation.text(game.moves().get(5))).isEqualTo("26x19x10");
        CheckersPosition end = game.finalPosition(new CheckersGame().defaultOptions());
        assertThat(end.ply()).isEqualTo(8);
        assertThat(end.sideToMove()).isZero();
    }

    @Test
    void aResultTagThatIsNoResultIsNotTakenForOne() {
        // found by CheckersTextFuzzTest: the tag's text became the result token, and the file written
        // from the game could not be read back
        PdnGame game = CheckersPdn.read("[Result \"0a-1\"]\n1. 11-15").get(0);
        assertThat(game.result()).isEqualTo("*");
        assertThat(game.tags()).containsEntry("Result", "0a-1");
        assertThat(CheckersPdn.read(CheckersPdn.write(game)).get(0).moves()).isEqualTo(game.moves());
        assertThat(CheckersPdn.read("[Result \" 1/2 \"]\n1. 11-15").get(0).result()).isEqualTo("1/2-1/2");
    }

    @Test
    void commentsVariationsMarksGlyphsAndNumbersAreSkipped() {
        String text = "1.11-15 (1. 9-13 {other} (1. 10-14)) 23-19! 2... $3 8-11?! ; line comment\n22-17 *";
        PdnGame game = CheckersPdn.read(text).get(0);
        assertThat(game.moves()).extracting(CheckersNotation::text).containsExactly("11-15", "23-19", "8-11", "22-17");
        assertThat(game.result()).isEqualTo("*");
    }

    @Test
    void severalGamesAndAFenStartAreRead() {
        String text = "[Event \"one\"]\n1. 11-15 23-19 1/2-1/2\n\n[Event \"two\"]\n[FEN \"W:WK9:B6,7,14,15\"]\n1... 9x9 0-1\n"
                + "1. 9-13 1-1";
        List<PdnGame> games = CheckersPdn.read(text);
        assertThat(games).hasSize(3);
        assertThat(games.get(0).result()).isEqualTo("1/2-1/2");
        // the ring's two paths take the same pieces: the short form is accepted in a file
        assertThat(games.get(1).startFen()).isEqualTo("W:WK9:B6,7,14,15");
        assertThat(games.get(1).finalPosition(new CheckersGame().defaultOptions()).toString()).isEqualTo("B:WK9:B");
        assertThat(games.get(2).result()).isEqualTo("1/2-1/2");
    }

    @Test
    void randomGamesWriteAndReadBack() {
        Random random = new Random(5);
        GameOptions options = new CheckersGame().defaultOptions();
        for (int g = 0; g < 40; g++) {
            CheckersPosition p = g % 2 == 0 ? new CheckersPosition()
                    : CheckersPosition.of("W:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29");
            String start = p.toString();
            while (!p.isOver() && p.ply() < 120) {
                int[] moves = p.legalMoves();
                p.play(moves[random.nextInt(moves.length)]);
            }
            PdnGame game = PdnGame.of(p, start, Map.of("Event", "random " + g, "Black", "a \"quoted\" name"));
            String text = CheckersPdn.write(game);
            assertThat(text).contains("[GameType \"21\"]");
            if (g % 2 == 1) {
                assertThat(text).contains("[FEN \"" + start + "\"]").contains("1... ");
            }
            PdnGame back = CheckersPdn.read(text).get(0);
            assertThat(back.moves()).isEqualTo(game.moves());
            assertThat(back.startFen()).isEqualTo(start);
            assertThat(back.result()).isEqualTo(PdnGame.resultOf(p));
            assertThat(back.tags()).containsEntry("Black", "a \"quoted\" name");
            assertThat(back.finalPosition(options).toString()).isEqualTo(p.toString());
            for (String line : text.split("\n")) {
                assertThat(line.length()).isLessThanOrEqualTo(79);
            }
        }
    }

    @Test
    void errorsGiveTheLineAndColumn() {
        assertError("[Event \"x\"]\n1. 11-15 23-19\n2. 8-11 23-18 *", "line 3, column 9", "move 4 '23-18'");
        assertError("1. 11-15 {never closed", "line 1, column 10", "comment is not closed");
        assertError("[Event \"x]\n1. 11-15", "line 1, column 8", "not closed");
        assertError("[Event \"x\"\n1. 11-15", "line 1, column 1", "not closed with ']'");
        assertError("[GameType \"20\"]\n1. 32-28", "line 2, column 1", "not English checkers");
        assertError("[FEN \"B:W1:B5\"]\n1. 5-9", "line 2, column 1", "FEN tag");
        assertError("1. 11-15 (23-19", "line 1, column 10", "variation is not closed");
        assertError("1. 11-15 ) 23-19", "line 1, column 10", "closes nothing");
        assertError("1. 11-15 23-19 2. 8-11 22-17 3. 9-13 17-14 4. 12-16", "line 1, column 47",
                "capture is compulsory");
    }

    private static void assertError(String text, String where, String what) {
        assertThatThrownBy(() -> CheckersPdn.read(text)).isInstanceOf(NotationException.class)
                .hasMessageContaining(where).hasMessageContaining(what);
    }

    @Test
    void truncatedTextFailsCleanly() {
        List<String> failures = new ArrayList<>();
        for (int cut = 0; cut < SAMPLE.length(); cut++) {
            try {
                CheckersPdn.read(SAMPLE.substring(0, cut));
            } catch (NotationException e) {
                assertThat(e.getMessage()).startsWith("line ");
                failures.add(e.getMessage());
            }
        }
        assertThat(failures).isNotEmpty();
    }
}
