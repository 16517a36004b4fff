package dev.strategist.bench;

import dev.strategist.core.Game;
import dev.strategist.core.Games;
import dev.strategist.core.Position;
import dev.strategist.games.gomoku.GomokuGame;
import dev.strategist.games.gomoku.GomokuPlayer;
import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.play.Strategist;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * How far past its time limit the computer answers on every game of the catalogue, measured as a user
 * meets it: {@code Strategist.bestMove} at level 10 with {@code timeMillis(limit)}, so the exact solvers
 * take their turn where the game has one (Connect Four's solver and book, Othello's endgame solver, the
 * Tic-tac-toe table), and the Gomocup path ({@code GomokuPlayer.choose}, threat searches then the engine).
 * Limits from 10 ms to 1 s; positions are random openings and, for Othello, endgames the solver accepts.
 * With {@code --load} a second process keeps every CPU busy meanwhile.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar dev.strategist.bench.StrategistOvershoot [--load]
 * [--scale=F]}: {@code --scale} multiplies the number of searches (default 1: 200 at 10 ms down to 20 at 1 s).
 */
public final class StrategistOvershoot {
    private static final long[] LIMITS = {10, 50, 100, 250, 1000};
    private static final int[] SEARCHES = {200, 100, 60, 40, 20};
    private static final long SEED = 20261121L;
    private static final int CANCELS = 300;

    private StrategistOvershoot() {
    }

    /** Runs every game at every limit and prints one table per game. */
    public static void main(String[] args) throws Exception {
        BenchArgs options = BenchArgs.of(args, "usage: StrategistOvershoot [--load] [--scale=F] [--game=NAME]");
        boolean load = options.flag("load");
        double scale = options.decimal("scale", 1);
        String only = options.text("game", null);
        options.done();
        System.out.println("Machine: " + Machine.describe() + (load ? "; a second process spins "
                + Runtime.getRuntime().availableProcessors() + " threads meanwhile" : "") + "\n");
        Process busy = load ? BusyLoad.start(Runtime.getRuntime().availableProcessors(), 3600) : null;
        try {
            MarkdownTable table = new MarkdownTable("game (path)", ">limit ms", ">searches", ">median", ">p99",
                    ">max", ">past +10 ms");
            for (Game<?> game : Games.all()) {
                if (only == null || game.name().equals(only)) {
                    strategistRows(table, game, scale);
                }
            }
            if (only == null || only.equals("gomocup")) {
                gomokuPlayerRows(table, scale);
            }
            System.out.println(table);
            MarkdownTable cancels = new MarkdownTable("game", ">searches", ">median ms", ">p99 ms", ">max ms");
            for (Game<?> game : Games.all()) {
                if (only == null || game.name().equals(only)) {
                    cancelRow(cancels, game, Math.max(10, (int) Math.round(CANCELS * scale)));
                }
            }
            System.out.println("Cancel latency: from SearchTask.cancel() to the search thread letting go "
                    + "(SearchTask.finished()), level 10 with a 60 s limit, half cancelled at once, half after "
                    + "their first iteration\n");
            System.out.println(cancels);
        } finally {
            if (busy != null) {
                busy.destroyForcibly();
            }
        }
    }

    /** Starts and cancels {@code n} searches; the time from cancel() to the thread letting go. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void cancelRow(MarkdownTable table, Game game, int n) throws Exception {
        List<Position> positions = positions(game, n, SEED + 200);
        Strategist strategist = Strategist.builder(game).level(10).timeMillis(60_000).seed(1).build();
        double[] latency = new double[n];
        for (int i = 0; i < n; i++) {
            java.util.concurrent.CountDownLatch started = new java.util.concurrent.CountDownLatch(1);
            dev.strategist.play.SearchTask task = strategist.bestMoveAsync(positions.get(i),
                    info -> started.countDown());
            if (i % 2 == 1) {
                started.await(100, java.util.concurrent.TimeUnit.MILLISECONDS);
            }
            long cancelled = System.nanoTime();
            task.cancel();
            task.finished().get(60, java.util.concurrent.TimeUnit.SECONDS);
            latency[i] = (System.nanoTime() - cancelled) / 1e6;
        }
        Percentiles p = new Percentiles(latency);
        table.row(game.name(), Integer.toString(n), Formats.millis(p.at(50)), Formats.millis(p.at(99)),
                Formats.millis(p.max()));
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void strategistRows(MarkdownTable table, Game game, double scale) {
        for (int l = 0; l < LIMITS.length; l++) {
            long limit = LIMITS[l];
            int n = Math.max(1, (int) Math.round(SEARCHES[l] * scale));
            List<Position> positions = positions(game, n, SEED + l);
            Strategist strategist = Strategist.builder(game).level(10).timeMillis(limit).seed(1).build();
            for (int i = 0; i < Math.min(10, n); i++) { // warm-up, not counted
                strategist.bestMove(positions.get(i));
            }
            double[] overshoot = new double[n];
            for (int i = 0; i < n; i++) {
                long start = System.nanoTime();
                strategist.bestMove(positions.get(i));
                overshoot[i] = (System.nanoTime() - start) / 1e6 - limit;
            }
            row(table, game.name() + " (Strategist level 10)", limit, overshoot);
        }
    }

    private static void gomokuPlayerRows(MarkdownTable table, double scale) {
        GomokuGame game = new GomokuGame();
        GomokuPlayer player = new GomokuPlayer(64);
        for (int l = 0; l < LIMITS.length; l++) {
            long limit = LIMITS[l];
            int n = Math.max(1, (int) Math.round(SEARCHES[l] * scale));
            List<Position> positions = positions(game, n, SEED + 100 + l);
            for (int i = 0; i < Math.min(10, n); i++) {
                player.choose((GomokuPosition) positions.get(i), limit);
            }
            double[] overshoot = new double[n];
            for (int i = 0; i < n; i++) {
                player.newGame();
                long start = System.nanoTime();
                player.choose((GomokuPosition) positions.get(i), limit);
                overshoot[i] = (System.nanoTime() - start) / 1e6 - limit;
            }
            row(table, "gomoku (GomokuPlayer, the Gomocup path)", limit, overshoot);
        }
    }

    private static void row(MarkdownTable table, String name, long limit, double[] overshoot) {
        Percentiles p = new Percentiles(overshoot);
        table.row(name, Long.toString(limit), Integer.toString(overshoot.length), Formats.millis(p.at(50)),
                Formats.millis(p.at(99)), Formats.millis(p.max()), p.countAbove(10) + " / " + overshoot.length);
        System.err.println(name + " " + limit + " ms: median " + Formats.millis(p.at(50)) + ", max "
                + Formats.millis(p.max()));
    }

    /**
     * {@code n} positions still in play: random moves from the start, up to about two thirds of a random
     * game; for Othello every other one is played on to 12..18 empty squares, where the endgame solver
     * takes over.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static List<Position> positions(Game game, int n, long seed) {
        Random random = new Random(seed);
        List<Position> out = new ArrayList<>();
        while (out.size() < n) {
            Position p = game.newPosition();
            int length = randomGameLength(game, random);
            int target = random.nextInt(Math.max(1, length * 2 / 3));
            boolean endgame = game.name().equals("othello") && out.size() % 2 == 1;
            while (!p.isOver() && (endgame ? empties(p) > 12 + random.nextInt(7) : p.ply() < target)) {
                int[] moves = p.legalMoves();
                p.play(moves[random.nextInt(moves.length)]);
            }
            if (!p.isOver()) {
                out.add(p);
            }
        }
        return out;
    }

    private static int empties(Position p) {
        String board = p.toString();
        int n = 0;
        for (int i = 0; i < Math.min(64, board.length()); i++) {
            n += board.charAt(i) == '-' ? 1 : 0;
        }
        return n;
    }

    private static int randomGameLength(Game<?> game, Random random) {
        Position p = game.newPosition();
        while (!p.isOver() && p.ply() < 400) {
            int[] moves = p.legalMoves();
            p.play(moves[random.nextInt(moves.length)]);
        }
        return p.ply();
    }
}
