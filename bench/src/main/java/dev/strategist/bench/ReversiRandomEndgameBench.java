package dev.strategist.bench;

import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.endgame.ReversiEndgameSolver;
import dev.strategist.games.reversi.ReversiNotation;
import dev.strategist.games.reversi.format.ReversiObf;
import dev.strategist.games.reversi.ReversiPosition;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Solves random Othello endgames exactly, the other speed rows (50 positions at 14 and at 18
 * empty squares): positions reached by uniformly random play from the start (seeded, so every run
 * solves the same ones; games that end early are skipped), each solved on its own with the table
 * cleared outside the timing, after a warm-up on other positions of the same kind. Prints the total
 * nodes, our thread's CPU time and the searches' wall time (Edax's {@code -solve} sums the wall time of
 * its searches, its table cleared before each), and the looks: positions the move ordering scored without
 * searching them, which Edax's node count holds too, so its nodes per second compare with our nodes and looks
 * per second. Run it from the shaded jar:
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.ReversiRandomEndgameBench [--size=6]
 * [--obf=FILE] EMPTIES [COUNT] [SEED]} (defaults 50 and 20261122; {@code --size} plays on 6 x 6 or 4 x 4
 * instead; {@code --obf} also writes the positions, with the best move and score found, as an OBF file,
 * so that another program can solve the same ones).
 */
public final class ReversiRandomEndgameBench {
    private ReversiRandomEndgameBench() {
    }

    /** Solves the positions asked for and prints one line per position and the totals. */
    public static void main(String[] args) {
        BenchArgs options = BenchArgs.of(args,
                "usage: ReversiRandomEndgameBench [--size=6] [--obf=FILE] EMPTIES [COUNT] [SEED]");
        String size = options.text("size", null);
        String obfName = options.text("obf", null);
        List<String> operands = options.operands();
        options.done();
        if (operands.size() < 1 || operands.size() > 3) {
            options.refuse();
        }
        if (obfName != null && obfName.isEmpty()) {
            System.err.println("--obf= needs a file name");
            System.exit(2);
        }
        Path obf = obfName == null ? null : Path.of(obfName);
        ReversiBoard board = ReversiBoard.EIGHT;
        if (size != null) {
            try {
                board = ReversiBoard.of(Integer.parseInt(size));
            } catch (IllegalArgumentException e) {
                System.err.println(e.getMessage());
                System.exit(2);
            }
        }
        int empties;
        int count;
        long seed;
        try {
            empties = Integer.parseInt(operands.get(0));
            count = operands.size() > 1 ? Integer.parseInt(operands.get(1)) : 50;
            seed = operands.size() > 2 ? Long.parseLong(operands.get(2)) : 20261122L;
        } catch (NumberFormatException e) {
            System.err.println("not a number: " + e.getMessage());
            System.exit(2);
            return;
        }
        if (empties < 1 || empties > Math.min(30, board.count() - 5) || count < 1) {
            System.err.println("empties must be 1.." + Math.min(30, board.count() - 5) + " and the count positive");
            System.exit(2);
        }
        if (obf != null) {
            write(obf, ""); // a file that cannot be written should fail now, not after the whole run
        }
        ReversiEndgameSolver solver = new ReversiEndgameSolver(board, 22);
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        System.out.println("Machine: " + Machine.describe());
        Random warm = new Random(seed ^ 0x5DEECE66DL);
        for (int i = 0; i < Math.max(20, count); i++) {
            ReversiPosition p = randomEndgame(warm, Math.min(empties, 16), board);
            solver.clearTable();
            solver.solve(p.player(), p.opponent());
        }
        Random random = new Random(seed);
        StringBuilder lines = new StringBuilder();
        ReversiNotation notation = new ReversiNotation();
        long totalNodes = 0;
        long totalLooks = 0;
        double totalCpu = 0;
        double worstCpu = 0;
        long totalWall = 0; // Edax reports its search's wall time: ours too, so the two figures compare like for like
        for (int i = 0; i < count; i++) {
            ReversiPosition p = randomEndgame(random, empties, board);
            solver.clearTable();
            solver.resetNodes();
            long w0 = System.nanoTime();
            long c0 = cpu.getCurrentThreadCpuTime();
            int score = solver.solve(p.player(), p.opponent());
            double c = (cpu.getCurrentThreadCpuTime() - c0) / 1e9;
            totalWall += System.nanoTime() - w0;
            totalNodes += solver.nodes();
            totalLooks += solver.looks();
            totalCpu += c;
            worstCpu = Math.max(worstCpu, c);
            System.out.printf(Locale.ROOT, "%3d  %+3d  %,13d nodes  %.3f s CPU%n", i + 1, score, solver.nodes(), c);
            // a side that must pass is written PA, the files' spelling
            String move = solver.bestMove() == ReversiPosition.PASS ? "PA"
                    : notation.format(p, solver.bestMove()).toUpperCase(Locale.ROOT);
            lines.append(ReversiObf.format(board, p.discs(ReversiPosition.BLACK), p.discs(ReversiPosition.WHITE),
                    p.sideToMove())).append(String.format(Locale.ROOT, "; %s:%+d;%n", move, score));
        }
        if (obf != null) {
            write(obf, lines);
        }
        System.out.printf(Locale.ROOT,
                "%d positions, %d empties: %,d nodes, %.2f s CPU (slowest %.3f s), %.2f s wall, %.1f M nodes / CPU s;"
                        + " %,d looks, %.1f M (nodes + looks) / CPU s%n",
                count, empties, totalNodes, totalCpu, worstCpu, totalWall / 1e9, totalNodes / totalCpu / 1e6,
                totalLooks, (totalNodes + totalLooks) / totalCpu / 1e6);
    }

    private static void write(Path file, CharSequence text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            System.err.println("cannot write " + file + ": " + e.getMessage());
            System.exit(1);
        }
    }

    /** A position with {@code empties} empty squares reached by random play from the start. */
    static ReversiPosition randomEndgame(Random random, int empties) {
        return randomEndgame(random, empties, ReversiBoard.EIGHT);
    }

    /** As {@link #randomEndgame(Random, int)} on {@code board}. */
    static ReversiPosition randomEndgame(Random random, int empties, ReversiBoard board) {
        int[] moves = new int[ReversiPosition.MAX_MOVES];
        while (true) {
            ReversiPosition p = new ReversiPosition(board);
            int n;
            while (p.emptyCount() > empties && (n = p.legalMoves(moves, 0)) > 0) {
                p.play(moves[random.nextInt(n)]);
            }
            if (p.emptyCount() == empties && p.legalMoves(moves, 0) > 0) {
                return p;
            }
        }
    }
}
