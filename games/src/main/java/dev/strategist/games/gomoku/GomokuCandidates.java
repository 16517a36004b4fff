package dev.strategist.games.gomoku;

import dev.strategist.core.Position;

/**
 * The moves a search should consider in a Gomoku position, always a non-empty subset of the legal moves
 * while the game goes on: a five if there is one; else the blocks of the opponent's fives; else, when the
 * opponent can make an open four next move, the cells of its fours and threes plus our own fours (the
 * only defences, as a three that is not stopped becomes an open four); else the empty cells within two
 * steps of a stone where either side would make at least a two, the {@code width} most promising of
 * them when a width is given (by {@link GomokuMoveValues} when there are some) (all cells within two steps if none makes a two; the centre
 * on an empty board). If black's only blocks are forbidden under renju, every legal move is listed.
 */
final class GomokuCandidates {
    private GomokuCandidates() {
    }

    /** Writes the search moves of {@code p} at {@code into[offset...]}, at most {@code width} quiet ones (0: all), and returns how many. */
    static int write(GomokuPosition p, int[] into, int offset, int width) {
        return write(p, into, offset, width, null);
    }

    /** As above, the {@code width} kept by {@code values} (null: by the shapes they make and block). */
    static int write(GomokuPosition p, int[] into, int offset, int width, GomokuMoveValues values) {
        return write(p, into, offset, width, values, null);
    }

    /**
     * As above, and when {@code order} is not null each move's {@link #orderScore} at {@code order[offset...]}
     * beside it: the values that chose the {@code width} kept are the ones a search orders by, so they are
     * handed on instead of computed again.
     */
    static int write(GomokuPosition p, int[] into, int offset, int width, GomokuMoveValues values, int[] order) {
        int n = candidates(p, into, offset, width, values, order);
        if (order != null && n >= 0) {
            for (int i = offset; i < offset + n; i++) {
                order[i] = orderScore(p, into[i], values);
            }
        }
        return n < 0 ? -n : n;
    }

    /**
     * By the learned move values if there are any; else our own threats first, then the opponent's we
     * block, each by how soon it decides the game.
     */
    static int orderScore(GomokuPosition p, int move, GomokuMoveValues values) {
        int trap = setsTrap(p, move) ? TRAP : 0;
        if (values != null) {
            return values.value(p, move) + trap;
        }
        int me = p.sideToMove();
        int op = 1 - me;
        int key = Math.max(GomokuEvaluator.ATTACK[p.combo(me, move)], GomokuEvaluator.DEFEND[p.combo(op, move)]);
        return key * 128 + p.shapeSum(me, move) + p.shapeSum(op, move) + trap;
    }

    /**
     * What a move that sets renju white's trap ({@link GomokuRenju#makesTrap}) adds to its order: more than any
     * value or shape key, as it wins like an open four, while the values learned on freestyle games rank it as
     * the plain three it looks like, too low to be searched.
     */
    static final int TRAP = 1 << 16;

    /** True if the side to move is renju's white and {@code move} sets a trap. */
    private static boolean setsTrap(GomokuPosition p, int move) {
        return p.sideToMove() == Position.SECOND && p.rule() == GomokuRule.RENJU
                && GomokuRenju.makesTrap(p, move);
    }

    /**
     * The moves of {@link #write}; negated when they were kept by {@code values} and their values are
     * already at {@code order[offset...]}.
     */
    private static int candidates(GomokuPosition p, int[] into, int offset, int width, GomokuMoveValues values,
                                  int[] order) {
        if (p.isOver()) {
            return 0;
        }
        int me = p.sideToMove();
        int op = 1 - me;
        int cells = p.maxMoves();
        boolean forbidden = p.rule().hasForbiddenMoves(me);
        if (p.comboCount(me, GomokuCombo.FIVE) > 0) {
            into[offset] = p.fiveCell(me, -1);
            return 1;
        }
        int n = 0;
        if (p.comboCount(op, GomokuCombo.FIVE) > 0) {
            int fours = p.fourCells(op, into, offset);
            for (int i = 0; i < fours; i++) {
                int c = into[offset + i];
                if (p.combo(op, c) == GomokuCombo.FIVE && allowed(p, c, forbidden)) {
                    into[offset + n++] = c;
                }
            }
            return n > 0 ? n : p.legalMoves(into, offset);
        }
        if (p.comboCount(op, GomokuCombo.OPEN_FOUR) > 0) {
            // the opponent's four cells and ours, merged in cell order (a four cell always has a stone within two steps)
            int[] mine = p.scratchCells();
            int ours = p.fourCells(me, mine, 0);
            int theirs = p.fourCells(op, mine, ours);
            int i = 0;
            int j = ours;
            while (i < ours || j < ours + theirs) {
                int c = j == ours + theirs || i < ours && mine[i] <= mine[j] ? mine[i++] : mine[j++];
                if ((n == 0 || into[offset + n - 1] != c) && allowed(p, c, forbidden)) {
                    into[offset + n++] = c;
                }
            }
            if (n > 0) {
                return n;
            }
        }
        if (p.ply() == 0) {
            into[offset] = (p.size() / 2) * p.size() + p.size() / 2;
            return 1;
        }
        for (int c = 0; c < cells; c++) {
            if (p.stone(c) == 0 && p.nearStones(c) > 0 && (p.combo(me, c) | p.combo(op, c)) != 0
                    && allowed(p, c, forbidden)) {
                into[offset + n++] = c;
            }
        }
        if (n > 0) {
            if (width > 0 && n > width) {
                keepMostPromising(p, into, offset, n, width, values, order);
                return values != null && order != null ? -width : width;
            }
            return n;
        }
        for (int c = 0; c < cells; c++) {
            if (p.stone(c) == 0 && p.nearStones(c) > 0 && allowed(p, c, forbidden)) {
                into[offset + n++] = c;
            }
        }
        return n > 0 ? n : p.legalMoves(into, offset);
    }

    private static boolean allowed(GomokuPosition p, int c, boolean forbidden) {
        return !(forbidden && p.mayBeForbidden(c) && p.isForbidden(c));
    }

    /**
     * Keeps the {@code width} moves of {@code into[offset, offset + n)} of the highest learned value, or
     * without values those that make or block the most, best first. A min-heap of the best so far: most candidates lose to its root at once, where sorting all of
     * them cost a tenth of a search.
     */
    private static void keepMostPromising(GomokuPosition p, int[] into, int offset, int n, int width,
                                          GomokuMoveValues values, int[] order) {
        int me = p.sideToMove();
        int op = 1 - me;
        long[] heap = p.widthKeys();
        int[] value = order;
        int at = offset;
        if (values != null) {
            if (value == null) {
                value = p.scratchCells();
                at = 0;
            }
            values.values(p, into, offset, offset + n, value, at);
        }
        boolean traps = me == Position.SECOND && p.rule() == GomokuRule.RENJU;
        int size = 0;
        for (int i = 0; i < n; i++) {
            int c = into[offset + i];
            long key;
            if (values != null) {
                key = value[at + i];
            } else {
                int shapesSum = p.shapeSum(me, c) + p.shapeSum(op, c);
                key = Math.max(GomokuEvaluator.ATTACK[p.combo(me, c)], GomokuEvaluator.DEFEND[p.combo(op, c)]) * 64L + shapesSum;
            }
            if (traps && GomokuRenju.makesTrap(p, c)) {
                key += TRAP;
                if (values != null) {
                    value[at + i] += TRAP;
                }
            }
            key = (key << 32) | c; // ties go to the higher cell, so the choice is deterministic
            if (size < width) {
                siftUp(heap, size++, key);
            } else if (key > heap[0]) {
                siftDown(heap, size, key);
            }
        }
        // take the smallest out each time: the last slots fill with the best first
        for (int k = size - 1; k >= 0; k--) {
            long smallest = heap[0];
            siftDown(heap, k, heap[k]);
            into[offset + k] = (int) smallest;
            if (values != null && order != null) {
                order[offset + k] = (int) (smallest >> 32);
            }
        }
    }

    /** Puts {@code key} at index {@code i} of a min-heap and restores the order above it. */
    private static void siftUp(long[] heap, int i, long key) {
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (heap[parent] <= key) {
                break;
            }
            heap[i] = heap[parent];
            i = parent;
        }
        heap[i] = key;
    }

    /** Replaces the root of a min-heap of {@code size} entries by {@code key} and restores the order below it. */
    private static void siftDown(long[] heap, int size, long key) {
        int i = 0;
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && heap[child + 1] < heap[child]) {
                child++;
            }
            if (heap[child] >= key) {
                break;
            }
            heap[i] = heap[child];
            i = child;
        }
        heap[i] = key;
    }
}
