package dev.strategist.bench;

import dev.strategist.games.connect4.Connect4OpeningBookBuilder;
import dev.strategist.games.connect4.Connect4OpeningBookFile;
import dev.strategist.games.connect4.Connect4Solver;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Makes the Connect Four opening book shipped in the games jar
 * ({@code games/src/main/resources/dev/strategist/games/connect4/opening-book-7x6.txt}), with the
 * builder and file format {@code strategist book connect4} uses:
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.Connect4BookMaker MAX_PLY OUT [TABLE_BITS]}.
 * Prints each line as it is proven, with the time since the start.
 */
public final class Connect4BookMaker {
    private Connect4BookMaker() {
    }

    /** Builds the 7 x 6 book to {@code MAX_PLY} stones and writes it to {@code OUT}. */
    public static void main(String[] args) throws IOException {
        if (args.length < 2 || args.length > 3) {
            System.err.println("usage: Connect4BookMaker MAX_PLY OUT [TABLE_BITS]");
            System.exit(2);
        }
        int maxPly = Integer.parseInt(args[0]);
        Path out = Path.of(args[1]);
        int tableBits = args.length == 3 ? Integer.parseInt(args[2]) : 26;
        long start = System.nanoTime();
        Connect4Solver solver = new Connect4Solver(7, 6, tableBits);
        List<String> lines = new Connect4OpeningBookBuilder(solver, maxPly, line -> System.out.printf(Locale.ROOT,
                "%8.1f s  %s%n", (System.nanoTime() - start) / 1e9, line)).build();
        double seconds = (System.nanoTime() - start) / 1e9;
        try (Writer w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            Connect4OpeningBookFile.write(w, 7, 6, maxPly, lines,
                    "java -cp bench/target/benchmarks.jar dev.strategist.bench.Connect4BookMaker " + maxPly + " FILE "
                            + tableBits);
        }
        System.out.printf(Locale.ROOT, "%d positions, %d nodes, %.1f s -> %s%n", lines.size(), solver.nodes(),
                seconds, out);
    }
}
