package dev.strategist.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.testgames.DomineeringEvaluator;
import dev.strategist.core.testgames.DomineeringGame;
import dev.strategist.core.testgames.DomineeringPosition;
import dev.strategist.search.Engine;
import dev.strategist.search.HeldSearcher;
import dev.strategist.search.SearchListener;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A runtime of the caller's: its executor runs the searches, and closing it leaves no thread of ours behind. */
class StrategistRuntimeTest {
    private final DomineeringGame game = new DomineeringGame();

    @Test
    void aCallerSuppliedExecutorRunsEverySearch() throws Exception {
        AtomicInteger made = new AtomicInteger();
        ExecutorService callers = Executors.newFixedThreadPool(2, r -> new Thread(r, "callers-" + made.incrementAndGet()));
        try {
            List<Runnable> handedIn = new CopyOnWriteArrayList<>();
            StrategistRuntime runtime = StrategistRuntime.using(work -> {
                handedIn.add(work);
                callers.execute(work);
            });
            Strategist<DomineeringPosition> strategist = Strategist.builder(game).depth(3).runtime(runtime).build();
            List<String> searchedOn = new CopyOnWriteArrayList<>();
            for (int i = 0; i < 3; i++) {
                SearchTask task = strategist.bestMoveAsync(game.newPosition(5, 5),
                        info -> searchedOn.add(Thread.currentThread().getName()));
                assertThat(task.future().get(30, TimeUnit.SECONDS).move()).isNotNegative();
                task.finished().get(30, TimeUnit.SECONDS);
            }
            assertThat(handedIn).hasSize(3);
            assertThat(searchedOn).isNotEmpty().allSatisfy(name -> assertThat(name).startsWith("callers-"));
            runtime.close();
            assertThat(callers.isShutdown()).as("the caller's executor is the caller's to shut down").isFalse();
        } finally {
            callers.shutdownNow();
        }
    }

    @Test
    void closingStopsItsSearchesAndEndsEveryThreadItMade() throws Exception {
        StrategistRuntime runtime = StrategistRuntime.create("closetest");
        HeldSearcher<DomineeringPosition> held = new HeldSearcher<>(new Engine<>(new DomineeringEvaluator()));
        Strategist<DomineeringPosition> strategist = Strategist.builder(game).depth(2).searcher("held", () -> held)
                .runtime(runtime).build();
        List<SearchTask> tasks = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            tasks.add(strategist.bestMoveAsync(game.newPosition(5, 5), SearchListener.NONE));
            assertThat(held.awaitStarted(30, TimeUnit.SECONDS)).as("search %d under way", i).isTrue();
        }
        List<Thread> ours = LiveThreads.named("strategist-closetest-");
        assertThat(ours).as("one thread per search held at once").hasSize(3);

        runtime.close();

        assertThat(runtime.awaitTermination(30, TimeUnit.SECONDS)).isTrue();
        for (SearchTask task : tasks) {
            assertThat(task.future()).as("stopped with no answer").isCancelled();
        }
        LiveThreads.assertAllEnd(ours, "strategist-closetest-");
    }

    @Test
    void aClosedRuntimeStartsNoSearch() {
        StrategistRuntime runtime = StrategistRuntime.create("closed");
        Strategist<DomineeringPosition> strategist = Strategist.builder(game).depth(2).runtime(runtime).build();
        runtime.close();
        assertThatThrownBy(() -> strategist.bestMoveAsync(game.newPosition(5, 5), SearchListener.NONE))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("closed");
        assertThat(strategist.choose(game.newPosition(4, 4), SearchListener.NONE).move())
                .as("a search on the caller's own thread needs no runtime thread").isNotNegative();
    }

    @Test
    void theSharedRuntimeIsTheDefaultAndCannotBeClosed() throws Exception {
        Strategist<DomineeringPosition> strategist = Strategist.builder(game).depth(2).build();
        List<String> searchedOn = new CopyOnWriteArrayList<>();
        SearchTask task = strategist.bestMoveAsync(game.newPosition(4, 4),
                info -> searchedOn.add(Thread.currentThread().getName()));
        task.finished().get(30, TimeUnit.SECONDS);
        assertThat(searchedOn).isNotEmpty().allSatisfy(name -> assertThat(name).startsWith("strategist-search-"));
        assertThatThrownBy(() -> StrategistRuntime.shared().close()).isInstanceOf(UnsupportedOperationException.class);
        assertThat(StrategistRuntime.shared().isClosed()).isFalse();
    }
}
