package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.checkers.CheckersEvaluator;
import dev.strategist.games.checkers.CheckersPdn;
import dev.strategist.games.checkers.CheckersPosition;
import dev.strategist.games.checkers.PdnGame;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The review of lost match games: which games, which positions, and where the score fell. */
class CheckersGameReviewTest {
    private static PdnGame game(String black, String white, String result, String moves) {
        return CheckersPdn.read("[Black \"" + black + "\"]\n[White \"" + white + "\"]\n[Result \"" + result + "\"]\n\n"
                + moves + " " + result + "\n").get(0);
    }

    @Test
    void onlyGamesSideALostAreReviewedAsTheSideItPlayed() {
        String moves = "1. 9-13 21-17 2. 5-9";
        assertThat(CheckersGameReview.lostBy(game("A: engine", "B: gtp", "0-1", moves))).isZero();
        assertThat(CheckersGameReview.lostBy(game("B: gtp", "A: engine", "1-0", moves))).isEqualTo(1);
        assertThat(CheckersGameReview.lostBy(game("A: engine", "B: gtp", "1-0", moves))).isEqualTo(-1);
        assertThat(CheckersGameReview.lostBy(game("B: gtp", "A: engine", "1/2-1/2", moves))).isEqualTo(-1);
    }

    @Test
    void everyPositionOfTheLoserAfterTheBallotIsSearchedAndTheFirstFallsAreItsScores() {
        // the first 12 plies of a game main lost to GuiNN as Black: Black's searches at plies 4, 6, 8 and 10
        PdnGame lost = game("A: engine", "B: gtp", "0-1",
                "1. 9-13 21-17 2. 5-9 25-21 3. 9-14 22-18 4. 13x22 18x9 5. 6x13 26x17 6. 13x22 30-26");
        Engine<CheckersPosition> engine = new Engine<>(new CheckersEvaluator(), 1);
        String text = CheckersGameReview.review(lost, 0, 60, engine, SearchLimits.depth(4));
        List<Integer> plies = new ArrayList<>();
        int halfMan = -1;
        int man = -1;
        Matcher m = Pattern.compile(" (\\d+):(-?\\d+)/(\\d+)").matcher(text);
        while (m.find()) {
            int ply = Integer.parseInt(m.group(1));
            int score = Integer.parseInt(m.group(2));
            plies.add(ply);
            assertThat(Integer.parseInt(m.group(3))).as("searched to depth 4").isEqualTo(4);
            halfMan = halfMan < 0 && score <= -50 ? ply : halfMan;
            man = man < 0 && score <= -100 ? ply : man;
        }
        assertThat(plies).containsExactly(4, 6, 8, 10);
        assertThat(text).startsWith("first <= -50 at ply " + halfMan + ", <= -100 at ply " + man + ";");
        assertThat(CheckersGameReview.review(lost, 0, 7, engine, SearchLimits.depth(4)))
                .as("only plies before the limit").contains(" 4:", " 6:").doesNotContain(" 8:");
    }
}
