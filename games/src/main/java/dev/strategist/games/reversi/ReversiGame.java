package dev.strategist.games.reversi;

import dev.strategist.core.BoardDiagram;
import dev.strategist.core.Evaluation;
import dev.strategist.core.Evaluator;
import dev.strategist.core.ExactSolver;
import dev.strategist.core.Game;
import dev.strategist.core.GameOption;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Notation;
import dev.strategist.core.NotationException;
import dev.strategist.core.OpeningBook;
import dev.strategist.core.RecordFormat;
import dev.strategist.core.Score;
import dev.strategist.games.reversi.endgame.ReversiExactSolver;
import dev.strategist.games.reversi.endgame.ReversiSelectiveSolver;
import dev.strategist.games.reversi.eval.ReversiEvaluator;
import dev.strategist.games.reversi.eval.ReversiPatternEvaluator;
import dev.strategist.games.reversi.eval.ReversiPatternWeights;
import dev.strategist.games.reversi.eval.SquareTableEvaluator;
import dev.strategist.games.reversi.format.ReversiObf;
import dev.strategist.games.reversi.format.ReversiRecordFormat;
import dev.strategist.play.Level;
import java.util.List;
import java.util.Optional;

/** Othello (Reversi) on the 8 x 8 board (or 6 x 6, 4 x 4) from the standard diagonal start, Black first. */
public final class ReversiGame implements Game<ReversiPosition> {
    /** The depths of levels 1 to 9: two plies at 1 and 2, one a level more to 7, then 10 and 14 (levelDepth). */
    private static final int[] LEVEL_DEPTHS = {2, 2, 3, 4, 5, 6, 7, 10, 14};
    /** The node budgets of levels 1 to 9 under those depths, measured in self-play (see {@link #levelNodes(int)}). */
    private static final long[] LEVEL_NODES = {Level.NO_NODE_LIMIT, 100, 400, 700, 2_000, 7_000, Level.NO_NODE_LIMIT,
        Level.NO_NODE_LIMIT, Level.NO_NODE_LIMIT};
    private static final ReversiDiagram DIAGRAM = new ReversiDiagram();
    /** The option for the board's side: 8, 6 or 4. */
    public static final String SIZE = "size";
    private static final ReversiNotation NOTATION = new ReversiNotation();
    /**
     * The expected disc lead the evaluation bar reads as odds of e to 1: what the results of self-play games
     * give too (fitted by WinChanceFit; docs/benchmarks/win-chance.md).
     */
    static final double DISCS_PER_E = 8;
    /** The fewest empties at which a move counts {@link #LONG_SOLVE_WEIGHT} moves' time under a clock. */
    static final int LONG_SOLVE_FROM = 25;
    /** How many ordinary moves' time a clock gives a move at 25-28 empties. */
    static final int LONG_SOLVE_WEIGHT = 2;
    private static final List<GameOption> OPTIONS = List.of(new GameOption(SIZE, "Board size",
            "board side (6 x 6 and 4 x 4 are solved: White wins)", "8", List.of("8", "6", "4")));

    @Override
    public String name() {
        return "othello";
    }

    @Override
    public List<String> aliases() {
        return List.of("reversi");
    }

    @Override
    public String title() {
        return "Othello";
    }

    @Override
    public String description() {
        return "Reversi on 8 x 8 (or 6 x 6, 4 x 4): outflank the opponent's discs in any direction to turn them over; pass only "
                + "without a move; most discs at the end wins. Black moves first.";
    }

    @Override
    public List<GameOption> options() {
        return OPTIONS;
    }

    @Override
    public ReversiPosition newPosition(GameOptions options) {
        return new ReversiPosition(board(options));
    }

    /** The board the options choose (8 x 8 when there are none). */
    public static ReversiBoard board(GameOptions options) {
        return options == null ? ReversiBoard.EIGHT : ReversiBoard.of(options.getInt(SIZE));
    }

    /** Games are SGF, {@code GM[2]}. */
    @Override
    public RecordFormat<ReversiPosition> recordFormat() {
        return new ReversiRecordFormat();
    }

    @Override
    public Notation<ReversiPosition> notation() {
        return NOTATION;
    }

    /** The pattern evaluation with its fail-low cut, which beat the same search without it in self-play. */
    @Override
    public Evaluator<ReversiPosition> evaluator() {
        return ReversiPatternEvaluator.withCut();
    }

    /**
     * The mover's moves left, less the last five: from about a dozen empties the solver settles a move in
     * milliseconds, so a game clock is shared among the moves before them (as Zebra's timer does; at least 2);
     * the mover's moves still to come at 25-28 empties counted by their {@link #clockMoveWeight weight}.
     */
    @Override
    public int clockMovesToPlan(ReversiPosition position) {
        int empties = position.emptyCount();
        int moves = Math.max(2, (empties + 1) / 2 - 5);
        if (position.board() != ReversiBoard.EIGHT) {
            return moves;
        }
        // the mover plays at empties, empties - 2, ... (passes aside): those within the long solve's stretch
        int longMoves = 0;
        for (int e = empties; e >= LONG_SOLVE_FROM; e -= 2) {
            if (inLongSolve(e)) {
                longMoves++;
            }
        }
        return moves + (LONG_SOLVE_WEIGHT - 1) * longMoves;
    }

    /**
     * Twice an ordinary move's time at 25-28 empties on 8 x 8: there level 10's solver reaches the end in a move of
     * 2.5 s or more ({@link ReversiSelectiveSolver#byTime}), which keeps the game's value where a search of the
     * usual time does not (docs/benchmarks/reversi.md, "Zebra on the judge"; decision 0058). A clock of 30 s a game
     * gives those moves a hard time of about 5 s, where each of the others keeps about 2.5 s.
     */
    @Override
    public int clockMoveWeight(ReversiPosition position) {
        return position.board() == ReversiBoard.EIGHT && inLongSolve(position.emptyCount()) ? LONG_SOLVE_WEIGHT : 1;
    }

    /** Whether a move at {@code empties} is one a clock weighs for the long solve: 25-28 empties. */
    private static boolean inLongSolve(int empties) {
        return empties >= LONG_SOLVE_FROM && empties <= ReversiSelectiveSolver.LONG_MOVE_MAX_EMPTIES;
    }

    /** The median gap between the default evaluator's best two moves, as the bench's LevelMargins measures it. */
    @Override
    public int typicalMoveGap() {
        // LevelMargins' median over 200 seeded positions (docs/benchmarks/search.md, levels per game)
        return 116;
    }

    /** Levels 1 and 2 search two plies, levels 3 to 9 three to fourteen, deeper than Level's from level 3 up. */
    @Override
    public int levelDepth(int level) {
        // at one ply levels 1 and 2 were far further below level 3 than a step, a ply at these depths costing
        // Othello more than any other game (docs/benchmarks/search.md, levels 1 and 2 per game); level 10 (Level's
        // depth 60 in 4 s and the exact endgame) won almost every game against level 9 at depths 11 to 13, so levels
        // 3 to 9 moved up together until level 9, at depth 14 within its 2.5 s, was a step below level 10 and each
        // step between them one of the same size (search.md, Othello's levels 3 to 9 deeper; decision 0049)
        return Level.depthOf(level, LEVEL_DEPTHS);
    }

    /** Levels 2 to 6 stop at a node budget under their depths, finishing the last only in some positions. */
    @Override
    public long levelNodes(int level) {
        // a whole ply more cost Othello's low levels far more than the other steps, and no whole-ply schedule split
        // them, so a budget puts each level between two depths, chosen by the self-play Elo of each step
        // (docs/benchmarks/search.md, node budgets per level, levels 1 and 2 per game, Othello's levels 3 to 9
        // deeper); levels 1 and 7 to 9 search their whole depths, and 10 keeps Level's limits
        return Level.nodesOf(level, LEVEL_NODES);
    }

    /**
     * On 8 x 8 the default evaluator's scores are the final disc difference it expects, in 1/64 of a disc, so a
     * player reads them as discs ("+6 discs"), the bar leaning e to 1 at {@value #DISCS_PER_E} discs. A proven
     * result is said without a length: the endgame solver ranks disc margins as if they were plies to the end
     * ({@link ReversiExactSolver}), so "moves" could not be told from its margins. The smaller boards' evaluator
     * has a unit of its own, read as a chance to win.
     */
    @Override
    public Evaluation evaluation(ReversiPosition position, int score) {
        if (Score.isDecisive(score)) {
            return Evaluation.provenResult(score > 0);
        }
        if (position.board() != ReversiBoard.EIGHT) {
            // through the hook, so a scale fitted for these boards later is the one read here
            return Evaluation.chance(Evaluation.logistic(score, winChanceScale()));
        }
        double discs = score / (double) ReversiPatternWeights.UNIT;
        return Evaluation.units(discs, "discs", Evaluation.logistic(discs, DISCS_PER_E));
    }

    /**
     * The pattern evaluation with its fail-low cut ({@code patterns}, the default: the patterns beat the mobility
     * evaluator clearly at equal depth and equal time, and the cut beat the full-width search; the matches are in
     * docs/benchmarks/reversi.md), the same searched full width ({@code patterns-full}, the default before the cut,
     * kept so that older matches can be rerun), the same with the cut above beta too ({@code patterns+probcut}, on
     * trial), both halves from three plies left at margins by depth and stage ({@code patterns+mpc}, level 10's under a
     * clock, {@link #playEvaluator()}), the mobility evaluator and the square table.
     */
    @Override
    public List<Evaluator<ReversiPosition>> evaluators() {
        return List.of(ReversiPatternEvaluator.withCut(), new ReversiPatternEvaluator(),
                ReversiPatternEvaluator.withBothCuts(), ReversiPatternEvaluator.withProbCut(), new ReversiEvaluator(),
                new SquareTableEvaluator());
    }

    /**
     * The evaluator of {@link #evaluators()} called {@code name}, or a pattern evaluator's name followed by
     * {@code +sortN} ({@code patterns+mpc+sort2}): that evaluator sorting fastest-first only from N plies left
     * ({@link ReversiPatternEvaluator#sortingFrom}), by {@code +valueN}: ordering by the value of the position a
     * move leads to from N plies left, 0 for never ({@link ReversiPatternEvaluator#orderingByValueFrom}), or by
     * {@code +tableN}: the engine's table used only from N plies left ({@link ReversiPatternEvaluator#withTableFrom}),
     * so that a match can set the search beside the default from one build.
     *
     * @throws IllegalArgumentException for an unknown name, a {@code +sort}, {@code +value} or {@code +table} on
     *     another evaluator, or N not a number in its range
     */
    @Override
    public Evaluator<ReversiPosition> evaluator(String name) {
        String lower = name.toLowerCase(java.util.Locale.ROOT);
        int sortAt = lower.lastIndexOf(ReversiPatternEvaluator.SORT);
        int valueAt = lower.lastIndexOf(ReversiPatternEvaluator.VALUE_ORDER);
        int tableAt = lower.lastIndexOf(ReversiPatternEvaluator.TABLE);
        int at = Math.max(sortAt, Math.max(valueAt, tableAt));
        if (at < 0) {
            return Game.super.evaluator(name);
        }
        String suffix = at == sortAt ? ReversiPatternEvaluator.SORT
                : at == valueAt ? ReversiPatternEvaluator.VALUE_ORDER : ReversiPatternEvaluator.TABLE;
        String value = name.substring(at + suffix.length());
        Evaluator<ReversiPosition> base = evaluator(name.substring(0, at));
        if (!(base instanceof ReversiPatternEvaluator patterns)) {
            throw new IllegalArgumentException("evaluator '" + name + "': " + suffix
                    + "N goes after a pattern evaluator (patterns, patterns-full, patterns+probcut, patterns+mpc), not "
                    + base.name());
        }
        int plies;
        try {
            plies = Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("evaluator '" + name + "': " + suffix + "N takes N, " + (at == sortAt
                    ? "the fewest plies left at which moves are sorted fastest-first, a number from 1 to "
                            + ReversiPatternEvaluator.MAX_SORT_FROM
                    : at == valueAt ? "the fewest plies left at which moves are ordered by value, a number from 0"
                            + " (never) to " + ReversiPatternEvaluator.MAX_VALUE_ORDER_FROM
                    : "the fewest plies left at which the engine's table is used, a number from 1 to "
                            + ReversiPatternEvaluator.MAX_TABLE_FROM) + ", not '" + value + "'");
        }
        try {
            return at == sortAt ? patterns.sortingFrom(plies)
                    : at == valueAt ? patterns.orderingByValueFrom(plies) : patterns.withTableFrom(plies);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("evaluator '" + name + "': " + e.getMessage(), e);
        }
    }

    /**
     * The endgame solver, for positions with at most 16 empty squares (18 on 6 x 6, any on 4 x 4); earlier
     * ones are searched. Scores
     * map disc differences into {@link dev.strategist.core.Score}'s convention as
     * {@link ReversiExactSolver} explains.
     */
    @Override
    public Optional<ExactSolver<ReversiPosition>> exactSolver() {
        return Optional.of(new ReversiExactSolver());
    }

    /**
     * The endgame solver, exact to 16 empty squares and selective from there to {@code reach} on 8 x 8
     * ({@link ReversiSelectiveSolver}: ProbCut in the solver, win or loss first); another reach than level 10's by
     * the setting {@code endgame=N}.
     */
    @Override
    public Optional<ExactSolver<ReversiPosition>> selectiveSolver(int reach) {
        return Optional.of(new ReversiSelectiveSolver(reach));
    }

    /**
     * Level 10's solver under a clock: selective to {@link ReversiSelectiveSolver#DEFAULT_MAX_EMPTIES} empty squares
     * on 8 x 8 (exact on smaller boards), which scored more against Zebra than the exact solver from 16 (decision
     * 0051), and to {@link ReversiSelectiveSolver#LONG_MOVE_MAX_EMPTIES} in a move of
     * {@link ReversiSelectiveSolver#LONG_MOVE_MILLIS} or more, where it keeps the game's value far more often than
     * the search (docs/benchmarks/reversi.md, "Zebra on the judge").
     */
    @Override
    public Optional<ExactSolver<ReversiPosition>> playSolver() {
        return Optional.of(ReversiSelectiveSolver.byTime());
    }

    /**
     * Level 10's evaluator under a clock: the patterns with ProbCut by depth and stage ({@code patterns+mpc}), which
     * scored more against Zebra than the default (decision 0052). On 6 x 6 and 4 x 4 it plays as the default does:
     * every pattern evaluator values those boards by {@link ReversiEvaluator} and cuts nothing there.
     */
    @Override
    public Optional<Evaluator<ReversiPosition>> playEvaluator() {
        // not the default: levels 1 to 9 were tuned with the fail-low cut (decision 0049)
        return Optional.of(ReversiPatternEvaluator.withProbCut());
    }

    /**
     * The book of our engine's long searches of the first moves from the start that ships with the game
     * ({@link ReversiBook}): both colours' first four moves, whatever the opponent played; 8 x 8 only.
     */
    @Override
    public Optional<OpeningBook<ReversiPosition>> openingBook() {
        return ReversiBook.shipped().map(b -> b);
    }

    /**
     * Reads moves from the start ({@code f5 d6 c3}, {@code f5d6c3}, {@code pass} where one is due, or left out), or
     * an {@code .obf} board and side ({@code ---...--- X}; 36 squares on 6 x 6) optionally followed by
     * moves from there. A board of another size than the options' is refused.
     */
    @Override
    public ReversiPosition parsePosition(String text, GameOptions options) {
        ReversiBoard board = board(options);
        if (text == null || !ReversiObf.looksLikeBoard(text)) {
            ReversiPosition p = new ReversiPosition(board);
            ReversiNotation.playMoves(p, text);
            return p;
        }
        int start = text.length() - text.stripLeading().length();
        ReversiBoard given = ReversiObf.boardOf(text, start);
        int written = ReversiObf.tokenLength(text, start);
        if (written == given.count() && given != board) {
            throw new NotationException("the board has " + given.count() + " squares, but the game is " + board
                    + " (" + board.count() + " squares); choose the option " + SIZE + "=" + given.size() + " for it",
                    text, start);
        }
        int sideAt = start + Math.min(written, given.count());
        while (sideAt < text.length() && Character.isWhitespace(text.charAt(sideAt))) {
            sideAt++;
        }
        int headEnd = Math.min(text.length(), sideAt + 1);
        ReversiPosition p = ReversiObf.parse(text.substring(0, headEnd)).position();
        if (p.board() != board) {
            throw new NotationException("the board is " + p.board() + ", but the game is " + board, text, start);
        }
        String rest = text.substring(headEnd);
        try {
            ReversiNotation.playMoves(p, rest);
        } catch (NotationException e) {
            throw new NotationException(e.getMessage().replaceFirst("^character \\d+", "character "
                    + (headEnd + e.index() + 1)), text, e.index() < 0 ? -1 : headEnd + e.index());
        }
        return p;
    }

    @Override
    public String sideName(int side) {
        return ReversiDiagram.sideName(side);
    }

    @Override
    public Optional<BoardDiagram<ReversiPosition>> diagram() {
        return Optional.of(DIAGRAM);
    }
}
