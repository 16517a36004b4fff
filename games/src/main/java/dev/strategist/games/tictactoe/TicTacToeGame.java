package dev.strategist.games.tictactoe;

import dev.strategist.core.BoardDiagram;
import dev.strategist.core.Evaluator;
import dev.strategist.core.ExactSolver;
import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Notation;
import java.util.List;
import java.util.Optional;

/** Tic-tac-toe: three in a row on a 3 x 3 board, X first. */
public final class TicTacToeGame implements Game<TicTacToePosition> {
    private static final TicTacToeDiagram DIAGRAM = new TicTacToeDiagram();
    private static final TicTacToeNotation NOTATION = new TicTacToeNotation();

    @Override
    public String name() {
        return "tictactoe";
    }

    @Override
    public List<String> aliases() {
        return List.of("ttt", "tic-tac-toe");
    }

    @Override
    public String title() {
        return "Tic-tac-toe";
    }

    @Override
    public String description() {
        return "Three in a row on a 3 x 3 board; X moves first. Solved: perfect play is a draw.";
    }

    @Override
    public TicTacToePosition newPosition(GameOptions options) {
        return new TicTacToePosition();
    }

    @Override
    public Notation<TicTacToePosition> notation() {
        return NOTATION;
    }

    @Override
    public Evaluator<TicTacToePosition> evaluator() {
        return new TicTacToeEvaluator();
    }

    /** Reads a board ({@code X.O/.X./...}, 9 cells of X, O and .) or a list of moves from the start. */
    @Override
    public TicTacToePosition parsePosition(String text, GameOptions options) {
        if (text != null && text.replaceAll("[/\\s]", "").matches("(?i)[xo._-]{9}")) {
            return TicTacToeNotation.parseBoard(text);
        }
        return Game.super.parsePosition(text, options);
    }

    /** The solved table: every position's exact value by look-up. */
    @Override
    public Optional<ExactSolver<TicTacToePosition>> exactSolver() {
        return Optional.of(TicTacToeTable.shared());
    }

    @Override
    public String sideName(int side) {
        return TicTacToeDiagram.sideName(side);
    }

    @Override
    public Optional<BoardDiagram<TicTacToePosition>> diagram() {
        return Optional.of(DIAGRAM);
    }
}
