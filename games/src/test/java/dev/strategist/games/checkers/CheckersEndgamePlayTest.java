package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Outcome;
import dev.strategist.core.Score;
import dev.strategist.play.Strategist;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The engine with the endgame database: exact scores at the root's children, and won endings converted. */
class CheckersEndgamePlayTest {
    private static final CheckersGame GAME = new CheckersGame();

    @BeforeAll
    static void databaseReady() {
        CheckersEndgameCache.shared().database().join();
    }

    /** Plays both sides with the same fixed-depth strategist until the game ends; returns the position. */
    private static CheckersPosition playOut(CheckersPosition p, CheckersEvaluator evaluator, int depth) {
        Strategist<CheckersPosition> s = Strategist.builder(GAME).evaluator(evaluator).depth(depth).seed(5).build();
        while (!p.isOver() && p.ply() < 400) {
            p.play(s.bestMove(p));
        }
        return p;
    }

    @Test
    void twoKingsDriveALoneKingOutOfTheDoubleCornerWithinTheFortyMoveRule() {
        // the lone White king sits in the double corner 1-5; the two Black kings start in the other one
        for (String fen : new String[] {"B:WK1:BK28,K32", "W:WK5:BK28,K32", "B:WK5:BK29,K30"}) {
            CheckersPosition p = new CheckersPosition(); // repetition and the 40-move rule on
            CheckersFen.apply(fen, p);
            int plies = CheckersEndgameCache.shared().database().join().score(p);
            playOut(p, new CheckersEvaluator(), 6);
            assertThat(p.outcome()).as("%s after %d plies (database: %s)", fen, p.ply(), Score.describe(plies))
                    .isEqualTo(Outcome.winFor(0));
            assertThat(p.ply()).as("the winner hurries, the loser delays").isEqualTo(Score.pliesToEnd(plies));
        }
    }

    @Test
    void theEngineScoresDatabasePositionsExactlyAndTakesTheShortestWin() {
        CheckersPosition p = CheckersPosition.of("B:WK1:BK28,K32");
        CheckersEndgameDatabase db = CheckersEndgameCache.shared().database().join();
        int exact = db.score(p);
        Engine<CheckersPosition> engine = new Engine<>(new CheckersEvaluator());
        SearchResult r = engine.search(p, SearchLimits.depth(3), SearchListener.NONE);
        assertThat(r.score()).isEqualTo(exact);
        p.play(r.bestMove());
        assertThat(Score.pliesToEnd(db.score(p))).isEqualTo(Score.pliesToEnd(exact) - 1);
    }

    @Test
    void withoutTheDatabaseTheSameEvaluatorKnowsNothingExact() {
        CheckersPosition p = CheckersPosition.of("B:WK1:BK28,K32");
        assertThat(new CheckersEvaluator(CheckersWeights.TUNED).exactScore(p, 0, 0))
                .isEqualTo(CheckersEvaluator.NO_EXACT_SCORE);
        assertThat(new CheckersEvaluator().exactScore(p, 0, 0)).isEqualTo(CheckersEndgameCache.shared().database().join().score(p));
        assertThat(new CheckersEvaluator().exactScore(new CheckersPosition(), 0, 0))
                .isEqualTo(CheckersEvaluator.NO_EXACT_SCORE);
    }
}
