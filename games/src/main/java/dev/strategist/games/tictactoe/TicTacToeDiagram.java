package dev.strategist.games.tictactoe;

import dev.strategist.core.BoardDiagram;
import dev.strategist.core.Diagram;
import java.util.ArrayList;
import java.util.List;

/** Tic-tac-toe as its 3 x 3 grid of X and O marks; a move is its cell, and a won line is highlighted. */
public final class TicTacToeDiagram implements BoardDiagram<TicTacToePosition> {

    /** The diagram the game hands out. */
    public TicTacToeDiagram() {
    }

    @Override
    public Diagram draw(TicTacToePosition p) {
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
        return new Diagram(3, 3, "marks", cells, List.of("a", "b", "c"), List.of("1", "2", "3"), line, null);
    }

    @Override
    public int[] cellsOf(TicTacToePosition p, int move) {
        return new int[] {move};
    }

    /** What players call side 0 and side 1 (the game's {@code sideName}). */
    static String sideName(int side) {
        return side == 0 ? "X" : "O";
    }
}
