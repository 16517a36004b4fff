package dev.strategist.games.connect4;

import dev.strategist.core.BoardDiagram;
import dev.strategist.core.Evaluator;
import dev.strategist.core.ExactSolver;
import dev.strategist.core.Game;
import dev.strategist.core.GameOption;
import dev.strategist.core.GameOptions;
import dev.strategist.core.MoveListFormat;
import dev.strategist.core.Notation;
import dev.strategist.core.RecordFormat;
import dev.strategist.play.Level;
import java.util.List;
import java.util.Optional;

/** Connect Four: drop discs into columns, first to four in a row wins; 7 x 6 by default, X first. */
public final class Connect4Game implements Game<Connect4Position> {
    /** The depths of levels 1 to 9, measured in self-play, level 9's Level's (see {@link #levelDepth(int)}). */
    private static final int[] LEVEL_DEPTHS = {1, 1, 1, 3, 5, 7, 8, 8, Level.of(9).maxDepth()};
    /** How many best moves levels 1 to 9 choose among, measured in self-play (see {@link #levelCandidates(int)}). */
    private static final int[] LEVEL_CANDIDATES = {7, 5, 2, 3, 2, 2, 2, 1, Level.of(9).candidates()};
    /** Levels 1 to 9's margins in hundredths of the typical gap, measured in self-play (see {@link #levelMargin}). */
    private static final int[] LEVEL_MARGINS = {6000, 400, 400, 200, 100, 50, 25, 0, Level.of(9).margin()};

    private static final Connect4Diagram DIAGRAM = new Connect4Diagram();
    /** The option naming the number of columns. */
    public static final String WIDTH = "width";
    /** The option naming the number of rows. */
    public static final String HEIGHT = "height";

    private static final Connect4Notation NOTATION = new Connect4Notation();
    private static final List<GameOption> OPTIONS = List.of(
            GameOption.range(WIDTH, "Columns", "columns (width x (height + 1) must be at most 64)", 7, 4, 9),
            GameOption.range(HEIGHT, "Rows", "rows", 6, 4, 8));

    @Override
    public String name() {
        return "connect4";
    }

    @Override
    public List<String> aliases() {
        return List.of("c4", "connectfour", "connect-four");
    }

    @Override
    public String title() {
        return "Connect Four";
    }

    @Override
    public String description() {
        return "Drop discs into a 7 x 6 grid, four in a row wins; X moves first. Solved: the first player wins "
                + "by starting in the middle column.";
    }

    @Override
    public List<GameOption> options() {
        return OPTIONS;
    }

    /** The empty board; sizes whose bitboard does not fit 64 bits (9 x 7, 9 x 8, 8 x 8) are rejected. */
    @Override
    public Connect4Position newPosition(GameOptions options) {
        int width = options.getInt(WIDTH);
        int height = options.getInt(HEIGHT);
        if (!Connect4Geometry.fits(width, height)) {
            throw new IllegalArgumentException(Connect4Geometry.describeMisfit(width, height));
        }
        return new Connect4Position(width, height);
    }

    /** Games are move strings, the columns run together ({@code 4453}) as the reference test sets write them. */
    @Override
    public RecordFormat<Connect4Position> recordFormat() {
        return new MoveListFormat<>(this, true);
    }

    @Override
    public Notation<Connect4Position> notation() {
        return NOTATION;
    }

    @Override
    public Evaluator<Connect4Position> evaluator() {
        return new ThreatEvaluator();
    }

    /** The median gap between the default evaluator's best two moves, as the bench's LevelMargins measures it. */
    @Override
    public int typicalMoveGap() {
        // LevelMargins' median over 200 seeded positions (docs/benchmarks/search.md, levels per game)
        return 22;
    }

    /** Levels 1 to 8 search to depths spaced so that each level is a similar step below the next in self-play. */
    @Override
    public int levelDepth(int level) {
        // a ply changes Connect Four's strength unevenly (a deeper level 8 even lost to level 7), so these depths were
        // chosen by the self-play Elo of each step (docs/benchmarks/search.md, levels' depths per game); levels 1 to 3
        // search one ply and differ by their choice alone (levels 1 and 2 per game), and levels 9 and 10 keep Level's
        return Level.depthOf(level, LEVEL_DEPTHS);
    }

    /** Levels 1 to 3, all at one ply, choose among more or fewer moves than Level's so that each is a similar step. */
    @Override
    public int levelCandidates(int level) {
        // with Level's choice levels 1 to 3 were too close in self-play, and only the number of candidates moved them
        // much (docs/benchmarks/search.md, Connect Four's levels 1 to 3); level 3 among two puts its step to level 4
        // in range too; levels 4 to 9 keep Level's
        return Level.candidatesOf(level, LEVEL_CANDIDATES);
    }

    /** Level 1 may play any move but one that lets the other side win next; the other levels keep Level's margins. */
    @Override
    public int levelMargin(int level) {
        // sixty gaps let level 1 play any move but one that lets the other side win next (which the evaluator scores
        // as decided, far beyond its threat and line scores; no level passes over a win it has found): a hundred gaps
        // played the very same games, and Level's eight left level 1 too close to level 2 (docs/benchmarks/search.md,
        // Connect Four's levels 1 to 3)
        return Level.marginOf(level, LEVEL_MARGINS);
    }

    /** The score read as a 73 % chance to win, fitted on the results of self-play games. */
    @Override
    public double winChanceScale() {
        // fitted by WinChanceFit at level 5's depth (docs/benchmarks/win-chance.md): nine typical gaps read the
        // threat evaluator's scores as far surer than the games turned out
        return 439;
    }

    /** The threat evaluator (the default) and the seed's run count, which it beats. */
    @Override
    public List<Evaluator<Connect4Position>> evaluators() {
        return List.of(new ThreatEvaluator(), new RunCountEvaluator());
    }

    /**
     * Reads a whole game as column digits from the start, {@code 4453} or {@code 4 4 5 3}; the error
     * names the character (from 1; {@link dev.strategist.core.NotationException#index()} from 0) and why.
     */
    @Override
    public Connect4Position parsePosition(String text, GameOptions options) {
        Connect4Position p = newPosition(options);
        Connect4Notation.playMoves(p, text);
        return p;
    }

    /** The perfect solver (with the opening book on 7 x 6): level 10 plays from it. */
    @Override
    public Optional<ExactSolver<Connect4Position>> exactSolver() {
        return Optional.of(new Connect4ExactSolver());
    }

    @Override
    public String sideName(int side) {
        return Connect4Diagram.sideName(side);
    }

    @Override
    public Optional<BoardDiagram<Connect4Position>> diagram() {
        return Optional.of(DIAGRAM);
    }
}
