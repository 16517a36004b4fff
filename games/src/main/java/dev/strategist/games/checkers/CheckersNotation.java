package dev.strategist.games.checkers;

import dev.strategist.core.Notation;
import dev.strategist.core.NotationException;
import java.util.ArrayList;
import java.util.List;

/**
 * PDN move text: {@code 11-15} for a step, {@code 22x15x8} for a capture with every landing square
 * (what {@link #format} writes), and the short capture form {@code 22x8} with only the ends, accepted
 * when exactly one capture path fits (otherwise the error names the candidates). Leading zeros are
 * accepted. A step typed while a capture is compulsory is refused with the captures to choose from.
 */
public final class CheckersNotation implements Notation<CheckersPosition> {

    @Override
    public String format(CheckersPosition position, int move) {
        return text(move);
    }

    /** The full text of a move code: {@code 11-15} or {@code 22x15x8}. */
    public static String text(int move) {
        int[] squares = CheckersMove.squares(move);
        if (squares == null) {
            throw new IllegalArgumentException("not a checkers move: " + move);
        }
        StringBuilder sb = new StringBuilder();
        char separator = CheckersMove.isCapture(move) ? 'x' : '-';
        for (int i = 0; i < squares.length; i++) {
            if (i > 0) {
                sb.append(separator);
            }
            sb.append(squares[i] + 1);
        }
        return sb.toString();
    }

    @Override
    public int parse(CheckersPosition position, String text) {
        String raw = text == null ? "" : text;
        String t = raw.strip();
        if (position.isOver()) {
            throw new NotationException("the game is over: " + position.outcome().describe(), raw);
        }
        if (t.isEmpty()) {
            throw new NotationException("no move given; write a move like 11-15 or a capture like 22x15", raw);
        }
        int base = raw.indexOf(t);
        List<Integer> squares = new ArrayList<>();
        char separator = 0;
        int i = 0;
        while (i < t.length()) {
            int j = i;
            while (j < t.length() && t.charAt(j) >= '0' && t.charAt(j) <= '9') {
                j++;
            }
            if (j == i) {
                throw new NotationException("character " + (base + i + 1) + ": expected a square number 1..32, found '"
                        + t.charAt(i) + "'; write a move like 11-15 or 22x15x8", raw, base + i);
            }
            String digits = t.substring(i, j).replaceFirst("^0+(?=\\d)", "");
            int square = digits.length() > 2 ? 99 : Integer.parseInt(digits);
            if (square < 1 || square > 32) {
                throw new NotationException("there is no square " + t.substring(i, j) + "; squares run from 1 to 32",
                        raw, base + i);
            }
            squares.add(square - 1);
            if (j == t.length()) {
                break;
            }
            char c = Character.toLowerCase(t.charAt(j));
            if (c != '-' && c != 'x') {
                throw new NotationException("character " + (base + j + 1) + ": expected '-' or 'x' between squares, found '"
                        + t.charAt(j) + "'", raw, base + j);
            }
            if (separator != 0 && c != separator) {
                throw new NotationException("a move uses '-' (a step) or 'x' (a capture), not both", raw, base + j);
            }
            separator = c;
            i = j + 1;
            if (i == t.length()) {
                throw new NotationException("the move ends with '" + t.charAt(j) + "': a square number must follow", raw,
                        base + j);
            }
        }
        if (squares.size() < 2) {
            throw new NotationException("a move needs two squares at least, like 11-15 or 22x15", raw, base);
        }
        int[] legal = position.legalMoves();
        if (separator == '-' && squares.size() > 2) {
            throw new NotationException("a step goes to a neighbouring square: write a capture with x, like 22x15x8",
                    raw, base);
        }
        List<Integer> candidates = matching(legal, squares, separator == '-');
        if (candidates.size() == 1) {
            return candidates.get(0);
        }
        if (candidates.size() > 1) {
            throw new NotationException("'" + t + "' is ambiguous: write the whole path, one of "
                    + join(candidates), raw, base);
        }
        throw new NotationException(whyNot(position, legal, squares, separator == '-'), raw, base);
    }

    /** The legal moves {@code squares} can mean: every square in order, or start, end and some landings. */
    private static List<Integer> matching(int[] legal, List<Integer> squares, boolean step) {
        List<Integer> exact = new ArrayList<>();
        List<Integer> loose = new ArrayList<>();
        int first = squares.get(0);
        int last = squares.get(squares.size() - 1);
        for (int move : legal) {
            int[] path = CheckersMove.squares(move);
            if (path[0] != first || path[path.length - 1] != last) {
                continue;
            }
            if (step && CheckersMove.isCapture(move)) {
                // "22-15" for a capture: some old texts write captures with a dash
                loose.add(move);
                continue;
            }
            if (!step && !CheckersMove.isCapture(move)) {
                continue;
            }
            if (path.length == squares.size() && sameSquares(path, squares)) {
                exact.add(move);
            } else if (inOrder(path, squares)) {
                loose.add(move);
            }
        }
        if (!exact.isEmpty()) {
            return exact;
        }
        return loose;
    }

    private static boolean sameSquares(int[] path, List<Integer> squares) {
        for (int i = 0; i < path.length; i++) {
            if (path[i] != squares.get(i)) {
                return false;
            }
        }
        return true;
    }

    /** True if the given squares occur in the path in order (start and end already match). */
    private static boolean inOrder(int[] path, List<Integer> squares) {
        int k = 1;
        for (int i = 1; i < path.length - 1 && k < squares.size() - 1; i++) {
            if (path[i] == squares.get(k)) {
                k++;
            }
        }
        return k == squares.size() - 1;
    }

    /** Why no legal move fits: a compulsory capture, no piece there, a blocked or unreachable square. */
    private static String whyNot(CheckersPosition p, int[] legal, List<Integer> squares, boolean step) {
        int from = squares.get(0);
        int to = squares.get(squares.size() - 1);
        int side = p.sideToMove();
        String written = (from + 1) + (step ? "-" : "x") + (to + 1);
        List<Integer> captures = new ArrayList<>();
        List<Integer> capturesHere = new ArrayList<>();
        for (int move : legal) {
            if (CheckersMove.isCapture(move)) {
                captures.add(move);
                if (CheckersMove.from(move) == from) {
                    capturesHere.add(move);
                }
            }
        }
        long fromBit = 1L << from;
        if ((p.pieces(side) & fromBit) == 0) {
            String owner = (p.pieces(1 - side) & fromBit) != 0 ? "holds a " + colour(1 - side) + " piece"
                    : "is empty";
            return "square " + (from + 1) + " " + owner + ": " + colour(side) + " has no piece there"
                    + (captures.isEmpty() ? "" : "; a capture is compulsory: " + join(captures));
        }
        if (step && !captures.isEmpty()) {
            return "a capture is compulsory: " + written + " is not allowed while " + colour(side)
                    + " can capture; play " + join(captures);
        }
        if (!step) {
            if (captures.isEmpty()) {
                return "there is nothing to capture: " + colour(side) + " has no capture here";
            }
            if (capturesHere.isEmpty()) {
                return "the piece on " + (from + 1) + " cannot capture; the captures are " + join(captures);
            }
            return written + " is not a capture of the piece on " + (from + 1) + "; it can play " + join(capturesHere);
        }
        if (((p.pieces(0) | p.pieces(1)) & (1L << to)) != 0) {
            return "square " + (to + 1) + " is occupied";
        }
        boolean neighbour = false;
        for (int d = 0; d < 4; d++) {
            neighbour |= CheckersGeometry.step(d, from) == to;
        }
        if (!neighbour) {
            return "square " + (to + 1) + " is not a diagonal neighbour of " + (from + 1)
                    + "; a piece steps one square diagonally";
        }
        return "a man moves forward only (" + colour(side) + (side == 0 ? " towards 32" : " towards 1")
                + "); only kings move backwards";
    }

    private static String colour(int side) {
        return side == 0 ? "Black" : "White";
    }

    private static String join(List<Integer> moves) {
        List<String> texts = new ArrayList<>();
        for (int m : moves) {
            texts.add(text(m));
        }
        if (texts.size() > 12) {
            int more = texts.size() - 12;
            texts = new ArrayList<>(texts.subList(0, 12));
            texts.add("and " + more + " more");
        }
        return String.join(", ", texts);
    }
}
