package dev.strategist.play;

import dev.strategist.core.Outcome;

/**
 * How a match ended.
 *
 * @param outcome the result
 * @param resigned true when a side resigned rather than the rules ending the game
 */
public record MatchResult(Outcome outcome, boolean resigned) {

    /** A sentence for people: "X wins by resignation", "draw". */
    public String describe(String firstName, String secondName) {
        int w = outcome.winner();
        if (w < 0) {
            return outcome.describe();
        }
        return (w == 0 ? firstName : secondName) + " wins" + (resigned ? " by resignation" : "");
    }
}
