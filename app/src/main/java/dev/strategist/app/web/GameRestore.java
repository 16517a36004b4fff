package dev.strategist.app.web;

import dev.strategist.app.store.StoredGame;
import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.GameRecord;
import dev.strategist.core.Games;
import dev.strategist.core.NotationException;
import dev.strategist.core.Outcome;
import dev.strategist.core.Position;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Browser games that start with moves already played: read back from the store, or imported from a
 * record file. Both replay the moves into a new {@link WebGame} and repeat a resignation.
 */
final class GameRestore {
    private GameRestore() {
    }

    /**
     * A game read back from the store: its moves replayed, a resignation repeated. A watched game comes
     * back paused; in a game against you, the computer resumes thinking if it is to move. Throws an
     * {@link IllegalArgumentException} when the stored game no longer replays (an unknown game or move).
     */
    static WebGame<?> restore(StoredGame stored, ServerThreads threads, OutsideEngines engines) {
        return restore(Games.find(stored.game()), stored, threads, engines);
    }

    /**
     * The same for a game of {@code game}: an outside engine it was played against is seated again by name
     * and started, or, when {@code engines} no longer offers it, seated to fail with the reason.
     */
    private static <P extends Position> WebGame<P> restore(Game<P> game, StoredGame stored, ServerThreads threads,
                                                           OutsideEngines engines) {
        GameSetup setup = new GameSetup(stored.you(), Strength.saved(stored.strength(), stored.level()),
                Strength.saved(stored.secondStrength(), stored.secondLevel()),
                stored.delayMillis(), stored.seed(), WebAlgorithms.parse(stored.algorithm()),
                WebAlgorithms.parse(stored.secondAlgorithm()), stored.adaptive(), stored.player(), stored.engine(),
                stored.secondEngine());
        int resigned = stored.resigned() && stored.winner() != null && stored.winner() >= 0 ? 1 - stored.winner() : -1;
        WebGame<P> g = new WebGame<>(stored.id(), game, game.parseOptions(stored.options()), stored.start(), setup,
                stored.createdAt(), threads, stored.tokenHash(), engines);
        g.replay(stored.moves(), resigned, false);
        return g;
    }

    /**
     * A new game made from a record of {@code game} (SGF, PDN or a move list, as the game writes them): it
     * starts where the record starts (a set-up position too), its moves are played, and a result the record
     * states but the moves do not reach is taken as the loser's resignation. Throws a
     * {@link NotationException} when the record does not read; a 400 when it starts from a set-up and an outside
     * engine is to play; a 503 when the computer is to move and the server has no room for its search.
     */
    static <P extends Position> WebGame<P> imported(String id, Game<P> game, String text, GameOptions options,
                                                   GameSetup setup, ServerThreads threads, String tokenHash,
                                                   OutsideEngines engines) {
        GameRecord record = game.recordFormat().read(text, options);
        if (record.start() != null && setup.hasEngine()) {
            throw ApiException.badRequest("an outside engine plays only games from the start position, and this "
                    + "record starts from a set-up one");
        }
        P position = record.start(game);
        List<String> moves = new ArrayList<>();
        for (int move : record.moves()) {
            moves.add(game.notation().format(position, move));
            position.play(move);
        }
        int winner = record.result().winner();
        int resigned = !position.isOver() && record.result() != Outcome.NONE && winner >= 0 ? 1 - winner : -1;
        WebGame<P> g = new WebGame<>(id, game, record.options(), record.start(), setup, Instant.now().toString(),
                threads, tokenHash, engines);
        g.replay(moves, resigned, true);
        return g;
    }
}
