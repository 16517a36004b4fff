package dev.strategist.core.testgames;

import dev.strategist.core.BoardDiagram;
import dev.strategist.core.Evaluator;
import dev.strategist.core.Game;
import dev.strategist.core.GameOption;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Notation;
import java.util.List;
import java.util.Optional;

/** Domineering, a small game for testing searches; registered only on the test class path. */
public final class DomineeringGame implements Game<DomineeringPosition> {
    private static final DomineeringNotation NOTATION = new DomineeringNotation();
    private static final DomineeringDiagram DIAGRAM = new DomineeringDiagram();
    private static final List<GameOption> OPTIONS = List.of(
            GameOption.range("rows", "Rows", "rows of the board", 5, 2, 8),
            GameOption.range("cols", "Columns", "columns of the board", 5, 2, 8));

    @Override
    public String name() {
        return "domineering";
    }

    @Override
    public String title() {
        return "Domineering";
    }

    @Override
    public String description() {
        return "Place dominoes in turn, the first player vertically, the second horizontally; who cannot move loses.";
    }

    @Override
    public List<GameOption> options() {
        return OPTIONS;
    }

    @Override
    public DomineeringPosition newPosition(GameOptions options) {
        return new DomineeringPosition(options.getInt("rows"), options.getInt("cols"));
    }

    /** The empty {@code rows x cols} board. */
    public DomineeringPosition newPosition(int rows, int cols) {
        return new DomineeringPosition(rows, cols);
    }

    @Override
    public Notation<DomineeringPosition> notation() {
        return NOTATION;
    }

    @Override
    public Evaluator<DomineeringPosition> evaluator() {
        return new DomineeringEvaluator();
    }

    /** The first player's dominoes stand, the second's lie. */
    @Override
    public String sideName(int side) {
        return side == 0 ? "Vertical" : "Horizontal";
    }

    @Override
    public Optional<BoardDiagram<DomineeringPosition>> diagram() {
        return Optional.of(DIAGRAM);
    }
}
