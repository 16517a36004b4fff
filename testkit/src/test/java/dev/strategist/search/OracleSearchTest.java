package dev.strategist.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Perft;
import dev.strategist.core.Position;
import dev.strategist.core.Score;
import dev.strategist.core.testgames.DomineeringEvaluator;
import dev.strategist.core.testgames.DomineeringGame;
import dev.strategist.core.testgames.DomineeringPosition;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** What every oracle promises as a {@link Searcher}: names, results, listener calls, win by distance, node counts. */
class OracleSearchTest {
    private static final DomineeringEvaluator EVALUATOR = new DomineeringEvaluator();
    private final DomineeringGame game = new DomineeringGame();
    private final OracleSuite<DomineeringPosition> oracles = new OracleSuite<>(EVALUATOR);

    private DomineeringPosition position(int rows, int cols, String moves) {
        return game.parsePosition(moves, game.parseOptions("rows=" + rows + ",cols=" + cols));
    }

    @Test
    void theOraclesHaveTheirNames() {
        assertThat(oracles.all()).extracting(Searcher::name)
                .containsExactly("minimax", "negamax", "alphabeta", "negascout");
    }

    @Test
    void theFastestWinIsChosenEvenWhenASlowerOneComesFirst() {
        // .--. / ..|. / ..|. with vertical to move: a1 wins in 3 (horizontal gets a3-b3, vertical then d1,
        // and horizontal is stuck), a2 and b2 win at once; a1 comes first in generation order.
        DomineeringPosition p = position(3, 4, "c2 b1");
        assertThat(p.toString()).isEqualTo(".--./..|./..|.");
        int a1 = 0;
        int a2 = 4;
        assertThat(p.legalMoves()).startsWith(a1, 3, a2);
        for (Searcher<DomineeringPosition> oracle : oracles.all()) {
            for (int depth : new int[] {3, 6}) {
                SearchResult result = oracle.search(p, depth);
                assertThat(result.bestMove()).as("%s at depth %d", oracle.name(), depth).isEqualTo(a2);
                assertThat(result.score()).isEqualTo(Score.WIN - 1);
                assertThat(result.pv()).containsExactly(a2);
            }
            SearchResult all = oracle.search(p, SearchLimits.depth(6).withAllRootScores(), SearchListener.NONE);
            assertThat(all.rootMoves()).startsWith(a2);
            assertThat(all.rootScores()[indexOf(all.rootMoves(), a1)]).as("%s on a1", oracle.name())
                    .isEqualTo(Score.WIN - 3);
        }
    }

    @Test
    void aFinishedRootHasNoMoveAndTheGamesScore() {
        DomineeringPosition over = position(2, 3, "b1");
        assertThat(over.isOver()).isTrue();
        for (Searcher<DomineeringPosition> oracle : oracles.all()) {
            List<SearchInfo> heard = new ArrayList<>();
            SearchResult result = oracle.search(over, SearchLimits.depth(4).withAllRootScores(), heard::add);
            assertThat(result.bestMove()).isEqualTo(Position.NO_MOVE);
            assertThat(result.score()).as("horizontal, to move, has lost").isEqualTo(-Score.WIN);
            assertThat(result.pv()).isEmpty();
            assertThat(result.rootMoves()).isEmpty();
            assertThat(result.rootScores()).isEmpty();
            assertThat(result.stopped()).isFalse();
            assertThat(heard).hasSize(1);
            assertThat(heard.get(0).score()).isEqualTo(-Score.WIN);
        }
        assertThat(oracles.values(over, 3)).containsOnly(-Score.WIN);
    }

    @Test
    void theListenerHearsOnceWhatTheResultSays() {
        DomineeringPosition p = position(5, 5, "c2 b1");
        for (Searcher<DomineeringPosition> oracle : oracles.all()) {
            List<SearchInfo> heard = new ArrayList<>();
            SearchResult result = oracle.search(p, SearchLimits.depth(3), heard::add);
            assertThat(heard).hasSize(1);
            SearchInfo info = heard.get(0);
            assertThat(info.depth()).isEqualTo(3);
            assertThat(info.score()).isEqualTo(result.score());
            assertThat(info.pv()).isEqualTo(result.pv());
            assertThat(info.bestMove()).isEqualTo(result.bestMove());
            assertThat(info.nodes()).isEqualTo(result.nodes()).isPositive();
            assertThat(result.depth()).isEqualTo(3);
            assertThat(result.stopped()).isFalse();
            assertThat(result.elapsedMillis()).isNotNegative();
            oracle.stop(); // a no-op between searches, as when none runs
        }
    }

    @Test
    void depthZeroIsTheEvaluationAndAFinishedGameIsScoredWhateverTheDepth() {
        Random random = new Random(11);
        for (DomineeringPosition p : RandomPlayouts.positions(new DomineeringPosition(4, 5), 200, 10, random)) {
            int expected = p.isOver() ? Score.terminal(p.outcome(), p.sideToMove(), 0) : EVALUATOR.evaluate(p);
            assertThat(oracles.values(p, 0)).as("%s", p).containsOnly(expected);
            assertThat(oracles.nodes()).containsOnly(1L);
        }
    }

    @Test
    void minimaxVisitsOneNodePerMoveSequenceUpToTheDepth() {
        // A node at ply k is a sequence of k moves, so the node count is perft(0) + ... + perft(depth).
        Random random = new Random(12);
        List<DomineeringPosition> positions = new ArrayList<>(List.of(new DomineeringPosition(4, 4)));
        positions.addAll(RandomPlayouts.positions(new DomineeringPosition(5, 6), 30, 10, random));
        for (DomineeringPosition p : positions) {
            for (int depth = 0; depth <= 4; depth++) {
                long sequences = 0;
                for (int k = 0; k <= depth; k++) {
                    sequences += Perft.count(p, k);
                }
                oracles.values(p, depth);
                assertThat(oracles.nodes()[0]).as("minimax nodes on %s at depth %d", p, depth).isEqualTo(sequences);
                assertThat(oracles.nodes()[1]).isEqualTo(sequences);
            }
        }
        oracles.values(new DomineeringPosition(4, 4), 9);
        assertThat(oracles.nodes()[0]).as("the whole 4 x 4 game tree").isEqualTo(65_081);
    }

    @Test
    void oneOracleServesBoardsOfEverySizeInTurn() {
        // the move stack and PV table grow when needed and are reused otherwise
        String[] boards = {"2, 2", "8, 8", "3, 3", "5, 7", "2, 2"};
        for (String board : boards) {
            String[] rc = board.split(", ");
            DomineeringPosition p = new DomineeringPosition(Integer.parseInt(rc[0]), Integer.parseInt(rc[1]));
            OracleSuite<DomineeringPosition> fresh = new OracleSuite<>(EVALUATOR);
            int depth = p.maxMoves() > 30 ? 3 : 5;
            assertThat(oracles.values(p, depth)).as(board).containsExactly(fresh.values(p, depth));
            assertThat(oracles.nodes()).containsExactly(fresh.nodes());
        }
    }

    @Test
    void valueRejectsDepthsOutsideTheSearchRange() {
        DomineeringPosition p = new DomineeringPosition(3, 3);
        assertThatThrownBy(() -> oracles.alphaBeta.value(p, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("depth");
        assertThatThrownBy(() -> oracles.minimax.value(p, SearchLimits.DEPTH_LIMIT + 1))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static int indexOf(int[] moves, int move) {
        for (int i = 0; i < moves.length; i++) {
            if (moves[i] == move) {
                return i;
            }
        }
        throw new AssertionError("move " + move + " is not among " + java.util.Arrays.toString(moves));
    }
}
