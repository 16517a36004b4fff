package dev.strategist.core;

/** How a game ended, or {@link #NONE} while it goes on. */
public enum Outcome {
    FIRST_WINS, SECOND_WINS, DRAW, NONE;

    /** The winning side (0 or 1), or -1 for a draw or a game still going on. */
    public int winner() {
        return this == FIRST_WINS ? 0 : this == SECOND_WINS ? 1 : -1;
    }

    /** The outcome in which {@code side} (0 or 1) wins. */
    public static Outcome winFor(int side) {
        return side == 0 ? FIRST_WINS : SECOND_WINS;
    }

    /** +1 if {@code side} won, -1 if it lost, 0 for a draw or an unfinished game. */
    public int signFor(int side) {
        int w = winner();
        return w < 0 ? 0 : w == side ? 1 : -1;
    }

    /** A short human text: "first player wins", "draw", ... */
    public String describe() {
        switch (this) {
            case FIRST_WINS: return "first player wins";
            case SECOND_WINS: return "second player wins";
            case DRAW: return "draw";
            default: return "game in progress";
        }
    }
}
