package dev.strategist.games.checkers;

import static dev.strategist.games.checkers.CheckersGeometry.JUMP;
import static dev.strategist.games.checkers.CheckersGeometry.STEP;

/**
 * Generates the legal moves of one side from four bitboards: captures only when one exists (compulsory),
 * every jump path separately (no "take the most" rule), a man's capture ending where it is crowned.
 * Which pieces can capture or step is found with whole-board shifts; only the capturing pieces are
 * followed square by square, depth first. Holds the output buffer in fields so the recursion passes
 * only ints and longs: nothing is allocated.
 */
final class CheckersMoveGenerator {
    /**
     * The move buffers' length: more than any position can have, all capture paths counted apart. Proof
     * (worked out by the generator in the tests' {@code CheckersMoveBound}): without a capture, 12 pieces
     * have at most 4 steps each, 48. With one, a piece's jumps keep it in one of four classes of 8 landing
     * squares joined by 9 jumps; a capture chain uses each jump at most once, and the number of chains only
     * grows as jumps are made possible, so the pieces of one class have at most as many chains as they
     * would with an enemy piece on each of its 9 jumped squares: 16 for one king, 17 for any more pieces.
     * Four classes: at most 68 moves. The most found by a search over positions is 42 (twelve kings, no
     * capture) and 34 with a capture; 256 leaves a wide margin, and the generator throws rather than
     * overrun it.
     */
    static final int MAX_MOVES = 256;

    private final int capacity;
    private int[] out;
    private int count;
    private int limit;
    private long theirs;
    private long empty;
    private long crown;

    /** A generator that allows {@link #MAX_MOVES} moves a position. */
    CheckersMoveGenerator() {
        this(MAX_MOVES);
    }

    /** A generator that throws rather than write more than {@code capacity} moves (tests use other sizes). */
    CheckersMoveGenerator(int capacity) {
        this.capacity = capacity;
    }

    /**
     * Writes the moves of side {@code side} with men {@code men}, kings {@code kings} against
     * {@code enemy} into {@code into} from {@code offset}; returns how many.
     */
    int generate(int side, long men, long kings, long enemy, int[] into, int offset) {
        long own = men | kings;
        long free = CheckersGeometry.FULL & ~(own | enemy);
        out = into;
        count = offset;
        limit = offset + capacity;
        int d0 = side == 0 ? CheckersGeometry.DOWN_LEFT : CheckersGeometry.UP_LEFT;
        long jumpers = jumpers(side, men, kings, enemy, free);
        if (jumpers != 0) {
            theirs = enemy;
            crown = CheckersGeometry.crownRow(side);
            while (jumpers != 0) {
                int b = Long.numberOfTrailingZeros(jumpers);
                jumpers &= jumpers - 1;
                empty = free | (1L << b); // the mover's own start square is empty during its chain
                boolean king = (kings & (1L << b)) != 0;
                follow(b, b, king, king ? 0 : d0, king ? 4 : d0 + 2, 0L, 1);
            }
        } else {
            for (int d = 0; d < 4; d++) {
                long movers = (d >> 1) == (side == 0 ? 1 : 0) ? own : kings;
                long can = movers & CheckersGeometry.from(free, d);
                while (can != 0) {
                    int b = Long.numberOfTrailingZeros(can);
                    can &= can - 1;
                    emit(CheckersMove.simple(b, d));
                }
            }
        }
        out = null;
        return count - offset;
    }

    /** The pieces of {@code side} that can jump now. */
    static long jumpers(int side, long men, long kings, long enemy, long free) {
        long result = 0;
        for (int d = 0; d < 4; d++) {
            long movers = (d >> 1) == (side == 0 ? 1 : 0) ? men | kings : kings;
            result |= movers & CheckersGeometry.from(enemy & CheckersGeometry.from(free, d), d);
        }
        return result;
    }

    /** True if {@code side} has any legal move. */
    static boolean hasMove(int side, long men, long kings, long enemy) {
        long free = CheckersGeometry.FULL & ~(men | kings | enemy);
        for (int d = 0; d < 4; d++) {
            long movers = (d >> 1) == (side == 0 ? 1 : 0) ? men | kings : kings;
            long landing = CheckersGeometry.from(free, d);
            if ((movers & (landing | CheckersGeometry.from(enemy & landing, d))) != 0) {
                return true;
            }
        }
        return false;
    }

    /** Continues a capture chain from {@code sq}, trying directions {@code dFrom..dTo-1}. */
    private void follow(int start, int sq, boolean king, int dFrom, int dTo, long captured, int path) {
        boolean continued = false;
        for (int d = dFrom; d < dTo; d++) {
            int land = JUMP[d][sq];
            if (land < 0 || (empty & (1L << land)) == 0) {
                continue;
            }
            long over = 1L << STEP[d][sq];
            if ((theirs & over) == 0 || (captured & over) != 0) {
                continue;
            }
            continued = true;
            int next = (path << 2) | d;
            if (!king && (crown & (1L << land)) != 0) {
                emit(CheckersMove.capture(start, next)); // crowning ends the move
            } else {
                follow(start, land, king, dFrom, dTo, captured | over, next);
            }
        }
        if (!continued && path != 1) {
            emit(CheckersMove.capture(start, path));
        }
    }

    private void emit(int move) {
        if (count == limit) {
            throw new IllegalStateException("more than " + capacity + " legal moves in one position");
        }
        out[count++] = move;
    }
}
