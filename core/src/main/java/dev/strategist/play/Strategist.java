package dev.strategist.play;

import dev.strategist.core.Evaluator;
import dev.strategist.core.ExactSolver;
import dev.strategist.core.Game;
import dev.strategist.core.OpeningBook;
import dev.strategist.core.Position;
import dev.strategist.core.Score;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import dev.strategist.search.Searcher;
import dev.strategist.search.TranspositionTable;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;

/**
 * A computer opponent for one game, configured in a line and asked for moves:
 * {@code Strategist.builder(game).level(7).seed(42).build().bestMove(position)}.
 *
 * <p>It searches a copy, so the caller's position is never touched. Several searches may run at once
 * (each gets its own searcher); the lower levels' choices among near-equal moves come from one seeded
 * generator, so a game replays identically with the same seed.
 *
 * @param <P> the game's position type
 */
public final class Strategist<P extends Position> implements Player<P> {
    /**
     * Spending the whole time, the search stops this fraction of the time early (a tenth: 30 ms of 300): with a
     * fiftieth, replies in a match two games at a time ran past the limit (measured in docs/benchmarks/checkers.md,
     * "Where the games are lost, a threat extension and the whole clock").
     */
    private static final int WHOLE_TIME_GUARD = 10;
    /** The share of its time per move a timed search aims at unless told otherwise, in per cent. */
    public static final int DEFAULT_SOFT_PERCENT = 50;
    private final Game<P> game;
    private final Evaluator<P> evaluator;
    private final Algorithm algorithm;
    private final SearchLimits limits;
    /** Its clock's time left before its next move under a game clock, in milliseconds; -1 without one. */
    private volatile long clockLeft = -1;
    /** What its clock gets back after each move. */
    private volatile long clockIncrement;
    private final int candidates;
    private final int margin;
    private final boolean avoidLosses;
    private final Optional<ExactSolver<P>> solver;
    private final IqPolicy iq;
    private final int tableMegabytes;
    private final boolean keepTable;
    private final boolean wholeTime;
    /** The share of the time per move, in per cent, at which no further depth starts once the best move has settled. */
    private final int softPercent;
    /** Moves played without a search in the positions it holds; null without a book. */
    private final OpeningBook<P> book;
    /** The engine's table between this strategist's searches when it keeps one; null while a search holds it. */
    private final java.util.concurrent.atomic.AtomicReference<TranspositionTable> kept =
            new java.util.concurrent.atomic.AtomicReference<>();
    /** A game's own searcher between this strategist's searches when it keeps its table; null while one holds it. */
    private final java.util.concurrent.atomic.AtomicReference<Searcher<P>> keptSearcher =
            new java.util.concurrent.atomic.AtomicReference<>();
    private final SplittableRandom random;
    private final long searchSeed;
    private final java.util.function.Supplier<Searcher<P>> searchers;
    private final String description;
    private final StrategistRuntime runtime;

    private Strategist(Builder<P> b) {
        this.game = b.game;
        this.runtime = b.runtime;
        this.algorithm = b.algorithm;
        this.tableMegabytes = b.tableMegabytes;
        this.keepTable = b.keepTable;
        this.wholeTime = b.wholeTime;
        if (b.wholeTime && b.softPercent > 0) {
            throw new IllegalArgumentException("a search spending its whole time has no soft time: give wholeTime or a "
                    + "soft time of " + b.softPercent + " %, not both");
        }
        this.softPercent = b.softPercent > 0 ? b.softPercent : DEFAULT_SOFT_PERCENT;
        this.book = b.book;
        // Monte Carlo scores root moves by their win rate on one scale for every game, so its margins stay as written
        boolean monteCarlo = b.searchers == null && b.algorithm.isMonteCarlo();
        Level level = b.level == null ? null : withGamesChoice(b.game, b.level, monteCarlo);
        // a level's depth is the game's: a ply is worth more in some games, so each game spaces its levels' depths
        int depth = b.depth > 0 ? b.depth : level != null ? levelDepth(b.game, level) : SearchLimits.DEPTH_LIMIT;
        long time = b.timeMillis > 0 ? b.timeMillis : (level != null && b.depth <= 0) ? level.timeMillis() : 0;
        if (b.iq >= 0 && level == null && b.depth <= 0 && time <= 0 && b.nodes <= 0) {
            // positions the solver declines are searched; give that search the top level's time
            time = Level.of(Level.MAX).timeMillis();
        }
        // an IQ plays from the exact solver, which needs no search limit
        if (b.depth <= 0 && b.timeMillis <= 0 && level == null && b.nodes <= 0 && b.iq < 0) {
            throw new IllegalArgumentException("give a level, an IQ, a depth, a time or a node limit");
        }
        SearchLimits l = SearchLimits.depth(Math.min(depth, SearchLimits.DEPTH_LIMIT));
        if (time > 0 && !algorithm.isFixedDepth()) {
            l = l.withTime(softTime(time), time);
        }
        if (b.nodes > 0) {
            l = l.withNodes(b.nodes);
        } else if (level != null && b.depth <= 0 && b.searchers == null && algorithm == Algorithm.ENGINE) {
            // a game may step its levels by less than a ply; an explicit depth stands alone, as it drops the level's
            // time, and other searches count their nodes (Monte Carlo's playouts) on another scale
            long levelNodes = levelNodes(b.game, level);
            if (levelNodes != Level.NO_NODE_LIMIT) {
                l = l.withNodes(levelNodes);
            }
        }
        this.candidates = b.candidates > 0 ? b.candidates : level != null ? level.candidates() : 1;
        // a level's margin is in units of the game's typical gap between good moves, which differs by game
        int gap = monteCarlo ? Level.UNSCALED_GAP : b.game.typicalMoveGap();
        this.margin = b.candidates > 0 ? b.margin : level != null ? level.margin(gap) : 0;
        this.avoidLosses = level == null || level.avoidLosses();
        this.iq = b.iq >= 0 ? new IqPolicy(b.iq) : null;
        boolean perfect = level != null && level.isPerfect();
        boolean timed = l.hardTimeMillis() > 0;
        this.solver = solver(b, perfect, timed);
        // the game's evaluator for the top level under a clock, as with its solver: a cut that prunes more plays
        // better only by searching deeper in the time (Othello's ProbCut by depth and stage), so at a fixed depth it
        // would only be a less exact search of the same depth; a given evaluator always wins (decision 0052)
        Optional<Evaluator<P>> playEvaluator = b.evaluator == null && b.iq < 0 && perfect && timed
                ? b.game.playEvaluator() : Optional.empty();
        this.evaluator = b.evaluator != null ? b.evaluator : playEvaluator.orElseGet(b.game::evaluator);
        if (b.iq >= 0 && solver.isEmpty()) {
            throw new IllegalArgumentException(b.game.title() + " has no exact solver, so it cannot play by IQ");
        }
        // only a choice among several moves needs every root move's exact score; a seed alone must cost no depth
        this.limits = candidates > 1 ? l.withAllRootScores() : l;
        this.random = new SplittableRandom(b.seed != null ? b.seed : 0x5EEDL);
        // searches that draw at random (Monte Carlo) follow the seed too, so each seed plays its own games
        this.searchSeed = b.seed != null ? b.seed : 1L;
        this.searchers = b.searchers;
        this.description = describe(b, level, playEvaluator);
    }

    /**
     * The solver an IQ or the top level asks: the builder's, else for an IQ the game's exact one, which scores every
     * move, and for the top level under a clock its play solver. A play solver may search past certainty for as long
     * as it is let (Othello's selective endgame solves exactly in the end), so without a clock the exact one plays.
     */
    private static <P extends Position> Optional<ExactSolver<P>> solver(Builder<P> b, boolean perfect, boolean timed) {
        if (b.iq < 0 && !perfect) {
            return Optional.empty();
        }
        if (b.exactSolver != null) {
            return Optional.of(b.exactSolver);
        }
        return b.iq < 0 && timed ? b.game.playSolver() : b.game.exactSolver();
    }

    private static int levelDepth(Game<?> game, Level level) {
        int depth = game.levelDepth(level.number());
        if (depth < 1) {
            throw new IllegalStateException(game.title() + " gives level " + level.number() + " a depth of " + depth
                    + "; a level searches at least one ply");
        }
        return depth;
    }

    /**
     * {@code level} choosing as its game says ({@link Game#levelCandidates(int)}, {@link Game#levelMargin(int)}): at
     * one ply a candidate more is worth more in some games than others. The game's margins are in its typical gap, so
     * Monte Carlo keeps {@code Level}'s.
     */
    private static Level withGamesChoice(Game<?> game, Level level, boolean monteCarlo) {
        int candidates = game.levelCandidates(level.number());
        if (candidates < 1) {
            throw new IllegalStateException(game.title() + " gives level " + level.number() + " " + candidates
                    + " candidates; a level chooses among at least one move");
        }
        int margin = monteCarlo ? level.margin() : game.levelMargin(level.number());
        if (margin < 0) {
            throw new IllegalStateException(game.title() + " gives level " + level.number() + " a margin of " + margin
                    + "; a level's margin is at least 0");
        }
        return level.withChoice(candidates, margin);
    }

    private static long levelNodes(Game<?> game, Level level) {
        long nodes = game.levelNodes(level.number());
        if (nodes < 1) {
            throw new IllegalStateException(game.title() + " gives level " + level.number() + " a node budget of "
                    + nodes + "; a level's budget is at least one node (Level.NO_NODE_LIMIT for none)");
        }
        return nodes;
    }

    /** A builder for {@code game}'s strategist. */
    public static <P extends Position> Builder<P> builder(Game<P> game) {
        return new Builder<>(game);
    }

    /** The game it plays. */
    public Game<P> game() {
        return game;
    }

    /**
     * The background data of its evaluator ({@link Evaluator#ready()}: an endgame database), its build started:
     * complete once built; a match waits for it before its first game.
     */
    public java.util.concurrent.CompletableFuture<?> ready() {
        return evaluator.ready();
    }

    /** The limits each search runs under. */
    public SearchLimits limits() {
        return limits;
    }

    /**
     * The best move for the side to move in {@code position}, which is not changed. A forced move (the only
     * legal one) is answered at once, without a search.
     *
     * @throws IllegalStateException when the game is over ({@code position.isOver()}, a draw by the game's own
     *                               rules included); the message names the outcome, as {@link Game#describeOutcome}
     */
    @Override
    public int bestMove(P position) {
        return choose(position, SearchListener.NONE).move();
    }

    /**
     * Decides a move for {@code position} on the caller's thread, reporting progress to {@code listener}. A
     * forced move is answered at once: its analysis has depth 0 and no nodes, and its score is the evaluator's
     * static score of the position after it (to analyse such a position, search it with a
     * {@link Searcher}, say {@code new Engine<>(game.evaluator()).search(position, depth)}).
     *
     * @throws IllegalStateException when the game is over; the message names the outcome
     */
    public Choice choose(P position, SearchListener listener) {
        return decide(Position.copyOf(position), listener, new dev.strategist.search.StopSignal());
    }

    /**
     * Starts deciding a move on a thread of its {@link StrategistRuntime} and returns at once. The position
     * is copied before this returns, so the caller may go on changing its own. Refused with an
     * {@link IllegalStateException} when the game is over (the message names the outcome) or the runtime is
     * closed.
     */
    @Override
    public SearchTask bestMoveAsync(P position, SearchListener listener) {
        checkNotOver(position);
        P copy = Position.copyOf(position);
        return runtime.start(signal -> decide(copy, listener, signal));
    }

    private void checkNotOver(P position) {
        if (position.isOver()) {
            throw new IllegalStateException("the game is over (" + game.describeOutcome(position)
                    + "): there is no move to find; ask position.isOver() before asking for a move");
        }
    }

    /**
     * Under a {@link GameClock}, shares the time left out ({@link ClockShare}, among the game's
     * {@link Game#clockMovesToPlan moves to plan}, by the move's {@link Game#clockMoveWeight weight}) as its next
     * move's time, in place of its time a move. A strategist without a time (a depth or a node budget alone) does
     * not follow a clock.
     */
    @Override
    public void timeLeft(long leftMillis, long incrementMillis) {
        clockIncrement = Math.max(0, incrementMillis);
        clockLeft = Math.max(0, leftMillis);
    }

    /** The limits of a search of {@code position}: its own, with its clock's share as the time when it has one. */
    SearchLimits limitsFor(P position) {
        long left = clockLeft;
        if (left < 0 || limits.hardTimeMillis() <= 0) {
            return limits;
        }
        long millis = ClockShare.moveMillis(left, clockIncrement, Math.max(1, game.clockMovesToPlan(position)),
                game.clockMoveWeight(position));
        return limits.withTime(softTime(millis), millis);
    }

    private Choice decide(P position, SearchListener listener, dev.strategist.search.StopSignal signal) {
        checkNotOver(position);
        long start = System.nanoTime();
        SearchLimits moveLimits = limitsFor(position);
        int[] moves = new int[position.maxMoves()];
        if (position.legalMoves(moves, 0) == 1) {
            return forced(position, moves[0], start);
        }
        if (book != null) {
            int booked = book.move(position);
            // a book is data from outside the search: its move is played only if the position allows it
            if (booked != Position.NO_MOVE && position.isLegal(booked)) {
                // chosen by a longer search when the book was built than this move's time allows
                return forced(position, booked, start);
            }
        }
        if (solver.isPresent() && solver.get().canSolve(position, moveLimits.hardTimeMillis())) {
            SearchResult exact = ExactMoves.of(position, solver.get(), solverStop(moveLimits, signal, start),
                    solverHardStop(moveLimits, signal, start));
            if (exact != null) {
                listener.onIteration(new dev.strategist.search.SearchInfo(exact.depth(), exact.score(), exact.pv(),
                        exact.nodes(), 0, exact.elapsedMillis()));
                return iq != null ? chooseByIq(exact) : pick(exact);
            }
            // too early to solve in time (or told to answer now): the engine decides in the time left
        }
        // the engine borrows a kept table rather than allocating one per move (see TablePool), or takes up
        // the one its last search left when it keeps its table; a search already told to stop (cancelled, or
        // answer now) only finishes depth 1, for which clearing megabytes of table would be most of the work
        boolean stopping = signal.isRaised();
        TranspositionTable table = null;
        if (searchers == null && algorithm == Algorithm.ENGINE && tableMegabytes > 0 && !stopping) {
            table = keepTable ? kept.getAndSet(null) : null; // null too while another search of ours holds it
            if (table == null) {
                table = runtime.tables().borrow(tableMegabytes);
            }
        }
        // a game's own searcher carries its table: kept, the searcher itself goes on to the next search
        Searcher<P> own = searchers == null ? null : keepTable ? keptSearcher.getAndSet(null) : null;
        try {
            if (searchers != null && own == null) {
                own = searchers.get();
            }
            Searcher<P> searcher = own != null ? own
                    : table != null ? new Engine<>(evaluator, table)
                    : algorithm.create(evaluator, stopping ? 0 : tableMegabytes, searchSeed);
            // the searcher's clock starts when it does: the time the solver and the table's set-up took
            // (milliseconds for 16 MB on a busy machine) comes off its budget, so the answer keeps the limit
            SearchResult result = searcher.search(position, remainingLimits(moveLimits, start), listener, signal);
            return pick(result);
        } finally {
            if (own != null && keepTable) {
                keptSearcher.compareAndSet(null, own);
            }
            if (table != null && !(keepTable && kept.compareAndSet(null, table))) {
                runtime.tables().giveBack(tableMegabytes, table);
            }
        }
    }

    /** Gives the table it keeps between searches (if it keeps one) back to its runtime's pool. */
    @Override
    public void close() {
        keptSearcher.set(null);
        TranspositionTable table = kept.getAndSet(null);
        if (table != null) {
            runtime.tables().giveBack(tableMegabytes, table);
        }
    }

    /**
     * The only legal move (or the book's), answered without a search: nothing a search finds could change it.
     * Its score is the static one of the position after it, from the mover's side.
     */
    private Choice forced(P position, int move, long start) {
        int mover = position.sideToMove();
        position.play(move);
        int score = position.isOver() ? Score.terminal(position.outcome(), mover, 1)
                : Score.clampEval(evaluator.evaluate(position));
        if (!position.isOver() && position.sideToMove() != mover) {
            score = -score;
        }
        position.undo();
        long millis = (System.nanoTime() - start) / 1_000_000L;
        return new Choice(move, score, new SearchResult(move, score, 0, new int[] {move}, 0, millis, false,
                new int[] {move}, new int[] {score}));
    }

    /**
     * When the exact solver must give up: when the search is stopped, and at half the time, so the engine
     * still has the rest of the budget. Half whatever the soft time: the soft time says how long the engine
     * deepens, and a solver that used a larger share would leave the engine less, not more. Without a time
     * limit (an IQ player unless given one) it always finishes.
     */
    private static BooleanSupplier solverStop(SearchLimits moveLimits, dev.strategist.search.StopSignal signal,
                                              long start) {
        long hard = moveLimits.hardTimeMillis();
        if (hard <= 0) {
            return signal::isRaised;
        }
        long soft = Math.max(1, hard / 2);
        long deadline = start + soft * 1_000_000L;
        return () -> signal.isRaised() || System.nanoTime() - deadline > 0;
    }

    /**
     * When a solver that answers from its last finished step must give up the one under way: at the hard time less
     * the guard a search spending its whole time keeps ({@link #WHOLE_TIME_GUARD}), for the answer and the
     * unwinding. Without a time limit, when the search is stopped.
     */
    private static BooleanSupplier solverHardStop(SearchLimits moveLimits, dev.strategist.search.StopSignal signal,
                                                  long start) {
        long hard = moveLimits.hardTimeMillis();
        if (hard <= 0) {
            return signal::isRaised;
        }
        long deadline = start + (hard - Math.max(2, hard / WHOLE_TIME_GUARD)) * 1_000_000L;
        return () -> signal.isRaised() || System.nanoTime() - deadline > 0;
    }

    /**
     * The search limits with the time the solver used taken off (at least a millisecond left). Spending the whole
     * time, the search runs to its hard stop, a guard short of the time: the last nodes, the unwinding, a
     * collector's pause and a busy machine's scheduling all come after it.
     */
    private SearchLimits remainingLimits(SearchLimits moveLimits, long start) {
        if (moveLimits.hardTimeMillis() <= 0) {
            return moveLimits;
        }
        long used = (System.nanoTime() - start) / 1_000_000L;
        long left = Math.max(1, moveLimits.hardTimeMillis() - used);
        if (wholeTime) {
            long stop = Math.max(1, left - Math.max(2, moveLimits.hardTimeMillis() / WHOLE_TIME_GUARD));
            return moveLimits.withTime(stop, stop);
        }
        return moveLimits.withTime(softTime(left), left);
    }

    /** The soft time of a search with {@code millis} to spend: its share of them, at least a millisecond. */
    private long softTime(long millis) {
        return Math.max(1, millis * softPercent / 100);
    }

    private Choice chooseByIq(SearchResult exact) {
        int[] moves = exact.rootMoves();
        int move;
        synchronized (random) {
            move = iq.choose(moves, exact.rootScores(), moves.length, random);
        }
        int i = 0;
        while (moves[i] != move) {
            i++;
        }
        return new Choice(move, exact.rootScores()[i], exact);
    }

    /** Chooses among the best root moves as configured: ties always, more moves at lower levels. */
    private Choice pick(SearchResult r) {
        int[] moves = r.rootMoves();
        int[] scores = r.rootScores();
        if (moves.length <= 1 || !limits.allRootScores()) {
            return new Choice(r.bestMove(), r.score(), r);
        }
        int best = scores[0];
        boolean bestLoses = Score.isDecisive(best) && best < 0;
        int n = 0;
        for (int i = 0; i < moves.length; i++) {
            int s = scores[i];
            boolean tie = s == best;
            boolean within = i < candidates && (long) best - s <= margin
                    && !(Score.isDecisive(best) && best > 0 && !Score.isDecisive(s)) // keep a proven win
                    && !(avoidLosses && !bestLoses && Score.isDecisive(s) && s < 0);
            if (tie || within) {
                n = i + 1;
            } else {
                break;
            }
        }
        int i;
        synchronized (random) {
            i = random.nextInt(Math.max(1, n));
        }
        return new Choice(moves[i], scores[i], r);
    }

    /**
     * True when its scores are a Monte Carlo search's (a root's unproven score stands for a mean reward), not
     * an evaluator's units: a face reads them as a chance directly.
     */
    public boolean scoresByMonteCarlo() {
        return searchers == null && algorithm.isMonteCarlo();
    }

    /** How this strategist was configured, for listings. */
    @Override
    public String toString() {
        return description;
    }

    private static <P extends Position> String describe(Builder<P> b, Level level,
                                                        Optional<Evaluator<P>> playEvaluator) {
        StringBuilder sb = new StringBuilder(b.searcherName != null ? b.searcherName
                : b.algorithm.name().toLowerCase(java.util.Locale.ROOT));
        if (b.iq >= 0) {
            sb.append(" iq ").append(b.iq);
        } else if (level != null) {
            sb.append(" level ").append(level.number());
        }
        if (b.depth > 0) {
            sb.append(" depth ").append(b.depth);
        }
        if (b.timeMillis > 0) {
            sb.append(' ').append(b.timeMillis).append(" ms");
        }
        if (b.keepTable) {
            sb.append(" keeping its table");
        }
        if (b.wholeTime) {
            sb.append(" spending its whole time");
        }
        if (b.softPercent > 0) {
            sb.append(" aiming at ").append(b.softPercent).append(" % of its time");
        }
        if (b.book != null) {
            sb.append(" with its opening book");
        }
        // the game's own evaluator for the top level is not the one every other level plays with: a match's header
        // says so, as it names an evaluator given by the setting evaluator=NAME
        playEvaluator.ifPresent(e -> sb.append(' ').append(e.name()));
        if (b.exactSolver != null) {
            // another solver than the game's (a selective one) changes what the player is: a match's header says so
            sb.append(" solver ").append(b.exactSolver);
        }
        return sb.toString();
    }

    /** Configures a {@link Strategist}; every setting is optional except one way to limit the search. */
    public static final class Builder<P extends Position> {
        private final Game<P> game;
        private Evaluator<P> evaluator;
        private ExactSolver<P> exactSolver;
        private Algorithm algorithm = Algorithm.ENGINE;
        private Level level;
        private int depth;
        private long timeMillis;
        private long nodes;
        private Long seed;
        private int candidates;
        private int margin;
        private int iq = -1;
        private int tableMegabytes = 16;
        private boolean keepTable;
        private boolean wholeTime;
        /** 0 while unset: {@link #DEFAULT_SOFT_PERCENT}. */
        private int softPercent;
        private OpeningBook<P> book;
        private java.util.function.Supplier<Searcher<P>> searchers;
        private String searcherName;
        private StrategistRuntime runtime = StrategistRuntime.shared();

        private Builder(Game<P> game) {
            this.game = java.util.Objects.requireNonNull(game, "game");
        }

        /**
         * Difficulty 1..10 (see {@link Level}), searched to the game's depth and node budget for the level
         * ({@link Game#levelDepth(int)}, {@link Game#levelNodes(int)}) within the level's time. Explicit settings
         * override its limits: a time its time, a node limit its budget, and a depth its depth, time and budget.
         */
        public Builder<P> level(int level) {
            this.level = Level.of(level);
            return this;
        }

        /** Plays by "IQ" 0..100 from the game's exact solver (see {@link IqPolicy}). */
        public Builder<P> iq(int iq) {
            if (iq < 0 || iq > 100) {
                throw new IllegalArgumentException("IQ must be between 0 and 100, not " + iq);
            }
            this.iq = iq;
            return this;
        }

        /** A fixed search depth in plies. */
        public Builder<P> depth(int depth) {
            if (depth < 1 || depth > SearchLimits.DEPTH_LIMIT) {
                throw new IllegalArgumentException("depth must be between 1 and " + SearchLimits.DEPTH_LIMIT);
            }
            this.depth = depth;
            return this;
        }

        /**
         * A time budget per move in milliseconds, never passed: the engine stops deepening as its
         * {@link dev.strategist.search.TimeManager} says, Monte Carlo search once its answer cannot change
         * ({@link dev.strategist.mcts.MonteCarloSearch}); oracles search to their depth.
         */
        public Builder<P> timeMillis(long millis) {
            if (millis < 1) {
                throw new IllegalArgumentException("time must be at least 1 ms");
            }
            this.timeMillis = millis;
            return this;
        }

        /** A node budget per move. */
        public Builder<P> nodes(long nodes) {
            if (nodes < 1) {
                throw new IllegalArgumentException("node limit must be positive");
            }
            this.nodes = nodes;
            return this;
        }

        /** The search algorithm; the engine by default. */
        public Builder<P> algorithm(Algorithm algorithm) {
            this.algorithm = java.util.Objects.requireNonNull(algorithm, "algorithm");
            return this;
        }

        /**
         * Searches with a searcher of the game's own instead of an {@link Algorithm} (Gomoku's tournament
         * player, say): {@code factory} makes a fresh one for each move, as the algorithms do (one kept from move
         * to move with {@link #keepTable}); {@code name}
         * describes it. It gets the same limits (so a level's time), and the choice among its root moves.
         */
        public Builder<P> searcher(String name, java.util.function.Supplier<Searcher<P>> factory) {
            this.searcherName = java.util.Objects.requireNonNull(name, "name");
            this.searchers = java.util.Objects.requireNonNull(factory, "factory");
            return this;
        }

        /**
         * The evaluator, for every level; otherwise the game's ({@link Game#evaluator()}, and for level 10 under a
         * clock {@link Game#playEvaluator()} where the game has one).
         */
        public Builder<P> evaluator(Evaluator<P> evaluator) {
            this.evaluator = java.util.Objects.requireNonNull(evaluator, "evaluator");
            return this;
        }

        /**
         * The solver that level 10 and IQ play ask; otherwise the game's ({@link Game#exactSolver()}, and for level 10
         * under a clock {@link Game#playSolver()}).
         */
        public Builder<P> exactSolver(ExactSolver<P> solver) {
            this.exactSolver = java.util.Objects.requireNonNull(solver, "solver");
            return this;
        }

        /**
         * Seeds every random choice, so a game replays the same with the same seed: the choice among near-equal
         * moves at levels that play among several ({@link Level#candidates()}, {@link #pickAmongBest}) and
         * Monte Carlo playouts. It never changes how the engine searches: at level 8 and up, or with only
         * explicit limits, the engine plays its best move and a seeded search reaches the same depth as an
         * unseeded one (choosing among near-equal moves is the lower levels' business).
         */
        public Builder<P> seed(long seed) {
            this.seed = seed;
            return this;
        }

        /** Picks at random among the {@code n} best moves scoring within {@code margin} of the best. */
        public Builder<P> pickAmongBest(int n, int margin) {
            if (n < 1 || margin < 0) {
                throw new IllegalArgumentException("pick among at least 1 move, with a margin of at least 0");
            }
            this.candidates = n;
            this.margin = margin;
            return this;
        }

        /** The engine's table size in megabytes. */
        public Builder<P> tableMegabytes(int megabytes) {
            if (megabytes < 0) {
                throw new IllegalArgumentException("table size cannot be negative");
            }
            this.tableMegabytes = megabytes;
            return this;
        }

        /**
         * Keeps the engine's table from one search to the next (off by default: each search starts from a
         * cleared table, so a move never depends on the searches before it). Strong checkers and chess
         * programs keep theirs: the search of the next move finds the last one's results for the positions two
         * plies on, and older entries are replaced first. Searches of this strategist that overlap use a table of
         * their own each; {@link Strategist#close()} gives the kept table back. With a game's own searcher
         * ({@link #searcher}) the searcher is kept instead of made afresh for each move, and with it its table.
         */
        public Builder<P> keepTable(boolean keep) {
            this.keepTable = keep;
            return this;
        }

        /**
         * Spends the whole {@link #timeMillis} on every searched move, less a tenth as a guard, instead of stopping at
         * the first finished depth past its soft time ({@link #softTimePercent}; off by default: a settled search answers sooner). Under a
         * fixed time a move, time left unused buys nothing later, and a depth cut short still keeps a better move
         * it found; a move with a single legal answer or a proven result still answers at once.
         */
        public Builder<P> wholeTime(boolean whole) {
            this.wholeTime = whole;
            return this;
        }

        /**
         * How much of {@link #timeMillis} a search aims to use, in per cent from 1 to 100 (50 by default): the
         * engine's soft time ({@link SearchLimits#softTimeMillis()}), past which no depth starts once the best move
         * has settled ({@link dev.strategist.search.TimeManager}). The time itself stays the hard limit, never
         * passed. Under a fixed time a move, time a settled search leaves unused buys nothing later, so a match
         * may aim higher; the default answers sooner, as a person waiting for the move wants. Not with
         * {@link #wholeTime}, which runs every search to a guard short of the time; without a time it changes
         * nothing. The exact solver's share stays half the time.
         */
        public Builder<P> softTimePercent(int percent) {
            if (percent < 1 || percent > 100) {
                throw new IllegalArgumentException("the soft time must be from 1 to 100 % of the time, not " + percent);
            }
            this.softPercent = percent;
            return this;
        }

        /**
         * Plays the book's move, without a search, in every position the book holds (none by default);
         * {@link Game#openingBook()} is the game's own. A position with a single legal move is answered at once
         * whatever the book says, and a book move that is not legal in its position is ignored. A level that
         * weakens its player does not weaken the book's moves.
         */
        public Builder<P> book(OpeningBook<P> book) {
            this.book = java.util.Objects.requireNonNull(book, "book");
            return this;
        }

        /**
         * Where its searches run and which tables they borrow; {@link StrategistRuntime#shared()} otherwise.
         * {@link Strategist#bestMoveAsync} runs there, {@link Strategist#choose} on the caller's thread with the runtime's tables.
         */
        public Builder<P> runtime(StrategistRuntime runtime) {
            this.runtime = java.util.Objects.requireNonNull(runtime, "runtime");
            return this;
        }

        /** The strategist. */
        public Strategist<P> build() {
            return new Strategist<>(this);
        }
    }
}
