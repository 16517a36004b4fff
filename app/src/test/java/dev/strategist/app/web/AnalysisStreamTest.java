package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Score;
import dev.strategist.games.tictactoe.TicTacToeGame;
import dev.strategist.games.tictactoe.TicTacToePosition;
import dev.strategist.mcts.MonteCarloSearch;
import dev.strategist.play.Algorithm;
import dev.strategist.play.Match;
import dev.strategist.play.Seat;
import dev.strategist.play.Strategist;
import dev.strategist.search.SearchInfo;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The analysis shown is of the move the computer played, and none is left over once a game is resigned. */
class AnalysisStreamTest {
    private final TicTacToeGame game = new TicTacToeGame();
    private ScheduledExecutorService heartbeats;
    private Match<TicTacToePosition> match;
    private AnalysisStream<TicTacToePosition> stream;

    @BeforeEach
    void setUp() {
        heartbeats = Executors.newSingleThreadScheduledExecutor();
        match = new Match<>(game, Seat.human("X"), Seat.human("O"));
        stream = new AnalysisStream<>(game, match, () -> 0, during -> { }, heartbeats);
        match.addListener(stream);
    }

    @AfterEach
    void tearDown() {
        heartbeats.shutdownNow();
    }

    /** A finished depth of a search from the position now, whose line is {@code moves}. */
    private void depthFound(String... moves) {
        depthScored(10, moves);
    }

    /** The same with the search's score {@code score}. */
    private void depthScored(int score, String... moves) {
        TicTacToePosition p = match.position().copy();
        int[] pv = new int[moves.length];
        for (int i = 0; i < moves.length; i++) {
            pv[i] = game.notation().parse(p, moves[i]);
            p.play(pv[i]);
        }
        stream.onSearchInfo(new SearchInfo(moves.length, score, pv, 100, 1000, 1));
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> evaluation() {
        return (Map<String, Object>) stream.latest().get("evaluation");
    }

    @Test
    void theScoreIsReadAsTheGameReadsItWithTheFirstPlayersShare() {
        depthScored(10, "a1");
        assertThat(stream.latest()).containsEntry("monteCarlo", false);
        assertThat(evaluation()).containsEntry("kind", "chance")
                .containsEntry("text", game.evaluation(match.position(), 10).text())
                .containsEntry("firstPlayerShare", game.evaluation(match.position(), 10).share());
        match.play("a1");
        depthScored(Score.WIN - 3, "b2", "c3", "b3"); // O to move: a win for O in its second move
        assertThat(evaluation()).containsEntry("kind", "win").containsEntry("text", "wins in 2 moves")
                .containsEntry("share", 1.0).containsEntry("firstPlayerShare", 0.0);
    }

    @Test
    void onceTheLinesFirstMoveIsPlayedAProvenResultCountsTheMovesLeft() {
        match.play("a1");
        depthScored(Score.WIN - 3, "b2", "c3", "b3");
        match.play("b2");
        assertThat(evaluation()).containsEntry("text", "wins in 1 move");
        assertThat(stream.latest().get("score")).as("the search's own score is kept").isEqualTo(Score.WIN - 3);
        match.undo();
        depthScored(Score.WIN - 3, "b2", "c3", "b3");
        match.play("c1"); // another move than the line's: the line is that move, and nothing is proven of it
        assertThat(evaluation()).containsEntry("text", "wins in 2 moves");
    }

    @Test
    void aMonteCarloSidesScoreIsItsMeanReward() {
        // the strategist says how its scores read (Strategist.scoresByMonteCarlo), not a name the page gave it
        Strategist<TicTacToePosition> mcts = Strategist.builder(game).level(2).algorithm(Algorithm.MCTS).build();
        match = new Match<>(game, Seat.computer("computer", mcts), Seat.human("O"));
        stream = new AnalysisStream<>(game, match, () -> 0, during -> { }, heartbeats);
        depthScored(MonteCarloSearch.MEAN_SCALE / 2, "a1");
        assertThat(evaluation()).containsEntry("kind", "chance").containsEntry("text", "75 % win chance");
        assertThat(stream.latest()).as("its nodes are playouts").containsEntry("monteCarlo", true);
        depthScored(-(Score.WIN - 1), "a1");
        assertThat(evaluation()).as("a proven result as the game reads it").containsEntry("text", "loses in 1 move");
    }

    @Test
    void aMoveOtherThanTheLinesFirstBecomesTheLine() {
        depthFound("a1", "b2", "c3");
        match.play("b2");
        assertThat(stream.latest().get("pv")).isEqualTo(List.of("b2"));
        assertThat(stream.latest().get("depth")).as("the rest of the analysis is kept").isEqualTo(3);
    }

    @Test
    void aMoveThatFollowsTheLineKeepsIt() {
        depthFound("a1", "b2", "c3");
        match.play("a1");
        assertThat(stream.latest().get("pv")).isEqualTo(List.of("a1", "b2", "c3"));
    }

    @Test
    void theOtherSidesMoveLeavesTheAnalysisAlone() {
        match.play("a1");
        depthFound("a2", "b2");
        match.undo();
        assertThat(stream.latest()).as("an undo drops it").isNull();
        depthFound("b2");
        match.play("b2");
        match.play("c3"); // the reply, of a side the analysis is not of
        assertThat(stream.latest().get("pv")).isEqualTo(List.of("b2"));
    }

    @Test
    void aResignationDropsTheAnalysis() {
        depthFound("a1", "b2");
        match.resign(0);
        assertThat(stream.latest()).isNull();
    }
}
