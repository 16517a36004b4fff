package dev.strategist.bench;

import dev.strategist.core.Evaluator;
import dev.strategist.games.reversi.ReversiBitboards;
import dev.strategist.games.reversi.ReversiBook;
import dev.strategist.games.reversi.ReversiBookFile;
import dev.strategist.games.reversi.ReversiGame;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Builds Othello's opening book ({@link ReversiBook}) by long searches of our own engine (level 10's evaluator,
 * {@code patterns+mpc}, unless {@code --evaluator} names another; a cleared table of {@code --table} MB, every
 * search to {@code --depth}, or its whole {@code --millis}) from the start: it books Black's move at the start
 * and White's in every position after Black's first move, then, to {@code --plies} plies from the start, every
 * position after a booked move and each reply to it, so each colour's first moves are in book whatever the other
 * side played. Positions are taken once in all their symmetric images; a position with a single legal move, or
 * one to pass, is passed through, not booked.
 *
 * <p>Resumable: an existing {@code --out} file is read first and its positions are not searched again; the file
 * is rewritten after every search, and no search starts after {@code --minutes}, so a run fits a window of a
 * shared machine. {@code --threads} searches run at once, one engine each.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar dev.strategist.bench.ReversiBookBuilder --out=FILE [--plies=7]
 * [--millis=3000 | --depth=N] [--threads=2] [--table=64] [--minutes=13] [--evaluator=NAME]}: with {@code --depth} every
 * search goes to that depth whatever it takes, so a book built twice is the same (the shipped one was).
 */
public final class ReversiBookBuilder implements BookLevels.Steps<ReversiPosition> {
    private final Map<ReversiBook.Key, ReversiBook.Entry> book = new LinkedHashMap<>();
    private final Path out;
    private final long millis;
    private final int depth;
    private final String comment;
    private final ThreadLocal<Engine<ReversiPosition>> engines;
    private long searched;
    private long depthSum;

    private ReversiBookBuilder(Path out, long millis, int depth, int tableMegabytes, String evaluator) {
        this.out = out;
        this.millis = millis;
        this.depth = depth;
        ReversiGame game = new ReversiGame();
        String name = evaluator != null ? evaluator : game.playEvaluator().orElseThrow().name();
        game.evaluator(name); // an unknown name fails here, before any search
        this.comment = "Othello opening book: our engine's searches (evaluator " + name + ", "
                + (depth > 0 ? "depth " + depth : millis + " ms") + " each, a cleared " + tableMegabytes
                + " MB table), built by dev.strategist.bench.ReversiBookBuilder.\n"
                + "MOVES BEST DEPTH SCORE: the moves from the start (- for the start), the move chosen, the search's\n"
                + "depth and its score for the side to move (1/"
                + dev.strategist.games.reversi.eval.ReversiPatternWeights.UNIT
                + " disc).";
        this.engines = ThreadLocal.withInitial(() -> {
            Evaluator<ReversiPosition> e = new ReversiGame().evaluator(name);
            return new Engine<>(e, tableMegabytes);
        });
    }

    /** Builds or extends the book and prints each search and the totals. */
    public static void main(String[] args) throws Exception {
        BenchArgs options = BenchArgs.of(args, "usage: ReversiBookBuilder --out=FILE [--plies=7]"
                + " [--millis=3000 | --depth=N]"
                + " [--threads=2] [--table=64] [--minutes=13] [--evaluator=NAME]");
        String outName = options.text("out", null);
        int plies = options.integer("plies", 7);
        long millis = options.number("millis", 3000);
        int depth = options.integer("depth", 0);
        int threads = options.integer("threads", 2);
        int table = options.integer("table", 64);
        double minutes = options.decimal("minutes", 13);
        String evaluator = options.text("evaluator", null);
        options.done();
        if (outName == null || outName.isEmpty()) {
            System.err.println("ReversiBookBuilder: --out=FILE is required");
            System.exit(2);
        }
        if (plies < 0 || plies > 20 || millis < 1 || depth < 0 || depth > 60 || threads < 1 || table < 1
                || minutes <= 0) {
            System.err.println("ReversiBookBuilder: --plies is 0-20, --depth 0-60; --millis, --threads, --table and"
                    + " --minutes positive");
            System.exit(2);
        }
        ReversiBookBuilder builder;
        try {
            builder = new ReversiBookBuilder(Path.of(outName), millis, depth, table, evaluator);
        } catch (IllegalArgumentException e) {
            System.err.println("ReversiBookBuilder: " + e.getMessage());
            System.exit(2);
            return;
        }
        builder.run(plies, threads, (long) (minutes * 60_000));
    }

    private void run(int plies, int threads, long budgetMillis) throws Exception {
        if (Files.exists(out)) {
            for (ReversiBook.Entry e : ReversiBookFile.read(out).entries()) {
                ReversiPosition p = at(e.moves());
                book.put(ReversiBook.Key.of(p.player(), p.opponent()), e);
            }
            System.out.println("read " + book.size() + " positions from " + out);
        }
        long start = System.currentTimeMillis();
        List<ReversiPosition> level = new ArrayList<>();
        ReversiPosition first = new ReversiPosition();
        level.add(first);
        level.addAll(BookLevels.replies(first)); // White's first positions
        boolean complete = BookLevels.walk(level, plies, threads, start + budgetMillis, this);
        long took = System.currentTimeMillis() - start;
        System.out.printf(Locale.ROOT, "%d positions searched in %.1f s (mean depth %.2f); the book holds %d; %s%n",
                searched, took / 1e3, searched == 0 ? 0 : depthSum / (double) searched, book.size(),
                complete ? "complete" : "stopped at the deadline: run again");
    }

    /** The position after {@code moves} from the start. */
    private static ReversiPosition at(String moves) {
        ReversiPosition p = new ReversiPosition();
        dev.strategist.games.reversi.ReversiNotation.playMoves(p, moves);
        return p;
    }

    @Override
    public Object key(ReversiPosition p) {
        return ReversiBook.Key.of(p.player(), p.opponent());
    }

    @Override
    public int ply(ReversiPosition p) {
        return p.ply();
    }

    @Override
    public void book(ReversiPosition p) throws IOException {
        if (p.isOver() || bookedOrOnly(p) >= 0) {
            return;
        }
        Engine<ReversiPosition> engine = engines.get();
        engine.clear();
        long t0 = System.nanoTime();
        SearchLimits limits = depth > 0 ? SearchLimits.depth(depth)
                : SearchLimits.depth(SearchLimits.DEPTH_LIMIT).withTime(millis, millis);
        SearchResult r = engine.search(p.copy(), limits, SearchListener.NONE);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        ReversiBook.Entry e = new ReversiBook.Entry(line(p), r.bestMove(), r.depth(), r.score());
        synchronized (this) {
            book.put(ReversiBook.Key.of(p.player(), p.opponent()), e);
            searched++;
            depthSum += r.depth();
            ReversiBookFile.write(new ArrayList<>(book.values()), comment, out);
            System.out.printf(Locale.ROOT, "ply %2d %-24s %s depth %2d score %6d %,12d nodes %6d ms%n", p.ply(),
                    e.moves().isEmpty() ? "-" : e.moves(), ReversiBitboards.squareName(r.bestMove()), r.depth(),
                    r.score(), r.nodes(), ms);
        }
    }

    @Override
    public int bookedOrOnly(ReversiPosition p) {
        int[] moves = new int[ReversiPosition.MAX_MOVES];
        if (p.legalMoves(moves, 0) == 1) {
            return moves[0];
        }
        ReversiBook.Entry e;
        synchronized (this) {
            e = book.get(ReversiBook.Key.of(p.player(), p.opponent()));
        }
        // the entry may be of a mirror image: a book of it maps its move onto this position
        return e == null ? -1 : new ReversiBook(List.of(e)).move(p);
    }

    /** The moves from the start to {@code p}, run together. */
    private static String line(ReversiPosition p) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < p.ply(); k++) {
            int m = p.moveAt(k);
            sb.append(m == ReversiPosition.PASS ? "pa" : ReversiBitboards.squareName(m));
        }
        return sb.toString();
    }
}
