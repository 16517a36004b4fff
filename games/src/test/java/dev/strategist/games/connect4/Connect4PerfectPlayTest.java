package dev.strategist.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Outcome;
import dev.strategist.play.Strategist;
import dev.strategist.search.SearchLimits;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The top level as first player never fails to win against the heuristic opponents: from the empty board
 * (through the opening book) and from reference positions where the first player to move wins.
 */
@Tag("slow")
class Connect4PerfectPlayTest {
    private final Connect4Game game = new Connect4Game();
    /** No time limit, so the solver always finishes and the test does not depend on the machine's speed. */
    private final Strategist<Connect4Position> perfect =
            Strategist.builder(game).level(10).depth(SearchLimits.DEPTH_LIMIT).build();

    private List<Strategist<Connect4Position>> opponents(long seed) {
        return List.of(
                opponent(new ThreatEvaluator(), 8, seed),
                opponent(new ThreatEvaluator(), 4, seed),
                opponent(new RunCountEvaluator(), 6, seed));
    }

    private Strategist<Connect4Position> opponent(Evaluator<Connect4Position> evaluator, int depth, long seed) {
        // the seed picks among equally good moves, so each seed is another game
        return Strategist.builder(game).evaluator(evaluator).depth(depth).seed(seed).build();
    }

    @Test
    void winsFromTheEmptyBoard() {
        for (long seed = 1; seed <= 4; seed++) {
            for (Strategist<Connect4Position> opponent : opponents(seed)) {
                assertWins(new Connect4Position(), opponent);
            }
        }
    }

    @Test
    void winsFromReferencePositionsTheFirstPlayerWins() {
        List<Connect4SolverTestSet.Line> wins = Connect4SolverTestSet.read("Test_L1_R1").lines().stream()
                // 12 or 14 stones: with fewer, each exact solve of the game takes seconds (the book ends at 8);
                // the lowest scores first: the longest wins, where the opponent has the most chances
                .filter(l -> l.moves().length() >= 12 && l.moves().length() % 2 == 0 && l.score() > 0)
                .sorted(java.util.Comparator.comparingInt(Connect4SolverTestSet.Line::score)).limit(6).toList();
        assertThat(wins).hasSize(6);
        for (Connect4SolverTestSet.Line line : wins) {
            for (Strategist<Connect4Position> opponent : opponents(line.number())) {
                assertWins(Connect4Position.of(line.moves()), opponent);
            }
        }
    }

    private void assertWins(Connect4Position start, Strategist<Connect4Position> opponent) {
        Connect4Position p = start.copy();
        while (!p.isOver()) {
            p.play((p.ply() % 2 == 0 ? perfect : opponent).bestMove(p));
        }
        assertThat(p.outcome()).as("from '%s' against %s: %s", start.moveString(), opponent, p.moveString())
                .isEqualTo(Outcome.winFor(0));
    }
}
