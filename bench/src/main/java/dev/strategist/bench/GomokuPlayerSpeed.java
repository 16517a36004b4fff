package dev.strategist.bench;

import dev.strategist.games.gomoku.GomokuNotation;
import dev.strategist.games.gomoku.GomokuPlayer;
import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.games.gomoku.GomokuRule;
import java.io.IOException;
import java.util.List;

/**
 * The tournament player's depth, nodes and nodes per second at a fixed time on the balanced freestyle openings,
 * the figures a Gomocup engine's status line gives (Rapfi's "Speed | Depth | Node | Time"), so the two can be set
 * side by side; {@code --settings S} shapes its search by a player's settings ({@code improved-less=1}). Usage:
 * {@code GomokuPlayerSpeed [millis per position] [positions] [--settings S]}.
 */
public final class GomokuPlayerSpeed {
    private GomokuPlayerSpeed() {
    }

    /** Runs the measurement and prints a Markdown table and the totals. */
    public static void main(String[] args) throws IOException {
        SearchSettings.Split split = SearchSettings.split(args);
        java.util.Map<String, String> settings = split.settings();
        java.util.List<String> rest = java.util.List.of(split.rest());
        long millis = rest.size() > 0 ? Long.parseLong(rest.get(0)) : 500;
        int count = rest.size() > 1 ? Integer.parseInt(rest.get(1)) : 10;
        List<String> openings = GomokuSpeed.openings("gomoku/openings_freestyle15_balanced.txt");
        GomokuPlayer player = new GomokuPlayer(64, true, GomokuPlayer.DEFAULT_WIDTH, GomokuPlayer.DEFAULT_VCT,
                GomokuPlayer.DEFAULT_HORIZON_NODES, GomokuPlayer.DEFAULT_THREAT_SEARCH, GomokuPlayer.DEFAULT_WEIGHTS,
                GomokuPlayer.DEFAULT_VALUES, dev.strategist.games.gomoku.GomokuSearchShape.DEFAULT.with(settings));
        // the JIT warmed on positions the table then forgets, as a match's first moves would
        for (int i = 0; i < 3; i++) {
            player.choose(GomokuPosition.of(15, GomokuRule.FREESTYLE, openings.get(openings.size() - 1 - i)), millis);
        }
        System.out.println(Machine.describe());
        System.out.println("the tournament player, " + millis + " ms per position, a new game each"
                + (settings.isEmpty() ? "" : ", " + settings));
        System.out.println("| opening | depth | nodes | ms | nodes/s | reason | move |");
        System.out.println("| --- | ---: | ---: | ---: | ---: | --- | --- |");
        long totalNodes = 0;
        long totalMillis = 0;
        int minDepth = Integer.MAX_VALUE;
        int maxDepth = 0;
        for (int i = 0; i < Math.min(count, openings.size()); i++) {
            GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, openings.get(i));
            player.newGame();
            long t = System.nanoTime();
            GomokuPlayer.Decision d = player.choose(p, millis);
            long ms = Math.max(1, (System.nanoTime() - t) / 1_000_000L);
            totalNodes += d.nodes();
            totalMillis += ms;
            minDepth = Math.min(minDepth, d.depth());
            maxDepth = Math.max(maxDepth, d.depth());
            System.out.printf("| %s | %d | %d | %d | %d | %s | %s |%n", openings.get(i), d.depth(), d.nodes(), ms,
                    d.nodes() * 1000 / ms, d.reason(), GomokuNotation.name(15, d.move()));
        }
        System.out.printf("%nall: depth %d-%d, %d nodes in %d ms (%d nodes/s)%n", minDepth, maxDepth, totalNodes,
                totalMillis, totalNodes * 1000 / Math.max(1, totalMillis));
    }
}
