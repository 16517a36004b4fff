package dev.strategist.games.reversi.endgame;

import dev.strategist.games.reversi.ReversiBitboards;
import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.reversi.ReversiStability;

/**
 * The endgame solver's nodes with a few empty squares (5 up to {@link EndgameTreeSearch#DEEP} - 1):
 * cheaper to search than to sort, so no table and no move ordering beyond a fixed one (odd quadrants first,
 * within each the better kinds of square first); four empty squares and fewer go to {@link EndgameLastSquares}.
 */
final class EndgameShallowSearch {
    /** Larger than any score. */
    private static final int INF = 127;

    /**
     * The squares of the 8 x 8 board not on the second row or column from any edge: the corners and the A, B, D and E
     * squares, which Edax's fixed order of kinds of square puts before the rest (the centre four are never empty).
     * Tried before the other squares of their parity: 3.5 % fewer nodes at 14 empties (docs/benchmarks/reversi.md,
     * eighteenth session). On the smaller boards in the same frame it is only an order, still correct.
     */
    private static final long GOOD = 0xbd00bda5a5bd00bdL;

    private final EndgameLastSquares last;
    /** The board's squares, and how many. */
    private final long on;
    private final int squares;
    private final long wall;
    private long nodes;

    EndgameShallowSearch(ReversiBoard board) {
        this.last = new EndgameLastSquares(board);
        this.on = board.squares();
        this.squares = board.count();
        this.wall = board.wall();
    }

    /** Nodes searched here and in the last four squares. */
    long nodes() {
        return nodes + last.nodes;
    }

    void resetNodes() {
        nodes = 0;
        last.nodes = 0;
    }

    /**
     * The least alpha at which a node of {@code empties} (4..7) empty squares works out the stability
     * cut-off; below it the cut seldom happens and the stable discs cost more than it saves (Edax's
     * thresholds; measured in docs/benchmarks/reversi.md, "The stability cut-off only above Edax's floors").
     */
    static int stabilityFloor(int empties) {
        return 2 * empties - 2;
    }

    /**
     * The score of a position with fewer than {@link EndgameTreeSearch#DEEP} empty squares, fail-soft;
     * {@code odd} is {@link EndgameParity#oddRegions} of its empty squares, which each move updates by
     * its quadrant instead of counting the four again, which saves time (docs/benchmarks/reversi.md).
     */
    int search(long p, long o, int alpha, int beta, int empties, boolean passed, long odd) {
        assert odd == EndgameParity.oddRegions(on & ~(p | o)) && empties == Long.bitCount(on & ~(p | o))
                : "parity out of step";
        if (empties <= 4) {
            return last.solve(p, o, alpha, beta, empties, odd);
        }
        nodes++;
        // the stability cut-off of the deeper nodes: it ends lopsided endgames early, but only a high alpha
        // is worth the stable discs' price
        if (alpha >= stabilityFloor(empties)) {
            int cap = ReversiStability.scoreCap(p, o, alpha, squares, wall);
            if (cap <= alpha) {
                return cap;
            }
            if (cap < beta) {
                beta = cap;
            }
        }
        long empty = on & ~(p | o);
        int best = -INF;
        // the empty squares themselves, odd quadrants first, the good squares of each parity before the rest: with
        // so few, trying each beats generating moves. Four loops written out, each on a mask C2 sees whole: a loop
        // over the four groups (or a table of masks) costs the 3.5 % of nodes the order saves
        for (long m = empty & odd & GOOD; m != 0; m &= m - 1) {
            int v = child(p, o, Long.numberOfTrailingZeros(m), alpha, beta, empties, odd);
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    if (v >= beta) {
                        return v;
                    }
                }
            }
        }
        for (long m = empty & odd & ~GOOD; m != 0; m &= m - 1) {
            int v = child(p, o, Long.numberOfTrailingZeros(m), alpha, beta, empties, odd);
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    if (v >= beta) {
                        return v;
                    }
                }
            }
        }
        for (long m = empty & ~odd & GOOD; m != 0; m &= m - 1) {
            int v = child(p, o, Long.numberOfTrailingZeros(m), alpha, beta, empties, odd);
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    if (v >= beta) {
                        return v;
                    }
                }
            }
        }
        for (long m = empty & ~odd & ~GOOD; m != 0; m &= m - 1) {
            int v = child(p, o, Long.numberOfTrailingZeros(m), alpha, beta, empties, odd);
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    if (v >= beta) {
                        return v;
                    }
                }
            }
        }
        if (best == -INF) {
            // no move: pass, or the game is over
            if (passed) {
                return ReversiPosition.discDifference(p, o, squares);
            }
            return -search(o, p, -beta, -alpha, empties, true, odd);
        }
        return best;
    }

    /**
     * The score of playing {@code sq} in a node of {@link #search}, or -INF when the square flips nothing (never
     * above the node's best, so the four loops need no other test).
     */
    private int child(long p, long o, int sq, int alpha, int beta, int empties, long odd) {
        long f;
        if ((EndgameLastSquares.NEIGHBOURS[sq] & o) == 0 || (f = ReversiBitboards.flips(sq, p, o)) == 0) {
            return -INF;
        }
        long np = o ^ f;
        long no = p | f | (1L << sq);
        long nodd = odd ^ EndgameParity.quadrant(sq);
        // a 5-empty node's children go straight to the last squares' 4-empty entry: one call fewer per child,
        // about 1 % less time at 14 and 18 empties, 3 % on FFO #40-#49 (docs/benchmarks/reversi.md)
        return empties == 5 ? -last.solve4(np, no, -beta, -alpha, nodd)
                : -search(np, no, -beta, -alpha, empties - 1, false, nodd);
    }
}
