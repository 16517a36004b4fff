package dev.strategist.bench;

import dev.strategist.core.Score;
import dev.strategist.games.gomoku.GomokuPlayer;
import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.games.gomoku.GomokuRule;
import dev.strategist.games.gomoku.GomokuSearch;
import dev.strategist.search.StopSignal;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * How cheaply the player's own search proves the long wins that beat it: positions from our games against
 * PentaZen in which PentaZen, to move, proved a win (mostly threes and fours, 15-37 plies) that our side
 * had walked into. A search that proves them in fewer nodes sees them sooner, from the other side too.
 * The measure is nodes, not time, so a run is the same on any machine: each position is searched depth
 * by depth (the table cleared) until a depth proves the win or the nodes pass the cap. Usage:
 * {@code GomokuWinSuite [node-cap, default 4000000] [file, default the bench's gomoku/pentazen-wins.txt]
 * [--settings S]}, {@code S} a player's search settings ({@code quick-win=1}, see {@code GomokuSearchShape}).
 */
public final class GomokuWinSuite {
    private static final String RESOURCE = "gomoku/pentazen-wins.txt";

    private GomokuWinSuite() {
    }

    /** What one search did: the depth that proved the win (0: none did) and the nodes spent. */
    record Proof(int depth, long nodes) {
        boolean proved() {
            return depth > 0;
        }
    }

    /** Runs the suite and prints one line a position, then the count proved and the nodes. */
    public static void main(String[] arguments) throws IOException {
        SearchSettings.Split split = SearchSettings.split(arguments);
        java.util.Map<String, String> settings = split.settings();
        String[] args = split.rest();
        long cap = args.length > 0 ? Long.parseLong(args[0]) : 4_000_000L;
        List<String> lines = args.length > 1 ? Files.readAllLines(Path.of(args[1])) : GomokuSpeed.openings(RESOURCE);
        GomokuSearch search = new GomokuSearch(64, GomokuPlayer.DEFAULT_WIDTH, GomokuPlayer.DEFAULT_WEIGHTS,
                GomokuPlayer.DEFAULT_VALUES, dev.strategist.games.gomoku.GomokuSearchShape.DEFAULT.with(settings));
        int proved = 0;
        int count = 0;
        long nodes = 0;
        long start = System.nanoTime();
        for (String line : lines) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.strip().split("\\s+");
            Proof proof = prove(search, GomokuPosition.of(15, GomokuRule.FREESTYLE, fields[0]), cap);
            count++;
            nodes += proof.nodes();
            if (proof.proved()) {
                proved++;
            }
            System.out.printf("%3d %s depth %d nodes %d (PentaZen's win: %s plies)%n", count,
                    proof.proved() ? "proved" : "-     ", proof.depth(), proof.nodes(),
                    fields.length > 1 ? fields[1] : "?");
        }
        System.out.printf("== proved %d of %d within %d nodes each; %d nodes in all, %d ms%n", proved, count, cap,
                nodes, (System.nanoTime() - start) / 1_000_000L);
    }

    /**
     * Searches {@code p} (the side to move has a win) one depth more at a time, the table cleared first,
     * until a depth's score is a win or the nodes pass {@code cap} at the end of a depth.
     */
    static Proof prove(GomokuSearch search, GomokuPosition p, long cap) {
        search.clear();
        StopSignal stop = new StopSignal();
        // a raised stop ends the search after the depth just reported, so the last report is the answer
        Proof[] last = {new Proof(0, 0)};
        search.search(p, Score.MAX_PLY, 0, 0, info -> {
            boolean won = Score.isDecisive(info.score()) && info.score() > 0;
            last[0] = new Proof(won ? info.depth() : 0, info.nodes());
            if (won || info.nodes() >= cap) {
                stop.raise();
            }
        }, stop);
        return last[0];
    }
}
