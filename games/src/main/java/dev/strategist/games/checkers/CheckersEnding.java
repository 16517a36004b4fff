package dev.strategist.games.checkers;

/**
 * The ending setting written after an evaluator's name, {@code NAME+endP/K}: in an ending with a king on the board, a
 * lead of one piece is worth P hundredths of a man more, and a lead of one king K more, than the evaluation's terms
 * and tables say; in full from {@link #FULL_FROM} pieces down, fading out to nothing at {@link #NONE_FROM}.
 *
 * <p>Why: on 1,324 positions of 6 to 9 pieces from the games against GuiNN, a deep search that reaches the 5-piece
 * database scored a piece up with kings on both sides at about +400 where the default's static evaluation said
 * +200, and those games ended 0.86 to 1.00 for the side ahead (docs/benchmarks/checkers.md, issue 22, the twentieth
 * session). A king more at level pieces was scored about right on average (those games mostly drawn), so the
 * candidate measured is {@code +end100/0}. With men alone on the board the evaluation already errs the other way (a
 * man down there is often held), so the setting adds nothing there.
 *
 * @param perPiece hundredths of a man added per piece of lead, at {@link #FULL_FROM} pieces or fewer
 * @param perKing hundredths of a man added per king of lead, the same
 */
public record CheckersEnding(int perPiece, int perKing) {
    /** What starts the setting in a name: {@code checkers+end150/25}. */
    static final String MARK = "+end";
    /** At this many pieces or fewer the lead counts in full. */
    static final int FULL_FROM = 9;
    /** At this many pieces or more it counts for nothing; linearly in between. */
    static final int NONE_FROM = 13;

    /** Refuses a negative weight: a lead is never worth less than the terms say, in this setting. */
    public CheckersEnding {
        if (perPiece < 0 || perKing < 0) {
            throw new IllegalArgumentException("the ending's weights must be 0 or more: " + perPiece + "/" + perKing);
        }
    }

    /**
     * What the setting adds to the evaluation of {@code p} for the side to move: the weighted piece and king leads,
     * scaled by how near the ending is; 0 without a king on the board. A few bit counts, nothing allocated.
     */
    public int score(CheckersPosition p) {
        long all = p.pieces(0) | p.pieces(1);
        int pieces = Long.bitCount(all);
        if (pieces >= NONE_FROM || (p.kings(0) | p.kings(1)) == 0) {
            return 0;
        }
        int s = p.sideToMove();
        int lead = perPiece * (Long.bitCount(p.pieces(s)) - Long.bitCount(p.pieces(1 - s)))
                + perKing * (Long.bitCount(p.kings(s)) - Long.bitCount(p.kings(1 - s)));
        return pieces <= FULL_FROM ? lead : lead * (NONE_FROM - pieces) / (NONE_FROM - FULL_FROM);
    }

    /** The text {@link #of} reads back: {@code +end150/25}. */
    String suffix() {
        return MARK + perPiece + "/" + perKing;
    }

    /**
     * The setting in {@code spec}, the text after {@link #MARK} ({@code 150/25}); text that does not read as two whole
     * numbers of 0 or more is refused, naming {@code name}.
     */
    static CheckersEnding of(String spec, String name) {
        int slash = spec.indexOf('/');
        try {
            return new CheckersEnding(Integer.parseInt(spec.substring(0, slash)),
                    Integer.parseInt(spec.substring(slash + 1)));
        } catch (NumberFormatException | StringIndexOutOfBoundsException e) {
            throw new IllegalArgumentException("the ending setting in '" + name + "' reads +endP/K, two whole numbers"
                    + " (hundredths of a man per piece and per king of lead): '" + spec + "'");
        }
    }
}
