package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.app.outside.OutsideEngineException;
import dev.strategist.app.outside.OutsidePlayer;
import dev.strategist.games.tictactoe.TicTacToePosition;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A seat's engine against closes that come while it starts or answers, with an engine of the test's own (in this
 * JVM, no process) that counts its "processes": none may be left running, and a close on purpose is no failure.
 */
class EngineSeatTest {
    /** Room for every engine the tests start. */
    private static final EngineCap CAP = new EngineCap(8);

    /** An engine whose open and move each wait for the test's go-ahead, counting the processes it holds. */
    private static final class GatedEngine implements OutsidePlayer<TicTacToePosition> {
        final CountDownLatch entered = new CountDownLatch(1);
        final CountDownLatch proceed = new CountDownLatch(1);
        final boolean waitsInOpen;
        final AtomicInteger running;
        /** Not a monitor: a close must not wait for an open that waits for the test. */
        final java.util.concurrent.atomic.AtomicBoolean started = new java.util.concurrent.atomic.AtomicBoolean();
        private volatile boolean closedMidMove;

        GatedEngine(boolean waitsInOpen, AtomicInteger running) {
            this.waitsInOpen = waitsInOpen;
            this.running = running;
        }

        private void gate() {
            entered.countDown();
            try {
                proceed.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        @Override
        public void open(TicTacToePosition start) {
            if (waitsInOpen) {
                gate();
            }
            start();
        }

        private void start() {
            if (started.compareAndSet(false, true)) {
                running.incrementAndGet();
            }
        }

        @Override
        public int bestMove(TicTacToePosition position) {
            if (!waitsInOpen) {
                gate();
            }
            start(); // as the GTP and Gomocup players do: a closed engine asked again starts afresh
            if (!waitsInOpen && closedMidMove) {
                throw new OutsideEngineException("the engine ended while answering 'genmove'");
            }
            return 4;
        }

        @Override
        public void close() {
            if (started.compareAndSet(true, false)) {
                running.decrementAndGet();
                closedMidMove = true;
            }
        }
    }

    @Test
    void aSeatDiscardedWhileItsEngineStartsLeavesNoProcess() throws Exception {
        AtomicInteger running = new AtomicInteger();
        GatedEngine engine = new GatedEngine(true, running);
        EngineSeat<TicTacToePosition> seat = EngineSeat.of("gated", () -> engine, new TicTacToePosition(), CAP,
                Runnable::run);
        Thread opener = new Thread(seat::open);
        opener.start();
        assertThat(engine.entered.await(10, TimeUnit.SECONDS)).isTrue();
        seat.discard(); // the engine has no process yet: the close finds nothing to end
        engine.proceed.countDown();
        opener.join(10_000);
        assertThat(running.get()).as("processes left running").isZero();
        assertThat(seat.isRunning()).isFalse();
    }

    @Test
    void anEngineClosedOnPurposeWhileItAnswersIsNoFailureAndLeavesNoProcess() throws Exception {
        AtomicInteger running = new AtomicInteger();
        GatedEngine engine = new GatedEngine(false, running);
        EngineSeat<TicTacToePosition> seat = EngineSeat.of("gated", () -> engine, new TicTacToePosition(), CAP,
                Runnable::run);
        seat.open();
        assertThat(running.get()).isEqualTo(1);
        Thread mover = new Thread(() -> {
            try {
                seat.bestMove(new TicTacToePosition());
            } catch (OutsideEngineException expected) {
                // the move fails: its engine was ended under it
            }
        });
        mover.start();
        assertThat(engine.entered.await(10, TimeUnit.SECONDS)).isTrue();
        seat.close(seat.current()); // the game ended (resigned) while the engine thought
        engine.proceed.countDown(); // it then asks its closed player again, which starts a process
        mover.join(10_000);
        assertThat(running.get()).as("processes left running").isZero();
        assertThat(seat.failure()).as("a close on purpose is not the engine's failure").isNull();
    }

    @Test
    void aCloseTakenAtTheEndLeavesAnEngineStartedSinceRunning() {
        AtomicInteger running = new AtomicInteger();
        GatedEngine first = new GatedEngine(false, running);
        GatedEngine second = new GatedEngine(false, running);
        GatedEngine[] next = {first, second};
        AtomicInteger made = new AtomicInteger();
        EngineSeat<TicTacToePosition> seat = EngineSeat.of("gated", () -> next[made.getAndIncrement()],
                new TicTacToePosition(), CAP, Runnable::run);
        seat.open();
        OutsidePlayer<TicTacToePosition> atTheEnd = seat.current();
        seat.close(); // the first engine goes (a failure, say) and a new one starts (a retry, an undo)
        second.proceed.countDown();
        assertThat(seat.bestMove(new TicTacToePosition())).isEqualTo(4);
        assertThat(running.get()).isEqualTo(1);
        seat.close(atTheEnd); // the game-over close decided with the first engine runs late
        assertThat(running.get()).as("the engine started since goes on").isEqualTo(1);
        assertThat(seat.isRunning()).isTrue();
        seat.discard();
        assertThat(running.get()).isZero();
    }
}
