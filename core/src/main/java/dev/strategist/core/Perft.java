package dev.strategist.core;

/**
 * Counts move sequences of exactly n plies over the position contract (a game that ends early is not
 * extended): the standard check of a move generator against published numbers. The counting itself is
 * {@link #countSequences}, which plays through the contract unless the position counts faster on its own
 * representation ({@link CountsSequences}).
 */
public final class Perft {
    private final Position position;
    private final int[] moves;
    private final int maxMoves;

    /** A counter over {@code position}, which it plays on and restores. */
    public Perft(Position position, int maxDepth) {
        this.position = position;
        this.maxMoves = position.maxMoves();
        this.moves = new int[maxMoves * Math.max(1, maxDepth)];
    }

    /** perft(depth) from {@code position}. */
    public static long count(Position position, int depth) {
        return new Perft(position, depth).count(depth);
    }

    /** perft(depth) from the position given at construction. */
    public long count(int depth) {
        checkDepth(depth);
        return depth == 0 ? 1 : count(depth, 0);
    }

    /**
     * perft(depth) split by first move: {@code sink} hears each root move with the number of sequences
     * that start with it, in generation order, while the position is back at the root (so the move can
     * be written in notation). Returns the total, perft(depth). The depth must be at least 1.
     */
    public long divide(int depth, MoveCount sink) {
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs a depth of at least 1, not " + depth);
        }
        checkDepth(depth);
        int n = position.legalMoves(moves, 0);
        long total = 0;
        for (int i = 0; i < n; i++) {
            int move = moves[i];
            long nodes = 1;
            if (depth > 1) {
                position.play(move);
                nodes = count(depth - 1, maxMoves);
                position.undo();
            }
            total += nodes;
            sink.accept(move, nodes);
        }
        return total;
    }

    /** Receives one root move and its subtree count from {@link #divide}. */
    @FunctionalInterface
    public interface MoveCount {
        /** Called once per root move. */
        void accept(int move, long nodes);
    }

    private void checkDepth(int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must be at least 0, not " + depth);
        }
        if (depth * maxMoves > moves.length) {
            throw new IllegalArgumentException("depth " + depth + " exceeds the depth this counter was made for");
        }
    }

    private long count(int depth, int offset) {
        return countSequences(position, depth, moves, offset);
    }

    /**
     * The number of move sequences of exactly {@code depth} plies from {@code position} (a game that ends
     * sooner adds nothing): perft for any position, its own count when it is {@link CountsSequences}, else
     * by playing through the contract and counting the last ply with {@link #countLegalMoves}.
     * {@code scratch} (room for {@code depth} times {@link Position#maxMoves()} moves from {@code offset})
     * may be written to, and the position is left as it was.
     */
    public static long countSequences(Position position, int depth, int[] scratch, int offset) {
        if (position instanceof CountsSequences counting) {
            return counting.countSequences(depth, scratch, offset);
        }
        return playedSequences(position, depth, scratch, offset);
    }

    /**
     * The number of legal moves of {@code position}, what {@link Position#legalMoves} returns, counted
     * without listing them when the position is {@link CountsSequences}; {@code scratch} (room for
     * {@link Position#maxMoves()} moves from {@code offset}) may be written to.
     */
    public static int countLegalMoves(Position position, int[] scratch, int offset) {
        return position instanceof CountsSequences counting ? counting.countLegalMoves(scratch, offset)
                : position.legalMoves(scratch, offset);
    }

    /** Perft by play and undo: a position that is not {@link CountsSequences} has no faster way. */
    private static long playedSequences(Position position, int depth, int[] scratch, int offset) {
        if (depth <= 1) {
            return depth == 1 ? position.legalMoves(scratch, offset) : 1;
        }
        int n = position.legalMoves(scratch, offset);
        long total = 0;
        for (int i = 0; i < n; i++) {
            position.play(scratch[offset + i]);
            try {
                total += playedSequences(position, depth - 1, scratch, offset + position.maxMoves());
            } finally {
                position.undo();
            }
        }
        return total;
    }
}
