package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** The search pool's bookkeeping: places, the queue's order, cancelling, and a full pool refusing. */
class SearchPoolTest {

    /** A job that records its start and runs until its future is completed by the test. */
    private static final class Held implements SearchPool.Job {
        final CompletableFuture<Void> running = new CompletableFuture<>();
        final String name;
        final List<String> log;

        Held(String name, List<String> log) {
            this.name = name;
            this.log = log;
        }

        @Override
        public CompletableFuture<?> start() {
            log.add(name);
            return running;
        }
    }

    private static void eventually(java.util.function.BooleanSupplier condition) throws Exception {
        Eventually.holds("the pool's threads", 10, condition::getAsBoolean);
    }

    @Test
    void runsAtMostItsThreadsQueuesTheRestInOrderAndRefusesBeyondTheQueue() throws Exception {
        SearchPool pool = new SearchPool(2, 2);
        List<String> started = new CopyOnWriteArrayList<>();
        Held a = new Held("a", started);
        Held b = new Held("b", started);
        Held c = new Held("c", started);
        Held d = new Held("d", started);
        for (Held h : List.of(a, b, c, d)) {
            SearchPool.Reservation r = pool.tryReserve();
            assertThat(r).as(h.name).isNotNull();
            pool.submit(r, h);
        }
        assertThat(started).containsExactly("a", "b");
        assertThat(pool.running()).isEqualTo(2);
        assertThat(pool.waiting()).isEqualTo(2);
        assertThat(pool.tryReserve()).as("two running and two waiting: full").isNull();

        b.running.complete(null);
        eventually(() -> started.size() == 3);
        assertThat(started).containsExactly("a", "b", "c");
        a.running.complete(null);
        c.running.complete(null);
        eventually(() -> started.size() == 4);
        d.running.complete(null);
        eventually(() -> pool.running() == 0);
        assertThat(pool.waiting()).isZero();
        assertThat(pool.tryReserve()).isNotNull();
    }

    @Test
    void aReservationHoldsAPlaceUntilReleasedAndIsUsedOnce() {
        SearchPool pool = new SearchPool(1, 0);
        SearchPool.Reservation r = pool.tryReserve();
        assertThat(pool.tryReserve()).as("the one place is held").isNull();
        r.release();
        r.release(); // twice is harmless
        SearchPool.Reservation again = pool.tryReserve();
        assertThat(again).isNotNull();
        pool.submit(again, () -> null);
        assertThatThrownBy(() -> pool.submit(again, () -> null)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aCancelledJobNeverStartsAndFreesItsPlace() throws Exception {
        SearchPool pool = new SearchPool(1, 1);
        List<String> started = new CopyOnWriteArrayList<>();
        Held a = new Held("a", started);
        Held b = new Held("b", started);
        pool.submit(pool.tryReserve(), a);
        pool.submit(pool.tryReserve(), b);
        assertThat(pool.tryReserve()).isNull();
        assertThat(pool.cancel(b)).isTrue();
        assertThat(pool.cancel(b)).as("only once").isFalse();
        assertThat(pool.waiting()).isZero();
        a.running.complete(null);
        eventually(() -> pool.running() == 0);
        assertThat(started).containsExactly("a");
    }

    @Test
    void aJobWithNothingToDoOrThatFailsToStartFreesItsThread() throws Exception {
        SearchPool pool = new SearchPool(1, 0);
        pool.submit(pool.tryReserve(), () -> null);
        eventually(() -> pool.running() == 0);
        pool.submit(pool.tryReserve(), () -> {
            throw new IllegalStateException("a job that cannot start (logged, not thrown at the caller)");
        });
        eventually(() -> pool.running() == 0);
        assertThat(pool.tryReserve()).isNotNull();
    }

    @Test
    void badSizesAreRefused() {
        assertThatThrownBy(() -> new SearchPool(0, 1)).hasMessageContaining("at least 1");
        assertThatThrownBy(() -> new SearchPool(1, -1)).hasMessageContaining("0 or more");
    }
}
