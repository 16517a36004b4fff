package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Score;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The endgame database's distances ignore the 40-move rule; the evaluator trusts a win only when it ends
 * before the rule can. Two kings against one (a win ends on the capture of the last piece, so the table's
 * distance is exactly the plies without a man moved or a piece taken) with the rule's count already run down,
 * or with a rule of a few moves: a win too long for what is left is a draw, and the search says so.
 */
class CheckersEndgameDrawRuleTest {
    /** The lone White king in the double corner, Black's two kings in the other: a Black win, not a short one. */
    private static final String KINGS = "B:WK1:BK28,K32";
    private static CheckersEndgameCache cache;
    private static int pliesToWin;

    @BeforeAll
    static void build() {
        cache = CheckersEndgameCache.using(Runnable::run, 3); // built on this thread: 2 and 3 pieces, a second
        CheckersPosition p = CheckersPosition.of(KINGS);
        int value = cache.database().join().value(p);
        assertThat(value).as("a Black win in the table").isPositive();
        pliesToWin = value;
        assertThat(pliesToWin).as("long enough to run the rule down before it").isGreaterThan(12);
    }

    private static CheckersEvaluator evaluator() {
        return new CheckersEvaluator(CheckersWeights.TUNED, cache);
    }

    /** The position under the 40-move rule (no repetition rule) after {@code rounds} times four quiet plies. */
    private static CheckersPosition afterShuffling(int rounds) {
        CheckersPosition p = new CheckersPosition(0, 40);
        CheckersFen.apply(KINGS, p);
        for (int i = 0; i < rounds; i++) {
            play(p, "28-24 1-6 24-28 6-1"); // back where it started, four plies later
        }
        assertThat(p.quietPlies()).isEqualTo(4 * rounds);
        assertThat(p.isOver()).isFalse();
        return p;
    }

    private static void play(CheckersPosition p, String moves) {
        for (String move : moves.split(" ")) {
            p.play(new CheckersGame().notation().parse(p, move));
        }
    }

    @Test
    void aWinEndingBeforeTheRuleIsExactAndOneItCannotReachIsNot() {
        CheckersEndgameDatabase db = cache.database().join();
        int roundsLeavingEnough = (80 - pliesToWin) / 4; // 80 - 4 rounds >= the win's plies
        CheckersPosition enough = afterShuffling(roundsLeavingEnough);
        assertThat(evaluator().exactScore(enough, 0, 5)).isEqualTo(db.score(enough)).isEqualTo(Score.WIN - pliesToWin);

        CheckersPosition tooFew = afterShuffling(roundsLeavingEnough + 1); // now fewer plies left than the win needs
        assertThat(80 - tooFew.quietPlies()).isLessThan(pliesToWin);
        assertThat(evaluator().exactScore(tooFew, 0, 5)).isEqualTo(Evaluator.NO_EXACT_SCORE);
        assertThat(evaluator().evaluate(tooFew)).as("still far better than any material count")
                .isEqualTo(CheckersEvaluator.WIN_BEYOND_RULE - pliesToWin);
        // the losing side sees the same from its side
        play(tooFew, "28-24");
        int lossPlies = -db.value(tooFew) - 1;
        assertThat(lossPlies).isGreaterThanOrEqualTo(pliesToWin - 1);
        assertThat(evaluator().exactScore(tooFew, 1, 5)).isEqualTo(Evaluator.NO_EXACT_SCORE);
        assertThat(evaluator().evaluate(tooFew)).isEqualTo(-(CheckersEvaluator.WIN_BEYOND_RULE - lossPlies));
    }

    @Test
    void theEngineDoesNotClaimAWinTheRuleStops() {
        int roundsLeavingEnough = (80 - pliesToWin) / 4;
        Engine<CheckersPosition> engine = new Engine<>(evaluator());
        int won = engine.search(afterShuffling(roundsLeavingEnough), SearchLimits.depth(4), SearchListener.NONE).score();
        assertThat(won).as("the table's win, exact").isEqualTo(Score.WIN - pliesToWin);
        int beyond = new Engine<>(evaluator())
                .search(afterShuffling(roundsLeavingEnough + 1), SearchLimits.depth(4), SearchListener.NONE).score();
        assertThat(Score.isDecisive(beyond)).as("no proven win: %s", Score.describe(beyond)).isFalse();
        assertThat(beyond).as("but it still heads for it").isGreaterThan(CheckersEvaluator.WIN_BEYOND_RULE / 2);
    }

    @Test
    void theEvaluatorIsReadyOnceItsDatabaseIsBuilt() {
        assertThat(evaluator().ready().join()).isSameAs(cache.database().join());
        assertThat(new CheckersEvaluator(CheckersWeights.TUNED).ready()).as("no database").isDone();
    }

    @Test
    void underAShortRuleTheWinTooLongForItIsADraw() {
        // a 5-move rule: 10 quiet plies, fewer than the win needs, so best defence holds the draw
        CheckersPosition p = new CheckersPosition(0, 5);
        CheckersFen.apply(KINGS, p);
        assertThat(10).isLessThan(pliesToWin);
        int score = new Engine<>(evaluator()).search(p, SearchLimits.depth(14), SearchListener.NONE).score();
        assertThat(score).as(Score.describe(score)).isZero();

        // with the rule's 40 moves the same board is the table's win, in the table's plies
        CheckersPosition standard = new CheckersPosition(0, 40);
        CheckersFen.apply(KINGS, standard);
        assertThat(new Engine<>(evaluator()).search(standard, SearchLimits.depth(4), SearchListener.NONE).score())
                .isEqualTo(Score.WIN - pliesToWin);
    }
}
