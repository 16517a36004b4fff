package dev.strategist.bench;

import java.util.ArrayList;
import java.util.List;

/** A Markdown table built row by row, printed with padded columns so it reads as plain text too. */
final class MarkdownTable {
    private final String[] header;
    private final boolean[] rightAligned;
    private final List<String[]> rows = new ArrayList<>();

    /** A table with these column names; a name starting with {@code >} is a right-aligned (numeric) column. */
    MarkdownTable(String... columns) {
        header = new String[columns.length];
        rightAligned = new boolean[columns.length];
        for (int i = 0; i < columns.length; i++) {
            rightAligned[i] = columns[i].startsWith(">");
            header[i] = rightAligned[i] ? columns[i].substring(1) : columns[i];
        }
    }

    /** Adds a row with one cell per column. */
    MarkdownTable row(String... cells) {
        if (cells.length != header.length) {
            throw new IllegalArgumentException("expected " + header.length + " cells, got " + cells.length);
        }
        rows.add(cells.clone());
        return this;
    }

    @Override
    public String toString() {
        int[] widths = new int[header.length];
        for (int i = 0; i < header.length; i++) {
            widths[i] = Math.max(3, header[i].length());
            for (String[] row : rows) {
                widths[i] = Math.max(widths[i], row[i].length());
            }
        }
        StringBuilder sb = new StringBuilder();
        line(sb, header, widths);
        String[] rule = new String[header.length];
        for (int i = 0; i < header.length; i++) {
            rule[i] = "-".repeat(widths[i] - 1) + (rightAligned[i] ? ":" : "-");
        }
        line(sb, rule, widths);
        for (String[] row : rows) {
            line(sb, row, widths);
        }
        return sb.toString();
    }

    private void line(StringBuilder sb, String[] cells, int[] widths) {
        sb.append('|');
        for (int i = 0; i < cells.length; i++) {
            String pad = " ".repeat(widths[i] - cells[i].length());
            sb.append(' ').append(rightAligned[i] ? pad + cells[i] : cells[i] + pad).append(" |");
        }
        sb.append('\n');
    }
}
