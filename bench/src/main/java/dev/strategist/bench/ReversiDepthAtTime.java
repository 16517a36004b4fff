package dev.strategist.bench;

import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.ReversiGame;
import dev.strategist.games.reversi.ReversiNotation;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.play.Choice;
import dev.strategist.play.Strategist;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchInfo;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.StopSignal;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How deep a timed Othello player's midgame search gets: with {@code --make=N}, writes N positions (as the moves
 * from the start, passes left out, the form Zebra's {@code -seq} reads) reached from the openings of
 * {@code --openings} by a depth-4 search of the default playing both sides until 20 to 45 empties are left
 * ({@code --fewest} to {@code --most}; the targets step through that range, so the set spreads over the midgame; a position over, or with fewer than two
 * moves, gives way to the next opening's); otherwise plays each position's line and lets a player of the given
 * level (10), time a move (1,000 ms), evaluator (the default), with {@code --whole} the whole clock and with
 * {@code --endgame=N} the selective endgame solver up to N empties choose a move, printing the depth of the last iteration it reported, the nodes and the time (a first search, unprinted, warms
 * the JIT up). The positions are the same for any player, so depths compare.
 * {@code java -cp benchmarks.jar dev.strategist.bench.ReversiDepthAtTime --openings=xot.txt --make=24 [--fewest=N]
 * [--most=N] > pos.txt}
 * {@code java -cp benchmarks.jar dev.strategist.bench.ReversiDepthAtTime --positions=pos.txt [--time=MS]
 * [--level=N] [--evaluator=NAME] [--whole] [--endgame=N]}
 */
public final class ReversiDepthAtTime {

    private ReversiDepthAtTime() {
    }

    /** Makes the positions, or measures the player on them. */
    public static void main(String[] args) throws IOException {
        BenchArgs options = BenchArgs.of(args, "usage: ReversiDepthAtTime --openings=FILE --make=N | --positions=FILE"
                + " [--time=MS] [--evaluator=NAME] [--level=N] [--whole] [--endgame=N] [--fewest=N] [--most=N]");
        String openings = options.text("openings", null);
        int make = options.integer("make", 0);
        String positions = options.text("positions", null);
        int time = options.integer("time", 1000);
        int level = options.integer("level", 10);
        String evaluator = options.text("evaluator", null);
        boolean whole = options.flag("whole");
        int endgame = options.integer("endgame", 0);
        int fewest = options.integer("fewest", 20);
        int most = options.integer("most", 45);
        options.done();
        ReversiGame game = new ReversiGame();
        if (make > 0 && openings != null) {
            make(game, Files.readAllLines(Path.of(openings)), make, fewest, most);
            return;
        }
        if (positions == null) {
            options.refuse();
        }
        Strategist.Builder<ReversiPosition> builder = Strategist.builder(game).level(level).timeMillis(time)
                .pickAmongBest(1, 0).wholeTime(whole);
        if (evaluator != null) {
            builder.evaluator(game.evaluator(evaluator));
        }
        if (endgame > 0) {
            builder.exactSolver(game.selectiveSolver(endgame).orElseThrow());
        }
        Strategist<ReversiPosition> player = builder.build();
        List<String> lines = Files.readAllLines(Path.of(positions));
        int sumDepth = 0;
        long sumNodes = 0;
        long sumMillis = 0;
        int count = 0;
        for (int i = -1; i < lines.size(); i++) {
            // the first line twice: once to warm the JIT up, unprinted
            String line = lines.get(Math.max(0, i)).strip();
            ReversiPosition p = new ReversiPosition(ReversiBoard.EIGHT);
            ReversiNotation.playMoves(p, line);
            int[] reached = new int[1];
            long start = System.nanoTime();
            Choice c = player.choose(p, new SearchListener() {
                @Override
                public void onIteration(SearchInfo info) {
                    reached[0] = info.depth();
                }
            });
            long millis = (System.nanoTime() - start) / 1_000_000L;
            if (i < 0) {
                continue;
            }
            int empties = p.emptyCount();
            System.out.printf(Locale.ROOT, "%2d empties %d depth %2d nodes %,11d ms %4d move %s %s%n", i + 1, empties,
                    reached[0], c.analysis().nodes(), millis, ReversiBoard.EIGHT.name(c.move()), line);
            sumDepth += reached[0];
            sumNodes += c.analysis().nodes();
            sumMillis += millis;
            count++;
        }
        System.out.printf(Locale.ROOT, "%d positions: mean depth %.2f, mean nodes %,d, mean %d ms%n", count,
                sumDepth / (double) count, sumNodes / count, sumMillis / count);
    }

    /** Prints {@code count} midgame positions, each as its line of moves from the start. */
    private static void make(ReversiGame game, List<String> openings, int count, int fewest, int most) {
        Engine<ReversiPosition> engine = new Engine<>(game.evaluator(), 16);
        int made = 0;
        for (int i = 0; made < count && i < 4 * count; i++) {
            int target = fewest + made * (most - fewest + 1) / count;
            String opening = openings.get(i % openings.size()).strip();
            ReversiPosition p = new ReversiPosition(ReversiBoard.EIGHT);
            ReversiNotation.playMoves(p, opening);
            List<String> line = new ArrayList<>(List.of(opening.split("\\s+")));
            while (!p.isOver() && p.emptyCount() > target) {
                int move = engine.search(p, SearchLimits.depth(4), SearchListener.NONE, new StopSignal()).bestMove();
                if (move != ReversiPosition.PASS) {
                    line.add(ReversiBoard.EIGHT.name(move));
                }
                p.play(move);
            }
            // a position over, forced or to pass is no measure of a search: the next opening takes its place
            if (!p.isOver() && Long.bitCount(p.moveMask()) > 1) {
                System.out.println(String.join("", line));
                made++;
            }
        }
    }
}
