package dev.strategist.bench;

import dev.strategist.core.Position;
import dev.strategist.games.gomoku.GomokuBook;
import dev.strategist.games.gomoku.GomokuEvaluator;
import dev.strategist.games.gomoku.GomokuNotation;
import dev.strategist.games.gomoku.GomokuPlayer;
import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.games.gomoku.GomokuRule;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Builds Gomoku's opening book ({@link GomokuBook}) over a set of openings with long searches of the tournament
 * player: for each opening, the side to move's move, and the move of the other side after each of the
 * {@code --replies} moves the side to move is likeliest to play (the search's choice, then the candidates the
 * player's move values rank highest), so both colours of each opening start in book. A position whose move is
 * forced (a five to make or to block) is left out. With {@code --depth=N} (1 by default) each booked move is
 * followed N - 1 more times: the {@code --replies} replies the move values rank highest after it, and the move
 * there. {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.GomokuBookBuilder --out=FILE
 * [--openings=FILE] [--millis=N] [--replies=N] [--threads=N] [--depth=N]}
 * (the openings: the games module's balanced 15 x 15 freestyle set unless given).
 */
public final class GomokuBookBuilder {
    private static final String BALANCED = "/gomoku/openings_freestyle15_balanced.txt";
    private static final int SIZE = 15;

    private GomokuBookBuilder() {
    }

    /** Builds and writes. */
    public static void main(String[] args) throws Exception {
        BenchArgs options = BenchArgs.of(args, "usage: GomokuBookBuilder --out=FILE [--openings=FILE] [--millis=N]"
                + " [--replies=N] [--threads=N] [--depth=N]");
        String out = options.text("out", null);
        String openingsName = options.text("openings", null);
        int millis = options.integer("millis", 5000);
        int replies = options.integer("replies", 3);
        int threads = options.integer("threads", 1);
        int depth = options.integer("depth", 1);
        options.done();
        if (out == null || millis < 1 || replies < 0 || threads < 1 || depth < 1) {
            options.refuse();
        }
        List<String> openings = openings(openingsName);
        long start = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        ThreadLocal<GomokuPlayer> players = ThreadLocal.withInitial(() -> new GomokuPlayer(64));
        // the openings' own positions first: the replies each needs come from its search
        List<Future<GomokuBook.Entry>> first = new ArrayList<>();
        for (String opening : openings) {
            first.add(pool.submit(() -> book(players.get(), opening, millis)));
        }
        List<GomokuBook.Entry> entries = new ArrayList<>();
        List<Future<GomokuBook.Entry>> level = new ArrayList<>();
        for (int i = 0; i < openings.size(); i++) {
            GomokuBook.Entry entry = first.get(i).get();
            GomokuPosition p = GomokuPosition.of(SIZE, GomokuRule.FREESTYLE, openings.get(i));
            for (int reply : likelyMoves(p, entry == null ? Position.NO_MOVE : entry.move(), replies)) {
                String line = openings.get(i) + GomokuNotation.name(SIZE, reply);
                level.add(pool.submit(() -> book(players.get(), line, millis)));
            }
            if (entry != null) {
                entries.add(entry);
            }
        }
        Set<Long> seen = new HashSet<>();
        for (GomokuBook.Entry e : entries) {
            seen.add(hash(e));
        }
        // each level books the positions after the replies, then follows every move it booked (the openings' own
        // too, the first time) by each likely reply to it (by the move values alone: the reply's position is not
        // searched), and the move there
        List<GomokuBook.Entry> frontier = new ArrayList<>(entries);
        for (int d = 1; d <= depth; d++) {
            for (Future<GomokuBook.Entry> f : level) {
                GomokuBook.Entry e = f.get();
                if (e != null && seen.add(hash(e))) {
                    entries.add(e);
                    frontier.add(e);
                }
            }
            if (d == depth) {
                break;
            }
            level = new ArrayList<>();
            for (GomokuBook.Entry e : frontier) {
                String after = e.moves() + GomokuNotation.name(SIZE, e.move());
                GomokuPosition p = GomokuPosition.of(SIZE, GomokuRule.FREESTYLE, after);
                for (int reply : likelyMoves(p, Position.NO_MOVE, replies)) {
                    String line = after + GomokuNotation.name(SIZE, reply);
                    level.add(pool.submit(() -> book(players.get(), line, millis)));
                }
            }
            frontier = new ArrayList<>();
        }
        pool.shutdown();
        GomokuBook book = new GomokuBook(SIZE, GomokuRule.FREESTYLE, entries);
        try (Writer w = Files.newBufferedWriter(Path.of(out), StandardCharsets.UTF_8)) {
            book.write(w, "Gomoku opening book, 15 x 15 freestyle: the tournament player's move after a search of "
                    + millis + " ms,\nfor " + openings.size() + " openings and the " + replies + " likeliest replies to each."
                    + "\nBuilt by: java -cp bench/target/benchmarks.jar dev.strategist.bench.GomokuBookBuilder"
                    + " --millis=" + millis + " --replies=" + replies + " --depth=" + depth
                    + (openingsName == null ? "" : " --openings=" + Path.of(openingsName).getFileName()));
        }
        System.out.printf("%d positions booked from %d openings in %.0f s, written to %s%n", book.size(),
                openings.size(), (System.nanoTime() - start) / 1e9, out);
    }

    /** The hash of {@code e}'s position: positions that transpose into each other are booked once. */
    private static long hash(GomokuBook.Entry e) {
        return GomokuPosition.of(SIZE, GomokuRule.FREESTYLE, e.moves()).hash();
    }

    /** The player's move for the position after {@code moves}, or null when the move is forced or the game over. */
    static GomokuBook.Entry book(GomokuPlayer player, String moves, int millis) {
        GomokuPosition p = GomokuPosition.of(SIZE, GomokuRule.FREESTYLE, moves);
        if (p.isOver()) {
            return null;
        }
        player.newGame();
        GomokuPlayer.Decision d = player.choose(p, millis);
        if (d.reason().equals("five") || d.reason().equals("block")) {
            return null;
        }
        System.out.printf("%s %s %s depth %d score %d%n", moves, GomokuNotation.name(SIZE, d.move()), d.reason(),
                d.depth(), d.score());
        return new GomokuBook.Entry(moves, d.move(), d.depth(), d.score());
    }

    /**
     * Up to {@code count} moves the side to move of {@code p} is likeliest to play: {@code chosen} (a search's
     * choice, if any) first, then the candidates of the highest order (the player's learned move values).
     */
    static List<Integer> likelyMoves(GomokuPosition p, int chosen, int count) {
        List<Integer> moves = new ArrayList<>();
        if (count == 0 || p.isOver()) {
            return moves;
        }
        if (chosen != Position.NO_MOVE) {
            moves.add(chosen);
        }
        GomokuEvaluator order = new GomokuEvaluator(0, 0, null, GomokuPlayer.DEFAULT_VALUES);
        int[] candidates = new int[p.maxMoves()];
        int n = order.searchMoves(p, candidates, 0);
        long[] keys = new long[n];
        for (int i = 0; i < n; i++) {
            keys[i] = ((long) order.orderScore(p, candidates[i]) << 32) | (0xFFFFFFFFL - candidates[i]);
        }
        java.util.Arrays.sort(keys);
        for (int i = n - 1; i >= 0 && moves.size() < count; i--) {
            int cell = (int) (0xFFFFFFFFL - (keys[i] & 0xFFFFFFFFL));
            if (!moves.contains(cell)) {
                moves.add(cell);
            }
        }
        return moves;
    }

    /** The openings' lines (moves run together), from {@code name} or the balanced set. */
    static List<String> openings(String name) throws IOException {
        InputStream in = name == null ? GomokuBookBuilder.class.getResourceAsStream(BALANCED)
                : Files.newInputStream(Path.of(name));
        if (in == null) {
            throw new IOException("no " + BALANCED + " on the class path");
        }
        List<String> lines = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                String text = line.strip();
                if (!text.isEmpty() && !text.startsWith("#")) {
                    lines.add(text);
                }
            }
        }
        return lines;
    }
}
