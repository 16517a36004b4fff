package dev.strategist.bench;

import dev.strategist.core.Position;
import dev.strategist.core.testgames.DomineeringPosition;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;

/** Reproducible positions: a few random moves from a game's start, from a fixed seed, none of them over. */
final class RandomOpenings {
    private RandomOpenings() {
    }

    /**
     * {@code count} positions not over, each {@code start} played on by {@code minPlies} to {@code maxPlies}
     * random moves drawn from {@code seed} (the same seed, the same positions).
     */
    static <P extends Position> List<P> of(Supplier<P> start, int count, int minPlies, int maxPlies, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] moves = new int[start.get().maxMoves()];
        List<P> positions = new ArrayList<>(count);
        while (positions.size() < count) {
            P p = start.get();
            int plies = minPlies + random.nextInt(maxPlies - minPlies + 1);
            for (int i = 0; i < plies && !p.isOver(); i++) {
                p.play(moves[random.nextInt(p.legalMoves(moves, 0))]);
            }
            if (!p.isOver()) {
                positions.add(p);
            }
        }
        return positions;
    }

    /** {@code count} positions on a {@code rows x cols} board, each 0 to {@code maxMoves} random moves deep. */
    static List<DomineeringPosition> domineering(int rows, int cols, int count, int maxMoves, long seed) {
        return of(() -> new DomineeringPosition(rows, cols), count, 0, maxMoves, seed);
    }
}
