package dev.strategist.search;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Position;
import dev.strategist.core.Score;

/**
 * Minimax as textbooks teach it: two functions, one for the root's side (which maximises) and one for its
 * opponent (which minimises), every score from the root side's point of view. A fixed-depth oracle for
 * testing faster searches against.
 *
 * <pre>
 * max(node, depth, ply):                     the root's side is to move
 *     if node is over:  return terminal score for the root's side at ply
 *     if depth = 0:     return evaluate(node)
 *     best = -infinity
 *     for each child in generation order: best = max(best, next(child, depth - 1, ply + 1))
 *     return best
 *
 * min(node, depth, ply):                     the opponent is to move
 *     if node is over:  return terminal score for the root's side at ply
 *     if depth = 0:     return -evaluate(node)     (the evaluator speaks for the side to move)
 *     best = +infinity
 *     for each child in generation order: best = min(best, next(child, depth - 1, ply + 1))
 *
 * next(child, ...): max if the root's side is to move in child, else min    (a side may move twice)
 *     return best
 * </pre>
 *
 * @param <P> the position type
 */
public final class Minimax<P extends Position> extends OracleSearch<P> {
    private int rootSide;

    /** A minimax search scoring its leaves with {@code evaluator}. */
    public Minimax(Evaluator<P> evaluator) {
        super(evaluator);
    }

    /**
     * The value of {@code position} searched {@code depth} plies deep, for the side to move (the root's
     * side, so max's score needs no conversion); sets {@link #nodes()}.
     */
    public int value(P position, int depth) {
        prepare(position, depth, new StopSignal());
        return max(position, depth, 0);
    }


    @Override
    public SearchResult search(P position, SearchLimits limits, SearchListener listener, StopSignal stop) {
        long start = System.nanoTime();
        int depth = limits.maxDepth();
        prepare(position, depth, stop);
        nodes = 1; // the root, a max node
        if (position.isOver()) {
            return OracleResults.gameOver(position, depth, nodes, start, listener);
        }
        int n = position.legalMoves(moves, 0);
        int[] scores = new int[n];
        int best = -Score.INFINITE;
        for (int i = 0; i < n; i++) {
            position.play(moves[i]);
            scores[i] = next(position, depth - 1, 1);
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

    /**
     * The value of the position a move just reached: max's when the root's side is to move there, min's
     * otherwise. Asked of the position, not alternated, since a rule may give a side another move
     * (Kalah's extra turn).
     */
    private int next(P position, int depth, int ply) {
        return position.sideToMove() == rootSide ? max(position, depth, ply) : min(position, depth, ply);
    }

    private int max(P position, int depth, int ply) {
        if (!enter(ply)) {
            return 0;
        }
        if (position.isOver()) {
            return Score.terminal(position.outcome(), rootSide, ply);
        }
        if (depth == 0) {
            return evaluator.evaluate(position);
        }
        int offset = ply * maxMoves;
        int n = position.legalMoves(moves, offset);
        int best = -Score.INFINITE;
        for (int i = 0; i < n; i++) {
            int move = moves[offset + i];
            position.play(move);
            int score = next(position, depth - 1, ply + 1);
            position.undo();
            if (score > best) {
                best = score;
                pv.update(ply, move);
            }
        }
        return best;
    }

    private int min(P position, int depth, int ply) {
        if (!enter(ply)) {
            return 0;
        }
        if (position.isOver()) {
            return Score.terminal(position.outcome(), rootSide, ply);
        }
        if (depth == 0) {
            return -evaluator.evaluate(position);
        }
        int offset = ply * maxMoves;
        int n = position.legalMoves(moves, offset);
        int best = Score.INFINITE;
        for (int i = 0; i < n; i++) {
            int move = moves[offset + i];
            position.play(move);
            int score = next(position, depth - 1, ply + 1);
            position.undo();
            if (score < best) {
                best = score;
                pv.update(ply, move);
            }
        }
        return best;
    }

    @Override
    void prepare(P position, int depth, StopSignal stop) {
        super.prepare(position, depth, stop);
        rootSide = position.sideToMove();
    }

    @Override
    public String name() {
        return "minimax";
    }
}
