package dev.strategist.games.checkers;

import java.util.Locale;

/**
 * Which tables a checkers pattern evaluation reads. Every shape reads the nine blocks of {@link CheckersPatterns}
 * for both sides, each from its own view, men and kings alike; the richer ones add the kings' blocks (a square
 * empty, the viewer's king or the other's; no entry while the board has no king) and tables of their own for the
 * side not to move, so a pattern is worth what it is worth with the move or without it. A position's value for the
 * side to move is its entries less the other side's, so a position and its colour-swapped mirror score the same for
 * the mover in every shape.
 */
public enum CheckersPatternShape {
    /** The first generation: one table set for both sides, men and kings alike. */
    BLOCKS(1, false, false),
    /** A table set for the side to move and one for the other. */
    STM(2, false, true),
    /** The blocks plus a table set of the kings' blocks. */
    KINGS(2, true, false),
    /** The blocks and the kings' blocks, each for the side to move and for the other. */
    STM_KINGS(4, true, true);

    private final int tables;
    private final boolean kings;
    private final boolean byMover;
    /** The first table of the side not to move's blocks, and of the kings' blocks, as entry offsets. */
    private final int otherOffset;
    private final int kingOffset;

    CheckersPatternShape(int tables, boolean kings, boolean byMover) {
        this.tables = tables;
        this.kings = kings;
        this.byMover = byMover;
        this.otherOffset = byMover ? (kings ? 2 : 1) * CheckersPatterns.SIZE : 0;
        this.kingOffset = kings ? CheckersPatterns.SIZE : 0;
    }

    /** The shape called {@code name}: blocks, stm, kings or stm+kings. */
    public static CheckersPatternShape of(String name) {
        return valueOf(name.toUpperCase(Locale.ROOT).replace('+', '_'));
    }

    /** Tables of {@link CheckersPatterns#SIZE} entries in one phase's set. */
    public int tables() {
        return tables;
    }

    /** True if the kings have blocks of their own. */
    public boolean kings() {
        return kings;
    }

    /** Entries one side's view touches. */
    public int perSide() {
        return kings ? 2 * CheckersPatterns.BLOCKS : CheckersPatterns.BLOCKS;
    }

    /**
     * True for the entries the evaluation never reads, so a fit keeps them at 0: a kings' block without a king,
     * which stands for every board without kings.
     */
    public boolean unused(int entry) {
        int table = entry / CheckersPatterns.SIZE;
        boolean kingTable = kings && (byMover ? table % 2 == 1 : table == 1);
        return kingTable && entry % CheckersPatterns.CODES == 0;
    }

    /**
     * The entries (into one phase's set) of {@code p}, for the tuner: the side to move's {@link #perSide} first,
     * added, then the other side's, subtracted.
     */
    public void indices(CheckersPosition p, int[] out) {
        int s = p.sideToMove();
        side(p, s, 0, out, 0);
        side(p, 1 - s, otherOffset, out, perSide());
    }

    private void side(CheckersPosition p, int side, int offset, int[] out, int at) {
        long own = CheckersPatterns.view(p.pieces(side), side);
        long other = CheckersPatterns.view(p.pieces(1 - side), side);
        long ownKings = CheckersPatterns.view(p.kings(side), side);
        long otherKings = CheckersPatterns.view(p.kings(1 - side), side);
        for (int b = 0; b < CheckersPatterns.BLOCKS; b++) {
            out[at + b] = offset + b * CheckersPatterns.CODES + CheckersPatterns.code(b, own, other);
            if (kings) {
                out[at + CheckersPatterns.BLOCKS + b] = offset + kingOffset + b * CheckersPatterns.CODES
                        + CheckersPatterns.code(b, ownKings, otherKings);
            }
        }
    }

    /**
     * The value for the side to move in 1/{@link CheckersPatternWeights#UNIT} of a hundredth of a man, the
     * full-board and ending sets blended by the pieces left as {@link CheckersWeights#phase} blends. No allocation.
     */
    int score(CheckersPosition p, short[] full, short[] ending) {
        int s = p.sideToMove();
        long mine = p.pieces(s);
        long theirs = p.pieces(1 - s);
        int span = CheckersFeatures.MAX_PIECES - CheckersWeights.ENDING;
        int phase = Math.max(0, Math.min(span, Long.bitCount(mine | theirs) - CheckersWeights.ENDING));
        int v = blocks(view(mine, s), view(theirs, s), 0, full, ending, phase)
                - blocks(view(theirs, 1 - s), view(mine, 1 - s), otherOffset, full, ending, phase);
        if (kings && (p.kings(0) | p.kings(1)) != 0) { // else every kings' block is empty, its entry 0
            long kMine = p.kings(s);
            long kTheirs = p.kings(1 - s);
            v += blocks(view(kMine, s), view(kTheirs, s), kingOffset, full, ending, phase)
                    - blocks(view(kTheirs, 1 - s), view(kMine, 1 - s), otherOffset + kingOffset, full, ending, phase);
        }
        return v / span;
    }

    private static long view(long bits, int side) {
        return CheckersPatterns.view(bits, side);
    }

    /** One side's nine blocks, each entry blended: {@code phase} parts full board, the rest of the span ending. */
    private static int blocks(long own, long other, int offset, short[] full, short[] ending, int phase) {
        int rest = CheckersFeatures.MAX_PIECES - CheckersWeights.ENDING - phase;
        int v = 0;
        for (int b = 0; b < CheckersPatterns.BLOCKS; b++) {
            int i = offset + b * CheckersPatterns.CODES + CheckersPatterns.code(b, own, other);
            v += full[i] * phase + ending[i] * rest;
        }
        return v;
    }
}
