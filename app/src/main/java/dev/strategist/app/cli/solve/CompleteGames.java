package dev.strategist.app.cli.solve;

import dev.strategist.core.Position;
import java.util.HashMap;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * The number of complete games (move sequences from the start to an end) by result, counted a ply at a
 * time: each position carries the number of ways to reach it, so equal positions are merged rather than
 * walked again, as in the retrograde solver's layers.
 *
 * @param firstWins  games the first player wins
 * @param secondWins games the second player wins
 * @param draws      drawn games
 */
record CompleteGames(long firstWins, long secondWins, long draws) {

    /** Every complete game. */
    long total() {
        return firstWins + secondWins + draws;
    }

    /**
     * Counts the games from {@code start}, which is not changed. The game must be layered as the
     * retrograde solver needs: equal keys only ever at the same ply, which holds for placement games.
     */
    static <P extends Position> CompleteGames count(P start, ToLongFunction<P> keyOf) {
        long[] ends = new long[3];
        Map<Long, Layered<P>> layer = new HashMap<>();
        layer.put(keyOf.applyAsLong(start), new Layered<>(Position.copyOf(start), 1));
        int[] moves = new int[start.maxMoves()];
        while (!layer.isEmpty()) {
            Map<Long, Layered<P>> next = new HashMap<>();
            for (Layered<P> entry : layer.values()) {
                P position = entry.position;
                if (position.isOver()) {
                    int winner = position.outcome().winner();
                    ends[winner < 0 ? 2 : winner] += entry.paths;
                    continue;
                }
                int n = position.legalMoves(moves, 0);
                for (int i = 0; i < n; i++) {
                    position.play(moves[i]);
                    long key = keyOf.applyAsLong(position);
                    Layered<P> child = next.get(key);
                    if (child == null) {
                        next.put(key, new Layered<>(Position.copyOf(position), entry.paths));
                    } else {
                        child.paths += entry.paths;
                    }
                    position.undo();
                }
            }
            layer = next;
        }
        return new CompleteGames(ends[0], ends[1], ends[2]);
    }

    /** A position of the current ply and the number of move sequences that reach it. */
    private static final class Layered<P extends Position> {
        final P position;
        long paths;

        Layered(P position, long paths) {
            this.position = position;
            this.paths = paths;
        }
    }
}
