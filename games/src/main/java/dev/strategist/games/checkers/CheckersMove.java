package dev.strategist.games.checkers;

/**
 * The int encoding of a checkers move: bits 0-4 the start square (bit index, PDN square minus one),
 * bit 5 set for a capture, and from bit 6 up the directions of the steps or jumps as base-4 digits
 * behind a leading 1, first jump most significant. A simple move is one digit; a capture of {@code n}
 * pieces has {@code n} digits (at most 12, one per enemy piece, so the code stays below 2^31).
 *
 * <p>Because the path is in the code, two capture paths with the same start and end (a king taking a
 * ring of pieces either way round) are different moves: the "all paths" convention of published perft.
 */
public final class CheckersMove {
    /** The flag bit of a capture. */
    static final int CAPTURE = 1 << 5;
    static final int PATH_SHIFT = 6;

    private CheckersMove() {
    }

    /** A step from square bit {@code from} in direction {@code d}. */
    static int simple(int from, int d) {
        return from | ((4 | d) << PATH_SHIFT);
    }

    /** A capture from {@code from} along {@code path} (a leading 1, then one base-4 digit per jump). */
    static int capture(int from, int path) {
        return from | CAPTURE | (path << PATH_SHIFT);
    }

    /** The start square bit 0..31. */
    public static int from(int move) {
        return move & 31;
    }

    /** True for a capture. */
    public static boolean isCapture(int move) {
        return (move & CAPTURE) != 0;
    }

    /** The number of steps (1 for a simple move) or jumps. */
    public static int length(int move) {
        int path = move >>> PATH_SHIFT;
        return (31 - Integer.numberOfLeadingZeros(path)) >> 1;
    }

    /** The direction of step or jump {@code k} (from 0). */
    public static int direction(int move, int k) {
        return ((move >>> PATH_SHIFT) >>> (2 * (length(move) - 1 - k))) & 3;
    }

    /**
     * The squares visited, as bit indexes: the start, then each landing square; null if the code does
     * not describe a path on the board (for checking codes from outside).
     */
    public static int[] squares(int move) {
        if (move < 0 || (move >>> PATH_SHIFT) < 4) {
            return null;
        }
        int n = length(move);
        if (n > 1 && !isCapture(move)) {
            return null;
        }
        int[] out = new int[n + 1];
        int sq = from(move);
        out[0] = sq;
        for (int k = 0; k < n; k++) {
            int d = direction(move, k);
            sq = isCapture(move) ? CheckersGeometry.JUMP[d][sq] : CheckersGeometry.STEP[d][sq];
            if (sq < 0) {
                return null;
            }
            out[k + 1] = sq;
        }
        return out;
    }

    /** The landing square bit of the whole move; the code must be a path on the board. */
    public static int to(int move) {
        int[] s = squares(move);
        return s[s.length - 1];
    }
}
