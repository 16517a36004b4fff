package dev.strategist.games.gomoku;

import dev.strategist.core.NotationException;
import dev.strategist.core.Notation;

/**
 * Moves as a column letter and a row number from 1 ({@code h8}, the centre of 15 x 15; {@code a1} is the
 * Gomocup protocol's {@code 0,0}), or as the protocol's zero-based {@code x,y}. Games are written as
 * moves separated by spaces ({@code h8 i9}) or run together ({@code h8i9j10}), the form of the
 * balanced-opening files.
 */
public final class GomokuNotation implements Notation<GomokuPosition> {

    @Override
    public String format(GomokuPosition position, int move) {
        return name(position.size(), move);
    }

    /** The letter-number name of {@code cell} on a board of side {@code size}. */
    public static String name(int size, int cell) {
        return (char) ('a' + cell % size) + Integer.toString(cell / size + 1);
    }

    /** The protocol text {@code x,y} of {@code cell}. */
    public static String protocol(int size, int cell) {
        return (cell % size) + "," + (cell / size);
    }

    @Override
    public int parse(GomokuPosition position, String text) {
        if (position.isOver()) {
            throw new NotationException("the game is over: " + position.outcome().describe(), String.valueOf(text));
        }
        int cell = cell(position.size(), text);
        String problem = problem(position, cell);
        if (problem != null) {
            throw new NotationException(problem, text);
        }
        return cell;
    }

    /** Why the cell cannot be played now, or null if it can. */
    static String problem(GomokuPosition position, int cell) {
        String name = name(position.size(), cell);
        if (position.stone(cell) != 0) {
            return name + " is taken by " + (position.stone(cell) == 1 ? "black" : "white");
        }
        if (position.rule().hasForbiddenMoves(position.sideToMove())) {
            switch (position.forbiddenKind(cell)) {
                case GomokuPosition.FORBIDDEN_OVERLINE:
                    return name + " is forbidden to black under renju: it makes an overline (six or more)";
                case GomokuPosition.FORBIDDEN_DOUBLE_FOUR:
                    return name + " is forbidden to black under renju: it makes a double four";
                case GomokuPosition.FORBIDDEN_DOUBLE_THREE:
                    return name + " is forbidden to black under renju: it makes a double three";
                default:
                    break;
            }
        }
        return null;
    }

    /**
     * The cell named by {@code text} on a board of side {@code size}, whether it is free or not: {@code h8}
     * or {@code x,y}. Throws a {@link NotationException} for text that names no cell of the board.
     */
    public static int cell(int size, String text) {
        String t = text == null ? "" : text.strip().toLowerCase(java.util.Locale.ROOT);
        String hint = "; a move is a column letter a.." + (char) ('a' + size - 1) + " and a row 1.." + size
                + " (h8), or x,y from 0 (7,7)";
        if (t.isEmpty()) {
            throw new NotationException("no move given" + hint, String.valueOf(text));
        }
        int comma = t.indexOf(',');
        if (comma >= 0) {
            String xs = t.substring(0, comma).strip();
            String ys = t.substring(comma + 1).strip();
            if (!xs.matches("\\d{1,3}") || !ys.matches("\\d{1,3}")) {
                throw new NotationException("'" + text + "' is not a move" + hint, text);
            }
            int x = Integer.parseInt(xs);
            int y = Integer.parseInt(ys);
            if (x >= size || y >= size) {
                throw new NotationException(x + "," + y + " is off the " + size + "x" + size
                        + " board: x and y run from 0 to " + (size - 1), text);
            }
            return y * size + x;
        }
        if (!t.matches("[a-z]\\d{1,3}")) {
            throw new NotationException("'" + text + "' is not a move" + hint, text);
        }
        int x = t.charAt(0) - 'a';
        int row = Integer.parseInt(t.substring(1));
        if (x >= size) {
            throw new NotationException("column " + t.charAt(0) + " is off the " + size + "x" + size
                    + " board: columns run a.." + (char) ('a' + size - 1), text);
        }
        if (row < 1 || row > size) {
            throw new NotationException("row " + row + " is off the " + size + "x" + size + " board: rows run 1.."
                    + size, text);
        }
        return (row - 1) * size + x;
    }

    /**
     * Plays a game written as moves separated by spaces ({@code h8 i9}, {@code 7,7 8,8}) or run together
     * ({@code h8i9j10}) on {@code position}. On bad text nothing is left half-played: the position is
     * restored and the {@link NotationException} names the move (from 1) and why.
     */
    public static void playMoves(GomokuPosition position, String text) {
        if (text == null || text.isBlank()) {
            return;
        }
        GomokuNotation notation = new GomokuNotation();
        int played = 0;
        try {
            int i = 0;
            int n = text.length();
            while (i < n) {
                char c = text.charAt(i);
                if (Character.isWhitespace(c) || c == ';' || (c == ',' && !digitsAround(text, i))) {
                    i++;
                    continue;
                }
                int start = i;
                int end;
                if (Character.isLetter(c)) {
                    end = i + 1;
                    while (end < n && Character.isDigit(text.charAt(end))) {
                        end++;
                    }
                } else {
                    end = i;
                    while (end < n && (Character.isDigit(text.charAt(end))
                            || (text.charAt(end) == ',' && digitsAround(text, end)))) {
                        end++;
                    }
                    if (end == i) {
                        end = i + 1;
                    }
                }
                String token = text.substring(start, end);
                try {
                    position.play(notation.parse(position, token));
                } catch (NotationException e) {
                    throw new NotationException("move " + (position.ply() + 1) + " '" + token + "': " + e.getMessage(),
                            text, start);
                }
                played++;
                i = end;
            }
        } catch (NotationException e) {
            for (; played > 0; played--) {
                position.undo();
            }
            throw e;
        }
    }

    private static boolean digitsAround(String text, int comma) {
        return comma > 0 && comma + 1 < text.length() && Character.isDigit(text.charAt(comma - 1))
                && Character.isDigit(text.charAt(comma + 1));
    }
}
