package dev.strategist.games.gomoku;

import dev.strategist.core.Outcome;
import dev.strategist.core.Position;
import java.util.SplittableRandom;

/**
 * A Gomoku board of {@code size x size} intersections, black (the first player) to move first. A move is
 * the cell index {@code y * size + x}. Besides the stones it keeps, incrementally as stones come and go,
 * the shape each side would make on every empty cell along each of the four lines
 * ({@link GomokuShapes}), what those shapes make together ({@link GomokuCombo}), how many empty cells
 * carry each shape and combination, and how many stones lie within two steps of each cell: the
 * evaluation, move ordering, candidate moves and threat search read them without rescanning the board.
 *
 * <p>{@link #legalMoves} lists every empty cell (minus black's forbidden ones under renju), as the
 * rules say; the moves worth searching are the evaluator's ({@link GomokuEvaluator#searchMoves}), whose
 * width is a setting of the player that searches, not of the board it searches.
 */
public final class GomokuPosition implements Position {
    private static final long[][] ZOBRIST = new long[2][GomokuGeometry.MAX_SIZE * GomokuGeometry.MAX_SIZE];

    static {
        SplittableRandom random = new SplittableRandom(0x60D0C0L);
        for (long[] side : ZOBRIST) {
            for (int i = 0; i < side.length; i++) {
                side[i] = random.nextLong();
            }
        }
    }

    private final GomokuGeometry geometry;
    private final GomokuRule rule;
    private final int size;
    private final int cells;
    private final byte[][] tables = new byte[2][];
    private final byte[] board;
    private final int[] history;
    private final int[][] keys = new int[2][];
    private final byte[][] shapes = new byte[2][];
    /**
     * Each side's combination on each cell, with {@link GomokuCombo#FOUR_LINE} if some line is a four and
     * {@link GomokuCombo#PLUS} if a second line builds on; readers mask both off but where they need them.
     */
    private final byte[][] combos = new byte[2][];
    private static final int COMBO_MASK = GomokuCombo.FOUR_LINE - 1;
    private static final int PLUS_SHIFT = Integer.numberOfTrailingZeros(GomokuCombo.PLUS);
    /**
     * Each side's four shapes of each cell packed in one int: the low bits are the decimal number
     * {@code s0 s1 s2 s3} that indexes {@link GomokuCombo}'s table, the high bits their sum that orders
     * candidates; both are sums, so a change of one shape is one addition ({@link #PACK_STEP}).
     */
    private final int[][] packed = new int[2][];
    private static final int PACK_SHIFT = 14;
    private static final int PACK_MASK = (1 << PACK_SHIFT) - 1;
    private static final int[] PACK_STEP = {(1 << PACK_SHIFT) + 1000, (1 << PACK_SHIFT) + 100,
        (1 << PACK_SHIFT) + 10, (1 << PACK_SHIFT) + 1};
    /**
     * Every count in one array, so that a stone saves them all with one copy and taking it away restores
     * them with one: each side's (empty cell, direction) pairs by line shape from {@link #SHAPES_AT}, its
     * empty cells by combination from {@link #COMBOS_AT}, and by combination among those with
     * {@link GomokuCombo#PLUS} from {@link #PLUS_AT}, the side's block {@code side} times its length on.
     */
    private final int[] counts = new int[COUNTS];
    private static final int SHAPES_AT = 0;
    private static final int COMBOS_AT = 2 * GomokuShapes.COUNT;
    private static final int PLUS_AT = COMBOS_AT + 2 * GomokuCombo.COUNT;
    private static final int COUNTS = PLUS_AT + 2 * GomokuCombo.COUNT;
    /** The words of the four cell sets ({@link #fours}, {@link #threes}), saved and restored likewise. */
    private final long[] setWords;
    /** The counts and set words as they were before each stone on the board, {@link #frames}' companions. */
    private final int[] savedCounts;
    private final long[] savedWords;
    private final int[] nearCount;
    private final long[] widthKeys;
    private final int[] scratchCells;
    /** Each side's offset into {@link GomokuCombo}'s table (renju's black has its own half). */
    private final int[] comboOffsets = new int[2];
    /**
     * Each side's four cells (empty cells where it makes a four or a five on some line) and three cells
     * (where it makes an open three, or two, and no four), kept as stones come and go: the threat
     * searches and forced replies walk these few cells instead of the board.
     */
    private final GomokuCellSet[] fours = new GomokuCellSet[2];
    private final GomokuCellSet[] threes = new GomokuCellSet[2];
    /**
     * The first digit of a line key that play and undo keep up to date: 1 when both sides win with five
     * or more (their tables never read the cells five steps away, see {@link GomokuShapes#reach}), else 0.
     */
    private final int reach;
    /**
     * What a stone adds to a line key by the digit it is at: the powers of three of the full ten-digit keys,
     * or of the eight-digit ones ({@link GomokuShapes#nearKey}) when {@link #reach} leaves out the far ends.
     */
    private final int[] digitWeights = new int[10];
    /**
     * What each stone put changed, so taking it away restores instead of recomputing: a shape entry is
     * {@code at << SHAPE_AT_SHIFT | WHITE_ENTRY? | old shape} ({@code at = cell * 4 + direction}), a
     * combination entry is negative ({@link #COMBO_ENTRY}) with the side, the cell and the old stored byte.
     * {@link #frames} holds where each stone's entries begin.
     */
    private final int[] journal;
    private final int[] frames;
    private int journalTop;
    private int frameCount;
    /** At most this many entries a stone: 88 shapes (11 cells, 4 lines, 2 sides) and 82 combinations. */
    private static final int JOURNAL_PER_STONE = 176;
    private static final int SHAPE_AT_SHIFT = 5;
    private static final int WHITE_ENTRY = 16;
    private static final int SHAPE_MASK = 15;
    private static final int COMBO_ENTRY = Integer.MIN_VALUE;
    private static final int COMBO_SIDE_SHIFT = 8;
    private static final int COMBO_CELL_SHIFT = 9;
    private static final int CELL_MASK = 0xFFFF;
    /**
     * The cell table an evaluation reads ({@link #cellTableScore}), or null for none: while it is set, each colour's
     * sum of its entries over the empty cells is kept by play and undo, and saved before each stone as the counts are.
     */
    private long[] cellTable;
    private long cellSumBlack;
    private long cellSumWhite;
    private final long[] savedTable;
    /** The first frame whose saved table sums are the current table's: those below were saved before it was set. */
    private int tableFrom;
    private int ply;
    private long hash;
    /** The first player's stones alone; the second's are {@code hash ^ firstHash} ({@link #sideHash}). */
    private long firstHash;
    private Outcome outcome = Outcome.NONE;

    /** The empty 15 x 15 freestyle board. */
    public GomokuPosition() {
        this(15, GomokuRule.FREESTYLE);
    }

    /** The empty {@code size x size} board (9..20) under {@code rule}. */
    public GomokuPosition(int size, GomokuRule rule) {
        this.geometry = GomokuGeometry.of(size);
        this.rule = rule;
        this.size = size;
        this.cells = size * size;
        this.board = new byte[cells];
        this.history = new int[cells];
        this.nearCount = new int[cells];
        this.widthKeys = new long[cells];
        this.scratchCells = new int[2 * cells];
        this.journal = new int[(cells + 1) * JOURNAL_PER_STONE];
        this.frames = new int[cells + 1];
        int words = GomokuCellSet.words(cells);
        this.setWords = new long[4 * words];
        this.savedCounts = new int[(cells + 1) * COUNTS];
        this.savedWords = new long[(cells + 1) * setWords.length];
        this.savedTable = new long[2 * (cells + 1)];
        this.reach = GomokuShapes.reach(rule);
        for (int digit = reach; digit <= 9 - reach; digit++) {
            digitWeights[digit] = GomokuShapes.POW3[9 - reach - digit];
        }
        for (int p = 0; p < 2; p++) {
            tables[p] = reach == 1 ? GomokuShapes.nearTable(GomokuShapes.table(rule, p)) : GomokuShapes.table(rule, p);
            comboOffsets[p] = GomokuCombo.tableOffset(rule.hasForbiddenMoves(p));
            fours[p] = new GomokuCellSet(setWords, 2 * p * words, cells);
            threes[p] = new GomokuCellSet(setWords, (2 * p + 1) * words, cells);
            keys[p] = geometry.emptyKeys.clone();
            if (reach == 1) {
                for (int i = 0; i < keys[p].length; i++) {
                    keys[p][i] = GomokuShapes.nearKey(keys[p][i]);
                }
            }
            shapes[p] = new byte[cells * 4];
            combos[p] = new byte[cells];
            packed[p] = new int[cells];
            counts[SHAPES_AT + p * GomokuShapes.COUNT + GomokuShapes.NONE] = cells * 4;
            counts[COMBOS_AT + p * GomokuCombo.COUNT + GomokuCombo.NONE] = cells;
        }
        for (int c = 0; c < cells; c++) {
            for (int d = 0; d < 4; d++) {
                refreshShape(c, d);
            }
            refreshCombo(c);
        }
        journalTop = 0; // the empty board is where every game starts, not a change to take back
    }

    /** The position after {@code moves} in the notation of {@link GomokuNotation} ({@code "h8 i9"} or {@code "h8i9"}). */
    public static GomokuPosition of(int size, GomokuRule rule, String moves) {
        GomokuPosition p = new GomokuPosition(size, rule);
        GomokuNotation.playMoves(p, moves);
        return p;
    }

    /** The board side. */
    public int size() {
        return size;
    }

    /** The rule variant. */
    public GomokuRule rule() {
        return rule;
    }

    /** The shared geometry of this board size. */
    public GomokuGeometry geometry() {
        return geometry;
    }

    /** The stone on a cell: 0 empty, 1 black (first player), 2 white. */
    public int stone(int cell) {
        return board[cell];
    }

    /** The stone at column {@code x}, row {@code y} (both from 0). */
    public int stone(int x, int y) {
        return board[y * size + x];
    }

    /** The move played at ply {@code i} (from 0). */
    public int moveAt(int i) {
        if (i < 0 || i >= ply) {
            throw new IndexOutOfBoundsException("no move " + i + " in a game of " + ply + " moves");
        }
        return history[i];
    }

    /** The move before the last (the side to move's own last stone), or {@link #NO_MOVE} before two moves. */
    int moveBeforeLast() {
        return ply < 2 ? NO_MOVE : history[ply - 2];
    }

    /** The last move played, or {@link #NO_MOVE} at the start. */
    public int lastMove() {
        return ply == 0 ? NO_MOVE : history[ply - 1];
    }

    /** The shape {@code side} would make by playing the empty {@code cell}, along direction {@code dir} (0..3). */
    public int shape(int side, int cell, int dir) {
        return shapes[side][cell * 4 + dir];
    }

    /** What {@code side} would make by playing the empty {@code cell}, all lines together ({@link GomokuCombo}). */
    public int combo(int side, int cell) {
        return combos[side][cell] & COMBO_MASK;
    }

    /** True if {@code side}'s combination on the empty {@code cell} has a second line that builds on. */
    boolean builds(int side, int cell) {
        return (combos[side][cell] & GomokuCombo.PLUS) != 0;
    }

    /**
     * {@code side}'s four line shapes on {@code cell} as the decimal number {@code s0 s1 s2 s3} (0 on a
     * stone), the index of tables by all four shapes ({@link GomokuCombo}, {@link GomokuMoveValues}).
     */
    int shapeIndex(int side, int cell) {
        return packed[side][cell] & PACK_MASK;
    }

    /** The sum of {@code side}'s four line shapes on {@code cell} (0 on a stone): a quick measure for ordering. */
    int shapeSum(int side, int cell) {
        return packed[side][cell] >>> PACK_SHIFT;
    }

    /** How many empty cells would give {@code side} the combination {@code combo}. */
    public int comboCount(int side, int combo) {
        return counts[COMBOS_AT + side * GomokuCombo.COUNT + combo];
    }

    /**
     * How many empty cells would give {@code side} the combination {@code combo} with a second line that
     * builds on ({@link GomokuCombo#plus}): a subset of {@link #comboCount}'s cells.
     */
    public int plusCount(int side, int combo) {
        return counts[PLUS_AT + side * GomokuCombo.COUNT + combo];
    }

    /** How many (empty cell, direction) pairs would give {@code side} the line shape {@code shape}. */
    public int shapeCount(int side, int shape) {
        return counts[SHAPES_AT + side * GomokuShapes.COUNT + shape];
    }

    /** The number of stones at most two steps from {@code cell}. */
    public int nearStones(int cell) {
        return nearCount[cell];
    }

    /** The best line shape {@code side} would make on the empty {@code cell}, over the four directions. */
    public int bestShape(int side, int cell) {
        byte[] s = shapes[side];
        int i = cell * 4;
        return Math.max(Math.max(s[i], s[i + 1]), Math.max(s[i + 2], s[i + 3]));
    }

    /** True if {@code side} would make a four (or a five) on the empty {@code cell} in some direction. */
    boolean isFourOrFive(int side, int cell) {
        byte[] s = shapes[side];
        for (int i = cell * 4; i < cell * 4 + 4; i++) {
            if (s[i] >= GomokuShapes.FOUR && s[i] <= GomokuShapes.FIVE) {
                return true;
            }
        }
        return false;
    }

    /** How many empty cells would give {@code side} a four or a five (the cells of {@link #fourCells}). */
    public int fourCellCount(int side) {
        return fours[side].size();
    }

    /**
     * Writes the empty cells where {@code side} would make a four or a five on some line (as
     * {@link #isFourOrFive}) at {@code into[offset...]}, in increasing cell order, and returns how many:
     * read from the kept set, not the board, so it costs about as much as there are such cells.
     */
    public int fourCells(int side, int[] into, int offset) {
        return fours[side].write(into, offset);
    }

    /**
     * Writes the empty cells where {@code side} would make an open three or a double three and no four
     * ({@link #combo} {@link GomokuCombo#OPEN_THREE} or {@link GomokuCombo#DOUBLE_THREE}) at
     * {@code into[offset...]}, in increasing cell order, and returns how many.
     */
    public int threeCells(int side, int[] into, int offset) {
        return threes[side].write(into, offset);
    }

    /** The lowest empty cell other than {@code not} where {@code side} completes a five, or -1: from the four cells. */
    public int fiveCell(int side, int not) {
        GomokuCellSet set = fours[side];
        byte[] combo = combos[side];
        for (int c = set.next(-1); c >= 0; c = set.next(c)) {
            if (c != not && (combo[c] & COMBO_MASK) == GomokuCombo.FIVE) {
                return c;
            }
        }
        return -1;
    }

    /** The next cell after {@code cell} (-1: the first) where {@code side} makes a four or a five, or -1. */
    int nextFourCell(int side, int cell) {
        return fours[side].next(cell);
    }

    /** True if playing the empty {@code cell} wins at once for {@code side}. */
    public boolean makesFive(int side, int cell) {
        return (combos[side][cell] & COMBO_MASK) == GomokuCombo.FIVE;
    }

    /** Why a cell is not forbidden. */
    public static final int ALLOWED = 0;
    /** Forbidden: six or more in a row. */
    public static final int FORBIDDEN_OVERLINE = 1;
    /** Forbidden: two fours at once. */
    public static final int FORBIDDEN_DOUBLE_FOUR = 2;
    /** Forbidden: two real open threes at once. */
    public static final int FORBIDDEN_DOUBLE_THREE = 3;

    /**
     * True if {@code cell} is forbidden to black under renju: an overline, two fours, or two real open
     * threes, unless it makes a five. A three is real only if a cell exists that turns it into a straight
     * four and is not itself forbidden (checked recursively, with this stone on the board).
     */
    public boolean isForbidden(int cell) {
        return forbiddenKind(cell) != ALLOWED;
    }

    /** Which of black's renju rules {@code cell} breaks: {@link #ALLOWED} or one of the {@code FORBIDDEN_} codes. */
    public int forbiddenKind(int cell) {
        return GomokuRenju.forbiddenKind(this, cell);
    }

    /** True if {@code cell} is empty and allowed to the side to move (the game not being over). */
    public boolean canPlay(int cell) {
        return cell >= 0 && cell < cells && board[cell] == 0 && outcome == Outcome.NONE
                && !(rule.hasForbiddenMoves(sideToMove()) && mayBeForbidden(cell) && isForbidden(cell));
    }

    /** A cheap filter: only cells with two threes or fours, or an overline, can be forbidden. */
    boolean mayBeForbidden(int cell) {
        return GomokuRenju.mayBeForbidden(this, cell);
    }

    @Override
    public int sideToMove() {
        return ply & 1;
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
        boolean forbidden = rule.hasForbiddenMoves(sideToMove());
        int n = 0;
        for (int c = 0; c < cells; c++) {
            if (board[c] == 0 && !(forbidden && mayBeForbidden(c) && isForbidden(c))) {
                into[offset + n++] = c;
            }
        }
        return n;
    }

    /** Scratch cells for the candidates, twice the cells (both sides' four cells at once). */
    int[] scratchCells() {
        return scratchCells;
    }

    /** Scratch space for ordering candidates, one entry per cell. */
    long[] widthKeys() {
        return widthKeys;
    }

    @Override
    public void play(int move) {
        int side = sideToMove();
        boolean five = (combos[side][move] & COMBO_MASK) == GomokuCombo.FIVE;
        place(move, side, 1);
        hash ^= ZOBRIST[side][move];
        if (side == 0) {
            firstHash ^= ZOBRIST[0][move];
        }
        history[ply++] = move;
        if (five) {
            outcome = Outcome.winFor(side);
        } else if (ply == cells) {
            outcome = Outcome.DRAW;
        }
    }

    @Override
    public void undo() {
        int move = history[--ply];
        int side = ply & 1;
        place(move, side, -1);
        hash ^= ZOBRIST[side][move];
        if (side == 0) {
            firstHash ^= ZOBRIST[0][move];
        }
        outcome = Outcome.NONE;
    }

    /**
     * Puts ({@code sign} 1) or takes away ({@code sign} -1) a stone and brings every derived count up to
     * date; a stone is taken away in the reverse order of putting (play and undo, renju's trial stones).
     */
    void place(int cell, int side, int sign) {
        if (sign > 0) {
            put(cell, side);
        } else {
            take(cell, side);
        }
    }

    /**
     * Puts a stone and brings every derived count up to date, writing each shape and combination it changes
     * in the journal. Both sides' keys and shapes of a cell are updated in one pass (play and undo were most
     * of a search's time), cells five steps away are skipped when neither side's table reads them, and a
     * cell's combination is looked up from its packed shapes ({@link #packed}) instead of re-reading them.
     */
    private void put(int cell, int side) {
        int frame = frameCount++;
        frames[frame] = journalTop;
        System.arraycopy(counts, 0, savedCounts, frame * COUNTS, COUNTS);
        System.arraycopy(setWords, 0, savedWords, frame * setWords.length, setWords.length);
        board[cell] = (byte) (side + 1);
        long[] table = cellTable;
        long sumBlack = cellSumBlack;
        long sumWhite = cellSumWhite;
        savedTable[2 * frame] = sumBlack;
        savedTable[2 * frame + 1] = sumWhite;
        int[] keyBlack = keys[0];
        int[] keyWhite = keys[1];
        byte[] tableBlack = tables[0];
        byte[] tableWhite = tables[1];
        byte[] shapeBlack = shapes[0];
        byte[] shapeWhite = shapes[1];
        int[] count = counts;
        int whiteShapes = SHAPES_AT + GomokuShapes.COUNT;
        int[] packedBlack = packed[0];
        int[] packedWhite = packed[1];
        if (table != null) { // the stone's own cell leaves the sums: a stone reads the empty set, 0
            sumBlack -= table[packedBlack[cell] & PACK_MASK];
            sumWhite -= table[packedWhite[cell] & PACK_MASK];
        }
        byte[] comboBlack = combos[0];
        byte[] comboWhite = combos[1];
        int offsetBlack = comboOffsets[0];
        int offsetWhite = comboOffsets[1];
        int[] log = journal;
        // a stone is digit 1 in its own side's keys and digit 2 in the other's
        int stepBlack = side == 0 ? 1 : 2;
        int stepWhite = side == 0 ? 2 : 1;
        int[] nb = geometry.neighbours;
        int[] pow3 = digitWeights;
        int first = reach;
        int last = 9 - reach;
        for (int d = 0; d < 4; d++) {
            int base = (cell * 4 + d) * 10;
            int line = d * cells;
            int packStep = PACK_STEP[d];
            for (int digit = first; digit <= last; digit++) {
                int c = nb[base + digit];
                if (c < 0) {
                    continue;
                }
                int pow = pow3[digit];
                int index = line + c;
                int kb = keyBlack[index] += stepBlack * pow;
                int kw = keyWhite[index] += stepWhite * pow;
                if (board[c] != 0) {
                    continue;
                }
                int at = c * 4 + d;
                // each side written out: one method for both, as refreshShape shares, measured slower on
                // GomokuFixedWork (docs/benchmarks/gomoku.md), this being the search's hottest loop
                int now = tableBlack[kb];
                int was = shapeBlack[at];
                if (now != was) {
                    log[journalTop++] = at << SHAPE_AT_SHIFT | was;
                    count[SHAPES_AT + was]--;
                    count[SHAPES_AT + now]++;
                    shapeBlack[at] = (byte) now;
                    int step = (now - was) * packStep;
                    int pack = packedBlack[c] += step;
                    if (table != null) {
                        sumBlack += table[pack & PACK_MASK] - table[(pack - step) & PACK_MASK];
                    }
                    int combo = GomokuCombo.lookup(offsetBlack + (pack & PACK_MASK));
                    if (combo != comboBlack[c]) {
                        comboChanged(0, c, combo);
                    }
                }
                now = tableWhite[kw];
                was = shapeWhite[at];
                if (now != was) {
                    log[journalTop++] = at << SHAPE_AT_SHIFT | WHITE_ENTRY | was;
                    count[whiteShapes + was]--;
                    count[whiteShapes + now]++;
                    shapeWhite[at] = (byte) now;
                    int step = (now - was) * packStep;
                    int pack = packedWhite[c] += step;
                    if (table != null) {
                        sumWhite += table[pack & PACK_MASK] - table[(pack - step) & PACK_MASK];
                    }
                    int combo = GomokuCombo.lookup(offsetWhite + (pack & PACK_MASK));
                    if (combo != comboWhite[c]) {
                        comboChanged(1, c, combo);
                    }
                }
            }
            refreshShape(cell, d);
        }
        cellSumBlack = sumBlack;
        cellSumWhite = sumWhite;
        refreshCombo(cell);
        for (int c : geometry.near[cell]) {
            nearCount[c]++;
        }
    }

    /**
     * Takes away the stone put last: the keys are stepped back and the shapes and combinations it changed
     * are restored from the journal, newest first, so no table is read (undo cost as much as play before),
     * and the counts and cell sets are copied back as they were saved before the stone.
     */
    private void take(int cell, int side) {
        board[cell] = 0;
        int[] keyBlack = keys[0];
        int[] keyWhite = keys[1];
        int stepBlack = side == 0 ? 1 : 2;
        int stepWhite = side == 0 ? 2 : 1;
        int[] nb = geometry.neighbours;
        int[] pow3 = digitWeights;
        int first = reach;
        int last = 9 - reach;
        for (int d = 0; d < 4; d++) {
            int base = (cell * 4 + d) * 10;
            int line = d * cells;
            for (int digit = first; digit <= last; digit++) {
                int c = nb[base + digit];
                if (c >= 0) {
                    int pow = pow3[digit];
                    keyBlack[line + c] -= stepBlack * pow;
                    keyWhite[line + c] -= stepWhite * pow;
                }
            }
        }
        // the journal puts back the shapes and combinations; the counts and sets they fed come back whole
        int[] log = journal;
        int frame = --frameCount;
        int from = frames[frame];
        for (int i = journalTop - 1; i >= from; i--) {
            int entry = log[i];
            if (entry < 0) {
                combos[(entry >>> COMBO_SIDE_SHIFT) & 1][(entry >>> COMBO_CELL_SHIFT) & CELL_MASK] = (byte) entry;
            } else {
                int p = (entry & WHITE_ENTRY) != 0 ? 1 : 0;
                int at = entry >>> SHAPE_AT_SHIFT;
                int was = entry & SHAPE_MASK;
                int now = shapes[p][at];
                shapes[p][at] = (byte) was;
                packed[p][at >> 2] -= (now - was) * PACK_STEP[at & 3];
            }
        }
        System.arraycopy(savedCounts, frame * COUNTS, counts, 0, COUNTS);
        System.arraycopy(savedWords, frame * setWords.length, setWords, 0, setWords.length);
        journalTop = from;
        cellSumBlack = savedTable[2 * frame];
        cellSumWhite = savedTable[2 * frame + 1];
        if (cellTable != null && frame < tableFrom) { // saved before the table was set: read afresh
            sumTable();
            tableFrom = frame;
        }
        for (int c : geometry.near[cell]) {
            nearCount[c]--;
        }
    }

    /**
     * {@code table}'s value of this position in evaluation units ({@link GomokuCellTable#score}), from the sums kept
     * by play and undo; a table other than the one kept is summed afresh once and kept from then on.
     */
    int cellTableScore(GomokuCellTable table) {
        long[] entries = table.entries();
        if (entries != cellTable) {
            cellTable = entries;
            sumTable();
            tableFrom = frameCount;
        }
        boolean black = sideToMove() == 0;
        return GomokuCellTable.value(black ? cellSumBlack : cellSumWhite, black ? cellSumWhite : cellSumBlack);
    }

    /** Sums the kept table's entries over the empty cells afresh, each colour's shapes. */
    private void sumTable() {
        long black = 0;
        long white = 0;
        for (int c = 0; c < cells; c++) {
            black += cellTable[packed[0][c] & PACK_MASK];
            white += cellTable[packed[1][c] & PACK_MASK];
        }
        cellSumBlack = black;
        cellSumWhite = white;
    }

    /** Re-reads both sides' shapes of one cell and line, from scratch (journalled). */
    private void refreshShape(int cell, int d) {
        for (int p = 0; p < 2; p++) {
            int now = board[cell] != 0 ? GomokuShapes.NONE : tables[p][keys[p][d * cells + cell]];
            int was = shapes[p][cell * 4 + d];
            if (now != was) {
                journal[journalTop++] = (cell * 4 + d) << SHAPE_AT_SHIFT | (p == 1 ? WHITE_ENTRY : 0) | was;
                counts[SHAPES_AT + p * GomokuShapes.COUNT + was]--;
                counts[SHAPES_AT + p * GomokuShapes.COUNT + now]++;
                shapes[p][cell * 4 + d] = (byte) now;
                packed[p][cell] += (now - was) * PACK_STEP[d];
            }
        }
    }

    /** Re-reads both sides' combinations of one cell from its packed shapes (none on a stone). */
    private void refreshCombo(int cell) {
        for (int p = 0; p < 2; p++) {
            int now = board[cell] == 0 ? GomokuCombo.lookup(comboOffsets[p] + (packed[p][cell] & PACK_MASK)) : GomokuCombo.NONE;
            if (now != combos[p][cell]) {
                comboChanged(p, cell, now);
            }
        }
    }

    /** Writes {@code side}'s combination of a cell before it changes to {@code now} in the journal, then changes it. */
    private void comboChanged(int side, int cell, int now) {
        // most changes of shape change neither the combination nor the sets: only then is this reached
        journal[journalTop++] = COMBO_ENTRY | side << COMBO_SIDE_SHIFT | cell << COMBO_CELL_SHIFT | combos[side][cell];
        setCombo(side, cell, now);
    }

    /** Stores {@code side}'s new combination {@code now} (with its four-line and plus bits) of a cell, and its counts and sets. */
    private void setCombo(int side, int cell, int now) {
        int was = combos[side][cell];
        combos[side][cell] = (byte) now;
        // counted without branches, and the sets touched only when a membership flips: this ran on every
        // change of combination and was a fifth of a search's time with a test for each count
        int nowCombo = now & COMBO_MASK;
        int wasCombo = was & COMBO_MASK;
        int combosAt = COMBOS_AT + side * GomokuCombo.COUNT;
        counts[combosAt + wasCombo]--;
        counts[combosAt + nowCombo]++;
        int plusAt = PLUS_AT + side * GomokuCombo.COUNT;
        counts[plusAt + wasCombo] -= (was >>> PLUS_SHIFT) & 1;
        counts[plusAt + nowCombo] += (now >>> PLUS_SHIFT) & 1;
        int flips = MEMBERSHIP[was] ^ MEMBERSHIP[now];
        if (flips != 0) {
            if ((flips & IN_FOURS) != 0) {
                fours[side].flip(cell);
            }
            if ((flips & IN_THREES) != 0) {
                threes[side].flip(cell);
            }
        }
    }

    private static final int IN_FOURS = 1;
    private static final int IN_THREES = 2;
    /** Which cell sets a stored combination (with its four-line and plus bits) puts a cell in. */
    private static final byte[] MEMBERSHIP = new byte[2 * GomokuCombo.PLUS];

    static {
        for (int stored = 0; stored < MEMBERSHIP.length; stored++) {
            int combo = stored & COMBO_MASK;
            MEMBERSHIP[stored] = (byte) (((stored & GomokuCombo.FOUR_LINE) != 0 ? IN_FOURS : 0)
                    | (combo == GomokuCombo.OPEN_THREE || combo == GomokuCombo.DOUBLE_THREE ? IN_THREES : 0));
        }
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

    /**
     * A hash of {@code side}'s stones alone (0 the first player): the key of what one side's shape says about
     * the evaluation's error, whatever the other side's stones ({@link GomokuSearch}'s correction).
     */
    public long sideHash(int side) {
        return side == 0 ? firstHash : hash ^ firstHash;
    }

    @Override
    public int maxMoves() {
        return cells;
    }

    @Override
    public GomokuPosition copy() {
        GomokuPosition p = new GomokuPosition(size, rule);
        p.copyFrom(this);
        return p;
    }

    @Override
    public void copyFrom(Position other) {
        GomokuPosition o = (GomokuPosition) other;
        if (o.size != size || o.rule != rule) {
            throw new IllegalArgumentException("cannot copy a " + o.size + "x" + o.size + " " + o.rule
                    + " position into a " + size + "x" + size + " " + rule + " one");
        }
        System.arraycopy(o.board, 0, board, 0, cells);
        System.arraycopy(o.history, 0, history, 0, cells);
        System.arraycopy(o.nearCount, 0, nearCount, 0, cells);
        for (int p = 0; p < 2; p++) {
            System.arraycopy(o.keys[p], 0, keys[p], 0, keys[p].length);
            System.arraycopy(o.shapes[p], 0, shapes[p], 0, shapes[p].length);
            System.arraycopy(o.combos[p], 0, combos[p], 0, cells);
            System.arraycopy(o.packed[p], 0, packed[p], 0, cells);
        }
        System.arraycopy(o.journal, 0, journal, 0, o.journalTop);
        System.arraycopy(o.frames, 0, frames, 0, o.frameCount);
        System.arraycopy(o.counts, 0, counts, 0, COUNTS);
        System.arraycopy(o.setWords, 0, setWords, 0, setWords.length);
        System.arraycopy(o.savedCounts, 0, savedCounts, 0, o.frameCount * COUNTS);
        System.arraycopy(o.savedWords, 0, savedWords, 0, o.frameCount * setWords.length);
        System.arraycopy(o.savedTable, 0, savedTable, 0, 2 * o.frameCount);
        cellTable = o.cellTable;
        cellSumBlack = o.cellSumBlack;
        cellSumWhite = o.cellSumWhite;
        tableFrom = o.tableFrom;
        journalTop = o.journalTop;
        frameCount = o.frameCount;
        ply = o.ply;
        hash = o.hash;
        firstHash = o.firstHash;
        outcome = o.outcome;
    }

    /** Rows from the top (row {@code size}) down, {@code x} black, {@code o} white, {@code .} empty, joined by {@code /}. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(cells + size);
        for (int y = size - 1; y >= 0; y--) {
            for (int x = 0; x < size; x++) {
                sb.append(".xo".charAt(board[y * size + x]));
            }
            if (y > 0) {
                sb.append('/');
            }
        }
        return sb.toString();
    }
}
