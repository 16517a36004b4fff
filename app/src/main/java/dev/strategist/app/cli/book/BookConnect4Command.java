package dev.strategist.app.cli.book;

import dev.strategist.app.cli.CommandFiles;
import dev.strategist.app.cli.ExitCode;
import dev.strategist.app.distributed.ClusterSession;
import dev.strategist.app.distributed.Clusters;
import dev.strategist.core.NotationException;
import dev.strategist.games.connect4.Connect4OpeningBookBuilder;
import dev.strategist.games.connect4.Connect4OpeningBookFile;
import dev.strategist.games.connect4.Connect4Solver;
import dev.strategist.games.connect4.Connect4SolverBoard;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code strategist book connect4}: the Connect Four opening book level 10 plays from, built breadth first by
 * {@link Connect4OpeningBookBuilder}, each ply's positions solved one after another on this machine or at once as
 * Spark tasks, and written in the shipped book's format; the file is the same bytes either way.
 */
@Command(name = "connect4", aliases = {"c4", "connect-four"},
        description = {
            "Builds the Connect Four 7 x 6 opening book: the first player's winning column (the first, centre "
                    + "first, that a weak solve proves) in every position it reaches by following the book against "
                    + "every reply, up to --plies stones, mirror images once; the format of the book shipped for "
                    + "level 10 (8 plies: 562 positions, about half an hour on one core).",
            "Prints each line as it is proven. With --spark, each ply's positions are solved as tasks on Apache "
                    + "Spark, and the file is the same bytes as one built here."
        })
final class BookConnect4Command implements Callable<Integer> {
    private static final int WIDTH = 7;
    private static final int HEIGHT = 6;

    @Spec
    private CommandSpec spec;

    // both are needed, but checked in call(), so that an unknown option's or the file's error is said first
    @Option(names = "--plies", paramLabel = "N",
            description = "The deepest position in stones, from the root's stones to 42 (the shipped book: 8).")
    private Integer plies;

    @Option(names = "--out", paramLabel = "FILE", description = "The book file to write.")
    private Path out;

    @Option(names = "--root", paramLabel = "MOVES", defaultValue = "",
            description = "The book of the side to move after MOVES (column digits; default: the empty board, "
                    + "the book level 10 uses); that side must win.")
    private String root;

    @Option(names = "--table-bits", paramLabel = "N", defaultValue = "24", description = "Each solver's table has "
            + "the first prime above 2^N slots, N = 8..30 (default 24: 64 MB).")
    private int tableBits;

    @Option(names = "--spark", paramLabel = "MASTER", description = "Solves each ply's positions as tasks on Apache "
            + "Spark (local[N], spark://HOST:PORT, k8s://..., yarn); needs the Spark launcher (see the README).")
    private String sparkMaster;

    @Override
    public Integer call() throws IOException {
        if (out != null) {
            CommandFiles.checkWritable(out); // now, not after the book has been built
        }
        if (out == null || plies == null) {
            throw new ParameterException(spec.commandLine(), "give --plies N and --out FILE");
        }
        try {
            Connect4SolverBoard.of(WIDTH, HEIGHT, root);
        } catch (NotationException e) {
            throw new ParameterException(spec.commandLine(), "--root " + root + ": " + e.getMessage());
        }
        if (plies < root.length() || plies > WIDTH * HEIGHT) {
            throw new ParameterException(spec.commandLine(), "--plies must be from " + root.length()
                    + " (the root's stones) to " + WIDTH * HEIGHT + ", not " + plies);
        }
        if (tableBits < 8 || tableBits > 30) {
            throw new ParameterException(spec.commandLine(), "--table-bits must be 8..30, not " + tableBits);
        }
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        long start = System.nanoTime();
        Consumer<String> progress = line -> {
            stdout.printf(Locale.ROOT, "%8.1f s  %s%n", (System.nanoTime() - start) / 1e9, line);
            stdout.flush();
        };
        // a root the side to move does not win is refused by the builder with an IllegalArgumentException (exit 2)
        List<String> lines;
        if (sparkMaster == null) {
            lines = new Connect4OpeningBookBuilder(new Connect4Solver(WIDTH, HEIGHT, tableBits), plies, progress)
                    .build(root);
        } else {
            try (ClusterSession session = Clusters.open(sparkMaster, "strategist book connect4", line -> {
                err.println(line);
                err.flush();
            })) {
                lines = new Connect4OpeningBookBuilder(WIDTH, HEIGHT, plies, positions -> onCluster(session, positions),
                        progress).build(root);
            }
        }
        StringWriter text = new StringWriter();
        Connect4OpeningBookFile.write(text, WIDTH, HEIGHT, plies, lines, "./strategist book connect4 --plies "
                + plies + (root.isEmpty() ? "" : " --root " + root) + " --out FILE");
        Files.writeString(out, text.toString(), StandardCharsets.UTF_8);
        stdout.printf(Locale.ROOT, "%d positions, %.1f s -> %s%n", lines.size(), (System.nanoTime() - start) / 1e9, out);
        stdout.flush();
        return ExitCode.OK;
    }

    /** The winning columns of a ply's positions, one task each. */
    private int[] onCluster(ClusterSession session, List<String> positions) {
        if (positions.isEmpty()) {
            return new int[0];
        }
        int ply = positions.get(0).length();
        List<Integer> found = session.run("ply " + ply + ", " + positions.size() + " positions", 0, positions.size(),
                new ClusterBookTask(positions, WIDTH, HEIGHT, tableBits));
        return found.stream().mapToInt(Integer::intValue).toArray();
    }
}
