package dev.strategist.core;

import java.util.concurrent.CompletableFuture;

/**
 * A heuristic judgement of a non-final position, and optionally the game's say in how it is searched:
 * which moves, in what order, how deep. Heuristics are separate classes so a game can ship several and
 * tournaments can compare them; the search policy sits beside the judgement because both are settings of
 * one player's search, never of the position, which any number of searches may share or copy.
 *
 * @param <P> the position type it understands
 */
public interface Evaluator<P extends Position> {
    /** What {@link #exactScore} answers when it does not know the position's value. */
    int NO_EXACT_SCORE = Integer.MIN_VALUE;
    /** What {@link #cutMargin} answers where no shallower search may stand in for a node's. */
    int NO_CUT = Integer.MAX_VALUE;

    /**
     * Scores a position that is not over, for the side to move (positive is good for it); the value
     * must lie strictly inside {@code ±Score.MAX_EVAL}.
     */
    int evaluate(P position);

    /**
     * Writes the moves a search should consider in {@code position} at {@code into[offset...]} and returns
     * how many, by the rules of {@link Position#legalMoves}: a non-empty subset of the legal moves exactly
     * while the game goes on, the array having room for {@link Position#maxMoves()} from {@code offset}.
     * By default every legal move; a game may leave out moves that cannot matter or hold their own (Gomoku
     * searches only cells near stones, at most a set number of quiet ones, and only the blocks when the
     * opponent threatens five). Searches ask it; rules and boundaries never do. Called at every node, so it
     * must not allocate.
     */
    default int searchMoves(P position, int[] into, int offset) {
        return position.legalMoves(into, offset);
    }

    /**
     * A cheap guess of how good {@code move} is here, for move ordering only: larger is tried first.
     * The default gives no preference. Must stay inside {@code ±(1 << 30)}.
     */
    default int orderScore(P position, int move) {
        return 0;
    }

    /**
     * {@link #orderScore(Position, int)} at a node with {@code depth} plies left (1 at the leaves' parents), which
     * is what the engine asks at its nodes: a game whose ordering costs a small search of its own (Othello's replies
     * after each move) may order its shallowest nodes more cheaply, where a wrong first move costs only a few leaves
     * and the ordering's cost is paid at most of the tree's nodes. The default orders alike at every depth.
     */
    default int orderScore(P position, int move, int depth) {
        return orderScore(position, move);
    }

    /**
     * False when {@code position} is in the middle of a forcing sequence (a capture pending in checkers)
     * and a static judgement would be wrong: the engine then searches on past its depth limit, through
     * every legal move, until it reaches a quiet position. The sequence must end (captures remove pieces),
     * or the engine's ply limit stops it. The default, true everywhere, changes nothing.
     */
    default boolean isQuiet(P position) {
        return true;
    }

    /**
     * The exact value of {@code position}, {@code ply} plies below the search's root with {@code depth}
     * plies of search left (0 or less at the horizon), when the evaluator knows it: a {@link Score} with wins
     * as {@code Score.WIN - (ply + n)} for a win n plies from here, so the search prefers the fastest win it
     * can prove; else {@link #NO_EXACT_SCORE}. An endgame database answers at any depth (checkers); a proof
     * that costs a search of its own answers only at the horizon (Gomoku's continuous fours). The engine
     * asks at every node below the root before searching it, so refusing must be cheap. The default knows
     * nothing.
     */
    default int exactScore(P position, int ply, int depth) {
        return NO_EXACT_SCORE;
    }

    /**
     * The data this evaluator builds in the background for {@link #exactScore} (an endgame database), its build
     * started by this call: the future completes once it is built, or fails with the build's error. A search
     * never waits for it (until then the evaluator knows less); a match that measures strength waits before
     * its first game, so that no counted game plays without it. The default has no such data: complete at once.
     */
    default CompletableFuture<?> ready() {
        return CompletableFuture.completedFuture(null);
    }

    /**
     * How many plies less than its siblings the engine may search {@code move} of {@code position} (asked
     * before it is played), {@code index} being its place in the node's order (0 the first, never reduced)
     * and {@code depth} the plies left: late, quiet moves in a well-ordered node seldom turn out best, and
     * searching them shallower buys depth for the rest. A reduced move that beats the best so far is searched
     * again at full depth, so a reduction costs accuracy only where it hides a refutation. The default, 0,
     * reduces nothing (the textbook search the oracles check).
     */
    default int reduction(P position, int move, int index, int depth) {
        return 0;
    }

    /**
     * {@link #reduction(Position, int, int, int)} told whether the node lies on the principal variation ({@code
     * pvNode}), which is what the engine asks: a game may leave the principal variation's moves unreduced, as GuiNN
     * Checkers does. The default reduces alike everywhere.
     */
    default int reduction(P position, int move, int index, int depth, boolean pvNode) {
        return reduction(position, move, index, depth);
    }

    /**
     * True when the engine may leave {@code move} of {@code position} unsearched (asked before it is played, at
     * null-window nodes only, never for the first move, {@code index} being its place in the node's order and
     * {@code depth} the plies left): late-move pruning, where at few plies left a quiet move after the first few
     * of a well-ordered node seldom turns out best and is not worth even a reduced search. Asked for every move
     * after the first at such nodes, so it must be cheap. The default, false, prunes nothing (the textbook search
     * the oracles check).
     */
    default boolean prunesLate(P position, int move, int index, int depth) {
        return false;
    }

    /**
     * How many plies more than the usual one less the engine searches below {@code position}, which has
     * {@code moveCount} moves to search and {@code depth} plies left ({@code depth > 0}), {@code ply} plies below
     * the root: a forced reply (checkers' single capture) decides nothing, and not counting it lets the search
     * see past exchanges. Asked once per node, after its moves are generated, so it must be cheap; the engine's
     * ply limit ends any chain of extensions. The default, 0, extends nothing (the textbook search the oracles
     * check).
     */
    default int extension(P position, int moveCount, int ply, int depth) {
        return 0;
    }

    /**
     * {@link #extension(Position, int, int, int)} told whether the node lies on the principal variation ({@code
     * pvNode}), which is what the engine asks: a game may extend a forcing move on the principal variation only
     * (GuiNN Checkers extends every capture there), where few nodes pay for it. The default extends alike everywhere.
     */
    default int extension(P position, int moveCount, int ply, int depth, boolean pvNode) {
        return extension(position, moveCount, ply, depth);
    }

    /**
     * How far, in this evaluator's units, every other move of {@code position} ({@code depth} plies left, its table
     * move known with a lower bound from nearly as deep) must stay below that bound for the table move to count as
     * singular, the only good move, which the engine then searches a ply deeper (singular extensions: a line that
     * hangs on one move is seen as deep as the lines with choices, where a defence must find it). The engine tests
     * it with a null-window search of the other moves about half as deep. Asked where such a table move exists, so
     * it must be cheap, and only when {@link #singularExtensions} says the evaluator tests at all. The default, 0,
     * tests nothing (the textbook search the oracles check).
     */
    default int singularMargin(P position, int depth) {
        return 0;
    }

    /**
     * Whether {@link #singularMargin} ever gives a margin. The engine reads it once, so that the search of a game
     * whose evaluator tests nothing spends nothing at its nodes on the test (the Othello midgame's nodes were about
     * 1 % dearer when every node asked). The default, false, goes with the default margin.
     */
    default boolean singularExtensions() {
        return false;
    }

    /**
     * How many plies shallower than usual the engine searches the first {@link #multiCutMoves} moves of {@code
     * position} ({@code depth} plies left) at an expected cut node off the principal variation, before its own
     * search: when {@link #multiCutNeeded} of them reach beta even so, the node fails high at once (multi-cut,
     * Bjornsson and Marsland: a node with several refutations seldom needs the full search of one). Asked only when
     * {@link #multiCutMoves} is above 0, once per such node, so it must be cheap. The default, 0, tries nothing.
     */
    default int multiCutReduction(P position, int depth) {
        return 0;
    }

    /**
     * How many of a node's first moves the multi-cut tries ({@link #multiCutReduction}); the engine reads it once,
     * and 0, the default, keeps the search from asking at all (the textbook search the oracles check).
     */
    default int multiCutMoves() {
        return 0;
    }

    /** How many of the moves the multi-cut tries must reach beta for the node to fail high; read once. */
    default int multiCutNeeded() {
        return 1;
    }

    /**
     * How many plies each iteration of the engine's iterative deepening adds (the first searches this many, the last
     * the depth limit itself): where scores swing between odd and even depths (checkers), deepening two plies at a
     * time skips the odd iterations and compares each with the one of its own parity, as GuiNN Checkers does. The
     * default, 1, searches every depth (the textbook search the oracles check).
     */
    default int deepeningStep() {
        return 1;
    }

    /**
     * True when quiet {@code position}, met at the search's horizon (no depth left, not inside a forcing
     * sequence), holds a threat its side to move must answer, so its static evaluation would be wrong: the engine
     * then searches its moves one ply more, once in a line (the moves below search only forcing sequences): in
     * checkers, a capture the side that just moved could make were it its turn again (GuiNN's extension; measured
     * in the bench, not checkers' default). Asked at quiet horizon nodes, so it must be cheap. The default, false,
     * extends nothing (the textbook search the oracles check).
     */
    default boolean threatAtHorizon(P position) {
        return false;
    }

    /**
     * How far below alpha the static evaluation of {@code position} (not over, not on the principal variation,
     * {@code depth} plies left) must lie for the engine to let a shallower search prove that it fails low: a
     * null-window search {@link #cutReduction} plies shallower at alpha minus the margin, whose fail low the node
     * returns without searching to full depth (the verified pruning of checkers engines, ProbCut's idea: a node
     * far below the window at a shallower depth seldom climbs back into it). Asked at nodes of the null-window
     * search before their moves are generated, so it must be cheap; a position whose static evaluation means
     * little (checkers' pending capture) should answer {@link #NO_CUT}. The default, {@link #NO_CUT} everywhere,
     * prunes nothing (the textbook search the oracles check).
     */
    default int cutMargin(P position, int depth) {
        return NO_CUT;
    }

    /**
     * Whether a {@link #cutMargin} cut also acts above the window: a node whose static evaluation lies the margin
     * above beta is searched {@link #cutReduction} plies shallower in a null window at beta plus the margin, and
     * where that search fails high the node returns it (ProbCut's other half: a node far above the window at a
     * shallower depth seldom falls back into it). The default, false, cuts below alpha only.
     */
    default boolean cutsAboveBeta() {
        return false;
    }

    /**
     * How many plies shallower than {@code depth} the search is that verifies a {@link #cutMargin} cut (the
     * engine searches at least one ply). Asked only where {@link #cutMargin} allowed a cut.
     */
    default int cutReduction(int depth) {
        return 4;
    }

    /**
     * How many plies shallower a search the engine first makes of a node with {@code depth} plies left and no
     * move from the table, so that the node's own search starts with the move the shallower one found (internal
     * iterative deepening: a node without a table move would otherwise start with whatever the ordering guesses,
     * and a wrong first move at many plies left costs a whole subtree). Asked where the table knows no move, so
     * it must be cheap. The default, 0, never does (the textbook search the oracles check).
     */
    default int internalDeepening(int depth) {
        return 0;
    }

    /**
     * The half-width, in this evaluator's units, of the window the engine's root searches a depth with around
     * the score of the depth before (widened and searched again when the score falls outside): a narrow window
     * cuts more of the tree where the score changes little from one depth to the next. The default, 0, searches
     * every depth with the full window (the textbook search the oracles check).
     */
    default int aspirationWindow() {
        return 0;
    }

    /**
     * The fewest plies left at which the engine reads and writes its transposition table: a node nearer the leaves
     * searches without it, where a probe's cache miss may cost more than the transpositions and the first move it
     * would give save (Othello's nodes a ply above the leaves, whose children are only evaluated). Asked once, when
     * an engine is made. The default, 1, uses the table at every node that has moves to search (the textbook search
     * the oracles check).
     */
    default int tableFrom() {
        return 1;
    }

    /** A short name for listings and tournaments. */
    default String name() {
        return getClass().getSimpleName();
    }
}
