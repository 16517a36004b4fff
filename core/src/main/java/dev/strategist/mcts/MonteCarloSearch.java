package dev.strategist.mcts;

import static dev.strategist.mcts.MctsTree.DRAW;
import static dev.strategist.mcts.MctsTree.LOSS;
import static dev.strategist.mcts.MctsTree.UNKNOWN;
import static dev.strategist.mcts.MctsTree.WIN;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Outcome;
import dev.strategist.core.Position;
import dev.strategist.core.Score;
import dev.strategist.search.SearchInfo;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import dev.strategist.search.Searcher;
import dev.strategist.search.RunningSignal;
import dev.strategist.search.StopSignal;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Monte Carlo tree search (UCT) for any {@link Position}: select by {@code mean + C sqrt(ln N / n)},
 * expand a leaf on its second visit, play out to the end of the game, back the result up; the answer is
 * the most visited root move. With the solver on (MCTS-Solver, Winands et al. 2008, extended to draws)
 * finished games and fully proven children prove their parents, proven losses are never selected, and a
 * proven root ends the search early.
 *
 * <p>Budget: the limits' node limit counts playouts, their hard time bounds the wall time, and when
 * neither is given the settings' default number of playouts is run; depth limits do not apply. Under a hard
 * time it stops early once the rest of the time could not change the answer: at once with one move to try, and
 * when the most visited root move could not be overtaken even if every playout the time left allows (at twice
 * the rate so far) went to the runner-up (a proof that the move loses, which visits do not foresee, is the one
 * way the answer could still have changed). The soft time is not used. The
 * result's {@code nodes} are playouts, its {@code depth} the deepest tree path, and root scores are
 * {@link Score} wins and losses for proven moves and {@code (2 mean - 1) * 1000} otherwise. The listener
 * hears about the search every quarter of a second and once at its end (there are no depths to finish).
 *
 * <p>Playouts run on one scratch position refilled with {@link Position#copyFrom}; the tree lives in
 * growing primitive arrays, so nothing is allocated per playout once the arrays are large enough.
 *
 * @param <P> the position type
 */
public final class MonteCarloSearch<P extends Position> implements Searcher<P> {
    /** Root scores of unproven moves are their mean reward mapped onto [-MEAN_SCALE, MEAN_SCALE]. */
    public static final int MEAN_SCALE = 1000;

    /** The mean reward, 0 to 1 (a draw half a win), that an unproven root score of this search stands for. */
    public static double meanReward(int score) {
        return (Math.max(-MEAN_SCALE, Math.min(MEAN_SCALE, score)) + MEAN_SCALE) / (2.0 * MEAN_SCALE);
    }
    private static final int CHECK_EVERY = 16;
    private static final long REPORT_NANOS = 250_000_000L;

    private final MctsSettings settings;
    private final Evaluator<P> evaluator;
    private final MctsTree tree = new MctsTree();
    private SplittableRandom random;
    private P scratch;
    private int[] moves = new int[0];
    private int[] path = new int[64];
    private int maxPathDepth;
    private int sideOfRoot;
    private final RunningSignal running = new RunningSignal();

    /**
     * A search with {@code settings}; {@code evaluator} says which moves the tree and the playouts try and
     * guides playouts when they are guided (else may be null: every legal move is tried).
     */
    public MonteCarloSearch(MctsSettings settings, Evaluator<P> evaluator) {
        this.settings = java.util.Objects.requireNonNull(settings, "settings");
        if (settings.guided() && evaluator == null) {
            throw new IllegalArgumentException("guided playouts need an evaluator");
        }
        this.evaluator = evaluator;
    }

    /** Plain UCT with the default settings and random playouts. */
    public MonteCarloSearch() {
        this(MctsSettings.DEFAULT, null);
    }

    /** The settings it searches with. */
    public MctsSettings settings() {
        return settings;
    }

    @Override
    public String name() {
        return settings.guided() ? "mcts-guided" : "mcts";
    }

    @Override
    public void stop() {
        running.raise();
    }

    @Override
    public SearchResult search(P root, SearchLimits limits, SearchListener listener, StopSignal signal) {
        running.begin(signal);
        try {
            return run(root, limits, listener, signal);
        } finally {
            running.end();
        }
    }

    private SearchResult run(P root, SearchLimits limits, SearchListener listener, StopSignal signal) {
        long start = System.nanoTime();
        if (root.isOver()) {
            int score = Score.terminal(root.outcome(), root.sideToMove(), 0);
            return new SearchResult(Position.NO_MOVE, score, 0, new int[0], 0, 0, false, new int[0], new int[0]);
        }
        random = new SplittableRandom(settings.seed());
        sideOfRoot = root.sideToMove();
        scratch = Position.copyOf(root); // once per search: every playout refills it with copyFrom
        if (moves.length < root.maxMoves()) {
            moves = new int[root.maxMoves()];
        }
        tree.reset(1 - sideOfRoot);
        maxPathDepth = 0;
        long budget = limits.maxNodes() != Long.MAX_VALUE ? limits.maxNodes()
                : limits.hardTimeMillis() > 0 ? Long.MAX_VALUE : settings.defaultIterations();
        long deadline = limits.hardTimeMillis() > 0 ? start + limits.hardTimeMillis() * 1_000_000L : Long.MAX_VALUE;
        long nextReport = start + REPORT_NANOS;
        long playouts = 0;
        boolean stopped = false;
        boolean timed = deadline != Long.MAX_VALUE;
        while (playouts < budget) {
            if (playouts > 0 && playouts % CHECK_EVERY == 0) {
                long now = System.nanoTime();
                if (signal.isRaised() || now >= deadline) {
                    stopped = true;
                    break;
                }
                if (timed && decided(playouts, now - start, deadline - now, budget - playouts)) {
                    stopped = true; // the rest of the time could not change the answer
                    break;
                }
                if (now >= nextReport) {
                    nextReport = now + REPORT_NANOS;
                    listener.onIteration(info(playouts, start));
                }
            }
            iterate(root);
            playouts++;
            if (timed && playouts == 1 && tree.childCount[0] == 1) {
                break; // one move to try: nothing to choose, so answer at once under a clock
            }
            if (settings.solver() && tree.proof[0] != UNKNOWN) {
                break;
            }
        }
        listener.onIteration(info(playouts, start));
        return result(playouts, elapsedMillis(start), stopped);
    }

    /** One selection, expansion, playout and back-up, from a fresh copy of the root. */
    private void iterate(P root) {
        scratch.copyFrom(root);
        int node = 0;
        int depth = 0;
        path[0] = 0;
        int winner; // the side that won the playout, or -1 for a draw
        while (true) {
            byte p = tree.proof[node];
            if (p != UNKNOWN) {
                winner = p == DRAW ? -1 : p == WIN ? tree.mover[node] : 1 - tree.mover[node];
                break;
            }
            if (tree.childCount[node] < 0) {
                if (node != 0 && scratch.isOver()) {
                    winner = markTerminal(node);
                    break;
                }
                if ((node != 0 && tree.visits[node] == 0) || !expand(node)) {
                    winner = settings.guided() ? guidedPlayout() : randomPlayout();
                    break;
                }
            }
            int child = select(node);
            scratch.play(tree.move[child]);
            depth++;
            if (depth == path.length) {
                path = Arrays.copyOf(path, path.length * 2);
            }
            path[depth] = child;
            node = child;
        }
        if (depth > maxPathDepth) {
            maxPathDepth = depth;
        }
        for (int d = depth; d >= 0; d--) {
            int n = path[d];
            tree.visits[n]++;
            int mover = tree.mover[n];
            tree.reward[n] += winner < 0 ? 0.5 : winner == mover ? 1 : 0;
        }
        if (settings.solver()) {
            // a new proof climbs as far as it decides the parents
            for (int d = depth - 1; d >= 0 && tree.proof[path[d + 1]] != UNKNOWN && tree.proof[path[d]] == UNKNOWN;
                 d--) {
                prove(path[d]);
            }
        }
    }

    /** Records a finished game at {@code node}, proven from its mover's view; returns the winner. */
    private int markTerminal(int node) {
        Outcome o = scratch.outcome();
        int mover = tree.mover[node];
        tree.childCount[node] = 0;
        tree.proofPlies[node] = 0;
        int w = o.winner();
        tree.proof[node] = w < 0 ? DRAW : w == mover ? WIN : LOSS;
        return w;
    }

    /** Adds the children of {@code node} in a seeded random order; false when the tree is full (never at the root). */
    private boolean expand(int node) {
        int n = searchMoves(moves);
        if (node != 0 && tree.size + n > settings.maxTreeNodes()) {
            return false;
        }
        for (int i = n - 1; i > 0; i--) { // Fisher-Yates, so unvisited children are tried in a random order
            int j = random.nextInt(i + 1);
            int t = moves[i];
            moves[i] = moves[j];
            moves[j] = t;
        }
        tree.ensureRoom(n);
        int first = tree.size;
        int side = scratch.sideToMove();
        for (int i = 0; i < n; i++) {
            tree.add(moves[i], side);
        }
        tree.firstChild[node] = first;
        tree.childCount[node] = n;
        return true;
    }

    /** The UCT choice among the children of {@code node}: a proven win at once, never a proven loss. */
    private int select(int node) {
        int first = tree.firstChild[node];
        int end = first + tree.childCount[node];
        double logN = Math.log(Math.max(1, tree.visits[node]));
        double c = settings.exploration();
        boolean solver = settings.solver();
        int best = -1;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int ch = first; ch < end; ch++) {
            byte p = tree.proof[ch];
            if (solver && p == WIN) {
                return ch;
            }
            if (solver && p == LOSS) {
                continue;
            }
            int v = tree.visits[ch];
            if (v == 0) {
                return ch;
            }
            double mean = solver && p == DRAW ? 0.5 : tree.reward[ch] / v;
            double value = mean + c * Math.sqrt(logN / v);
            if (value > bestValue) {
                bestValue = value;
                best = ch;
            }
        }
        return best >= 0 ? best : first;
    }

    /** Proves {@code node} from its children where they decide it: one winning reply, or all proven. */
    private void prove(int node) {
        int first = tree.firstChild[node];
        int n = tree.childCount[node];
        if (n <= 0) {
            return;
        }
        int end = first + n;
        int winPlies = Integer.MAX_VALUE;
        boolean allProven = true;
        boolean anyDraw = false;
        int lossPlies = 0;
        for (int ch = first; ch < end; ch++) {
            byte p = tree.proof[ch];
            if (p == WIN) {
                winPlies = Math.min(winPlies, tree.proofPlies[ch]);
            } else if (p == UNKNOWN) {
                allProven = false;
            } else if (p == DRAW) {
                anyDraw = true;
            } else {
                lossPlies = Math.max(lossPlies, tree.proofPlies[ch]);
            }
        }
        // the children's proofs are for the side to move here; the node's for its own mover, the other side
        // unless the rules gave the mover another move (Kalah's extra turn)
        boolean sameSide = tree.mover[first] == tree.mover[node];
        if (winPlies != Integer.MAX_VALUE) {
            tree.proof[node] = sameSide ? WIN : LOSS; // the side to move here has a winning move
            tree.proofPlies[node] = winPlies + 1;
        } else if (allProven) {
            tree.proof[node] = anyDraw ? DRAW : sameSide ? LOSS : WIN;
            tree.proofPlies[node] = lossPlies + 1;
        }
    }

    /**
     * The scratch position's moves worth trying, the evaluator's {@code searchMoves} (Gomoku's near cells)
     * in the tree and the playouts alike; every legal move without an evaluator.
     */
    private int searchMoves(int[] into) {
        return evaluator != null ? evaluator.searchMoves(scratch, into, 0) : scratch.legalMoves(into, 0);
    }

    private int randomPlayout() {
        int[] m = moves;
        while (true) {
            int n = searchMoves(m);
            if (n == 0) {
                return scratch.outcome().winner();
            }
            scratch.play(m[n == 1 ? 0 : random.nextInt(n)]);
        }
    }

    /**
     * A playout that takes a winning move when there is one and otherwise the move after which the
     * evaluator thinks least of the opponent's chances; ties and an epsilon share of moves are random.
     */
    private int guidedPlayout() {
        int[] m = moves;
        double epsilon = settings.guidedEpsilon();
        while (true) {
            int n = searchMoves(m);
            if (n == 0) {
                return scratch.outcome().winner();
            }
            if (n == 1 || random.nextDouble() < epsilon) {
                scratch.play(m[n == 1 ? 0 : random.nextInt(n)]);
                continue;
            }
            int side = scratch.sideToMove();
            int chosen = -1;
            long bestScore = Long.MIN_VALUE;
            int ties = 0;
            for (int i = 0; i < n; i++) {
                scratch.play(m[i]);
                long s;
                if (scratch.isOver()) {
                    s = (long) scratch.outcome().signFor(side) * Score.WIN;
                } else {
                    // the evaluator judges for the side to move next: the opponent, or this side again
                    int e = evaluator.evaluate(scratch);
                    s = scratch.sideToMove() == side ? e : -e;
                }
                scratch.undo();
                if (s == Score.WIN) {
                    chosen = m[i];
                    break;
                }
                if (s > bestScore) {
                    bestScore = s;
                    chosen = m[i];
                    ties = 1;
                } else if (s == bestScore && random.nextInt(++ties) == 0) {
                    chosen = m[i];
                }
            }
            scratch.play(chosen);
        }
    }

    private SearchInfo info(long playouts, long start) {
        long elapsed = elapsedMillis(start);
        int best = chooseChild();
        int score = best < 0 ? 0 : scoreOf(best);
        return new SearchInfo(maxPathDepth, score, principalVariation(), playouts,
                elapsed <= 0 ? 0 : playouts * 1000 / elapsed, elapsed);
    }

    private static long elapsedMillis(long start) {
        return (System.nanoTime() - start) / 1_000_000L;
    }

    /** The root child to play: a proven win (the fastest), else the most visited move not proven lost. */
    private int chooseChild() {
        int first = tree.firstChild[0];
        int n = tree.childCount[0];
        int best = -1;
        for (int ch = first; ch < first + n; ch++) {
            if (best < 0 || better(ch, best)) {
                best = ch;
            }
        }
        return best;
    }

    /**
     * Whether the move to play is decided by {@link RootLead}: against the most visited other root move, proven
     * losses left out since they cannot overtake.
     */
    private boolean decided(long playouts, long elapsedNanos, long leftNanos, long budgetLeft) {
        int best = chooseChild();
        int first = tree.firstChild[0];
        int runnerUp = 0;
        for (int ch = first; ch < first + Math.max(0, tree.childCount[0]); ch++) {
            if (ch != best && !(settings.solver() && tree.proof[ch] == LOSS)) {
                runnerUp = Math.max(runnerUp, tree.visits[ch]);
            }
        }
        return best >= 0 && RootLead.decided(tree.visits[best], runnerUp, playouts, elapsedNanos, leftNanos,
                budgetLeft);
    }

    /** The order root moves are offered in: proven wins by speed, then by visits, proven losses last. */
    private boolean better(int a, int b) {
        int ra = rank(a);
        int rb = rank(b);
        if (ra != rb) {
            return ra > rb;
        }
        if (tree.proof[a] == WIN && tree.proof[b] == WIN) {
            return tree.proofPlies[a] < tree.proofPlies[b];
        }
        if (tree.proof[a] == LOSS && tree.proof[b] == LOSS) {
            return tree.proofPlies[a] > tree.proofPlies[b];
        }
        if (tree.visits[a] != tree.visits[b]) {
            return tree.visits[a] > tree.visits[b];
        }
        return tree.mean(a) > tree.mean(b);
    }

    private int rank(int node) {
        if (!settings.solver()) {
            return 0;
        }
        byte p = tree.proof[node];
        return p == WIN ? 2 : p == LOSS ? 0 : 1;
    }

    /** The score of root child {@code ch} for the side to move at the root. */
    private int scoreOf(int ch) {
        byte p = tree.proof[ch];
        if (p == WIN || p == LOSS) {
            int s = Score.WIN - (tree.proofPlies[ch] + 1);
            return p == WIN ? s : -s;
        }
        if (p == DRAW) {
            return 0;
        }
        return (int) Math.round((2 * tree.mean(ch) - 1) * MEAN_SCALE);
    }

    /** The most visited line from the root. */
    private int[] principalVariation() {
        int[] line = new int[Math.max(1, maxPathDepth)];
        int len = 0;
        int node = 0;
        while (len < line.length && tree.childCount[node] > 0) {
            int ch = node == 0 ? chooseChild() : mostVisited(node);
            if (ch < 0 || tree.visits[ch] == 0) {
                break;
            }
            line[len++] = tree.move[ch];
            node = ch;
        }
        return Arrays.copyOf(line, len);
    }

    private int mostVisited(int node) {
        int first = tree.firstChild[node];
        int best = -1;
        for (int ch = first; ch < first + tree.childCount[node]; ch++) {
            if (best < 0 || tree.visits[ch] > tree.visits[best]) {
                best = ch;
            }
        }
        return best;
    }

    private SearchResult result(long playouts, long elapsed, boolean stopped) {
        int first = tree.firstChild[0];
        int n = tree.childCount[0];
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = first + i;
        }
        Arrays.sort(order, (a, b) -> better(a, b) ? -1 : better(b, a) ? 1 : 0);
        int[] rootMoves = new int[n];
        int[] rootScores = new int[n];
        for (int i = 0; i < n; i++) {
            rootMoves[i] = tree.move[order[i]];
            rootScores[i] = scoreOf(order[i]);
        }
        int[] pv = principalVariation();
        if (pv.length == 0 || pv[0] != rootMoves[0]) {
            pv = new int[] {rootMoves[0]};
        }
        return new SearchResult(rootMoves[0], rootScores[0], maxPathDepth, pv, playouts, elapsed, stopped,
                rootMoves, rootScores);
    }

    /** How often the last search visited root move {@code move} (0 if it is not a root move), for tests and tools. */
    public int visitsOf(int move) {
        int first = tree.firstChild[0];
        for (int ch = first; ch < first + Math.max(0, tree.childCount[0]); ch++) {
            if (tree.move[ch] == move) {
                return tree.visits[ch];
            }
        }
        return 0;
    }
}
