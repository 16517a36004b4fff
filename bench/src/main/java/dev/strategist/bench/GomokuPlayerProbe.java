package dev.strategist.bench;

import dev.strategist.games.gomoku.GomokuNotation;
import dev.strategist.games.gomoku.GomokuPlayer;
import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.games.gomoku.GomokuRule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What the tournament player does with a move's time on positions from real games: the depth, nodes, time
 * and reason of each decision, the generic engine beside Gomoku's own search. Usage:
 * {@code GomokuPlayerProbe GAMES-FILE MILLIS POSITIONS PLY [engine|threats]...}: the position after
 * {@code PLY} moves of each of the first games (MOVES;... lines) long enough.
 */
public final class GomokuPlayerProbe {
    private GomokuPlayerProbe() {
    }

    /** Runs the probe and prints one line a position and search, then the sums. */
    public static void main(String[] args) throws IOException {
        if (args.length < 5) {
            System.err.println("usage: GomokuPlayerProbe GAMES-FILE MILLIS POSITIONS PLY engine|threats...");
            System.exit(2);
        }
        Path file = Path.of(args[0]);
        long millis = Long.parseLong(args[1]);
        int count = Integer.parseInt(args[2]);
        int ply = Integer.parseInt(args[3]);
        List<GomokuPosition> positions = positionsAfter(file, ply, count);
        for (int a = 4; a < args.length; a++) {
            if (!args[a].equals("engine") && !args[a].equals("threats")) {
                System.err.println("a search is engine or threats, not '" + args[a] + "'");
                System.exit(2);
            }
            boolean threats = args[a].equals("threats");
            GomokuPlayer player = new GomokuPlayer(64, true, GomokuPlayer.DEFAULT_WIDTH, false, 0, threats);
            for (int w = 0; w < 3; w++) {
                player.choose(positions.get(positions.size() - 1 - w).copy(), millis);
            }
            long depths = 0;
            long nodes = 0;
            long time = 0;
            int searched = 0;
            for (GomokuPosition p : positions) {
                player.newGame();
                long t = System.nanoTime();
                GomokuPlayer.Decision d = player.choose(p.copy(), millis);
                long ms = (System.nanoTime() - t) / 1_000_000L;
                System.out.printf("%s %s depth %d nodes %d %d ms %s%n", args[a], GomokuNotation.name(15, d.move()),
                        d.depth(), d.nodes(), ms, d.reason());
                if (d.reason().startsWith("search")) {
                    depths += d.depth();
                    nodes += d.nodes();
                    time += ms;
                    searched++;
                }
            }
            System.out.printf("== %s: %d searched, mean depth %.2f, mean nodes %d, mean %d ms%n", args[a], searched,
                    depths / (double) Math.max(1, searched), nodes / Math.max(1, searched), time / Math.max(1, searched));
        }
    }

    /**
     * The position after {@code ply} moves of each of the first {@code count} games of {@code file} (MOVES;...
     * lines, 15x15 freestyle) that go on at least two moves past it.
     */
    static List<GomokuPosition> positionsAfter(Path file, int ply, int count) throws IOException {
        List<GomokuPosition> positions = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            if (line.isBlank() || line.startsWith("#") || positions.size() >= count) {
                continue;
            }
            GomokuPosition game = GomokuPosition.of(15, GomokuRule.FREESTYLE, line.substring(0, line.indexOf(';')));
            if (game.ply() <= ply + 2) {
                continue;
            }
            GomokuPosition p = new GomokuPosition(15, GomokuRule.FREESTYLE);
            for (int i = 0; i < ply; i++) {
                p.play(game.moveAt(i));
            }
            positions.add(p);
        }
        return positions;
    }
}
