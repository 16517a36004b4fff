package dev.strategist.games.mcts;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Score;
import dev.strategist.games.connect4.Connect4Game;
import dev.strategist.games.connect4.Connect4Position;
import dev.strategist.games.connect4.ThreatEvaluator;
import dev.strategist.mcts.MctsSettings;
import dev.strategist.mcts.MonteCarloSearch;
import dev.strategist.play.Algorithm;
import dev.strategist.play.Strategist;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * Monte Carlo tree search on Connect Four finds a win in one and blocks a loss in one, with the solver
 * and without, over several seeds. Positions are written as column digits 1..7; a move is column - 1.
 */
class Connect4MctsTest {
    private static final SearchLimits BUDGET = SearchLimits.depth(1).withNodes(3000);

    private static SearchResult search(String moves, boolean solver, boolean guided, long seed) {
        MctsSettings s = MctsSettings.DEFAULT.withSeed(seed).withSolver(solver).withGuidedPlayouts(guided, 0.1);
        return new MonteCarloSearch<>(s, new ThreatEvaluator()).search(Connect4Position.of(moves), BUDGET,
                SearchListener.NONE);
    }

    @ParameterizedTest(name = "after {0} the side to move wins in column {1}")
    @CsvSource({
        "172736, 4, 4",  // X has a1 b1 c1 and plays d1
        "414243, 4, 4",  // X has d1 d2 d3 and plays d4
        "445566, 3, 7",  // X has d1 e1 f1: c1 and g1 both win
        "121314, 1, 1",  // X wins at a4 rather than blocking O's b1 c1 d1 at e1
    })
    void findsAWinInOne(String moves, int column, int otherColumn) {
        Connect4Position p = Connect4Position.of(moves);
        assertThat(p.isWinningMove(column - 1)).isTrue();
        assertThat(p.isWinningMove(otherColumn - 1)).isTrue();
        for (long seed = 1; seed <= 5; seed++) {
            for (boolean solver : new boolean[] {true, false}) {
                for (boolean guided : new boolean[] {false, true}) {
                    SearchResult r = search(moves, solver, guided, seed);
                    assertThat(r.bestMove()).as("seed %d solver %b guided %b", seed, solver, guided)
                            .isIn(column - 1, otherColumn - 1);
                    if (solver) {
                        assertThat(r.score()).isEqualTo(Score.WIN - 1);
                    }
                }
            }
        }
    }

    @ParameterizedTest(name = "after {0} the side to move must block column {1}")
    @CsvSource({
        "17273, 4",    // X threatens d1 along the bottom row
        "41424, 4",    // X threatens d4 on top of d1 d2 d3
        "12131, 1",    // X threatens a4 on top of a1 a2 a3
    })
    void blocksALossInOne(String moves, int column) {
        Connect4Position p = Connect4Position.of(moves);
        assertThat(p.isOver()).isFalse();
        for (long seed = 1; seed <= 5; seed++) {
            for (boolean solver : new boolean[] {true, false}) {
                for (boolean guided : new boolean[] {false, true}) {
                    SearchResult r = search(moves, solver, guided, seed);
                    assertThat(r.bestMove()).as("seed %d solver %b guided %b", seed, solver, guided)
                            .isEqualTo(column - 1);
                }
            }
        }
    }

    @Test
    void isAnAlgorithmOfTheStrategist() {
        Connect4Game game = new Connect4Game();
        Strategist<Connect4Position> s = Strategist.builder(game).algorithm(Algorithm.MCTS).nodes(3000).seed(3)
                .build();
        assertThat(s.bestMove(Connect4Position.of("172736"))).isEqualTo(3);
        assertThat(s.bestMove(Connect4Position.of("17273"))).isEqualTo(3);
        // the game's levels give it time: a quick level answers with a legal move
        Strategist<Connect4Position> level = Strategist.builder(game).algorithm(Algorithm.MCTS).level(2).seed(3)
                .build();
        Connect4Position start = game.newPosition();
        assertThat(start.isLegal(level.bestMove(start))).isTrue();
    }
}
