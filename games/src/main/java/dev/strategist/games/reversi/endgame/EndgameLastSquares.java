package dev.strategist.games.reversi.endgame;

import dev.strategist.games.reversi.ReversiBitboards;
import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.reversi.ReversiStability;

/**
 * The endgame solver's last four empty squares: no move generation, no table, no sorting beyond parity.
 * The empty squares are found once, those in quadrants with an odd number of empties first, and each
 * level tries just the squares left (a square needs an adjacent opponent disc before its flips are
 * worth computing). Nearly every call has a null window (alpha, alpha + 1), so each depth has a version
 * that carries alpha alone (Edax's NWS: the same nodes in less time, docs/benchmarks/reversi.md), and one
 * plain loop serves the rare wider windows. Counts a node per position searched, the last square's
 * position included.
 */
final class EndgameLastSquares {
    /** Larger than any score. */
    private static final int INF = 127;
    /**
     * The squares next to each square whose disc a move there could turn: those with room beyond them in the
     * same direction for the mover's disc that closes the line (so not A1 or A2 from B1, which have none,
     * nor any neighbour of B2 but C2, C3 and B3). An opponent's disc only on the others cannot be turned, so the
     * test before each flip computation skips about a quarter of those that would find none
     * (docs/benchmarks/reversi.md, twenty-fifth session).
     */
    static final long[] NEIGHBOURS = new long[64];

    static {
        for (int sq = 0; sq < 64; sq++) {
            int c = sq & 7;
            int r = sq >>> 3;
            for (int dc = -1; dc <= 1; dc++) {
                for (int dr = -1; dr <= 1; dr++) {
                    int c2 = c + 2 * dc;
                    int r2 = r + 2 * dr;
                    if ((dc != 0 || dr != 0) && c2 >= 0 && c2 < 8 && r2 >= 0 && r2 < 8) {
                        NEIGHBOURS[sq] |= 1L << (8 * (r + dr) + c + dc);
                    }
                }
            }
        }
    }

    long nodes;
    /** The board's squares, and how many. */
    private final long on;
    private final int squares;
    private final long wall;

    EndgameLastSquares(ReversiBoard board) {
        this.on = board.squares();
        this.squares = board.count();
        this.wall = board.wall();
    }

    /**
     * The score of a position with {@code empties} (0..4) empty squares, fail-soft in (alpha, beta);
     * {@code odd} is {@link EndgameParity#oddRegions} of its empty squares, kept up to date by the caller.
     */
    int solve(long p, long o, int alpha, int beta, int empties, long odd) {
        long empty = on & ~(p | o);
        assert odd == EndgameParity.oddRegions(empty) && empties == Long.bitCount(empty) : "parity out of step";
        if (empties == 0) {
            nodes++;
            return ReversiPosition.discDifference(p, o, squares);
        }
        if (empties == 4) {
            return solve4(p, o, alpha, beta, odd);
        }
        if (empties == 1) {
            nodes++;
            return solve1(p, o, Long.numberOfTrailingZeros(empty));
        }
        // the squares in odd quadrants, then the others, as one sequence
        long a = empty & odd;
        long b = empty & ~odd;
        if (beta != alpha + 1) {
            return wide(p, o, alpha, beta, a, b, false);
        }
        int x1 = a != 0 ? Long.numberOfTrailingZeros(a) : Long.numberOfTrailingZeros(b);
        a &= ~(1L << x1);
        b &= ~(1L << x1);
        int x2 = a != 0 ? Long.numberOfTrailingZeros(a) : Long.numberOfTrailingZeros(b);
        if (empties == 2) {
            return nws2(p, o, alpha, x1, x2, false);
        }
        a &= ~(1L << x2);
        b &= ~(1L << x2);
        int x3 = a != 0 ? Long.numberOfTrailingZeros(a) : Long.numberOfTrailingZeros(b);
        return nws3(p, o, alpha, x1, x2, x3, false);
    }

    /**
     * {@link #solve} at four empty squares, called directly by the 5-empty nodes (most of its calls): no
     * dispatch on the count of empties, and one call fewer than through {@link EndgameShallowSearch#search}.
     */
    int solve4(long p, long o, int alpha, int beta, long odd) {
        long empty = on & ~(p | o);
        assert odd == EndgameParity.oddRegions(empty) && Long.bitCount(empty) == 4 : "parity out of step";
        if (alpha >= EndgameShallowSearch.stabilityFloor(4)) {
            int cap = ReversiStability.scoreCap(p, o, alpha, squares, wall);
            if (cap <= alpha) {
                nodes++;
                return cap;
            }
            if (cap < beta) {
                beta = cap;
            }
        }
        // the squares in odd quadrants, then the others, as one sequence
        long a = empty & odd;
        long b = empty & ~odd;
        if (beta != alpha + 1) {
            return wide(p, o, alpha, beta, a, b, false);
        }
        int x1 = a != 0 ? Long.numberOfTrailingZeros(a) : Long.numberOfTrailingZeros(b);
        a &= ~(1L << x1);
        b &= ~(1L << x1);
        int x2 = a != 0 ? Long.numberOfTrailingZeros(a) : Long.numberOfTrailingZeros(b);
        a &= ~(1L << x2);
        b &= ~(1L << x2);
        int x3 = a != 0 ? Long.numberOfTrailingZeros(a) : Long.numberOfTrailingZeros(b);
        a &= ~(1L << x3);
        b &= ~(1L << x3);
        int x4 = a != 0 ? Long.numberOfTrailingZeros(a) : Long.numberOfTrailingZeros(b);
        return nws4(p, o, alpha, x1, x2, x3, x4, false);
    }

    private int nws4(long p, long o, int alpha, int x1, int x2, int x3, int x4, boolean passed) {
        nodes++;
        int best = -INF;
        long f;
        if ((NEIGHBOURS[x1] & o) != 0 && (f = ReversiBitboards.flips(x1, p, o)) != 0) {
            best = -nws3(o ^ f, p | f | (1L << x1), -alpha - 1, x2, x3, x4, false);
            if (best > alpha) {
                return best;
            }
        }
        if ((NEIGHBOURS[x2] & o) != 0 && (f = ReversiBitboards.flips(x2, p, o)) != 0) {
            int v = -nws3(o ^ f, p | f | (1L << x2), -alpha - 1, x1, x3, x4, false);
            if (v > alpha) {
                return v;
            }
            best = Math.max(best, v);
        }
        if ((NEIGHBOURS[x3] & o) != 0 && (f = ReversiBitboards.flips(x3, p, o)) != 0) {
            int v = -nws3(o ^ f, p | f | (1L << x3), -alpha - 1, x1, x2, x4, false);
            if (v > alpha) {
                return v;
            }
            best = Math.max(best, v);
        }
        if ((NEIGHBOURS[x4] & o) != 0 && (f = ReversiBitboards.flips(x4, p, o)) != 0) {
            best = Math.max(best, -nws3(o ^ f, p | f | (1L << x4), -alpha - 1, x1, x2, x3, false));
        }
        if (best == -INF) {
            return passed ? ReversiPosition.discDifference(p, o, squares) : -nws4(o, p, -alpha - 1, x1, x2, x3, x4, true);
        }
        return best;
    }

    private int nws3(long p, long o, int alpha, int x1, int x2, int x3, boolean passed) {
        nodes++;
        // parity again, as Edax's solve_3: the order came from the node above, where the played square's
        // quadrant was odd or even the other way; of three squares only two in one quadrant and one alone
        // need it, the one alone (now odd) first (fewer nodes at the same speed: docs/benchmarks/reversi.md)
        long q1 = EndgameParity.quadrant(x1);
        if (q1 == EndgameParity.quadrant(x2)) {
            if (q1 != EndgameParity.quadrant(x3)) {
                int t = x3;
                x3 = x2;
                x2 = x1;
                x1 = t;
            }
        } else if (q1 == EndgameParity.quadrant(x3)) {
            int t = x2;
            x2 = x1;
            x1 = t;
        }
        int best = -INF;
        long f;
        if ((NEIGHBOURS[x1] & o) != 0 && (f = ReversiBitboards.flips(x1, p, o)) != 0) {
            best = -nws2(o ^ f, p | f | (1L << x1), -alpha - 1, x2, x3, false);
            if (best > alpha) {
                return best;
            }
        }
        if ((NEIGHBOURS[x2] & o) != 0 && (f = ReversiBitboards.flips(x2, p, o)) != 0) {
            int v = -nws2(o ^ f, p | f | (1L << x2), -alpha - 1, x1, x3, false);
            if (v > alpha) {
                return v;
            }
            best = Math.max(best, v);
        }
        if ((NEIGHBOURS[x3] & o) != 0 && (f = ReversiBitboards.flips(x3, p, o)) != 0) {
            best = Math.max(best, -nws2(o ^ f, p | f | (1L << x3), -alpha - 1, x1, x2, false));
        }
        if (best == -INF) {
            return passed ? ReversiPosition.discDifference(p, o, squares) : -nws3(o, p, -alpha - 1, x1, x2, x3, true);
        }
        return best;
    }

    private int nws2(long p, long o, int alpha, int x1, int x2, boolean passed) {
        nodes++;
        int best = -INF;
        long f;
        if ((NEIGHBOURS[x1] & o) != 0 && (f = ReversiBitboards.flips(x1, p, o)) != 0) {
            nodes++;
            best = -solve1(o ^ f, p | f | (1L << x1), x2);
            if (best > alpha) {
                return best;
            }
        }
        if ((NEIGHBOURS[x2] & o) != 0 && (f = ReversiBitboards.flips(x2, p, o)) != 0) {
            nodes++;
            best = Math.max(best, -solve1(o ^ f, p | f | (1L << x2), x1));
        }
        if (best == -INF) {
            return passed ? ReversiPosition.discDifference(p, o, squares) : -nws2(o, p, -alpha - 1, x1, x2, true);
        }
        return best;
    }

    /**
     * The same search for a window wider than null (a principal-variation node, rare this near the end):
     * one loop over the squares of {@code first} (the odd quadrants' at the top) and then of {@code rest},
     * which keeps the order the null-window versions use, so both count the same nodes.
     */
    private int wide(long p, long o, int alpha, int beta, long first, long rest, boolean passed) {
        nodes++;
        if (Long.bitCount(first | rest) == 1) {
            return solve1(p, o, Long.numberOfTrailingZeros(first | rest));
        }
        int best = -INF;
        for (int pass = 0; pass < 2; pass++) {
            for (long m = pass == 0 ? first : rest; m != 0; m &= m - 1) {
                int x = Long.numberOfTrailingZeros(m);
                long f;
                if ((NEIGHBOURS[x] & o) == 0 || (f = ReversiBitboards.flips(x, p, o)) == 0) {
                    continue;
                }
                long bit = 1L << x;
                int v = -wide(o ^ f, p | f | bit, -beta, -alpha, first & ~bit, rest & ~bit, false);
                if (v >= beta) {
                    return v;
                }
                if (v > best) {
                    best = v;
                    alpha = Math.max(alpha, v);
                }
            }
        }
        if (best == -INF) {
            return passed ? ReversiPosition.discDifference(p, o, squares) : -wide(o, p, -beta, -alpha, first, rest, true);
        }
        return best;
    }

    /**
     * The exact score with one empty square {@code x} left: whoever can play there does. (The count of
     * flips treats every other square as full, which off-board squares are not, but a line that reaches
     * the wall has no disc of the mover's beyond it, so the wall turns nothing either way.)
     */
    private int solve1(long p, long o, int x) {
        int mine = Long.bitCount(p);
        // a move needs an adjacent disc to turn: skip the count where there is none
        int n = (NEIGHBOURS[x] & o) != 0 ? ReversiBitboards.lastFlipCount(x, p) : 0;
        if (n != 0) {
            return 2 * (mine + n + 1) - squares;
        }
        n = (NEIGHBOURS[x] & p) != 0 ? ReversiBitboards.lastFlipCount(x, o) : 0;
        if (n != 0) {
            return 2 * (mine - n) - squares;
        }
        // nobody can play: the square goes to the winner (an odd number of discs, so no draw)
        return mine > squares - 1 - mine ? 2 * mine - squares + 2 : 2 * mine - squares;
    }
}
