package dev.strategist.bench;

import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.ReversiNotation;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.reversi.endgame.ReversiEndgameSolver;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One line of {@link ReversiEndChoice}'s key: an Othello position as the moves from the start, its value and every
 * legal move's value, each win, draw or loss for the side to move there (1, 0, -1):
 * {@code f5d6c4...b3 1 h3:0 a5:1 # 26 empties, 27.3 s} (what follows {@code #} is a comment).
 *
 * @param moves      the squares played from the start, run together and in lower case, passes left out: a pass is
 *                   understood wherever the side to move has no square to play (the form of our games' extracts);
 *                   only a pass that was the last move is written, {@code pass}, since nothing after it implies it
 * @param value      the position's value, the best of its moves'
 * @param moveValues each legal move's value by its name ({@code h3}, or {@code pass} when that is the only move), in
 *                   the order of the line
 */
record ReversiEndKey(String moves, int value, Map<String, Integer> moveValues) {
    /** The name a pass has in a key line. */
    static final String PASS = "pass";

    /** Keeps the values in the order given, unchangeable. */
    ReversiEndKey {
        moveValues = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(moveValues));
    }

    /** The position after {@code moves} (squares run together or spaced, passes written or not); bad moves refused. */
    static ReversiPosition position(String moves) {
        ReversiPosition p = new ReversiPosition(ReversiBoard.EIGHT);
        ReversiNotation.playMoves(p, moves);
        if (p.isOver()) {
            throw new IllegalArgumentException("the game is over after these moves: no move to choose");
        }
        return p;
    }

    /**
     * The moves that led to {@code p}, in this record's form: squares in lower case, run together, passes left out but
     * for a last one.
     */
    static String moves(ReversiPosition p) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < p.ply(); i++) {
            int move = p.moveAt(i);
            if (move != ReversiPosition.PASS) {
                sb.append(p.board().name(move));
            }
        }
        return p.ply() > 0 && p.moveAt(p.ply() - 1) == ReversiPosition.PASS ? sb.append(PASS).toString() : sb.toString();
    }

    /** A move's name in a key line: its square, or {@value #PASS}. */
    static String name(ReversiPosition p, int move) {
        return move == ReversiPosition.PASS ? PASS : p.board().name(move);
    }

    /**
     * Solves {@code p} and each of its moves for win, loss or draw with {@code solver}, its table cleared first so
     * that each position costs what it costs alone. The position is solved again last (cheap then, from the table)
     * as a check on the solver: its value must be the best of its moves'.
     */
    static ReversiEndKey solve(ReversiPosition p, ReversiEndgameSolver solver) {
        solver.clearTable();
        Map<String, Integer> values = new LinkedHashMap<>();
        int best = -2;
        for (int move : p.legalMoves()) {
            ReversiPosition child = p.copy();
            child.play(move);
            // a finished game scores its discs; the solver takes a side to move that must pass in its stride
            int v = child.isOver() ? -Integer.signum(child.finalDiscDifference())
                    : -solver.solveWinLossDraw(child.player(), child.opponent());
            values.put(name(p, move), v);
            best = Math.max(best, v);
        }
        int whole = solver.solveWinLossDraw(p.player(), p.opponent());
        if (whole != best) {
            throw new IllegalStateException(moves(p) + ": the solver gives the position " + whole
                    + " but its best move " + best);
        }
        return new ReversiEndKey(moves(p), best, values);
    }

    /** Reads a key line (a {@code #} comment allowed at its end); a malformed one is refused saying why. */
    static ReversiEndKey parse(String line) {
        int hash = line.indexOf('#');
        String[] f = (hash >= 0 ? line.substring(0, hash) : line).strip().split("\\s+");
        if (f.length < 3) {
            throw new IllegalArgumentException("expected MOVES VALUE MOVE:VALUE..., got '" + line.strip() + "'");
        }
        int value = outcome(f[1], line);
        Map<String, Integer> values = new LinkedHashMap<>();
        for (int k = 2; k < f.length; k++) {
            int colon = f[k].indexOf(':');
            if (colon <= 0) {
                throw new IllegalArgumentException("'" + f[k] + "' is not MOVE:VALUE in '" + line.strip() + "'");
            }
            String move = f[k].substring(0, colon).toLowerCase(java.util.Locale.ROOT);
            if (values.put(move, outcome(f[k].substring(colon + 1), line)) != null) {
                throw new IllegalArgumentException("the move " + move + " is given twice in '" + line.strip() + "'");
            }
        }
        return new ReversiEndKey(f[0].toLowerCase(java.util.Locale.ROOT), value, values);
    }

    private static int outcome(String text, String line) {
        return switch (text) {
            case "1", "+1" -> 1;
            case "0" -> 0;
            case "-1" -> -1;
            default -> throw new IllegalArgumentException("a value is 1, 0 or -1 (win, draw, loss), not '" + text
                    + "' in '" + line.strip() + "'");
        };
    }

    /**
     * The position of this line, checked against it: its moves must be the position's legal moves, every one, and
     * the value the best of theirs.
     */
    ReversiPosition check() {
        ReversiPosition p = position(moves);
        Map<String, Integer> legal = new LinkedHashMap<>();
        for (int move : p.legalMoves()) {
            legal.put(name(p, move), 0);
        }
        if (!legal.keySet().equals(moveValues.keySet())) {
            throw new IllegalArgumentException("the key gives the moves " + String.join(" ", moveValues.keySet())
                    + " but the position's legal moves are " + String.join(" ", legal.keySet()));
        }
        int best = moveValues.values().stream().mapToInt(Integer::intValue).max().orElseThrow();
        if (best != value) {
            throw new IllegalArgumentException("the key gives the position " + value + " but its best move " + best);
        }
        return p;
    }

    /** The line for the key file, with {@code comment} after {@code #} unless it is empty; no line end. */
    String line(String comment) {
        StringBuilder sb = new StringBuilder(moves).append(' ').append(value);
        moveValues.forEach((move, v) -> sb.append(' ').append(move).append(':').append(v));
        return comment.isEmpty() ? sb.toString() : sb.append(" # ").append(comment).toString();
    }
}
