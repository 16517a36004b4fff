package dev.strategist.bench;

import dev.strategist.core.Outcome;
import dev.strategist.games.checkers.CheckersBallots;
import dev.strategist.games.checkers.CheckersBallots.Ballot;
import dev.strategist.games.checkers.CheckersFen;
import dev.strategist.games.checkers.CheckersGame;
import dev.strategist.games.checkers.CheckersPosition;
import dev.strategist.play.Choice;
import dev.strategist.play.Strategist;
import java.io.BufferedWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Self-play positions for {@code CheckersPatternTuner}, each labelled twice: by the game's result and by the
 * engine's own search of it. Game {@code g} starts from a random ACF ballot and two random plies (seeded by
 * {@code --seed} and g, so a game is the same on any number of threads), then the engine with the evaluator
 * {@code --evaluator} (the terms alone, {@code checkers-terms}, unless told: the default when the first generation of
 * tables was fitted; {@code checkers-p1} for the first generation's own games, the second's data; {@code checkers}
 * for the default's own games) at {@code --depth} plays both sides, a little
 * variety among near-equal moves; every position without a pending capture is written as
 * {@code FEN;result;score}, the result Black's (1, 0.5, 0), the score the search's for Black in hundredths of a man.
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.CheckersPatternData --games=N [--first=G]
 * [--depth=8] [--seed=N] [--threads=2] [--evaluator=checkers-terms] --out=FILE}
 */
public final class CheckersPatternData {
    private CheckersPatternData() {
    }

    /** Plays and writes the games. */
    public static void main(String[] args) throws Exception {
        BenchArgs options = BenchArgs.of(args, "usage: CheckersPatternData --games=N [--first=G] [--depth=8]"
                + " [--seed=N] [--threads=2] [--evaluator=checkers-terms] --out=FILE");
        int games = options.integer("games", 0);
        int first = options.integer("first", 0);
        int depth = options.integer("depth", 8);
        long seed = options.number("seed", 20261129L);
        int threads = options.integer("threads", 2);
        String out = options.text("out", null);
        String evaluator = options.text("evaluator", "checkers-terms");
        options.done();
        CheckersTimedMatch.byName(evaluator); // an unknown name fails here, not in the first game
        if (games < 1 || out == null || depth < 1 || threads < 1) {
            options.refuse();
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        long start = System.nanoTime();
        List<Future<List<String>>> played = new ArrayList<>();
        for (int g = first; g < first + games; g++) {
            int index = g;
            played.add(pool.submit(() -> play(index, depth, seed, evaluator)));
        }
        int positions = 0;
        try (BufferedWriter w = Files.newBufferedWriter(Path.of(out))) {
            for (int g = 0; g < played.size(); g++) {
                for (String line : played.get(g).get()) {
                    w.write(line);
                    w.write('\n');
                    positions++;
                }
                w.flush(); // a run stopped by its time box keeps every game it finished
                if ((g + 1) % 50 == 0) {
                    System.err.printf("%d games, %d positions, %d s%n", g + 1, positions,
                            (System.nanoTime() - start) / 1_000_000_000L);
                }
            }
        } finally {
            pool.shutdownNow();
        }
        System.out.printf("%d games (%d to %d), %s at depth %d, %d positions written to %s in %.1f s%n", games,
                first, first + games - 1, evaluator, depth, positions, out, (System.nanoTime() - start) / 1e9);
    }

    /** Game {@code index}'s labelled lines. */
    static List<String> play(int index, int depth, long seed, String evaluator) {
        CheckersGame game = new CheckersGame();
        List<Ballot> deck = CheckersBallots.deck();
        Random random = new Random(seed * 1_000_003L + index);
        CheckersPosition p = CheckersBallots.play(deck.get(random.nextInt(deck.size())),
                game.newPosition(game.defaultOptions()));
        for (int k = 0; k < 2 && !p.isOver(); k++) {
            int[] moves = p.legalMoves();
            p.play(moves[random.nextInt(moves.length)]);
        }
        Strategist<CheckersPosition> s = Strategist.builder(game).evaluator(CheckersTimedMatch.byName(evaluator))
                .depth(depth).pickAmongBest(2, 4).seed(random.nextLong()).tableMegabytes(16).build();
        List<String> fens = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        while (!p.isOver() && p.ply() < CheckersTournament.MAX_PLIES) {
            Choice c = s.choose(p, dev.strategist.search.SearchListener.NONE);
            if (!p.mustCapture() && c.analysis().depth() > 0) {
                fens.add(CheckersFen.format(p));
                scores.add(p.sideToMove() == 0 ? c.score() : -c.score());
            }
            p.play(c.move());
        }
        Outcome outcome = p.isOver() ? p.outcome() : Outcome.DRAW;
        double black = CheckersTuner.blackResult(outcome);
        List<String> lines = new ArrayList<>(fens.size());
        for (int i = 0; i < fens.size(); i++) {
            lines.add(fens.get(i) + ";" + black + ";" + scores.get(i));
        }
        return lines;
    }
}
