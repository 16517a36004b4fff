package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.play.Choice;
import dev.strategist.play.SearchTask;
import dev.strategist.play.Strategist;
import dev.strategist.search.StopSignal;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The tournament player stops when told: a move now answers at once with a legal move, a cancel ends the
 * search, though each was given a minute. (The bounds are seconds, not milliseconds, so a busy machine
 * passes; a player that ignored the signal would take the full minute.)
 */
class GomokuPlayerStopTest {
    private static final long MINUTE = 60_000;
    /** A middle game with threats on both sides, so every stage (VCF, engine, defence check) has work. */
    private static final String MOVES = "h8 i9 g9 g8 i7 h6 j8 f10 e9 k7 j10 i10";

    private static GomokuPosition position() {
        return GomokuPosition.of(15, GomokuRule.FREESTYLE, MOVES);
    }

    @Test
    void aRaisedSignalEndsTheChoiceWithALegalMove() throws Exception {
        GomokuPlayer player = new GomokuPlayer(8);
        GomokuPosition p = position();
        StopSignal signal = new StopSignal();
        AtomicReference<GomokuPlayer.Decision> answer = new AtomicReference<>();
        CountDownLatch searching = new CountDownLatch(1);
        Thread thread = new Thread(() -> answer.set(player.choose(p, MINUTE, signal, info -> searching.countDown())));
        thread.start();
        assertThat(searching.await(30, TimeUnit.SECONDS)).as("the engine under way").isTrue();
        long start = System.nanoTime();
        signal.raise();
        thread.join(10_000);
        assertThat(thread.isAlive()).as("still searching after the stop").isFalse();
        assertThat((System.nanoTime() - start) / 1_000_000L).isLessThan(10_000);
        assertThat(p.canPlay(answer.get().move())).isTrue();
    }

    @Test
    void theSearchersStopReachesThePlayer() throws Exception {
        GomokuPlayerSearcher searcher = new GomokuPlayerSearcher(new GomokuPlayer(8));
        GomokuPosition p = position();
        CountDownLatch searching = new CountDownLatch(1);
        CompletableFuture<Integer> move = CompletableFuture.supplyAsync(() -> searcher.search(p,
                dev.strategist.search.SearchLimits.time(MINUTE), info -> searching.countDown()).bestMove());
        assertThat(searching.await(30, TimeUnit.SECONDS)).as("the engine under way").isTrue();
        searcher.stop();
        assertThat(p.canPlay(move.get(10, TimeUnit.SECONDS))).isTrue();
    }

    @Test
    void moveNowAndCancelThroughAStrategist() throws Exception {
        // level 5's depth would end the search long before the minute: no depth bound here
        Strategist<GomokuPosition> s = Strategist.builder(new GomokuGame()).level(5).timeMillis(MINUTE)
                .depth(dev.strategist.search.SearchLimits.DEPTH_LIMIT).searcher("gomoku-player", () -> new GomokuPlayerSearcher(new GomokuPlayer(8))).seed(1).build();
        GomokuPosition p = position();
        CountDownLatch searching = new CountDownLatch(1);
        SearchTask now = s.bestMoveAsync(p, info -> searching.countDown());
        assertThat(searching.await(30, TimeUnit.SECONDS)).as("the engine under way").isTrue();
        now.moveNow();
        Choice choice = now.future().get(10, TimeUnit.SECONDS);
        assertThat(p.canPlay(choice.move())).isTrue();

        CountDownLatch searchingAgain = new CountDownLatch(1);
        SearchTask cancelled = s.bestMoveAsync(p, info -> searchingAgain.countDown());
        assertThat(searchingAgain.await(30, TimeUnit.SECONDS)).as("the engine under way").isTrue();
        cancelled.cancel();
        assertThat(cancelled.future().isCancelled()).isTrue();
        // the search behind it ends too: its thread lets go of the task within the bound, not after a minute
        cancelled.finished().get(10, TimeUnit.SECONDS);
    }
}
