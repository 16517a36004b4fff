package dev.strategist.bench;

import dev.strategist.core.Evaluator;
import dev.strategist.games.reversi.endgame.ReversiEndgameSolver;
import dev.strategist.games.reversi.eval.ReversiEvaluator;
import dev.strategist.games.reversi.ReversiGame;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.play.Strategist;
import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

/**
 * Labelled Othello positions from self-play, for {@link ReversiPatternTuner}: each game starts with
 * 6 to 12 random plies (seeded), then the engine with the given evaluator (the tuner's default
 * {@link ReversiEvaluator}, or {@code ReversiPatternEvaluator}) plays both sides at a fixed depth (choosing
 * at random among near-equal moves) until {@code solveAt} empty squares; there the exact solver gives the
 * final disc difference with best play, and plays the best moves to the end. Every position of the game is
 * labelled with that exact result from its own side to move's point of view: the positions from
 * {@code solveAt} on are labelled exactly, the earlier ones with the result of the game as played. A record
 * is the two bitboards (side to move first) and the label, 17 bytes.
 */
final class ReversiSelfPlayData {
    private final ReversiGame game = new ReversiGame();
    private final ReversiEndgameSolver solver = new ReversiEndgameSolver(20);
    private final long[] players = new long[130];
    private final long[] opponents = new long[130];
    private final int[] sides = new int[130];

    /** Plays {@code games} games with {@code player} and writes their positions; returns how many were written. */
    long generate(Evaluator<ReversiPosition> player, int games, int depth, int solveAt, long seed,
                  DataOutputStream out) throws IOException {
        SplittableRandom random = new SplittableRandom(seed);
        int[] moves = new int[64];
        long written = 0;
        long start = System.nanoTime();
        for (int g = 0; g < games; g++) {
            ReversiPosition p = new ReversiPosition();
            int plies = 6 + random.nextInt(7);
            for (int i = 0; i < plies && !p.isOver(); i++) {
                p.play(moves[random.nextInt(p.legalMoves(moves, 0))]);
            }
            Strategist<ReversiPosition> s = Strategist.builder(game).evaluator(player).depth(depth)
                    .pickAmongBest(3, 40).seed(random.nextLong()).tableMegabytes(1).build();
            int n = 0;
            while (!p.isOver() && p.emptyCount() > solveAt) {
                n = record(p, n);
                p.play(s.bestMove(p));
            }
            int result = 0;
            int resultSide = p.sideToMove();
            if (p.isOver()) {
                result = p.finalDiscDifference();
            } else {
                solver.clearTable();
                result = solver.solve(p.player(), p.opponent());
                // the best moves to the end, each re-solved (the table keeps the work)
                int expected = result;
                while (!p.isOver()) {
                    n = record(p, n);
                    int v = solver.solve(p.player(), p.opponent());
                    int side = p.sideToMove();
                    if ((side == resultSide ? v : -v) != expected) {
                        throw new IllegalStateException("the solver's line changed its score: " + p);
                    }
                    p.play(solver.bestMove());
                }
            }
            for (int i = 0; i < n; i++) {
                out.writeLong(players[i]);
                out.writeLong(opponents[i]);
                out.writeByte(sides[i] == resultSide ? result : -result);
            }
            written += n;
            if ((g + 1) % 200 == 0) {
                System.err.printf("%d games, %d positions, %.0f s%n", g + 1, written, (System.nanoTime() - start) / 1e9);
            }
        }
        return written;
    }

    private int record(ReversiPosition p, int n) {
        players[n] = p.player();
        opponents[n] = p.opponent();
        sides[n] = p.sideToMove();
        return n + 1;
    }

    /** The positions of a file written by {@link #generate}: bitboards in pairs, and the labels. */
    record Positions(long[] boards, byte[] labels) {
        /** The size of a record in the file. */
        static final int RECORD_BYTES = 17;

        int size() {
            return labels.length;
        }

        /** Position {@code i}'s side to move. */
        long player(int i) {
            return boards[2 * i];
        }

        /** Position {@code i}'s opponent. */
        long opponent(int i) {
            return boards[2 * i + 1];
        }

        /** True if position {@code i} has {@code lo} to {@code hi} empty squares (a stage's window). */
        boolean inStage(int i, int lo, int hi) {
            int empties = 64 - Long.bitCount(boards[2 * i] | boards[2 * i + 1]);
            return empties >= lo && empties <= hi;
        }

        /** Where the held-out positions start: the last tenth of the file is kept out of the fit. */
        int heldOutFrom() {
            return size() - size() / 10;
        }

        /** Positions {@code from} (inclusive) to {@code to} (exclusive). */
        Positions slice(int from, int to) {
            return new Positions(java.util.Arrays.copyOfRange(boards, 2 * from, 2 * to),
                    java.util.Arrays.copyOfRange(labels, from, to));
        }

        /** All the positions of {@code file}; a file cut inside a record is refused. */
        static Positions read(Path file) throws IOException {
            if (Files.size(file) % RECORD_BYTES != 0) {
                throw new IllegalArgumentException(file + ": " + Files.size(file) + " bytes is not a whole number of "
                        + RECORD_BYTES + "-byte position records (truncated?)");
            }
            try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file),
                    1 << 16))) {
                return read(in, (int) (Files.size(file) / RECORD_BYTES));
            }
        }

        static Positions read(DataInputStream in, int max) throws IOException {
            long[] boards = new long[2 * max];
            byte[] labels = new byte[max];
            int n = 0;
            try {
                while (n < max) {
                    long p = in.readLong();
                    long o = in.readLong();
                    byte label = in.readByte();
                    boards[2 * n] = p;
                    boards[2 * n + 1] = o;
                    labels[n++] = label;
                }
            } catch (EOFException e) {
                // the end of the file
            }
            return new Positions(java.util.Arrays.copyOf(boards, 2 * n), java.util.Arrays.copyOf(labels, n));
        }
    }
}
