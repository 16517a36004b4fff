package dev.strategist.app.cli.render;

import dev.strategist.core.BoardDiagram;
import dev.strategist.core.GameOf;
import dev.strategist.games.tictactoe.TicTacToeGame;
import dev.strategist.games.tictactoe.TicTacToePosition;
import java.util.Optional;

/** Tic-tac-toe under another name, which no board renderer knows: stands for a game that lands later. */
public final class UnrenderedGame extends GameOf<TicTacToePosition> {
    /** Tic-tac-toe without its diagram. */
    public UnrenderedGame() {
        super(new TicTacToeGame());
    }

    @Override
    public String name() {
        return "unrendered";
    }

    @Override
    public String title() {
        return "Unrendered";
    }

    @Override
    public String description() {
        return "Tic-tac-toe without a board drawing of its own.";
    }

    @Override
    public Optional<BoardDiagram<TicTacToePosition>> diagram() {
        return Optional.empty();
    }
}
