package dev.strategist.mcts;

import java.util.Arrays;

/**
 * The search tree of a {@link MonteCarloSearch} in parallel primitive arrays that grow by doubling:
 * node 0 is the root, and the children of a node sit side by side from {@code firstChild}.
 *
 * <p>Rewards and proofs are kept from the point of view of the side that made the node's move (its
 * "mover"), so selection at any node reads its children's values directly.
 */
final class MctsTree {
    /** Nothing is proven about the node. */
    static final byte UNKNOWN = 0;
    /** The node's mover wins with best play. */
    static final byte WIN = 1;
    /** Best play from the node is a draw. */
    static final byte DRAW = 2;
    /** The node's mover loses with best play. */
    static final byte LOSS = 3;

    int[] move = new int[0];
    int[] firstChild = new int[0];
    /** Number of children, or -1 while the node is not expanded. */
    int[] childCount = new int[0];
    int[] visits = new int[0];
    /** Sum of rewards in [0, 1] for the node's mover. */
    double[] reward = new double[0];
    byte[] proof = new byte[0];
    /** Plies from the node's position to the end of the game under best play, for proven nodes. */
    int[] proofPlies = new int[0];
    /**
     * The side that made the node's move, asked of the position rather than derived from depth: a rule
     * like Kalah's extra turn lets one side move twice in a row.
     */
    byte[] mover = new byte[0];
    int size;

    /** Empties the tree and makes a root whose (notional) mover is {@code rootMover}. */
    void reset(int rootMover) {
        size = 0;
        add(-1, rootMover);
    }

    /** Room for {@code more} nodes beyond the current size, growing the arrays if needed. */
    void ensureRoom(int more) {
        int need = size + more;
        if (need <= move.length) {
            return;
        }
        int cap = Math.max(need, Math.max(64, move.length * 2));
        move = Arrays.copyOf(move, cap);
        firstChild = Arrays.copyOf(firstChild, cap);
        childCount = Arrays.copyOf(childCount, cap);
        visits = Arrays.copyOf(visits, cap);
        reward = Arrays.copyOf(reward, cap);
        proof = Arrays.copyOf(proof, cap);
        proofPlies = Arrays.copyOf(proofPlies, cap);
        mover = Arrays.copyOf(mover, cap);
    }

    /** Adds an unexpanded, unvisited node for {@code m}, played by {@code side}, and returns its index. */
    int add(int m, int side) {
        ensureRoom(1);
        int i = size++;
        move[i] = m;
        firstChild[i] = 0;
        childCount[i] = -1;
        visits[i] = 0;
        reward[i] = 0;
        proof[i] = UNKNOWN;
        proofPlies[i] = 0;
        mover[i] = (byte) side;
        return i;
    }

    /** The mean reward of a visited node for its mover. */
    double mean(int node) {
        return visits[node] == 0 ? 0 : reward[node] / visits[node];
    }
}
