package dev.strategist.bench;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Game;
import dev.strategist.core.Position;
import dev.strategist.play.Strategist;
import dev.strategist.play.Tournament;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * One game's two evaluators against each other, both searching to the same fixed depth, in a
 * {@link Tournament}. Each game starts from a few random plies drawn from a seeded generator, so the games
 * differ, and each opening is played twice with the colours swapped, so neither side profits from a lucky
 * opening or from moving first. The per-game runners ({@link Connect4Tournament}, {@link ReversiTournament}) choose the game, the evaluators
 * and the opening length.
 *
 * @param <P>        the game's position type
 * @param game       the game, at its default options
 * @param minOpening the fewest random plies before a game
 * @param maxOpening the most random plies before a game
 */
record EvaluatorTournament<P extends Position>(Game<P> game, int minOpening, int maxOpening) {

    /** One side's results: wins, draws and losses, in total and as the first player. */
    public record Result(int wins, int draws, int losses, int winsFirst, int drawsFirst, int lossesFirst) {

        /** Games played. */
        public int games() {
            return wins + draws + losses;
        }

        /** Points per game in percent: a win is 1, a draw 1/2. */
        public double scorePercent() {
            return games() == 0 ? 0 : 100.0 * (wins + 0.5 * draws) / games();
        }

        private Result add(int sign, boolean first) {
            return new Result(wins + (sign > 0 ? 1 : 0), draws + (sign == 0 ? 1 : 0), losses + (sign < 0 ? 1 : 0),
                    winsFirst + (first && sign > 0 ? 1 : 0), drawsFirst + (first && sign == 0 ? 1 : 0),
                    lossesFirst + (first && sign < 0 ? 1 : 0));
        }

        /** {@code 120 wins, 10 draws, 70 losses: 62.5 %}. */
        @Override
        public String toString() {
            return String.format("%d wins, %d draws, %d losses: %.1f %%", wins, draws, losses, scorePercent());
        }
    }

    /**
     * Plays {@code games} games (rounded up to an even number) of {@code a} against {@code b} and returns
     * {@code a}'s results. Reproducible: the same arguments give the same games.
     */
    Result play(Evaluator<P> a, Evaluator<P> b, int games, int depth, long seed) {
        return play(a, b, games, depth, 0, seed);
    }

    /**
     * As {@link #play(Evaluator, Evaluator, int, int, long)}, but with {@code millis} greater than 0 each
     * move gets that much time instead of a fixed depth (equal time; the results then depend on the load).
     */
    Result play(Evaluator<P> a, Evaluator<P> b, int games, int depth, long millis, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] moves = new int[game.newPosition().maxMoves()];
        int pairs = (games + 1) / 2;
        List<P> openings = new ArrayList<>();
        long[] seeds = new long[pairs];
        for (int pair = 0; pair < pairs; pair++) {
            P opening = game.newPosition();
            int plies = minOpening + random.nextInt(maxOpening - minOpening + 1);
            for (int i = 0; i < plies; i++) {
                opening.play(moves[random.nextInt(opening.legalMoves(moves, 0))]);
            }
            openings.add(opening);
            seeds[pair] = random.nextLong();
        }
        // the games run to their end: no ply limit
        Tournament<P, P> tournament = new Tournament<>(game, openings, opening -> opening,
                index -> strategist(a, depth, millis, seeds[index / 2]),
                index -> strategist(b, depth, millis, seeds[index / 2] + 1), Integer.MAX_VALUE);
        Result[] result = {new Result(0, 0, 0, 0, 0, 0)};
        tournament.playInOrder(2 * pairs, g -> {
            result[0] = result[0].add(g.signA(), g.aFirst());
            return true;
        });
        return result[0];
    }

    private Strategist<P> strategist(Evaluator<P> e, int depth, long millis, long seed) {
        // a small table: these searches visit thousands of nodes, and a table is allocated per move
        Strategist.Builder<P> b = Strategist.builder(game).evaluator(e).seed(seed).tableMegabytes(1);
        return (millis > 0 ? b.timeMillis(millis) : b.depth(depth)).build();
    }

    /**
     * The runners' main: reads {@code --games=N --depth=N --millis=N --seed=N --against=NAME --hero=NAME},
     * plays {@code hero} (or the game's evaluator named by {@code --hero})
     * against the game's evaluator so named and prints the results. {@code runner} names the command
     * for the usage line.
     */
    void main(String[] args, String runner, Evaluator<P> hero, String defaultAgainst, int defaultDepth) {
        main(args, runner, hero, defaultAgainst, defaultDepth, name -> null, "");
    }

    /**
     * As {@link #main(String[], String, Evaluator, String, int)}, but names the game does not know go to
     * {@code extra}, which answers null for a name it does not know either and may throw an
     * IllegalArgumentException saying what is wrong with one it does (say an unreadable file);
     * {@code extraUsage} shows those names in the usage line.
     */
    void main(String[] args, String runner, Evaluator<P> hero, String defaultAgainst, int defaultDepth,
              Function<String, Evaluator<P>> extra, String extraUsage) {
        StringBuilder names = new StringBuilder();
        for (Evaluator<P> e : game.evaluators()) {
            names.append(names.length() == 0 ? "" : "|").append(e.name());
        }
        names.append(extraUsage);
        BenchArgs options = BenchArgs.of(args, "usage: " + runner + " [--games=N] [--depth=N] [--millis=N] [--seed=N]"
                + " [--against=" + names + "] [--hero=" + names + "]");
        int games = options.integer("games", 200);
        int depth = options.integer("depth", defaultDepth);
        long seed = options.number("seed", 20261121L);
        String against = options.text("against", defaultAgainst);
        String heroName = options.text("hero", hero.name());
        long millis = options.number("millis", 0);
        Evaluator<P> opponent;
        try {
            opponent = options.allAsked() ? named(against, extra) : null;
            hero = heroName.equals(hero.name()) ? hero : named(heroName, extra);
        } catch (IllegalArgumentException e) {
            System.err.println(runner + ": " + e.getMessage());
            System.exit(2);
            return;
        }
        if (opponent == null || hero == null) {
            options.refuse();
        }
        System.out.println("Machine: " + Machine.describe());
        System.out.printf("%s, %s against %s: %d games, %s each, openings of %d-%d random plies each played "
                + "with both colours, seed %d%n", game.title(), heroName, against, games + games % 2,
                millis > 0 ? millis + " ms a move" : "depth " + depth, minOpening, maxOpening, seed);
        long start = System.nanoTime();
        Result r = play(hero, opponent, games, depth, millis, seed);
        double seconds = (System.nanoTime() - start) / 1e9;
        int half = r.games() / 2;
        System.out.printf("%s: %s%n", heroName, r);
        System.out.printf("  as first player:  %d wins, %d draws, %d losses of %d%n", r.winsFirst(), r.drawsFirst(),
                r.lossesFirst(), half);
        System.out.printf("  as second player: %d wins, %d draws, %d losses of %d%n", r.wins() - r.winsFirst(),
                r.draws() - r.drawsFirst(), r.losses() - r.lossesFirst(), half);
        dev.strategist.play.EloEstimate elo = dev.strategist.play.EloEstimate.trinomial(r.wins(), r.draws(),
                r.losses());
        System.out.printf("Elo %+.0f [%+.0f, %+.0f] (95 %%)%n", elo.elo(), elo.low(), elo.high());
        System.out.printf("%.1f s%n", seconds);
    }

    /** The game's evaluator of that name, else {@code extra}'s; null when neither knows it. */
    private Evaluator<P> named(String name, Function<String, Evaluator<P>> extra) {
        for (Evaluator<P> e : game.evaluators()) {
            if (e.name().equals(name)) {
                return e;
            }
        }
        return extra.apply(name);
    }
}
