package dev.strategist.app.cli.tournament;

import java.util.ArrayList;
import java.util.List;

/**
 * Two runs of a match on the same openings compared game by game: the games both played, how much more of them
 * side A of the second run scored than side A of the first, and its standard error from the games' differences.
 * Pairing by game takes out what the openings decide (a won opening is won by both runs), so the error is far
 * smaller than two separate scores' would be.
 */
record RunComparison(int games, double meanDifference, double standardError, int sameResults, int onlyFirst,
                     int onlySecond) {

    /**
     * Compares {@code first} and {@code second} over the game numbers both hold; an {@link IllegalArgumentException}
     * names the first such game played from another opening or with A on the other side, which says the two runs
     * did not play the same games (another openings file, count or seed), and none in common.
     */
    static RunComparison of(MatchRun first, MatchRun second) {
        List<Double> differences = new ArrayList<>();
        int same = 0;
        for (GameLine a : first.games().values()) {
            GameLine b = second.games().get(a.number());
            if (b == null) {
                continue;
            }
            if (!a.opening().equals(b.opening()) || !a.aSide().equals(b.aSide())) {
                throw new IllegalArgumentException("game " + a.number() + " is '" + a.opening() + "', A as " + a.aSide()
                        + ", in " + first.name() + " but '" + b.opening() + "', A as " + b.aSide() + ", in "
                        + second.name() + ": compare runs of the same openings, count and seed");
            }
            double d = b.pointsA() - a.pointsA();
            differences.add(d);
            if (d == 0) {
                same++;
            }
        }
        int n = differences.size();
        if (n == 0) {
            throw new IllegalArgumentException(first.name() + " and " + second.name()
                    + " have no game number in common");
        }
        double mean = 0;
        for (double d : differences) {
            mean += d;
        }
        mean /= n;
        double squares = 0;
        for (double d : differences) {
            squares += (d - mean) * (d - mean);
        }
        double se = n < 2 ? Double.NaN : Math.sqrt(squares / (n - 1) / n);
        return new RunComparison(n, mean, se, same, first.games().size() - n, second.games().size() - n);
    }
}
