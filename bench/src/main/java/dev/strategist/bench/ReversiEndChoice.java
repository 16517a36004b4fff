package dev.strategist.bench;

import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.reversi.endgame.ReversiEndgameSolver;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Whether a player keeps an Othello position's game-theoretic value: positions where our side was to move at 25-28
 * empties in games against Zebra ({@value #POSITIONS}, one a line as the moves from the start), each position's win,
 * draw or loss and every move's solved once into a key ({@link ReversiEndKey}), and a player then scored by how often
 * its move keeps the value, an offline judge of an evaluation or search change before a match.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar dev.strategist.bench.ReversiEndChoice key [--positions=FILE]
 * --out=KEYFILE [--threads=1|2] [--table-bits=N] [--minutes=M]} solves each position not yet in KEYFILE and appends its
 * line, so a stopped run goes on where it stopped (a position twice in FILE is solved once); each thread has a solver of
 * its own. With {@code --minutes} no position is begun after M minutes: a loop of such runs, each under a shared lock,
 * lets a timed run that wants the machine alone in between.
 *
 * <p>{@code ... ReversiEndChoice score [--key=KEYFILE] [--millis=MS] [--level=N] [--settings=S] [--first=N]} seats the
 * player a match's {@code --a level=N,time=MS,S} seats (by default level 10 at 1,000 ms; {@code S} such as
 * {@code endgame=26} or {@code evaluator=patterns}) and asks it for a move in each keyed position (by default those
 * of {@value #KEY}), after one unprinted move to warm up, and prints each move's value beside the best and the points
 * a game would lose by it (a win given as a draw or a draw as a loss half a point, a win as a loss one).
 *
 * <p>A file that is missing or a line that does not read (a bad move, a key line unlike its position's legal moves)
 * ends the run with the usage line, the file's name and line and why, and exit code 2.
 */
public final class ReversiEndChoice {
    /** The positions, a resource of this module. */
    static final String POSITIONS = "/othello/end-choice-positions.txt";
    /** The key of the positions solved so far, a resource of this module. */
    static final String KEY = "/othello/end-choice-key.txt";
    private static final String USAGE = "usage: ReversiEndChoice key [--positions=FILE] --out=KEYFILE [--threads=1|2]"
            + " [--table-bits=N] [--minutes=M] | score [--key=KEYFILE] [--millis=MS] [--level=N] [--settings=S] [--first=N]";

    /** A line of a file, with its number from 1 for the errors that name it. */
    record Line(String source, int number, String text) {
        /** {@code why} about this line, naming it. */
        IllegalArgumentException error(RuntimeException why) {
            return new IllegalArgumentException(source + " line " + number + ": " + why.getMessage(), why);
        }
    }

    private ReversiEndChoice() {
    }

    /** Makes the key or scores a player, as the first operand says. */
    public static void main(String[] args) throws InterruptedException {
        BenchArgs options = BenchArgs.of(args, USAGE);
        List<String> mode = options.operands();
        try {
            if (mode.equals(List.of("key"))) {
                String positions = options.text("positions", null);
                String out = options.text("out", null);
                int threads = options.integer("threads", 1);
                int tableBits = options.integer("table-bits", 22);
                long minutes = options.number("minutes", 0);
                options.done();
                if (out == null || threads < 1 || threads > 2 || tableBits < 12 || tableBits > 26 || minutes < 0) {
                    options.refuse();
                }
                key(lines(positions, POSITIONS), Path.of(out), threads, tableBits, minutes);
            } else if (mode.equals(List.of("score"))) {
                String key = options.text("key", null);
                long millis = options.number("millis", 1000);
                int level = options.integer("level", 10);
                String settings = options.text("settings", "");
                int first = options.integer("first", 0);
                options.done();
                String spec = "level=" + level + ",time=" + millis + (settings.isBlank() ? "" : "," + settings);
                ReversiEndScore.score(keys(lines(key, KEY)), spec, first);
            } else {
                options.done();
                options.refuse();
            }
        } catch (IllegalArgumentException | IOException e) {
            System.err.println(USAGE);
            System.err.println(e instanceof NoSuchFileException ? "no such file: " + e.getMessage() : e.getMessage());
            System.exit(2);
        }
    }

    /** The lines of {@code file}, or of the resource {@code resource} when no file is named; blank lines and comments left out. */
    static List<Line> lines(String file, String resource) throws IOException {
        List<String> all;
        if (file != null) {
            all = Files.readAllLines(Path.of(file));
        } else {
            try (InputStream in = ReversiEndChoice.class.getResourceAsStream(resource)) {
                if (in == null) {
                    throw new IOException("no resource " + resource);
                }
                all = Arrays.asList(new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n"));
            }
        }
        String source = file != null ? file : resource;
        List<Line> kept = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            String text = all.get(i).strip();
            if (!text.isEmpty() && !text.startsWith("#")) {
                kept.add(new Line(source, i + 1, text));
            }
        }
        return kept;
    }

    /** The key lines of {@code lines}, each checked against its position. */
    static List<ReversiEndKey> keys(List<Line> lines) {
        List<ReversiEndKey> keys = new ArrayList<>();
        for (Line line : lines) {
            try {
                ReversiEndKey key = ReversiEndKey.parse(line.text());
                key.check();
                keys.add(key);
            } catch (IllegalArgumentException e) {
                throw line.error(e);
            }
        }
        return keys;
    }

    /**
     * Solves the positions of {@code positions} that {@code out} does not hold yet, on {@code threads} threads, and
     * appends a line for each as it is solved (so in the order they finish); none is begun after {@code minutes}
     * (0: no limit).
     */
    static void key(List<Line> positions, Path out, int threads, int tableBits, long minutes)
            throws IOException, InterruptedException {
        long begun = System.nanoTime();
        Set<String> keyed = new HashSet<>();
        if (Files.exists(out)) {
            for (ReversiEndKey k : keys(lines(out.toString(), null))) {
                keyed.add(k.moves());
            }
        }
        List<ReversiPosition> unsolved = new ArrayList<>();
        List<Integer> numbers = new ArrayList<>();
        Set<String> seen = new HashSet<>(keyed);
        for (Line line : positions) {
            ReversiPosition p;
            try {
                p = ReversiEndKey.position(line.text());
            } catch (IllegalArgumentException e) {
                throw line.error(e);
            }
            if (seen.add(ReversiEndKey.moves(p))) {
                unsolved.add(p);
                numbers.add(line.number());
            }
        }
        System.out.printf(Locale.ROOT, "%d positions, %d already in %s or repeated, %d to solve on %d thread%s%n", positions.size(),
                positions.size() - unsolved.size(), out, unsolved.size(), threads, threads == 1 ? "" : "s");
        AtomicInteger next = new AtomicInteger();
        AtomicReference<Throwable> failed = new AtomicReference<>();
        Object writing = new Object();
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread worker = new Thread(() -> {
                ReversiEndgameSolver solver = new ReversiEndgameSolver(tableBits);
                try {
                    for (int i = next.getAndIncrement(); i < unsolved.size() && failed.get() == null
                            && (minutes == 0 || System.nanoTime() - begun < minutes * 60_000_000_000L);
                            i = next.getAndIncrement()) {
                        ReversiPosition p = unsolved.get(i);
                        long start = System.nanoTime();
                        ReversiEndKey key = ReversiEndKey.solve(p, solver);
                        double seconds = (System.nanoTime() - start) / 1e9;
                        String comment = String.format(Locale.ROOT, "%d empties, %.1f s", p.emptyCount(), seconds);
                        synchronized (writing) {
                            // a whole line at a time, so a run stopped anywhere leaves only whole lines behind
                            Files.writeString(out, key.line(comment) + "\n", StandardCharsets.UTF_8,
                                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
                            System.out.printf(Locale.ROOT, "line %d: %s%n", numbers.get(i),
                                    key.line(comment).substring(key.moves().length() + 1));
                        }
                    }
                } catch (Throwable e) {
                    failed.compareAndSet(null, e);
                }
            }, "key-" + t);
            worker.start();
            workers.add(worker);
        }
        for (Thread worker : workers) {
            worker.join();
        }
        if (failed.get() != null) {
            throw new IllegalStateException("the key stopped: " + failed.get(), failed.get());
        }
    }
}
