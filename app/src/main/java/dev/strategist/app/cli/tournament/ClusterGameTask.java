package dev.strategist.app.cli.tournament;

import dev.strategist.app.distributed.IndexedTask;
import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Games;
import dev.strategist.core.Position;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Game {@code index} of a match, played on a cluster's executor: the players and openings are made there from
 * the {@link MatchSetup}'s text, by the same {@link TournamentRunner} as on this machine, so the game is the one
 * {@code --threads} would play (players seeded by the match seed and the index alone).
 *
 * @param setup the match
 */
record ClusterGameTask(MatchSetup setup) implements IndexedTask<PlayedGame> {

    /** An executor's runners by match, made once: reading openings and options for every game would be waste. */
    private static final Map<MatchSetup, TournamentRunner<?>> RUNNERS = new ConcurrentHashMap<>();

    @Override
    public PlayedGame run(int index) {
        return PlayedGame.of(RUNNERS.computeIfAbsent(setup, ClusterGameTask::runner).play(index));
    }

    private static TournamentRunner<?> runner(MatchSetup setup) {
        return runner(Games.find(setup.game()), setup);
    }

    private static <P extends Position> TournamentRunner<P> runner(Game<P> game, MatchSetup setup) {
        GameOptions options = game.parseOptions(setup.options());
        List<TournamentOpening<P>> openings;
        try {
            openings = setup.openingLines() != null
                    ? TournamentOpenings.ofLines(game, options, setup.openingLines(), setup.openings(), setup.count())
                    : TournamentOpenings.of(game, options, setup.openings(), setup.count());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        // no outside engine plays on a cluster, so nothing is logged and no engine timeout applies
        return new TournamentRunner<>(game, options, openings, setup.a(), setup.b(), setup.seed(), setup.maxPlies(),
                null, line -> { }, setup.clock());
    }
}
