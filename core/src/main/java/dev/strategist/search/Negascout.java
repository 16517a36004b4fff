package dev.strategist.search;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Position;
import dev.strategist.core.Score;

/**
 * Negascout, or principal variation search, fail-soft: the first move gets the full window; every later
 * move is first tested with a null window {@code (alpha, alpha + 1)}, which only asks "is it better than
 * the best so far?", and is searched again with the full window when the answer is yes. With moves in
 * generation order (no ordering) it may visit more nodes than {@link AlphaBeta}, but returns the same
 * value. A fixed-depth oracle.
 *
 * <pre>
 * negascout(node, depth, ply, alpha, beta):
 *     if node is over:  return terminal score at ply    (win sooner, lose later)
 *     if depth = 0:     return evaluate(node)           (side to move's view)
 *     best = -infinity
 *     for each child in generation order:
 *         if child is the first:
 *             score = -negascout(child, depth - 1, ply + 1, -beta, -alpha)
 *         else:
 *             score = -negascout(child, depth - 1, ply + 1, -alpha - 1, -alpha)     (null window)
 *             if alpha < score < beta:                                            (better: how much?)
 *                 score = -negascout(child, depth - 1, ply + 1, -beta, -alpha)
 *         if score > best:
 *             best = score
 *             if score > alpha:
 *                 alpha = score
 *                 if alpha >= beta: break
 *     return best
 * </pre>
 *
 * @param <P> the position type
 */
public final class Negascout<P extends Position> extends OracleSearch<P> {

    /** A principal variation search scoring its leaves with {@code evaluator}. */
    public Negascout(Evaluator<P> evaluator) {
        super(evaluator);
    }

    /** The value of {@code position} searched {@code depth} plies deep, for the side to move; sets {@link #nodes()}. */
    public int value(P position, int depth) {
        prepare(position, depth, new StopSignal());
        return negascout(position, depth, 0, -Score.INFINITE, Score.INFINITE);
    }


    /**
     * Searches the root's moves in order; with {@link SearchLimits#allRootScores()} each with the open
     * window so its score is exact, otherwise as the root node of {@link #value} would, so moves that fail
     * their null-window test come back as upper bounds.
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
            int mover = position.sideToMove();
            position.play(moves[i]);
            if (i == 0 || limits.allRootScores()) {
                scores[i] = child(position, mover, depth - 1, 1, -Score.INFINITE, Score.INFINITE);
            } else {
                scores[i] = child(position, mover, depth - 1, 1, alpha, alpha + 1);
                if (scores[i] > alpha) {
                    scores[i] = child(position, mover, depth - 1, 1, alpha, Score.INFINITE);
                }
            }
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

    private int negascout(P position, int depth, int ply, int alpha, int beta) {
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
            int score;
            if (i == 0) {
                score = child(position, mover, depth - 1, ply + 1, alpha, beta);
            } else {
                score = child(position, mover, depth - 1, ply + 1, alpha, alpha + 1);
                if (score > alpha && score < beta) {
                    score = child(position, mover, depth - 1, ply + 1, alpha, beta);
                }
            }
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
        return position.sideToMove() == mover ? negascout(position, depth, ply, alpha, beta)
                : -negascout(position, depth, ply, -beta, -alpha);
    }

    @Override
    public String name() {
        return "negascout";
    }
}
