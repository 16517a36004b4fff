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
    void aCacheOfMorePiecesServesTheSmallerDatabaseUntilItsOwnIsBuilt() {
        List<Runnable> waiting = new ArrayList<>();
        CheckersEndgameCache cache = CheckersEndgameCache.staged(waiting::add, 2, 3);
        CheckersEvaluator evaluator = new CheckersEvaluator(CheckersWeights.TUNED, cache);
        CheckersPosition kingAgainstKing = CheckersPosition.of("B:WK7:BK1");
        CheckersPosition twoAgainstOne = CheckersPosition.of(TWO_KINGS_AGAINST_ONE);
        assertThat(evaluator.exactScore(twoAgainstOne, 0, 0)).as("nothing built: the search goes on as before")
                .isEqualTo(Evaluator.NO_EXACT_SCORE);
        assertThat(waiting).as("its first search started the build").hasSize(1);

        waiting.remove(0).run();
        assertThat(cache.ready().maxPieces()).isEqualTo(2);
        assertThat(cache.database()).isNotDone();
        assertThat(evaluator.exactScore(kingAgainstKing, 0, 0)).as("the smaller database serves meanwhile")
                .isEqualTo(cache.ready().score(kingAgainstKing)).isNotEqualTo(Evaluator.NO_EXACT_SCORE);
        assertThat(evaluator.exactScore(twoAgainstOne, 0, 0)).isEqualTo(Evaluator.NO_EXACT_SCORE);
        assertThat(waiting).as("the full build is a task of its own").hasSize(1);

        waiting.remove(0).run();
        CheckersEndgameDatabase three = cache.database().join();
        assertThat(three.maxPieces()).isEqualTo(3);
        assertThat(cache.ready()).isSameAs(three);
        assertThat(evaluator.exactScore(twoAgainstOne, 0, 0)).isEqualTo(three.score(twoAgainstOne))
                .isNotEqualTo(Evaluator.NO_EXACT_SCORE);
        assertThat(waiting).isEmpty();
    }

    @Test
    void aCacheClosedBetweenItsTwoBuildsBuildsNoMore() {
        List<Runnable> waiting = new ArrayList<>();
        CheckersEndgameCache cache = CheckersEndgameCache.staged(waiting::add, 2, 3);
        cache.database();
        waiting.remove(0).run();
        cache.close();
        waiting.remove(0).run();
        assertThat(cache.ready()).isNull();
        assertThat(cache.database()).isCompletedExceptionally();
    }

    @Test
    void aCacheCountsItsPiecesAndTheEvaluatorsNameSaysSo() {
        assertThat(CheckersEndgameCache.shared(CheckersEndgameDatabase.SHARED_PIECES))
                .isSameAs(CheckersEndgameCache.shared());
        assertThat(CheckersEndgameCache.shared(5)).isSameAs(CheckersEndgameCache.shared(5));
        assertThat(CheckersEndgameCache.shared(5).pieces()).isEqualTo(5);
        assertThatThrownBy(() -> CheckersEndgameCache.shared(6)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("2 to 5");
        assertThatThrownBy(() -> CheckersEndgameCache.using(Runnable::run, 1))
                .isInstanceOf(IllegalArgumentException.class);
        try (CheckersEndgameCache five = CheckersEndgameCache.using(task -> { }, 5)) {
            assertThat(new CheckersEvaluator(CheckersWeights.TUNED, CheckersPatternWeights.standard(), five).name())
                    .isEqualTo("checkers+db5");
            assertThat(new CheckersEvaluator(CheckersWeights.TUNED, five).name()).isEqualTo("checkers-terms+db5");
        }
        assertThat(new CheckersEvaluator().name()).isEqualTo("checkers");
        assertThat(new CheckersEvaluator(CheckersWeights.TUNED, true).name()).isEqualTo("checkers-terms");
        assertThat(new CheckersEvaluator(CheckersWeights.TUNED, CheckersPatternWeights.first(),
                CheckersEndgameCache.shared()).name()).isEqualTo("checkers-p1");
        assertThat(new CheckersEvaluator(CheckersWeights.TUNED, CheckersPatternWeights.third(),
                CheckersEndgameCache.shared()).name()).isEqualTo("checkers-p3");
        assertThat(new CheckersEvaluator(CheckersWeights.TUNED, CheckersPatternWeights.fourth(),
                CheckersEndgameCache.shared()).name()).isEqualTo("checkers-p4");
        assertThat(new CheckersEvaluator(CheckersWeights.TUNED, CheckersPatternWeights.standard(),
                CheckersEndgameCache.shared(), CheckersNetwork.first()).name()).isEqualTo("checkers-n1");
        assertThat(new CheckersEvaluator(CheckersWeights.TUNED, CheckersPatternWeights.third(),
                CheckersEndgameCache.shared(), CheckersNetwork.first()).name()).isEqualTo("checkers-p3+network");
        assertThat(new CheckersEvaluator(CheckersWeights.TUNED).name()).isEqualTo("checkers-tuned");
    }

    @Test
    void theSharedCacheCannotBeClosed() {
        assertThatThrownBy(() -> CheckersEndgameCache.shared().close())
                .isInstanceOf(UnsupportedOperationException.class).hasMessageContaining("process");
    }
}
