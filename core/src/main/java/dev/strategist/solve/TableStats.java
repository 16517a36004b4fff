package dev.strategist.solve;

import java.util.Arrays;

/**
 * What a solved table holds: positions per ply and the finished positions by outcome.
 *
 * @param startPly       the ply of the position the table was solved from
 * @param positionsByPly {@code positionsByPly[i]} positions lie at ply {@code startPly + i}
 * @param firstWins      finished positions won by the first player
 * @param secondWins     finished positions won by the second player
 * @param draws          finished positions drawn
 */
public record TableStats(int startPly, int[] positionsByPly, int firstWins, int secondWins, int draws) {

    /** Copies the array so the record stays immutable. */
    public TableStats {
        positionsByPly = positionsByPly.clone();
    }

    /** A copy of the per-ply counts. */
    @Override
    public int[] positionsByPly() {
        return positionsByPly.clone();
    }

    /** Every position in the table. */
    public int positions() {
        int total = 0;
        for (int n : positionsByPly) {
            total += n;
        }
        return total;
    }

    /** Positions where the game is over. */
    public int terminals() {
        return firstWins + secondWins + draws;
    }

    /** Positions where the game goes on. */
    public int nonTerminals() {
        return positions() - terminals();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TableStats s && s.startPly == startPly && Arrays.equals(s.positionsByPly, positionsByPly)
                && s.firstWins == firstWins && s.secondWins == secondWins && s.draws == draws;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(positionsByPly) * 31 + startPly;
    }

    @Override
    public String toString() {
        return positions() + " positions from ply " + startPly + ", by ply " + Arrays.toString(positionsByPly) + "; "
                + terminals() + " finished: first wins " + firstWins + ", second wins " + secondWins + ", draws "
                + draws;
    }
}
