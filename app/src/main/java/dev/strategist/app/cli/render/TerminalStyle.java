package dev.strategist.app.cli.render;

import java.util.Locale;

/**
 * How the terminal draws each {@link dev.strategist.core.Diagram} style: the glyphs of the two sides, the
 * grid they sit in, and what it marks. Brackets need a cell three characters wide, so only the wide grids
 * bracket the highlighted cells; a narrow one shows the board as it is.
 */
enum TerminalStyle {
    /** X and O in a ruled grid; the winning line in brackets. */
    MARKS(' ', "XO", GridText::ruled, Marks.HIGHLIGHT),
    /** Discs dropped into an upright box, the column numbers underneath. */
    DISCS('.', "XO", GridText::boxed, Marks.NONE),
    /** Discs with the side to move's landing squares starred, since finding them is the hard part. */
    OTHELLO('.', "XO", GridText::narrow, Marks.LEGAL_MOVES),
    /** Stones on a wide grid, the last one and a winning five in brackets, since a board fills up. */
    STONES('.', "XO", GridText::wide, Marks.HIGHLIGHT_AND_LAST),
    /** Men (b, w) and kings (B, W) on the dark squares, with the square numbers people type beside. */
    CHECKERS('.', "bw", CheckersGridText::draw, Marks.NONE),
    /** A style this terminal does not know: the plainest grid. */
    OTHER('.', "XO", GridText::narrow, Marks.NONE);

    /** Which cells a style marks beyond the pieces. */
    enum Marks { NONE, HIGHLIGHT, HIGHLIGHT_AND_LAST, LEGAL_MOVES }

    private final char empty;
    private final String sides;
    private final GridLayout layout;
    private final Marks marks;

    TerminalStyle(char empty, String sides, GridLayout layout, Marks marks) {
        this.empty = empty;
        this.sides = sides;
        this.layout = layout;
        this.marks = marks;
    }

    /** The terminal style of the diagram style {@code name}. */
    static TerminalStyle of(String name) {
        for (TerminalStyle style : values()) {
            if (style != OTHER && style.name().toLowerCase(Locale.ROOT).equals(name)) {
                return style;
            }
        }
        return OTHER;
    }

    /** The glyph of a diagram piece code: the side's letter, upper case for a king ({@code "0k"}). */
    char glyph(String code) {
        if (code.isEmpty()) {
            return empty;
        }
        char side = sides.charAt(code.charAt(0) - '0');
        return code.endsWith("k") ? Character.toUpperCase(side) : side;
    }

    /** The letter of {@code side}'s pieces. */
    char sideGlyph(int side) {
        return sides.charAt(side);
    }

    GridLayout layout() {
        return layout;
    }

    Marks marks() {
        return marks;
    }

    /** True when the grid names the sides' pieces itself, so the lines under it need not. */
    boolean namesPiecesBeside() {
        return this == CHECKERS;
    }
}
