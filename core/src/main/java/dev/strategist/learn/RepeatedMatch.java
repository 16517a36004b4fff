package dev.strategist.learn;

/**
 * Rounds of a {@link MatrixGame} between two {@link RepeatedPlayer}s (the first plays rows), with the
 * running totals.
 */
public final class RepeatedMatch {
    private final MatrixGame game;
    private final RepeatedPlayer row;
    private final RepeatedPlayer column;
    private long rounds;
    private double rowTotal;
    private double columnTotal;

    /** What happened in one round. */
    public record Round(int rowAction, int columnAction, double rowPayoff, double columnPayoff) {
    }

    /** A match of {@code row} against {@code column} in {@code game}. */
    public RepeatedMatch(MatrixGame game, RepeatedPlayer row, RepeatedPlayer column) {
        this.game = game;
        this.row = row;
        this.column = column;
    }

    /** Plays one round: both choose, both are told, totals are updated. */
    public Round playRound() {
        int a = row.choose();
        int b = column.choose();
        return record(a, b);
    }

    /** Scores a round whose actions were chosen elsewhere (a person's, say) and tells both players. */
    public Round record(int rowAction, int columnAction) {
        if (rowAction < 0 || rowAction >= game.actionCount(0) || columnAction < 0
                || columnAction >= game.actionCount(1)) {
            throw new IllegalArgumentException("no such actions: " + rowAction + ", " + columnAction);
        }
        double pa = game.payoff(0, rowAction, columnAction);
        double pb = game.payoff(1, columnAction, rowAction);
        row.observe(rowAction, columnAction, pa);
        column.observe(columnAction, rowAction, pb);
        rounds++;
        rowTotal += pa;
        columnTotal += pb;
        return new Round(rowAction, columnAction, pa, pb);
    }

    /** Plays {@code n} rounds. */
    public void play(long n) {
        for (long i = 0; i < n; i++) {
            playRound();
        }
    }

    /** Rounds played. */
    public long rounds() {
        return rounds;
    }

    /** The total payoff of {@code player} (0 rows, 1 columns). */
    public double total(int player) {
        return player == 0 ? rowTotal : columnTotal;
    }

    /** The average payoff per round of {@code player}, 0 before any round. */
    public double average(int player) {
        return rounds == 0 ? 0 : total(player) / rounds;
    }
}
