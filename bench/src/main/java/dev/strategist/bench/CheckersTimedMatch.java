package dev.strategist.bench;

import dev.strategist.core.Evaluator;
import dev.strategist.core.GameOptions;
import dev.strategist.games.checkers.CheckersBallots;
import dev.strategist.games.checkers.CheckersBallots.Ballot;
import dev.strategist.games.checkers.CheckersEndgameCache;
import dev.strategist.games.checkers.CheckersEndgameDatabase;
import dev.strategist.games.checkers.CheckersEvaluator;
import dev.strategist.games.checkers.CheckersGame;
import dev.strategist.games.checkers.CheckersPatternWeights;
import dev.strategist.games.checkers.CheckersPosition;
import dev.strategist.games.checkers.CheckersWeights;
import dev.strategist.play.EloEstimate;
import dev.strategist.play.Strategist;
import dev.strategist.play.Tournament;
import java.util.List;

/**
 * The default checkers engine (tuned weights, pattern tables and the endgame database) against the same engine
 * without the database, both under the same time per move, over the ACF ballots each played both ways in a
 * {@link Tournament}: the standard draw rules on, games adjudicated drawn after 300 plies. The database is
 * built before the first game so its build takes no time from either side. Prints each pair, then the score and the Elo
 * difference with a 95% interval counted over pairs (pentanomial), and how many games reached the
 * database. With {@code --cut=M} the new side is the default with its verified cut at margin M, and with
 * {@code --against=M} the other side is the default with the cut at M instead of the default without the
 * database ({@code none}: no cut); {@code --whole} has the new side spend its whole time on every searched move
 * ({@code Strategist.Builder.wholeTime}). With {@code --pieces=N} the new side is the default with the database
 * of up to N pieces (built, with the shared one, before the first game), and {@code --against=default} is the
 * default engine. With {@code --new=NAME} the new side is the game's evaluator of that name (as {@code strategist
 * match} selects it, e.g. {@code checkers-terms}).
 * {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.CheckersTimedMatch [--millis=N] [--ballots=N]
 * [--first=N] [--seed=N] [--cut=SPEC] [--against=SPEC|default] [--whole] [--pieces=N] [--new=NAME]}, SPEC as
 * {@code CheckersCutVariant.parse} reads it (a margin or {@code none}, optionally {@code /R}, {@code +lmr2},
 * {@code +threat}, {@code +recapture}).
 */
public final class CheckersTimedMatch {
    private CheckersTimedMatch() {
    }

    /** Runs the match. */
    public static void main(String[] args) {
        BenchArgs options = BenchArgs.of(args, "usage: CheckersTimedMatch [--millis=N] [--ballots=N] [--first=N]"
                + " [--seed=N] [--cut=SPEC] [--against=SPEC|default] [--whole] [--pieces=N] [--new=NAME]");
        long millis = options.number("millis", 100);
        int ballots = options.integer("ballots", 156);
        int first = options.integer("first", 0);
        long seed = options.number("seed", 20261121L);
        String cut = options.text("cut", null);
        String against = options.text("against", null);
        boolean whole = options.flag("whole");
        int pieces = options.integer("pieces", CheckersEndgameDatabase.SHARED_PIECES);
        String named = options.text("new", null);
        options.done();
        if (cut != null && pieces != CheckersEndgameDatabase.SHARED_PIECES) {
            throw new IllegalArgumentException("--cut and --pieces are not combined");
        }
        if (named != null && (cut != null || pieces != CheckersEndgameDatabase.SHARED_PIECES)) {
            throw new IllegalArgumentException("--new is not combined with --cut or --pieces");
        }
        if (named != null) {
            cut = NAMED + named;
            byName(named); // an unknown name is refused before the database is built
        }
        long built = System.nanoTime();
        CheckersEndgameCache.shared().database().join();
        System.out.println("Machine: " + Machine.describe());
        System.out.printf("endgame database built in %.1f s%n", (System.nanoTime() - built) / 1e9);
        if (pieces != CheckersEndgameDatabase.SHARED_PIECES) {
            built = System.nanoTime();
            CheckersEndgameDatabase db = CheckersEndgameCache.shared(pieces).database().join();
            double seconds = (System.nanoTime() - built) / 1e9;
            System.gc();
            Runtime rt = Runtime.getRuntime();
            System.out.printf("endgame database of %d pieces built in %.1f s, longest win %d plies, heap in use"
                    + " after %d MB%n", pieces, seconds, db.longestWin(), (rt.totalMemory() - rt.freeMemory()) >> 20);
        }
        List<Ballot> deck = CheckersBallots.deck();
        play(deck.subList(Math.min(first, deck.size()), Math.min(deck.size(), first + ballots)), first, millis, seed,
                cut, against, whole, pieces);
    }

    /** Marks a {@code --new} name where {@code --cut} specs travel. */
    private static final String NAMED = "named:";

    /** A fresh copy of the game's evaluator called {@code name}. */
    static Evaluator<CheckersPosition> byName(String name) {
        return new CheckersGame().evaluator(name);
    }

    /** The new side's evaluator: a named one, a cut variant, or the default with the given database. */
    private static Evaluator<CheckersPosition> newSide(String cut, int pieces) {
        if (cut == null) {
            return new CheckersEvaluator(CheckersWeights.TUNED, CheckersPatternWeights.standard(),
                    CheckersEndgameCache.shared(pieces));
        }
        return cut.startsWith(NAMED) ? byName(cut.substring(NAMED.length())) : CheckersCutVariant.parse(cut);
    }

    /**
     * Plays {@code played}, ballot {@code first} of the deck onwards, each both ways and prints each pair and
     * the result; {@code cut} and {@code against} as the command line gives them (null: the default sides).
     */
    private static void play(List<Ballot> played, int first, long millis, long seed, String cut, String against,
                             boolean whole, int pieces) {
        CheckersGame game = new CheckersGame();
        GameOptions options = game.defaultOptions();
        // A is the new side; game g is ballot first + g / 2, the new side Black when g is even
        Tournament<CheckersPosition, Ballot> tournament = new Tournament<>(game, played,
                ballot -> CheckersBallots.play(ballot, game.newPosition(options)),
                index -> Strategist.builder(game).evaluator(newSide(cut, pieces))
                        .timeMillis(millis).wholeTime(whole)
                        .seed(seed + first + index / 2).tableMegabytes(16).build(),
                index -> Strategist.builder(game).evaluator(against == null
                                ? new CheckersEvaluator(CheckersWeights.TUNED, CheckersPatternWeights.standard(), null)
                                : against.equals("default")
                                ? new CheckersEvaluator() : CheckersCutVariant.parse(against))
                        .timeMillis(millis).seed(seed + first + index / 2 + 1000).tableMegabytes(16).build(),
                CheckersTournament.MAX_PLIES - CheckersTournament.BALLOT_PLIES);
        long[] pairs = new long[5];
        int[] wdl = new int[3];
        int[] reached = {0};
        int[] reachedBig = {0};
        int[] halfPoints = {0};
        StringBuilder line = new StringBuilder();
        long start = System.nanoTime();
        tournament.playInOrder(2 * played.size(), g -> {
            int sign = g.signA();
            // pieces are only ever taken, so a game reached the database exactly when it ended there
            int left = Long.bitCount(g.end().pieces(0) | g.end().pieces(1));
            boolean inDatabase = left <= CheckersEndgameDatabase.SHARED_PIECES;
            reachedBig[0] += left <= pieces ? 1 : 0;
            wdl[sign + 1]++;
            reached[0] += inDatabase ? 1 : 0;
            halfPoints[0] += g.pointsA();
            if (g.aFirst()) {
                line.setLength(0);
                line.append("ballot ").append(first + g.index() / 2 + 1).append(':');
            }
            line.append(g.aFirst() ? " new as Black " : ", as White ").append(sign > 0 ? "won" : sign == 0
                    ? "drew" : "lost").append(" (").append(g.end().ply()).append(" plies").append(inDatabase
                    ? ", database" : left <= pieces ? ", database of " + pieces : "").append(')');
            if (!g.aFirst()) {
                pairs[halfPoints[0]]++;
                halfPoints[0] = 0;
                System.out.println(line);
            }
            return true;
        });
        int wins = wdl[2];
        int draws = wdl[1];
        int losses = wdl[0];
        EloEstimate elo = EloEstimate.pentanomial(pairs);
        int games = wins + draws + losses;
        System.out.printf("new (%s) v %s at %d ms a move: %d games, +%d =%d -%d, %.1f %%,"
                        + " Elo %s [%s, %s] (pairs), %d games reached 4 pieces or fewer%s, %.0f s%n",
                (cut == null ? "checkers, database" + (pieces == CheckersEndgameDatabase.SHARED_PIECES ? ""
                        : " of " + pieces) : newSide(cut, pieces).name()) + (whole ? ", whole time" : ""),
                against == null ? "tuned" : against.equals("default") ? "default"
                        : CheckersCutVariant.parse(against).name(), millis, games,
                wins, draws, losses, 100.0 * (wins + 0.5 * draws) / games, EloEstimate.signed(elo.elo()),
                EloEstimate.signed(elo.low()), EloEstimate.signed(elo.high()), reached[0],
                pieces == CheckersEndgameDatabase.SHARED_PIECES ? "" : ", " + reachedBig[0] + " " + pieces + " or fewer",
                (System.nanoTime() - start) / 1e9);
    }
}
