package dev.strategist.games.gomoku;

import dev.strategist.core.Position;
import dev.strategist.search.RunningSignal;

/**
 * Victory by continuous fours: a search in which the attacker (the side to move) plays only fours, so
 * every reply of the defender is forced (the one cell that stops the five). It proves a win when some
 * line of fours ends in a five, an open four or a double four the defender cannot stop, and gives up when
 * the defender completes a five of its own, when a block makes a four the attacker cannot answer with a
 * four, or at the depth or node limit. Under renju a forbidden block loses for black, and black attacks
 * only with allowed moves. Positions already refuted are remembered in a small table, so transpositions
 * of the same fours are not searched twice. One instance per thread; it allocates nothing per node.
 */
public final class GomokuVcf {
    private static final int TABLE_BITS = 18;
    private static final int MAX_FOURS = 64;

    private final long[] refuted = new long[1 << TABLE_BITS];
    /** The search that stored each entry: bumping it empties the table without clearing 2 MB per search. */
    private final int[] stamps = new int[1 << TABLE_BITS];
    private int stamp = 1;
    private final int[] line = new int[2 * MAX_FOURS + 2];
    private int[][] candidates = new int[MAX_FOURS + 1][0];
    private int lineLength;
    private long nodes;
    private long nodeLimit;
    private long deadline;
    /** The node count at which the clock and the stop signal are next read. */
    private long nextCheck;
    private RunningSignal stop = new RunningSignal();
    private boolean timedOut;

    /** The winning sequence found by the last {@link #search}: attacker's and defender's moves in turn. */
    public int[] line() {
        return java.util.Arrays.copyOf(line, lineLength);
    }

    /** Gives up, as at the deadline, once {@code signal} is raised (checked every 256 positions). */
    public void stopOn(RunningSignal signal) {
        this.stop = java.util.Objects.requireNonNull(signal, "signal");
    }

    /** The length of {@link #line()}, without copying it. */
    public int lineLength() {
        return lineLength;
    }

    /** Empties the refutation table (for a new game, rule or board size). */
    public void forget() {
        if (++stamp == 0) {
            java.util.Arrays.fill(stamps, 0);
            stamp = 1;
        }
    }

    /** True if the last search gave up at its node limit or deadline rather than exhausting the fours. */
    public boolean gaveUp() {
        return timedOut || nodes >= nodeLimit;
    }

    /** Nodes visited by the last search. */
    public long nodes() {
        return nodes;
    }

    /**
     * The first move of a win by continuous fours for the side to move in {@code p}, at most
     * {@code maxFours} of its fours deep and {@code maxNodes} positions, or {@link Position#NO_MOVE}.
     * The position is left as it was.
     */
    public int search(GomokuPosition p, int maxFours, long maxNodes) {
        return search(p, maxFours, maxNodes, Long.MAX_VALUE);
    }

    /** As {@link #search(GomokuPosition, int, long)}, giving up at {@code deadlineNanos} ({@link System#nanoTime()}). */
    public int search(GomokuPosition p, int maxFours, long maxNodes, long deadlineNanos) {
        forget();
        return searchRemembering(p, maxFours, maxNodes, deadlineNanos);
    }

    /**
     * As {@link #search(GomokuPosition, int, long, long)}, but keeping the refutations of earlier searches
     * since the last {@link #forget()}: a search inside the main search meets the same threats again and
     * again. A refutation is a fact about the stones (stored only when its subtree was searched in full),
     * so it stays true while the rule and board stay the same.
     */
    public int searchRemembering(GomokuPosition p, int maxFours, long maxNodes, long deadlineNanos) {
        int cells = p.maxMoves();
        if (candidates[0].length < cells) {
            for (int i = 0; i <= MAX_FOURS; i++) {
                candidates[i] = new int[cells];
            }
        }
        nodes = 0;
        nodeLimit = maxNodes;
        deadline = deadlineNanos;
        nextCheck = 256;
        timedOut = false;
        lineLength = 0;
        if (p.isOver()) {
            return Position.NO_MOVE;
        }
        boolean won = attack(p, Math.min(maxFours, MAX_FOURS), 0);
        return won ? line[0] : Position.NO_MOVE;
    }

    private boolean attack(GomokuPosition p, int foursLeft, int ply) {
        nodes++;
        int me = p.sideToMove();
        int op = 1 - me;
        int five = findFive(p, me);
        if (five >= 0) {
            line[ply] = five;
            lineLength = ply + 1;
            return true;
        }
        if (foursLeft == 0 || nodes >= nodeLimit || timedOut) {
            return false;
        }
        // a count reached, not a multiple of 256 hit: attack and defend both count, so the node count can pass
        // every multiple on the attacker's side and the clock would go unread (a match saw a reply far over
        // its time: docs/benchmarks/gomoku.md)
        if (nodes >= nextCheck) {
            nextCheck = nodes + 256;
            if (stop.isRaised() || deadline != Long.MAX_VALUE && System.nanoTime() >= deadline) {
                timedOut = true;
                return false;
            }
        }
        long key = p.hash() ^ foursLeft;
        int slot = (int) (key >>> (64 - TABLE_BITS));
        if (refuted[slot] == key && stamps[slot] == stamp) {
            return false;
        }
        int[] moves = candidates[foursLeft];
        int n = 0;
        int opFives = p.comboCount(op, GomokuCombo.FIVE);
        if (opFives >= 2) {
            return false;
        }
        if (opFives == 1) {
            int block = findFive(p, op);
            if (isFour(p, me, block)) {
                moves[n++] = block;
            }
        } else {
            boolean forbidden = p.rule().hasForbiddenMoves(me);
            int fours = p.fourCells(me, moves, 0);
            // fours that also make a three (or an open four) first, in cell order: they end the search soonest
            for (int i = 0; i < fours; i++) {
                int c = moves[i];
                if (p.combo(me, c) >= GomokuCombo.FOUR_THREE) {
                    System.arraycopy(moves, n, moves, n + 1, i - n);
                    moves[n++] = c;
                }
            }
            n = fours;
            if (forbidden) {
                int kept = 0;
                for (int i = 0; i < n; i++) {
                    if (!p.isForbidden(moves[i])) {
                        moves[kept++] = moves[i];
                    }
                }
                n = kept;
            }
        }
        for (int i = 0; i < n; i++) {
            int c = moves[i];
            if (p.rule().hasForbiddenMoves(me) && p.isForbidden(c)) {
                continue;
            }
            line[ply] = c;
            p.play(c);
            boolean win = defend(p, foursLeft - 1, ply + 1);
            p.undo();
            if (win) {
                return true;
            }
        }
        if (nodes < nodeLimit && !timedOut) {
            refuted[slot] = key; // a search cut short proves nothing
            stamps[slot] = stamp;
        }
        return false;
    }

    /** The defender to move after the attacker's four: its only move is the block, unless it can win first. */
    private boolean defend(GomokuPosition p, int foursLeft, int ply) {
        nodes++;
        int me = p.sideToMove();
        int attacker = 1 - me;
        if (p.isOver()) {
            lineLength = ply;
            return p.outcome().winner() == attacker;
        }
        if (p.comboCount(me, GomokuCombo.FIVE) > 0) {
            return false;
        }
        int fives = p.comboCount(attacker, GomokuCombo.FIVE);
        if (fives >= 2) {
            // whichever five the defender blocks, another is left
            int blocked = findFive(p, attacker);
            line[ply] = blocked;
            line[ply + 1] = firstOtherFive(p, attacker, blocked);
            lineLength = ply + 2;
            return true;
        }
        if (fives == 0) {
            return false;
        }
        int block = findFive(p, attacker);
        if (p.rule().hasForbiddenMoves(me) && p.isForbidden(block)) {
            line[ply] = block;
            lineLength = ply + 1;
            return true;
        }
        line[ply] = block;
        p.play(block);
        boolean win = attack(p, foursLeft, ply + 1);
        p.undo();
        return win;
    }

    private static int firstOtherFive(GomokuPosition p, int side, int not) {
        int five = p.fiveCell(side, not);
        return five >= 0 ? five : not;
    }

    private static boolean isFour(GomokuPosition p, int side, int c) {
        return p.isFourOrFive(side, c);
    }

    /** The first cell (in cell order) where {@code side} completes a five, or -1. */
    private static int findFive(GomokuPosition p, int side) {
        return p.comboCount(side, GomokuCombo.FIVE) == 0 ? -1 : p.fiveCell(side, -1);
    }
}
