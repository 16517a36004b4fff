package dev.strategist.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.NotationException;
import dev.strategist.core.Outcome;
import dev.strategist.core.testgames.DomineeringEvaluator;
import dev.strategist.core.testgames.DomineeringGame;
import dev.strategist.core.testgames.DomineeringPosition;
import dev.strategist.search.Engine;
import dev.strategist.search.HeldSearcher;
import dev.strategist.search.SearchInfo;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

/** The Match: checked moves, computer turns, undo, resign and events. */
class MatchTest {
    private final DomineeringGame game = new DomineeringGame();

    private Match<DomineeringPosition> personAgainstComputer(int depth) {
        Strategist<DomineeringPosition> computer = Strategist.builder(game).depth(depth).build();
        return new Match<>(game, game.newPosition(5, 5), Seat.human("you"), Seat.computer("computer", computer));
    }

    @Test
    void badMovesAreRefusedAndChangeNothing() {
        Match<DomineeringPosition> match = personAgainstComputer(2);
        String before = match.position().toString();
        assertThatThrownBy(() -> match.play("zz9")).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> match.play("")).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> match.play(-5)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not legal");
        assertThat(match.position().toString()).isEqualTo(before);
        assertThat(match.moveList()).isEmpty();
    }

    @Test
    void aSavedGameIsReplayedForBothSeatsAndTakesBackAsPlayed() {
        Match<DomineeringPosition> match = personAgainstComputer(2);
        match.replay("a1");
        match.replay(match.game().notation().format(match.position(), match.position().legalMoves()[0]));
        assertThat(match.moveList()).hasSize(2).startsWith("a1");
        assertThat(match.seatToMove().isHuman()).isTrue();
        String before = match.position().toString();
        assertThatThrownBy(() -> match.replay("zz9")).isInstanceOf(NotationException.class);
        assertThat(match.position().toString()).isEqualTo(before);
        assertThat(match.undo()).isEqualTo(2);
        assertThat(match.moveList()).isEmpty();
    }

    @Test
    void aMoveFoundButNotYetPlayedStillCountsAsThinking() throws Exception {
        // the search's future completes on its thread before the move is applied under the match's lock;
        // the search is held until the match listens for it, and the test holds the lock while the answer
        // arrives, so the match is caught in between every time. The test must not get() or join() the
        // future here: a thread waiting on a CompletableFuture helps run its dependents, and this one, which
        // holds the lock, would then play the move itself (66 of 500 repetitions did)
        HeldSearcher<DomineeringPosition> held = new HeldSearcher<>(new Engine<>(new DomineeringEvaluator()));
        Strategist<DomineeringPosition> computer = Strategist.builder(game).depth(2).searcher("held", () -> held)
                .build();
        Match<DomineeringPosition> match = new Match<>(game, game.newPosition(5, 5), Seat.human("you"),
                Seat.computer("computer", computer));
        match.play("a1");
        SearchTask task;
        synchronized (match) {
            task = match.startComputerMove();
            held.release();
            long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!task.future().isDone()) { // answered: its thread now waits for the lock to play the move
                assertThat(System.nanoTime() - giveUp).as("the released search answers within 30 s").isNegative();
                LockSupport.parkNanos(100_000);
            }
            assertThat(task.future()).isCompleted();
            assertThat(match.moveList()).as("found, not yet played").hasSize(1);
            assertThat(match.isThinking()).as("found, not yet played").isTrue();
        }
        task.finished().get(30, TimeUnit.SECONDS);
        assertThat(match.isThinking()).isFalse();
        assertThat(match.moveList()).hasSize(2);
    }

    @Test
    void aComputerReseatedPlaysTheNextMoveAndAPersonStaysAPerson() {
        Match<DomineeringPosition> match = personAgainstComputer(2);
        Strategist<DomineeringPosition> deeper = Strategist.builder(game).depth(3).build();
        match.reseat(1, Seat.computer("computer", deeper));
        assertThat(match.seat(1).player()).isSameAs(deeper);
        match.play("a1");
        assertThat(match.computerMove()).isNotNull();
        assertThat(match.moveList()).hasSize(2);
        assertThatThrownBy(() -> match.reseat(0, Seat.computer("computer", deeper)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("stays so");
        assertThatThrownBy(() -> match.reseat(1, Seat.human("you"))).isInstanceOf(IllegalArgumentException.class);
        assertThat(match.seat(0).isHuman()).isTrue();
    }

    @Test
    void thePersonAndTheComputerTakeTurns() {
        Match<DomineeringPosition> match = personAgainstComputer(2);
        int move = match.play("a1");
        assertThat(match.moveList()).hasSize(1);
        assertThatThrownBy(() -> match.play("c1")).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("computer");
        Choice reply = match.computerMove();
        assertThat(match.moves()).containsExactly(move, reply.move());
        assertThat(match.seatToMove().isHuman()).isTrue();
        assertThatThrownBy(match::startComputerMove).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void undoGoesBackToThePersonsTurnAndCancelsTheSearch() throws Exception {
        Match<DomineeringPosition> match = new Match<>(game, game.newPosition(8, 8), Seat.human("you"),
                Seat.computer("computer", Strategist.builder(game).depth(60).build()));
        CountDownLatch searching = new CountDownLatch(1);
        match.addListener(new MatchListener() {
            @Override
            public void onSearchInfo(SearchInfo info) {
                searching.countDown();
            }
        });
        match.play("a1");
        SearchTask first = match.startComputerMove(); // 8 x 8 at depth 60 never ends by itself
        assertThat(searching.await(30, TimeUnit.SECONDS)).as("a depth reported").isTrue();
        match.moveNow();
        first.finished().get(10, TimeUnit.SECONDS);
        assertThat(match.moveList()).hasSize(2);
        // the reply depends on how deep the search got before moveNow, so take any legal move, not a fixed one
        match.play(game.notation().format(match.position(), match.position().legalMoves()[0]));
        SearchTask thinking = match.startComputerMove();
        assertThat(match.isThinking()).isTrue();
        assertThat(match.undo()).isEqualTo(1); // takes back that move: the person's turn again
        assertThat(thinking.future()).isCancelled();
        thinking.finished().get(10, TimeUnit.SECONDS);
        assertThat(match.isThinking()).isFalse();
        assertThat(match.moveList()).hasSize(2);
        assertThat(match.undo()).isEqualTo(2); // the computer's reply and the person's a1
        assertThat(match.moveList()).isEmpty();
        assertThat(match.undo()).isZero();
    }

    @Test
    void resignationEndsTheGame() {
        Match<DomineeringPosition> match = personAgainstComputer(2);
        List<MatchResult> ends = new CopyOnWriteArrayList<>();
        match.addListener(new MatchListener() {
            @Override
            public void onGameOver(MatchResult result) {
                ends.add(result);
            }
        });
        match.resign(0);
        assertThat(match.isOver()).isTrue();
        assertThat(match.result()).contains(new MatchResult(Outcome.SECOND_WINS, true));
        assertThat(match.describeResult()).isEqualTo("computer wins by resignation");
        assertThat(ends).hasSize(1);
        assertThatThrownBy(() -> match.play("a1")).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("over");
        assertThatThrownBy(match::undo).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void twoComputersPlayToTheEndWithEvents() {
        Strategist<DomineeringPosition> a = Strategist.builder(game).depth(3).seed(1).build();
        Strategist<DomineeringPosition> b = Strategist.builder(game).depth(1).seed(2).build();
        Match<DomineeringPosition> match = new Match<>(game, game.newPosition(5, 5), Seat.computer("a", a),
                Seat.computer("b", b));
        List<String> moves = new CopyOnWriteArrayList<>();
        match.addListener(new MatchListener() {
            @Override
            public void onMove(int side, int move, String text) {
                moves.add(text);
            }
        });
        while (!match.isOver()) {
            match.computerMove();
        }
        assertThat(moves).isEqualTo(match.moveList());
        assertThat(match.result()).isPresent();
        assertThat(match.result().get().outcome()).isNotEqualTo(Outcome.NONE);
        // with two computers, undo takes back a single move
        assertThat(match.undo()).isEqualTo(1);
    }

    @Test
    void hintsComeFromAnAdviser() {
        Match<DomineeringPosition> match = personAgainstComputer(2);
        String hint = match.hint(Strategist.builder(game).depth(3).build());
        assertThat(match.position().isLegal(game.notation().parse(match.position(), hint))).isTrue();
    }
}
