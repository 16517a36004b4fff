package dev.strategist.solve;

import dev.strategist.core.ExactSolver;
import dev.strategist.core.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * Perfect play by look-up: a {@link SolvedTable} with the key function that indexes it, answering for
 * positions and for each of their moves. Thread-safe as long as each thread passes its own positions.
 *
 * @param <P> the position type
 */
public final class TableLookup<P extends Position> implements ExactSolver<P> {
    private final SolvedTable table;
    private final ToLongFunction<P> keyOf;

    /** Answers from {@code table}, whose keys {@code keyOf} computes. */
    public TableLookup(SolvedTable table, ToLongFunction<P> keyOf) {
        this.table = table;
        this.keyOf = keyOf;
    }

    /** The table behind the answers. */
    public SolvedTable table() {
        return table;
    }

    /** +1, 0 or -1: the value of {@code position} for its side to move. */
    public int value(P position) {
        return table.value(keyOf.applyAsLong(position));
    }

    /** Plies to the end of {@code position} with perfect play. */
    public int distance(P position) {
        return table.distance(keyOf.applyAsLong(position));
    }

    @Override
    public int score(P position) {
        return table.score(keyOf.applyAsLong(position));
    }

    /** The value and distance of every legal move, in move-generation order. Allocates: for UIs. */
    public List<MoveValue> moveValues(P position) {
        List<MoveValue> values = new ArrayList<>();
        for (int move : position.legalMoves()) {
            int at = indexAfter(position, move);
            values.add(new MoveValue(move, -table.valueAt(at), table.distanceAt(at) + 1));
        }
        return values;
    }

    /** The table index of the position after {@code move}; the position is restored before any error. */
    private int indexAfter(P position, int move) {
        position.play(move);
        long key = keyOf.applyAsLong(position);
        position.undo();
        int at = table.indexOf(key);
        if (at < 0) {
            throw new IllegalArgumentException("position " + key + " is not in the " + table.game() + " table");
        }
        return at;
    }
}
