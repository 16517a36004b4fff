package dev.strategist.app.cli.render;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Notation;
import dev.strategist.games.tictactoe.TicTacToeGame;
import dev.strategist.games.tictactoe.TicTacToePosition;

/** Tic-tac-toe under another name, which no board renderer knows: stands for a game that lands later. */
public final class UnrenderedGame implements Game<TicTacToePosition> {
    private final TicTacToeGame rules = new TicTacToeGame();

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
    public TicTacToePosition newPosition(GameOptions options) {
        return rules.newPosition(options);
    }

    @Override
    public Notation<TicTacToePosition> notation() {
        return rules.notation();
    }

    @Override
    public Evaluator<TicTacToePosition> evaluator() {
        return rules.evaluator();
    }
}
