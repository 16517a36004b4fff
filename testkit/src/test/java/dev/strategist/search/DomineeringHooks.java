package dev.strategist.search;

import dev.strategist.core.JudgementOf;
import dev.strategist.core.testgames.DomineeringEvaluator;
import dev.strategist.core.testgames.DomineeringPosition;
import java.util.List;
import java.util.Random;

/** The Domineering evaluator's judgement and ordering, for tests that give the engine search hooks of their own. */
abstract class DomineeringHooks extends JudgementOf<DomineeringPosition> {
    static final DomineeringEvaluator EVAL = new DomineeringEvaluator();

    DomineeringHooks() {
        super(EVAL);
    }

    /**
     * The positions of {@code count} seeded random playouts of up to {@code maxPlies} plies on a
     * {@code size} x {@code size} board that are not over: the hooks are asked only where there are moves.
     */
    static List<DomineeringPosition> unfinished(int size, int count, int maxPlies, long seed) {
        return RandomPlayouts.positions(new DomineeringPosition(size, size), count, maxPlies, new Random(seed)).stream()
                .filter(p -> !p.isOver()).toList();
    }
}
