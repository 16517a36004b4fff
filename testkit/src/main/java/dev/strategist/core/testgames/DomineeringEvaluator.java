package dev.strategist.core.testgames;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Position;

/**
 * Mobility: my moves minus the opponent's, where a safe move (one the opponent can never take away, as
 * no domino of theirs fits over either of its cells) counts twice, because it is a move banked for later.
 */
public final class DomineeringEvaluator implements Evaluator<DomineeringPosition> {

    @Override
    public int evaluate(DomineeringPosition position) {
        long vertical = position.moveMask(Position.FIRST);
        long horizontal = position.moveMask(Position.SECOND);
        int cols = position.cols();
        long verticalCover = vertical | (vertical << cols);
        long horizontalCover = horizontal | (horizontal << 1);
        long verticalSafe = vertical & ~horizontalCover & ~(horizontalCover >>> cols);
        long horizontalSafe = horizontal & ~verticalCover & ~(verticalCover >>> 1);
        int score = Long.bitCount(vertical) + Long.bitCount(verticalSafe)
                - Long.bitCount(horizontal) - Long.bitCount(horizontalSafe);
        return position.sideToMove() == Position.FIRST ? score : -score;
    }

    @Override
    public String name() {
        return "mobility";
    }
}
