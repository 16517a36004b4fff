package dev.strategist.games.reversi;

import dev.strategist.core.NotationException;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code .obf} ("Othello board file") line: 64 squares a1..h8 ({@code X} Black, {@code O} White,
 * {@code -} empty; also {@code x * b}, {@code o w}, {@code .}), a space, the side to move, then
 * optionally {@code ; move:score} entries, the exact disc difference each move leads to.
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
        StringBuilder sb = new StringBuilder(66);
        for (int sq = 0; sq < 64; sq++) {
            sb.append((black >>> sq & 1) != 0 ? 'X' : (white >>> sq & 1) != 0 ? 'O' : '-');
        }
        return sb.append(' ').append(side == ReversiPosition.BLACK ? 'X' : 'O').toString();
    }

    /** True if the text starts like a board: 64 board characters. */
    public static boolean looksLikeBoard(String text) {
        String t = text.stripLeading();
        if (t.length() < 64) {
            return false;
        }
        for (int i = 0; i < 64; i++) {
            if (owner(t.charAt(i)) < -1) {
                return false;
            }
        }
        return true;
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
        long black = 0;
        long white = 0;
        for (int sq = 0; sq < 64; sq++, i++) {
            if (i >= line.length() || Character.isWhitespace(line.charAt(i))) {
                throw new NotationException("the board has " + sq + " squares, not 64 (a1..h8, row 1 first)",
                        line, i);
            }
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
            throw new NotationException("the board is longer than 64 squares", line, i);
        }
        while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
            i++;
        }
        if (i >= line.length()) {
            throw new NotationException("the side to move (X or O) is missing after the board", line, boardStart + 64);
        }
        int side = owner(line.charAt(i));
        if (side < 0 || (i + 1 < line.length() && !Character.isWhitespace(line.charAt(i + 1))
                && line.charAt(i + 1) != ';')) {
            throw new NotationException("the side to move is X (Black) or O (White)", line, i);
        }
        ReversiPosition position = ReversiPosition.of(black, white, side);
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
            int move = ReversiNotation.readMove(entry.substring(0, colon).strip());
            if (move < 0) {
                throw new NotationException("'" + entry.substring(0, colon).strip() + "' is not a square a1..h8 "
                        + "or PA", line, i);
            }
            String problem = ReversiNotation.problem(position, move);
            if (problem != null) {
                throw new NotationException(problem, line, i);
            }
            String score = entry.substring(colon + 1).strip();
            if (!score.matches("[-+]?\\d{1,2}")) {
                throw new NotationException("the score '" + score + "' is not a disc difference -64..+64", line,
                        i + colon + 1);
            }
            int value = Integer.parseInt(score);
            if (value < -64 || value > 64) {
                throw new NotationException("the score " + value + " is outside -64..+64", line, i + colon + 1);
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
