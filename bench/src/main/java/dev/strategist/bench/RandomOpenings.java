package dev.strategist.bench;

import dev.strategist.core.testgames.DomineeringPosition;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Reproducible Domineering positions: a few random moves from the empty board, from a fixed seed. */
final class RandomOpenings {
    private RandomOpenings() {
    }

    /** {@code count} positions on a {@code rows x cols} board, each 0 to {@code maxMoves} random moves deep. */
    static List<DomineeringPosition> domineering(int rows, int cols, int count, int maxMoves, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] moves = new int[rows * cols];
        List<DomineeringPosition> positions = new ArrayList<>(count);
        while (positions.size() < count) {
            DomineeringPosition p = new DomineeringPosition(rows, cols);
            int plies = random.nextInt(maxMoves + 1);
            for (int i = 0; i < plies && !p.isOver(); i++) {
                p.play(moves[random.nextInt(p.legalMoves(moves, 0))]);
            }
            if (!p.isOver()) {
                positions.add(p);
            }
        }
        return positions;
    }
}
