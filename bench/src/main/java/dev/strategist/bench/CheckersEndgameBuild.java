package dev.strategist.bench;

import dev.strategist.core.Score;
import dev.strategist.games.checkers.CheckersEndgameDatabase;
import dev.strategist.games.checkers.CheckersEndgameFile;
import dev.strategist.games.checkers.CheckersGeometry;
import dev.strategist.games.checkers.CheckersPosition;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Path;
import java.util.Random;

/**
 * Builds the checkers endgame database of up to N pieces and prints what it costs (build time, positions, longest
 * win, heap in use after a collection, the heap pools' peak during the build), then checks it on random positions
 * of exactly N pieces (men and kings, either side to move): each value must be the best over the position's moves
 * of its children's values (retrograde consistency), the check a unit test cannot afford on five pieces.
 * With {@code --save} it writes the database where the process's cache of that many pieces loads it from
 * ({@link CheckersEndgameFile#defaultPath}; {@code --save=FILE} elsewhere), reads it back and checks it equals
 * the build on the same random positions, after the consistency check.
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.CheckersEndgameBuild [--pieces=N] [--check=N]
 * [--seed=N] [--save[=FILE]]}.
 */
public final class CheckersEndgameBuild {
    private CheckersEndgameBuild() {
    }

    /** Builds, measures and checks. */
    public static void main(String[] args) throws java.io.IOException {
        BenchArgs options = BenchArgs.of(args,
                "usage: CheckersEndgameBuild [--pieces=N] [--check=N] [--seed=N] [--save[=FILE]]");
        int pieces = options.integer("pieces", 5);
        int check = options.integer("check", 100_000);
        long seed = options.number("seed", 20261129L);
        String saveTo = options.text("save", null);
        Path save = saveTo != null ? Path.of(saveTo) : options.flag("save") ? CheckersEndgameFile.defaultPath(pieces) : null;
        options.done();
        System.out.println("Machine: " + Machine.describe());
        System.out.println("max heap " + (Runtime.getRuntime().maxMemory() >> 20) + " MB");
        long start = System.nanoTime();
        CheckersEndgameDatabase db = CheckersEndgameDatabase.build(pieces);
        double seconds = (System.nanoTime() - start) / 1e9;
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        System.gc();
        Runtime rt = Runtime.getRuntime();
        System.out.printf("%d pieces: built in %.1f s, %,d positions, longest win %d plies, heap in use after %d MB,"
                        + " heap pools' peak %d MB%n", pieces, seconds, db.positions(), db.longestWin(),
                (rt.totalMemory() - rt.freeMemory()) >> 20, peak >> 20);
        Random random = new Random(seed);
        int[] kinds = new int[3];
        for (int i = 0; i < check; i++) {
            CheckersPosition p = randomPosition(random, pieces);
            int v = db.score(p);
            int best = fromChildren(db, p);
            if (v != best) {
                throw new IllegalStateException(p + ": the database says " + v + ", its moves " + best);
            }
            kinds[Integer.signum(v) + 1]++;
        }
        System.out.printf("%,d random positions of %d pieces consistent with their moves: %,d losses, %,d draws,"
                + " %,d wins%n", check, pieces, kinds[0], kinds[1], kinds[2]);
        if (save != null) {
            long t = System.nanoTime();
            CheckersEndgameFile.write(db, save);
            double written = (System.nanoTime() - t) / 1e9;
            t = System.nanoTime();
            CheckersEndgameDatabase read = CheckersEndgameFile.read(save, pieces);
            double readSeconds = (System.nanoTime() - t) / 1e9;
            Random again = new Random(seed);
            for (int i = 0; i < check; i++) {
                CheckersPosition p = randomPosition(again, pieces);
                if (read.score(p) != db.score(p)) {
                    throw new IllegalStateException(p + ": the saved database says " + read.score(p) + ", the build "
                            + db.score(p));
                }
            }
            System.out.printf("saved to %s (%,d bytes) in %.1f s, read back in %.1f s, the same on the %,d positions%n",
                    save, java.nio.file.Files.size(save), written, readSeconds, check);
        }
    }

    /** The score negamax gives {@code p} from the database's scores of the positions after its moves. */
    private static int fromChildren(CheckersEndgameDatabase db, CheckersPosition p) {
        int best = -Score.WIN; // no move: lost at once
        for (int move : p.legalMoves()) {
            p.play(move);
            // a side left without pieces or moves has lost there; the database holds every other child
            int child = p.isOver() ? -(Score.WIN - 1) : db.score(p, 1);
            p.undo();
            if (child == CheckersEndgameDatabase.UNKNOWN) {
                throw new IllegalStateException("the database does not hold " + p + " after " + move);
            }
            best = Math.max(best, -child);
        }
        return best;
    }

    /** A random position of exactly {@code pieces} pieces, both sides present, men off their crowning rows. */
    private static CheckersPosition randomPosition(Random random, int pieces) {
        while (true) {
            long[] sets = new long[4]; // black men, black kings, white men, white kings
            long used = 0;
            boolean ok = true;
            for (int i = 0; i < pieces && ok; i++) {
                int kind = i == 0 ? random.nextInt(2) : i == 1 ? 2 + random.nextInt(2) : random.nextInt(4);
                long bit = 1L << random.nextInt(32);
                long crowning = kind == 0 ? CheckersGeometry.ROW_29_TO_32 : kind == 2 ? CheckersGeometry.ROW_1_TO_4 : 0;
                ok = (used & bit) == 0 && (crowning & bit) == 0;
                used |= bit;
                sets[kind] |= bit;
            }
            if (ok) {
                CheckersPosition p = new CheckersPosition(0, 0);
                p.setBoard(random.nextInt(2), sets[0], sets[1], sets[2], sets[3]);
                return p;
            }
        }
    }
}
