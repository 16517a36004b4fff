package dev.strategist.app.cli.render;

import dev.strategist.core.Diagram;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The plain grids: labels where the diagram has them, one character a cell (narrow) or three, so that a
 * cell can stand out in brackets (wide and ruled).
 */
final class GridText {
    private GridText() {
    }

    /** Rules between the cells, column labels above, row labels before: a Tic-tac-toe grid. */
    static List<String> ruled(Diagram d, char[] glyphs, boolean[] bracketed, IntFunction<String> sideName) {
        List<String> lines = new ArrayList<>();
        lines.add("   " + String.join("   ", d.colLabels()));
        for (int row = 0; row < d.rows(); row++) {
            if (row > 0) {
                lines.add("  " + String.join("+", Collections.nCopies(d.cols(), "---")));
            }
            StringBuilder line = new StringBuilder(rowLabel(d, row)).append(' ');
            for (int col = 0; col < d.cols(); col++) {
                line.append(col > 0 ? "|" : "").append(wideCell(d, glyphs, bracketed, row, col));
            }
            lines.add(line.toString().stripTrailing());
        }
        return lines;
    }

    /** An upright box with the column labels underneath: the grid discs drop into. */
    static List<String> boxed(Diagram d, char[] glyphs, boolean[] bracketed, IntFunction<String> sideName) {
        List<String> lines = new ArrayList<>();
        for (int row = 0; row < d.rows(); row++) {
            StringBuilder line = new StringBuilder("|");
            for (int col = 0; col < d.cols(); col++) {
                line.append(' ').append(glyphs[row * d.cols() + col]);
            }
            lines.add(line.append(" |").toString());
        }
        lines.add("+" + "-".repeat(2 * d.cols() + 1) + "+");
        lines.add("  " + String.join(" ", d.colLabels()));
        return lines;
    }

    /** One character a cell, labels on all four sides. */
    static List<String> narrow(Diagram d, char[] glyphs, boolean[] bracketed, IntFunction<String> sideName) {
        List<String> lines = new ArrayList<>();
        String letters = "   " + String.join(" ", d.colLabels());
        lines.add(letters);
        for (int row = 0; row < d.rows(); row++) {
            StringBuilder line = new StringBuilder();
            for (int col = 0; col < d.cols(); col++) {
                line.append(col > 0 ? " " : "").append(glyphs[row * d.cols() + col]);
            }
            lines.add(labelled(d, row, line));
        }
        lines.add(letters);
        return lines;
    }

    /** Three characters a cell, so a cell can be bracketed; labels on all four sides. */
    static List<String> wide(Diagram d, char[] glyphs, boolean[] bracketed, IntFunction<String> sideName) {
        List<String> lines = new ArrayList<>();
        StringBuilder letters = new StringBuilder("   ");
        for (String label : d.colLabels()) {
            letters.append(' ').append(label).append(' ');
        }
        lines.add(letters.toString().stripTrailing());
        for (int row = 0; row < d.rows(); row++) {
            StringBuilder line = new StringBuilder();
            for (int col = 0; col < d.cols(); col++) {
                line.append(wideCell(d, glyphs, bracketed, row, col));
            }
            lines.add(labelled(d, row, line));
        }
        lines.add(letters.toString().stripTrailing());
        return lines;
    }

    private static String wideCell(Diagram d, char[] glyphs, boolean[] bracketed, int row, int col) {
        int i = row * d.cols() + col;
        return bracketed[i] ? "[" + glyphs[i] + "]" : " " + glyphs[i] + " ";
    }

    /** A row between its labels, right-aligned before and left-aligned after so the cells line up. */
    private static String labelled(Diagram d, int row, CharSequence cells) {
        String label = rowLabel(d, row);
        return String.format("%2s %s %s", label, cells, label).stripTrailing();
    }

    private static String rowLabel(Diagram d, int row) {
        return row < d.rowLabels().size() ? d.rowLabels().get(row) : "";
    }
}
