package dev.strategist.app.cli.tournament;

import dev.strategist.play.EloEstimate;
import dev.strategist.play.Sprt;
import dev.strategist.play.Tournament;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.IntFunction;

/**
 * What a tournament ({@code strategist match}) prints: a line for each game as it is handed on, and once,
 * when the tournament ends or stops early (on an error, or on Ctrl-C from a shutdown hook), the results of
 * the games so far: the table, the Elo difference and the SPRT's state. It is shared by the tournament's
 * threads and that hook, so a game handed on after the results were printed is left out rather than
 * printed under them.
 */
final class TournamentReport {
    private final PrintWriter out;
    private final IntFunction<String> sideName;
    private final Sprt sprt;
    private final TournamentTally tally = new TournamentTally();
    private Sprt.Verdict verdict = Sprt.Verdict.CONTINUE;
    private boolean closed;

    /** A report on {@code out}, naming sides as {@code sideName} does; {@code sprt} may be null. */
    TournamentReport(PrintWriter out, IntFunction<String> sideName, Sprt sprt) {
        this.out = out;
        this.sideName = sideName;
        this.sprt = sprt;
    }

    /** Counts {@code g} and prints its line; false when the results are already out (the match is stopping). */
    synchronized boolean add(Tournament.Played<?, ? extends TournamentOpening<?>> g) {
        if (closed) {
            return false;
        }
        tally.add(g);
        out.println(gameLine(g));
        out.flush();
        if (sprt != null && g.index() % 2 == 1) {
            verdict = tally.verdict(sprt);
        }
        return true;
    }

    /** True once the SPRT has accepted a hypothesis: the match may stop. */
    synchronized boolean decided() {
        return verdict != Sprt.Verdict.CONTINUE;
    }

    /** The games counted. */
    synchronized int games() {
        return (int) tally.games();
    }

    /** "A +3 =1 -2", for a progress bar. */
    synchronized String score() {
        return String.format(Locale.ROOT, "A +%d =%d -%d", tally.wins(), tally.draws(), tally.losses());
    }

    /**
     * Prints the results of the games so far, the first time only, and returns whether it did; {@code stopped}
     * says why the match ended early ("was interrupted"), or is null when it ended as planned.
     */
    synchronized boolean close(String stopped) {
        if (closed) {
            return false;
        }
        closed = true;
        out.println();
        if (stopped != null) {
            int n = games();
            out.println("the match " + stopped + " after " + n + (n == 1 ? " game" : " games")
                    + "; the results so far:");
        }
        printTable();
        if (tally.games() > 0) {
            printElo();
            if (sprt != null) {
                printSprt();
            }
        }
        out.flush();
        return true;
    }

    /** "   3  ballot 2 9-13 21-17 6-9  A as Black: B wins in 57 plies". */
    private String gameLine(Tournament.Played<?, ? extends TournamentOpening<?>> g) {
        String result = g.adjudicated() ? "draw at the ply limit"
                : (g.pointsA() == 2 ? "A wins" : g.pointsA() == 0 ? "B wins" : "draw")
                + (g.forfeit() != null ? " (" + (g.pointsA() == 2 ? "B " : "A ") + g.forfeit() + ")" : "");
        return new GameLine(g.index() + 1, g.opening().name(), sideName.apply(g.aFirst() ? 0 : 1), result, g.plies())
                .format();
    }

    private void printTable() {
        out.printf(Locale.ROOT, "%-16s %6s %6s %6s %6s %8s%n", "A's results", "games", "wins", "draws", "losses",
                "score");
        for (int side = 0; side < 2; side++) {
            long[] ldw = tally.bySide(side);
            row("as " + sideName.apply(side), ldw[2], ldw[1], ldw[0]);
        }
        row("in all", tally.wins(), tally.draws(), tally.losses());
        long[] pairs = tally.pairs();
        if (tally.pairCount() > 0) {
            out.printf(Locale.ROOT, "pairs of games by A's points 0, 1/2, 1, 3/2, 2: %d %d %d %d %d%n",
                    pairs[0], pairs[1], pairs[2], pairs[3], pairs[4]);
        }
        out.printf(Locale.ROOT, "score: A %s - B %s of %d games%s%n", half(tally.points()),
                half(tally.games() - tally.points()), tally.games(),
                tally.adjudicated() == 0 ? "" : " (" + tally.adjudicated() + " drawn at the ply limit)");
        if (tally.repliesA().count() + tally.repliesB().count() > 0) {
            out.println("reply time A: " + tally.repliesA());
            out.println("reply time B: " + tally.repliesB());
        }
    }

    private void row(String name, long wins, long draws, long losses) {
        long n = wins + draws + losses;
        out.printf(Locale.ROOT, "%-16s %6d %6d %6d %6d %8s%n", name, n, wins, draws, losses,
                n == 0 ? "-" : String.format(Locale.ROOT, "%.1f%%", 100.0 * (wins + draws / 2.0) / n));
    }

    private void printElo() {
        EloEstimate games = tally.byGames();
        if (tally.pairCount() > 0) {
            EloEstimate pairs = tally.byPairs();
            out.printf(Locale.ROOT, "Elo A-B: %s from %d pair%s (score %s); %s from %d games%n", pairs,
                    pairs.samples(), pairs.samples() == 1 ? "" : "s", score(pairs), games, games.samples());
        } else {
            out.printf(Locale.ROOT, "Elo A-B: %s from %d games (score %s)%n", games, games.samples(), score(games));
        }
    }

    /** "62.5% +/- 8.8%", the standard error left out when one sample cannot give it. */
    private static String score(EloEstimate e) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * e.score()) + (Double.isInfinite(e.standardError()) ? ""
                : String.format(Locale.ROOT, " +/- %.1f%%", 100 * e.standardError()));
    }

    private void printSprt() {
        String what = verdict == Sprt.Verdict.H1 ? "H1 accepted (A is about " + fmt(sprt.elo1()) + " Elo stronger or more)"
                : verdict == Sprt.Verdict.H0 ? "H0 accepted (A is not " + fmt(sprt.elo1()) + " Elo stronger)"
                : "no decision yet";
        out.printf(Locale.ROOT, "SPRT %s: LLR %.2f (%s; bounds %.2f, %.2f): %s after %d games%n", sprt,
                tally.llr(sprt), tally.pairCount() > 0 ? "pentanomial" : "trinomial", sprt.lowerBound(),
                sprt.upperBound(), what, tally.games());
    }

    private static String fmt(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    /** Points as a match prints them: "14", or "147.5" with a half. */
    static String half(double points) {
        return points == Math.floor(points) ? Long.toString((long) points) : String.format(Locale.ROOT, "%.1f", points);
    }
}
