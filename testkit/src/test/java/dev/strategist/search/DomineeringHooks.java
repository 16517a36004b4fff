package dev.strategist.search;

import dev.strategist.core.Evaluator;
import dev.strategist.core.testgames.DomineeringEvaluator;
import dev.strategist.core.testgames.DomineeringPosition;

/** The Domineering evaluator's judgement and ordering, for tests that give the engine search hooks of their own. */
abstract class DomineeringHooks implements Evaluator<DomineeringPosition> {
    static final DomineeringEvaluator EVAL = new DomineeringEvaluator();

    @Override
    public int evaluate(DomineeringPosition position) {
        return EVAL.evaluate(position);
    }

    @Override
    public int orderScore(DomineeringPosition position, int move) {
        return EVAL.orderScore(position, move);
    }
}
