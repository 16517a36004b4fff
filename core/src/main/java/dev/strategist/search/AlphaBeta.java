package dev.strategist.search;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Position;
import dev.strategist.core.Score;

/**
 * Alpha-beta pruning in negamax form, fail-soft: a node whose value falls outside the window
 * {@code (alpha, beta)} returns a bound that may lie beyond it, never just the window's edge. Moves are
 * tried in generation order, so it visits a subset of the nodes {@link Minimax} visits and returns the
 * same value. A fixed-depth oracle.
 *
 * <pre>
 * alphabeta(node, depth, ply, alpha, beta):
 *     if node is over:  return terminal score at ply    (win sooner, lose later)
 *     if depth = 0:     return evaluate(node)           (side to move's view)
 *     best = -infinity
 *     for each child in generation order:
 *         score = -alphabeta(child, depth - 1, ply + 1, -beta, -alpha)
 *         if score > best:
 *             best = score
 *             if score > alpha:
 *                 alpha = score
 *                 if alpha >= beta: break           (the opponent will not allow this node)
 *     return best                                   (fail-soft: may lie outside (alpha, beta))
 * </pre>
 *
 * @param <P> the position type
 */
public final class AlphaBeta<P extends Position> extends OracleSearch<P> {

    /** An alpha-beta search scoring its leaves with {@code evaluator}. */
    public AlphaBeta(Evaluator<P> evaluator) {
        super(evaluator);
    }

    /** The value of {@code position} searched {@code depth} plies deep, for the side to move; sets {@link #nodes()}. */
    public int value(P position, int depth) {
        prepare(position, depth, new StopSignal());
        return alphaBeta(position, depth, 0, -Score.INFINITE, Score.INFINITE);
    }


    /**
     * Searches the root's moves in order; with {@link SearchLimits#allRootScores()} each with the open
     * window so its score is exact, otherwise as the root node of {@link #value} would, so moves worse
     * than the best so far come back as upper bounds.
     */
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
        int alpha = -Score.INFINITE;
        for (int i = 0; i < n; i++) {
            int floor = limits.allRootScores() ? -Score.INFINITE : alpha;
            int mover = position.sideToMove();
            position.play(moves[i]);
            scores[i] = child(position, mover, depth - 1, 1, floor, Score.INFINITE);
            position.undo();
            if (signal.isRaised()) {
                n = i; // this move's search was cut short: keep only the finished ones
                break;
            }
            if (scores[i] > alpha) {
                alpha = scores[i];
                pv.update(0, moves[i]);
            }
        }
        return OracleResults.finish(moves, scores, n, depth, pv.rootLine(), nodes, start, listener,
                signal.isRaised());
    }

    private int alphaBeta(P position, int depth, int ply, int alpha, int beta) {
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
            int score = child(position, mover, depth - 1, ply + 1, alpha, beta);
            position.undo();
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    pv.update(ply, move);
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    /**
     * Searches the position just reached by {@code mover}'s move within {@code (alpha, beta)} as {@code mover}
     * sees it: through the negated window when the turn passed, as is when the rules gave the mover another
     * move (Kalah's extra turn), so sides need not alternate.
     */
    private int child(P position, int mover, int depth, int ply, int alpha, int beta) {
        return position.sideToMove() == mover ? alphaBeta(position, depth, ply, alpha, beta)
                : -alphaBeta(position, depth, ply, -beta, -alpha);
    }

    @Override
    public String name() {
        return "alphabeta";
    }
}
