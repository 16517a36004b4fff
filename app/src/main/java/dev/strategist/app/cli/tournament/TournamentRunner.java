package dev.strategist.app.cli.tournament;

import dev.strategist.app.cli.play.GamePlayers;
import dev.strategist.app.cli.play.PlayerSpec;
import dev.strategist.app.outside.OutsideEngineException;
import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Position;
import dev.strategist.play.GameClock;
import dev.strategist.play.Player;
import dev.strategist.play.Tournament;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntPredicate;

/**
 * The tournament the {@code match} command plays: a {@link Tournament} between two {@link PlayerSpec}s, each game's
 * players made for it alone: strategists seeded from the match seed and the game's index alone, so a
 * game's moves do not depend on the thread count or on the other games, only on the players' time limits;
 * or an outside engine, started for the game and ended with it, so that an engine that failed (died, hung,
 * broke its protocol) loses that game only and the next game has a fresh process.
 *
 * @param <P> the game's position type
 */
final class TournamentRunner<P extends Position> {
    private final Game<P> game;
    private final PlayerSpec a;
    private final PlayerSpec b;
    private final long seed;
    private final GameOptions options;
    private final Long engineTimeout;
    private final Consumer<String> log;
    private final Tournament<P, TournamentOpening<P>> tournament;
    /** The first opening's position, where our own players make an uncharged move before the games. */
    private final P warmUpPosition;

    /**
     * A match of {@code game} played with {@code options} between players {@code a} and {@code b} from
     * {@code openings}; an outside engine must answer a move within {@code engineTimeout} milliseconds (null:
     * its default), and its lines that are not its protocol's go to {@code log}, after "A: " or "B: ".
     */
    TournamentRunner(Game<P> game, GameOptions options, List<TournamentOpening<P>> openings, PlayerSpec a, PlayerSpec b,
                long seed, int maxPlies, Long engineTimeout, Consumer<String> log) {
        this(game, options, openings, a, b, seed, maxPlies, engineTimeout, log, null);
    }

    /** As above, every game played under {@code clock} (null: none; see {@link Tournament#withClock}). */
    TournamentRunner(Game<P> game, GameOptions options, List<TournamentOpening<P>> openings, PlayerSpec a, PlayerSpec b,
                long seed, int maxPlies, Long engineTimeout, Consumer<String> log, GameClock clock) {
        this.game = game;
        this.options = options;
        this.a = a;
        this.b = b;
        this.seed = seed;
        this.engineTimeout = engineTimeout;
        this.log = log;
        this.tournament = new Tournament<>(game, openings, TournamentOpening::position, this::playerA, this::playerB,
                maxPlies, TournamentRunner::forfeit).withClock(clock);
        this.warmUpPosition = openings.isEmpty() ? null : openings.get(0).position();
    }

    /** How an outside engine's failure loses the game, or null when it is no game's result. */
    private static String forfeit(RuntimeException failure) {
        return failure instanceof OutsideEngineException e && e.losesGame() ? "failed: " + e.getMessage() : null;
    }

    /** Player A of game {@code index} (an outside engine starts when the game does, before its clock). */
    Player<P> playerA(int index) {
        return GamePlayers.matchPlayer(game, options, a, seed + 2L * index, engineTimeout,
                line -> log.accept("A: " + line));
    }

    /** Player B of game {@code index}. */
    Player<P> playerB(int index) {
        return GamePlayers.matchPlayer(game, options, b, seed + 2L * index + 1, engineTimeout,
                line -> log.accept("B: " + line));
    }

    /** The seed of game {@code index}'s player A (B's is one more). */
    long seedOf(int index) {
        return seed + 2L * index;
    }

    /** Plays game {@code index} on the caller's thread, as {@link Tournament#play} does. */
    Tournament.Played<P, TournamentOpening<P>> play(int index) {
        return tournament.play(index);
    }

    /** Plays the games as {@link Tournament#run} does, after {@link #warmUp()}. */
    int run(int games, int threads, Tournament.InOrder<P, TournamentOpening<P>> inOrder, IntPredicate finished)
            throws InterruptedException {
        warmUp();
        return tournament.run(games, threads, inOrder, finished);
    }

    /**
     * Each of our own players (not an outside engine) makes one move in the first opening's position, in no game and
     * on no clock: a fresh JVM interprets the search until the JIT has compiled it, and the first timed move of a
     * match went past its time for that alone (528 ms of 500 at Gomoku), where an outside engine, compiled ahead,
     * pays nothing. The Gomocup brain does the same at START.
     */
    void warmUp() {
        if (warmUpPosition == null || warmUpPosition.isOver()) {
            return;
        }
        for (PlayerSpec spec : b.equals(a) ? List.of(a) : List.of(a, b)) {
            if (spec.outside() == null) {
                try (Player<P> player = GamePlayers.matchPlayer(game, options, spec, seed - 1, engineTimeout,
                        line -> log.accept("warm-up: " + line))) {
                    player.bestMove(warmUpPosition);
                }
            }
        }
    }
}
