package dev.strategist.app.cli.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.app.distributed.ClusterSession;
import dev.strategist.app.distributed.IndexedTask;
import dev.strategist.core.Game;
import dev.strategist.core.Games;
import dev.strategist.core.Position;
import dev.strategist.play.Tournament;
import dev.strategist.spark.SparkCluster;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.spark.TaskContext;
import org.junit.jupiter.api.Test;

/**
 * A game whose task fails on its first attempt is retried by Spark and counted once: every index comes back
 * exactly once, with the game this machine plays for it. (In the tests' package, to use the match's task.)
 */
class RetriedGamesTest {
    private static final String MASTER = "local[2,4]";

    /** A task that fails on its first attempt for even indices, as a lost executor would. */
    record FailsFirst<R extends java.io.Serializable>(IndexedTask<R> task) implements IndexedTask<R> {
        @Override
        public R run(int index) {
            if (index % 2 == 0 && TaskContext.get().attemptNumber() == 0) {
                throw new IllegalStateException("the first attempt at game " + index + " fails on purpose");
            }
            return task.run(index);
        }
    }

    @Test
    void aFailedTaskIsRetriedWithoutALostOrDoubledGame() throws IOException {
        MatchSetup setup = new MatchSetup("connect4", null, null, null, Integer.MAX_VALUE, "depth=3", "depth=2", none(),
                none(), 11, 300);
        List<String> progress = new CopyOnWriteArrayList<>();
        List<PlayedGame> played;
        try (ClusterSession session = new SparkCluster().open(MASTER, "retried games", progress::add)) {
            played = session.run("games 1-8", 0, 8, new FailsFirst<>(new ClusterGameTask(setup)));
        }
        assertThat(played).extracting(PlayedGame::index).containsExactly(0, 1, 2, 3, 4, 5, 6, 7);
        TournamentRunner<?> here = runner(Games.find("connect4"), setup);
        for (PlayedGame g : played) {
            Tournament.Played<?, ?> local = here.play(g.index());
            assertThat(g.moves()).as("game %d", g.index()).isEqualTo(local.moves());
            assertThat(g.pointsA()).isEqualTo(local.pointsA());
        }
        // Spark tells its listeners on a thread of its own, after the job's results are back
        long until = System.nanoTime() + 20_000_000_000L;
        while (progress.isEmpty() && System.nanoTime() < until) {
            Thread.onSpinWait();
        }
        assertThat(progress).containsExactly("spark: games 1-8 done: 8 tasks in " + progress.get(0).split(" in ")[1]);
        assertThat(progress.get(0)).endsWith(", 4 failed and retried");
    }

    private static <P extends Position> TournamentRunner<P> runner(Game<P> game, MatchSetup setup) throws IOException {
        var options = game.parseOptions(null);
        return new TournamentRunner<>(game, options, TournamentOpenings.of(game, options, null, setup.count()),
                setup.a(), setup.b(), setup.seed(), setup.maxPlies(), null, line -> { });
    }

    private static MatchSetup.Shortcuts none() {
        return new MatchSetup.Shortcuts(null, null, null, null);
    }
}
