package dev.strategist.games.gomoku;

import dev.strategist.core.Position;

/** The rule variants of Gomoku: which rows of stones win, and which moves black may not make. */
public enum GomokuRule {
    /** Five or more in a row wins, for both sides. */
    FREESTYLE("freestyle"),
    /** Exactly five wins; an overline (six or more) does not, for either side. */
    STANDARD("standard"),
    /** Black must make exactly five and may not make a double three, a double four or an overline; white's overline wins. */
    RENJU("renju"),
    /**
     * Caro (Gomocup rule 8): exactly five wins, for both sides, unless both its ends are shut (the board's
     * edge shuts an end as a stone does); an overline does not win.
     */
    CARO("caro");

    private final String optionValue;

    GomokuRule(String optionValue) {
        this.optionValue = optionValue;
    }

    /** The value of the {@code rule} game option. */
    public String optionValue() {
        return optionValue;
    }

    /** True if {@code side} needs exactly five (an overline does not win for it). */
    public boolean exactFive(int side) {
        return this == STANDARD || this == CARO || (this == RENJU && side == Position.FIRST);
    }

    /** True if {@code side} is bound by forbidden moves (black under renju). */
    public boolean hasForbiddenMoves(int side) {
        return this == RENJU && side == Position.FIRST;
    }

    /** The rule named by an option value or a Gomocup {@code rule} bit mask's meaning. */
    public static GomokuRule fromOption(String value) {
        for (GomokuRule r : values()) {
            if (r.optionValue.equals(value)) {
                return r;
            }
        }
        throw new IllegalArgumentException("unknown rule '" + value + "'; rules are freestyle, standard, renju, caro");
    }
}
