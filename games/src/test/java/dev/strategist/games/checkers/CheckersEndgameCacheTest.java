package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Evaluator;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** An application's own endgame cache: built on its executor, and freed when it is closed. */
class CheckersEndgameCacheTest {
    private static final String TWO_KINGS_AGAINST_ONE = "B:WK1:BK28,K32";

    @Test
    void aCacheOfTheApplicationsOwnBuildsOnItsExecutorAndDropsTheDatabaseWhenClosed() throws Exception {
        ExecutorService threads = Executors.newSingleThreadExecutor(r -> new Thread(r, "application-endgames"));
        List<String> builtOn = new ArrayList<>();
        try (CheckersEndgameCache cache = CheckersEndgameCache.using(task -> threads.execute(() -> {
            builtOn.add(Thread.currentThread().getName());
            task.run();
        }))) {
            CheckersEvaluator evaluator = new CheckersEvaluator(CheckersWeights.TUNED, cache);
            CheckersPosition p = CheckersPosition.of(TWO_KINGS_AGAINST_ONE);
            CheckersEndgameDatabase db = cache.database().join();
            assertThat(builtOn).containsExactly("application-endgames");
            assertThat(cache.ready()).isSameAs(db);
            assertThat(evaluator.exactScore(p, 0, 0)).isEqualTo(db.score(p)).isNotEqualTo(Evaluator.NO_EXACT_SCORE);

            cache.close();
            assertThat(cache.ready()).isNull();
            assertThatThrownBy(() -> cache.database().join()).isInstanceOf(CompletionException.class)
                    .hasMessageContaining("closed");
            assertThat(new CheckersEvaluator(CheckersWeights.TUNED, cache).exactScore(p, 0, 0))
                    .as("a new evaluator on a closed cache knows nothing exact").isEqualTo(Evaluator.NO_EXACT_SCORE);
            assertThat(builtOn).as("and starts no build").hasSize(1);
        } finally {
            threads.shutdown();
        }
        assertThat(threads.awaitTermination(10, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void aCacheClosedBeforeItsBuildGotAThreadBuildsNothing() {
        List<Runnable> waiting = new ArrayList<>();
        CheckersEndgameCache cache = CheckersEndgameCache.using(waiting::add);
        assertThat(cache.ready()).as("not built yet: the build is asked for").isNull();
        assertThat(waiting).hasSize(1);
        cache.close();
        waiting.get(0).run();
        assertThat(cache.ready()).isNull();
        assertThat(cache.database()).isCompletedExceptionally();
    }

    @Test
    void theSharedCacheCannotBeClosed() {
        assertThatThrownBy(() -> CheckersEndgameCache.shared().close())
                .isInstanceOf(UnsupportedOperationException.class).hasMessageContaining("process");
    }
}
