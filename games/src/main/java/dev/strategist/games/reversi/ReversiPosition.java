package dev.strategist.games.reversi;

import dev.strategist.core.CountsSequences;
import dev.strategist.core.Outcome;
import dev.strategist.core.Position;

/**
 * Othello (Reversi) on two 64-bit words: the discs of the side to move and those of its opponent
 * (squares as in {@link ReversiBitboards}), on the 8 x 8 board or a smaller one centred in it
 * ({@link ReversiBoard}). A move is a square 0..63, or {@link #PASS}, which is legal
 * exactly when the side to move has no move and its opponent has one. The game ends when neither side
 * can move; the side with more discs wins.
 *
 * <p>Black (side 0) moves first from the standard start; a position set up from a board ({@link #of})
 * may have White to move at ply 0. Undo restores the two words saved per ply. The own-move mask is
 * computed once per position and kept until the next play or undo, since a search asks for it twice
 * (is the game over? which moves?). It counts perft on the two words ({@link CountsSequences}), which is
 * what makes deep Othello perft affordable.
 */
public final class ReversiPosition implements CountsSequences {
    /** The pass move. */
    public static final int PASS = 64;
    /** Black, the first player. */
    public static final int BLACK = FIRST;
    /** White, the second player. */
    public static final int WHITE = SECOND;
    /**
     * No position has more than 33 legal moves, but a bound that needs no proof is cheap: one per
     * empty square (at most 60), or the single pass.
     */
    public static final int MAX_MOVES = 60;
    /** Each pass is followed by a disc (two passes in a row end the game): at most 2 x 60 plies. */
    public static final int MAX_PLIES = 121;

    /**
     * State kept in step with a position's discs by {@link #play} instead of read off the board when needed: the
     * pattern evaluation's codes, updated by each move's square and flips. It keeps one entry per ply, so undo tells
     * it nothing unless it goes below the ply it was attached at: the entry of the ply undone to is the one it wrote.
     */
    public interface Follower {
        /**
         * The move that led to ply {@code ply} was played: {@code square} (or {@link #PASS}) by Black if
         * {@code black}, else by White, turning {@code flipped}.
         */
        void played(int ply, int square, long flipped, boolean black);

        /**
         * The position was undone to ply {@code ply}, below any the follower has written: it is to write that ply's
         * state from Black's discs {@code black} and White's {@code white}.
         */
        void rewound(int ply, long black, long white);
    }

    private final long[] savedPlayer = new long[MAX_PLIES];
    private final long[] savedOpponent = new long[MAX_PLIES];
    private ReversiBoard board;
    private long player;
    private long opponent;
    private int ply;
    private int firstSide;
    private long moveCache;
    private boolean moveCacheValid;
    /**
     * What {@link #repliesAfter} found, three longs per ply and square: the node that asked, the move's flips and
     * the replies. A search orders a node's moves by their replies and then plays some of them, so play takes both
     * from here instead of working them out again. Allocated on the first call: most positions never order moves.
     */
    private long[] after;
    /** Which node each ply holds, as {@link #after} marks it: a number no other node of this object has had. */
    private final long[] node = new long[MAX_PLIES + 1];
    private long nodesMade;
    /** Told of each move from ply {@link #followedFrom} on, and of each undo below it, or null; dropped when copied over. */
    private Follower follower;
    private int followedFrom;

    /** The standard start: White on d4 and e5, Black on e4 and d5, Black to move. */
    public ReversiPosition() {
        this(ReversiBoard.EIGHT);
    }

    /** The standard start on {@code board}: the same four centre discs on every size, Black to move. */
    public ReversiPosition(ReversiBoard board) {
        this.board = board;
        player = ReversiBitboards.START_BLACK;
        opponent = ReversiBitboards.START_WHITE;
        node[0] = ++nodesMade;
    }

    /**
     * A position set up from its discs with {@code side} to move, at ply 0 (it has no history). The
     * discs must not overlap; whether the position can arise in a game is not checked.
     */
    public static ReversiPosition of(long black, long white, int side) {
        return of(ReversiBoard.EIGHT, black, white, side);
    }

    /** As {@link #of(long, long, int)} on {@code board}; every disc must be on the board. */
    public static ReversiPosition of(ReversiBoard board, long black, long white, int side) {
        long off = (black | white) & board.wall();
        if (off != 0) {
            throw new IllegalArgumentException("a disc lies off the " + board + " board (frame square "
                    + ReversiBitboards.squareName(Long.numberOfTrailingZeros(off)) + ")");
        }
        if ((black & white) != 0) {
            throw new IllegalArgumentException("a square cannot hold a black and a white disc: "
                    + board.name(Long.numberOfTrailingZeros(black & white)));
        }
        if (side != BLACK && side != WHITE) {
            throw new IllegalArgumentException("the side to move is 0 (Black) or 1 (White), not " + side);
        }
        ReversiPosition p = new ReversiPosition(board);
        p.firstSide = side;
        p.player = side == BLACK ? black : white;
        p.opponent = side == BLACK ? white : black;
        p.node[0] = ++p.nodesMade;
        return p;
    }

    /** The board the game is played on. */
    public ReversiBoard board() {
        return board;
    }

    /** The discs of the side to move. */
    public long player() {
        return player;
    }

    /** The discs of the side not to move. */
    public long opponent() {
        return opponent;
    }

    /** The discs of {@code side} (0 Black, 1 White). */
    public long discs(int side) {
        return side == sideToMove() ? player : opponent;
    }

    /** The empty squares. */
    public long empties() {
        return board.squares() & ~(player | opponent);
    }

    /** The number of empty squares. */
    public int emptyCount() {
        return board.count() - Long.bitCount(player | opponent);
    }

    /** The contents of a square: 0 empty, 1 a black disc, 2 a white disc. */
    public int square(int sq) {
        long bit = 1L << sq;
        if (((player | opponent) & bit) == 0) {
            return 0;
        }
        int owner = (player & bit) != 0 ? sideToMove() : 1 - sideToMove();
        return 1 + owner;
    }

    /**
     * Tells {@code f} of every move played from now on, and of every undo to a ply below the lowest it has seen, until
     * the position is copied over; {@code f} must already hold this ply's state. One follower at a time: it replaces
     * any other.
     */
    public void follow(Follower f) {
        follower = f;
        followedFrom = ply;
    }

    /** What {@link #follow} attached and still follows this position, or null. */
    public Follower follower() {
        return follower;
    }

    /** The squares the side to move may play on (no pass): its mobility as a mask. */
    public long moveMask() {
        if (!moveCacheValid) {
            moveCache = board.moves(player, opponent);
            moveCacheValid = true;
        }
        return moveCache;
    }

    /** True if the side to move has no disc to play but its opponent has: the only legal move is a pass. */
    public boolean mustPass() {
        return moveMask() == 0 && board.moves(opponent, player) != 0;
    }

    /**
     * The final score from the side to move's point of view: its discs minus the opponent's, the empty
     * squares counted for the side with more discs (tournament scoring). Meaningful when the game is over.
     */
    public int finalDiscDifference() {
        return discDifference(player, opponent, board.count());
    }

    /** Disc difference for the owner of {@code p} at the end of a game on 8 x 8, empty squares to the winner. */
    public static int discDifference(long p, long o) {
        return discDifference(p, o, 64);
    }

    /** As {@link #discDifference(long, long)} on a board of {@code squares} squares. */
    public static int discDifference(long p, long o, int squares) {
        int mine = Long.bitCount(p);
        int theirs = Long.bitCount(o);
        int empties = squares - mine - theirs;
        return mine > theirs ? mine - theirs + empties : mine < theirs ? mine - theirs - empties : 0;
    }

    /**
     * The move played at ply {@code i} ({@code 0 <= i < ply()}): the square that filled, or
     * {@link #PASS} when none did. Read from the saved boards, so it costs nothing while playing.
     */
    public int moveAt(int i) {
        if (i < 0 || i >= ply) {
            throw new IndexOutOfBoundsException("no move " + i + " among " + ply);
        }
        long before = savedPlayer[i] | savedOpponent[i];
        long after = i + 1 < ply ? savedPlayer[i + 1] | savedOpponent[i + 1] : player | opponent;
        return before == after ? PASS : Long.numberOfTrailingZeros(after & ~before);
    }

    /** The discs of {@code side} at ply 0, where the history starts (for writing a game down). */
    public long initialDiscs(int side) {
        if (ply == 0) {
            return discs(side);
        }
        return side == firstSide ? savedPlayer[0] : savedOpponent[0];
    }

    /** The side that moved first in this position's history: Black, unless set up with White to move. */
    public int firstSide() {
        return firstSide;
    }

    @Override
    public int sideToMove() {
        return (ply + firstSide) & 1;
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public int legalMoves(int[] into, int offset) {
        long moves = moveMask();
        if (moves == 0) {
            if (board.moves(opponent, player) == 0) {
                return 0;
            }
            into[offset] = PASS;
            return 1;
        }
        int n = 0;
        while (moves != 0) {
            into[offset + n++] = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
        }
        return n;
    }

    /** The number of legal moves, the pass counted as one, from a population count: nothing is written. */
    @Override
    public int countLegalMoves(int[] scratch, int offset) {
        return countMoves();
    }

    /**
     * Perft on the two words alone: nothing is played on this object, and the last two plies are
     * counted together (each child's move mask by a population count; a pass as one sequence, a finished
     * game as none); from 6 plies, subtrees met again are counted once ({@link ReversiSequenceCounter}).
     */
    @Override
    public long countSequences(int depth, int[] scratch, int offset) {
        if (depth <= 0) {
            return 1;
        }
        // a table pays from about 6 plies; 2^18 entries (6.5 MB) hold what perft(11) revisits most, and a
        // bigger one loses more to cache misses than it saves (sizes compared: docs/benchmarks/reversi.md)
        long on = board.squares();
        return depth < 6 ? countSequences(player, opponent, depth, on)
                : new ReversiSequenceCounter(depth < 9 ? 16 : 18, on).count(player, opponent, depth);
    }

    /**
     * The sequences of exactly {@code depth} (at least 1) plies with the owner of {@code p} to move, on
     * the board of squares {@code on}.
     */
    static long countSequences(long p, long o, int depth, long on) {
        long moves = ReversiBitboards.moves(p, o) & on;
        if (moves == 0) {
            if ((ReversiBitboards.moves(o, p) & on) == 0) {
                return 0; // the game is over
            }
            return depth == 1 ? 1 : countSequences(o, p, depth - 1, on); // the pass
        }
        if (depth == 1) {
            return Long.bitCount(moves);
        }
        long total = 0;
        for (; moves != 0; moves &= moves - 1) {
            int sq = Long.numberOfTrailingZeros(moves);
            long f = ReversiBitboards.flips(sq, p, o);
            long np = o ^ f;
            long no = p | f | (1L << sq);
            if (depth > 2) {
                total += countSequences(np, no, depth - 1, on);
                continue;
            }
            long replies = ReversiBitboards.moves(np, no) & on;
            if (replies != 0) {
                total += Long.bitCount(replies);
            } else if ((ReversiBitboards.moves(no, np) & on) != 0) {
                total++;
            }
        }
        return total;
    }

    /** The number of legal moves, the pass counted as one: what {@link #legalMoves} would return. */
    public int countMoves() {
        long moves = moveMask();
        if (moves != 0) {
            return Long.bitCount(moves);
        }
        return board.moves(opponent, player) == 0 ? 0 : 1;
    }

    /**
     * The moves the opponent has after the side to move plays {@code move} (a square, not the pass), on this board;
     * the move's flips and these replies are kept until this node is left, for {@link #play} to reuse.
     */
    public long repliesAfter(int move) {
        long flipped = ReversiBitboards.flips(move, player, opponent);
        long replies = board.moves(opponent & ~flipped, player | flipped | (1L << move));
        if (after == null) {
            after = new long[(MAX_PLIES + 1) * 64 * 3];
        }
        int at = (ply * 64 + move) * 3;
        after[at] = node[ply];
        after[at + 1] = flipped;
        after[at + 2] = replies;
        return replies;
    }

    @Override
    public void play(int move) {
        savedPlayer[ply] = player;
        savedOpponent[ply] = opponent;
        long here = node[ply];
        ply++;
        node[ply] = ++nodesMade;
        moveCacheValid = false;
        if (move == PASS) {
            long t = player;
            player = opponent;
            opponent = t;
            if (follower != null) {
                follower.played(ply, PASS, 0, ((ply - 1 + firstSide) & 1) == BLACK);
            }
            return;
        }
        int at = ((ply - 1) * 64 + move) * 3;
        long flipped;
        if (after != null && after[at] == here) {
            flipped = after[at + 1];
            moveCache = after[at + 2];
            moveCacheValid = true;
        } else {
            flipped = ReversiBitboards.flips(move, player, opponent);
        }
        long mover = player | flipped | (1L << move);
        player = opponent & ~flipped;
        opponent = mover;
        if (follower != null) {
            follower.played(ply, move, flipped, ((ply - 1 + firstSide) & 1) == BLACK);
        }
    }

    @Override
    public void undo() {
        ply--;
        player = savedPlayer[ply];
        opponent = savedOpponent[ply];
        moveCacheValid = false;
        if (follower != null && ply < followedFrom) {
            // a follower attached at a deep node of a search writes the plies above it as the search returns, once
            followedFrom = ply;
            follower.rewound(ply, discs(BLACK), discs(WHITE));
        }
    }

    @Override
    public boolean isOver() {
        return moveMask() == 0 && board.moves(opponent, player) == 0;
    }

    @Override
    public Outcome outcome() {
        if (!isOver()) {
            return Outcome.NONE;
        }
        int diff = Long.bitCount(player) - Long.bitCount(opponent);
        return diff == 0 ? Outcome.DRAW : Outcome.winFor(diff > 0 ? sideToMove() : 1 - sideToMove());
    }

    /** The side to move's discs, the opponent's and the side itself mixed into 64 bits. */
    @Override
    public long hash() {
        return hash(player, opponent) ^ (sideToMove() == BLACK ? 0 : 0x9E37_79B9_7F4A_7C15L)
                ^ (board == ReversiBoard.EIGHT ? 0 : board.size() * 0x632B_E59B_D9B4_E019L);
    }

    /** A well-mixed key of the pair ({@code p} to move, {@code o}), for tables that know the side. */
    public static long hash(long p, long o) {
        long h = p * 0x9E37_79B9_7F4A_7C15L + Long.rotateLeft(o, 29) * 0xC2B2_AE3D_27D4_EB4FL;
        h ^= h >>> 32;
        h *= 0xD6E8_FEB8_6659_FD93L;
        h ^= h >>> 32;
        return h;
    }

    @Override
    public int maxMoves() {
        return MAX_MOVES;
    }

    @Override
    public ReversiPosition copy() {
        ReversiPosition p = new ReversiPosition(board);
        p.copyFrom(this);
        return p;
    }

    @Override
    public void copyFrom(Position other) {
        ReversiPosition o = (ReversiPosition) other;
        board = o.board;
        player = o.player;
        opponent = o.opponent;
        ply = o.ply;
        firstSide = o.firstSide;
        moveCacheValid = false;
        follower = null;
        followedFrom = 0;
        node[ply] = ++nodesMade;
        System.arraycopy(o.savedPlayer, 0, savedPlayer, 0, o.ply);
        System.arraycopy(o.savedOpponent, 0, savedOpponent, 0, o.ply);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ReversiPosition && ((ReversiPosition) o).board == board && ((ReversiPosition) o).player == player
                && ((ReversiPosition) o).opponent == opponent && ((ReversiPosition) o).sideToMove() == sideToMove();
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash());
    }

    /**
     * The board as in an {@code .obf} file: 64 characters a1..h1, a2..h2, ..., {@code X} Black,
     * {@code O} White, {@code -} empty, then a space and the side to move, {@code X} or {@code O}; on a
     * smaller board, its own squares the same way (36 characters on 6 x 6).
     */
    @Override
    public String toString() {
        int n = board.size();
        StringBuilder sb = new StringBuilder(n * n + 2);
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                sb.append("-XO".charAt(square(board.square(c, r))));
            }
        }
        return sb.append(' ').append(sideToMove() == BLACK ? 'X' : 'O').toString();
    }
}
