package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Outcome;
import dev.strategist.play.Strategist;
import org.junit.jupiter.api.Test;

/**
 * A game ended by checkers' own draw rules: the engine refuses it and says which rule ended it; a position
 * read with the moves since it keeps the history the rules look back on.
 */
class CheckersGameOverTest {
    private final CheckersGame game = new CheckersGame();

    @Test
    void aDrawByRepetitionIsRefusedWithItsReason() {
        CheckersPosition p = game.parsePosition("B:WK32:BK1", game.defaultOptions());
        for (int round = 0; round < 2; round++) {
            for (String move : new String[] {"1-6", "32-27", "6-1", "27-32"}) {
                p.play(game.notation().parse(p, move));
            }
        }
        assertThat(p.outcome()).isEqualTo(Outcome.DRAW);
        assertThat(game.describeOutcome(p)).contains("repetition");
        Strategist<CheckersPosition> computer = Strategist.builder(game).depth(2).build();
        assertThatThrownBy(() -> computer.bestMove(p)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("a draw by repetition");
    }

    @Test
    void aWinNamesTheWinner() {
        CheckersPosition p = game.parsePosition("W:W18:B14", game.defaultOptions());
        p.play(p.legalMoves()[0]); // the capture, compulsory: Black has nothing left
        assertThat(p.outcome()).isEqualTo(Outcome.SECOND_WINS);
        assertThat(game.describeOutcome(p)).isEqualTo(game.sideName(1) + " wins");
    }

    @Test
    void theMovesSinceAPositionAreItsHistory() {
        String shuffle = "1-6 32-27 6-1 27-32 1-6 32-27 6-1 27-32";
        CheckersPosition withHistory = game.parsePosition("B:WK32:BK1", shuffle);
        assertThat(game.describeOutcome(withHistory)).contains("repetition");
        CheckersPosition fenAlone = game.parsePosition("B:WK32:BK1");
        assertThat(fenAlone.isOver()).as("the same board read alone has no history").isFalse();
        assertThat(fenAlone).isEqualTo(game.parsePosition("B:WK32:BK1", game.defaultOptions()));
        assertThatThrownBy(() -> game.parsePosition("B:WK32:BK1", shuffle + " 1-6"))
                .isInstanceOf(dev.strategist.core.NotationException.class).hasMessageContaining("the game is over");
    }

    @Test
    void theMovesSinceCountTowardsTheQuietMoveRule() {
        String moves = "1-6 32-27 6-1 27-32 ".repeat(20); // 40 moves by each side, no man moved
        CheckersPosition p = game.parsePosition("B:WK32:BK1", moves, game.parseOptions("repetition=off"));
        assertThat(game.describeOutcome(p)).isEqualTo("a draw by the 40-move rule");
    }
}
