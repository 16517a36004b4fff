package dev.strategist.search;

import dev.strategist.core.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Positions for tests: seeded random playouts of random length from a start position. */
final class RandomPlayouts {
    private RandomPlayouts() {
    }

    /**
     * {@code count} positions, each {@code start} played on by up to {@code maxPlies} random moves (the
     * length itself random, so early, middle and finished positions all appear).
     */
    static <P extends Position> List<P> positions(P start, int count, int maxPlies, Random random) {
        List<P> positions = new ArrayList<>(count);
        int[] moves = new int[start.maxMoves()];
        for (int i = 0; i < count; i++) {
            P p = Position.copyOf(start);
            int plies = random.nextInt(maxPlies + 1);
            for (int ply = 0; ply < plies; ply++) {
                int n = p.legalMoves(moves, 0);
                if (n == 0) {
                    break;
                }
                p.play(moves[random.nextInt(n)]);
            }
            positions.add(p);
        }
        return positions;
    }
}
