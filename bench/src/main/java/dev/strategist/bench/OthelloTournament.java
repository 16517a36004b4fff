package dev.strategist.bench;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Outcome;
import dev.strategist.games.reversi.ReversiGame;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.reversi.ReversiEvaluator;
import dev.strategist.play.Strategist;
import java.util.SplittableRandom;

/**
 * Othello's two evaluators against each other: the mobility evaluator against the square table, both
 * searching to the same fixed depth. Each game starts from 4 to 8 random plies drawn from a seeded
 * generator, so the games differ, and each opening is played twice with the colours swapped, so neither
 * side profits from a lucky opening or from moving first. Run it from the shaded jar:
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.OthelloTournament [--games=N]
 * [--depth=N] [--seed=N] [--against=squares|mobility]}; {@code --against=mobility} pits the mobility evaluator
 * against itself, the control that shows the pairing is fair (about 50 %).
 */
public final class OthelloTournament {
    private static final int MIN_OPENING = 4;
    private static final int MAX_OPENING = 8;

    private OthelloTournament() {
    }

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
    public static Result play(Evaluator<ReversiPosition> a, Evaluator<ReversiPosition> b, int games, int depth,
                              long seed) {
        ReversiGame game = new ReversiGame();
        SplittableRandom random = new SplittableRandom(seed);
        int[] moves = new int[ReversiPosition.MAX_MOVES];
        Result result = new Result(0, 0, 0, 0, 0, 0);
        for (int pair = 0; pair < (games + 1) / 2; pair++) {
            ReversiPosition opening = game.newPosition();
            int plies = MIN_OPENING + random.nextInt(MAX_OPENING - MIN_OPENING + 1);
            for (int i = 0; i < plies; i++) {
                opening.play(moves[random.nextInt(opening.legalMoves(moves, 0))]);
            }
            long gameSeed = random.nextLong();
            for (int aSide = 0; aSide < 2; aSide++) {
                Strategist<ReversiPosition> sa = strategist(game, a, depth, gameSeed);
                Strategist<ReversiPosition> sb = strategist(game, b, depth, gameSeed + 1);
                Outcome outcome = playOut(opening.copy(), aSide == 0 ? sa : sb, aSide == 0 ? sb : sa);
                result = result.add(outcome.signFor(aSide), aSide == 0);
            }
        }
        return result;
    }

    private static Strategist<ReversiPosition> strategist(ReversiGame game, Evaluator<ReversiPosition> e,
                                                          int depth, long seed) {
        // a small table: these searches visit thousands of nodes, and a table is allocated per move
        return Strategist.builder(game).evaluator(e).depth(depth).seed(seed).tableMegabytes(1).build();
    }

    private static Outcome playOut(ReversiPosition p, Strategist<ReversiPosition> first,
                                   Strategist<ReversiPosition> second) {
        while (!p.isOver()) {
            p.play((p.sideToMove() == 0 ? first : second).bestMove(p));
        }
        return p.outcome();
    }

    /** Plays the tournament and prints the mobility evaluator's results. */
    public static void main(String[] args) {
        int games = 200;
        int depth = 4;
        long seed = 20261121L;
        String against = "squares";
        for (String arg : args) {
            if (arg.startsWith("--games=")) {
                games = Integer.parseInt(arg.substring(8));
            } else if (arg.startsWith("--depth=")) {
                depth = Integer.parseInt(arg.substring(8));
            } else if (arg.startsWith("--seed=")) {
                seed = Long.parseLong(arg.substring(7));
            } else if (arg.startsWith("--against=")) {
                against = arg.substring(10);
            } else {
                against = null;
            }
        }
        Evaluator<ReversiPosition> mobility = new ReversiEvaluator();
        Evaluator<ReversiPosition> opponent = null;
        for (Evaluator<ReversiPosition> e : new ReversiGame().evaluators()) {
            if (e.name().equals(against)) {
                opponent = e;
            }
        }
        if (opponent == null) {
            System.err.println("usage: OthelloTournament [--games=N] [--depth=N] [--seed=N] [--against=squares|mobility]");
            System.exit(2);
        }
        System.out.println("Machine: " + Machine.describe());
        System.out.printf("Othello 8 x 8, %s against %s: %d games, depth %d each, openings of %d-%d random "
                + "plies each played with both colours, seed %d%n", mobility.name(), opponent.name(), games + games % 2,
                depth, MIN_OPENING, MAX_OPENING, seed);
        long start = System.nanoTime();
        Result r = play(mobility, opponent, games, depth, seed);
        double seconds = (System.nanoTime() - start) / 1e9;
        int half = r.games() / 2;
        System.out.printf("%s: %s%n", mobility.name(), r);
        System.out.printf("  as first player:  %d wins, %d draws, %d losses of %d%n", r.winsFirst(), r.drawsFirst(),
                r.lossesFirst(), half);
        System.out.printf("  as second player: %d wins, %d draws, %d losses of %d%n", r.wins() - r.winsFirst(),
                r.draws() - r.drawsFirst(), r.losses() - r.lossesFirst(), half);
        System.out.printf("%.1f s%n", seconds);
    }
}
