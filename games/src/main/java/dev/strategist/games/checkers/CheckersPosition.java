package dev.strategist.games.checkers;

import dev.strategist.core.Outcome;
import dev.strategist.core.Position;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * English checkers on four 32-bit bitboards (men and kings of each side; bit {@code b} is PDN square
 * {@code b + 1}). Side 0 is Black, on 1-12 at the start and moving first; side 1 is White. A move is
 * an int as {@link CheckersMove} describes. A side with no legal move loses; with the draw rules on,
 * the game is also over, drawn, when a position occurs for the third time (same side to move) or after
 * a number of moves by each side with no man moved and nothing captured (40 by default).
 *
 * <p>Every ply saves the whole state (two packed words, the hash and the quiet-move count) so undo is
 * a copy back; the history grows as needed, so games of any length can be played and taken back.
 */
public final class CheckersPosition implements Position {
    private static final long[][] ZOBRIST = new long[4][32];
    private static final long SIDE_KEY;

    static {
        SplittableRandom random = new SplittableRandom(0x6368_6563_6B65_7273L);
        for (long[] row : ZOBRIST) {
            for (int b = 0; b < 32; b++) {
                row[b] = random.nextLong();
            }
        }
        SIDE_KEY = random.nextLong();
    }

    private final int repetitions;
    private final int quietPlyLimit;
    private final CheckersMoveGenerator generator = new CheckersMoveGenerator();

    private final long[] men = new long[2];
    private final long[] kings = new long[2];
    private int side;
    private int ply;
    private int quiet;
    private long hash;
    private Outcome outcome = Outcome.NONE;

    /** Per ply: the packed men and kings before the move, the move, the quiet count, the hash at that ply. */
    private long[] savedMen = new long[64];
    private long[] savedKings = new long[64];
    private int[] savedQuiet = new int[64];
    private int[] moves = new int[64];
    private long[] hashes = new long[65];

    /** The start position with the standard draw rules (threefold repetition, 40 moves). */
    public CheckersPosition() {
        this(3, 40);
    }

    /**
     * The start position with the draw rules given: {@code repetitions} occurrences of a position draw
     * (0 turns the rule off), as does {@code quietMoves} moves by each side without a man move or a
     * capture (0 off).
     */
    public CheckersPosition(int repetitions, int quietMoves) {
        if (repetitions < 0 || quietMoves < 0) {
            throw new IllegalArgumentException("draw rule counts cannot be negative");
        }
        this.repetitions = repetitions;
        this.quietPlyLimit = 2 * quietMoves;
        setBoard(0, 0xFFFL, 0, 0xFFFL << 20, 0);
    }

    /** The position of a PDN FEN such as {@code B:W21-32:B1-12}, with the standard draw rules. */
    public static CheckersPosition of(String fen) {
        CheckersPosition p = new CheckersPosition();
        CheckersFen.apply(fen, p);
        return p;
    }

    /**
     * Puts the pieces on the board and forgets the history: ply 0, nothing quiet yet; the outcome is
     * worked out (a side with no move has lost). Square sets must not overlap.
     */
    public void setBoard(int sideToMove, long blackMen, long blackKings, long whiteMen, long whiteKings) {
        long[] sets = {blackMen, blackKings, whiteMen, whiteKings};
        long seen = 0;
        for (long s : sets) {
            if ((s & ~CheckersGeometry.FULL) != 0 || (seen & s) != 0) {
                throw new IllegalArgumentException("pieces must be on distinct squares 1..32");
            }
            seen |= s;
        }
        if (((blackMen & CheckersGeometry.ROW_29_TO_32) | (whiteMen & CheckersGeometry.ROW_1_TO_4)) != 0) {
            throw new IllegalArgumentException("a man cannot stand on its own crowning row");
        }
        men[0] = blackMen;
        kings[0] = blackKings;
        men[1] = whiteMen;
        kings[1] = whiteKings;
        side = sideToMove;
        ply = 0;
        quiet = 0;
        hash = computeHash();
        hashes[0] = hash;
        outcome = CheckersMoveGenerator.hasMove(side, men[side], kings[side], men[1 - side] | kings[1 - side])
                ? Outcome.NONE : Outcome.winFor(1 - side);
    }

    /** The men of {@code side} (0 Black, 1 White). */
    public long men(int side) {
        return men[side];
    }

    /** The kings of {@code side}. */
    public long kings(int side) {
        return kings[side];
    }

    /** Every piece of {@code side}. */
    public long pieces(int side) {
        return men[side] | kings[side];
    }

    /** Moves played in a row with no man moved and nothing captured. */
    public int quietPlies() {
        return quiet;
    }

    /** Positions that draw by repetition (0: the rule is off). */
    public int repetitionLimit() {
        return repetitions;
    }

    /** Moves by each side without a man move or capture that draw (0: the rule is off). */
    public int quietMoveLimit() {
        return quietPlyLimit / 2;
    }

    /** The move played at ply {@code i}, for {@code i < ply()}. */
    public int moveAt(int i) {
        if (i < 0 || i >= ply) {
            throw new IndexOutOfBoundsException("no move " + i + " among " + ply);
        }
        return moves[i];
    }

    /** True if the side to move must capture. */
    public boolean mustCapture() {
        int s = side;
        long enemy = men[1 - s] | kings[1 - s];
        long free = CheckersGeometry.FULL & ~(men[s] | kings[s] | enemy);
        return CheckersMoveGenerator.jumpers(s, men[s], kings[s], enemy, free) != 0;
    }

    /** True if the side that just moved could capture were it its turn again: a threat the side to move faces. */
    public boolean threatensCapture() {
        int s = 1 - side;
        long enemy = men[side] | kings[side];
        long free = CheckersGeometry.FULL & ~(men[s] | kings[s] | enemy);
        return CheckersMoveGenerator.jumpers(s, men[s], kings[s], enemy, free) != 0;
    }

    @Override
    public int sideToMove() {
        return side;
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public int legalMoves(int[] into, int offset) {
        if (outcome != Outcome.NONE) {
            return 0;
        }
        int s = side;
        return generator.generate(s, men[s], kings[s], men[1 - s] | kings[1 - s], into, offset);
    }

    @Override
    public void play(int move) {
        if (ply == moves.length) {
            grow();
        }
        int s = side;
        int o = 1 - s;
        savedMen[ply] = men[0] | (men[1] << 32);
        savedKings[ply] = kings[0] | (kings[1] << 32);
        savedQuiet[ply] = quiet;
        moves[ply] = move;

        int sq = move & 31;
        int from = sq;
        int path = move >>> CheckersMove.PATH_SHIFT;
        int n = (31 - Integer.numberOfLeadingZeros(path)) >> 1;
        long captured = 0;
        if ((move & CheckersMove.CAPTURE) != 0) {
            for (int k = n - 1; k >= 0; k--) {
                int d = (path >>> (2 * k)) & 3;
                captured |= 1L << CheckersGeometry.STEP[d][sq];
                sq = CheckersGeometry.JUMP[d][sq];
            }
        } else {
            sq = CheckersGeometry.STEP[path & 3][sq];
        }
        long fromBit = 1L << from;
        long toBit = 1L << sq;
        long h = hash ^ SIDE_KEY;
        boolean wasMan = (men[s] & fromBit) != 0;
        if (wasMan) {
            men[s] ^= fromBit;
            h ^= ZOBRIST[s][from];
            if ((toBit & CheckersGeometry.crownRow(s)) != 0) {
                kings[s] |= toBit;
                h ^= ZOBRIST[2 + s][sq];
            } else {
                men[s] |= toBit;
                h ^= ZOBRIST[s][sq];
            }
        } else {
            kings[s] = (kings[s] ^ fromBit) | toBit;
            h ^= ZOBRIST[2 + s][from] ^ ZOBRIST[2 + s][sq];
        }
        if (captured != 0) {
            long cm = captured & men[o];
            long ck = captured & kings[o];
            men[o] ^= cm;
            kings[o] ^= ck;
            while (cm != 0) {
                h ^= ZOBRIST[o][Long.numberOfTrailingZeros(cm)];
                cm &= cm - 1;
            }
            while (ck != 0) {
                h ^= ZOBRIST[2 + o][Long.numberOfTrailingZeros(ck)];
                ck &= ck - 1;
            }
        }
        hash = h;
        side = o;
        ply++;
        hashes[ply] = h;
        quiet = wasMan || captured != 0 ? 0 : quiet + 1;
        outcome = judge();
    }

    /** The outcome after a move: a side without moves loses; then the draw rules. */
    private Outcome judge() {
        int s = side;
        if (!CheckersMoveGenerator.hasMove(s, men[s], kings[s], men[1 - s] | kings[1 - s])) {
            return Outcome.winFor(1 - s);
        }
        if (quietPlyLimit > 0 && quiet >= quietPlyLimit) {
            return Outcome.DRAW;
        }
        if (repetitions > 0 && quiet >= 4) {
            int seen = 1;
            long h = hash;
            int oldest = Math.max(0, ply - quiet);
            for (int i = ply - 4; i >= oldest; i -= 2) {
                if (hashes[i] == h && ++seen >= repetitions) {
                    return Outcome.DRAW;
                }
            }
        }
        return Outcome.NONE;
    }

    @Override
    public void undo() {
        int p = --ply;
        long m = savedMen[p];
        long k = savedKings[p];
        men[0] = m & CheckersGeometry.FULL;
        men[1] = m >>> 32;
        kings[0] = k & CheckersGeometry.FULL;
        kings[1] = k >>> 32;
        quiet = savedQuiet[p];
        hash = hashes[p];
        side ^= 1;
        outcome = Outcome.NONE; // the game went on before the last move
    }

    private void grow() {
        int size = moves.length * 2;
        savedMen = Arrays.copyOf(savedMen, size);
        savedKings = Arrays.copyOf(savedKings, size);
        savedQuiet = Arrays.copyOf(savedQuiet, size);
        moves = Arrays.copyOf(moves, size);
        hashes = Arrays.copyOf(hashes, size + 1);
    }

    @Override
    public boolean isOver() {
        return outcome != Outcome.NONE;
    }

    @Override
    public Outcome outcome() {
        return outcome;
    }

    @Override
    public long hash() {
        return hash;
    }

    private long computeHash() {
        long h = side == 1 ? SIDE_KEY : 0;
        long[] sets = {men[0], men[1], kings[0], kings[1]};
        for (int t = 0; t < 4; t++) {
            for (long s = sets[t]; s != 0; s &= s - 1) {
                h ^= ZOBRIST[t][Long.numberOfTrailingZeros(s)];
            }
        }
        return h;
    }

    @Override
    public int maxMoves() {
        return CheckersMoveGenerator.MAX_MOVES;
    }

    @Override
    public CheckersPosition copy() {
        CheckersPosition p = new CheckersPosition(repetitions, quietPlyLimit / 2);
        p.copyFrom(this);
        return p;
    }

    @Override
    public void copyFrom(Position other) {
        CheckersPosition o = (CheckersPosition) other;
        if (o.repetitions != repetitions || o.quietPlyLimit != quietPlyLimit) {
            throw new IllegalArgumentException("cannot copy a position with other draw rules");
        }
        if (moves.length < o.moves.length) {
            savedMen = new long[o.moves.length];
            savedKings = new long[o.moves.length];
            savedQuiet = new int[o.moves.length];
            moves = new int[o.moves.length];
            hashes = new long[o.moves.length + 1];
        }
        System.arraycopy(o.savedMen, 0, savedMen, 0, o.ply);
        System.arraycopy(o.savedKings, 0, savedKings, 0, o.ply);
        System.arraycopy(o.savedQuiet, 0, savedQuiet, 0, o.ply);
        System.arraycopy(o.moves, 0, moves, 0, o.ply);
        System.arraycopy(o.hashes, 0, hashes, 0, o.ply + 1);
        men[0] = o.men[0];
        men[1] = o.men[1];
        kings[0] = o.kings[0];
        kings[1] = o.kings[1];
        side = o.side;
        ply = o.ply;
        quiet = o.quiet;
        hash = o.hash;
        outcome = o.outcome;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof CheckersPosition)) {
            return false;
        }
        CheckersPosition p = (CheckersPosition) o;
        return p.side == side && p.men[0] == men[0] && p.men[1] == men[1] && p.kings[0] == kings[0]
                && p.kings[1] == kings[1];
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash);
    }

    /** The position as a PDN FEN, e.g. {@code B:W21,22,...,32:B1,2,...,12}. */
    @Override
    public String toString() {
        return CheckersFen.format(this);
    }
}
