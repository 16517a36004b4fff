package dev.strategist.learn;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The whole tree of an {@link ExtensiveGame}, built once by walking it, in flat arrays: what CFR, best
 * responses and policy values traverse. Information sets are numbered in the order they are first met,
 * each with its player, its actions and its name.
 */
public final class GameTree {
    /** {@link #player(int)} of a terminal node. */
    public static final int TERMINAL = -2;

    private int[] player = new int[64];
    private int[] infoSet = new int[64];
    private int[] firstChild = new int[64];
    private int[] childCount = new int[64];
    /** For a chance node's children: the outcome's probability; 1 for other nodes' children. */
    private double[] probability = new double[64];
    private double[] utility0 = new double[64];
    private double[] utility1 = new double[64];
    private int size;

    private final Map<Long, Integer> infoSetIndex = new HashMap<>();
    private final List<InfoSet> infoSets = new ArrayList<>();

    /** An information set: whose it is, its actions (as the game numbers them) and names. */
    public record InfoSet(int index, int player, long key, String name, int[] actions, List<String> actionNames) {
    }

    private GameTree() {
    }

    /** Builds the tree of {@code game} from its current state, which is restored afterwards. */
    public static GameTree of(ExtensiveGame game) {
        GameTree t = new GameTree();
        int root = t.newNodes(1);
        t.build(game, root, 1);
        return t;
    }

    private int newNodes(int n) {
        int need = size + n;
        if (need > player.length) {
            int cap = Math.max(need, player.length * 2);
            player = Arrays.copyOf(player, cap);
            infoSet = Arrays.copyOf(infoSet, cap);
            firstChild = Arrays.copyOf(firstChild, cap);
            childCount = Arrays.copyOf(childCount, cap);
            probability = Arrays.copyOf(probability, cap);
            utility0 = Arrays.copyOf(utility0, cap);
            utility1 = Arrays.copyOf(utility1, cap);
        }
        int first = size;
        size = need;
        return first;
    }

    private void build(ExtensiveGame game, int node, double prob) {
        probability[node] = prob;
        infoSet[node] = -1;
        if (game.isTerminal()) {
            player[node] = TERMINAL;
            utility0[node] = game.utility(0);
            utility1[node] = game.utility(1);
            return;
        }
        int p = game.currentPlayer();
        int[] actions = new int[game.maxActions()];
        int n = game.legalActions(actions);
        if (n == 0) {
            throw new IllegalStateException("a non-terminal state with no actions: " + game.describeInfoSet());
        }
        actions = Arrays.copyOf(actions, n);
        player[node] = p;
        if (p != ExtensiveGame.CHANCE) {
            infoSet[node] = register(game, p, actions);
        }
        int first = newNodes(n);
        firstChild[node] = first;
        childCount[node] = n;
        for (int i = 0; i < n; i++) {
            double childProb = p == ExtensiveGame.CHANCE ? game.chanceProbability(actions[i]) : 1;
            game.play(actions[i]);
            build(game, first + i, childProb);
            game.undo();
        }
    }

    private int register(ExtensiveGame game, int p, int[] actions) {
        long key = game.infoSetKey();
        Integer known = infoSetIndex.get(key);
        if (known != null) {
            InfoSet s = infoSets.get(known);
            if (s.player() != p || !Arrays.equals(s.actions(), actions)) {
                throw new IllegalStateException("information set " + s.name()
                        + " is reached with different players or actions");
            }
            return known;
        }
        List<String> names = new ArrayList<>();
        for (int a : actions) {
            names.add(game.actionName(a));
        }
        int index = infoSets.size();
        infoSets.add(new InfoSet(index, p, key, game.describeInfoSet(), actions, List.copyOf(names)));
        infoSetIndex.put(key, index);
        return index;
    }

    /** The root node. */
    public int root() {
        return 0;
    }

    /** Nodes in the tree. */
    public int size() {
        return size;
    }

    /** 0 or 1 for a player's node, {@link ExtensiveGame#CHANCE}, or {@link #TERMINAL}. */
    public int player(int node) {
        return player[node];
    }

    /** The information set of a player's node, -1 for chance and terminal nodes. */
    public int infoSet(int node) {
        return infoSet[node];
    }

    /** The first child; children are numbered consecutively, in the order of the node's actions. */
    public int firstChild(int node) {
        return firstChild[node];
    }

    /** The number of children (0 for a terminal node). */
    public int childCount(int node) {
        return childCount[node];
    }

    /** The probability chance gives this node among its siblings (1 below a player's node). */
    public double chanceProbability(int node) {
        return probability[node];
    }

    /** A terminal node's payoff for {@code p}. */
    public double utility(int node, int p) {
        return p == 0 ? utility0[node] : utility1[node];
    }

    /** All information sets, numbered from 0. */
    public List<InfoSet> infoSets() {
        return List.copyOf(infoSets);
    }

    /** Information set {@code index}. */
    public InfoSet infoSetAt(int index) {
        return infoSets.get(index);
    }

    /** The number of information sets. */
    public int infoSetCount() {
        return infoSets.size();
    }
}
