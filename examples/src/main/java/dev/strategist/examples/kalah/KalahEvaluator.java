package dev.strategist.examples.kalah;

import dev.strategist.core.Evaluator;

/** The store difference for the side to move, and sowings that end in the mover's store tried first. */
public final class KalahEvaluator implements Evaluator<KalahPosition> {

    @Override
    public int evaluate(KalahPosition position) {
        int side = position.sideToMove();
        // a store's seeds are kept for good: the difference is the one thing every Kalah heuristic starts from
        return 100 * (position.store(side) - position.store(1 - side));
    }

    /** A sowing whose last seed reaches the store earns another move, so it is the likeliest good move. */
    @Override
    public int orderScore(KalahPosition position, int move) {
        int toStore = position.pits() - move;
        return position.seeds(position.sideToMove(), move) == toStore ? 1 : 0;
    }

    @Override
    public String name() {
        return "stores";
    }
}
