package dev.strategist.app.cli.solve;

import dev.strategist.core.NotationException;

/**
 * One input line of {@code strategist solve connect4}: the moves ({@code -} for none: the empty board),
 * where they start in the line, and the expected score if the line has one ({@code moves score}, as in
 * the reference test sets).
 */
record Connect4SolveLine(String moves, int movesAt, Integer expected) {
    /** The moves word that stands for no moves at all. */
    static final String EMPTY_BOARD = "-";

    /** Reads {@code line}; a {@link NotationException} names the character at fault within the line. */
    static Connect4SolveLine parse(String line) {
        int start = skipBlanks(line, 0);
        int end = skipWord(line, start);
        String word = line.substring(start, end);
        String moves = word.equals(EMPTY_BOARD) ? "" : word;
        int scoreStart = skipBlanks(line, end);
        if (scoreStart == line.length()) {
            return new Connect4SolveLine(moves, start, null);
        }
        int scoreEnd = skipWord(line, scoreStart);
        String score = line.substring(scoreStart, scoreEnd);
        if (!score.matches("[-+]?\\d{1,9}")) {
            throw new NotationException("the expected score '" + score + "' is not a whole number", line, scoreStart);
        }
        int extra = skipBlanks(line, scoreEnd);
        if (extra < line.length()) {
            throw new NotationException("unexpected text after the expected score", line, extra);
        }
        return new Connect4SolveLine(moves, start, Integer.valueOf(score));
    }

    private static int skipBlanks(String s, int i) {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    private static int skipWord(String s, int i) {
        while (i < s.length() && !Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }
}
