package dev.strategist.play;

/**
 * A game clock, the same for both players: each starts a game with {@code mainMillis} and gets
 * {@code incrementMillis} back after each of its moves (Fischer's increment; 0 for none); a player whose
 * clock runs out during a move loses the game on time. Written {@code MAIN} or {@code MAIN+INCREMENT}, in
 * milliseconds ({@code 60000+500}).
 *
 * @param mainMillis      the time each player has for the whole game, at least 1 ms
 * @param incrementMillis the time added after each move, 0 or more
 */
public record GameClock(long mainMillis, long incrementMillis) implements java.io.Serializable {

    /** Validates the clock. */
    public GameClock {
        if (mainMillis < 1) {
            throw new IllegalArgumentException("a game clock needs at least 1 ms, not " + mainMillis);
        }
        if (incrementMillis < 0) {
            throw new IllegalArgumentException("a clock's increment cannot be negative: " + incrementMillis);
        }
    }

    /**
     * Reads {@code MAIN} or {@code MAIN+INCREMENT} in milliseconds; an {@link IllegalArgumentException} naming
     * the text when it is neither.
     */
    public static GameClock parse(String text) {
        String t = text.trim();
        int plus = t.indexOf('+');
        try {
            long main = Long.parseLong(plus < 0 ? t : t.substring(0, plus).trim());
            long increment = plus < 0 ? 0 : Long.parseLong(t.substring(plus + 1).trim());
            return new GameClock(main, increment);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a game clock is MAIN or MAIN+INCREMENT in milliseconds (60000+500), "
                    + "not '" + text + "'");
        }
    }

    /** As it is written: {@code 60000+500 ms}, or {@code 60000 ms} without an increment. */
    @Override
    public String toString() {
        return mainMillis + (incrementMillis > 0 ? "+" + incrementMillis : "") + " ms";
    }
}
