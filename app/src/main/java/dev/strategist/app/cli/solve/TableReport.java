package dev.strategist.app.cli.solve;

import dev.strategist.solve.SolvedTable;
import dev.strategist.solve.TableStats;
import java.io.PrintWriter;
import java.util.Locale;

/** The statistics of a solved table in words: positions by ply, by result and by side to move. */
final class TableReport {
    private final SolvedTable table;
    private final String[] sides;

    /** A report on {@code table}, calling side 0 and side 1 by the two names in {@code sides}. */
    TableReport(SolvedTable table, String[] sides) {
        this.table = table;
        this.sides = sides.clone();
    }

    /** The value of the position the table was solved from: "draw (9 plies with perfect play)". */
    String startValue() {
        for (int i = 0; i < table.size(); i++) {
            if (table.plyAt(i) == table.startPly()) {
                int value = table.valueAt(i);
                int mover = table.sideToMoveAt(i);
                String result = value == 0 ? "draw" : sides[value > 0 ? mover : 1 - mover] + " wins";
                return result + " (" + table.distanceAt(i) + " plies with perfect play)";
            }
        }
        return "not in the table";
    }

    /** Prints every count, one fact a line. */
    void print(PrintWriter out) {
        TableStats stats = table.stats();
        int[] toMove = new int[2];
        for (int i = 0; i < table.size(); i++) {
            if (!table.isTerminalAt(i)) {
                toMove[table.sideToMoveAt(i)]++;
            }
        }
        out.printf(Locale.ROOT, "reachable positions: %d%n", stats.positions());
        out.printf(Locale.ROOT, "%5s %10s%n", "ply", "positions");
        int[] byPly = stats.positionsByPly();
        for (int d = 0; d < byPly.length; d++) {
            out.printf(Locale.ROOT, "%5d %10d%n", stats.startPly() + d, byPly[d]);
        }
        out.printf(Locale.ROOT, "terminal positions: %d (%s wins %d, %s wins %d, draws %d)%n", stats.terminals(),
                sides[0], stats.firstWins(), sides[1], stats.secondWins(), stats.draws());
        out.printf(Locale.ROOT, "non-terminal positions: %d (%s to move %d, %s to move %d)%n", stats.nonTerminals(),
                sides[0], toMove[0], sides[1], toMove[1]);
    }
}
