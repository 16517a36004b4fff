package dev.strategist.games.reversi;

import dev.strategist.core.NotationException;
import dev.strategist.games.sgf.SgfMainLine;
import java.util.List;
import java.util.Locale;

/**
 * Othello games as SGF ({@code GM[2]}, board size 8). Writing gives one game tree: the root with
 * {@code GM[2]FF[4]SZ[8]}, the players and result when known, and set-up properties ({@code AB},
 * {@code AW}, {@code PL}) when the game did not start from the standard position; then one node per
 * move, {@code B[..]} or {@code W[..]}. Squares are SGF points, two lower-case letters, column then row
 * from the top ({@code fe} is f5, since Othello's row 1 is the top row); a pass is {@code []}.
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
        StringBuilder sb = new StringBuilder("(;GM[2]FF[4]SZ[8]");
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
            appendPoints(sb, initialBlack);
            sb.append("AW");
            appendPoints(sb, initialWhite);
            sb.append("PL[").append(position.firstSide() == ReversiPosition.BLACK ? 'B' : 'W').append(']');
        }
        int side = position.firstSide();
        for (int i = 0; i < position.ply(); i++, side ^= 1) {
            int move = position.moveAt(i);
            sb.append(';').append(side == ReversiPosition.BLACK ? 'B' : 'W').append('[');
            if (move != ReversiPosition.PASS) {
                sb.append(point(move));
            }
            sb.append(']');
        }
        return sb.append(")\n").toString();
    }

    private static void appendPoints(StringBuilder sb, long discs) {
        if (discs == 0) {
            sb.append("[]");
        }
        for (long d = discs; d != 0; d &= d - 1) {
            sb.append('[').append(point(Long.numberOfTrailingZeros(d))).append(']');
        }
    }

    private static String point(int sq) {
        return "" + (char) ('a' + (sq & 7)) + (char) ('a' + (sq >> 3));
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
        private long black = ReversiBitboards.START_BLACK;
        private long white = ReversiBitboards.START_WHITE;
        private int toMove = ReversiPosition.BLACK;
        private boolean setUp;
        private ReversiPosition position;

        MainLine(String sgf) {
            this.sgf = sgf;
        }

        ReversiPosition start() {
            return setUp || toMove != ReversiPosition.BLACK ? ReversiPosition.of(black, white, toMove)
                    : new ReversiPosition();
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
            } else if (id.equals("SZ") && !values.get(0).trim().equals("8")) {
                throw new NotationException("only the 8 x 8 board is supported, not SZ[" + values.get(0) + "]",
                        sgf, at);
            } else if (id.equals("B") || id.equals("W")) {
                move(id, values.get(0).trim(), at);
            }
        }

        private void setUp(String id, List<String> values, int at) {
            long squares = 0;
            for (String v : values) {
                if (!v.isEmpty()) {
                    squares |= 1L << square(v, sgf, at);
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
                    || v.equalsIgnoreCase("pa") ? ReversiPosition.PASS : square(v, sgf, at);
            String problem = ReversiNotation.problem(position, move);
            if (problem != null) {
                throw new NotationException("move " + (position.ply() + 1) + " " + id + "[" + v + "]: "
                        + problem, sgf, at);
            }
            position.play(move);
        }
    }

    /** A square written as an SGF point ({@code fe}) or in Othello notation ({@code f5}). */
    private static int square(String v, String sgf, int at) {
        String t = v.trim().toLowerCase(Locale.ROOT);
        if (t.length() == 2) {
            int col = t.charAt(0) - 'a';
            char r = t.charAt(1);
            int row = r >= 'a' && r <= 'h' ? r - 'a' : r >= '1' && r <= '8' ? r - '1' : -1;
            if (col >= 0 && col < 8 && row >= 0) {
                return 8 * row + col;
            }
        }
        throw new NotationException("'" + v + "' is not a square of the 8 x 8 board (like fe or f5)", sgf, at);
    }
}
