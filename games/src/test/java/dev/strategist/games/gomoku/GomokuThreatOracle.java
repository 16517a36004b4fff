package dev.strategist.games.gomoku;

/**
 * The textbook threat search, for checking {@link GomokuVct}: a plain array board (freestyle, five or more
 * wins), fives found by counting stones along the lines, no shape tables, no kept cells, and a defender who
 * tries <em>every</em> empty point, not only the replies the fast search thinks can help. The attacker
 * plays threats only: a stone after which it could complete a five, or make two five-points at once, on
 * a line through that stone. Slow (exhaustive over the defender's moves), so for small boards and one or two threats.
 */
final class GomokuThreatOracle {
    private static final int[][] DIRS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    private final int size;
    private final int[] board;
    private long nodes;

    /** The oracle on a copy of {@code p}'s stones. */
    GomokuThreatOracle(GomokuPosition p) {
        this.size = p.size();
        this.board = new int[size * size];
        for (int c = 0; c < board.length; c++) {
            board[c] = p.stone(c);
        }
    }

    /** Positions visited so far. */
    long nodes() {
        return nodes;
    }

    /**
     * True if {@code attacker} (1 black, 2 white), to move, wins with at most {@code threats} threats
     * whatever the defender plays; {@code first} is tried first (NO_MOVE: none), so checking a claimed win
     * is quick when the claim is right.
     */
    boolean attackerWins(int attacker, int threats, int first) {
        nodes++;
        int defender = 3 - attacker;
        if (fivePoints(attacker, 1) > 0) {
            return true;
        }
        int theirs = fivePoints(defender, 2);
        if (theirs >= 2) {
            return false;
        }
        if (theirs == 1) {
            int block = firstFivePoint(defender);
            board[block] = attacker;
            boolean win = defenderLoses(attacker, threats);
            board[block] = 0;
            return win;
        }
        if (threats == 0) {
            return false;
        }
        for (int pass = 0; pass < 2; pass++) {
            for (int c = 0; c < board.length; c++) {
                boolean isFirst = c == first;
                if (board[c] != 0 || (pass == 0) != isFirst) {
                    continue;
                }
                board[c] = attacker;
                boolean win = threatens(attacker, c) && defenderLoses(attacker, threats - 1);
                board[c] = 0;
                if (win) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The defender to move: true if every empty point it may take still loses. */
    private boolean defenderLoses(int attacker, int threats) {
        nodes++;
        int defender = 3 - attacker;
        if (fivePoints(defender, 1) > 0) {
            return false;
        }
        if (fivePoints(attacker, 2) >= 2) {
            return true;
        }
        for (int d = 0; d < board.length; d++) {
            if (board[d] != 0) {
                continue;
            }
            board[d] = defender;
            boolean win = attackerWins(attacker, threats, -1);
            board[d] = 0;
            if (!win) {
                return false;
            }
        }
        return true;
    }

    /**
     * True if {@code side}'s stone on {@code c} threatens: {@code side}, moving next, could complete a five on
     * a line through {@code c}, or make two five-points at once with a stone on such a line. (A threat the
     * stone does not take part in was there before it; leaving those out only narrows the attacker.)
     */
    private boolean threatens(int side, int c) {
        int[] near = lineCells(c);
        for (int f : near) {
            if (f >= 0 && board[f] == 0 && makesFive(side, f)) {
                return true;
            }
        }
        for (int e : near) {
            if (e < 0 || board[e] != 0) {
                continue;
            }
            board[e] = side;
            int five = 0;
            for (int f : lineCells(e)) {
                if (f >= 0 && board[f] == 0 && makesFive(side, f)) {
                    five++;
                }
            }
            board[e] = 0;
            if (five >= 2) {
                return true;
            }
        }
        return false;
    }

    /** The points up to four steps from {@code c} along its four lines (-1 off the board), 32 of them. */
    private int[] lineCells(int c) {
        int[] cells = new int[32];
        int n = 0;
        int x = c % size;
        int y = c / size;
        for (int[] d : DIRS) {
            for (int step = -4; step <= 4; step++) {
                if (step == 0) {
                    continue;
                }
                int cx = x + step * d[0];
                int cy = y + step * d[1];
                cells[n++] = cx >= 0 && cy >= 0 && cx < size && cy < size ? cy * size + cx : -1;
            }
        }
        return cells;
    }

    /** How many empty points would give {@code side} five or more in a row, counting up to {@code enough}. */
    private int fivePoints(int side, int enough) {
        int n = 0;
        for (int c = 0; c < board.length && n < enough; c++) {
            if (board[c] == 0 && makesFive(side, c)) {
                n++;
            }
        }
        return n;
    }

    private int firstFivePoint(int side) {
        for (int c = 0; c < board.length; c++) {
            if (board[c] == 0 && makesFive(side, c)) {
                return c;
            }
        }
        return -1;
    }

    private boolean makesFive(int side, int c) {
        int x = c % size;
        int y = c / size;
        for (int[] d : DIRS) {
            int run = 1 + count(side, x, y, d[0], d[1]) + count(side, x, y, -d[0], -d[1]);
            if (run >= 5) {
                return true;
            }
        }
        return false;
    }

    private int count(int side, int x, int y, int dx, int dy) {
        int n = 0;
        for (int cx = x + dx, cy = y + dy; cx >= 0 && cy >= 0 && cx < size && cy < size
                && board[cy * size + cx] == side; cx += dx, cy += dy) {
            n++;
        }
        return n;
    }
}
