package dev.strategist.bench;

import dev.strategist.games.gomoku.GomokuPlayer;
import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.games.gomoku.GomokuRule;
import dev.strategist.games.gomoku.GomokuSearch;
import dev.strategist.search.StopSignal;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * How fast the player's own Gomoku search grows with depth: the nodes each iteration of the deepening adds,
 * summed over positions, and each depth's ratio to the one before (the effective branching factor), which
 * a node count at one depth alone cannot show. The positions are the first balanced openings, or the
 * position after {@code PLY} moves of the first games of a games file (MOVES;... lines), where threats
 * crowd the board; {@code --settings S} shapes the search by a player's settings ({@code quick-win=1}, see
 * {@link dev.strategist.games.gomoku.GomokuSearchShape}). Usage: {@code GomokuDepthGrowth DEPTH COUNT [GAMES-FILE PLY]
 * [--settings S]}.
 */
public final class GomokuDepthGrowth {
    private GomokuDepthGrowth() {
    }

    /** Searches each position to the depth, twice (the first run warms the JIT), and prints the second. */
    public static void main(String[] arguments) throws IOException {
        SearchSettings.Split split = SearchSettings.split(arguments);
        java.util.Map<String, String> settings = split.settings();
        String[] args = split.rest();
        if (args.length != 2 && args.length != 4) {
            System.err.println("usage: GomokuDepthGrowth DEPTH COUNT [GAMES-FILE PLY] [--settings S]");
            System.exit(2);
        }
        int depth = Integer.parseInt(args[0]);
        int count = Integer.parseInt(args[1]);
        List<GomokuPosition> positions = args.length == 4
                ? GomokuPlayerProbe.positionsAfter(Path.of(args[2]), Integer.parseInt(args[3]), count) : fromOpenings(count);
        GomokuSearch search = new GomokuSearch(32, GomokuPlayer.DEFAULT_WIDTH, GomokuPlayer.DEFAULT_WEIGHTS,
                GomokuPlayer.DEFAULT_VALUES, dev.strategist.games.gomoku.GomokuSearchShape.DEFAULT.with(settings));
        long[] perDepth = new long[depth + 1];
        long millis = 0;
        for (int run = 0; run < 2; run++) {
            java.util.Arrays.fill(perDepth, 0);
            long start = System.nanoTime();
            for (GomokuPosition position : positions) {
                search.clear();
                long[] before = {0};
                search.search(position.copy(), depth, 0, 0, info -> {
                    perDepth[info.depth()] += info.nodes() - before[0];
                    before[0] = info.nodes();
                }, new StopSignal());
            }
            millis = (System.nanoTime() - start) / 1_000_000L;
        }
        System.out.println(Machine.describe());
        System.out.printf("%d positions to depth %d in %d ms%s%n", positions.size(), depth, millis,
                settings.isEmpty() ? "" : " " + settings);
        long total = 0;
        for (int d = 1; d <= depth; d++) {
            total += perDepth[d];
            String ratio = d > 1 && perDepth[d - 1] > 0
                    ? String.format("%.2f", perDepth[d] / (double) perDepth[d - 1]) : "";
            System.out.printf("depth %2d: %,12d nodes %s%n", d, perDepth[d], ratio);
        }
        System.out.printf("all depths: %,d nodes%n", total);
    }

    private static List<GomokuPosition> fromOpenings(int count) throws IOException {
        List<String> openings = GomokuSpeed.openings("gomoku/openings_freestyle15_balanced.txt");
        List<GomokuPosition> positions = new ArrayList<>();
        for (int i = 0; i < count && i < openings.size(); i++) {
            positions.add(GomokuPosition.of(15, GomokuRule.FREESTYLE, openings.get(i)));
        }
        return positions;
    }
}
