package dev.strategist.app.cli.render;

import dev.strategist.core.Diagram;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The checkers grid: the dark squares only, and beside them the same squares with the numbers a person
 * types ({@code 11-15}, {@code 22x15}), numbered 1-32 in reading order as the diagram style says; the first
 * side starts at the top.
 */
final class CheckersGridText {
    private CheckersGridText() {
    }

    /** The board, its square numbers, and which letters are whose beside the first and last rows. */
    static List<String> draw(Diagram d, char[] glyphs, boolean[] bracketed, IntFunction<String> sideName) {
        List<String> lines = new ArrayList<>();
        int number = 0;
        for (int row = 0; row < d.rows(); row++) {
            StringBuilder board = new StringBuilder("  ");
            StringBuilder numbers = new StringBuilder();
            for (int col = 0; col < d.cols(); col++) {
                if ((row + col) % 2 == 0) {
                    board.append("  ");
                    numbers.append("   ");
                } else {
                    board.append(glyphs[row * d.cols() + col]).append(' ');
                    numbers.append(String.format("%3d", ++number));
                }
            }
            String line = board + "  " + numbers.toString().stripTrailing();
            if (row == 0) {
                line += "    b B = " + sideName.apply(0) + " man, king (moves down)";
            } else if (row == d.rows() - 1) {
                line += "    w W = " + sideName.apply(1) + " man, king (moves up)";
            }
            lines.add(line);
        }
        return lines;
    }
}
