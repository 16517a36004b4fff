package dev.strategist.games.reversi.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.reversi.ReversiPosition;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The pattern codes that follow the moves: the evaluation from them equals the evaluation read off the board (the
 * textbook form, the default) on every position, through play, pass and undo.
 */
class ReversiPatternCodesTest {
    private static final ReversiPatternEvaluator READING = new ReversiPatternEvaluator();
    private static final ReversiPatternEvaluator FOLLOWING = READING.followingMoves();

    private static void assertSameValue(ReversiPatternEvaluator following, ReversiPatternEvaluator reading,
            ReversiPosition p) {
        assertThat(following.evaluate(p)).as("%s", p).isEqualTo(reading.evaluate(p));
    }

    @Test
    void positionsSetUpFromTheirDiscsAreValuedAsOnTheBoard() {
        // codes read from the board at the first evaluation, with either side to move
        for (long[] pos : ReversiPatternsTest.randomPositions(40, 17)) {
            for (int side = 0; side < 2; side++) {
                ReversiPosition p = ReversiPosition.of(pos[0], pos[1], side);
                assertSameValue(FOLLOWING, READING, p);
                assertThat(p.follower()).isInstanceOf(ReversiPatternCodes.class);
            }
        }
    }

    @Test
    void codesFollowRandomGamesDownAndUpAsASearchWalksThem() {
        Random random = new Random(23);
        int[] moves = new int[ReversiPosition.MAX_MOVES];
        int checked = 0;
        int passes = 0;
        for (int game = 0; game < 300; game++) {
            ReversiPosition p = new ReversiPosition();
            assertSameValue(FOLLOWING, READING, p);
            int n;
            while ((n = p.legalMoves(moves, 0)) > 0) {
                int move = moves[random.nextInt(n)];
                passes += move == ReversiPosition.PASS ? 1 : 0;
                p.play(move);
                assertSameValue(FOLLOWING, READING, p);
                checked++;
                if (p.ply() > 3 && random.nextInt(4) == 0) {
                    // back up a few plies, as a search returns, and check the row left there is still right
                    int back = 1 + random.nextInt(3);
                    for (int i = 0; i < back; i++) {
                        p.undo();
                    }
                    assertSameValue(FOLLOWING, READING, p);
                }
            }
        }
        assertThat(checked).isGreaterThan(10_000);
        assertThat(passes).as("passes met").isPositive();
    }

    @Test
    void codesFollowWithRandomWeightsInEveryStage() {
        // weights with no structure: a wrong digit or a wrong image would show in almost every value
        Random random = new Random(31);
        int[][] w = new int[ReversiPatternWeights.STAGES][ReversiPatternWeights.PER_STAGE];
        for (int[] stage : w) {
            for (int i = 0; i < stage.length; i++) {
                stage[i] = random.nextInt(801) - 400;
            }
        }
        ReversiPatternEvaluator reading = new ReversiPatternEvaluator(new ReversiPatternWeights(w));
        ReversiPatternEvaluator following = reading.followingMoves();
        int[] moves = new int[ReversiPosition.MAX_MOVES];
        for (int game = 0; game < 100; game++) {
            ReversiPosition p = new ReversiPosition();
            int n;
            while ((n = p.legalMoves(moves, 0)) > 0) {
                p.play(moves[random.nextInt(n)]);
                assertSameValue(following, reading, p);
            }
        }
    }

    @Test
    void undoneBelowWhereTheyStartedTheCodesAreWrittenAndCopiedOverReadAgain() {
        Random random = new Random(41);
        int[] moves = new int[ReversiPosition.MAX_MOVES];
        ReversiPosition p = new ReversiPosition();
        for (int i = 0; i < 20; i++) {
            p.play(moves[random.nextInt(p.legalMoves(moves, 0))]);
        }
        assertSameValue(FOLLOWING, READING, p); // the codes start at ply 20
        ReversiPosition.Follower codes = p.follower();
        for (int i = 0; i < 5; i++) {
            p.undo();
            assertSameValue(FOLLOWING, READING, p); // each ply above 20 written as the undo reaches it
        }
        assertThat(p.follower()).isSameAs(codes);
        p.play(moves[random.nextInt(p.legalMoves(moves, 0))]);
        assertSameValue(FOLLOWING, READING, p);

        ReversiPosition other = new ReversiPosition();
        other.play(moves[random.nextInt(other.legalMoves(moves, 0))]);
        assertSameValue(FOLLOWING, READING, other);
        other.copyFrom(p);
        assertThat(other.follower()).isNull();
        assertSameValue(FOLLOWING, READING, other);
        ReversiPosition emptied = new ReversiPosition();
        emptied.play(moves[random.nextInt(emptied.legalMoves(moves, 0))]);
        assertSameValue(FOLLOWING, READING, emptied); // followed from ply 1
        emptied.copyFrom(p);
        while (emptied.ply() > 0) {
            emptied.undo(); // below ply 1 with no follower: nothing to tell
        }
        assertThat(emptied.follower()).isNull();
        assertSameValue(FOLLOWING, READING, emptied);
        ReversiPosition copy = p.copy();
        copy.play(moves[random.nextInt(copy.legalMoves(moves, 0))]);
        assertSameValue(FOLLOWING, READING, copy);
    }
}
