package dev.strategist.games.connect4;

import dev.strategist.core.Notation;
import dev.strategist.core.NotationException;

/**
 * Moves as column numbers 1..width from the left ({@code 4} is the middle column of the standard board,
 * move 3), and whole games as a string of them, {@code 4453}: the common notation of Connect Four
 * solvers and databases.
 */
public final class Connect4Notation implements Notation<Connect4Position> {

    @Override
    public String format(Connect4Position position, int move) {
        return Integer.toString(move + 1);
    }

    @Override
    public int parse(Connect4Position position, String text) {
        String t = text == null ? "" : text.strip();
        if (position.isOver()) {
            throw new NotationException("the game is over: " + position.outcome().describe(), String.valueOf(text));
        }
        if (t.isEmpty()) {
            throw new NotationException("no move given; " + columns(position), String.valueOf(text));
        }
        int start = text.indexOf(t);
        for (int i = 0; i < t.length(); i++) {
            char ch = t.charAt(i);
            if (ch < '0' || ch > '9') {
                throw new NotationException("character " + (start + i + 1) + ": " + notADigit(position, ch), text,
                        start + i);
            }
        }
        if (t.length() > 1) {
            throw new NotationException("'" + t + "' is more than one column; " + columns(position), text, start);
        }
        String problem = problem(position, t.charAt(0));
        if (problem != null) {
            throw new NotationException(problem, text, start);
        }
        return t.charAt(0) - '1';
    }

    /**
     * Plays a whole game written as column digits ({@code "4453"}, spaces and commas allowed between
     * them) on {@code position}. On bad text nothing is left half-played: the position is restored and a
     * {@link NotationException} names the character (from 1) and why it is wrong.
     */
    static void playMoves(Connect4Position position, String text) {
        if (text == null) {
            return;
        }
        int played = 0;
        try {
            for (int i = 0; i < text.length(); i++) {
                char ch = text.charAt(i);
                if (Character.isWhitespace(ch) || ch == ',') {
                    continue;
                }
                String problem = problem(position, ch);
                if (problem != null) {
                    String where = position.isOver() ? "" : " (move " + (position.ply() + 1) + ")";
                    throw new NotationException("character " + (i + 1) + where + ": " + problem, text, i);
                }
                position.play(ch - '1');
                played++;
            }
        } catch (NotationException e) {
            for (; played > 0; played--) {
                position.undo();
            }
            throw e;
        }
    }

    /** Why the move written {@code ch} cannot be played in {@code position}, or null if it can. */
    private static String problem(Connect4Position position, char ch) {
        if (position.isOver()) {
            return "the game is already over after move " + position.ply() + " ("
                    + position.outcome().describe() + ")";
        }
        if (ch < '0' || ch > '9') {
            return notADigit(position, ch);
        }
        int col = ch - '1';
        if (col < 0 || col >= position.width()) {
            return "there is no column " + ch + "; columns are 1.." + position.width();
        }
        if (!position.canPlay(col)) {
            return "column " + ch + " is full: all " + position.height() + " rows are taken";
        }
        return null;
    }

    private static String notADigit(Connect4Position position, char ch) {
        return "'" + ch + "' is not a digit; " + columns(position);
    }

    private static String columns(Connect4Position position) {
        return "a move is one column number 1.." + position.width();
    }
}
