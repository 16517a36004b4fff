package dev.strategist.search;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Position;
import dev.strategist.core.Score;

/**
 * Negamax: minimax written once, by scoring every position for its side to move and negating on the
 * way up. A fixed-depth oracle: it visits the same nodes as {@link Minimax} and returns the same value.
 *
 * <pre>
 * negamax(node, depth, ply):
 *     if node is over:  return terminal score at ply    (win sooner, lose later)
 *     if depth = 0:     return evaluate(node)           (side to move's view)
 *     best = -infinity
 *     for each child in generation order:
 *         best = max(best, -negamax(child, depth - 1, ply + 1))
 *     return best
 * </pre>
 *
 * <p>The negation assumes the turn passed; where the rules give the mover another move (Kalah's extra
 * turn) the child's value is the mover's own and is taken as it is.
 *
 * @param <P> the position type
 */
public final class Negamax<P extends Position> extends OracleSearch<P> {

    /** A negamax search scoring its leaves with {@code evaluator}. */
    public Negamax(Evaluator<P> evaluator) {
        super(evaluator);
    }

    /** The value of {@code position} searched {@code depth} plies deep, for the side to move; sets {@link #nodes()}. */
    public int value(P position, int depth) {
        prepare(position, depth, new StopSignal());
        return negamax(position, depth, 0);
    }


    @Override
    public SearchResult search(P position, SearchLimits limits, SearchListener listener, StopSignal stop) {
        long start = System.nanoTime();
        int depth = limits.maxDepth();
        prepare(position, depth, stop);
        nodes = 1; // the root
        if (position.isOver()) {
            return OracleResults.gameOver(position, depth, nodes, start, listener);
        }
        int n = position.legalMoves(moves, 0);
        int[] scores = new int[n];
        int best = -Score.INFINITE;
        for (int i = 0; i < n; i++) {
            int mover = position.sideToMove();
            position.play(moves[i]);
            scores[i] = forMover(position, mover, negamax(position, depth - 1, 1));
            position.undo();
            if (signal.isRaised()) {
                n = i; // this move's search was cut short: keep only the finished ones
                break;
            }
            if (scores[i] > best) {
                best = scores[i];
                pv.update(0, moves[i]);
            }
        }
        return OracleResults.finish(moves, scores, n, depth, pv.rootLine(), nodes, start, listener,
                signal.isRaised());
    }

    private int negamax(P position, int depth, int ply) {
        if (!enter(ply)) {
            return 0;
        }
        if (position.isOver()) {
            return Score.terminal(position.outcome(), position.sideToMove(), ply);
        }
        if (depth == 0) {
            return evaluator.evaluate(position);
        }
        int offset = ply * maxMoves;
        int n = position.legalMoves(moves, offset);
        int best = -Score.INFINITE;
        for (int i = 0; i < n; i++) {
            int move = moves[offset + i];
            int mover = position.sideToMove();
            position.play(move);
            int score = forMover(position, mover, negamax(position, depth - 1, ply + 1));
            position.undo();
            if (score > best) {
                best = score;
                pv.update(ply, move);
            }
        }
        return best;
    }

    /**
     * A child's value (for its side to move) seen by {@code mover}, who just played: negated when the turn
     * passed, kept when the rules gave the mover another move (Kalah's extra turn).
     */
    private static int forMover(Position child, int mover, int value) {
        return child.sideToMove() == mover ? value : -value;
    }

    @Override
    public String name() {
        return "negamax";
    }
}
