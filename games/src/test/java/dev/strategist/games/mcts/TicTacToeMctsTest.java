package dev.strategist.games.mcts;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Score;
import dev.strategist.games.tictactoe.TicTacToeEvaluator;
import dev.strategist.games.tictactoe.TicTacToeGame;
import dev.strategist.games.tictactoe.TicTacToePosition;
import dev.strategist.mcts.MctsSettings;
import dev.strategist.mcts.MonteCarloSearch;
import dev.strategist.play.Algorithm;
import dev.strategist.play.Match;
import dev.strategist.play.Seat;
import dev.strategist.play.Strategist;
import dev.strategist.core.Outcome;
import dev.strategist.search.AlphaBeta;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import org.junit.jupiter.api.Test;

/**
 * Monte Carlo tree search never loses Tic-tac-toe from the start (a draw with perfect play, ground truth
 * section 1) with a modest budget: checked against every possible opponent, move by move, as either side.
 */
class TicTacToeMctsTest {
    private static final SearchLimits BUDGET = SearchLimits.depth(1).withNodes(1500);

    /**
     * Plays every line the opponent could choose against the search, which searches {@code budget} each
     * move; returns the games the search lost and counts the games in {@code games[0]}.
     */
    private static int losses(TicTacToePosition p, int searchSide, MonteCarloSearch<TicTacToePosition> search,
                              SearchLimits budget, int[] games) {
        if (p.isOver()) {
            games[0]++;
            return p.outcome().signFor(searchSide) < 0 ? 1 : 0;
        }
        if (p.sideToMove() == searchSide) {
            p.play(search.search(p, budget, SearchListener.NONE).bestMove());
            int lost = losses(p, searchSide, search, budget, games);
            p.undo();
            return lost;
        }
        int lost = 0;
        for (int move : p.legalMoves()) {
            p.play(move);
            lost += losses(p, searchSide, search, budget, games);
            p.undo();
        }
        return lost;
    }

    @Test
    void neverLosesAgainstAnyOpponentWithTheSolver() {
        for (int side = 0; side < 2; side++) {
            int[] games = {0};
            MonteCarloSearch<TicTacToePosition> search = new MonteCarloSearch<>(MctsSettings.DEFAULT, null);
            assertThat(losses(new TicTacToePosition(), side, search, BUDGET, games)).as("side %d", side).isZero();
            assertThat(games[0]).isGreaterThan(side == 0 ? 8 : 60);
        }
    }

    @Test
    void plainUctAlsoNeverLosesWithALargerBudget() {
        SearchLimits budget = SearchLimits.depth(1).withNodes(5000);
        for (int side = 0; side < 2; side++) {
            MonteCarloSearch<TicTacToePosition> search =
                    new MonteCarloSearch<>(MctsSettings.DEFAULT.withSolver(false).withSeed(side + 11), null);
            int[] games = {0};
            assertThat(losses(new TicTacToePosition(), side, search, budget, games)).as("side %d", side).isZero();
        }
    }

    /**
     * The solver's proofs agree with alpha-beta on positions four random plies in. (The start itself is
     * not proven within millions of playouts: a draw needs every move on both sides refuted, and UCT
     * starves the poor ones, which it rightly visits rarely.)
     */
    @Test
    void theSolverProvesPositionsToTheirExactValue() {
        java.util.Random random = new java.util.Random(5);
        AlphaBeta<TicTacToePosition> oracle = new AlphaBeta<>(new TicTacToeEvaluator());
        int proven = 0;
        for (int i = 0; i < 30; i++) {
            TicTacToePosition p = new TicTacToePosition();
            for (int ply = 0; ply < 4 && !p.isOver(); ply++) {
                int[] moves = p.legalMoves();
                p.play(moves[random.nextInt(moves.length)]);
            }
            SearchResult r = new MonteCarloSearch<>(MctsSettings.DEFAULT.withSeed(i), (TicTacToeEvaluator) null)
                    .search(p, SearchLimits.depth(1).withNodes(300_000), SearchListener.NONE);
            int exact = oracle.value(p, 9);
            assertThat(Score.isDecisive(r.score()) || r.score() == 0).as("%s: %s", p, r).isTrue();
            assertThat(Integer.signum(r.score())).as("%s", p).isEqualTo(Integer.signum(exact));
            if (r.nodes() < 300_000) {
                proven++;
            }
        }
        assertThat(proven).as("each search ended with a proof").isEqualTo(30);
    }

    @Test
    void strategistsOnMctsDrawAgainstThePerfectPlayer() {
        TicTacToeGame game = new TicTacToeGame();
        for (long seed = 0; seed < 4; seed++) {
            Strategist<TicTacToePosition> mcts = Strategist.builder(game).algorithm(Algorithm.MCTS).nodes(2000)
                    .seed(seed).build();
            Strategist<TicTacToePosition> perfect = Strategist.builder(game).level(10).seed(seed).build();
            Match<TicTacToePosition> match = seed % 2 == 0
                    ? new Match<>(game, Seat.computer("X", mcts), Seat.computer("O", perfect))
                    : new Match<>(game, Seat.computer("X", perfect), Seat.computer("O", mcts));
            while (!match.isOver()) {
                match.computerMove();
            }
            assertThat(match.result().orElseThrow().outcome()).isEqualTo(Outcome.DRAW);
        }
    }
}
