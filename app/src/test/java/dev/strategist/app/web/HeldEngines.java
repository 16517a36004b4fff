package dev.strategist.app.web;

import dev.strategist.app.outside.OutsidePlayer;
import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Position;
import dev.strategist.play.Algorithm;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An outside engine for the web tests that runs in this JVM, no process, called {@code held} and playing
 * Tic-tac-toe: it counts its "processes" (started by an open or a move, ended by a close), and, when the test
 * asks, its moves or its quits wait for the test's go-ahead, so a test makes a hung or slow engine without a clock.
 */
final class HeldEngines {
    /** How many of its engines run now. */
    final AtomicInteger running = new AtomicInteger();
    /** A permit for each move asked of an engine, as it is asked. */
    final Semaphore movesAsked = new Semaphore(0);
    /** A permit for each quit begun, as it begins. */
    final Semaphore quitsBegun = new Semaphore(0);
    /** Counted down to let held moves answer. */
    final CountDownLatch answer = new CountDownLatch(1);
    /** Counted down to let held quits end. */
    final CountDownLatch quit = new CountDownLatch(1);
    /** Set for moves that wait for {@link #answer}. */
    volatile boolean holdMoves;
    /** Set for quits that wait for {@link #quit}. */
    volatile boolean holdQuits;

    /** The engines as a server is configured with them, with the default bound on processes. */
    OutsideEngines offered() {
        return offered(OutsideEngines.DEFAULT_MAX_ENGINES);
    }

    /** The engines as a server is configured with them, at most {@code maxEngines} processes at once. */
    OutsideEngines offered(int maxEngines) {
        return OutsideEngines.of(Map.of("held", List.of("tictactoe")), maxEngines, new OutsideEngines.Launcher() {
            @Override
            public <P extends Position> OutsidePlayer<P> player(String name, Game<P> game, GameOptions options) {
                return new Held<>();
            }
        });
    }

    /**
     * A game of Tic-tac-toe where you play {@code you} against {@code engine} (this class's {@code held}), or the
     * computer at level 1 where it is null.
     */
    static GameSetup against(int you, String engine) {
        return new GameSetup(you, 10, 10, 0, 1, Algorithm.ENGINE, Algorithm.ENGINE, false, null, engine, null);
    }

    /** Lets every held move and quit go on: a test's end. */
    void release() {
        answer.countDown();
        quit.countDown();
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(60, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** One engine: the first legal move, after the test's go-ahead when moves are held. */
    private final class Held<P extends Position> implements OutsidePlayer<P> {
        private final AtomicBoolean started = new AtomicBoolean();

        @Override
        public void open(P start) {
            if (started.compareAndSet(false, true)) {
                running.incrementAndGet();
            }
        }

        @Override
        public int bestMove(P position) {
            open(position);
            movesAsked.release();
            if (holdMoves) {
                await(answer);
            }
            return position.legalMoves()[0];
        }

        @Override
        public void close() {
            if (started.get()) {
                quitsBegun.release();
                if (holdQuits) {
                    await(quit);
                }
            }
            if (started.compareAndSet(true, false)) {
                running.decrementAndGet();
            }
        }
    }
}
