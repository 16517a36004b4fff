package dev.strategist.bench;

import dev.strategist.games.checkers.CheckersBallots;
import dev.strategist.games.checkers.CheckersBook;
import dev.strategist.games.checkers.CheckersBookFile;
import dev.strategist.games.checkers.CheckersEvaluator;
import dev.strategist.games.checkers.CheckersGame;
import dev.strategist.games.checkers.CheckersNotation;
import dev.strategist.games.checkers.CheckersPosition;
import dev.strategist.games.checkers.CheckersWeights;
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
 * Builds checkers' opening book ({@link CheckersBook}) by deep searches of our own engine (the terms alone with
 * the endgame database, {@code checkers-terms}, the default when the shipped book was built; a cleared table of
 * {@code --table} MB, every search its whole {@code --millis}) over the ACF deck's ballots {@code --first} to
 * {@code --first + --ballots - 1}. From each ballot's position it books the side to
 * move's move, and every position the other side faces after each reply (so both colours of the ballot start
 * in book); then, to {@code --plies} plies from the start, every position after a booked move and each reply to
 * it. A position with a single legal move is passed through, not booked.
 *
 * <p>Resumable: an existing {@code --out} file is read first and its positions are not searched again; the
 * file is rewritten after every search, and no search starts after {@code --minutes}, so a run fits a window
 * of a shared machine. {@code --threads} searches run at once, one engine each.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar dev.strategist.bench.CheckersBookBuilder --out=FILE
 * [--first=0] [--ballots=20] [--plies=5] [--millis=3000] [--threads=2] [--table=64] [--minutes=13]
 * [--evaluator=NAME]}: {@code --evaluator} searches with the game's evaluator of that name ({@code checkers}, the
 * default player's, for the deep book {@code book=deep} plays) instead of the terms.
 */
public final class CheckersBookBuilder implements BookLevels.Steps<CheckersPosition> {
    private final Map<CheckersBook.Entry, CheckersBook.Entry> book = new LinkedHashMap<>();
    private final Path out;
    private final long millis;
    private final int tableMegabytes;
    private final ThreadLocal<Engine<CheckersPosition>> engines;
    private long searched;
    private long depthSum;

    private CheckersBookBuilder(Path out, long millis, int tableMegabytes, String evaluator) {
        this.out = out;
        this.millis = millis;
        this.tableMegabytes = tableMegabytes;
        // by default the terms, not the default evaluator: the shipped book was searched with them, and a resumed
        // run must search alike; a named evaluator (the deep book's, the default) gets a fresh one per thread
        this.engines = ThreadLocal.withInitial(() -> new Engine<>(evaluator == null
                ? new CheckersEvaluator(CheckersWeights.TUNED, true) : new CheckersGame().evaluator(evaluator),
                this.tableMegabytes));
    }

    /** Builds or extends the book and prints each search and the totals. */
    public static void main(String[] args) throws Exception {
        BenchArgs options = BenchArgs.of(args, "usage: CheckersBookBuilder --out=FILE [--first=0] [--ballots=20]"
                + " [--plies=5] [--millis=3000] [--threads=2] [--table=64] [--minutes=13] [--evaluator=NAME]");
        String outName = options.text("out", null);
        Path out = outName == null ? null : Path.of(outName);
        int first = options.integer("first", 0);
        int ballots = options.integer("ballots", 20);
        int plies = options.integer("plies", 5);
        long millis = options.number("millis", 3000);
        int threads = options.integer("threads", 2);
        int table = options.integer("table", 64);
        double minutes = options.decimal("minutes", 13);
        String evaluator = options.text("evaluator", null);
        options.done();
        if (out == null) {
            System.err.println("CheckersBookBuilder: --out=FILE is required");
            System.exit(2);
        }
        CheckersBookBuilder builder = new CheckersBookBuilder(out, millis, table, evaluator);
        builder.run(first, ballots, plies, threads, (long) (minutes * 60_000));
    }

    private void run(int first, int ballots, int plies, int threads, long budgetMillis) throws Exception {
        if (Files.exists(out)) {
            for (CheckersBook.Entry e : CheckersBookFile.read(out).entries()) {
                book.put(e.board(), e);
            }
            System.out.println("read " + book.size() + " positions from " + out);
        }
        long start = System.currentTimeMillis();
        List<CheckersBallots.Ballot> deck = CheckersBallots.deck();
        List<CheckersPosition> level = new ArrayList<>();
        for (int i = first; i < Math.min(deck.size(), first + ballots); i++) {
            CheckersPosition p = CheckersBallots.play(deck.get(i), new CheckersPosition());
            level.add(p);
            level.addAll(BookLevels.replies(p)); // the other colour's first positions of the ballot
        }
        boolean complete = BookLevels.walk(level, plies, threads, start + budgetMillis, this);
        long took = System.currentTimeMillis() - start;
        System.out.printf(Locale.ROOT, "%d positions searched in %.1f s (mean depth %.2f); the book holds %d; %s%n",
                searched, took / 1e3, searched == 0 ? 0 : depthSum / (double) searched, book.size(),
                complete ? "complete" : "stopped at the deadline: run again");
    }

    @Override
    public Object key(CheckersPosition p) {
        return CheckersBook.Entry.of(p, 0, 0, 0).board();
    }

    @Override
    public int ply(CheckersPosition p) {
        return p.ply();
    }

    @Override
    public void book(CheckersPosition p) throws IOException {
        if (p.isOver() || bookedOrOnly(p) >= 0) {
            return;
        }
        Engine<CheckersPosition> engine = engines.get();
        engine.clear();
        long t0 = System.nanoTime();
        SearchResult r = engine.search(p.copy(), SearchLimits.depth(SearchLimits.DEPTH_LIMIT).withTime(millis, millis),
                SearchListener.NONE);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        CheckersBook.Entry e = CheckersBook.Entry.of(p, r.bestMove(), Math.min(127, r.depth()),
                Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, r.score())));
        synchronized (this) {
            book.put(e.board(), e);
            searched++;
            depthSum += r.depth();
            CheckersBookFile.write(new ArrayList<>(book.values()), out);
            System.out.printf(Locale.ROOT, "ply %2d %-40s %-8s depth %2d score %5d %,12d nodes %6d ms%n", p.ply(),
                    line(p), CheckersNotation.text(r.bestMove()), r.depth(), r.score(), r.nodes(), ms);
        }
    }

    @Override
    public int bookedOrOnly(CheckersPosition p) {
        int[] moves = new int[p.maxMoves()];
        if (p.legalMoves(moves, 0) == 1) {
            return moves[0];
        }
        CheckersBook.Entry e;
        synchronized (this) {
            e = book.get(CheckersBook.Entry.of(p, 0, 0, 0).board());
        }
        return e == null ? -1 : e.move();
    }

    private static String line(CheckersPosition p) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < p.ply(); k++) {
            sb.append(k == 0 ? "" : " ").append(CheckersNotation.text(p.moveAt(k)));
        }
        return sb.toString();
    }
}
