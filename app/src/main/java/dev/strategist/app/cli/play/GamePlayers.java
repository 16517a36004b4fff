package dev.strategist.app.cli.play;

import dev.strategist.app.OutsidePlayers;
import dev.strategist.app.outside.OutsideSpec;
import dev.strategist.core.ExactSolver;
import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.OpeningBook;
import dev.strategist.core.Position;
import dev.strategist.play.Algorithm;
import dev.strategist.play.Player;
import dev.strategist.play.Strategist;
import dev.strategist.play.TournamentPlayer;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Turns a {@link PlayerSpec} into a {@link Player}: an outside engine, or a {@link Strategist} playing an
 * algorithm or the game's own tournament player ({@code player}, {@link Game#tournamentPlayer()}).
 */
public final class GamePlayers {
    /** The algorithm name of a game's own tournament player. */
    static final String PLAYER = "player";
    /**
     * The setting of a player's table: {@code table=keep} keeps it (a game's own player: the player, with its
     * table) between moves, {@code fresh} clears it.
     */
    static final String TABLE = "table";
    /** The setting of an engine player's clock: {@code clock=whole} spends its whole time a move, {@code half} less. */
    static final String CLOCK = "clock";
    /**
     * The setting of a timed player's soft time: {@code soft=75} aims to use 75 % of its time a move (1 to 100; 50,
     * the builder's default, otherwise). An engine's only: a game's own player (Gomoku's) splits its move itself
     * and would not read it, so it is refused there rather than ignored.
     */
    static final String SOFT = "soft";
    /**
     * The setting of an engine player's opening book: {@code book=on} plays the game's own, {@code off} none, and
     * another value the game's book of that name (checkers: {@code book=deep}).
     */
    static final String BOOK = "book";
    /** The setting of a perfect player's solver: {@code endgame=N}, the game's selective solver reaching N (Othello: empties). */
    static final String ENDGAME = "endgame";
    /** The level a match's player gets when its spec names none: it then always plays its best move. */
    public static final int MATCH_LEVEL = 7;

    private GamePlayers() {
    }

    /** True when {@code game} has a tournament player of its own. */
    static boolean hasPlayer(Game<?> game) {
        return game.tournamentPlayer().isPresent();
    }

    /**
     * The defaults of a match player of {@code game}: the game's tournament player at the time per move its
     * matches were measured at, where it has one, otherwise the engine at level 7 playing its best move.
     */
    public static PlayerSpec matchDefaults(Game<?> game) {
        Optional<? extends TournamentPlayer<?>> player = game.tournamentPlayer();
        if (player.isPresent()) {
            return new PlayerSpec(PLAYER, null, null, player.get().matchMillis(), null, null, Map.of(), null);
        }
        return new PlayerSpec("engine", null, null, null, null, null, Map.of(), null);
    }

    /**
     * A match player: an outside engine when {@code spec} names one ({@code gtp=...}, {@code pbrain=...}), which
     * must answer a move within {@code engineTimeout} milliseconds (null: see {@link OutsideSpec#answerMillis})
     * and whose lines that are not its protocol's go to {@code log}; else our strategist from {@code spec} with
     * {@code game}'s match defaults, seeded with {@code seed}, once its evaluator's background data is built
     * ({@link #awaitData}).
     */
    public static <P extends Position> Player<P> matchPlayer(Game<P> game, GameOptions options, PlayerSpec spec,
                                                      long seed, Long engineTimeout, Consumer<String> log) {
        if (spec.outside() == null) {
            Strategist<P> player = forMatch(game, spec, seed);
            awaitData(player, log);
            return player;
        }
        OutsideSpec engine = spec.outside().withTime(spec.time()); // --time and --time2 override its time=
        return OutsidePlayers.player(game, options, engine, engine.answerMillis(engineTimeout), log);
    }

    /**
     * Waits until {@code player}'s evaluator has built its background data (an endgame database: checkers'
     * 5-piece one takes about a minute), so that no game of a match is played while it is missing; later players
     * of the same data find it built. A build that fails is said on {@code log}, and the player plays with what
     * it has.
     */
    static void awaitData(Strategist<?> player, Consumer<String> log) {
        try {
            player.ready().join();
        } catch (java.util.concurrent.CompletionException | java.util.concurrent.CancellationException e) {
            log.accept(player + ": its evaluator's data could not be built (" + (e.getCause() != null ? e.getCause() : e)
                    + "); it plays without");
        }
    }

    /** A match player: {@code spec} with {@code game}'s match defaults, seeded with {@code seed}. */
    static <P extends Position> Strategist<P> forMatch(Game<P> game, PlayerSpec spec, long seed) {
        PlayerSpec s = spec.orElse(matchDefaults(game));
        Strategist.Builder<P> builder = Strategist.builder(game).seed(seed);
        builder.level(s.level() != null ? s.level() : MATCH_LEVEL);
        if (s.level() == null) {
            builder.pickAmongBest(1, 0); // a match measures strength: always the best move
        }
        Map<String, String> rest = new java.util.LinkedHashMap<>(s.settings());
        // the soft time is the Strategist's, so it is taken out before a game's own player reads its settings
        String soft = rest.remove(SOFT);
        if (soft != null) {
            builder.softTimePercent(softPercent(soft));
        }
        // so is the kept table: a game's own player keeps its searcher, and with it its table, from move to move
        String table = rest.remove(TABLE);
        if (table != null) {
            builder.keepTable(either(TABLE, table, "keep", "fresh"));
        }
        if (PLAYER.equals(s.algorithm())) {
            if (soft != null) {
                throw new IllegalArgumentException("player setting " + SOFT + "=" + soft + " is an engine's: "
                        + game.title() + "'s own player divides its move between its searches itself");
            }
            TournamentPlayer<P> player = game.tournamentPlayer().orElseThrow(() -> new IllegalArgumentException(
                    game.title() + " has no tournament player; use an algorithm: " + algorithmNames()));
            builder.searcher(player.name(rest), player.searchers(rest));
        } else {
            String clock = rest.remove(CLOCK);
            String book = rest.remove(BOOK);
            String endgame = rest.remove(ENDGAME);
            if (!rest.isEmpty()) {
                throw new IllegalArgumentException("unknown player setting '" + rest.keySet().iterator().next()
                        + "': " + s.algorithm() + " takes level, depth, time, nodes, evaluator, table, clock, soft, book and endgame; the"
                        + " settings of a game's own player go with " + PLAYER);
            }
            builder.algorithm(Algorithm.parse(s.algorithm()));
            if (clock != null) {
                boolean whole = either(CLOCK, clock, "whole", "half");
                if (whole && soft != null) {
                    throw new IllegalArgumentException("player settings " + CLOCK + "=" + clock + " and " + SOFT + "="
                            + soft + " disagree: the whole clock runs every search to the time less a tenth; drop one");
                }
                builder.wholeTime(whole);
            }
            if (book != null) {
                openingBook(game, book).ifPresent(builder::book);
            }
            if (endgame != null) {
                builder.exactSolver(selectiveSolver(game, endgame));
            }
        }
        if (s.depth() != null) {
            builder.depth(s.depth());
        } else if (s.level() == null && (PLAYER.equals(s.algorithm()) || s.time() != null || s.nodes() != null)) {
            // a time or node budget alone is the limit: level 7's depth (8) would make time=1000 play as depth 8
            builder.depth(dev.strategist.search.SearchLimits.DEPTH_LIMIT);
        }
        if (s.time() != null) {
            builder.timeMillis(s.time());
        }
        if (s.nodes() != null) {
            builder.nodes(s.nodes());
        }
        if (s.evaluator() != null) {
            builder.evaluator(game.evaluator(s.evaluator()));
        }
        return builder.build();
    }

    /**
     * The book {@code book=VALUE} asks for: {@code on} the game's own, {@code off} none, any other value the game's
     * book of that name ({@link Game#openingBook(String)}); a book the game lacks is refused.
     */
    static <P extends Position> Optional<OpeningBook<P>> openingBook(Game<P> game, String value) {
        String v = value.toLowerCase(java.util.Locale.ROOT);
        if (v.equals("off")) {
            return Optional.empty();
        }
        Optional<OpeningBook<P>> book = v.equals("on") ? game.openingBook() : game.openingBook(v);
        if (book.isEmpty()) {
            throw new IllegalArgumentException(game.title() + " has no opening book" + (v.equals("on") ? "" : " '"
                    + value + "'") + "; " + BOOK + "= takes on, off or a book the game names; drop " + BOOK + "="
                    + value);
        }
        return book;
    }

    /**
     * A two-way player setting: true for {@code setting=yes}, false for {@code setting=no}, a usage error
     * otherwise ({@code table=keep} keeps the engine's table between moves, {@code clock=whole} spends all its
     * time a move).
     */
    private static boolean either(String setting, String value, String yes, String no) {
        String v = value.toLowerCase(java.util.Locale.ROOT);
        if (v.equals(yes) || v.equals(no)) {
            return v.equals(yes);
        }
        throw new IllegalArgumentException("player setting " + setting + "=" + value + " must be " + yes + " or " + no);
    }

    /** The per cent of the time a move that the setting {@code soft=PERCENT} gives, checked: 1 to 100. */
    static int softPercent(String value) {
        int percent;
        try {
            percent = Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("player setting " + SOFT + "=" + value + " must be a whole number: the "
                    + "per cent of its time a move the search aims to use, from 1 to 100");
        }
        if (percent < 1 || percent > 100) {
            throw new IllegalArgumentException("player setting " + SOFT + "=" + value + " must be from 1 to 100 (per "
                    + "cent of the time a move; the time itself is never passed)");
        }
        return percent;
    }

    /** The game's selective solver reaching {@code value} (a number), for the setting {@code endgame=N}. */
    private static <P extends Position> ExactSolver<P> selectiveSolver(Game<P> game, String value) {
        int reach;
        try {
            reach = Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("player setting " + ENDGAME + "=" + value + " must be a number");
        }
        return game.selectiveSolver(reach).orElseThrow(() -> new IllegalArgumentException(
                game.title() + " has no selective solver; drop " + ENDGAME + "=" + value));
    }

    private static String algorithmNames() {
        StringBuilder sb = new StringBuilder();
        for (Algorithm a : Algorithm.values()) {
            sb.append(sb.length() == 0 ? "" : ", ").append(a.name().toLowerCase(java.util.Locale.ROOT));
        }
        return sb.toString();
    }
}
