package dev.strategist.games.gomoku;

import dev.strategist.core.BoardDiagram;
import dev.strategist.core.Evaluator;
import dev.strategist.core.Game;
import dev.strategist.core.GameOption;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Notation;
import dev.strategist.core.OpeningBook;
import dev.strategist.core.Opening;
import dev.strategist.core.RecordFormat;
import dev.strategist.core.Score;
import dev.strategist.play.Level;
import dev.strategist.play.TournamentPlayer;
import java.util.List;
import java.util.Optional;

/** Gomoku: five in a row on a 15 x 15 board by default (9..20), black first, freestyle, standard or renju. */
public final class GomokuGame implements Game<GomokuPosition> {
    /** The depths of levels 1 to 9, measured in self-play (see {@link #levelDepth(int)}). */
    private static final int[] LEVEL_DEPTHS = {1, 1, 2, 4, 4, 6, 8, 10, 14};
    /** The node budgets of levels 1 to 9 under those depths, measured in self-play (see {@link #levelNodes(int)}). */
    private static final long[] LEVEL_NODES = {Level.NO_NODE_LIMIT, Level.NO_NODE_LIMIT, Level.NO_NODE_LIMIT, 40_000,
        Level.NO_NODE_LIMIT, Level.NO_NODE_LIMIT, Level.NO_NODE_LIMIT, Level.NO_NODE_LIMIT, Level.NO_NODE_LIMIT};

    private static final GomokuDiagram DIAGRAM = new GomokuDiagram();
    /** The option naming the board side. */
    public static final String SIZE = "size";
    /** The option naming the rule variant. */
    public static final String RULE = "rule";

    private static final GomokuTournamentPlayer PLAYER = new GomokuTournamentPlayer();
    private static final GomokuNotation NOTATION = new GomokuNotation();
    /** The threats of the evaluator's tiers 5 to 8, by tier. */
    private static final String[] THREATS = {"a double three", "a four-three", "an open four", "a five to play"};
    private static final List<GameOption> OPTIONS = List.of(
            GameOption.range(SIZE, "Board size", "board side", 15, GomokuGeometry.MIN_SIZE, GomokuGeometry.MAX_SIZE),
            new GameOption(RULE, "Rule", "freestyle: five or more wins; standard: exactly five; renju: black's double "
                    + "three, double four and overline are forbidden; caro: exactly five with an end open", "freestyle",
                    List.of("freestyle", "standard", "renju", "caro")));

    @Override
    public String name() {
        return "gomoku";
    }

    @Override
    public List<String> aliases() {
        return List.of("five-in-a-row");
    }

    @Override
    public String title() {
        return "Gomoku";
    }

    @Override
    public String description() {
        return "Five in a row on a 15 x 15 board, black first; freestyle, standard (exactly five), renju or caro rules.";
    }

    @Override
    public List<GameOption> options() {
        return OPTIONS;
    }

    @Override
    public GomokuPosition newPosition(GameOptions options) {
        return new GomokuPosition(options.getInt(SIZE), GomokuRule.fromOption(options.get(RULE)));
    }

    /** Games are SGF, {@code GM[4]}. */
    @Override
    public RecordFormat<GomokuPosition> recordFormat() {
        return new GomokuSgf();
    }

    @Override
    public Notation<GomokuPosition> notation() {
        return NOTATION;
    }

    @Override
    public Evaluator<GomokuPosition> evaluator() {
        return new GomokuEvaluator();
    }

    /** The median gap between the default evaluator's best two moves, as the bench's LevelMargins measures it. */
    @Override
    public int typicalMoveGap() {
        // LevelMargins' median over 200 seeded positions (docs/benchmarks/search.md, levels per game)
        return 9;
    }

    /** Levels 1 to 9 search to depths spaced so that each level is a similar step below the next in self-play. */
    @Override
    public int levelDepth(int level) {
        // from level 5 the faces play the tournament player, which always plays its best move, so its levels differ by
        // depth alone, and one ply more was too small a step there: levels 6 to 8 search two plies more each, chosen by
        // the tournament player's self-play Elo of each step (docs/benchmarks/search.md, Gomoku's levels 6 and 7);
        // levels 1 to 4, the engine's in the faces, keep the depths chosen for it (levels' depths per game), levels 1
        // and 2 Level's one ply, where their steps are in range (levels 1 and 2 per game), but level 4, whose depth 3
        // was far below the tournament player at level 5, searches to depth 4 within a node budget (levelNodes);
        // level 9, at Level's depth 12 too small a step above level 8, searches depth 14 within its time (measured in
        // search.md, Othello's level 9 and Gomoku's level 4), and level 10 keeps Level's
        return Level.depthOf(level, LEVEL_DEPTHS);
    }

    /** Level 4, the engine's strongest in the faces, stops at a node budget under its depth 4; no other level does. */
    @Override
    public long levelNodes(int level) {
        // at depth 3 level 4 was close to level 3 and far below the tournament player at level 5, at its whole depth 4
        // the other way round, so a budget puts it between the two, chosen by the self-play Elo of both steps over
        // three seeds (measured in docs/benchmarks/search.md, Othello's level 9 and Gomoku's level 4)
        return Level.nodesOf(level, LEVEL_NODES);
    }

    /** The score read as a 73 % chance to win, fitted on the results of the tournament player's self-play. */
    @Override
    public double winChanceScale() {
        // fitted by WinChanceFit --player=tournament at level 5's depth and time (docs/benchmarks/win-chance.md):
        // from level 5 the page's computer is the tournament player, whose scores nine typical gaps read as surer
        // than its games turned out
        return 123;
    }

    /**
     * Names the evaluator's tiers (see {@link GomokuEvaluator}): a score of 5 to 8 tiers is a threat that the
     * line shapes cannot outweigh (a double three, a four-three, an open four, a five to play), found at the
     * end of the line searched but not proven; others read as numbers, proven wins as "win in n".
     */
    @Override
    public String describeScore(int score) {
        int tiers = (int) ((Math.abs((long) score) + GomokuEvaluator.TIER / 2) / GomokuEvaluator.TIER);
        if (Score.isDecisive(score) || tiers < 5 || tiers > 8) {
            return Score.describe(score);
        }
        String threat = THREATS[tiers - 5];
        if (tiers == 5) {
            return score > 0 ? "strong: " + threat + " ahead" : "weak: " + threat + " against";
        }
        return score > 0 ? "winning: " + threat + " ahead" : "losing: " + threat + " against";
    }

    /** Reads {@code h8 i9}, {@code h8i9} (the opening files' form) or {@code 7,7 8,8}. */
    @Override
    public GomokuPosition parsePosition(String text, GameOptions options) {
        GomokuPosition p = newPosition(options);
        GomokuNotation.playMoves(p, text);
        return p;
    }

    @Override
    public String sideName(int side) {
        return GomokuDiagram.sideName(side);
    }

    @Override
    public Optional<BoardDiagram<GomokuPosition>> diagram() {
        return Optional.of(DIAGRAM);
    }

    /**
     * The book of long searches over the balanced 15 x 15 freestyle openings that ships with the game
     * ({@link GomokuBook}); it answers no position of another size or rule.
     */
    @Override
    public Optional<OpeningBook<GomokuPosition>> openingBook() {
        return GomokuBook.shipped().map(b -> b);
    }

    /** A match starts from the balanced openings: from the empty board the first player wins. */
    @Override
    public Optional<List<Opening<GomokuPosition>>> openings(String set, GameOptions options) {
        return set == null ? Optional.of(GomokuOpenings.balanced(this, options)) : Optional.empty();
    }

    /** Threat searches around the engine, as the Gomocup brain plays. */
    @Override
    public Optional<TournamentPlayer<GomokuPosition>> tournamentPlayer() {
        return Optional.of(PLAYER);
    }
}
