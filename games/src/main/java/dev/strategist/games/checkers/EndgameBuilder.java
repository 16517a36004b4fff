package dev.strategist.games.checkers;

import static dev.strategist.games.checkers.CheckersGeometry.JUMP;
import static dev.strategist.games.checkers.CheckersGeometry.STEP;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Builds the endgame tables by retrograde analysis, one pair of colour-swapped slices at a time. A quiet
 * move (no capture, no crowning) from a slice leads into its mirror, so a slice and its mirror form one
 * unit; captures and crownings lead to slices with fewer pieces or fewer men, built earlier. For each
 * unit: every position's moves are generated once, moves that leave the unit are valued from the finished
 * tables, moves inside it become edges; then values spread backwards from the decided positions in order
 * of distance (a bucket queue), so a win is recorded at its shortest distance and a loss at its longest
 * (the winner hurries, the loser delays). What is never decided is a draw. The draw rules (repetition,
 * the 40-move rule) are not part of the tables, as in every checkers database.
 *
 * <p>Values are shorts: 0 a draw, {@code v > 0} a win for the side to move in {@code v} plies,
 * {@code v < 0} a loss in {@code -v - 1} plies.
 */
final class EndgameBuilder {
    private static final int WIN = 0;
    private static final int LOSS = 1;

    private final int maxPieces;
    private final int menAtTop;
    private final short[][] tables = new short[1 << 12][];
    private final EndgameSlice[] slices = new EndgameSlice[1 << 12];
    private final CheckersMoveGenerator generator = new CheckersMoveGenerator();
    private final int[] moves = new int[CheckersMoveGenerator.MAX_MOVES];
    private final long[] board = new long[4];
    private final long[] child = new long[4];

    private EndgameBuilder(int maxPieces, int menAtTop) {
        this.maxPieces = maxPieces;
        this.menAtTop = menAtTop;
    }

    /** The tables of every slice with at most {@code maxPieces} pieces, indexed by {@link EndgameSlice#key}. */
    static Tables build(int maxPieces) {
        return build(maxPieces, maxPieces);
    }

    /**
     * The tables of every slice with fewer than {@code maxPieces} pieces and of those with {@code maxPieces} and
     * at most {@code menAtTop} men: a slice depends only on fewer pieces or fewer men, so these are exact, and
     * a test can check the biggest count on its kings-only slices without the minutes the whole count takes.
     */
    static Tables build(int maxPieces, int menAtTop) {
        if (maxPieces < 2 || maxPieces > EndgameSlice.MAX_OF_A_KIND) {
            throw new IllegalArgumentException("endgame tables are built for 2 to 7 pieces, not " + maxPieces);
        }
        EndgameBuilder b = new EndgameBuilder(maxPieces, menAtTop);
        for (EndgameSlice[] unit : b.units()) {
            b.solve(unit);
        }
        return new Tables(b.slices, b.tables);
    }

    /**
     * The slices of the database of up to {@code maxPieces} pieces, indexed by slice key (null where none), as
     * {@link #build(int)} returns them, without building anything: what a saved database must hold.
     */
    static EndgameSlice[] slicesOf(int maxPieces) {
        if (maxPieces < 2 || maxPieces > EndgameSlice.MAX_OF_A_KIND) {
            throw new IllegalArgumentException("endgame tables are built for 2 to 7 pieces, not " + maxPieces);
        }
        EndgameBuilder b = new EndgameBuilder(maxPieces, maxPieces);
        b.units();
        return b.slices;
    }

    /** The slices and their values, both indexed by slice key. */
    record Tables(EndgameSlice[] slices, short[][] values) {
    }

    /** Every unit in an order where each depends only on earlier ones: fewer pieces first, then fewer men. */
    private List<EndgameSlice[]> units() {
        List<EndgameSlice[]> units = new ArrayList<>();
        for (int pieces = 2; pieces <= maxPieces; pieces++) {
            for (int men = 0; men <= (pieces == maxPieces ? Math.min(menAtTop, pieces) : pieces); men++) {
                for (int bm = 0; bm <= men; bm++) {
                    int wm = men - bm;
                    for (int bk = 0; bk <= pieces - men; bk++) {
                        int wk = pieces - men - bk;
                        if (bm + bk == 0 || wm + wk == 0) {
                            continue;
                        }
                        EndgameSlice s = new EndgameSlice(bm, bk, wm, wk);
                        if (slices[s.key()] != null) {
                            continue;
                        }
                        EndgameSlice mirror = new EndgameSlice(wm, wk, bm, bk);
                        slices[s.key()] = s;
                        slices[mirror.key()] = mirror;
                        units.add(s.key() == mirror.key() ? new EndgameSlice[] {s} : new EndgameSlice[] {s, mirror});
                    }
                }
            }
        }
        return units;
    }

    private void solve(EndgameSlice[] unit) {
        int[] base = new int[unit.length + 1];
        for (int u = 0; u < unit.length; u++) {
            base[u + 1] = base[u] + unit[u].size;
        }
        int n = base[unit.length];
        boolean[] blocked = new boolean[n]; // a way out that is at least a draw: never a loss
        int[] remaining = new int[n];
        short[] longestWin = new short[n];
        int[] edgeStart = new int[n + 1];
        IntList edges = new IntList(n * 4);
        Buckets buckets = new Buckets();

        for (int u = 0; u < unit.length; u++) {
            EndgameSlice s = unit[u];
            for (int i = 0; i < s.size; i++) {
                int p = base[u] + i;
                edgeStart[p] = edges.size;
                if (!s.placement(i, board)) {
                    continue;
                }
                long bm = board[0];
                long bk = board[1];
                long wm = board[2];
                long wk = board[3];
                int count = generator.generate(0, bm, bk, wm | wk, moves, 0);
                if (count == 0) {
                    buckets.add(0, p, LOSS);
                    continue;
                }
                int winIn = Integer.MAX_VALUE;
                int longest = 0;
                for (int m = 0; m < count; m++) {
                    applyAndMirror(moves[m], bm, bk, wm, wk);
                    int key = EndgameSlice.key(Long.bitCount(child[0]), Long.bitCount(child[1]),
                            Long.bitCount(child[2]), Long.bitCount(child[3]));
                    int inUnit = -1;
                    for (int v = 0; v < unit.length; v++) {
                        if (unit[v].key() == key) {
                            inUnit = v;
                        }
                    }
                    if (inUnit >= 0) {
                        edges.add(base[inUnit] + unit[inUnit].index(child[0], child[1], child[2], child[3]));
                        remaining[p]++;
                        continue;
                    }
                    int value = childValue(key);
                    if (value < 0) {
                        winIn = Math.min(winIn, -value);
                    } else if (value > 0) {
                        longest = Math.max(longest, value + 1);
                    } else {
                        blocked[p] = true;
                    }
                }
                longestWin[p] = (short) longest;
                if (winIn != Integer.MAX_VALUE) {
                    blocked[p] = true;
                    buckets.add(winIn, p, WIN);
                } else if (remaining[p] == 0 && !blocked[p]) {
                    buckets.add(longest, p, LOSS);
                }
            }
        }
        edgeStart[n] = edges.size;
        int[] predStart = new int[n + 1];
        for (int e = 0; e < edges.size; e++) {
            predStart[edges.data[e] + 1]++;
        }
        for (int p = 0; p < n; p++) {
            predStart[p + 1] += predStart[p];
        }
        int[] preds = new int[edges.size];
        int[] fill = Arrays.copyOf(predStart, n);
        for (int p = 0; p < n; p++) {
            for (int e = edgeStart[p]; e < edgeStart[p + 1]; e++) {
                preds[fill[edges.data[e]]++] = p;
            }
        }

        short[] result = new short[n];
        boolean[] done = new boolean[n];
        for (int d = 0; d < buckets.levels(); d++) {
            IntList level = buckets.level(d);
            for (int k = 0; level != null && k < level.size; k++) {
                int entry = level.data[k];
                int p = entry >>> 1;
                if (done[p]) {
                    continue;
                }
                done[p] = true;
                boolean win = (entry & 1) == WIN;
                if (d + 1 > Short.MAX_VALUE - 1) {
                    throw new IllegalStateException("endgame distance beyond the table's range in " + unit[0]);
                }
                result[p] = (short) (win ? d : -d - 1);
                for (int e = predStart[p]; e < predStart[p + 1]; e++) {
                    int q = preds[e];
                    if (done[q]) {
                        continue;
                    }
                    if (!win) {
                        buckets.add(d + 1, q, WIN);
                    } else {
                        longestWin[q] = (short) Math.max(longestWin[q], d + 1);
                        if (--remaining[q] == 0 && !blocked[q]) {
                            buckets.add(longestWin[q], q, LOSS);
                        }
                    }
                }
            }
        }
        for (int u = 0; u < unit.length; u++) {
            tables[unit[u].key()] = Arrays.copyOfRange(result, base[u], base[u + 1]);
        }
    }

    /**
     * The value of the position in {@code child} (the mover's opponent to move, already mirrored so
     * that it is Black to move) from the finished tables, for the opponent: a loss in k plies there is
     * the mover's win in k + 1, a win in k the mover's loss in k + 1.
     */
    private int childValue(int key) {
        if ((child[0] | child[1]) == 0) {
            return -1; // took the last piece: the opponent has no move, a loss in 0 plies for it
        }
        return tables[key][slices[key].index(child[0], child[1], child[2], child[3])];
    }

    /**
     * Plays {@code move} for Black on the board given and leaves the result in {@link #child} rotated
     * half a turn with the colours swapped, so the opponent is the one to move as Black.
     */
    private void applyAndMirror(int move, long bm, long bk, long wm, long wk) {
        int sq = CheckersMove.from(move);
        int from = sq;
        int path = move >>> CheckersMove.PATH_SHIFT;
        int n = (31 - Integer.numberOfLeadingZeros(path)) >> 1;
        long captured = 0;
        if (CheckersMove.isCapture(move)) {
            for (int k = n - 1; k >= 0; k--) {
                int d = (path >>> (2 * k)) & 3;
                captured |= 1L << STEP[d][sq];
                sq = JUMP[d][sq];
            }
        } else {
            sq = STEP[path & 3][sq];
        }
        long fromBit = 1L << from;
        long toBit = 1L << sq;
        if ((bm & fromBit) != 0) {
            bm ^= fromBit;
            if ((toBit & CheckersGeometry.ROW_29_TO_32) != 0) {
                bk |= toBit;
            } else {
                bm |= toBit;
            }
        } else {
            bk = (bk ^ fromBit) | toBit;
        }
        wm &= ~captured;
        wk &= ~captured;
        child[0] = mirror(wm);
        child[1] = mirror(wk);
        child[2] = mirror(bm);
        child[3] = mirror(bk);
    }

    /** The squares rotated half a turn: square b becomes 31 - b. */
    static long mirror(long squares) {
        return Integer.reverse((int) squares) & CheckersGeometry.FULL;
    }

    /** A growable list of ints. */
    private static final class IntList {
        int[] data;
        int size;

        IntList(int capacity) {
            data = new int[Math.max(16, capacity)];
        }

        void add(int value) {
            if (size == data.length) {
                data = Arrays.copyOf(data, data.length * 2);
            }
            data[size++] = value;
        }
    }

    /** Positions waiting to be decided, by distance: entries are {@code position << 1 | kind}. */
    private static final class Buckets {
        private final List<IntList> levels = new ArrayList<>();

        void add(int distance, int position, int kind) {
            while (levels.size() <= distance) {
                levels.add(null);
            }
            IntList level = levels.get(distance);
            if (level == null) {
                level = new IntList(64);
                levels.set(distance, level);
            }
            level.add(position << 1 | kind);
        }

        int levels() {
            return levels.size();
        }

        IntList level(int d) {
            return levels.get(d);
        }
    }
}
