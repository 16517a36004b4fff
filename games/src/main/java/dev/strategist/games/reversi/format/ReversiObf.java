package dev.strategist.games.reversi.format;

import dev.strategist.core.NotationException;
import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.ReversiNotation;
import dev.strategist.games.reversi.ReversiPosition;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code .obf} ("Othello board file") line: 64 squares a1..h8 ({@code X} Black, {@code O} White,
 * {@code -} empty; also {@code x * b}, {@code o w}, {@code .}), a space, the side to move, then
 * optionally {@code ; move:score} entries, the exact disc difference each move leads to. A board of 36
 * or 16 squares is read the same way as a 6 x 6 or 4 x 4 position (our extension of the format).
 *
 * @param position the position, at ply 0 with the given side to move
 * @param moves the moves of the entries, in file order ({@link ReversiPosition#PASS} for {@code PA})
 * @param scores their scores, same order
 */
public record ReversiObf(ReversiPosition position, int[] moves, int[] scores) {

    /** The best score among the entries: the position's exact value; only when there are entries. */
    public int bestScore() {
        if (scores.length == 0) {
            throw new IllegalStateException("the line gives no scores");
        }
        int best = Integer.MIN_VALUE;
        for (int s : scores) {
            best = Math.max(best, s);
        }
        return best;
    }

    /** True if the line gives scores to check against. */
    public boolean hasScores() {
        return scores.length > 0;
    }

    /**
     * The board line of a position set up with {@code black} and {@code white} discs and {@code side} to
     * move: 64 squares from a1, row 1 first ({@code X} Black, {@code O} White, {@code -} empty), then X or O.
     */
    public static String format(long black, long white, int side) {
        return format(ReversiBoard.EIGHT, black, white, side);
    }

    /** As {@link #format(long, long, int)}, the squares of {@code board} only (36 on 6 x 6). */
    public static String format(ReversiBoard board, long black, long white, int side) {
        int n = board.size();
        StringBuilder sb = new StringBuilder(n * n + 2);
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int sq = board.square(c, r);
                sb.append((black >>> sq & 1) != 0 ? 'X' : (white >>> sq & 1) != 0 ? 'O' : '-');
            }
        }
        return sb.append(' ').append(side == ReversiPosition.BLACK ? 'X' : 'O').toString();
    }

    /**
     * True if the text starts like a board: at least 16 board characters (no move list starts so), whatever
     * follows; the reader then says what is wrong with it, if anything.
     */
    public static boolean looksLikeBoard(String text) {
        String t = text.stripLeading();
        int n = 0;
        while (n < t.length() && owner(t.charAt(n)) >= -1) {
            n++;
        }
        return n >= 16;
    }

    /**
     * The board whose line starts at {@code from}, by its characters up to the first space: 16 or 36 for
     * the smaller boards, 8 x 8 for anything else (whose faults the reader reports).
     */
    public static ReversiBoard boardOf(String text, int from) {
        int n = tokenLength(text, from);
        return n == 16 ? ReversiBoard.FOUR : n == 36 ? ReversiBoard.SIX : ReversiBoard.EIGHT;
    }

    /** How many characters run from {@code from} to the next space or the end. */
    public static int tokenLength(String text, int from) {
        int i = from;
        while (i < text.length() && !Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i - from;
    }

    /**
     * Reads one line. A {@link NotationException} names the character (index from 0) and what is wrong:
     * a short board, an unknown square character, a missing side, a bad entry, an illegal move.
     */
    public static ReversiObf parse(String line) {
        int i = 0;
        while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
            i++;
        }
        int boardStart = i;
        ReversiBoard board = boardOf(line, i);
        int count = board.count();
        long black = 0;
        long white = 0;
        for (int k = 0; k < count; k++, i++) {
            if (i >= line.length() || Character.isWhitespace(line.charAt(i))) {
                throw new NotationException("the board has " + k + " squares, not 64 (a1..h8, row 1 first; "
                        + "36 or 16 for 6 x 6 or 4 x 4)", line, i);
            }
            int sq = board.square(k % board.size(), k / board.size());
            int owner = owner(line.charAt(i));
            if (owner < -1) {
                throw new NotationException("'" + line.charAt(i) + "' is not a square: X (Black), O (White) or - "
                        + "(empty)", line, i);
            }
            if (owner == 0) {
                black |= 1L << sq;
            } else if (owner == 1) {
                white |= 1L << sq;
            }
        }
        if (i < line.length() && !Character.isWhitespace(line.charAt(i))) {
            throw new NotationException("the board is longer than " + count + " squares", line, i);
        }
        while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
            i++;
        }
        if (i >= line.length()) {
            throw new NotationException("the side to move (X or O) is missing after the board", line,
                    boardStart + count);
        }
        int side = owner(line.charAt(i));
        if (side < 0 || (i + 1 < line.length() && !Character.isWhitespace(line.charAt(i + 1))
                && line.charAt(i + 1) != ';')) {
            throw new NotationException("the side to move is X (Black) or O (White)", line, i);
        }
        ReversiPosition position = ReversiPosition.of(board, black, white, side);
        i++;
        List<int[]> entries = readEntries(line, i, position);
        int[] moves = new int[entries.size()];
        int[] scores = new int[entries.size()];
        for (int k = 0; k < moves.length; k++) {
            moves[k] = entries.get(k)[0];
            scores[k] = entries.get(k)[1];
        }
        return new ReversiObf(position, moves, scores);
    }

    private static List<int[]> readEntries(String line, int from, ReversiPosition position) {
        List<int[]> entries = new ArrayList<>();
        int i = from;
        while (i < line.length()) {
            char ch = line.charAt(i);
            if (Character.isWhitespace(ch) || ch == ';') {
                i++;
                continue;
            }
            int end = line.indexOf(';', i);
            if (end < 0) {
                end = line.length();
            }
            String entry = line.substring(i, end).strip();
            int colon = entry.indexOf(':');
            if (colon < 0) {
                throw new NotationException("an entry is move:score, like A2:+38, not '" + entry + "'", line, i);
            }
            int move = ReversiNotation.readMove(position.board(), entry.substring(0, colon).strip());
            if (move < 0) {
                throw new NotationException("'" + entry.substring(0, colon).strip() + "' is not a square "
                        + ReversiNotation.range(position.board()) + " or PA", line, i);
            }
            String problem = ReversiNotation.problem(position, move);
            if (problem != null) {
                throw new NotationException(problem, line, i);
            }
            String score = entry.substring(colon + 1).strip();
            int most = position.board().count();
            if (!score.matches("[-+]?\\d{1,2}")) {
                throw new NotationException("the score '" + score + "' is not a disc difference -" + most + "..+"
                        + most, line, i + colon + 1);
            }
            int value = Integer.parseInt(score);
            if (value < -most || value > most) {
                throw new NotationException("the score " + value + " is outside -" + most + "..+" + most, line,
                        i + colon + 1);
            }
            entries.add(new int[] {move, value});
            i = end;
        }
        return entries;
    }

    /** 0 Black, 1 White, -1 empty, -2 not a board character. */
    private static int owner(char ch) {
        switch (ch) {
            case 'X': case 'x': case '*': case 'b': case 'B':
                return 0;
            case 'O': case 'o': case 'w': case 'W':
                return 1;
            case '-': case '.':
                return -1;
            default:
                return -2;
        }
    }
}
