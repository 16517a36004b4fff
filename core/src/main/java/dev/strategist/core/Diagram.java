package dev.strategist.core;

import java.util.List;

/**
 * A board as any face may draw it, naming no face (the browser draws it as it is): {@code rows x cols}
 * cells, row by row from the top, each holding a piece code ({@code ""} empty, {@code "0"} a piece of the first side, {@code "1"} of the second; a {@code k}
 * after the side, as in {@code "0k"}, makes the piece a king).
 *
 * @param rows      the number of rows (0 when the board is shown only as {@code text})
 * @param cols      the number of columns
 * @param style     how the board and pieces are drawn: {@code marks} (X and O), {@code discs} (Connect Four),
 *                  {@code othello} (black and white discs on green), {@code stones} (a Gomoku board) or
 *                  {@code checkers} (light and dark squares, the dark ones numbered 1-32 in reading order)
 * @param cells     the piece code of every cell, row by row from the top
 * @param colLabels the labels under the columns, as the notation names them
 * @param rowLabels the labels beside the rows, top row first
 * @param highlight the cells to highlight, such as the winning line (empty while none)
 * @param text      the board as text, for a game without a drawing of its own; null otherwise
 */
public record Diagram(int rows, int cols, String style, List<String> cells, List<String> colLabels,
                      List<String> rowLabels, List<Integer> highlight, String text) {

    /** Checks the cells fill the grid and the highlighted cells are on it. */
    public Diagram {
        cells = List.copyOf(cells);
        colLabels = List.copyOf(colLabels);
        rowLabels = List.copyOf(rowLabels);
        highlight = List.copyOf(highlight);
        if (cells.size() != rows * cols) {
            throw new IllegalArgumentException(rows + " x " + cols + " grid with " + cells.size() + " cells");
        }
        for (int c : highlight) {
            if (c < 0 || c >= cells.size()) {
                throw new IllegalArgumentException("highlighted cell " + c + " is off the grid");
            }
        }
    }

    /** A board shown only as {@code text}. */
    public static Diagram textOnly(String text) {
        return new Diagram(0, 0, "text", List.of(), List.of(), List.of(), List.of(), text);
    }
}
