package dev.strategist.games.checkers;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

/**
 * Works out, with the move generator itself, a number no legal position's move count can exceed under the
 * "all paths" convention: the proof behind {@link CheckersMoveGenerator#MAX_MOVES}.
 *
 * <p>The argument. Without a capture each of at most 12 pieces has at most 4 steps: 48 moves. With one,
 * only capture chains count. A jump goes two rows and two columns, so a piece's landing squares stay in
 * one of four classes of 8 squares (the components of the jump graph, {@link #components()}); each class
 * has 9 jumps (edges), whose jumped squares lie outside the class. A chain is a walk in its class that
 * uses each edge at most once (each jump takes a different enemy piece, and taken pieces stay on the board
 * until the move ends), lands only on empty squares (or the piece's own start), and stops only when it
 * cannot go on (or where a man is crowned). Such a maximal chain count only grows when a jump is made
 * possible (an enemy piece put on a jumped square, a landing square emptied): every old maximal chain
 * either stays maximal or is extended, and two old maximal chains, neither a prefix of the other, extend
 * to different new ones. So the captures of the pieces of one class are at most {@code f(class, k)}: the
 * most capture moves of {@code k} pieces (men or kings, anywhere on the class's squares) with an enemy
 * man on each of the class's 9 jumped squares and the class's other squares empty, which the generator
 * counts over all 3^8 placements. The classes share no squares a piece can land on, so a position's
 * moves are at most the largest sum of {@code f(class, k_class)} over {@code k_1 + ... + k_4 <= 12}
 * (White's moves are Black's on the board turned round, so Black to move covers both).
 */
final class CheckersMoveBound {
    private static final int SIDE = 0;

    private CheckersMoveBound() {
    }

    /** The four classes of squares a piece's jumps keep it in, each as its square bits. */
    static List<int[]> components() {
        int[] parent = new int[32];
        for (int b = 0; b < 32; b++) {
            parent[b] = b;
        }
        for (int b = 0; b < 32; b++) {
            for (int d = 0; d < 4; d++) {
                int to = CheckersGeometry.JUMP[d][b];
                if (to >= 0) {
                    parent[find(parent, b)] = find(parent, to);
                }
            }
        }
        List<int[]> out = new ArrayList<>();
        boolean[] done = new boolean[32];
        for (int b = 0; b < 32; b++) {
            int root = find(parent, b);
            if (!done[root]) {
                done[root] = true;
                out.add(IntStream.range(0, 32).filter(x -> find(parent, x) == root).toArray());
            }
        }
        return out;
    }

    private static int find(int[] parent, int b) {
        while (parent[b] != b) {
            b = parent[b];
        }
        return b;
    }

    /** The squares jumped over by the jumps inside a class. */
    static long jumpedSquares(int[] component) {
        long over = 0;
        for (int b : component) {
            for (int d = 0; d < 4; d++) {
                if (CheckersGeometry.JUMP[d][b] >= 0) {
                    over |= 1L << CheckersGeometry.STEP[d][b];
                }
            }
        }
        return over;
    }

    /**
     * {@code f[k]}: the most capture moves Black's {@code k} pieces on {@code component} can have with an
     * enemy man on each of its jumped squares (the best over at most {@code k} pieces).
     */
    static int[] mostCaptures(int[] component) {
        long enemy = jumpedSquares(component);
        int n = component.length;
        int[] best = new int[n + 1];
        int[] buffer = new int[4096];
        CheckersMoveGenerator generator = new CheckersMoveGenerator(buffer.length);
        int placements = (int) Math.pow(3, n);
        for (int code = 0; code < placements; code++) {
            long men = 0;
            long kings = 0;
            int pieces = 0;
            int c = code;
            boolean legal = true;
            for (int i = 0; i < n; i++) {
                int what = c % 3;
                c /= 3;
                long bit = 1L << component[i];
                if (what == 1) {
                    legal &= (bit & CheckersGeometry.crownRow(SIDE)) == 0; // no man on its crowning row
                    men |= bit;
                    pieces++;
                } else if (what == 2) {
                    kings |= bit;
                    pieces++;
                }
            }
            if (legal) {
                int moves = generator.generate(SIDE, men, kings, enemy, buffer, 0);
                best[pieces] = Math.max(best[pieces], moves);
            }
        }
        for (int k = 1; k <= n; k++) {
            best[k] = Math.max(best[k], best[k - 1]);
        }
        return best;
    }

    /** The bound: the most moves any position can have, by the argument above. */
    static int bound() {
        int[] total = new int[13]; // total[p]: the best sum with p pieces spread over the classes so far
        for (int[] component : components()) {
            int[] f = mostCaptures(component);
            int[] next = new int[13];
            for (int p = 0; p <= 12; p++) {
                for (int k = 0; k <= Math.min(p, component.length); k++) {
                    next[p] = Math.max(next[p], total[p - k] + f[k]);
                }
            }
            total = next;
        }
        return Math.max(48, Arrays.stream(total).max().orElseThrow());
    }

    /**
     * A position with many moves, found by simulated annealing over boards of up to 12 pieces a side with
     * Black to move, scored by the generator's move count: {@code restarts} runs of {@code steps} changes
     * of one square each; with {@code capturesOnly} a position scores only when Black must capture (quiet
     * positions, with up to 48 steps, otherwise crowd out the capture positions, where chains multiply).
     * The search shows how close real positions come to {@link #bound()}.
     */
    static CheckersPosition mostMovesFound(long seed, int restarts, int steps, boolean capturesOnly) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] buffer = new int[4096];
        CheckersMoveGenerator generator = new CheckersMoveGenerator(buffer.length);
        int[] best = null;
        int bestScore = -1;
        for (int r = 0; r < restarts; r++) {
            int[] board = new int[32];
            int score = score(board, generator, buffer, capturesOnly);
            for (int s = 0; s < steps; s++) {
                int sq = random.nextInt(32);
                int old = board[sq];
                board[sq] = random.nextInt(5);
                int next = valid(board) ? score(board, generator, buffer, capturesOnly) : -1;
                double temperature = 2.0 * (1 - (double) s / steps);
                if (next >= score || next >= 0 && random.nextDouble() < Math.exp((next - score) / temperature)) {
                    score = next;
                    if (score > bestScore) {
                        bestScore = score;
                        best = board.clone();
                    }
                } else {
                    board[sq] = old;
                }
            }
        }
        return position(best);
    }

    /** Square contents: 0 empty, 1 Black man, 2 Black king, 3 White man, 4 White king. */
    private static boolean valid(int[] board) {
        int black = 0;
        int white = 0;
        for (int b = 0; b < 32; b++) {
            int row = CheckersGeometry.row(b);
            if (board[b] == 1 && row == 7 || board[b] == 3 && row == 0) {
                return false;
            }
            black += board[b] == 1 || board[b] == 2 ? 1 : 0;
            white += board[b] >= 3 ? 1 : 0;
        }
        return black <= 12 && white <= 12;
    }

    private static int score(int[] board, CheckersMoveGenerator generator, int[] buffer, boolean capturesOnly) {
        long[] sets = sets(board);
        int n = generator.generate(SIDE, sets[0], sets[1], sets[2] | sets[3], buffer, 0);
        return capturesOnly && (n == 0 || !CheckersMove.isCapture(buffer[0])) ? 0 : n;
    }

    private static long[] sets(int[] board) {
        long[] sets = new long[4];
        for (int b = 0; b < 32; b++) {
            if (board[b] > 0) {
                sets[board[b] - 1] |= 1L << b;
            }
        }
        return sets;
    }

    private static CheckersPosition position(int[] board) {
        long[] sets = sets(board);
        CheckersPosition p = new CheckersPosition();
        p.setBoard(SIDE, sets[0], sets[1], sets[2], sets[3]);
        return p;
    }
}
