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
 *                  {@code othello} (black and white discs on green), {@code stones} (a Gomoku board),
 *                  {@code checkers} (light and dark squares, the dark ones numbered 1-32 in reading order) or
 *                  {@code tiles} (each covered cell filled in its side's colour: Domineering's dominoes)
 * @param cells     the piece code of every cell, row by row from the top
 * @param colLabels the labels under the columns, as the notation names them
 * @param rowLabels the labels beside the rows, top row first
 * @param highlight the cells to highlight, such as the winning line (empty while none)
 * @param text      the board as text, for a game without a drawing of its own; null otherwise
 * @param marks     the empty cells a player should see a threat on, each in the threatening side's colour
 *                  (Gomoku's fives and open fours to come); empty where the game marks none
 */
public record Diagram(int rows, int cols, String style, List<String> cells, List<String> colLabels,
                      List<String> rowLabels, List<Integer> highlight, String text, List<Mark> marks) {

    /** Checks the cells fill the grid and the highlighted and marked cells are on it. */
    public Diagram {
        cells = List.copyOf(cells);
        colLabels = List.copyOf(colLabels);
        rowLabels = List.copyOf(rowLabels);
        highlight = List.copyOf(highlight);
        marks = List.copyOf(marks);
        if (cells.size() != rows * cols) {
            throw new IllegalArgumentException(rows + " x " + cols + " grid with " + cells.size() + " cells");
        }
        for (int c : highlight) {
            if (c < 0 || c >= cells.size()) {
                throw new IllegalArgumentException("highlighted cell " + c + " is off the grid");
            }
        }
        for (Mark m : marks) {
            if (m.cell() < 0 || m.cell() >= cells.size()) {
                throw new IllegalArgumentException("marked cell " + m.cell() + " is off the grid");
            }
        }
    }

    /** A board with no threats marked. */
    public Diagram(int rows, int cols, String style, List<String> cells, List<String> colLabels,
                   List<String> rowLabels, List<Integer> highlight, String text) {
        this(rows, cols, style, cells, colLabels, rowLabels, highlight, text, List.of());
    }

    /**
     * A threat on an empty cell, as a player reads the board: what {@code side} would make by playing there.
     *
     * @param cell the empty cell, as {@code cells} counts them
     * @param side the side the threat is for (0 the first player), whose colour it is drawn in
     * @param kind {@link #WINS} or {@link #FORCES}
     */
    public record Mark(int cell, int side, String kind) {
        /** The side wins at once by playing here: the cell the other side must take. */
        public static final String WINS = "wins";
        /** The side makes a win that cannot be stopped by playing here (an open four): the cell to answer. */
        public static final String FORCES = "forces";

        /** Checks the side and kind. */
        public Mark {
            if (side != 0 && side != 1) {
                throw new IllegalArgumentException("side must be 0 or 1, not " + side);
            }
            if (!WINS.equals(kind) && !FORCES.equals(kind)) {
                throw new IllegalArgumentException("kind must be " + WINS + " or " + FORCES + ", not " + kind);
            }
        }
    }

    /** A board shown only as {@code text}. */
    public static Diagram textOnly(String text) {
        return new Diagram(0, 0, "text", List.of(), List.of(), List.of(), List.of(), text);
    }
}
