package dev.strategist.games.reversi;

import dev.strategist.core.Notation;
import dev.strategist.core.NotationException;

/**
 * Othello moves as squares {@code a1}..{@code h8} (column letter, row digit, either case; {@code a1}..
 * {@code f6} on 6 x 6) and the pass as {@code pass} ({@code PA} in files, also read). Whole games may run
 * the squares together, as transcripts do: {@code f5d6c3d3c4}.
 */
public final class ReversiNotation implements Notation<ReversiPosition> {
    @Override
    public String format(ReversiPosition position, int move) {
        return move == ReversiPosition.PASS ? "pass" : position.board().name(move);
    }

    /** What a move looks like on {@code board}, for error messages. */
    private static String what(ReversiBoard board) {
        char lastColumn = (char) ('a' + board.size() - 1);
        return "a move is a square " + range(board) + " (column a-" + lastColumn + ", row 1-" + board.size()
                + ") or pass";
    }

    /** The board's squares as a range, like {@code a1..h8}. */
    public static String range(ReversiBoard board) {
        return "a1.." + (char) ('a' + board.size() - 1) + board.size();
    }

    @Override
    public int parse(ReversiPosition position, String text) {
        String t = text == null ? "" : text.strip();
        int start = text == null ? 0 : Math.max(0, text.indexOf(t));
        if (position.isOver()) {
            throw new NotationException("the game is over: " + position.outcome().describe(), String.valueOf(text));
        }
        if (t.isEmpty()) {
            throw new NotationException("no move given; " + what(position.board()), String.valueOf(text));
        }
        int move = readMove(position.board(), t);
        if (move < 0) {
            throw new NotationException("'" + shorten(t) + "' is not a move; " + what(position.board()), text, start);
        }
        String problem = problem(position, move);
        if (problem != null) {
            throw new NotationException(problem, text, start);
        }
        return move;
    }

    /**
     * The move written as {@code t} (a square of {@code board} or a pass, any case) as a frame square or
     * {@link ReversiPosition#PASS}, or -1 if it is neither.
     */
    public static int readMove(ReversiBoard board, String t) {
        if (t.equalsIgnoreCase("pass") || t.equalsIgnoreCase("pa")) {
            return ReversiPosition.PASS;
        }
        if (t.length() != 2) {
            return -1;
        }
        int col = Character.toLowerCase(t.charAt(0)) - 'a';
        int row = t.charAt(1) - '1';
        int n = board.size();
        return col >= 0 && col < n && row >= 0 && row < n ? board.square(col, row) : -1;
    }

    /** Why {@code move} (a square or a pass) cannot be played in {@code position}, or null if it can. */
    public static String problem(ReversiPosition position, int move) {
        if (position.isOver()) {
            return "the game is already over (" + position.outcome().describe() + ")";
        }
        String side = side(position.sideToMove());
        long moves = position.moveMask();
        if (move == ReversiPosition.PASS) {
            return moves == 0 ? null : side + " cannot pass with moves to play: " + list(position.board(), moves);
        }
        if (!position.board().contains(move)) {
            return "square " + move + " is not on the " + position.board() + " board";
        }
        String name = position.board().name(move);
        if (moves == 0) {
            return side + " has no move and must pass";
        }
        int owner = position.square(move);
        if (owner != 0) {
            return name + " is taken by a " + (owner == 1 ? "black" : "white") + " disc";
        }
        if ((moves & (1L << move)) == 0) {
            return name + " turns over no disc; " + side + " can play " + list(position.board(), moves);
        }
        return null;
    }

    /**
     * Plays a whole game on {@code position}: moves separated by spaces or commas, or run together
     * ({@code f5d6c3}). A pass may be written ({@code pass}) or left out: a square where the side to move
     * has no move (and the opponent has one) is played by the opponent after an implied pass. On bad text
     * nothing is left half-played and a {@link NotationException} names the character (from 0 in the
     * exception, from 1 in the message) and why.
     */
    public static void playMoves(ReversiPosition position, String text) {
        if (text == null) {
            return;
        }
        int played = 0;
        try {
            int i = 0;
            while (i < text.length()) {
                char ch = text.charAt(i);
                if (Character.isWhitespace(ch) || ch == ',') {
                    i++;
                    continue;
                }
                int len = tokenLength(text, i);
                String token = text.substring(i, i + len);
                int move = readMove(position.board(), token);
                if (move < 0) {
                    throw new NotationException("character " + (i + 1) + " (move " + (position.ply() + 1) + "): '"
                            + shorten(token) + "' is not a move; " + what(position.board()), text, i);
                }
                // transcripts, ours among them, leave passes out
                String passed = "";
                if (move != ReversiPosition.PASS && position.mustPass()) {
                    passed = ", after " + side(position.sideToMove()) + "'s implied pass";
                    position.play(ReversiPosition.PASS);
                    played++;
                }
                String problem = problem(position, move);
                if (problem != null) {
                    String where = position.isOver() ? "" : " (move " + (position.ply() + 1) + passed + ")";
                    throw new NotationException("character " + (i + 1) + where + ": " + problem, text, i);
                }
                position.play(move);
                played++;
                i += len;
            }
        } catch (NotationException e) {
            for (; played > 0; played--) {
                position.undo();
            }
            throw e;
        }
    }

    /** The length of the move starting at {@code i}: a pass word, else two characters (a square). */
    private static int tokenLength(String text, int i) {
        if (text.regionMatches(true, i, "pass", 0, 4)) {
            return 4;
        }
        if (text.regionMatches(true, i, "pa", 0, 2)) {
            return 2;
        }
        int end = i;
        while (end < text.length() && !Character.isWhitespace(text.charAt(end)) && text.charAt(end) != ','
                && end - i < 2) {
            end++;
        }
        return end - i;
    }

    /** "Black" or "White". */
    public static String side(int side) {
        return side == ReversiPosition.BLACK ? "Black" : "White";
    }

    /** The squares of {@code moves} in order, like {@code c4 d3 e6 f5}. */
    static String list(ReversiBoard board, long moves) {
        StringBuilder sb = new StringBuilder();
        for (long m = moves; m != 0; m &= m - 1) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(board.name(Long.numberOfTrailingZeros(m)));
        }
        return sb.toString();
    }

    private static String shorten(String t) {
        return t.length() <= 20 ? t : t.substring(0, 17) + "...";
    }
}
