package dev.strategist.games.gomoku;

import dev.strategist.core.Position;
import dev.strategist.search.RunningSignal;

/**
 * Victory by continuous threats: the attacker plays fours and open threes only, so the defender must
 * answer each. Against a four the block is forced; against a three the defender may take any cell that
 * would give the attacker a four, or play fours of its own first (each answered by the attacker's block)
 * - its own continuous fours refute the threat if they end in a five the attacker cannot stop. The win
 * is proven only if every defence loses. Bounded by the attacker's threats, nodes and a deadline; a
 * search cut short proves nothing. It may keep the attacker's threats near each other, as
 * real attacks are, which lets a budget follow them deeper at the price of missing some that wander. One
 * instance per thread; nothing is allocated per node.
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
    /** Two runs of cells for merging: the first at 0, the second at {@code cells}. */
    private int[] scratch = new int[0];
    private int first;
    private long nodes;
    private long nodeLimit;
    private long deadline;
    /** The node count at which the clock and the stop signal are next read. */
    private long nextCheck;
    private RunningSignal stop = new RunningSignal();
    private boolean cut;
    /** Steps from the attacker's last threat within which its next four (or three) must lie; 0: anywhere. */
    private final int fourReach;
    private final int threeReach;
    private int size;

    /** Nodes visited by the last search. */
    public long nodes() {
        return nodes;
    }

    /** True if the last search stopped at a limit rather than exhausting the threats. */
    public boolean gaveUp() {
        return cut;
    }

    /** A search that follows every threat on the board. */
    public GomokuVct() {
        this(0, 0);
    }

    /**
     * A search that keeps the attacker's threats after its first near the one before: a four within
     * {@code fourReach} steps on a line through it, a three within {@code threeReach}; a cell making a four
     * and a three, two threes or an open four is followed wherever it is. A {@code fourReach} of 0 lifts the
     * restriction.
     */
    public GomokuVct(int fourReach, int threeReach) {
        if (fourReach < 0 || threeReach < 0) {
            throw new IllegalArgumentException("reaches cannot be negative: " + fourReach + ", " + threeReach);
        }
        this.fourReach = fourReach;
        this.threeReach = threeReach;
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
        size = p.size();
        if (scratch.length < 2 * cells) {
            scratch = new int[2 * cells];
        }
        if (++stamp == 0) {
            java.util.Arrays.fill(stamps, 0);
            stamp = 1;
        }
        nodes = 0;
        nodeLimit = maxNodes;
        deadline = deadlineNanos;
        cut = false;
        nextCheck = 256;
        first = Position.NO_MOVE;
        if (p.isOver()) {
            return Position.NO_MOVE;
        }
        return attack(p, Math.min(maxThreats, MAX_DEPTH), 0, true, Position.NO_MOVE) ? first : Position.NO_MOVE;
    }

    /**
     * As {@link #search}, looking for the shortest wins first: one threat, then two, up to
     * {@code maxThreats}, the nodes of every round counted against {@code maxNodes}. A deep search spends
     * most of its nodes on long threat lines that lead nowhere, so a short win found this way costs a
     * fraction of what one search at the full depth would, and a budget too small for the full depth still
     * proves the short ones. {@link #nodes()} and {@link #gaveUp()} then tell of all rounds together.
     */
    public int searchDeepening(GomokuPosition p, int maxThreats, long maxNodes, long deadlineNanos) {
        long spent = 0;
        int move = Position.NO_MOVE;
        for (int threats = 1; threats <= Math.min(maxThreats, MAX_DEPTH); threats++) {
            move = search(p, threats, maxNodes - spent, deadlineNanos);
            spent += nodes;
            if (move != Position.NO_MOVE || cut || spent >= maxNodes) {
                break;
            }
        }
        nodes = spent;
        return move;
    }

    private boolean stop() {
        if (nodes >= nodeLimit) {
            cut = true;
        } else if (nodes >= nextCheck) {
            // a count reached, not a multiple of 256 hit: nodes are counted where this is not called
            nextCheck = nodes + 256;
            cut = System.nanoTime() >= deadline || stop.isRaised();
        }
        return cut;
    }

    private boolean attack(GomokuPosition p, int threats, int level, boolean root, int last) {
        nodes++;
        int me = p.sideToMove();
        int op = 1 - me;
        if (p.comboCount(me, GomokuCombo.FIVE) > 0) {
            if (root) {
                first = p.fiveCell(me, -1);
            }
            return true;
        }
        int opFives = p.comboCount(op, GomokuCombo.FIVE);
        if (opFives >= 2 || threats == 0 || stop()) {
            return false;
        }
        long key = p.hash() * 31 + threats;
        if (fourReach > 0) {
            key = key * 0x9E3779B97F4A7C15L + last; // a local failure holds only near the threat it followed
        }
        int slot = (int) (key >>> (64 - TABLE_BITS));
        if (!root && known[slot] == key && stamps[slot] == stamp) {
            return false;
        }
        boolean forbidden = p.rule().hasForbiddenMoves(me);
        int[] list = list(level);
        int n = 0;
        if (opFives == 1) {
            int block = p.fiveCell(op, -1);
            if (isThreat(p, me, block)) {
                list[n++] = block;
            }
        } else {
            if (p.comboCount(me, GomokuCombo.OPEN_FOUR) > 0 && !hasFour(p, op)) {
                int c = firstOpenFour(p, me);
                if (!forbidden || !p.isForbidden(c)) {
                    if (root) {
                        first = c;
                    }
                    return true;
                }
            }
            // the threat cells (fours, threes) in cell order, those that make a four or two threes first
            n = merge(p.fourCells(me, scratch, 0), p.threeCells(me, scratch, cells), list, false);
            int strong = 0;
            for (int i = 0; i < n; i++) {
                int c = list[i];
                if (p.combo(me, c) >= GomokuCombo.FOUR) {
                    System.arraycopy(list, strong, list, strong + 1, i - strong);
                    list[strong++] = c;
                }
            }
        }
        for (int i = 0; i < n; i++) {
            int c = list[i];
            if (forbidden && p.isForbidden(c) || last != Position.NO_MOVE && fourReach > 0 && !near(p, me, c, last)) {
                continue;
            }
            p.play(c);
            boolean win = defend(p, threats - 1, level + 1, 0, c);
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
    private boolean defend(GomokuPosition p, int threats, int level, int counterFours, int last) {
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
            int block = p.fiveCell(att, -1);
            if (forbidden && p.isForbidden(block)) {
                return true;
            }
            p.play(block);
            boolean win = attack(p, threats, level + 1, false, last);
            p.undo();
            return win;
        }
        if (p.comboCount(att, GomokuCombo.OPEN_FOUR) == 0) {
            return false; // the last move threatened nothing
        }
        int[] list = list(level);
        // the attacker's four cells, and ours while counter-fours are left, in cell order
        int n = merge(p.fourCells(att, scratch, 0),
                counterFours < MAX_COUNTER_FOURS ? p.fourCells(me, scratch, cells) : 0, list, true);
        for (int i = 0; i < n; i++) {
            int c = list[i];
            if (forbidden && p.isForbidden(c)) {
                continue;
            }
            boolean counter = isFour(p, me, c) && !isFour(p, att, c);
            p.play(c);
            boolean lost;
            if (counter) {
                lost = answerCounterFour(p, threats, level + 1, counterFours + 1, last);
            } else {
                lost = attack(p, threats, level + 1, false, last);
            }
            p.undo();
            if (!lost) {
                return false;
            }
        }
        return !cut;
    }

    /** The attacker to move after the defender's four: block it, then the defender defends again. */
    private boolean answerCounterFour(GomokuPosition p, int threats, int level, int counterFours, int last) {
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
        int block = p.fiveCell(def, -1);
        if (p.rule().hasForbiddenMoves(me) && p.isForbidden(block)) {
            return false;
        }
        p.play(block);
        boolean win = defend(p, threats, level + 1, counterFours, last);
        p.undo();
        return win;
    }

    /** True if a threat at {@code c} is near enough the attacker's last one, or strong enough to go anywhere. */
    private boolean near(GomokuPosition p, int side, int c, int last) {
        int combo = p.combo(side, c);
        if (combo == GomokuCombo.FOUR_THREE || combo == GomokuCombo.DOUBLE_THREE || combo == GomokuCombo.OPEN_FOUR) {
            return true;
        }
        int dx = Math.abs(c % size - last % size);
        int dy = Math.abs(c / size - last / size);
        if (dx != 0 && dy != 0 && dx != dy) {
            return false;
        }
        return Math.max(dx, dy) <= (combo >= GomokuCombo.FOUR ? fourReach : threeReach);
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
        return p.isFourOrFive(side, c);
    }

    private static boolean hasFour(GomokuPosition p, int side) {
        return p.fourCellCount(side) > 0;
    }

    /** The first cell (in cell order) where {@code side} makes an open four or two fours. */
    private int firstOpenFour(GomokuPosition p, int side) {
        int n = p.fourCells(side, scratch, 0);
        for (int i = 0; i < n; i++) {
            if (p.combo(side, scratch[i]) == GomokuCombo.OPEN_FOUR) {
                return scratch[i];
            }
        }
        return Position.NO_MOVE;
    }

    /**
     * Merges the two ascending runs {@code scratch[0, a)} and {@code scratch[cells, cells + b)} into
     * {@code into} and returns its length; {@code dedupe} drops a cell that is in both.
     */
    private int merge(int a, int b, int[] into, boolean dedupe) {
        int i = 0;
        int j = cells;
        int n = 0;
        while (i < a || j < cells + b) {
            int c = j == cells + b || i < a && scratch[i] <= scratch[j] ? scratch[i++] : scratch[j++];
            if (!dedupe || n == 0 || into[n - 1] != c) {
                into[n++] = c;
            }
        }
        return n;
    }
}
