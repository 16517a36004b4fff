package dev.strategist.games.connect4;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Position;

/**
 * The improved Connect Four heuristic. It counts lines of four cells rather than runs, so a line with an
 * opponent's disc (blocked for good) counts nothing and a gap counts like the run it would make
 * ({@code X_XX} is three); longer lines weigh far more (1, 10, 100). It then weighs threats, the empty
 * cells that would complete a four: by Allis's zugzwang rule a threat on an odd row (from 1 at the
 * bottom) is worth much more to the first player and one on an even row to the second, unless an
 * opponent's threat lower in the same column gets there first; two threats one above the other win.
 * Threats that can be played now decide: the side to move wins, or loses against two it cannot both
 * block. A small bonus goes to discs in the middle column.
 *
 * <p>Everything is bitboard arithmetic over the geometry's precomputed masks; nothing is allocated.
 */
public final class ThreatEvaluator implements Evaluator<Connect4Position> {
    /** An open line of four with one, two or three of a side's discs. */
    private static final int[] LINE = {0, 1, 10, 100};
    /** Any threat, playable or not. */
    static final int THREAT = 50;
    /** A threat on its owner's good row (odd for the first player, even for the second) with no
     *  opponent threat below it in its column: the kind that wins the endgame by zugzwang. */
    static final int GOOD_THREAT = 250;
    /** Two threats of one side directly above each other: the lower one cannot be blocked safely. */
    static final int STACKED = 300;
    /** Per disc in the middle column, which is in the most lines. */
    static final int CENTRE = 4;
    /** A position decided one move from now; far above any sum of the terms above. */
    static final int DECIDED = 100_000;

    /** Move ordering: a winning move, then a block of the opponent's win, then by closeness to the middle. */
    static final int ORDER_WIN = 1 << 29;
    static final int ORDER_BLOCK = 1 << 28;
    /** Subtracted from a move that lets the opponent win by playing on top of it. */
    static final int ORDER_GIFT = 1 << 20;

    @Override
    public int evaluate(Connect4Position position) {
        Connect4Geometry g = position.geometry();
        long mask = position.mask();
        long mine = position.current();
        long theirs = mine ^ mask;
        long empty = g.board & ~mask;
        long playable = (mask + g.bottom) & g.board;

        long myThreats = g.winningCells(mine, empty);
        if ((myThreats & playable) != 0) {
            return DECIDED;
        }
        long theirThreats = g.winningCells(theirs, empty);
        long mustBlock = theirThreats & playable;
        if ((mustBlock & (mustBlock - 1)) != 0 || ((mustBlock << 1) & theirThreats) != 0) {
            return -DECIDED; // two wins to stop, or one with another right above the block
        }

        int side = position.sideToMove();
        int score = lines(g, mine, theirs);
        score += threats(g, myThreats, theirThreats, side) - threats(g, theirThreats, myThreats, 1 - side);
        score += CENTRE * (Long.bitCount(mine & g.centre) - Long.bitCount(theirs & g.centre));
        return score;
    }

    /** The open lines of four: each side's lines that the other has not blocked, by disc count. */
    static int lines(Connect4Geometry g, long mine, long theirs) {
        int score = 0;
        for (long w : g.windows) {
            long a = mine & w;
            long b = theirs & w;
            if (b == 0) {
                score += LINE[Long.bitCount(a)];
            } else if (a == 0) {
                score -= LINE[Long.bitCount(b)];
            }
        }
        return score;
    }

    /** The worth of {@code own} threats to {@code side}, given the opponent's threats {@code other}. */
    static int threats(Connect4Geometry g, long own, long other, int side) {
        if (own == 0) {
            return 0;
        }
        long goodRows = side == Position.FIRST ? g.oddRows : g.evenRows;
        long good = own & goodRows & ~above(g, other);
        return THREAT * Long.bitCount(own) + GOOD_THREAT * Long.bitCount(good)
                + STACKED * Long.bitCount(own & (own << 1));
    }

    /** The cells above any cell of {@code cells} in the same column. */
    private static long above(Connect4Geometry g, long cells) {
        long up = (cells << 1) & g.board; // the sentinel row stops each column's climb
        for (int i = 2; i < g.height && up != 0; i++) {
            up |= (up << 1) & g.board;
        }
        return up;
    }

    @Override
    public int orderScore(Connect4Position position, int move) {
        Connect4Geometry g = position.geometry();
        long cell = position.dropCell(move);
        long mine = position.current();
        long theirs = mine ^ position.mask();
        if (g.hasFour(mine | cell)) {
            return ORDER_WIN;
        }
        if (g.hasFour(theirs | cell)) {
            return ORDER_BLOCK;
        }
        int score = g.width - Math.abs(2 * move - (g.width - 1)); // 1 at the edges, most in the middle
        long onTop = (cell << 1) & g.board;
        if (onTop != 0 && g.hasFour(theirs | onTop)) {
            score -= ORDER_GIFT;
        }
        return score;
    }

    @Override
    public String name() {
        return "threats";
    }
}
