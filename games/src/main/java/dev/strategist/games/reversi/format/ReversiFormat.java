package dev.strategist.games.reversi.format;

import dev.strategist.core.NotationException;
import dev.strategist.games.reversi.ReversiBitboards;
import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.ReversiNotation;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.sgf.SgfMainLine;
import java.util.List;
import java.util.Locale;

/**
 * Othello games as SGF ({@code GM[2]}, board size 8, 6 or 4). Writing gives one game tree: the root with
 * {@code GM[2]FF[4]SZ[8]}, the players and result when known, and set-up properties ({@code AB},
 * {@code AW}, {@code PL}) when the game did not start from the standard position; then one node per
 * move, {@code B[..]} or {@code W[..]}. Squares are SGF points, two lower-case letters, column then row
 * from the top ({@code fe} is f5, since Othello's row 1 is the top row), counted on the board itself
 * whatever its size; a pass is {@code []}. {@code SZ} must come before the set-up and the moves.
 *
 * <p>Reading takes the main line of the first game tree (the first variation at each branch), accepts
 * points in either form ({@code fe} or {@code f5}, any case) and {@code [tt]}, {@code [pass]} or
 * {@code [PA]} for a pass, ignores properties it does not use (comments, dates, times), and checks every
 * move: an error names the character and why.
 */
public final class ReversiFormat {
    private ReversiFormat() {
    }

    /** The game that led to {@code position}, as SGF; {@code black}, {@code white} may be null. */
    public static String write(ReversiPosition position, String black, String white) {
        ReversiBoard board = position.board();
        StringBuilder sb = new StringBuilder("(;GM[2]FF[4]SZ[" + board.size() + "]");
        if (black != null) {
            sb.append("PB[").append(escape(black)).append(']');
        }
        if (white != null) {
            sb.append("PW[").append(escape(white)).append(']');
        }
        if (position.isOver()) {
            int blackDiff = position.sideToMove() == ReversiPosition.BLACK ? position.finalDiscDifference()
                    : -position.finalDiscDifference();
            sb.append("RE[").append(blackDiff == 0 ? "0" : (blackDiff > 0 ? "B+" : "W+") + Math.abs(blackDiff))
                    .append(']');
        }
        long initialBlack = position.initialDiscs(ReversiPosition.BLACK);
        long initialWhite = position.initialDiscs(ReversiPosition.WHITE);
        if (initialBlack != ReversiBitboards.START_BLACK || initialWhite != ReversiBitboards.START_WHITE
                || position.firstSide() != ReversiPosition.BLACK) {
            sb.append("AB");
            appendPoints(sb, board, initialBlack);
            sb.append("AW");
            appendPoints(sb, board, initialWhite);
            sb.append("PL[").append(position.firstSide() == ReversiPosition.BLACK ? 'B' : 'W').append(']');
        }
        int side = position.firstSide();
        for (int i = 0; i < position.ply(); i++, side ^= 1) {
            int move = position.moveAt(i);
            sb.append(';').append(side == ReversiPosition.BLACK ? 'B' : 'W').append('[');
            if (move != ReversiPosition.PASS) {
                sb.append(point(board, move));
            }
            sb.append(']');
        }
        return sb.append(")\n").toString();
    }

    private static void appendPoints(StringBuilder sb, ReversiBoard board, long discs) {
        if (discs == 0) {
            sb.append("[]");
        }
        for (long d = discs; d != 0; d &= d - 1) {
            sb.append('[').append(point(board, Long.numberOfTrailingZeros(d))).append(']');
        }
    }

    private static String point(ReversiBoard board, int sq) {
        return "" + (char) ('a' + board.column(sq)) + (char) ('a' + board.row(sq));
    }

    private static String escape(String text) {
        return text.replace("\\", "\\\\").replace("]", "\\]");
    }

    /** Reads the main line of the first game in {@code sgf}; see the class comment for what is accepted. */
    public static ReversiPosition read(String sgf) {
        MainLine line = new MainLine(sgf);
        SgfMainLine.walk(sgf, line::property);
        return line.position != null ? line.position : line.start();
    }

    /** The set-up the main line has given so far, then the game played from it. */
    private static final class MainLine {
        private final String sgf;
        private ReversiBoard board = ReversiBoard.EIGHT;
        private long black = ReversiBitboards.START_BLACK;
        private long white = ReversiBitboards.START_WHITE;
        private int toMove = ReversiPosition.BLACK;
        private boolean setUp;
        private ReversiPosition position;

        MainLine(String sgf) {
            this.sgf = sgf;
        }

        ReversiPosition start() {
            return setUp || toMove != ReversiPosition.BLACK ? ReversiPosition.of(board, black, white, toMove)
                    : new ReversiPosition(board);
        }

        void property(String id, List<String> values, int at) {
            if (position == null && (id.equals("AB") || id.equals("AW") || id.equals("AE"))) {
                setUp(id, values, at);
            } else if (position == null && id.equals("PL")) {
                String v = values.get(0).trim().toUpperCase(Locale.ROOT);
                if (!v.equals("B") && !v.equals("W")) {
                    throw new NotationException("PL is B or W, not '" + values.get(0) + "'", sgf, at);
                }
                toMove = v.equals("B") ? ReversiPosition.BLACK : ReversiPosition.WHITE;
            } else if (id.equals("GM") && !values.get(0).trim().equals("2")) {
                throw new NotationException("GM[" + values.get(0) + "] is not Othello (GM[2])", sgf, at);
            } else if (id.equals("SZ")) {
                size(values.get(0).trim(), at);
            } else if (id.equals("B") || id.equals("W")) {
                move(id, values.get(0).trim(), at);
            }
        }

        private void size(String v, int at) {
            if (!v.equals("8") && !v.equals("6") && !v.equals("4")) {
                throw new NotationException("the board is 8 x 8, 6 x 6 or 4 x 4, not SZ[" + v + "]", sgf, at);
            }
            ReversiBoard chosen = ReversiBoard.of(Integer.parseInt(v));
            if (chosen != board && (setUp || position != null)) {
                throw new NotationException("SZ[" + v + "] comes after the set-up or the moves; it must come first",
                        sgf, at);
            }
            board = chosen;
        }

        private void setUp(String id, List<String> values, int at) {
            long squares = 0;
            for (String v : values) {
                if (!v.isEmpty()) {
                    squares |= 1L << square(board, v, sgf, at);
                }
            }
            setUp = true;
            if (id.equals("AB")) {
                black |= squares;
                white &= ~squares;
            } else if (id.equals("AW")) {
                white |= squares;
                black &= ~squares;
            } else {
                black &= ~squares;
                white &= ~squares;
            }
        }

        private void move(String id, String v, int at) {
            if (position == null) {
                position = start();
            }
            int side = id.equals("B") ? ReversiPosition.BLACK : ReversiPosition.WHITE;
            if (side != position.sideToMove()) {
                throw new NotationException("move " + (position.ply() + 1) + " is "
                        + ReversiNotation.side(position.sideToMove()) + "'s, not " + ReversiNotation.side(side)
                        + "'s", sgf, at);
            }
            int move = v.isEmpty() || v.equalsIgnoreCase("tt") || v.equalsIgnoreCase("pass")
                    || v.equalsIgnoreCase("pa") ? ReversiPosition.PASS : square(board, v, sgf, at);
            String problem = ReversiNotation.problem(position, move);
            if (problem != null) {
                throw new NotationException("move " + (position.ply() + 1) + " " + id + "[" + v + "]: "
                        + problem, sgf, at);
            }
            position.play(move);
        }
    }

    /** A square written as an SGF point ({@code fe}) or in Othello notation ({@code f5}). */
    private static int square(ReversiBoard board, String v, String sgf, int at) {
        String t = v.trim().toLowerCase(Locale.ROOT);
        int n = board.size();
        if (t.length() == 2) {
            int col = t.charAt(0) - 'a';
            char r = t.charAt(1);
            int row = r >= 'a' && r < 'a' + n ? r - 'a' : r >= '1' && r < '1' + n ? r - '1' : -1;
            if (col >= 0 && col < n && row >= 0) {
                return board.square(col, row);
            }
        }
        throw new NotationException("'" + v + "' is not a square of the " + board + " board (like "
                + (n == 8 ? "fe or f5" : "cd or c4") + ")", sgf, at);
    }
}
