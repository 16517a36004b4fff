package dev.strategist.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Position;
import dev.strategist.core.testgames.DomineeringGame;
import dev.strategist.core.testgames.DomineeringPosition;
import dev.strategist.search.SearchListener;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Any {@link Player} sits in a {@link Match}: a strategist, or a player of another kind that only names moves. */
class PlayerTest {
    private final DomineeringGame game = new DomineeringGame();

    /** Names the first legal move, as an outside engine names its move: no search of ours behind it. */
    private static final class FirstMove implements Player<DomineeringPosition> {
        @Override
        public int bestMove(DomineeringPosition position) {
            return position.legalMoves()[0];
        }
    }

    @Test
    void aPlayerThatIsNotAStrategistSitsInAMatch() {
        DomineeringPosition start = game.newPosition(4, 4);
        int expected = start.legalMoves()[0];
        Match<DomineeringPosition> match = new Match<>(game, start, Seat.computer("first", new FirstMove()),
                Seat.computer("strategist", Strategist.builder(game).depth(2).build()));
        assertThat(match.computerMove().move()).isEqualTo(expected);
        match.computerMove();
        assertThat(match.moveList()).hasSize(2);
        assertThat(match.hint(new FirstMove())).isEqualTo(game.notation().format(match.position(),
                match.position().legalMoves()[0]));
    }

    @Test
    void aPlayerWithNoLegalMoveFailsItsTaskAndTheMatchPlaysNothing() throws Exception {
        Player<DomineeringPosition> broken = new Player<>() {
            @Override
            public int bestMove(DomineeringPosition position) {
                return Position.NO_MOVE;
            }

            @Override
            public String toString() {
                return "broken";
            }
        };
        SearchTask task = broken.bestMoveAsync(game.newPosition(4, 4), SearchListener.NONE);
        assertThatThrownBy(() -> task.future().get(30, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class)
                .hasMessageContaining("broken gave no legal move");
        Match<DomineeringPosition> match = new Match<>(game, game.newPosition(4, 4), Seat.computer("broken", broken),
                Seat.human("you"));
        SearchTask inMatch = match.startComputerMove();
        inMatch.finished().get(30, TimeUnit.SECONDS);
        assertThat(match.moveList()).isEmpty();
        assertThat(match.seatToMove().player()).isSameAs(broken);
    }
}
