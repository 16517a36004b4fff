package dev.strategist.app.web;

import dev.strategist.core.Position;
import dev.strategist.games.tictactoe.TicTacToePosition;
import java.util.ArrayList;
import java.util.List;

/** Tic-tac-toe as its 3 x 3 grid of X and O marks; a move is its cell, and a won line is highlighted. */
public final class TicTacToeBoardView implements BoardView {

    /** The view ServiceLoader creates. */
    public TicTacToeBoardView() {
    }

    @Override
    public String game() {
        return "tictactoe";
    }

    @Override
    public Grid grid(Position position) {
        TicTacToePosition p = (TicTacToePosition) position;
        List<String> cells = new ArrayList<>(9);
        for (int i = 0; i < 9; i++) {
            int c = p.cell(i);
            cells.add(c == 0 ? "" : Integer.toString(c - 1));
        }
        List<Integer> line = new ArrayList<>();
        int mask = p.winningLine();
        for (int i = 0; i < 9; i++) {
            if ((mask & (1 << i)) != 0) {
                line.add(i);
            }
        }
        return new Grid(3, 3, "marks", cells, List.of("a", "b", "c"), List.of("1", "2", "3"), line, null);
    }

    @Override
    public int[] cellsOf(Position position, int move) {
        return new int[] {move};
    }

    @Override
    public String sideName(int side) {
        return side == 0 ? "X" : "O";
    }
}
