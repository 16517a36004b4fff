package dev.strategist.games.checkers;

import dev.strategist.core.NotationException;

/**
 * PDN FEN for English checkers: {@code B:W18,24,27,K10:B12,16,K22}, the side to move, then each
 * colour's squares with {@code K} before a king; ranges such as {@code 21-32} (also {@code K1-4}), either
 * colour first, an empty list, surrounding spaces and a trailing dot are accepted. Errors name the
 * character (index from 0 in the exception, from 1 in the message).
 */
public final class CheckersFen {
    /** The standard start position. */
    public static final String START = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";

    private CheckersFen() {
    }

    /** True if {@code text} looks like a FEN (a side letter and a colon), rather than moves. */
    public static boolean looksLikeFen(String text) {
        String t = text == null ? "" : text.strip();
        if (t.length() >= 2 && t.charAt(0) == '"') {
            t = t.substring(1);
        }
        return t.length() >= 2 && "BWbw".indexOf(t.charAt(0)) >= 0 && t.charAt(1) == ':';
    }

    /** Sets {@code position} (keeping its draw rules) to the FEN {@code fen}; on error it is not changed. */
    public static void apply(String fen, CheckersPosition position) {
        if (fen == null) {
            throw new NotationException("no FEN given", "");
        }
        long[] sets = new long[4]; // black men, black kings, white men, white kings
        int n = fen.length();
        int i = skipSpaces(fen, 0);
        if (i < n && fen.charAt(i) == '"') {
            i++;
        }
        if (i >= n) {
            throw error("empty FEN; expected e.g. " + START, fen, i);
        }
        int side = sideLetter(fen, i, "the side to move");
        i++;
        boolean[] seen = new boolean[2];
        while (i < n && fen.charAt(i) == ':') {
            i++;
            if (i >= n) {
                throw error("a colour field (W or B) must follow ':'", fen, i);
            }
            int colour = sideLetter(fen, i, "a colour field");
            if (seen[colour]) {
                throw error("the " + name(colour) + " pieces are listed twice", fen, i);
            }
            seen[colour] = true;
            i = readSquares(fen, i + 1, colour, sets);
        }
        int end = skipSpaces(fen, i);
        if (end < n && fen.charAt(end) == '.') {
            end = skipSpaces(fen, end + 1);
        }
        if (end < n && fen.charAt(end) == '"') {
            end = skipSpaces(fen, end + 1);
        }
        if (end < n) {
            throw error("unexpected '" + fen.charAt(end) + "'", fen, end);
        }
        if (!seen[0] || !seen[1]) {
            throw error("the FEN needs a field for each colour, like " + START, fen, -1);
        }
        try {
            position.setBoard(side, sets[0], sets[1], sets[2], sets[3]);
        } catch (IllegalArgumentException e) {
            throw new NotationException(e.getMessage(), fen);
        }
    }

    /** Reads {@code ,}-separated squares or ranges up to the next ':' (or the end); returns where it stopped. */
    private static int readSquares(String fen, int i, int colour, long[] sets) {
        int n = fen.length();
        boolean first = true;
        while (i < n && fen.charAt(i) != ':' && fen.charAt(i) != '.' && fen.charAt(i) != '"'
                && !Character.isWhitespace(fen.charAt(i))) {
            if (!first) {
                if (fen.charAt(i) != ',') {
                    throw error("expected ',' between squares, found '" + fen.charAt(i) + "'", fen, i);
                }
                i++;
            }
            first = false;
            boolean king = i < n && (fen.charAt(i) == 'K' || fen.charAt(i) == 'k');
            if (king) {
                i++;
            }
            int startIndex = i;
            int from = number(fen, i);
            i = endOfNumber(fen, i);
            int to = from;
            if (i < n && fen.charAt(i) == '-') {
                i++;
                to = number(fen, i);
                i = endOfNumber(fen, i);
                if (to < from) {
                    throw error("the range " + from + "-" + to + " runs backwards", fen, startIndex);
                }
            }
            for (int s = from; s <= to; s++) {
                long bit = 1L << (s - 1);
                for (long set : sets) {
                    if ((set & bit) != 0) {
                        throw error("square " + s + " is given twice", fen, startIndex);
                    }
                }
                if (!king && (bit & CheckersGeometry.crownRow(colour)) != 0) {
                    throw error("a " + name(colour) + " man cannot stand on " + s
                            + ", where it would have been crowned (write K" + s + " for a king)", fen, startIndex);
                }
                sets[2 * colour + (king ? 1 : 0)] |= bit;
            }
        }
        return i;
    }

    private static int number(String fen, int i) {
        int n = fen.length();
        int j = i;
        while (j < n && isDigit(fen.charAt(j))) {
            j++;
        }
        if (j == i) {
            throw error(i < n ? "expected a square number 1..32, found '" + fen.charAt(i) + "'"
                    : "expected a square number 1..32 at the end", fen, i);
        }
        if (j - i > 3) {
            throw error("square numbers run from 1 to 32", fen, i);
        }
        int value = Integer.parseInt(fen.substring(i, j));
        if (value < 1 || value > 32) {
            throw error("there is no square " + value + "; squares run from 1 to 32", fen, i);
        }
        return value;
    }

    private static int endOfNumber(String fen, int i) {
        while (i < fen.length() && isDigit(fen.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static int sideLetter(String fen, int i, String what) {
        char c = Character.toUpperCase(fen.charAt(i));
        if (c == 'B') {
            return 0;
        }
        if (c == 'W') {
            return 1;
        }
        throw error(what + " must be B or W, not '" + fen.charAt(i) + "'", fen, i);
    }

    private static int skipSpaces(String s, int i) {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    private static String name(int colour) {
        return colour == 0 ? "Black" : "White";
    }

    private static NotationException error(String message, String fen, int index) {
        String where = index >= 0 ? "FEN character " + (index + 1) + ": " : "FEN: ";
        return new NotationException(where + message, fen, index);
    }

    /** The FEN of {@code p}: side to move, White's then Black's squares, men before kings, ascending. */
    public static String format(CheckersPosition p) {
        StringBuilder sb = new StringBuilder(p.sideToMove() == 0 ? "B" : "W");
        for (int colour = 1; colour >= 0; colour--) {
            sb.append(':').append(colour == 0 ? 'B' : 'W');
            boolean first = true;
            for (int k = 0; k < 2; k++) {
                long set = k == 0 ? p.men(colour) : p.kings(colour);
                for (; set != 0; set &= set - 1) {
                    sb.append(first ? "" : ",").append(k == 1 ? "K" : "").append(Long.numberOfTrailingZeros(set) + 1);
                    first = false;
                }
            }
        }
        return sb.toString();
    }
}
