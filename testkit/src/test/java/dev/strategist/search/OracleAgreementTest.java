package dev.strategist.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Position;
import dev.strategist.core.Score;
import dev.strategist.core.testgames.DomineeringEvaluator;
import dev.strategist.core.testgames.DomineeringPosition;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Minimax, Negamax, AlphaBeta and Negascout agree on thousands of seeded random Domineering positions:
 * the same value, the same score for every root move, the same best move, and alpha-beta never visits
 * more nodes than minimax.
 */
class OracleAgreementTest {
    private static final DomineeringEvaluator EVALUATOR = new DomineeringEvaluator();

    private static List<DomineeringPosition> positions(int rows, int cols, int count) {
        Random random = new Random(1_000L * rows + cols);
        return RandomPlayouts.positions(new DomineeringPosition(rows, cols), count, rows * cols / 2, random);
    }

    @ParameterizedTest(name = "{0} x {1}, {2} positions")
    @CsvSource({"3, 3, 500", "4, 4, 500", "5, 5, 400", "4, 6, 400", "2, 8, 300", "7, 3, 300"})
    void valuesAgreeAndAlphaBetaNeverVisitsMoreNodesThanMinimax(int rows, int cols, int count) {
        OracleSuite<DomineeringPosition> oracles = new OracleSuite<>(EVALUATOR);
        for (DomineeringPosition p : positions(rows, cols, count)) {
            String board = p.toString();
            long hash = p.hash();
            for (int depth = 0; depth <= 4; depth++) {
                int[] values = oracles.values(p, depth);
                long[] nodes = oracles.nodes();
                assertThat(values).as("minimax, negamax, alphabeta, negascout on %s at depth %d", p, depth)
                        .containsOnly(values[0]);
                assertThat(nodes[1]).as("negamax nodes on %s at depth %d", p, depth).isEqualTo(nodes[0]);
                assertThat(nodes[2]).as("alphabeta nodes on %s at depth %d", p, depth).isLessThanOrEqualTo(nodes[0]);
            }
            assertThat(p.toString()).isEqualTo(board);
            assertThat(p.hash()).isEqualTo(hash);
        }
    }

    @ParameterizedTest(name = "{0} x {1}, {2} positions")
    @CsvSource({"3, 3, 300", "4, 4, 300", "5, 5, 200", "4, 6, 200", "3, 7, 200"})
    void everyRootMoveGetsTheSameExactScore(int rows, int cols, int count) {
        OracleSuite<DomineeringPosition> oracles = new OracleSuite<>(EVALUATOR);
        for (DomineeringPosition p : positions(rows, cols, count)) {
            for (int depth = 1; depth <= 3; depth++) {
                SearchLimits limits = SearchLimits.depth(depth).withAllRootScores();
                Map<Integer, Integer> expected = scoresByMove(oracles.minimax.search(p, limits, SearchListener.NONE));
                for (Searcher<DomineeringPosition> oracle : oracles.all()) {
                    SearchResult result = oracle.search(p, limits, SearchListener.NONE);
                    assertThat(scoresByMove(result)).as("%s root scores on %s at depth %d", oracle.name(), p, depth)
                            .isEqualTo(expected);
                    assertThat(result.rootScores()).as("best first")
                            .isSortedAccordingTo((a, b) -> Integer.compare(b, a));
                    checkBestMoveAndPv(oracle, p, depth, result, expected);
                }
            }
        }
    }

    @ParameterizedTest(name = "{0} x {1}, {2} positions")
    @CsvSource({"3, 3, 300", "4, 4, 300", "5, 5, 200", "4, 6, 200", "6, 2, 200"})
    void theBestMoveAndScoreAgreeWithoutExactRootScores(int rows, int cols, int count) {
        OracleSuite<DomineeringPosition> oracles = new OracleSuite<>(EVALUATOR);
        for (DomineeringPosition p : positions(rows, cols, count)) {
            for (int depth = 1; depth <= 4; depth++) {
                Map<Integer, Integer> exact = scoresByMove(
                        oracles.minimax.search(p, SearchLimits.depth(depth).withAllRootScores(), SearchListener.NONE));
                int[] values = oracles.values(p, depth);
                long[] valueNodes = oracles.nodes();
                List<Searcher<DomineeringPosition>> all = oracles.all();
                for (int i = 0; i < all.size(); i++) {
                    SearchResult result = all.get(i).search(p, depth);
                    assertThat(result.score()).as("%s score on %s at depth %d", all.get(i).name(), p, depth)
                            .isEqualTo(values[i]);
                    assertThat(result.nodes()).as("%s searches the root as value() does", all.get(i).name())
                            .isEqualTo(valueNodes[i]);
                    checkBestMoveAndPv(all.get(i), p, depth, result, exact);
                }
            }
        }
    }

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"3, 3", "4, 4", "5, 5", "4, 6", "3, 8", "6, 4"})
    void fullDepthValuesAgreeOnSmallPositions(int rows, int cols) {
        OracleSuite<DomineeringPosition> oracles = new OracleSuite<>(EVALUATOR);
        int solved = 0;
        for (DomineeringPosition p : positions(rows, cols, 400)) {
            int empty = rows * cols - Long.bitCount(p.occupied());
            if (empty > 14) {
                continue;
            }
            int depth = empty / 2 + 1; // every move covers two cells, so the game ends within this many plies
            int[] values = oracles.values(p, depth);
            long[] nodes = oracles.nodes();
            assertThat(values).as("full-depth values of %s", p).containsOnly(values[0]);
            assertThat(Score.isDecisive(values[0])).as("Domineering has no draws: %s", p).isTrue();
            assertThat(nodes[2]).isLessThanOrEqualTo(nodes[0]);
            solved++;
        }
        assertThat(solved).as("positions small enough to solve").isGreaterThan(50);
    }

    /**
     * The best move is the first move in generation order with the best exact score; the PV starts with
     * it, is legal, and leads to a leaf whose own score, seen from the root, is the root's score.
     */
    private static void checkBestMoveAndPv(Searcher<DomineeringPosition> oracle, DomineeringPosition p, int depth,
                                           SearchResult result, Map<Integer, Integer> exact) {
        if (p.isOver()) {
            assertThat(result.bestMove()).isEqualTo(Position.NO_MOVE);
            assertThat(result.pv()).isEmpty();
            return;
        }
        int best = exact.values().stream().max(Integer::compare).orElseThrow();
        int firstBest = Position.NO_MOVE;
        for (int move : p.legalMoves()) {
            if (exact.get(move) == best) {
                firstBest = move;
                break;
            }
        }
        String what = oracle.name() + " on " + p + " at depth " + depth;
        assertThat(result.bestMove()).as("best move of %s", what).isEqualTo(firstBest);
        assertThat(result.score()).as("score of %s", what).isEqualTo(best);
        assertThat(result.pv()).as("PV of %s", what).startsWith(firstBest);
        assertThat(pvLeafScore(p, result.pv(), depth)).as("the PV's leaf of %s", what).isEqualTo(best);
    }

    /** Plays {@code pv} on {@code p} and scores where it ends, from the root's side to move; then takes it back. */
    private static int pvLeafScore(DomineeringPosition p, int[] pv, int depth) {
        for (int move : pv) {
            assertThat(p.isLegal(move)).as("PV move %d in %s", move, p).isTrue();
            p.play(move);
        }
        int sign = pv.length % 2 == 0 ? 1 : -1;
        int score;
        if (p.isOver()) {
            score = Score.terminal(p.outcome(), p.sideToMove(), pv.length);
        } else {
            assertThat(pv.length).as("a PV that does not end the game reaches the full depth").isEqualTo(depth);
            score = EVALUATOR.evaluate(p);
        }
        for (int i = 0; i < pv.length; i++) {
            p.undo();
        }
        return sign * score;
    }

    private static Map<Integer, Integer> scoresByMove(SearchResult result) {
        Map<Integer, Integer> scores = new HashMap<>();
        for (int i = 0; i < result.rootMoves().length; i++) {
            scores.put(result.rootMoves()[i], result.rootScores()[i]);
        }
        return scores;
    }
}
