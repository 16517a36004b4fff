package dev.strategist.games.gomoku;

import dev.strategist.core.Position;
import dev.strategist.search.RunningSignal;

/**
 * Victory by continuous threats: the attacker plays fours and open threes only, so the defender must
 * answer each. Against a four the block is forced; against a three the defender may take any cell that
 * would give the attacker a four, or play fours of its own first (each answered by the attacker's block)
 * - its own continuous fours refute the threat if they end in a five the attacker cannot stop. The win
 * is proven only if every defence loses. Bounded by the attacker's threats, nodes and a deadline; a
 * search cut short proves nothing. One instance per thread; nothing is allocated per node.
 */
public final class GomokuVct {
    private static final int MAX_DEPTH = 16;
    private static final int MAX_COUNTER_FOURS = 6;
    private static final int TABLE_BITS = 16;

    private final long[] known = new long[1 << TABLE_BITS];
    private final int[] stamps = new int[1 << TABLE_BITS];
    private int stamp;
    /** One move list per level; a threat may cost up to two levels per counter-four besides its own two. */
    private final int[][] moves = new int[2 * MAX_DEPTH * (2 + 2 * MAX_COUNTER_FOURS) + 8][0];
    private int cells;
    private int first;
    private long nodes;
    private long nodeLimit;
    private long deadline;
    private RunningSignal stop = new RunningSignal();
    private boolean cut;

    /** Nodes visited by the last search. */
    public long nodes() {
        return nodes;
    }

    /** True if the last search stopped at a limit rather than exhausting the threats. */
    public boolean gaveUp() {
        return cut;
    }

    /** Gives up, as at the deadline, once {@code signal} is raised (checked every 256 positions). */
    public void stopOn(RunningSignal signal) {
        this.stop = java.util.Objects.requireNonNull(signal, "signal");
    }

    /**
     * The first move of a win by continuous threats for the side to move, with at most {@code maxThreats}
     * threats of the attacker, or {@link Position#NO_MOVE}. The position is left as it was.
     */
    public int search(GomokuPosition p, int maxThreats, long maxNodes, long deadlineNanos) {
        cells = p.maxMoves();
        if (++stamp == 0) {
            java.util.Arrays.fill(stamps, 0);
            stamp = 1;
        }
        nodes = 0;
        nodeLimit = maxNodes;
        deadline = deadlineNanos;
        cut = false;
        first = Position.NO_MOVE;
        if (p.isOver()) {
            return Position.NO_MOVE;
        }
        return attack(p, Math.min(maxThreats, MAX_DEPTH), 0, true) ? first : Position.NO_MOVE;
    }

    private boolean stop() {
        if (nodes >= nodeLimit) {
            cut = true;
        } else if ((nodes & 255) == 0 && (System.nanoTime() >= deadline || stop.isRaised())) {
            cut = true;
        }
        return cut;
    }

    private boolean attack(GomokuPosition p, int threats, int level, boolean root) {
        nodes++;
        int me = p.sideToMove();
        int op = 1 - me;
        if (p.comboCount(me, GomokuCombo.FIVE) > 0) {
            if (root) {
                first = find(p, me, GomokuCombo.FIVE);
            }
            return true;
        }
        int opFives = p.comboCount(op, GomokuCombo.FIVE);
        if (opFives >= 2 || threats == 0 || stop()) {
            return false;
        }
        long key = p.hash() * 31 + threats;
        int slot = (int) (key >>> (64 - TABLE_BITS));
        if (!root && known[slot] == key && stamps[slot] == stamp) {
            return false;
        }
        boolean forbidden = p.rule().hasForbiddenMoves(me);
        int[] list = list(level);
        int n = 0;
        if (opFives == 1) {
            int block = find(p, op, GomokuCombo.FIVE);
            if (isThreat(p, me, block)) {
                list[n++] = block;
            }
        } else {
            if (p.comboCount(me, GomokuCombo.OPEN_FOUR) > 0 && !hasFour(p, op)) {
                int c = find(p, me, GomokuCombo.OPEN_FOUR);
                if (!forbidden || !p.isForbidden(c)) {
                    if (root) {
                        first = c;
                    }
                    return true;
                }
            }
            for (int pass = 0; pass < 2; pass++) {
                for (int c = 0; c < cells; c++) {
                    if (p.stone(c) == 0 && p.nearStones(c) > 0 && isThreat(p, me, c)
                            && (p.combo(me, c) >= GomokuCombo.FOUR) == (pass == 0)) {
                        list[n++] = c;
                    }
                }
            }
        }
        for (int i = 0; i < n; i++) {
            int c = list[i];
            if (forbidden && p.isForbidden(c)) {
                continue;
            }
            p.play(c);
            boolean win = defend(p, threats - 1, level + 1, 0);
            p.undo();
            if (win) {
                if (root) {
                    first = c;
                }
                return true;
            }
            if (cut) {
                return false;
            }
        }
        if (!cut) {
            known[slot] = key;
            stamps[slot] = stamp;
        }
        return false;
    }

    /** The defender to move after a threat: true if every defence loses. */
    private boolean defend(GomokuPosition p, int threats, int level, int counterFours) {
        nodes++;
        int me = p.sideToMove();
        int att = 1 - me;
        if (p.isOver()) {
            return p.outcome().winner() == att;
        }
        if (p.comboCount(me, GomokuCombo.FIVE) > 0 || stop()) {
            return false;
        }
        int attFives = p.comboCount(att, GomokuCombo.FIVE);
        boolean forbidden = p.rule().hasForbiddenMoves(me);
        if (attFives >= 2) {
            return true;
        }
        if (attFives == 1) {
            int block = find(p, att, GomokuCombo.FIVE);
            if (forbidden && p.isForbidden(block)) {
                return true;
            }
            p.play(block);
            boolean win = attack(p, threats, level + 1, false);
            p.undo();
            return win;
        }
        if (p.comboCount(att, GomokuCombo.OPEN_FOUR) == 0) {
            return false; // the last move threatened nothing
        }
        int[] list = list(level);
        int n = 0;
        for (int c = 0; c < cells; c++) {
            if (p.stone(c) == 0 && p.nearStones(c) > 0
                    && (isFour(p, att, c) || (counterFours < MAX_COUNTER_FOURS && isFour(p, me, c)))) {
                list[n++] = c;
            }
        }
        for (int i = 0; i < n; i++) {
            int c = list[i];
            if (forbidden && p.isForbidden(c)) {
                continue;
            }
            boolean counter = isFour(p, me, c) && !isFour(p, att, c);
            p.play(c);
            boolean lost;
            if (counter) {
                lost = answerCounterFour(p, threats, level + 1, counterFours + 1);
            } else {
                lost = attack(p, threats, level + 1, false);
            }
            p.undo();
            if (!lost) {
                return false;
            }
        }
        return !cut;
    }

    /** The attacker to move after the defender's four: block it, then the defender defends again. */
    private boolean answerCounterFour(GomokuPosition p, int threats, int level, int counterFours) {
        nodes++;
        int me = p.sideToMove();
        int def = 1 - me;
        if (p.isOver()) {
            return false;
        }
        if (p.comboCount(me, GomokuCombo.FIVE) > 0) {
            return true;
        }
        if (p.comboCount(def, GomokuCombo.FIVE) != 1) {
            return false;
        }
        int block = find(p, def, GomokuCombo.FIVE);
        if (p.rule().hasForbiddenMoves(me) && p.isForbidden(block)) {
            return false;
        }
        p.play(block);
        boolean win = defend(p, threats, level + 1, counterFours);
        p.undo();
        return win;
    }

    /** The move list of one level, made on first use (the deep ones rarely are). */
    private int[] list(int level) {
        if (moves[level].length < cells) {
            moves[level] = new int[cells];
        }
        return moves[level];
    }

    private static boolean isThreat(GomokuPosition p, int side, int c) {
        int combo = p.combo(side, c);
        return isFour(p, side, c) || combo == GomokuCombo.OPEN_THREE || combo == GomokuCombo.DOUBLE_THREE;
    }

    private static boolean isFour(GomokuPosition p, int side, int c) {
        int best = p.bestShape(side, c);
        return best >= GomokuShapes.FOUR && best <= GomokuShapes.FIVE;
    }

    private static boolean hasFour(GomokuPosition p, int side) {
        return GomokuEvaluator.fourCells(p, side) > 0;
    }

    private static int find(GomokuPosition p, int side, int combo) {
        int cells = p.maxMoves();
        for (int c = 0; c < cells; c++) {
            if (p.stone(c) == 0 && p.combo(side, c) == combo) {
                return c;
            }
        }
        return Position.NO_MOVE;
    }
}
