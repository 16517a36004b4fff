package dev.strategist.games.checkers;

/**
 * The draw-scaling setting written after an evaluator's name, {@code NAME+dsN} or {@code NAME+dsN/F}: with N pieces
 * or fewer on the board, the evaluation of an ending known to be drawish even with an edge is scaled towards 0, to F
 * sixteenths of it ({@link #factor}; a half when F is not given): level pieces with kings on both sides; every other
 * position keeps its score.
 *
 * <p>Why: strong checkers programs scale their evaluation in endings known to be drawish (equal kings alone cannot
 * force anything; level material with kings on both sides is mostly drawn), so that the search does not chase an
 * edge the ending cannot turn into a win, nor give a real edge away to avoid a position its terms call a little
 * worse. The audit of 6-9 pieces in the games against GuiNN (docs/benchmarks/checkers.md, the twentieth session) found
 * level material with kings on both sides drawn in 73 of 77 deep searches, and such positions scored -59, -3 and +50
 * (a king fewer, level kings, a king more) ending 0.47, 0.49 and 0.54 in the games. Decisive scores (the endgame
 * database's) are never scaled.
 *
 * @param maxPieces the most pieces on the board at which the scaling applies
 * @param levelFactor the factor of the two level kinds ({@link #LEVEL_KINGS_ONLY}, {@link #LEVEL_KINGS}), in
 *                    sixteenths: 0 scores them all as draws, {@link #WHOLE} leaves them as they are
 */
public record CheckersDrawScale(int maxPieces, int levelFactor) {
    /** What starts the setting in a name: {@code checkers+ds8}. */
    static final String MARK = "+ds";
    /** The fewest pieces the setting may name: below 3 the database of 4 judges every position. */
    static final int MIN_PIECES = 3;
    /** The most: scaling the middlegame towards a draw is not what the setting is for. */
    static final int MAX_PIECES = 16;
    /** A factor of this much keeps the score as it is (factors are sixteenths). */
    static final int WHOLE = 16;
    /**
     * The factor of the level kinds when the name gives none ({@code +dsN}): a half, which turns the audit's -59 and
     * +50 into win chances of 0.44 and 0.55 on the game's curve, near the 0.47 and 0.54 the games ended. The 4-piece
     * database's level endings with kings, 87-92 % drawn, fit best at 11 sixteenths (kings alone) and 15 (men on), a
     * half within 4 % of the best in squared error; the results of 702 games against GuiNN fit best at 1 to 3
     * sixteenths, which {@code +dsN/F} lets a match try (docs/benchmarks/checkers.md, issue 22, the fortieth session).
     */
    static final int HALF = WHOLE / 2;

    /** Kings alone, as many on each side: a draw unless a king is lost at once, which the search sees. */
    static final int LEVEL_KINGS_ONLY = 0;
    /** Level pieces with a king on each side and men on: mostly drawn, whoever has the better terms. */
    static final int LEVEL_KINGS = 1;
    /**
     * Anything else: the score as it is. A piece up is not scaled: over 220,000 random quiet positions of 5 pieces the
     * database found a piece up won 81 % with men alone against a king and 91 % with fewer kings than the other side,
     * the kinds public descriptions call drawish, and their scores already near those chances (fortieth session).
     */
    static final int OTHER = 2;

    /** The setting of {@code +dsN}: the level kinds scaled by a {@link #HALF}. */
    public CheckersDrawScale(int maxPieces) {
        this(maxPieces, HALF);
    }

    /** Refuses a count of pieces outside {@link #MIN_PIECES} to {@link #MAX_PIECES} or a factor outside 0 to 16. */
    public CheckersDrawScale {
        if (maxPieces < MIN_PIECES || maxPieces > MAX_PIECES) {
            throw new IllegalArgumentException("draw-scaling applies at " + MIN_PIECES + " to " + MAX_PIECES
                    + " pieces or fewer: " + maxPieces);
        }
        if (levelFactor < 0 || levelFactor > WHOLE) {
            throw new IllegalArgumentException("draw-scaling's factor is 0 to " + WHOLE + " sixteenths: "
                    + levelFactor);
        }
    }

    /**
     * The setting {@code spec} names, the text after {@link #MARK} in {@code name}: {@code N} or {@code N/F}, whole
     * numbers; refused, with the rule, when it reads otherwise or either is out of range.
     */
    static CheckersDrawScale of(String spec, String name) {
        String[] parts = spec.split("/", -1);
        boolean wellFormed = parts.length <= 2;
        for (int i = 0; i < parts.length && wellFormed; i++) {
            // at most 3 digits, so that no count overflows an int before the range check names the rule
            wellFormed = !parts[i].isEmpty() && parts[i].length() <= 3
                    && parts[i].chars().allMatch(c -> c >= '0' && c <= '9');
        }
        String rule = "draw-scaling in '" + name + "' reads +dsN or +dsN/F: at N pieces or fewer (" + MIN_PIECES
                + " to " + MAX_PIECES + "), level endings with kings scaled to F sixteenths (0 to " + WHOLE + ", "
                + HALF + " when not given): '" + spec + "'";
        if (!wellFormed) {
            throw new IllegalArgumentException(rule);
        }
        int pieces = Integer.parseInt(parts[0]);
        int factor = parts.length == 2 ? Integer.parseInt(parts[1]) : HALF;
        if (pieces < MIN_PIECES || pieces > MAX_PIECES || factor > WHOLE) {
            throw new IllegalArgumentException(rule);
        }
        return new CheckersDrawScale(pieces, factor);
    }

    /**
     * {@code value}, the evaluation of {@code p} for the side to move, scaled towards 0 by the factor of its kind of
     * ending when it has {@link #maxPieces} pieces or fewer. A few bit counts, nothing allocated.
     */
    public int scale(CheckersPosition p, int value) {
        int f = factor(p);
        return f == WHOLE ? value : value * f / WHOLE;
    }

    /** The factor this setting applies to {@code p}, in sixteenths ({@link #WHOLE}: none). */
    int factor(CheckersPosition p) {
        return Long.bitCount(p.pieces(0) | p.pieces(1)) > maxPieces || kind(p) == OTHER ? WHOLE : levelFactor;
    }

    /** Which kind of ending {@code p} is, by the pieces and kings of each side ({@link #OTHER}: none of them). */
    static int kind(CheckersPosition p) {
        int black = Long.bitCount(p.pieces(0));
        int white = Long.bitCount(p.pieces(1));
        int blackKings = Long.bitCount(p.kings(0));
        int whiteKings = Long.bitCount(p.kings(1));
        if (black != white) {
            return OTHER;
        }
        if (blackKings == black && whiteKings == white) {
            return LEVEL_KINGS_ONLY;
        }
        return blackKings > 0 && whiteKings > 0 ? LEVEL_KINGS : OTHER;
    }

    /**
     * The text after an evaluator's name that {@code CheckersGame#evaluator} reads back: {@code +ds8}, or {@code
     * +ds8/3} for a factor other than the half, so that the names of the earlier matches stay what they were.
     */
    String suffix() {
        return MARK + maxPieces + (levelFactor == HALF ? "" : "/" + levelFactor);
    }
}
